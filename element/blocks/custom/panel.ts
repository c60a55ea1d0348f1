import { html } from 'lit';
import type { CustomBlock } from '../../../core/blocks/custom/schema';
import type { Panel } from '../types';
import { accountTypes } from './account-types';
import './fields';

/**
 * A block of one of the account's own types: its type's label (read-only; the type's name when the
 * account has no such type) and a form built from the type's fields (./fields.ts, which follows
 * the account's types as they arrive).
 */
export const panel: Panel<CustomBlock> = ({ block, store, set, t }) =>
  html`<section>
    <h3>${t('editor.customBlocks.fields')}</h3>
    <label class="field"><span>${t('editor.custom.type')}</span><input class="input" type="text" readonly .value=${accountTypes(store)?.byName.get(block.props.blockType)?.label ?? block.props.blockType} /></label>
    <eb-custom-fields .block=${block} .set=${set}></eb-custom-fields>
  </section>`;
