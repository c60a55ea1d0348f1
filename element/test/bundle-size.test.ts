import { expect, inject, test } from 'vitest';
import { ELEMENT_BUDGET_BYTES } from './budget';

test('the built element stays within 44 KB gzip (0.15 × GrapesJS)', () => {
  // Built by the global setup exactly as `npm run build` builds it.
  const { gzipBytes, rawBytes } = inject('ebEnv').bundle;
  expect(rawBytes).toBeGreaterThan(50_000);
  expect(gzipBytes).toBeLessThanOrEqual(ELEMENT_BUDGET_BYTES);
});
