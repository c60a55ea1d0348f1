// Imports library items: every document is validated (after `asset:` URLs are resolved) before
// it is stored; re-importing the same items is idempotent (upsert by seed id).
import { validateDocument } from '../../../core/document/validate';
import { resolveAssetUrls, STARTERS } from '../../../core/starters';
import type { Store } from '../../store';
import { isLibraryId, type LibraryItem } from '../../store/library';

export interface LibrarySource {
  id: string;
  name: string;
  tags?: readonly string[];
  thumbnail?: string | null;
  document: unknown;
}

export interface ImportReport {
  imported: string[];
  rejected: Array<{ id: string; problem: string }>;
}

/** Turns `asset:<path>` into `${assetBaseUrl}/<path>` (for thumbnails outside the document). */
export function resolveAssetUrl(value: string | null | undefined, assetBaseUrl: string): string | null {
  if (!value) return null;
  return value.startsWith('asset:') ? `${assetBaseUrl}/${value.slice(6)}` : value;
}

export async function importLibrary(
  store: Store,
  sources: readonly LibrarySource[],
  assetBaseUrl: string,
): Promise<ImportReport> {
  const report: ImportReport = { imported: [], rejected: [] };
  const items: LibraryItem[] = [];
  for (const source of sources) {
    if (!isLibraryId(source.id)) {
      report.rejected.push({ id: source.id, problem: 'id must look like seed-<n>' });
      continue;
    }
    const checked = validateDocument(source.document);
    if (!checked.ok) {
      const issue = checked.issues[0];
      report.rejected.push({ id: source.id, problem: issue ? `${issue.path} ${issue.message}` : 'invalid document' });
      continue;
    }
    items.push({
      _id: source.id,
      name: source.name,
      tags: [...(source.tags ?? [])],
      thumbnail: resolveAssetUrl(source.thumbnail, assetBaseUrl),
      blockTree: checked.value,
    });
    report.imported.push(source.id);
  }
  await store.library.upsert(items);
  return report;
}

/** The starters shipped in `core/starters`, with `asset:` references resolved. */
export function loadStarters(assetBaseUrl: string): LibrarySource[] {
  return STARTERS.map((starter) => ({
    id: starter.id,
    name: starter.name,
    tags: starter.tags,
    thumbnail: null,
    document: resolveAssetUrls(starter.document, assetBaseUrl),
  }));
}

export function importStarters(store: Store, publicUrl: string): Promise<ImportReport> {
  const assetBaseUrl = `${publicUrl}/assets`;
  return importLibrary(store, loadStarters(assetBaseUrl), assetBaseUrl);
}
