import { html } from 'lit';
import type { ButtonBlock } from '../../../core/blocks/button/schema';
import type { Panel } from '../types';
import { checkField, colorField, linkField, numberField, textField } from '../../inspector/fields';

export const panel: Panel<ButtonBlock> = ({ block, set }) =>
  html`<section>
      <h3>Button</h3>
      ${textField('Label', block.props.label, (label) => label.trim() && set({ label }, 'label'), { max: 200 })}
      ${linkField('Link', block.props.href, (href) => href && set({ href }, 'href'))}
      <div class="row">
        ${colorField('Button colour', block.props.buttonColor, (v) => v && set({ buttonColor: v }, 'bc'))}
        ${colorField('Label colour', block.props.textColor, (v) => v && set({ textColor: v }, 'tc'))}
      </div>
      ${numberField('Corner radius', block.props.radius, (v) => v !== null && set({ radius: v }, 'radius'), { min: 0, max: 50 })}
      ${checkField('Full width', block.props.fullWidth, (fullWidth) => set({ fullWidth }, 'full'))}
    </section>`;
