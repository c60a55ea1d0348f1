// The pre-bundled list is whole: a package a browser test reaches (through a lazy chunk too) and
// the list lacks would be found by Vite mid-run, and the reload would kill the test then running.
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { BROWSER_DEPS, browserImports, elementTestFiles } from './browser-deps';

const root = join(import.meta.dirname, '..');

describe('the element project pre-bundles every package its tests load', () => {
  const { packages, files } = browserImports(root, elementTestFiles(root));

  test('follows lazy chunks: the checks panel, the preview and the block panels are reached', () => {
    for (const chunk of [
      'element/checks/checks-panel.ts',
      'element/preview/preview.ts',
      'element/blocks/text/panel.ts',
    ])
      expect(files.has(chunk), chunk).toBe(true);
  });

  test('BROWSER_DEPS names exactly the packages reached', () => {
    expect([...packages].sort()).toEqual([...BROWSER_DEPS].sort());
  });
});
