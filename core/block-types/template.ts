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
  | { op: 'var'; name: string; raw: boolean }
  /** `end`: the index just past the matching close. */
  | { op: 'if'; name: string; end: number }
  | { op: 'each'; name: string; end: number }
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
      ops.push({ op: 'var', name: raw, raw: true });
    } else if (name !== undefined) {
      ops.push(fields.has(name) || inEach ? { op: 'var', name, raw: false } : { op: 'text', text: m[0] });
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
      ops.push({ op: section === '#if' ? 'if' : 'each', name: sectionName, end: 0 });
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
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

interface Loop {
  /** The `each` op's index. */
  at: number;
  items: readonly ItemValue[];
  index: number;
}

/**
 * Runs a compiled template. `values` holds each field's value (defaults already applied); any
 * value of the wrong shape renders as empty text. Inside an `each`, a name is read from the
 * current item first (`title`, `url`, … or one of its `fields`), then from the block. The
 * output still has to go through the html block's sanitiser (the caller does that).
 */
export function runTemplate(ops: readonly Op[], values: Readonly<Record<string, unknown>>, fields: FieldTypes): string {
  let out = '';
  let loop: Loop | null = null;
  const lookup = (name: string): unknown => {
    const own = loop ? itemValue(loop.items[loop.index] as ItemValue, name) : undefined;
    if (own !== undefined) return own;
    return fields.has(name) && Object.hasOwn(values, name) ? values[name] : undefined;
  };
  let i = 0;
  while (i < ops.length) {
    const op = ops[i] as Op;
    switch (op.op) {
      case 'text':
        out += op.text;
        i++;
        break;
      case 'var': {
        const value = lookup(op.name);
        out += op.raw ? sanitizeTextHtml(scalarText(value)) : escapeHtml(scalarText(value));
        i++;
        break;
      }
      case 'if':
        i = truthy(lookup(op.name)) ? i + 1 : op.end;
        break;
      case 'each': {
        const list = lookup(op.name);
        const items = Array.isArray(list) ? list.filter(isItem).slice(0, MAX_ITEMS) : [];
        if (items.length === 0) i = op.end;
        else {
          loop = { at: i, items, index: 0 };
          i++;
        }
        break;
      }
      case 'close':
        // The close of an `each` body loops back while items remain; an `if`'s close is a no-op.
        if (loop && (ops[loop.at] as { end: number }).end === i + 1) {
          if (++loop.index < loop.items.length) i = loop.at + 1;
          else {
            loop = null;
            i++;
          }
        } else i++;
        break;
    }
  }
  return out;
}

function isItem(value: unknown): value is ItemValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
