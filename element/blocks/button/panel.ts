import { html } from 'lit';
import type { ButtonBlock } from '../../../core/blocks/button/schema';
import type { Panel } from '../types';
import { checkField, colorField, forProp, linkField, numberField, textField } from '../../inspector/fields';

export const panel: Panel<ButtonBlock> = ({ block, set }) =>
  html`<section>
      <h3>Button</h3>
      ${forProp(
        'props.label',
        textField('Label', block.props.label, (label) => label.trim() && set({ label }, 'label'), { max: 200 }),
      )}
      ${forProp(
        'props.href',
        linkField('Link', block.props.href, (href) => href && set({ href }, 'href')),
      )}
      <div class="row">
        ${forProp(
          'props.buttonColor',
          colorField('Button colour', block.props.buttonColor, (v) => v && set({ buttonColor: v }, 'bc')),
        )}
        ${forProp(
          'props.textColor',
          colorField('Label colour', block.props.textColor, (v) => v && set({ textColor: v }, 'tc')),
        )}
      </div>
      ${forProp(
        'props.radius',
        numberField('Corner radius', block.props.radius, (v) => v !== null && set({ radius: v }, 'radius'), { min: 0, max: 50 }),
      )}
      ${forProp(
        'props.fullWidth',
        checkField('Full width', block.props.fullWidth, (fullWidth) => set({ fullWidth }, 'full')),
      )}
    </section>`;
