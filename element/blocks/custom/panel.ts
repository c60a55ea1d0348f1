import { html } from 'lit';
import type { CustomBlock } from '../../../core/blocks/custom/schema';
import type { Panel } from '../types';
import './fields';

/** A block of one of the account's own types: a form built from the type's fields (./fields.ts). */
export const panel: Panel<CustomBlock> = ({ block, set }) => html`<eb-custom-fields .block=${block} .set=${set}></eb-custom-fields>`;
