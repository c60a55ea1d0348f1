import { html } from 'lit';
import type { CustomBlock } from '../../../core/blocks/custom/schema';
import type { Panel } from '../types';

/** No fields yet: a custom block keeps its values and renders them, and its style is edited as any block's. */
export const panel: Panel<CustomBlock> = () => html``;
