// `library import DIR`: every `*.json` file in DIR is one library item
//   { "id"?: "seed-<n>", "name": string, "tags"?: string[], "thumbnail"?: string | null, "blockTree": {…} }
// The id defaults to the file name when it is `seed-<n>.json`. `asset:<path>` strings in the
// document (and thumbnail) become `${PUBLIC_URL}/assets/<path>`, as for the shipped starters.
// Items are upserted by id, so importing the same folder twice changes nothing.
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { checkDocumentLimits } from '../../core/document/limits';
import { resolveAssetUrls } from '../../core/starters';
import type { LibrarySource } from '../routes/library/import';
import { isLibraryId } from '../store/library';

export interface DirReadResult {
  sources: LibrarySource[];
  rejected: Array<{ id: string; problem: string }>;
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

/** Size and depth first (iteratively): asset resolution below recurses. */
function limitProblem(blockTree: unknown): string | null {
  const issue = checkDocumentLimits(blockTree);
  return issue ? `${issue.path} ${issue.message}` : null;
}

export async function readLibraryDir(dir: string, assetBaseUrl: string): Promise<DirReadResult> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.toLowerCase().endsWith('.json')).sort();
  } catch (error) {
    throw new Error(`cannot read directory ${dir}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  if (names.length === 0) throw new Error(`no .json files in ${dir}`);
  const out: DirReadResult = { sources: [], rejected: [] };
  for (const name of names) {
    const stem = basename(name, '.json');
    let item: Record<string, unknown>;
    try {
      const parsed = JSON.parse(await readFile(join(dir, name), 'utf8')) as unknown;
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      item = parsed as Record<string, unknown>;
    } catch (error) {
      out.rejected.push({ id: name, problem: `not a JSON object (${(error as Error).message})` });
      continue;
    }
    const id = typeof item.id === 'string' ? item.id : stem;
    const problem = !isLibraryId(id)
      ? `no id: name the file seed-<n>.json or give "id": "seed-<n>"`
      : typeof item.name !== 'string' || item.name.trim() === '' || item.name.length > 200
        ? 'name must be a string of 1–200 characters'
        : item.tags !== undefined &&
            !(isStringArray(item.tags) && item.tags.length <= 20 && item.tags.every((t) => t.length <= 50))
          ? 'tags must be at most 20 strings of at most 50 characters'
          : item.thumbnail !== undefined && item.thumbnail !== null && typeof item.thumbnail !== 'string'
            ? 'thumbnail must be a URL string or null'
            : item.blockTree === undefined
              ? 'blockTree is required'
              : limitProblem(item.blockTree);
    if (problem) {
      out.rejected.push({ id: id || name, problem: `${name}: ${problem}` });
      continue;
    }
    out.sources.push({
      id,
      name: (item.name as string).trim(),
      tags: (item.tags as string[] | undefined) ?? [],
      thumbnail: (item.thumbnail as string | null | undefined) ?? null,
      document: resolveAssetUrls(item.blockTree as never, assetBaseUrl),
    });
  }
  return out;
}
