// The API's endpoints as the element calls them (paths, bodies, pages followed), over the
// transport (transport.ts) that holds the token and the recoveries every call shares.

import type { Block, EmailDocument } from '../../core/document/schema';
import type { ConditionSyntax } from '../../core/render/conditions';
import { FIRST_PAGE, START_PATH } from './early';
import { nextLink, sameOrigin, type TemplatePage } from './pages';
import { ApiTransport } from './transport';
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
export type { ApiClientOptions } from './transport';
export type { NewTemplate } from './types';

export class ApiClient extends ApiTransport {
  #earlyList: Promise<TemplatePage> | null = null;

  validate(): Promise<ValidateResult> {
    return this.json('/v1/keys/validate');
  }

  /**
   * The key check and the first page of templates in one read (`GET /v1/start`, docs/api.md §7):
   * resolves to the key's answer; the next `listTemplatesPage()` takes the page. Both arrive
   * together, so the gallery is painted once, with its cards.
   */
  start(): Promise<ValidateResult> {
    const started = this.json<StartResult>(START_PATH);
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
    const response = await this.send(next ?? `/v1/templates?limit=${FIRST_PAGE}`, {});
    const items = (await response.json()) as TemplateListItem[];
    return { items, next: nextLink(response.headers.get('Link'), this.baseUrl) };
  }

  /** Every user and shared template, following `Link: rel="next"` pages (at most 50). */
  async listTemplates(pageSize = 100): Promise<TemplateListItem[]> {
    const items: TemplateListItem[] = [];
    let path: string | null = `/v1/templates?limit=${pageSize}`;
    for (let page = 0; path && page < 50; page++) {
      const response = await this.send(path, {});
      items.push(...((await response.json()) as TemplateListItem[]));
      path = nextLink(response.headers.get('Link'), this.baseUrl);
    }
    return items;
  }

  deleteTemplate(id: string): Promise<{ ok: true }> {
    return this.json(`/v1/templates/${encodeURIComponent(id)}`, { method: 'DELETE' });
  }

  library(): Promise<LibraryItem[]> {
    return this.json('/v1/templates/library', { auth: false });
  }

  getTemplate(id: string): Promise<Template> {
    return this.json(`/v1/templates/${encodeURIComponent(id)}`);
  }

  createTemplate(body: NewTemplate): Promise<Template> {
    return this.json('/v1/templates', { method: 'POST', body, idempotencyKey: crypto.randomUUID() });
  }

  updateTemplate(id: string, body: { name?: string; blockTree?: EmailDocument }): Promise<Template> {
    return this.json(`/v1/templates/${encodeURIComponent(id)}`, { method: 'PUT', body });
  }

  /** Moves a shared template's approval status (docs/api.md §15); the note becomes a comment. */
  setStatus(id: string, body: { status: TemplateStatus; note?: string }): Promise<Template> {
    return this.json(`/v1/templates/${encodeURIComponent(id)}/status`, { method: 'POST', body, retry: false });
  }

  /** A template's kept versions, newest first (docs/api.md §10). */
  listVersions(id: string): Promise<VersionItem[]> {
    return this.json(`/v1/templates/${encodeURIComponent(id)}/versions`);
  }

  getVersion(id: string, version: number): Promise<TemplateVersion> {
    return this.json(`/v1/templates/${encodeURIComponent(id)}/versions/${version}`);
  }

  /** The server saves that version's content as a new version and answers with the template. */
  restoreVersion(id: string, version: number): Promise<Template> {
    return this.json(`/v1/templates/${encodeURIComponent(id)}/versions/${version}/restore`, { method: 'POST' });
  }

  /** `checks` adds the checker's findings; `mergeTags` are the tags the host defines (others are reported). */
  render(
    blockTree: EmailDocument,
    options: { checks?: boolean; mergeTags?: readonly string[]; syntax?: ConditionSyntax } = {},
  ): Promise<RenderResult> {
    return this.json('/v1/render', { method: 'POST', body: { blockTree, ...options } });
  }

  /** `POST /v1/templates/{id}/test-send` (docs/api.md §16): the saved template, with these samples, to `to`. */
  testSend(id: string, body: { to: string; samples?: Record<string, string> }): Promise<TestSendResult> {
    return this.json(`/v1/templates/${encodeURIComponent(id)}/test-send`, { method: 'POST', body, retry: false });
  }

  uploadImage(file: Blob, filename = 'image'): Promise<UploadedImage> {
    const form = new FormData();
    form.append('file', file, filename);
    return this.json('/v1/images', { method: 'POST', form, idempotencyKey: crypto.randomUUID() });
  }

  // ---- Image library and saved blocks (docs/api.md §11) ----------------------------------------

  /** One page of the image library (own and shared uploads), or the page at `next` from the last one. */
  async listImages(options: { q?: string; next?: string | null; limit?: number } = {}): Promise<Page<LibraryImage>> {
    const query = new URLSearchParams({ limit: String(options.limit ?? 30) });
    if (options.q) query.set('q', options.q);
    const response = await this.send(options.next ?? `/v1/images?${query}`, {});
    return {
      items: (await response.json()) as LibraryImage[],
      next: nextLink(response.headers.get('Link'), this.baseUrl),
    };
  }

  async deleteImage(id: string): Promise<void> {
    await this.send(`/v1/images/${encodeURIComponent(id)}`, { method: 'DELETE' });
  }

  /** The user's and shared saved blocks, following `Link: rel="next"` pages. */
  async listBlocks(pageSize = 100): Promise<SavedBlockItem[]> {
    const items: SavedBlockItem[] = [];
    let path: string | null = `/v1/blocks?limit=${pageSize}`;
    for (let page = 0; path && page < 20; page++) {
      const response = await this.send(path, {});
      items.push(...((await response.json()) as SavedBlockItem[]));
      path = nextLink(response.headers.get('Link'), this.baseUrl);
    }
    return items;
  }

  getBlock(id: string): Promise<SavedBlock> {
    return this.json(`/v1/blocks/${encodeURIComponent(id)}`);
  }

  createBlock(body: { name: string; block: Block; shared?: boolean }): Promise<SavedBlock> {
    return this.json('/v1/blocks', { method: 'POST', body, idempotencyKey: crypto.randomUUID() });
  }

  updateBlock(id: string, body: { name?: string; block?: Block }): Promise<SavedBlock> {
    return this.json(`/v1/blocks/${encodeURIComponent(id)}`, { method: 'PUT', body });
  }

  async deleteBlock(id: string): Promise<void> {
    await this.send(`/v1/blocks/${encodeURIComponent(id)}`, { method: 'DELETE' });
  }

  /**
   * A JSON call for a part of the element that loads on demand with its own paths (comments:
   * element/comments/api.ts), with this client's token, errors and recoveries. A POST is not
   * retried (it carries no Idempotency-Key).
   */
  call<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
    return this.json(path, { method, body, retry: method !== 'POST' });
  }

  /** The account's custom block types (docs/api.md §16), sorted by name. */
  listBlockTypes(): Promise<BlockTypeItem[]> {
    return this.json('/v1/block-types');
  }
}
