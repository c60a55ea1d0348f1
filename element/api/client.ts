// The element's only door to the API: bearer token, error mapping, and the recoveries the host
// relies on — 401 waits for a new `api-key` and retries once, 429 waits Retry-After and retries
// once, a 503 (Redis failing over, an instance draining) or a 409 idempotency_in_progress waits
// Retry-After and retries twice (creates carry their Idempotency-Key, so a retry never stores
// twice), a network failure becomes a typed `offline` error.

import type { Block, EmailDocument } from '../../core/document/schema';
import type { ConditionSyntax } from '../../core/render/conditions';
import { FIRST_PAGE, START_PATH, takeEarly, withToken } from './early';
import { ApiError, answersAsApi, errorFromResponse, offlineError } from './errors';
import { nextLink, sameOrigin, type TemplatePage } from './pages';
import type {
  BlockTypeItem,
  LibraryImage,
  LibraryItem,
  NewTemplate,
  Page,
  RenderResult,
  SavedBlock,
  SavedBlockItem,
  StartResult,
  Template,
  TemplateListItem,
  TemplateStatus,
  TemplateVersion,
  TestSendResult,
  UploadedImage,
  ValidateResult,
  VersionItem,
} from './types';

export { nextLink, type TemplatePage } from './pages';
export type { NewTemplate } from './types';

export interface ApiClientOptions {
  baseUrl: string;
  /** False when `baseUrl` is the script's own address because no `base-url` was set (named so in errors). */
  baseUrlSet?: boolean;
  token: string;
  /** Called once per expiry, when the first call of a token gets 401. */
  onSessionExpired?: () => void;
  /** Longest wait honoured for Retry-After, in ms (tests shorten it). */
  maxRetryWaitMs?: number;
}

interface RequestOptions {
  method?: string;
  body?: unknown;
  form?: FormData;
  auth?: boolean;
  /** Sent as `Idempotency-Key`: one per create, reused by its retries, so a retry never stores twice. */
  idempotencyKey?: string;
  /** false: a 429 or 503 is reported at once instead of waited out (the user is watching, and a wait could be an hour). */
  retry?: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ApiClient {
  baseUrl: string;
  baseUrlSet: boolean;
  onSessionExpired: () => void;
  maxRetryWaitMs: number;
  #token: string;
  #expired = false;
  #tokenWaiters: Array<() => void> = [];
  #earlyList: Promise<TemplatePage> | null = null;

  constructor(options: ApiClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.baseUrlSet = options.baseUrlSet ?? true;
    this.#token = options.token;
    this.onSessionExpired = options.onSessionExpired ?? (() => {});
    this.maxRetryWaitMs = options.maxRetryWaitMs ?? 60_000;
  }

  get token(): string {
    return this.#token;
  }

  /** A new token releases every call that is waiting after a 401. */
  set token(value: string) {
    if (value === this.#token) return;
    this.#token = value;
    this.#expired = false;
    const waiters = this.#tokenWaiters;
    this.#tokenWaiters = [];
    for (const resume of waiters) resume();
  }

  /** True while calls wait for the host to supply a fresh token. */
  get waitingForToken(): boolean {
    return this.#tokenWaiters.length > 0;
  }

  validate(): Promise<ValidateResult> {
    return this.#json('/v1/keys/validate');
  }

  /**
   * The key check and the first page of templates in one read (`GET /v1/start`, docs/api.md §7):
   * resolves to the key's answer; the next `listTemplatesPage()` takes the page. Both arrive
   * together, so the gallery is painted once, with its cards.
   */
  start(): Promise<ValidateResult> {
    const started = this.#json<StartResult>(START_PATH);
    this.#earlyList = started.then(({ templates, next }) => ({
      items: templates,
      next: next && sameOrigin(next, this.baseUrl),
    }));
    this.#earlyList.catch(() => {});
    return started.then(({ key }) => key);
  }

  /** One page of the user's and shared templates (newest edit first); `next` is the API's `Link: rel="next"`. */
  async listTemplatesPage(next?: string | null): Promise<TemplatePage> {
    const early = this.#earlyList;
    this.#earlyList = null;
    if (early && !next) {
      try {
        return await early;
      } catch {
        // A failed early answer (a refused key, say) is not shown: ask again now.
      }
    }
    const response = await this.#send(next ?? `/v1/templates?limit=${FIRST_PAGE}`, {});
    const items = (await response.json()) as TemplateListItem[];
    return { items, next: nextLink(response.headers.get('Link'), this.baseUrl) };
  }

  /** Every user and shared template, following `Link: rel="next"` pages (at most 50). */
  async listTemplates(pageSize = 100): Promise<TemplateListItem[]> {
    const items: TemplateListItem[] = [];
    let path: string | null = `/v1/templates?limit=${pageSize}`;
    for (let page = 0; path && page < 50; page++) {
      const response = await this.#send(path, {});
      items.push(...((await response.json()) as TemplateListItem[]));
      path = nextLink(response.headers.get('Link'), this.baseUrl);
    }
    return items;
  }

  deleteTemplate(id: string): Promise<{ ok: true }> {
    return this.#json(`/v1/templates/${encodeURIComponent(id)}`, { method: 'DELETE' });
  }

  library(): Promise<LibraryItem[]> {
    return this.#json('/v1/templates/library', { auth: false });
  }

  getTemplate(id: string): Promise<Template> {
    return this.#json(`/v1/templates/${encodeURIComponent(id)}`);
  }

  createTemplate(body: NewTemplate): Promise<Template> {
    return this.#json('/v1/templates', { method: 'POST', body, idempotencyKey: crypto.randomUUID() });
  }

  updateTemplate(id: string, body: { name?: string; blockTree?: EmailDocument }): Promise<Template> {
    return this.#json(`/v1/templates/${encodeURIComponent(id)}`, { method: 'PUT', body });
  }

  /** Moves a shared template's approval status (docs/api.md §15); the note becomes a comment. */
  setStatus(id: string, body: { status: TemplateStatus; note?: string }): Promise<Template> {
    return this.#json(`/v1/templates/${encodeURIComponent(id)}/status`, { method: 'POST', body, retry: false });
  }

  /** A template's kept versions, newest first (docs/api.md §10). */
  listVersions(id: string): Promise<VersionItem[]> {
    return this.#json(`/v1/templates/${encodeURIComponent(id)}/versions`);
  }

  getVersion(id: string, version: number): Promise<TemplateVersion> {
    return this.#json(`/v1/templates/${encodeURIComponent(id)}/versions/${version}`);
  }

  /** The server saves that version's content as a new version and answers with the template. */
  restoreVersion(id: string, version: number): Promise<Template> {
    return this.#json(`/v1/templates/${encodeURIComponent(id)}/versions/${version}/restore`, { method: 'POST' });
  }

  /** `checks` adds the checker's findings; `mergeTags` are the tags the host defines (others are reported). */
  render(
    blockTree: EmailDocument,
    options: { checks?: boolean; mergeTags?: readonly string[]; syntax?: ConditionSyntax } = {},
  ): Promise<RenderResult> {
    return this.#json('/v1/render', { method: 'POST', body: { blockTree, ...options } });
  }

  /** `POST /v1/templates/{id}/test-send` (docs/api.md §16): the saved template, with these samples, to `to`. */
  testSend(id: string, body: { to: string; samples?: Record<string, string> }): Promise<TestSendResult> {
    return this.#json(`/v1/templates/${encodeURIComponent(id)}/test-send`, { method: 'POST', body, retry: false });
  }

  uploadImage(file: Blob, filename = 'image'): Promise<UploadedImage> {
    const form = new FormData();
    form.append('file', file, filename);
    return this.#json('/v1/images', { method: 'POST', form, idempotencyKey: crypto.randomUUID() });
  }

  // ---- Image library and saved blocks (docs/api.md §11) ----------------------------------------

  /** One page of the image library (own and shared uploads), or the page at `next` from the last one. */
  async listImages(options: { q?: string; next?: string | null; limit?: number } = {}): Promise<Page<LibraryImage>> {
    const query = new URLSearchParams({ limit: String(options.limit ?? 30) });
    if (options.q) query.set('q', options.q);
    const response = await this.#send(options.next ?? `/v1/images?${query}`, {});
    return {
      items: (await response.json()) as LibraryImage[],
      next: nextLink(response.headers.get('Link'), this.baseUrl),
    };
  }

  async deleteImage(id: string): Promise<void> {
    await this.#send(`/v1/images/${encodeURIComponent(id)}`, { method: 'DELETE' });
  }

  /** The user's and shared saved blocks, following `Link: rel="next"` pages. */
  async listBlocks(pageSize = 100): Promise<SavedBlockItem[]> {
    const items: SavedBlockItem[] = [];
    let path: string | null = `/v1/blocks?limit=${pageSize}`;
    for (let page = 0; path && page < 20; page++) {
      const response = await this.#send(path, {});
      items.push(...((await response.json()) as SavedBlockItem[]));
      path = nextLink(response.headers.get('Link'), this.baseUrl);
    }
    return items;
  }

  getBlock(id: string): Promise<SavedBlock> {
    return this.#json(`/v1/blocks/${encodeURIComponent(id)}`);
  }

  createBlock(body: { name: string; block: Block; shared?: boolean }): Promise<SavedBlock> {
    return this.#json('/v1/blocks', { method: 'POST', body, idempotencyKey: crypto.randomUUID() });
  }

  updateBlock(id: string, body: { name?: string; block?: Block }): Promise<SavedBlock> {
    return this.#json(`/v1/blocks/${encodeURIComponent(id)}`, { method: 'PUT', body });
  }

  async deleteBlock(id: string): Promise<void> {
    await this.#send(`/v1/blocks/${encodeURIComponent(id)}`, { method: 'DELETE' });
  }

  /**
   * A JSON call for a part of the element that loads on demand with its own paths (comments:
   * element/comments/api.ts), with this client's token, errors and recoveries. A POST is not
   * retried (it carries no Idempotency-Key).
   */
  call<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
    return this.#json(path, { method, body, retry: method !== 'POST' });
  }

  /** The account's custom block types (docs/api.md §16), sorted by name. */
  listBlockTypes(): Promise<BlockTypeItem[]> {
    return this.#json('/v1/block-types');
  }

  async #json<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const response = await this.#send(path, options);
    return (await response.json()) as T;
  }

  async #send(path: string, options: RequestOptions): Promise<Response> {
    let retriedAuth = false;
    let retriedRate = false;
    let retriesLeft = 2;
    for (;;) {
      const response = await this.#fetch(path, options);
      // The wording of this misconfiguration is its own chunk: no integrator's gallery waits on it.
      if (!answersAsApi(response))
        throw (await import('./not-this-api')).notThisApi(this.baseUrl, this.baseUrlSet, path, response);
      if (response.ok) return response;
      if (response.status === 401 && options.auth !== false && !retriedAuth) {
        retriedAuth = true;
        await this.#waitForNewToken();
        continue;
      }
      if (options.retry === false) throw await errorFromResponse(response, globalThis.location?.origin ?? 'this page');
      if (response.status === 429 && !retriedRate) {
        retriedRate = true;
        await sleep(this.#retryAfterMs(response));
        continue;
      }
      if (
        (response.status === 503 || response.status === 409) &&
        retriesLeft > 0 &&
        response.headers.has('Retry-After')
      ) {
        const inProgress =
          response.status === 503 ||
          (
            await response
              .clone()
              .json()
              .catch(() => null)
          )?.code === 'idempotency_in_progress';
        if (inProgress) {
          retriesLeft--;
          await sleep(this.#retryAfterMs(response));
          continue;
        }
      }
      throw await errorFromResponse(response, globalThis.location?.origin ?? 'this page');
    }
  }

  async #fetch(
    path: string,
    { method = 'GET', body, form, auth = true, idempotencyKey }: RequestOptions,
  ): Promise<Response> {
    const headers: Record<string, string> = {};
    // A read carries its session token in the query: a CORS simple request, so no preflight
    // (a round trip, per URL) before it (docs/api.md §5). Writes keep the header.
    const simple = method === 'GET' && auth;
    if (auth && !simple) headers.Authorization = `Bearer ${this.#token}`;
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const base = path.startsWith('http') ? path : `${this.baseUrl}${path}`;
    const url = simple ? withToken(base, this.#token) : base;
    try {
      const early = simple ? takeEarly(url) : undefined;
      if (early) return await early;
      return await fetch(url, {
        method,
        headers,
        body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw offlineError(this.baseUrl);
    }
  }

  /**
   * Another channel (the live connection) had this token refused: handled as a REST call's 401
   * (one `onSessionExpired` per token, shared with the calls); resolves once a new token is set.
   */
  tokenRefused(): Promise<void> {
    return this.#waitForNewToken();
  }

  #waitForNewToken(): Promise<void> {
    const waiting = new Promise<void>((resolve) => this.#tokenWaiters.push(resolve));
    if (!this.#expired) {
      this.#expired = true;
      this.onSessionExpired();
    }
    return waiting;
  }

  #retryAfterMs(response: Response): number {
    const seconds = Number(response.headers.get('Retry-After'));
    const ms = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000;
    return Math.min(ms, this.maxRetryWaitMs);
  }
}
