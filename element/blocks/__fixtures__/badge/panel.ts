import { html } from 'lit';
import type { BadgeBlock } from '../../../../core/blocks/__fixtures__/badge/schema';
import { colorField, textField } from '../../../inspector/fields';
import type { Panel } from '../../types';

export const panel: Panel<BadgeBlock> = ({ block, set }) =>
  html`<section>
    <h3>Badge</h3>
    ${textField('Badge text', block.props.text, (text) => text.trim() && set({ text }, 'text'), { max: 40 })}
    ${colorField('Badge colour', block.props.color, (color) => color && set({ color }, 'color'))}
  </section>`;
