// Definitions made ready to render: the caller (the server for a render, the editor once it has
// the account's types) compiles them and hands them to the renderer as `RenderOptions.blockTypes`,
// so the renderer itself (and the element's render chunk) carries no template engine.
import type { CustomBlockRenderer } from '../render/context';
import { sanitizeBlockHtml } from '../render/sanitize-html';
import type { BlockTypeDefinition } from './definition';
import { type Compiled, compileTemplate, fieldTypesOf, runTemplate } from './template';

interface Program {
  compiled: Compiled;
}

/**
 * Compiled programs by template and fields: the server parses the definitions afresh for each
 * render, but an account's templates rarely change. Bounded: the oldest entry goes first.
 */
const programs = new Map<string, Program>();
const MAX_CACHED = 500;

function programOf(def: BlockTypeDefinition): Program {
  const fields = fieldTypesOf(def.fields);
  const key = `${[...fields].map(([name, type]) => `${name}:${type}`).join(',')}\n${def.template}`;
  let program = programs.get(key);
  if (!program) {
    program = { compiled: compileTemplate(def.template, fields) };
    if (programs.size >= MAX_CACHED) programs.delete(programs.keys().next().value as string);
    programs.set(key, program);
  }
  return program;
}

/**
 * A type's renderer: the template run with a block's values (a field without a value takes its
 * default; without a default it is empty), not yet sanitised (the custom block unit sanitises what
 * it lays out); null when the template does not compile (a definition stored before a rule it breaks).
 */
export function compileBlockType(def: BlockTypeDefinition): CustomBlockRenderer {
  const { compiled } = programOf(def);
  const defaults = new Map<string, unknown>();
  for (const field of def.fields) if (field.default !== undefined) defaults.set(field.name, field.default);
  return { markup: (values) => (compiled.ok ? runTemplate(compiled.ops, values, defaults) : null) };
}

/** Every type of an account, by name, ready for `RenderOptions.blockTypes`. */
export function compileBlockTypes(
  types: Iterable<readonly [string, BlockTypeDefinition]>,
): Map<string, CustomBlockRenderer> {
  const out = new Map<string, CustomBlockRenderer>();
  for (const [name, def] of types) out.set(name, compileBlockType(def));
  return out;
}

/**
 * Renderers by stored definition (its validated JSON text): a render reads an account's types from
 * storage each time, and parsing them again would cost more than the blocks. Bounded like `programs`.
 */
const storedRenderers = new Map<string, CustomBlockRenderer>();

/** Every type of an account from its stored JSON (already validated when written), by name. */
export function compileStoredBlockTypes(types: Iterable<readonly [string, string]>): Map<string, CustomBlockRenderer> {
  const out = new Map<string, CustomBlockRenderer>();
  for (const [name, json] of types) {
    let renderer = storedRenderers.get(json);
    if (!renderer) {
      renderer = compileBlockType(JSON.parse(json) as BlockTypeDefinition);
      if (storedRenderers.size >= MAX_CACHED) storedRenderers.delete(storedRenderers.keys().next().value as string);
      storedRenderers.set(json, renderer);
    }
    out.set(name, renderer);
  }
  return out;
}

/**
 * The sanitised HTML a block of `def` with `values` shows: what the editor stores as the block's
 * `html` (its stand-in should the type be deleted).
 */
export function customBlockMarkup(
  def: BlockTypeDefinition,
  values: Readonly<Record<string, unknown>>,
  contentWidth?: number,
): string {
  return sanitizeBlockHtml(compileBlockType(def).markup(values) ?? '', contentWidth);
}
