// The corpus's files with their format (from the file name) and parsed source; shared by the
// round-trip test and the benchmark.
import type { ImportFormat } from './types';

export interface CorpusFile {
  name: string;
  format: ImportFormat;
  /** HTML and MJML as text, JSON designs parsed. */
  source: unknown;
}

export function corpusFiles(names: string[], read: (name: string) => string): CorpusFile[] {
  const out: CorpusFile[] = [];
  for (const name of [...names].sort()) {
    const format = (['html', 'mjml', 'unlayer', 'beefree'] as const).find((f) => name.startsWith(`${f}-`));
    if (!format) continue;
    const text = read(name);
    out.push({ name, format, source: format === 'html' || format === 'mjml' ? text : JSON.parse(text) });
  }
  return out;
}
