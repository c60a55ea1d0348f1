// Type-only from the definition module: the element's render chunk carries the template engine, not the definition checks.
import type { BlockTypeDefinition, BlockTypeField } from '../../block-types/definition';
import { type Compiled, compileTemplate, type FieldTypes, fieldTypesOf, runTemplate } from '../../block-types/template';
import type { RenderContext } from '../../render/context';
import { DARK_TAGS } from '../../render/dark';
import { sanitizeBlockHtml } from '../../render/sanitize-html';
import { innerWidth, textCss, textLook, wrapBlock } from '../../render/style';
import { htmlToText } from '../../render/text';
import type { CustomBlock } from './schema';

interface Program {
  fields: FieldTypes;
  compiled: Compiled;
}

/** Compiled once per definition object (a render reads each account definition once). */
const programs = new WeakMap<BlockTypeDefinition, Program>();
/**
 * And across renders by template and fields: the server parses the definitions afresh for each
 * render, but an account's templates rarely change. Bounded: the oldest entry goes first.
 */
const byText = new Map<string, Program>();
const MAX_CACHED = 500;

function programOf(def: BlockTypeDefinition): Program {
  let program = programs.get(def);
  if (program) return program;
  const fields = fieldTypesOf(def.fields);
  const key = `${[...fields].map(([name, type]) => `${name}:${type}`).join(',')}\n${def.template}`;
  program = byText.get(key);
  if (!program) {
    program = { fields, compiled: compileTemplate(def.template, fields) };
    if (byText.size >= MAX_CACHED) byText.delete(byText.keys().next().value as string);
    byText.set(key, program);
  }
  programs.set(def, program);
  return program;
}

function emptyValue(field: BlockTypeField): unknown {
  return field.type === 'item' ? [] : field.type === 'boolean' ? false : '';
}

/**
 * A block's markup from its type's template and values (a field without a value takes its
 * default), not yet sanitised; null when the template does not compile (a definition stored
 * before a rule it breaks).
 */
function templateMarkup(def: BlockTypeDefinition, values: Readonly<Record<string, unknown>>): string | null {
  const { fields, compiled } = programOf(def);
  if (!compiled.ok) return null;
  const filled: Record<string, unknown> = {};
  for (const field of def.fields) {
    filled[field.name] = Object.hasOwn(values, field.name) ? values[field.name] : (field.default ?? emptyValue(field));
  }
  return runTemplate(compiled.ops, filled, fields);
}

/**
 * The sanitised HTML a block of `def` with `values` shows: what the element stores as the
 * block's `html` (its stand-in should the type be deleted) and what a render lays out.
 */
export function customBlockMarkup(def: BlockTypeDefinition, values: Readonly<Record<string, unknown>>, contentWidth?: number): string {
  return sanitizeBlockHtml(templateMarkup(def, values) ?? '', contentWidth);
}

/** The account's definition when it has the type, else the block's last rendered HTML. */
function markupOf(block: CustomBlock, ctx: RenderContext): string {
  const def = ctx.blockTypes.get(block.props.blockType);
  return (def && templateMarkup(def, block.props.values)) ?? block.props.html;
}

export function customHtml(block: CustomBlock, ctx: RenderContext): string {
  return wrapBlock(block, ctx, sanitizeBlockHtml(markupOf(block, ctx), innerWidth(block.style, ctx.width)), {
    cellStyle: textCss(textLook(block.style, ctx), ctx),
    text: true,
    darkTags: DARK_TAGS,
  });
}

export function customText(block: CustomBlock, ctx: RenderContext): string {
  return htmlToText(sanitizeBlockHtml(markupOf(block, ctx)));
}
