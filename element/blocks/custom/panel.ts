import { html } from 'lit';
import type { CustomBlock } from '../../../core/blocks/custom/schema';
import type { Panel } from '../types';
import './fields';

/**
 * A block of one of the account's own types: its type (read-only) and a form built from the
 * type's fields (./fields.ts, which follows the account's types as they arrive).
 */
export const panel: Panel<CustomBlock> = ({ block, set, t }) =>
  html`<section>
    <h3>${t('editor.customBlocks.fields')}</h3>
    <label class="field"><span>${t('editor.custom.type')}</span><input class="input" type="text" readonly .value=${block.props.blockType} /></label>
    <eb-custom-fields .block=${block} .set=${set}></eb-custom-fields>
  </section>`;
