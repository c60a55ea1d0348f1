// The corpus round trip: every email of core/import/corpus imports into a valid document whose
// render keeps all of the source's visible words, links and images.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { validateDocument } from '../document/validate';
import { corpusFiles } from './corpus-files';
import { keptIn, sourceContent } from './fidelity';
import { importEmail } from './index';

const dir = fileURLToPath(new URL('./__fixtures__/corpus/', import.meta.url));

describe('the corpus', () => {
  const files = corpusFiles(readdirSync(dir), (name) => readFileSync(`${dir}${name}`, 'utf8'));

  test('holds at least 30 emails in every format', () => {
    expect(files.length).toBeGreaterThanOrEqual(30);
    expect(new Set(files.map((f) => f.format))).toEqual(new Set(['html', 'mjml', 'unlayer', 'beefree']));
  });

  test.each(files.map((f) => [f.name, f] as const))(
    '%s imports into a valid document keeping its text, links and images',
    (_, file) => {
      const { blockTree, report } = importEmail({ format: file.format, source: file.source });
      expect(validateDocument(blockTree).ok).toBe(true);
      const kept = keptIn(sourceContent(file.format, file.source), blockTree);
      expect(kept.missing).toEqual({ words: [], links: [], images: [] });
      expect(report.blocks).toBe(report.nativeBlocks + report.htmlBlocks);
      expect(report.nativeBlocks / report.blocks).toBeGreaterThanOrEqual(0.8);
    },
  );
});
