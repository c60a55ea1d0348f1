// Field schemas shared by the canvas and every block type.
import { type Infer, type Schema, type Shape, s } from '../schema/schema';
import { type Condition, conditionSchema } from './condition';
import { FONT_IDS } from './fonts';

const MERGE_TAG = /^\{\{\s*[A-Za-z_][\w.]*\s*\}\}$/;
const SAFE_SCHEMES = /^(https?:\/\/|mailto:|tel:)/i;

/** Links and image sources: http(s), mailto, tel or a merge tag; never `javascript:` and friends. */
export function isSafeUrl(value: string): boolean {
  const v = value.trim();
  if (v === '') return false;
  if (MERGE_TAG.test(v)) return true;
  // A merge tag may stand for the scheme and host (`{{site_url}}/offers`).
  if (v.startsWith('{{') && /^\{\{\s*[A-Za-z_][\w.]*\s*\}\}[/?#]/.test(v)) return true;
  if (!SAFE_SCHEMES.test(v)) return false;
  // Control characters and whitespace inside a URL are how filters get bypassed.
  return !/[\u0000-\u001f\u007f\s]/.test(v);
}

export const colorField = s.string({
  pattern: /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/,
  patternMessage: 'must be a hex colour like #1a2b3c',
});
export const linkField = s
  .string({ max: 2000 })
  .refine(isSafeUrl, 'must be an http(s), mailto or tel link, or a merge tag');
export const paddingField = s
  .array(s.integer({ min: 0, max: 200 }), { min: 4, max: 4 })
  .describe('top, right, bottom, left in px');
export const idField = s.string({
  min: 1,
  max: 64,
  pattern: /^[A-Za-z0-9_-]+$/,
  patternMessage: 'may hold only letters, digits, _ and -',
});

export const borderField = s.object({
  width: s.integer({ min: 0, max: 20 }),
  style: s.enum(['solid', 'dashed', 'dotted']),
  color: colorField,
});

/** The closed set of style properties a block may carry. All optional: unset means "inherit from the canvas". */
export const styleSchema = s.object({
  padding: paddingField.optional(),
  backgroundColor: colorField.nullable().optional(),
  color: colorField.optional(),
  fontSize: s.integer({ min: 8, max: 96 }).optional(),
  fontWeight: s.enum(['normal', 'bold']).optional(),
  /** One of the web-safe stacks; unset follows the theme (headings) or the canvas font. */
  fontFamily: s.enum(FONT_IDS).optional(),
  lineHeight: s.number({ min: 0.8, max: 3 }).optional(),
  /** Extra space between letters in px (negative tightens). */
  letterSpacing: s.number({ min: -5, max: 20 }).optional(),
  textAlign: s.enum(['left', 'center', 'right']).optional(),
  borderRadius: s.integer({ min: 0, max: 100 }).optional(),
  border: borderField.nullable().optional(),
});
export type BlockStyle = Infer<typeof styleSchema>;

export const hiddenSchema = s.object({ desktop: s.boolean(), mobile: s.boolean() });

/** The envelope every block shares: id, type, props, style, optional mobile override, visibility, display condition and lock. */
export function blockSchema<const T extends string, P extends Shape>(type: T, props: P) {
  return s.object({
    id: idField,
    type: s.literal(type),
    props: s.object(props),
    style: styleSchema.default({}),
    mobile: styleSchema.optional(),
    hidden: hiddenSchema.optional(),
    condition: conditionSchema.optional(),
    /** Brand content: only a manager may move, change, delete or unlock it (docs/api.md §15); on columns it covers the children. */
    locked: s.boolean().optional(),
  });
}

export type BlockOf<S extends Schema<unknown>> = Infer<S>;

/** The envelope every block shares (`blockSchema` below checks it); renderers below the registry take this. */
export interface BaseBlock {
  id: string;
  type: string;
  props: object;
  style: BlockStyle;
  mobile?: BlockStyle;
  hidden?: { desktop: boolean; mobile: boolean };
  condition?: Condition;
  /** Locked by a manager (docs/api.md §15). */
  locked?: boolean;
}
