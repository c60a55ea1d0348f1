import { CONDITION_SYNTAXES } from '../../../core/render/conditions';
import { s } from '../../../core/schema/schema';
import { blockTreeField } from '../../http/fields';

/** Exactly one of `blockTree` (a document to render) or `templateId` (a stored template in scope). */
export const renderBody = s
  .object({
    blockTree: blockTreeField.optional(),
    templateId: s.string({ min: 1, max: 64 }).describe('id of a template the caller may read').optional(),
    syntax: s
      .enum(CONDITION_SYNTAXES)
      .describe(
        'the sending platform whose syntax display conditions are written in (default handlebars; docs/api.md §16)',
      )
      .optional(),
    checks: s.boolean().describe('also run the checker and return its findings as `checks`').optional(),
    mergeTags: s
      .array(s.string({ min: 1, max: 100 }), { max: 500 })
      .describe('merge tags the host defines; with `checks`, unknown tags are reported')
      .optional(),
  })
  .refine(
    (body) => (body.blockTree === undefined) !== (body.templateId === undefined),
    'body must contain exactly one of blockTree, templateId',
  );

const finding = s.object({
  code: s.string().describe('stable snake_case code, e.g. image_alt_missing, low_contrast, size_over_gmail_clip'),
  severity: s.enum(['error', 'warning', 'info']),
  blockId: s.string().describe('the block the finding is about; absent for document-wide findings').optional(),
  message: s.string(),
});

export const renderResponse = s.object({
  html: s.string().describe('email-client-safe HTML document'),
  text: s.string().describe('plain-text part'),
  checks: s
    .array(finding)
    .describe('present when the request asked for `checks: true`; a host may block sending on errors')
    .optional(),
});
