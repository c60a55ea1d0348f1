// Imports library items: every document is validated (after `asset:` URLs are resolved) before
// it is stored; re-importing the same items is idempotent (upsert by seed id).
import { validateDocument } from '../../../core/document/validate';
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

export async function importLibrary(store: Store, sources: readonly LibrarySource[], assetBaseUrl: string): Promise<ImportReport> {
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

interface StartersModule {
  STARTERS: ReadonlyArray<{ id: string; name: string; tags?: readonly string[]; thumbnail?: string | null; document: unknown }>;
  resolveAssetUrls(doc: unknown, assetBaseUrl: string): unknown;
}

/** The starters shipped in `core/starters` (contract: `STARTERS` + `resolveAssetUrls`). */
export async function loadStarters(assetBaseUrl: string): Promise<LibrarySource[] | null> {
  // A non-literal specifier: the module is written by another helper and may not exist yet.
  const specifier = '../../../core/starters/index';
  let mod: StartersModule;
  try {
    mod = (await import(specifier)) as StartersModule;
  } catch {
    return null;
  }
  return mod.STARTERS.map((starter) => ({
    id: starter.id,
    name: starter.name,
    tags: starter.tags ?? [],
    thumbnail: starter.thumbnail ?? null,
    document: mod.resolveAssetUrls(starter.document, assetBaseUrl),
  }));
}

export async function importStarters(store: Store, publicUrl: string): Promise<ImportReport | null> {
  const assetBaseUrl = `${publicUrl}/assets`;
  const starters = await loadStarters(assetBaseUrl);
  if (!starters) return null;
  return importLibrary(store, starters, assetBaseUrl);
}
