// The document's canvas (page-level settings). Kept apart from the block registry so code that
// only needs a blank document (the element's entry) does not pull in every block type.
import { type Infer, s } from '../schema/schema';
import { colorField } from './fields';
import { FONT_IDS } from './fonts';

/**
 * The brand look new blocks start from and "Apply theme" restyles to. Text, background and link
 * colours and the body font are the canvas's own fields; the theme adds what they do not cover.
 * Optional on the canvas (documents saved before it have none): `themeOf` fills the defaults.
 */
export const themeSchema = s.object({
  /** Buttons and other accents. */
  primaryColor: colorField.default('#2563eb'),
  /** Label colour on primary-coloured buttons. */
  onPrimaryColor: colorField.default('#ffffff'),
  /** Headings' font; null uses the body (canvas) font. */
  headingFont: s.enum(FONT_IDS).nullable().default(null),
  buttonRadius: s.integer({ min: 0, max: 50 }).default(6),
  buttonFullWidth: s.boolean().default(false),
});
export type Theme = Infer<typeof themeSchema>;

export const canvasSchema = s.object({
  width: s.integer({ min: 320, max: 900 }).default(600),
  backdropColor: colorField.default('#f3f4f6'),
  contentColor: colorField.default('#ffffff'),
  /**
   * Backdrop shown above and below the content, in px; unset is 16. Optional so that a blank
   * document (and every document saved before it) stays as it was; an imported email keeps its own.
   */
  spacing: s.integer({ min: 0, max: 80 }).optional(),
  fontFamily: s.enum(FONT_IDS).default('helvetica'),
  /** A custom web font (plans with `customFonts`): loaded where clients allow, the stack is the fallback. */
  webFont: s
    .object({
      family: s.string({
        min: 1,
        max: 80,
        pattern: /^[A-Za-z0-9 -]+$/,
        patternMessage: 'may hold only letters, digits, spaces and -',
      }),
      href: s.string({ max: 500, pattern: /^https:\/\//, patternMessage: 'must be an https URL' }),
    })
    .nullable()
    .default(null),
  textColor: colorField.default('#1f2937'),
  linkColor: colorField.default('#2563eb'),
  preheader: s.string({ max: 250 }).default(''),
  lang: s
    .string({
      min: 2,
      max: 35,
      pattern: /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/,
      patternMessage: 'must be a language tag like en or pt-BR',
    })
    .default('en'),
  dir: s.enum(['ltr', 'rtl']).default('ltr'),
  theme: themeSchema.optional(),
});
export type Canvas = Infer<typeof canvasSchema>;

export function canvasDefaults(): Canvas {
  const parsed = canvasSchema.parse({});
  if (!parsed.ok) throw new Error('canvas defaults are invalid');
  return parsed.value;
}

/** The canvas's theme with every unset field at its default (also for documents saved without one). */
export function themeOf(canvas: Pick<Canvas, 'theme'>): Theme {
  const parsed = themeSchema.parse(canvas.theme ?? {});
  if (parsed.ok) return parsed.value;
  const fallback = themeSchema.parse({});
  if (!fallback.ok) throw new Error('theme defaults are invalid');
  return fallback.value;
}
