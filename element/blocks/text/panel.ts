import { html } from 'lit';
import type { TextBlock } from '../../../core/blocks/text/schema';
import { forProp, textField } from '../fields';
import type { Panel } from '../types';

export const panel: Panel<TextBlock> = ({ block, set, t }) =>
  html`<section>
      <h3>${t('editor.inspector.content')}</h3>
      ${forProp(
        'props.html',
        textField(t('editor.text.html'), block.props.html, (v) => set({ html: v }, 'html'), {
          multiline: true,
          max: 20_000,
        }),
      )}
      <p class="hint">${t('editor.text.hint')}</p>
    </section>`;
