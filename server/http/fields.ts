// Field schemas shared by several routes (limits from docs/api.md §2).

import { documentSchema, type EmailDocument } from '../../core/document/schema';
import { validateDocument } from '../../core/document/validate';
import { toJsonSchema } from '../../core/schema/json-schema';
import { INVALID, type Issue, type JsonSchema, Schema, s } from '../../core/schema/schema';

import { CONTROL_OR_BIDI } from './strings';

// C0/C1 controls and bidi overrides would let one id or name display as another (docs/api.md §9).
const NO_CONTROL = new RegExp(`^[^${CONTROL_OR_BIDI.source.slice(1, -1)}]*$`);
const NO_CONTROL_MESSAGE = 'must not contain control characters or bidirectional overrides';

export const userIdField = s
  .string({ min: 1, max: 256, pattern: NO_CONTROL, patternMessage: NO_CONTROL_MESSAGE })
  .describe("the end user's identifier in the caller's system");

/** A person's display name (co-editing presence): 1–80 characters after trimming, §9 rules. */
export const displayNameField = s
  .string({ min: 1, max: 80, trim: true, pattern: NO_CONTROL, patternMessage: NO_CONTROL_MESSAGE })
  .describe("the user's display name, 1–80 characters after trimming");

// One plain address (`local@domain.tld`): no display name, comment, list or whitespace, so a
// value can never name a second recipient or inject a header. ASCII only, as most SMTP servers take.
const EMAIL =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]{1,64}(?<!\.)@(?=.{1,253}$)([A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export const emailAddressField = s
  .string({
    min: 6,
    max: 254,
    trim: true,
    pattern: EMAIL,
    patternMessage: 'must be one e-mail address like ada@example.com',
  })
  .describe('one e-mail address (local@domain), at most 254 characters');

export const templateNameField = s
  .string({ min: 1, max: 200, trim: true, pattern: NO_CONTROL, patternMessage: NO_CONTROL_MESSAGE })
  .describe('template name, 1–200 characters after trimming');

// `__proto__` would silently vanish from a plain object: refused like any other bad key.
export const METADATA_KEY = /^(?!__proto__$)[A-Za-z0-9_.-]{1,40}$/;

export const metadataField = s
  .record(
    s.union<string | number | boolean | null>(
      [s.string({ max: 500 }), s.number(), s.boolean(), s.literal(null)],
      'must be a string (at most 500 characters), number, boolean or null',
    ),
    {
      maxKeys: 50,
      key: s.string({
        min: 1,
        max: 40,
        pattern: METADATA_KEY,
        patternMessage: 'may hold only letters, digits, _ . and -',
      }),
    },
  )
  .describe('free-form metadata: at most 50 keys; values string, number, boolean or null');

export const tagsField = s
  .array(s.string({ min: 1, max: 50, trim: true, pattern: NO_CONTROL, patternMessage: NO_CONTROL_MESSAGE }), {
    max: 20,
  })
  .describe('at most 20 tags of 1–50 characters');

/** The blockTree: size/depth limits first (iteratively), then the shared document schema. */
export class BlockTreeSchema extends Schema<EmailDocument> {
  check(value: unknown, path: string, issues: Issue[]): EmailDocument | typeof INVALID {
    const result = validateDocument(value, path || 'blockTree');
    if (result.ok) return result.value;
    issues.push(...result.issues);
    return INVALID;
  }
  jsonSchema(): JsonSchema {
    return toJsonSchema(documentSchema);
  }
}

export const blockTreeField = new BlockTreeSchema().describe(
  'the email document: canvas, metadata, blocks (and version)',
);
