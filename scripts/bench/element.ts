// `npm run bench:element`: builds the element as shipped and reports its sizes against the budgets.
import { buildElement, EDIT_BUDGET_BYTES, ENTRY_BUDGET_BYTES, kb } from '../../element/test/bundle-size';

const build = await buildElement();
try {
  for (const f of build.files)
    console.log(`${f.name.padEnd(28)} ${kb(f.rawBytes).padStart(7)} KB raw ${kb(f.gzipBytes).padStart(6)} KB gzip`);
  console.log(`budgets: entry ${kb(ENTRY_BUDGET_BYTES)} KB gzip, to edit ${kb(EDIT_BUDGET_BYTES)} KB gzip`);
  console.log(`RESULT element gzip_kb=${kb(build.entry.gzipBytes)} entry_gzip_kb=${kb(build.entry.gzipBytes)}`);
} finally {
  build.cleanup();
}
