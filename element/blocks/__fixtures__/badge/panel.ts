import { html } from 'lit';
import type { BadgeBlock } from '../../../../core/blocks/__fixtures__/badge/schema';
import { colorField, forProp, textField } from '../../fields';
import type { Panel } from '../../types';

export const panel: Panel<BadgeBlock> = ({ block, set, i18n }) =>
  html`<section>
    <h3>Badge</h3>
    ${forProp(
      'props.text',
      textField('Badge text', block.props.text, (text) => text.trim() && set({ text }, 'text'), { max: 40 }),
    )}
    ${forProp(
      'props.color',
      colorField(i18n, 'Badge colour', block.props.color, (color) => color && set({ color }, 'color')),
    )}
  </section>`;
