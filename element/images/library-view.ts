// The Images dialog's library: search by name, upload, and the grid of pictures (more pages load
// as its end scrolls into view: the dialog watches `.sentinel`).
import { html, nothing, type TemplateResult } from 'lit';
import type { LibraryImage } from '../api/types';
import type { I18n } from '../i18n/i18n';
import { icon } from '../shared/icons';
import { imageTile, type TileState } from './tile';

export interface LibraryState {
  query: string;
  images: readonly LibraryImage[];
  loading: boolean;
  error: string;
  canUpload: boolean;
  search(value: string): void;
  pickFile(): void;
  onFile(event: Event): void;
  tile(image: LibraryImage): TileState;
}

export function libraryView(i18n: I18n, state: LibraryState): TemplateResult {
  const t = i18n.t.bind(i18n);
  const empty = !state.loading && !state.error && state.images.length === 0;
  return html`<div class="bar">
      <input
        class="input"
        type="search"
        aria-label=${t('dialogs.images.search')}
        placeholder=${t('dialogs.images.searchPlaceholder')}
        .value=${state.query}
        @input=${(e: Event) => state.search((e.target as HTMLInputElement).value)}
      />
      <button class="btn primary" aria-disabled=${state.canUpload ? 'false' : 'true'} @click=${state.pickFile}>
        ${icon('upload')}${t('dialogs.images.upload')}
      </button>
      <input type="file" hidden accept="image/png,image/jpeg,image/gif,image/webp" @change=${state.onFile} />
    </div>
    <p class="hint">${t(state.canUpload ? 'dialogs.images.hint' : 'dialogs.images.notInPlan')}</p>
    <div class="scroll">
      <ul aria-label=${t('dialogs.images.library')} aria-busy=${state.loading ? 'true' : 'false'}>
        ${state.images.map((image) => imageTile(image, i18n, state.tile(image)))}
      </ul>
      <div class="sentinel"></div>
      ${state.loading ? html`<p class="status">${t('dialogs.images.loading')}</p>` : nothing}
      ${state.error ? html`<p class="status error" role="alert">${state.error}</p>` : nothing}
      ${empty ? html`<p class="status">${state.query ? t('dialogs.images.noMatch', { query: state.query }) : t('dialogs.images.empty')}</p>` : nothing}
    </div>`;
}
