// The custom block template language (docs/api.md "Custom block types"): `{{field}}` (escaped),
// `{{{field}}}` (a richtext field, sanitised), `{{#if field}}…{{/if}}` and `{{#each field}}…{{/each}}`
// (an item list). A template is compiled once into a flat list of operations and run without
// recursion: every operation runs once, an `each` body once per item (at most MAX_ITEMS), and an
// `each` may not stand inside another, so the work is linear in the template and the values.
import { escapeHtml } from '../render/escape';
import { sanitizeTextHtml } from '../render/sanitize';

/** Sections (`if`, `each`) open at once. */
export const MAX_SECTION_DEPTH = 8;
/** Items an `each` renders (the rest are ignored). */
export const MAX_ITEMS = 20;

export type Scalar = string | number | boolean | null;
/** One object from a data source, copied into the block (`item` fields hold a list of them). */
export interface ItemValue {
  id?: string;
  title?: string;
  subtitle?: string;
  image?: string;
  url?: string;
  fields?: Record<string, Scalar>;
}
export type FieldValue = Scalar | ItemValue[];

/** What compiling needs to know of the definition's fields: name → type. */
export type FieldTypes = ReadonlyMap<string, string>;

export function fieldTypesOf(fields: ReadonlyArray<{ name: string; type: string }>): FieldTypes {
  return new Map(fields.map((field) => [field.name, field.type]));
}

type Op =
  | { op: 'text'; text: string }
  /** `field`: the name is one of the definition's fields (else only an item of an `each` has it). */
  | { op: 'var'; name: string; field: boolean; raw: boolean }
  /** `end`: the index just past the matching close. */
  | { op: 'if'; name: string; field: boolean; end: number }
  | { op: 'each'; name: string; field: boolean; end: number }
  | { op: 'close' };

export type Compiled = { ok: true; ops: readonly Op[] } | { ok: false; message: string };

/**
 * `{{{name}}}` | `{{#if name}}` `{{#each name}}` `{{/if}}` `{{/each}}` | `{{name}}`. Spaces inside
 * the braces are bounded so a failed match never scans far.
 */
const TAG =
  /\{\{\{ {0,4}([A-Za-z_]\w{0,39}) {0,4}\}\}\}|\{\{ {0,4}(#if|#each|\/if|\/each)(?: {1,4}([A-Za-z_]\w{0,39}))? {0,4}\}\}|\{\{ {0,4}([A-Za-z_]\w{0,39}) {0,4}\}\}/g;

/**
 * Compiles a template against its fields. Refused: an unbalanced or crossed section, a section
 * deeper than MAX_SECTION_DEPTH, an `each` inside an `each` or over a field that is not an item
 * list, an `if` over an unknown field, `{{{…}}}` on anything but a richtext field. A `{{name}}`
 * that names no field is kept as written (outside an `each`): it is the sending platform's merge tag.
 */
export function compileTemplate(template: string, fields: FieldTypes): Compiled {
  const ops: Op[] = [];
  const open: Array<{ at: number; kind: 'if' | 'each' }> = [];
  let inEach = false;
  let last = 0;
  TAG.lastIndex = 0;
  for (let m = TAG.exec(template); m; m = TAG.exec(template)) {
    if (m.index > last) ops.push({ op: 'text', text: template.slice(last, m.index) });
    last = m.index + m[0].length;
    const [, raw, section, sectionName, name] = m;
    if (raw !== undefined) {
      if (fields.get(raw) !== 'richtext') return fail(`{{{${raw}}}} may only name a richtext field`);
      ops.push({ op: 'var', name: raw, field: true, raw: true });
    } else if (name !== undefined) {
      const field = fields.has(name);
      ops.push(field || inEach ? { op: 'var', name, field, raw: false } : { op: 'text', text: m[0] });
    } else if (section === '#if' || section === '#each') {
      if (!sectionName) return fail(`${m[0]} names no field`);
      const type = fields.get(sectionName);
      if (section === '#each') {
        if (type !== 'item') return fail(`{{#each ${sectionName}}} must name an item field`);
        if (inEach) return fail('{{#each}} may not stand inside another {{#each}}');
        inEach = true;
      } else if (type === undefined && !inEach) return fail(`{{#if ${sectionName}}} names no field`);
      if (open.length >= MAX_SECTION_DEPTH) return fail(`sections nest more than ${MAX_SECTION_DEPTH} deep`);
      open.push({ at: ops.length, kind: section === '#if' ? 'if' : 'each' });
      ops.push({ op: section === '#if' ? 'if' : 'each', name: sectionName, field: type !== undefined, end: 0 });
    } else {
      const kind = section === '/if' ? 'if' : 'each';
      const top = open.pop();
      if (!top || top.kind !== kind) return fail(`{{/${kind}}} closes no open {{#${kind}}}`);
      if (kind === 'each') inEach = false;
      ops.push({ op: 'close' });
      (ops[top.at] as { end: number }).end = ops.length;
    }
  }
  if (last < template.length) ops.push({ op: 'text', text: template.slice(last) });
  const unclosed = open.pop();
  if (unclosed) return fail(`{{#${unclosed.kind}}} is never closed`);
  return { ok: true, ops };
}

function fail(message: string): Compiled {
  return { ok: false, message };
}

function truthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return value !== undefined && value !== null && value !== '' && value !== false && value !== 0;
}

/** An item's own value: its fixed keys, then its `fields`. */
function itemValue(item: ItemValue, name: string): unknown {
  if (name === 'id' || name === 'title' || name === 'subtitle' || name === 'image' || name === 'url') return item[name];
  const fields = item.fields;
  return fields && typeof fields === 'object' && Object.hasOwn(fields, name) ? fields[name] : undefined;
}

function scalarText(value: unknown): string {
  return typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : '';
}

const NO_DEFAULTS: ReadonlyMap<string, unknown> = new Map();
// Imported bindings read once (under a CommonJS transform, as the server runs, every read of one
// is a getter call) and no closure made per run: a render runs this once per custom block.
const escapeText = escapeHtml;
const sanitizeRich = sanitizeTextHtml;

/** A block value: its own when it has one, else the field's default (a field op only). */
function blockValue(
  values: Readonly<Record<string, unknown>>,
  defaults: ReadonlyMap<string, unknown>,
  name: string,
): unknown {
  return Object.hasOwn(values, name) ? values[name] : defaults.get(name);
}

/**
 * Runs a compiled template. `values` holds the block's field values and `defaults` the value of a
 * field the block has none for; any value of the wrong shape renders as empty text. Inside an
 * `each`, a name is read from the current item first (`title`, `url`, … or one of its `fields`),
 * then from the block. The output still has to go through the html block's sanitiser (the caller
 * does that).
 */
export function runTemplate(
  ops: readonly Op[],
  values: Readonly<Record<string, unknown>>,
  defaults: ReadonlyMap<string, unknown> = NO_DEFAULTS,
): string {
  let out = '';
  /** The open `each`: its op's index, its items and the current one's index. */
  let loopAt = -1;
  let items: readonly ItemValue[] = [];
  let index = 0;
  let i = 0;
  while (i < ops.length) {
    const op = ops[i] as Op;
    if (op.op === 'text') {
      out += op.text;
      i++;
      continue;
    }
    if (op.op === 'close') {
      // The close of an `each` body loops back while items remain; an `if`'s close is a no-op.
      const closesLoop = loopAt >= 0 && (ops[loopAt] as { end: number }).end === i + 1;
      if (closesLoop && ++index < items.length) i = loopAt + 1;
      else {
        if (closesLoop) loopAt = -1;
        i++;
      }
      continue;
    }
    let value = loopAt >= 0 ? itemValue(items[index] as ItemValue, op.name) : undefined;
    if (value === undefined && op.field) value = blockValue(values, defaults, op.name);
    if (op.op === 'var') {
      out += op.raw ? sanitizeRich(scalarText(value)) : escapeText(scalarText(value));
      i++;
    } else if (op.op === 'if') i = truthy(value) ? i + 1 : op.end;
    else {
      items = Array.isArray(value) ? value.filter(isItem).slice(0, MAX_ITEMS) : [];
      if (items.length === 0) i = op.end;
      else {
        loopAt = i;
        index = 0;
        i++;
      }
    }
  }
  return out;
}

function isItem(value: unknown): value is ItemValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
