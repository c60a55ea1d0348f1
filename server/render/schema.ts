import { s } from '../../core/schema/schema';
import { blockTreeField } from '../http/fields';

/** Exactly one of `blockTree` (a document to render) or `templateId` (a stored template in scope). */
export const renderBody = s
  .object({
    blockTree: blockTreeField.optional(),
    templateId: s.string({ min: 1, max: 64 }).describe('id of a template the caller may read').optional(),
  })
  .refine(
    (body) => (body.blockTree === undefined) !== (body.templateId === undefined),
    'body must contain exactly one of blockTree, templateId',
  );

export const renderResponse = s.object({
  html: s.string().describe('email-client-safe HTML document'),
  text: s.string().describe('plain-text part'),
});
