// One picture of the Images dialog's library: choose it, and delete one's own upload after a
// confirmation in place.
import { html, nothing, type TemplateResult } from 'lit';
import type { LibraryImage } from '../api/types';
import type { I18n } from '../i18n/i18n';
import { icon } from '../shared/icons';

export interface TileState {
  /** The user's own upload (deletable); others are the team's shared images. */
  own: boolean;
  /** The delete confirmation is showing. */
  confirming: boolean;
  choose(): void;
  confirm(on: boolean): void;
  remove(): void;
}

export function imageTile(image: LibraryImage, i18n: I18n, state: TileState): TemplateResult {
  const name = image.name;
  const dims =
    image.width && image.height ? i18n.t('dialogs.images.size', { width: image.width, height: image.height }) : '';
  const shared = state.own ? '' : `${dims ? ' · ' : ''}${i18n.t('dialogs.images.shared')}`;
  return html`<li data-image=${image.id}>
    <button class="tile" aria-label=${i18n.t('dialogs.images.use', { name })} @click=${state.choose}>
      <span class="thumb"><img src=${image.url} alt="" loading="lazy" /></span>
      <span class="meta"><span class="name">${name}</span><span class="dims">${dims}${shared}</span></span>
    </button>
    ${
      state.own
        ? html`<button
            class="btn icon ghost delete"
            aria-label=${i18n.t('dialogs.images.delete', { name })}
            title=${i18n.t('dialogs.images.deleteTitle')}
            @click=${() => state.confirm(true)}
          >
            ${icon('trash')}
          </button>`
        : nothing
    }
    ${
      state.confirming
        ? html`<div class="confirm" role="group" aria-label=${i18n.t('dialogs.images.deleteQuestion', { name })}>
            <p>${i18n.t('dialogs.images.deleteConfirm', { name })}</p>
            <div class="row">
              <button class="btn danger" @click=${state.remove}>${i18n.t('dialogs.images.deleteImage')}</button>
              <button class="btn" @click=${() => state.confirm(false)}>${i18n.t('dialogs.images.keep')}</button>
            </div>
          </div>`
        : nothing
    }
  </li>`;
}
