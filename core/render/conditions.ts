// Display conditions in the sending platform's own syntax (docs/api.md §16 "Display conditions").
// The value is written verbatim inside a double-quoted literal: validation refuses every
// character that could end the literal or a tag (core/document/condition.ts), and a condition
// that fails those rules here (unvalidated input) is dropped rather than written.
import { type Condition, isValidCondition } from '../document/condition';

/** The platforms whose conditional syntax the renderer writes; `handlebars` unless asked otherwise. */
export const CONDITION_SYNTAXES = ['handlebars', 'liquid', 'mailchimp', 'ampscript'] as const;
export type ConditionSyntax = (typeof CONDITION_SYNTAXES)[number];

export function isConditionSyntax(value: unknown): value is ConditionSyntax {
  return (CONDITION_SYNTAXES as readonly unknown[]).includes(value);
}

export interface ConditionMarkers {
  open: string;
  close: string;
}

/** The condition's value as a double-quoted literal (safe verbatim: see the file comment). */
function quoted(c: Condition): string {
  return `"${'value' in c ? c.value : ''}"`;
}

/**
 * Handlebars has no comparison of its own: equals and contains call the `eq` and `contains`
 * helpers (the names handlebars-helpers and most senders use), which the sender registers.
 */
function handlebars(c: Condition): ConditionMarkers {
  switch (c.op) {
    case 'equals':
      return { open: `{{#if (eq ${c.tag} ${quoted(c)})}}`, close: '{{/if}}' };
    case 'not_equals':
      return { open: `{{#unless (eq ${c.tag} ${quoted(c)})}}`, close: '{{/unless}}' };
    case 'contains':
      return { open: `{{#if (contains ${c.tag} ${quoted(c)})}}`, close: '{{/if}}' };
    case 'is_set':
      return { open: `{{#if ${c.tag}}}`, close: '{{/if}}' };
    case 'is_not_set':
      return { open: `{{#unless ${c.tag}}}`, close: '{{/unless}}' };
  }
}

function liquidTest(c: Condition): string {
  switch (c.op) {
    case 'equals':
      return `== ${quoted(c)}`;
    case 'not_equals':
      return `!= ${quoted(c)}`;
    case 'contains':
      return `contains ${quoted(c)}`;
    case 'is_set':
      return '!= blank';
    case 'is_not_set':
      return '== blank';
  }
}

function liquid(c: Condition): ConditionMarkers {
  return { open: `{% if ${c.tag} ${liquidTest(c)} %}`, close: '{% endif %}' };
}

/**
 * Mailchimp merge fields are upper case and its conditions compare with `=` and `!=` only: it has
 * no substring test, so `contains` is written as equality — it may show the block to fewer
 * recipients than meant, never to ones the condition excludes.
 */
function mailchimp(c: Condition): ConditionMarkers {
  const tag = c.tag.toUpperCase();
  const close = '*|END:IF|*';
  switch (c.op) {
    case 'equals':
    case 'contains':
      return { open: `*|IF:${tag}=${c.value}|*`, close };
    case 'not_equals':
      return { open: `*|IF:${tag}!=${c.value}|*`, close };
    case 'is_set':
      return { open: `*|IF:${tag}|*`, close };
    case 'is_not_set':
      return { open: `*|IFNOT:${tag}|*`, close };
  }
}

/** AttributeValue() gives an empty string for a missing attribute where a bare `[tag]` would fail the send. */
function ampscript(c: Condition): ConditionMarkers {
  const attr = `AttributeValue("${c.tag}")`;
  return { open: `%%[IF ${ampscriptTest(c, attr)} THEN]%%`, close: '%%[ENDIF]%%' };
}

function ampscriptTest(c: Condition, attr: string): string {
  switch (c.op) {
    case 'equals':
      return `${attr} == ${quoted(c)}`;
    case 'not_equals':
      return `${attr} != ${quoted(c)}`;
    case 'contains':
      return `IndexOf(${attr}, ${quoted(c)}) > 0`;
    case 'is_set':
      return `NOT Empty(${attr})`;
    case 'is_not_set':
      return `Empty(${attr})`;
  }
}

const WRITERS: Record<ConditionSyntax, (c: Condition) => ConditionMarkers> = {
  handlebars,
  liquid,
  mailchimp,
  ampscript,
};

/** The opening and closing markers for a block's condition, or null when it has none (or an invalid one). */
export function conditionMarkers(condition: unknown, syntax: ConditionSyntax): ConditionMarkers | null {
  if (condition === undefined || !isValidCondition(condition)) return null;
  return WRITERS[syntax](condition);
}

/**
 * A block's rendered output inside its condition. With `showBlock` (the editor's preview) the
 * condition is decided here instead: the block is kept without markers or left out. The HTML
 * markers hug the block's outermost table, so whatever the platform removes is a whole element.
 */
export function wrapInCondition(
  block: { id: string; condition?: unknown },
  output: string,
  format: 'html' | 'text',
  options: {
    syntax: ConditionSyntax;
    showBlock?: ((block: { id: string; condition?: unknown }) => boolean) | undefined;
  },
): string {
  if (!output || block.condition === undefined) return output;
  if (options.showBlock) return options.showBlock(block) ? output : '';
  const markers = conditionMarkers(block.condition, options.syntax);
  if (!markers) return output;
  return format === 'html'
    ? `${markers.open}${output}${markers.close}`
    : `${markers.open}\n${output}\n${markers.close}`;
}
