import { html } from 'lit';
import type { DividerBlock } from '../../../core/blocks/divider/schema';
import type { Panel } from '../types';
import { colorField, numberField, selectField } from '../../inspector/fields';

export const panel: Panel<DividerBlock> = ({ block, set }) =>
  html`<section>
      <h3>Line</h3>
      <div class="row">
        ${numberField('Thickness', block.props.thickness, (v) => v !== null && set({ thickness: v }, 'th'), { min: 1, max: 20 })}
        ${numberField('Width (%)', block.props.width, (v) => v !== null && set({ width: v }, 'w'), { min: 10, max: 100 })}
      </div>
      ${colorField('Line colour', block.props.color, (v) => v && set({ color: v }, 'c'))}
      ${selectField(
        'Line style',
        block.props.lineStyle,
        [
          ['solid', 'Solid'],
          ['dashed', 'Dashed'],
          ['dotted', 'Dotted'],
        ] as const,
        (lineStyle) => set({ lineStyle }, 'ls'),
      )}
    </section>`;
