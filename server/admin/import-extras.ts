// What `import-account` accepts for comments and custom block types (import-checks.ts does the
// other collections): text, anchors and mentions with the rules of `POST …/comments`, definitions
// with those of `PUT /v1/block-types/{name}`. Whether a comment's template and thread exist in the
// file is the store's check (store/import-extras.ts), which sees every record before it.

import { validateBlockType } from '../../core/block-types/definition';
import { blockTypeNameIssue } from '../../core/block-types/name';
import { displayNameField } from '../http/fields';
import { createCommentBody } from '../routes/comments/schema';
import { isCommentId } from '../store/comments';
import type { HashRecord } from '../store/export';
import type { ImportedItem } from '../store/import';
import { isTemplateId } from '../store/templates';
import { Fields } from './import-fields';

export function commentRecord(item: ImportedItem, where: string): HashRecord {
  const f: Fields = new Fields(item.fields, where);
  const id = f.text('id');
  if (!isCommentId(id)) f.fail('id is not a comment id');
  const templateId = f.text('templateId');
  if (!isTemplateId(templateId)) f.fail('templateId is not a template id');
  const blockId = f.text('blockId');
  const parentId = f.text('parentId');
  const mentionsJson = f.text('mentions');
  let mentions: unknown;
  try {
    mentions = JSON.parse(mentionsJson);
  } catch {
    f.fail('mentions is not JSON');
  }
  const body = f.schema('comment', createCommentBody, {
    text: f.text('text'),
    mentions,
    ...(blockId !== '' && { blockId }),
    ...(parentId !== '' && { parentId }),
  });
  if (body.text !== item.fields.text) f.fail('text must not start or end with white space');
  const distinct = [...new Set(body.mentions ?? [])];
  const name = f.text('name');
  if (name !== '') f.schema('name', displayNameField, name);
  const createdAt = f.time('createdAt');
  if (item.score !== createdAt) f.fail('createdAt does not match its score');
  const updatedAt = f.time('updatedAt');
  if (updatedAt < createdAt) f.fail('updatedAt is before createdAt');
  const fields: HashRecord = {
    blockId,
    createdAt: String(createdAt),
    id,
    mentions: JSON.stringify(distinct),
    name,
    parentId,
    resolved: f.text('resolved', /^[01]$/),
    templateId,
    text: body.text,
    updatedAt: String(updatedAt),
    userId: f.userId('userId'),
  };
  const size = f.raw('size'); // the store measures the record and keeps this only if it agrees
  if (typeof size === 'string') fields.size = size;
  f.done();
  return fields;
}

/** `definition` is the stored JSON: `{"updatedAt": <ms>, …the definition as PUT}`. */
export function blockTypeRecord(item: ImportedItem, where: string): HashRecord {
  const f: Fields = new Fields(item.fields, where);
  const name = f.text('name');
  const nameIssue = blockTypeNameIssue(name);
  if (nameIssue) f.fail(`name ${nameIssue}`);
  let stored: unknown;
  try {
    stored = JSON.parse(f.text('definition'));
  } catch {
    f.fail('definition is not JSON');
  }
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) f.fail('definition is not an object');
  const { updatedAt, ...definition } = stored as Record<string, unknown>;
  if (
    typeof updatedAt !== 'number' ||
    !Number.isSafeInteger(updatedAt) ||
    updatedAt < 0 ||
    updatedAt > Date.now() + 86_400_000
  )
    f.fail('definition.updatedAt must be a time');
  const checked = validateBlockType(definition);
  if (!checked.ok) f.fail(checked.issues.map((i) => `definition.${i.path} ${i.message}`).join('; '));
  f.done();
  // Rebuilt as the store writes it (lua/block-type-put.lua): Redis's clock first, then the checked definition.
  return { definition: `{"updatedAt":${updatedAt},${JSON.stringify(checked.value).slice(1)}`, name };
}
