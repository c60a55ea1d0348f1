import { IMPORT_FORMATS, IMPORT_WARNINGS } from '../../../core/import';
import { INVALID, type Issue, type JsonSchema, Schema, s } from '../../../core/schema/schema';
import { blockTreeField } from '../../http/fields';

/** The source: text (HTML, MJML, or a JSON design as text) or the JSON design itself; the importer decides what fits the format. */
class SourceSchema extends Schema<unknown> {
  check(value: unknown, path: string, issues: Issue[]): unknown {
    if (typeof value === 'string' || (typeof value === 'object' && value !== null && !Array.isArray(value)))
      return value;
    issues.push({ path, message: 'must be the email as text, or a JSON design object' });
    return INVALID;
  }
  jsonSchema(): JsonSchema {
    return { type: ['string', 'object'] };
  }
}

export const importBody = s.object({
  format: s.string({ max: 20 }).describe(`one of ${IMPORT_FORMATS.join(', ')}`),
  source: new SourceSchema().describe(
    'HTML or MJML text, or an Unlayer or Beefree design (JSON object or its text); at most 2 MB',
  ),
});

export const importResponse = s.object({
  blockTree: blockTreeField,
  report: s.object({
    blocks: s.integer().describe('content blocks (columns’ children counted, the columns themselves not)'),
    nativeBlocks: s.integer().describe('blocks of a native type'),
    htmlBlocks: s.integer().describe('sanitized html blocks: what had no native block'),
    warnings: s
      .array(
        s.object({
          code: s
            .enum(Object.keys(IMPORT_WARNINGS) as Array<keyof typeof IMPORT_WARNINGS>)
            .describe('stable: what happened, to word it in any language'),
          message: s.string().describe('the same in English, for people'),
          values: s
            .record(s.union<string | number>([s.string(), s.number()], 'a string or a number'))
            .describe('what the message names (a tag, a link, a count)'),
        }),
      )
      .describe('what was changed or left out'),
  }),
});
