// Saved blocks (docs/api.md §11): request and response shapes. The stored block passes exactly
// the checks a block inside a document passes (limits, block schema, unique ids, sanitised text).
import { anyBlockSchema, type Block } from '../../../core/document/schema';
import { validateDocument } from '../../../core/document/validate';
import { toJsonSchema } from '../../../core/schema/json-schema';
import { INVALID, type Issue, type JsonSchema, Schema, s } from '../../../core/schema/schema';
import { templateNameField, userIdField } from '../../http/fields';
import { PageQuerySchema } from '../../http/page-query';

const WRAPPED = 'block.blocks[0]';

/** One block of the document schema (a columns block with its children is one block). */
class SavedBlockSchema extends Schema<Block> {
  check(value: unknown, path: string, issues: Issue[]): Block | typeof INVALID {
    const at = path || 'block';
    // Checked as the only block of a document: the very same rules as a document's blocks.
    const result = validateDocument({ blocks: [value] }, 'block');
    if (result.ok) return result.value.blocks[0] as Block;
    for (const issue of result.issues) {
      const rest = issue.path.startsWith(WRAPPED) ? issue.path.slice(WRAPPED.length) : '';
      issues.push({ path: `${at}${rest}`, message: issue.message });
    }
    return INVALID;
  }
  jsonSchema(): JsonSchema {
    return toJsonSchema(anyBlockSchema);
  }
}

export const savedBlockField = new SavedBlockSchema().describe(
  'one block of the document schema (columns with their children)',
);

const blockNameField = templateNameField.describe('name shown in the palette, 1–200 characters after trimming');

export const createBlockBody = s.object({
  name: blockNameField,
  block: savedBlockField,
  userId: userIdField.optional(),
  shared: s
    .boolean()
    .optional()
    .describe('true: a shared block (a manager session or the secret key; docs/api.md §12)'),
});

export const updateBlockBody = s
  .object({ name: blockNameField.optional(), block: savedBlockField.optional() })
  .refine((body) => Object.keys(body).length > 0, 'body must contain name or block');

export const listBlocksQuery = new PageQuerySchema('blk');

const isoDate = s.string({ format: 'date-time' });

export const savedBlockListItem = s.object({
  _id: s.string(),
  name: s.string(),
  userId: s.string().optional(),
  updatedAt: isoDate,
});

export const fullSavedBlock = s.object({
  _id: s.string().describe('blk_<random>'),
  name: s.string(),
  block: savedBlockField,
  userId: s.string().optional(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
