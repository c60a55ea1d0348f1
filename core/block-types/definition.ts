// A custom block type as an account defines it (docs/api.md "Custom block types"): a label, an
// optional icon, at most 30 fields and an HTML template of at most 20 KB. The shape is checked
// first (bounded sizes, so nothing below reads unbounded input), then the cross-field rules, the
// template's sections and markup, and the icon, which is stored in its sanitised form.
import { colorField, isSafeUrl } from '../document/fields';
import { type Infer, type Issue, type Result, s } from '../schema/schema';
import { sanitizeIcon } from './icon';
import { compileTemplate, fieldTypesOf } from './template';
import { templateMarkupIssue } from './template-html';

export const FIELD_TYPES = [
  'text',
  'richtext',
  'image',
  'url',
  'color',
  'number',
  'select',
  'boolean',
  'item',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const BLOCK_TYPE_LIMITS = {
  maxFields: 30,
  /** Template size in UTF-8 bytes. */
  maxTemplateBytes: 20 * 1024,
  /** Icon markup before sanitising. */
  maxIconChars: 10_000,
  /** Block types per account (enforced by the server's store). */
  maxPerAccount: 50,
} as const;

const fieldName = s.string({
  min: 1,
  max: 40,
  pattern: /^[A-Za-z_][A-Za-z0-9_]*$/,
  patternMessage: 'must start with a letter or _ and hold only letters, digits and _',
});

export const blockTypeFieldSchema = s.object({
  name: fieldName,
  type: s.enum(FIELD_TYPES),
  label: s.string({ min: 1, max: 100 }),
  default: s
    .union<string | number | boolean>(
      [s.string({ max: 20_000 }), s.number(), s.boolean()],
      'must be a string, number or boolean',
    )
    .optional(),
  options: s
    .array(s.string({ min: 1, max: 100 }), { min: 1, max: 100 })
    .describe('choices of a select field')
    .optional(),
  source: fieldName.describe('the data source an item field picks from (the host names its sources)').optional(),
});
export type BlockTypeField = Infer<typeof blockTypeFieldSchema>;

export const blockTypeDefinitionSchema = s.object({
  label: s.string({ min: 1, max: 60 }),
  icon: s
    .string({ max: BLOCK_TYPE_LIMITS.maxIconChars })
    .describe('an SVG of shapes and paths, or one emoji')
    .optional(),
  fields: s.array(blockTypeFieldSchema, { max: BLOCK_TYPE_LIMITS.maxFields }),
  template: s.string({ max: BLOCK_TYPE_LIMITS.maxTemplateBytes }),
});
export type BlockTypeDefinition = Infer<typeof blockTypeDefinitionSchema>;

/** Why a field's default does not fit its type, or null. */
function defaultIssue(field: BlockTypeField): string | null {
  const value = field.default;
  if (value === undefined) return null;
  switch (field.type) {
    case 'number':
      return typeof value === 'number' ? null : 'must be a number for a number field';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'must be true or false for a boolean field';
    case 'item':
      return 'is not allowed on an item field (its value comes from the data source)';
    default:
      break;
  }
  if (typeof value !== 'string') return `must be a string for a ${field.type} field`;
  if (field.type === 'select' && !field.options?.includes(value)) return 'must be one of the options';
  if ((field.type === 'url' || field.type === 'image') && value !== '' && !isSafeUrl(value)) {
    return 'must be an http(s), mailto or tel link, or a merge tag';
  }
  if (field.type === 'color' && !colorField.parse(value).ok) return 'must be a hex colour like #1a2b3c';
  return null;
}

function fieldIssues(fields: readonly BlockTypeField[]): Issue[] {
  const issues: Issue[] = [];
  const seen = new Set<string>();
  for (const [i, field] of fields.entries()) {
    const at = `fields[${i}]`;
    if (seen.has(field.name)) issues.push({ path: `${at}.name`, message: `repeats the field name ${field.name}` });
    seen.add(field.name);
    if (field.type === 'select' && !field.options)
      issues.push({ path: `${at}.options`, message: 'is required for a select field' });
    if (field.type !== 'select' && field.options)
      issues.push({ path: `${at}.options`, message: 'is only for select fields' });
    if (field.type === 'item' && !field.source)
      issues.push({ path: `${at}.source`, message: 'is required for an item field' });
    if (field.type !== 'item' && field.source)
      issues.push({ path: `${at}.source`, message: 'is only for item fields' });
    const bad = defaultIssue(field);
    if (bad) issues.push({ path: `${at}.default`, message: bad });
  }
  return issues;
}

/**
 * Validates an untrusted definition. Never throws; the value comes back with its icon sanitised.
 * Paths are relative to the body (`fields[2].default`, `template`).
 */
export function validateBlockType(input: unknown): Result<BlockTypeDefinition> {
  const parsed = blockTypeDefinitionSchema.parse(input);
  if (!parsed.ok) return parsed;
  const def = parsed.value;
  if (def.label.trim() === '') return { ok: false, issues: [{ path: 'label', message: 'must not be blank' }] };
  if (new TextEncoder().encode(def.template).length > BLOCK_TYPE_LIMITS.maxTemplateBytes) {
    return {
      ok: false,
      issues: [{ path: 'template', message: `must be at most ${BLOCK_TYPE_LIMITS.maxTemplateBytes} bytes` }],
    };
  }
  const issues = fieldIssues(def.fields);
  if (issues.length > 0) return { ok: false, issues };
  const compiled = compileTemplate(def.template, fieldTypesOf(def.fields));
  if (!compiled.ok) return { ok: false, issues: [{ path: 'template', message: compiled.message }] };
  const markup = templateMarkupIssue(def.template);
  if (markup) return { ok: false, issues: [{ path: 'template', message: markup }] };
  if (def.icon !== undefined) {
    const icon = sanitizeIcon(def.icon);
    if (icon === null)
      return { ok: false, issues: [{ path: 'icon', message: 'must be an SVG of shapes and paths, or one emoji' }] };
    def.icon = icon;
  }
  return { ok: true, value: def };
}
