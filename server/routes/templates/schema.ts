import { INVALID, type Issue, type JsonSchema, Schema, s } from '../../../core/schema/schema';
import {
  blockTreeField,
  METADATA_KEY,
  metadataField,
  tagsField,
  templateNameField,
  userIdField,
} from '../../http/fields';
import { type PageQuery, PageQuerySchema } from '../../http/page-query';
import { TEMPLATE_STATUSES, type TemplateStatus } from '../../store/templates';

export const createTemplateBody = s.object({
  name: templateNameField,
  userId: userIdField.optional(),
  shared: s
    .boolean()
    .optional()
    .describe('true: a shared template (a manager session or the secret key; docs/api.md §12)'),
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

export interface ListTemplatesQuery extends PageQuery {
  filters: Array<[string, string]>;
  /** `status=<s>`: only shared templates in that approval status (docs/api.md §15). */
  status?: TemplateStatus | undefined;
}

const META_PARAM = /^meta\[(.*)\]$/s;
const STATUS_FILTER =
  'only shared templates in this approval status (docs/api.md §15), e.g. approved for a sending pipeline';

/** Repeatable `meta[<key>]=<value>` filters, ANDed (docs/api.md §2). */
function metaFilters(query: Record<string, string | string[] | undefined>, issues: Issue[]): Array<[string, string]> {
  const filters: Array<[string, string]> = [];
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
      else filters.push([key, v]);
    }
  }
  if (filters.length > 50) issues.push({ path: 'meta', message: 'at most 50 filters' });
  return filters;
}

/** The list query: the paged list's `userId`, `limit`, `cursor`, plus `meta[<key>]` filters. */
class ListQuerySchema extends Schema<ListTemplatesQuery> {
  private readonly page = new PageQuerySchema('tpl');

  check(value: unknown, path: string, issues: Issue[]): ListTemplatesQuery | typeof INVALID {
    const { status: raw, ...rest } = value as Record<string, string | string[] | undefined>;
    const page = this.page.check(rest, path, issues);
    const filters = metaFilters(rest, issues);
    const status = raw === undefined ? undefined : TEMPLATE_STATUSES.find((s) => s === raw);
    if (raw !== undefined && status === undefined)
      issues.push({ path: 'status', message: `must be one of ${TEMPLATE_STATUSES.join(', ')}` });
    return page === INVALID || issues.length > 0 ? INVALID : { ...page, filters, ...(status && { status }) };
  }

  jsonSchema(): JsonSchema {
    const base = this.page.jsonSchema() as { properties?: Record<string, unknown> };
    return {
      ...base,
      properties: {
        ...base.properties,
        status: { type: 'string', enum: [...TEMPLATE_STATUSES], description: STATUS_FILTER },
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

export const statusField = s
  .enum(TEMPLATE_STATUSES)
  .describe(
    'approval status of a shared template (draft, in_review, approved; docs/api.md §15); absent on user templates',
  );

/** Response shapes (documentation and OpenAPI). */
export const templateListItem = s.object({
  _id: s.string(),
  name: s.string(),
  thumbnail: s.string().nullable(),
  tags: s.array(s.string()),
  metadata: metadataOut,
  userId: s.string().optional(),
  status: statusField.optional(),
  editing: s
    .array(s.object({ userId: s.string(), name: s.string() }))
    .optional()
    .describe('who is editing it live now (docs/api.md §14), one entry per user; absent when nobody is'),
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
  status: statusField.optional(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export const deleteResult = s.object({ ok: s.literal(true) });
