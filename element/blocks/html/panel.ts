import '../../i18n/en/block-panels-entry';
import { html } from 'lit';
import type { HtmlBlock } from '../../../core/blocks/html/schema';
import { forProp, textField } from '../fields';
import type { Panel } from '../types';

export const panel: Panel<HtmlBlock> = ({ block, set, t }) =>
  html`<section>
      <h3>${t('editor.html.title')}</h3>
      ${forProp(
        'props.html',
        textField(t('editor.html.code'), block.props.html, (v) => set({ html: v }, 'html'), { multiline: true }),
      )}
      <p class="hint">${t('editor.html.hint')}</p>
    </section>`;
