// `npm run bench:element`: builds the element as shipped and reports its size against the budget.
import { ELEMENT_BUDGET_BYTES } from '../../element/test/budget';
import { buildElementSize } from '../../element/test/bundle-size';

const { rawBytes, gzipBytes } = await buildElementSize();
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log(`element: dist/element/email-builder.js  ${kb(rawBytes)} KB raw, ${kb(gzipBytes)} KB gzip (level 9)`);
console.log(
  `budget:  ${kb(ELEMENT_BUDGET_BYTES)} KB gzip (0.15 × GrapesJS 295 KB) — ${gzipBytes <= ELEMENT_BUDGET_BYTES ? 'within budget' : 'OVER BUDGET'}`,
);
console.log(`RESULT element gzip_kb=${kb(gzipBytes)}`);
