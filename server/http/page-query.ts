// Query of a paged list (`limit`, `cursor`, optional `userId` and `q`), shared by saved blocks
// and images; the same rules as the template list (docs/api.md §2): limit 1–100 (default 100),
// an opaque cursor from the previous page's Link header, each parameter given at most once.
import { toJsonSchema } from '../../core/schema/json-schema';
import { INVALID, type Issue, type JsonSchema, Schema } from '../../core/schema/schema';
import type { ListCursor } from '../store/templates';
import type { AppContext } from './context';
import { userIdField } from './fields';

export const MAX_PAGE = 100;
const MAX_Q = 200;

export interface PageQuery {
  userId?: string;
  /** Case-insensitive substring of the name (images). */
  q?: string;
  limit: number;
  cursor: ListCursor | null;
}

export function encodePageCursor(cursor: ListCursor): string {
  return Buffer.from(`${cursor.updatedAt}.${cursor.id}`).toString('base64url');
}

/** The next page's URL: `path` with this request's query and the next cursor; null at the end. */
export function nextPageUrl(ctx: AppContext, publicUrl: string, path: string, next: ListCursor | null): string | null {
  if (!next) return null;
  const params = new URLSearchParams(ctx.querystring);
  params.set('cursor', encodePageCursor(next));
  return `${publicUrl}${path}?${params.toString()}`;
}

/** Points a paged answer at its next page: the same query with the next cursor (`Link: rel="next"`). */
export function setNextLink(ctx: AppContext, publicUrl: string, path: string, next: ListCursor | null): void {
  const url = nextPageUrl(ctx, publicUrl, path, next);
  if (url) ctx.set('Link', `<${url}>; rel="next"`);
}

export class PageQuerySchema extends Schema<PageQuery> {
  constructor(
    /** Ids the cursor may name, e.g. `blk`. */
    private readonly idPrefix: string,
    private readonly withSearch = false,
  ) {
    super();
  }

  private decodeCursor(value: string): ListCursor | null {
    if (value.length > 200) return null;
    const text = Buffer.from(value, 'base64url').toString('utf8');
    const match = new RegExp(`^([0-9]{1,16})\\.(${this.idPrefix}_[0-9A-Za-z]{1,40})$`).exec(text);
    return match ? { updatedAt: match[1]!, id: match[2]! } : null;
  }

  check(value: unknown, _path: string, issues: Issue[]): PageQuery | typeof INVALID {
    const query = value as Record<string, string | string[] | undefined>;
    const out: PageQuery = { limit: MAX_PAGE, cursor: null };
    const single = (name: string): string | undefined => {
      const v = query[name];
      if (Array.isArray(v)) {
        issues.push({ path: name, message: 'must be given once' });
        return undefined;
      }
      return v;
    };
    const userId = single('userId');
    if (userId !== undefined) {
      const checked = userIdField.check(userId, 'userId', issues);
      if (checked !== INVALID) out.userId = checked;
    }
    const limit = single('limit');
    if (limit !== undefined) {
      const n = /^[0-9]{1,4}$/.test(limit) ? Number(limit) : Number.NaN;
      if (!(n >= 1 && n <= MAX_PAGE))
        issues.push({ path: 'limit', message: `must be a whole number between 1 and ${MAX_PAGE}` });
      else out.limit = n;
    }
    const cursor = single('cursor');
    if (cursor !== undefined) {
      out.cursor = this.decodeCursor(cursor);
      if (!out.cursor) issues.push({ path: 'cursor', message: 'is not a cursor this API issued' });
    }
    if (this.withSearch) {
      const q = single('q');
      if (q !== undefined && q.length > MAX_Q)
        issues.push({ path: 'q', message: `must be at most ${MAX_Q} characters` });
      else if (q !== undefined && q !== '') out.q = q;
    }
    return issues.length > 0 ? INVALID : out;
  }

  jsonSchema(): JsonSchema {
    return {
      type: 'object',
      properties: {
        userId: toJsonSchema(userIdField),
        limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: MAX_PAGE },
        cursor: { type: 'string', description: 'opaque; from the Link header of the previous page' },
        ...(this.withSearch && {
          q: { type: 'string', maxLength: MAX_Q, description: 'case-insensitive part of the name' },
        }),
      },
    };
  }
}
