/** The entry every integrator loads (element, API client, gallery): 30 KB (KiB) gzip. */
export const ENTRY_BUDGET_BYTES = 30 * 1024;
/** "To edit": the entry plus every chunk loaded to open a template and select a text block, 80 KB gzip. */
export const EDIT_BUDGET_BYTES = 80 * 1024;

/**
 * What is on the path to `names`: those built files and, transitively, every file they import
 * statically (the browser fetches those before the module runs). A measure of a path by this rule
 * does not depend on which lazy chunks, requested beside it, happen to have arrived by the moment
 * it is taken. `sources` maps a built file's name to its code.
 */
export function staticClosure(names: Iterable<string>, sources: Record<string, string>): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string): void => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const m of (sources[name] ?? '').matchAll(
      /(?:^|[;}\s])import\s*(?:[\w{*][^;]*?from\s*)?["']\.\/([^"']+)["']/g,
    ))
      visit(m[1] ?? '');
  };
  for (const name of names) visit(name);
  return seen;
}
