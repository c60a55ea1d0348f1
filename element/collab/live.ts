// The collab chunk's entry: one open template's live session (docs/api.md §14). The Hocuspocus
// provider connects to `${baseUrl}/v1/collab` with the template id as the document name and the
// session token in its authentication message (read at every connection, never in the URL). A
// new `api-key` is sent on the open connection (the server checks it again); a token refused as
// `unauthorized` is handled like a REST 401 (eb-session-expired once, then the host's next token
// opens a new connection: the server takes one token per socket), and edits made meanwhile stay
// in the document until then. Once synced, the store and the Yjs document are bound
// (./binding.ts). Saving while live: every change goes to the server as it is made and the
// server writes the template itself (2 s after the last change, and when the last person
// leaves). With someone else in the template Save never PUTs (that would replace their
// concurrent changes): it waits until the server has stored all of this user's changes. Alone,
// Save is the usual PUT (a version per Save, as without co-editing).
import '../i18n/en/collab-entry';
import { HocuspocusProvider, WebSocketStatus } from '@hocuspocus/provider';
import * as Y from 'yjs';
import { decodeSegment } from '../api/token';
import type { Template } from '../api/types';
import type { LiveHost, LiveLink, LiveSignal } from '../state/live';
import type { KeyedNotice } from '../state/notices';
import type { StoreChange } from '../state/store';
import { bindStore } from './binding';
import { paintOutlines } from './outlines';
import { Presence, SESSIONS } from './presence-state';
import './presence';

/** Our notices, by code: replaced or cleared only by us. */
const NOTICES = {
  live_offline: { kind: 'warning', key: 'collab.offline' },
  live_read_only: { kind: 'info', key: 'collab.readOnly' },
  live_limit: { kind: 'warning', key: 'collab.limitReached' },
  live_deleted: { kind: 'error', key: 'collab.deleted' },
} as const;
type Code = keyof typeof NOTICES;

/** Refusals that will not change by trying again (the provider would otherwise retry forever). */
const FINAL = new Set(['not_found', 'feature_not_in_plan', 'origin_not_allowed']);

/** The display name the session token carries (its `name` claim, `POST /v1/sessions` `name`), if any. */
function tokenName(token: string): string | undefined {
  try {
    const claims = decodeSegment(token.split('.')[1] ?? '') as { name?: unknown } | null;
    return typeof claims?.name === 'string' && claims.name ? claims.name : undefined;
  } catch {
    return undefined;
  }
}

export function collabUrl(baseUrl: string): string {
  const url = new URL('/v1/collab', baseUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

class LiveSession implements LiveLink {
  readonly doc = new Y.Doc();
  readonly provider: HocuspocusProvider;
  readonly presence: Presence;
  readonly templateId: string;
  #host: LiveHost;
  #closed = false;
  #binding: ReturnType<typeof bindStore> | null = null;
  #stopOutlines: () => void = () => {};
  #connected = false;
  #waiting: Array<() => void> = [];
  /** The token the connection last sent, and whether it was refused (waiting for the host's next one). */
  #sentToken = '';
  #refused = false;
  #reconnect = false;

  constructor(host: LiveHost, templateId: string) {
    this.#host = host;
    this.templateId = templateId;
    const session = host.session;
    const userId = session?.userId ?? host.userId;
    this.provider = new HocuspocusProvider({
      url: collabUrl(host.requireClient().baseUrl),
      name: templateId,
      document: this.doc,
      token: () => {
        this.#sentToken = host.apiKey;
        return this.#sentToken;
      },
      onStatus: ({ status }) => this.#status(status),
      onSynced: ({ state }) => state && this.#synced(),
      onUnsyncedChanges: ({ number }) => number === 0 && this.#stored(),
      onStateless: ({ payload }) => this.#stateless(payload),
      // A token sent again and refused closes this document's connection (not the socket).
      onClose: ({ event }) => event.reason === 'unauthorized' && void this.#reauthenticate(),
      onAuthenticationFailed: ({ reason }) => {
        if (reason === 'unauthorized') void this.#reauthenticate();
        if (!FINAL.has(reason)) return;
        // This template is edited alone (saved with PUT) until another one opens.
        REFUSED.set(host, templateId);
        leave(host);
      },
    });
    this.presence = new Presence(this.provider, host.store, userId, tokenName(host.apiKey) ?? userId, (users) =>
      host.emit('eb-presence-change', { users }),
    );
    SESSIONS.set(host.store, this.presence);
    // The toolbar's avatars look their session up on the store's next change.
    host.store.setSaveState(host.store.saveState, host.store.saveError);
  }

  /** The host set a new token: the open connection sends it (the server checks it like the first). */
  tokenChanged(): void {
    if (this.#closed || this.#refused || this.#host.apiKey === this.#sentToken || !this.provider.isAuthenticated)
      return;
    void this.provider.sendToken();
  }

  /** The token was refused: as a REST 401, the host is asked for a new one; with it, a new connection. */
  async #reauthenticate(): Promise<void> {
    if (this.#refused) return;
    this.#refused = true;
    await this.#host.requireClient().tokenRefused();
    this.#refused = false;
    if (this.#closed) return;
    // The provider connects again only once the old socket has closed (#status).
    this.#reconnect = this.#connected;
    if (this.#connected) this.provider.disconnect();
    else await this.provider.connect();
  }

  /** First sync: the store takes the live document, or (unsaved work recovered on this device) gives it its changes. */
  #synced(): void {
    if (this.#binding) return;
    const { store } = this.#host;
    this.#binding = bindStore(store, this.doc, () => this.provider.unsyncedChanges === 0);
    this.#binding.adopt();
    this.#followHistory();
    this.presence.addEventListener('change', this.#followHistory);
    this.#stopOutlines = paintOutlines(this.#host, this.presence);
  }

  #status(status: WebSocketStatus): void {
    this.#connected = status === WebSocketStatus.Connected;
    if (status === WebSocketStatus.Disconnected && this.#reconnect) {
      this.#reconnect = false;
      void this.provider.connect();
    } else if (status === WebSocketStatus.Disconnected) this.#notice('live_offline');
    else if (this.#connected) this.#clear('live_offline');
  }

  /** The server holds every change of this user: that is saved. */
  #stored(): void {
    const { store } = this.#host;
    if (!this.#binding || store.readOnly) return;
    // Saved: the element forgets this device's draft of it (documents.ts).
    if (store.templateId === this.templateId)
      store.markSaved({
        doc: store.doc,
        name: store.name,
        templateId: this.templateId,
        updatedAt: new Date().toISOString(),
      });
    for (const resolve of this.#waiting.splice(0)) resolve();
  }

  #stateless(payload: string): void {
    let message: { type?: unknown; reason?: unknown };
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    const { store } = this.#host;
    if (message.type === 'read-only') {
      // Over the editors limit on a shared template: as a member sees it (the server refuses changes anyway).
      store.sharedEditable = false;
      store.setSaveState('saved');
      this.#notice(message.reason === 'co_editors_limit' ? 'live_limit' : 'live_read_only');
    } else if (message.type === 'comments') {
      // Someone wrote a comment (docs/api.md §15): the comments controller reads them again.
      this.#host.dispatchEvent(new Event('eb-live-comments' satisfies LiveSignal));
    } else if (message.type === 'deleted') {
      this.close();
      this.#notice('live_deleted');
    }
  }

  #notice(code: Code): void {
    const { kind, key } = NOTICES[code];
    const notice: KeyedNotice = { code, kind, text: { key } };
    this.#host.setNotice(notice);
  }

  #clear(code: Code): void {
    if (this.#host.notice?.code === code) this.#host.setNotice(null);
  }

  /**
   * Alone in the template, undo is the store's own (a restore is one step, as without co-editing);
   * with someone else here it is this user's own changes only (Yjs tracks them all along).
   */
  #followHistory = (): void => {
    const { store } = this.#host;
    const history = this.savesItself ? (this.#binding?.history ?? null) : null;
    if (store.history === history) return;
    store.history = history;
    store.setSaveState(store.saveState, store.saveError);
  };

  /** The live document and the store are bound. */
  get synced(): boolean {
    return this.#binding !== null;
  }

  get listening(): boolean {
    return this.#binding !== null && this.#connected;
  }

  get savesItself(): boolean {
    return this.#binding !== null && this.presence.others.length > 0;
  }

  async save(): Promise<Template | null> {
    const { store } = this.#host;
    if (this.#closed) return null;
    if (!this.#connected) {
      this.#notice('live_offline');
      return null;
    }
    if (this.provider.unsyncedChanges > 0) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    // The server's own metadata (tags, thumbnail…) with what the live document holds now.
    const stored = await this.#host.requireClient().getTemplate(this.templateId);
    const template = { ...stored, name: store.name, blockTree: store.doc };
    this.#host.emit('eb-save', { template });
    return template;
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    SESSIONS.delete(this.#host.store);
    this.#stopOutlines();
    this.#binding?.close();
    this.#binding = null;
    if (this.#host.store.history) this.#host.store.history = null;
    this.presence.removeEventListener('change', this.#followHistory);
    this.presence.close();
    this.provider.destroy();
    for (const code of Object.keys(NOTICES) as Code[]) if (code !== 'live_deleted') this.#clear(code);
    for (const resolve of this.#waiting.splice(0)) resolve();
  }
}

/** Per element: it listens for documents being opened, and the template its live session was refused for. */
const WATCHED = new WeakSet<LiveHost>();
const REFUSED = new WeakMap<LiveHost, string>();

function leave(host: LiveHost): void {
  host.live?.close();
  host.live = undefined;
}

/**
 * Called by the element after every render once this chunk is here: joins the live session of
 * the saved template the editor shows, and leaves it when the editor closes or shows another.
 */
export function follow(host: LiveHost): void {
  if (!WATCHED.has(host)) {
    WATCHED.add(host);
    // Another document opened (or the same one again, its history reset): the session starts over.
    host.store.addEventListener('change', (event) => {
      if (!(event as CustomEvent<StoreChange>).detail.loaded) return;
      leave(host);
      REFUSED.delete(host);
      queueMicrotask(() => follow(host));
    });
  }
  const { store, session, editing } = host;
  const id = editing && session?.features.coEditing && store.templateId ? store.templateId : null;
  if (host.live instanceof LiveSession) host.live.tokenChanged();
  if (host.live?.templateId === (id ?? undefined) || (id && REFUSED.get(host) === id)) return;
  leave(host);
  if (id) host.live = new LiveSession(host, id);
}
