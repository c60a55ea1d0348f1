// Who is in the live template, from the provider's awareness: each tab announces its user (id,
// display name, colour) and the block it has selected. Tabs of one user become one entry (the
// tab with a selection wins), this user first; `change` fires when that list changes. Each tab also
// announces the text block it is typing in: every other tab's such block is taken for this store
// (store.taken), whoever's tab it is.
import type { HocuspocusProvider } from '@hocuspocus/provider';
import type { EbPresenceUser } from '../shared/events';
import { colorsFor } from '../shared/people';
import { graceTimers } from '../shared/timers';
import type { EditorStore, StoreChange } from '../state/store';

/** A block this tab types in is released for the others after this long without a change (docs/api.md §14). */
export const TYPING_IDLE_MS = 30_000;

interface TabState {
  user?: { userId?: unknown; name?: unknown };
  blockId?: unknown;
  typing?: unknown;
}

export class Presence extends EventTarget {
  users: EbPresenceUser[] = [];
  readonly self: string;
  #provider: HocuspocusProvider;
  #store: EditorStore;
  #announce: (users: EbPresenceUser[]) => void;
  #last = '';
  #lastTaken = '';
  /** The block this tab announces it types in (null after 30 s without a change), and its idle timer. */
  #typing: string | null = null;
  #idle: number | undefined;

  constructor(
    provider: HocuspocusProvider,
    store: EditorStore,
    userId: string,
    name: string,
    announce: (users: EbPresenceUser[]) => void,
  ) {
    super();
    this.self = userId;
    this.#provider = provider;
    this.#store = store;
    this.#announce = announce;
    provider.setAwarenessField('user', { userId, name });
    provider.setAwarenessField('blockId', store.selectedId);
    this.#claim(store.typingId);
    provider.awareness?.on('change', this.#update);
    store.addEventListener('change', this.#onStore);
    this.#update();
  }

  /** Everyone but this user. */
  get others(): EbPresenceUser[] {
    return this.users.filter((u) => u.userId !== this.self);
  }

  #onStore = (event: Event): void => {
    const { selectedId, typingId } = this.#store;
    if (this.#provider.awareness?.getLocalState()?.blockId !== selectedId)
      this.#provider.setAwarenessField('blockId', selectedId);
    const { prev, next, remote } = (event as CustomEvent<StoreChange>).detail;
    // This user's typing claims the block again (and restarts its idle time); leaving it releases it.
    if (typingId !== this.#typing || (typingId && prev !== next && !remote)) this.#claim(typingId);
  };

  #claim(id: string | null): void {
    const timers = graceTimers.current;
    timers.clearTimeout(this.#idle);
    this.#idle = id ? timers.setTimeout(() => this.#announceTyping(null), TYPING_IDLE_MS) : undefined;
    this.#typing = id;
    this.#announceTyping(id);
  }

  #announceTyping(id: string | null): void {
    if (this.#provider.awareness?.getLocalState()?.typing !== id) this.#provider.setAwarenessField('typing', id);
  }

  #update = (): void => {
    const awareness = this.#provider.awareness;
    if (!awareness) return;
    const byUser = new Map<string, EbPresenceUser>();
    // This tab first, so this user's own entry shows what this tab has selected.
    const local = awareness.clientID;
    const states = [...awareness.getStates().entries()].sort(([a], [b]) => (a === local ? -1 : b === local ? 1 : 0));
    const taken = new Map<string, string>();
    for (const [clientId, state] of states) {
      const { user, blockId, typing } = state as TabState;
      if (typeof user?.userId !== 'string') continue;
      const entry: EbPresenceUser = {
        userId: user.userId,
        name: typeof user.name === 'string' && user.name ? user.name : user.userId,
        color: '',
        blockId: typeof blockId === 'string' ? blockId : null,
      };
      const seen = byUser.get(entry.userId);
      if (!seen || (!seen.blockId && entry.blockId)) byUser.set(entry.userId, entry);
      if (clientId !== local && typeof typing === 'string' && !taken.has(typing)) taken.set(typing, entry.name);
    }
    this.#take(taken);
    const colors = colorsFor(byUser.keys());
    for (const user of byUser.values()) user.color = colors.get(user.userId) ?? '';
    const users = [...byUser.values()].sort((a, b) =>
      a.userId === this.self ? -1 : b.userId === this.self ? 1 : a.name.localeCompare(b.name),
    );
    const key = JSON.stringify(users);
    if (key === this.#last) return;
    this.#last = key;
    this.users = users;
    this.dispatchEvent(new Event('change'));
    this.#announce(users);
  };

  /** Tells the store which blocks others are typing in, when that changed. */
  #take(taken: Map<string, string>): void {
    const key = JSON.stringify([...taken]);
    if (key === this.#lastTaken) return;
    this.#lastTaken = key;
    this.#store.setTaken(taken);
  }

  close(): void {
    graceTimers.current.clearTimeout(this.#idle);
    this.#provider.awareness?.off('change', this.#update);
    this.#store.removeEventListener('change', this.#onStore);
    this.#take(new Map());
    this.users = [];
    this.dispatchEvent(new Event('change'));
    this.#announce([]);
  }
}

/** The live presence of a store (the toolbar's avatars find theirs here). */
export const SESSIONS = new WeakMap<object, Presence>();
