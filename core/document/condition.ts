// A block's display condition (docs/api.md §16 "Display conditions"): the sending platform shows
// the block only to recipients whose merge tag passes the test. The renderer writes it in the
// platform's own syntax (core/render/conditions.ts); here is what a stored condition may hold.
import { type Infer, s } from '../schema/schema';

/** Tests that compare the tag with `value`; the others only ask whether the tag has a value. */
export const VALUE_OPS = ['equals', 'not_equals', 'contains'] as const;
export const PRESENCE_OPS = ['is_set', 'is_not_set'] as const;
export const CONDITION_OPS = [...VALUE_OPS, ...PRESENCE_OPS] as const;
export type ConditionOp = (typeof CONDITION_OPS)[number];

/** Merge tag names as in §9: letters, digits, `_`, `.` and `-`. */
export const CONDITION_TAG = /^[A-Za-z0-9_.-]{1,100}$/;

/**
 * Characters a value may not hold: each is a delimiter or an escape of one of the four syntaxes
 * (`"` and `\` end or escape the string literal, `{ }` `%` `[ ]` `|` open or close Liquid,
 * Handlebars, AMPscript and Mailchimp tags, `< >` would be markup in the HTML part). Refusing them
 * means the value is written verbatim in every syntax and can never leave its condition.
 */
export const CONDITION_VALUE_FORBIDDEN = /["\\{}%[\]|<>\u0000-\u001f\u007f]/;

const tagField = s
  .string({ pattern: CONDITION_TAG, patternMessage: 'must be a merge tag name of 1–100 letters, digits, _, . and -' })
  .describe('merge tag name, e.g. first_name (without the syntax delimiters)');
/** The longest value a condition compares with (the schema and the renderer's quick check). */
const CONDITION_VALUE_MAX = 500;

const valueField = s
  .string({ max: CONDITION_VALUE_MAX })
  .refine(
    (value) => !CONDITION_VALUE_FORBIDDEN.test(value),
    'must not contain " \\ { } % [ ] | < > or control characters',
  )
  .describe(
    'compared with the tag’s value; at most 500 characters, none of " \\ { } % [ ] | < > or control characters',
  );

function valueBranch<const O extends (typeof VALUE_OPS)[number]>(op: O) {
  return s.object({ tag: tagField, op: s.literal(op), value: valueField });
}
function presenceBranch<const O extends (typeof PRESENCE_OPS)[number]>(op: O) {
  return s.object({ tag: tagField, op: s.literal(op) });
}

const branches = {
  equals: valueBranch('equals'),
  not_equals: valueBranch('not_equals'),
  contains: valueBranch('contains'),
  is_set: presenceBranch('is_set'),
  is_not_set: presenceBranch('is_not_set'),
};
export type Condition = { [K in keyof typeof branches]: Infer<(typeof branches)[K]> }[keyof typeof branches];

/** `value` is required for equals, not_equals and contains, and not allowed for is_set and is_not_set. */
export const conditionSchema = s
  .discriminated<Condition>('op', branches)
  .describe('show the block only when the merge tag passes the test (docs/api.md §16 "Display conditions")');

const isValueOp = (op: unknown): boolean => (VALUE_OPS as readonly unknown[]).includes(op);
const isPresenceOp = (op: unknown): boolean => (PRESENCE_OPS as readonly unknown[]).includes(op);

/**
 * The same rules as the schema, for input that never went through it (the renderer's defence).
 * Written out rather than a schema parse: it runs for every conditioned block of every render,
 * and a parse builds issue paths and a copy it would throw away. `condition.test.ts` holds the two
 * to the same answers.
 */
export function isValidCondition(value: unknown): value is Condition {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { tag, op, value: compared } = value as Record<string, unknown>;
  const valueOp = isValueOp(op);
  if (!valueOp && !isPresenceOp(op)) return false;
  for (const key of Object.keys(value))
    if (key !== 'tag' && key !== 'op' && !(valueOp && key === 'value')) return false;
  if (typeof tag !== 'string' || !CONDITION_TAG.test(tag)) return false;
  if (!valueOp) return true;
  return (
    typeof compared === 'string' && compared.length <= CONDITION_VALUE_MAX && !CONDITION_VALUE_FORBIDDEN.test(compared)
  );
}
