// `npm run new:block <name>`: scaffolds a block type — core/blocks/<name>/ (schema with its
// defaults, renderers, unit, a test), element/blocks/<name>/ (icon, style controls, inspector
// panel), one line in each registry and the panel's words in all seven locales' catalogues
// (English everywhere until translated). The new type works at once: edit its fields, look and panel from there.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const NAME = /^[a-z][a-zA-Z0-9]{1,30}$/;

export interface ScaffoldResult {
  /** Files created. */
  files: string[];
  /** Message catalogues that gained the block's entries, English first. */
  catalogues: string[];
}

/** Creates the two folders and adds the two registry lines under `root` (the repository). */
export function scaffoldBlock(root: string, name: string): ScaffoldResult {
  if (!NAME.test(name))
    throw new Error(`"${name}" is not a block name: use a lower-camel identifier such as quote or pricingTable`);
  const coreDir = join(root, 'core', 'blocks', name);
  const elementDir = join(root, 'element', 'blocks', name);
  if (existsSync(coreDir) || existsSync(elementDir)) throw new Error(`block type ${name} already exists`);
  const Type = `${name[0]?.toUpperCase()}${name.slice(1)}Block`;
  const label = name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
  const files: Record<string, string> = {
    [join(coreDir, 'schema.ts')]: coreSchema(name, Type),
    [join(coreDir, 'render.ts')]: coreRender(name, Type),
    [join(coreDir, 'index.ts')]: coreIndex(name, Type, label),
    [join(coreDir, `${name}.test.ts`)]: coreTest(name),
    [join(elementDir, 'index.ts')]: elementIndex(name, Type),
    [join(elementDir, 'panel.ts')]: elementPanel(name, Type),
  };
  addRegistryLine(
    join(root, 'core', 'blocks', 'registry.ts'),
    `import { ${name}Block } from './${name}';`,
    'const UNITS = {',
    `  ${name}: ${name}Block,`,
  );
  addRegistryLine(
    join(root, 'element', 'blocks', 'registry.ts'),
    `import { ${name}Ui } from './${name}';`,
    'const UI: {',
    `  ${name}: ${name}Ui,`,
  );
  const catalogues = addCatalogueEntries(root, name, label);
  mkdirSync(coreDir, { recursive: true });
  mkdirSync(elementDir, { recursive: true });
  for (const [path, text] of Object.entries(files)) writeFileSync(path, text);
  return { files: Object.keys(files), catalogues };
}

/**
 * The type's name (`block.<name>.label`, next to the other types' names) and its panel's field
 * label in the English editor catalogue and in each locale's (whose type demands every English key).
 */
function addCatalogueEntries(root: string, name: string, label: string): string[] {
  const i18n = join(root, 'element', 'i18n');
  const localesDir = join(i18n, 'locales');
  const locales = readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(localesDir, entry.name, 'editor.ts'));
  const paths = [join(i18n, 'en', 'editor.ts'), ...locales];
  for (const path of paths) {
    const lines = readFileSync(path, 'utf8').split('\n');
    const lastLabel = lines.findLastIndex((line) => /^ {2}'block\.[A-Za-z0-9]+\.label': /.test(line));
    const end = lines.findIndex((line) => line.startsWith('} as const satisfies'));
    if (lastLabel < 0 || end < 0) throw new Error(`${path}: cannot find the block names or the end of the catalogue`);
    lines.splice(end, 0, `  'editor.${name}.text': 'Text',`);
    lines.splice(lastLabel + 1, 0, `  'block.${name}.label': '${label}',`);
    writeFileSync(path, lines.join('\n'));
  }
  return paths;
}

/** Adds the import in sorted place among the folder imports and the entry as the object's last line. */
function addRegistryLine(path: string, importLine: string, objectStart: string, entry: string): void {
  const lines = readFileSync(path, 'utf8').split('\n');
  const from = (line: string) => /^import .* from '\.\/([^']+)';$/.exec(line)?.[1];
  const target = from(importLine) ?? '';
  let at = lines.findIndex((line) => {
    const source = from(line);
    return source !== undefined && source.localeCompare(target, 'en') > 0;
  });
  if (at < 0) at = lines.findLastIndex((line) => line.startsWith('import ')) + 1;
  lines.splice(at, 0, importLine);
  const start = lines.findIndex((line) => line.startsWith(objectStart));
  const end = lines.findIndex((line, i) => i > start && line === '};');
  if (start < 0 || end < 0) throw new Error(`${path}: cannot find the registry object (${objectStart})`);
  lines.splice(end, 0, entry);
  writeFileSync(path, lines.join('\n'));
}

const coreSchema = (name: string, Type: string) => `import { blockSchema } from '../../document/fields';
import { type Infer, s } from '../../schema/schema';

/** Every field with its limits and default: the one source of a new ${name} block's values. */
export const ${name}Schema = blockSchema('${name}', {
  text: s.string({ min: 1, max: 500 }),
});
export type ${Type} = Infer<typeof ${name}Schema>;
`;

const coreRender = (name: string, Type: string) => `import type { RenderContext } from '../../render/context';
import { escapeHtml } from '../../render/escape';
import { alignAttr, textCss, textLook, wrapBlock } from '../../render/style';
import type { ${Type} } from './schema';

export function ${name}Html(block: ${Type}, ctx: RenderContext): string {
  const look = textLook(block.style, ctx);
  const inner = \`<p style="margin:0;\${textCss(look, ctx)}">\${escapeHtml(block.props.text)}</p>\`;
  return wrapBlock(block, ctx, inner, { cellAttrs: alignAttr(look.align) });
}

export function ${name}Text(block: ${Type}): string {
  return block.props.text.trim();
}
`;

const coreIndex = (name: string, Type: string, label: string) => `import { defineBlock } from '../unit';
import { ${name}Html, ${name}Text } from './render';
import { type ${Type}, ${name}Schema } from './schema';

export const ${name}Block = defineBlock<${Type}>({
  type: '${name}',
  label: '${label}',
  schema: ${name}Schema,
  // Only what the schema has no default for: sample content and the new block's look.
  initial: () => ({ props: { text: '${label}' }, style: { padding: [8, 24, 8, 24] } }),
  html: ${name}Html,
  text: ${name}Text,
});
`;

const coreTest = (name: string) => `import { describe, expect, test } from 'vitest';
import { emptyDocument, validateDocument } from '../../document/validate';
import { renderHtml, renderText } from '../../render/index';
import { BLOCKS } from '../registry';

describe('${name} block', () => {
  const block = (text: string) => ({ ...BLOCKS.${name}.create('b1', 'https://example.com/assets'), props: { text } });

  test('a new block validates and renders its text, escaped in HTML, as written in plain text', () => {
    const result = validateDocument({ ...emptyDocument(), blocks: [block('Fish & <chips>')] });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(renderHtml(result.value)).toContain('>Fish &amp; &lt;chips&gt;</p>');
    expect(renderText(result.value)).toBe('Fish & <chips>\\n');
  });

  test('its text is required', () => {
    expect(validateDocument({ ...emptyDocument(), blocks: [block('')] }).ok).toBe(false);
  });
});
`;

const elementIndex = (
  name: string,
  Type: string,
) => `import type { ${Type} } from '../../../core/blocks/${name}/schema';
import { defineBlockUi } from '../types';

export const ${name}Ui = defineBlockUi<${Type}>({
  // One stroke path on a 24×24 grid.
  icon: 'M4 6h16v12H4z',
  styles: ['fontSize', 'color', 'textAlign'],
  panel: () => import('./panel'),
});
`;

const elementPanel = (name: string, Type: string) => `import { html } from 'lit';
import type { ${Type} } from '../../../core/blocks/${name}/schema';
import { textField } from '../fields';
import type { Panel } from '../types';

export const panel: Panel<${Type}> = ({ block, set, t }) =>
  html\`<section>
    <h3>\${t('block.${name}.label')}</h3>
    \${textField(t('editor.${name}.text'), block.props.text, (text) => text.trim() && set({ text }, 'text'), { max: 500 })}
  </section>\`;
`;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const name = process.argv[2] ?? '';
  try {
    const { files, catalogues } = scaffoldBlock(resolve(import.meta.dirname, '..'), name);
    for (const file of files) console.log(`created ${file}`);
    console.log(`registered ${name} in core/blocks/registry.ts and element/blocks/registry.ts`);
    console.log(
      `added its words to ${catalogues.length} catalogues: translate them in element/i18n/locales/*/editor.ts`,
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
