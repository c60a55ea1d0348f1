import '../../i18n/en/block-panels-entry';
import { html } from 'lit';
import type { HeadingBlock } from '../../../core/blocks/heading/schema';
import { forProp, selectField, textField } from '../fields';
import type { Panel } from '../types';

export const panel: Panel<HeadingBlock> = ({ block, set, t }) =>
  html`<section>
      <h3>${t('editor.inspector.content')}</h3>
      ${forProp(
        'props.text',
        textField(t('editor.heading.text'), block.props.text, (text) => set({ text }, 'text')),
      )}
      ${forProp(
        'props.level',
        selectField(
          t('editor.heading.level'),
          block.props.level,
          ([1, 2, 3] as const).map((level) => [level, t('editor.heading.levelOption', { level })] as const),
          (level) => set({ level }, 'level'),
        ),
      )}
      <p class="hint">${t('editor.heading.hint')}</p>
    </section>`;
