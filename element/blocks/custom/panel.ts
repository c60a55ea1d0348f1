import { html } from 'lit';
import type { CustomBlock } from '../../../core/blocks/custom/schema';
import type { Panel } from '../types';

/**
 * A block of one of the account's own types: its type, read-only. Its values come from the host
 * (a fields panel built from the type's definition is not part of the element yet).
 */
export const panel: Panel<CustomBlock> = ({ block, t }) =>
  html`<section>
      <h3>${t('block.custom.label')}</h3>
      <label class="field"><span>${t('editor.custom.type')}</span><input class="input" type="text" readonly .value=${block.props.blockType} /></label>
    </section>`;
