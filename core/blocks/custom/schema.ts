import type { FieldValue, ItemValue, Scalar } from '../../block-types/template';
import { blockSchema } from '../../document/fields';
import { type Infer, s } from '../../schema/schema';

const scalar = s.union<Scalar>(
  [s.string({ max: 2000 }), s.number(), s.boolean(), s.literal(null)],
  'must be a string (at most 2000 characters), number, boolean or null',
);

/** An object chosen from the host's data source, copied into the block when it was picked. */
const itemSchema = s.object({
  id: s.string({ max: 200 }).optional(),
  title: s.string({ max: 500 }).optional(),
  subtitle: s.string({ max: 500 }).optional(),
  image: s.string({ max: 2000 }).optional(),
  url: s.string({ max: 2000 }).optional(),
  fields: s.record(scalar, { maxKeys: 30, key: s.string({ min: 1, max: 40 }) }).optional(),
});

const fieldValue = s.union<FieldValue>(
  [s.string({ max: 20_000 }), s.number(), s.boolean(), s.literal(null), s.array(itemSchema, { max: 50 })],
  'must be a string (at most 20,000 characters), number, boolean, null or a list of at most 50 items',
);

/**
 * A block of an account-defined type (docs/api.md "Custom block types"): the type's name, the
 * values of its fields, and the HTML it last rendered to, which stands in when the account has
 * no such type (any more). Every render sanitises whichever HTML it uses, like the html block.
 */
export const customSchema = blockSchema('custom', {
  blockType: s.string({
    min: 1,
    max: 40,
    pattern: /^[a-z0-9-]+$/,
    patternMessage: 'must be a custom block type name (a-z, 0-9, -)',
  }),
  values: s.record(fieldValue, { maxKeys: 30, key: s.string({ min: 1, max: 40 }) }).default({}),
  html: s.string({ max: 100_000 }).default(''),
});
export type CustomBlock = Infer<typeof customSchema>;
export type { ItemValue };
