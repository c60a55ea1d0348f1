// "Save as block" for the selected block or columns section (the inspector's header shows it).
import { ContextEvent } from '@lit/context';
import { html, nothing } from 'lit';
import type { Block } from '../../core/document/schema';
import { i18nContext } from '../i18n/context';
import type { I18n } from '../i18n/i18n';
import { ENGLISH } from '../i18n/messages';
import { icon } from '../shared/icons';
import { openSaveBlock } from './chunk';

/** The language of the element `from` is in (asked once: `from` re-renders on a locale change). */
function languageAt(from: Element): I18n {
  let found = ENGLISH;
  from.dispatchEvent(new ContextEvent(i18nContext, from, (value) => (found = value), false));
  return found;
}

/** `name` is what the inspector calls the block (a custom block's type label): the dialog suggests it. */
export function saveAsBlockButton(from: Element, block: Block, name: string, readOnly: boolean) {
  if (readOnly) return nothing;
  const i18n = languageAt(from);
  return html`<button class="btn ghost" title=${i18n.t('dialogs.savedBlocks.saveAsBlockTitle')} @click=${() => openSaveBlock(from, block, name).catch(() => {})}>
    ${icon('plus')}${i18n.t('dialogs.savedBlocks.saveAsBlock')}
  </button>`;
}
