import { toJsonSchema } from '../../../core/schema/json-schema';
import { INVALID, type Issue, type JsonSchema, Schema, s } from '../../../core/schema/schema';
import { blockTreeField, METADATA_KEY, metadataField, tagsField, templateNameField, userIdField } from '../../http/fields';
import type { ListCursor } from '../../store/templates';

export const createTemplateBody = s.object({
  name: templateNameField,
  userId: userIdField.optional(),
  shared: s.boolean().optional().describe('true: a shared template (a manager session or the secret key; docs/api.md §12)'),
  blockTree: blockTreeField.optional(),
  metadata: metadataField.optional(),
  tags: tagsField.optional(),
});

export const updateTemplateBody = s
  .object({
    name: templateNameField.optional(),
    blockTree: blockTreeField.optional(),
    metadata: metadataField.optional(),
    tags: tagsField.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'body must contain at least one of name, blockTree, metadata, tags');

export interface ListTemplatesQuery {
  userId?: string;
  limit: number;
  cursor: ListCursor | null;
  filters: Array<[string, string]>;
}

export const MAX_PAGE = 100;

export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(`${cursor.updatedAt}.${cursor.id}`).toString('base64url');
}

function decodeCursor(value: string): ListCursor | null {
  if (value.length > 200) return null;
  const text = Buffer.from(value, 'base64url').toString('utf8');
  const match = /^([0-9]{1,16})\.(tpl_[0-9A-Za-z]{1,40})$/.exec(text);
  return match ? { updatedAt: match[1]!, id: match[2]! } : null;
}

const META_PARAM = /^meta\[(.*)\]$/s;

/** The list query: `userId`, `limit`, `cursor` and repeatable `meta[<key>]=<value>` filters. */
class ListQuerySchema extends Schema<ListTemplatesQuery> {
  check(value: unknown, _path: string, issues: Issue[]): ListTemplatesQuery | typeof INVALID {
    const query = value as Record<string, string | string[] | undefined>;
    const out: ListTemplatesQuery = { limit: MAX_PAGE, cursor: null, filters: [] };
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
      if (!(n >= 1 && n <= MAX_PAGE)) issues.push({ path: 'limit', message: `must be a whole number between 1 and ${MAX_PAGE}` });
      else out.limit = n;
    }
    const cursor = single('cursor');
    if (cursor !== undefined) {
      out.cursor = decodeCursor(cursor);
      if (!out.cursor) issues.push({ path: 'cursor', message: 'is not a cursor this API issued' });
    }
    for (const [name, raw] of Object.entries(query)) {
      const match = META_PARAM.exec(name);
      if (!match) continue;
      const key = match[1]!;
      if (!METADATA_KEY.test(key)) {
        issues.push({ path: name, message: 'key must be 1–40 characters of letters, digits, _ . and -' });
        continue;
      }
      for (const v of Array.isArray(raw) ? raw : [raw ?? '']) {
        if (v.length > 500) issues.push({ path: name, message: 'must be at most 500 characters' });
        else out.filters.push([key, v]);
      }
    }
    if (out.filters.length > 50) issues.push({ path: 'meta', message: 'at most 50 filters' });
    return issues.length > 0 ? INVALID : out;
  }
  jsonSchema(): JsonSchema {
    return {
      type: 'object',
      properties: {
        userId: toJsonSchema(userIdField),
        limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: MAX_PAGE },
        cursor: { type: 'string', description: 'opaque; from the Link header of the previous page' },
      },
      patternProperties: { '^meta\\[[A-Za-z0-9_.-]{1,40}\\]$': { type: 'string', maxLength: 500 } },
    };
  }
}

export const listTemplatesQuery = new ListQuerySchema();

const isoDate = s.string({ format: 'date-time' });
const metadataOut = s.record(
  s.union<string | number | boolean | null>([s.string(), s.number(), s.boolean(), s.literal(null)], 'metadata value'),
);

/** Response shapes (documentation and OpenAPI). */
export const templateListItem = s.object({
  _id: s.string(),
  name: s.string(),
  thumbnail: s.string().nullable(),
  tags: s.array(s.string()),
  metadata: metadataOut,
  userId: s.string().optional(),
  updatedAt: isoDate,
});

export const fullTemplate = s.object({
  _id: s.string(),
  name: s.string(),
  blockTree: blockTreeField,
  metadata: metadataOut,
  tags: s.array(s.string()),
  thumbnail: s.string().nullable(),
  userId: s.string().optional(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export const deleteResult = s.object({ ok: s.literal(true) });
