// The scaffold, run into a copy of core/ and element/: the new type type-checks, lints,
// validates and renders, its own test passes, and the only edits outside its folders are the two
// registry lines and its words in each locale's catalogue.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { scaffoldBlock } from './new-block';

/** The six locales besides English (element/i18n/locales/). */
const LOCALES = ['ar', 'de', 'es', 'fr', 'ja', 'pt-BR'];

const run = promisify(execFile);
const repo = join(import.meta.dirname, '..');
let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'eb-new-block-'));
  for (const dir of ['core', 'element']) cpSync(join(repo, dir), join(root, dir), { recursive: true });
  for (const file of ['tsconfig.json', 'biome.json']) cpSync(join(repo, file), join(root, file));
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'), 'dir');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm run new:block', () => {
  test('creates both folders and one line in each registry; the result type-checks, lints and renders', async () => {
    const before = {
      core: readFileSync(join(root, 'core/blocks/registry.ts'), 'utf8'),
      element: readFileSync(join(root, 'element/blocks/registry.ts'), 'utf8'),
    };
    const catalogueFiles = [
      join(root, 'element/i18n/en/editor.ts'),
      ...LOCALES.map((l) => join(root, `element/i18n/locales/${l}/editor.ts`)),
    ];
    const cataloguesBefore = catalogueFiles.map((path) => readFileSync(path, 'utf8').split('\n'));
    const { files, catalogues } = scaffoldBlock(root, 'pullQuote');
    expect(files.map((f) => f.slice(root.length + 1)).sort()).toEqual([
      'core/blocks/pullQuote/index.ts',
      'core/blocks/pullQuote/pullQuote.test.ts',
      'core/blocks/pullQuote/render.ts',
      'core/blocks/pullQuote/schema.ts',
      'element/blocks/pullQuote/index.ts',
      'element/blocks/pullQuote/panel.ts',
    ]);
    // All seven catalogues gain the type's name and its panel's field label, nothing else.
    expect(catalogues.sort()).toEqual([...catalogueFiles].sort());
    expect(catalogueFiles).toHaveLength(7);
    catalogueFiles.forEach((path, i) => {
      const added = readFileSync(path, 'utf8')
        .split('\n')
        .filter((line) => !cataloguesBefore[i]?.includes(line));
      expect(added).toEqual(["  'block.pullQuote.label': 'Pull Quote',", "  'editor.pullQuote.text': 'Text',"]);
    });
    // Each registry gains its import and its entry, nothing else.
    for (const side of ['core', 'element'] as const) {
      const after = readFileSync(join(root, `${side}/blocks/registry.ts`), 'utf8').split('\n');
      const added = after.filter((line) => !before[side].split('\n').includes(line));
      expect(added).toHaveLength(2);
      expect(added[0]).toMatch(/^import \{ pullQuote(Block|Ui) \} from '\.\/pullQuote';$/);
      expect(added[1]).toMatch(/^ {2}pullQuote: pullQuote(Block|Ui),$/);
    }

    // The registries compile with the new type in the `Block` union and the editor's map.
    writeFileSync(
      join(root, 'tsconfig.check.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        include: [],
        files: [
          'core/blocks/registry.ts',
          'element/blocks/registry.ts',
          'element/blocks/pullQuote/panel.ts',
          'element/inspector/inspector.ts',
          'core/render/index.ts',
          'core/blocks/pullQuote/pullQuote.test.ts',
          // Each locale's catalogue must hold every English key: its type says so.
          ...LOCALES.map((l) => `element/i18n/locales/${l}.ts`),
        ],
      }),
    );
    await run(join(repo, 'node_modules/.bin/tsc'), ['--noEmit', '-p', join(root, 'tsconfig.check.json')], {
      cwd: root,
    });
    await run(join(repo, 'node_modules/.bin/biome'), ['check', 'core/blocks', 'element/blocks', 'element/i18n'], {
      cwd: root,
    });
    // The block's own test runs and passes.
    const { stdout } = await run(
      join(repo, 'node_modules/.bin/vitest'),
      ['run', '--root', root, '--reporter=json', 'core/blocks/pullQuote'],
      {
        cwd: root,
      },
    );
    expect(JSON.parse(stdout)).toMatchObject({ numPassedTests: 2, numFailedTests: 0, success: true });

    // And it validates and renders like any other type.
    const registry = await import(join(root, 'core/blocks/registry.ts'));
    const { validateDocument, emptyDocument } = await import(join(root, 'core/document/validate.ts'));
    const { renderHtml, renderText } = await import(join(root, 'core/render/index.ts'));
    expect(registry.BLOCK_TYPES.at(-1)).toBe('pullQuote');
    const block = registry.BLOCKS.pullQuote.create('q1', 'https://api.example.com/assets');
    expect(block).toMatchObject({ id: 'q1', type: 'pullQuote', props: { text: 'Pull Quote' } });
    const doc = { ...emptyDocument(), blocks: [block] };
    expect(validateDocument(doc).ok).toBe(true);
    expect(renderHtml(doc, { annotate: true })).toMatch(/data-eb-block="q1".*Pull Quote/s);
    expect(renderText(doc)).toContain('Pull Quote');
  }, 180_000);

  test('refuses a name that is not an identifier, or a type that exists', () => {
    expect(() => scaffoldBlock(root, 'Bad-name')).toThrow(/not a block name/);
    expect(() => scaffoldBlock(root, 'text')).toThrow(/already exists/);
  });
});
