// The document's canvas (page-level settings). Kept apart from the block registry so code that
// only needs a blank document (the element's entry) does not pull in every block type.
import { type Infer, s } from '../schema/schema';
import { colorField } from './fields';
import { FONT_IDS } from './fonts';

export const DOCUMENT_VERSION = 1;

export const canvasSchema = s.object({
  width: s.integer({ min: 320, max: 900 }).default(600),
  backdropColor: colorField.default('#f3f4f6'),
  contentColor: colorField.default('#ffffff'),
  fontFamily: s.enum(FONT_IDS).default('helvetica'),
  /** A custom web font (plans with `customFonts`): loaded where clients allow, the stack is the fallback. */
  webFont: s
    .object({
      family: s.string({ min: 1, max: 80, pattern: /^[A-Za-z0-9 -]+$/, patternMessage: 'may hold only letters, digits, spaces and -' }),
      href: s.string({ max: 500, pattern: /^https:\/\//, patternMessage: 'must be an https URL' }),
    })
    .nullable()
    .default(null),
  textColor: colorField.default('#1f2937'),
  linkColor: colorField.default('#2563eb'),
  preheader: s.string({ max: 250 }).default(''),
  lang: s
    .string({ min: 2, max: 35, pattern: /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/, patternMessage: 'must be a language tag like en or pt-BR' })
    .default('en'),
  dir: s.enum(['ltr', 'rtl']).default('ltr'),
});
export type Canvas = Infer<typeof canvasSchema>;

export function canvasDefaults(): Canvas {
  const parsed = canvasSchema.parse({});
  if (!parsed.ok) throw new Error('canvas defaults are invalid');
  return parsed.value;
}
