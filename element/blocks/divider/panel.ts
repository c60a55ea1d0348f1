import { html } from 'lit';
import type { DividerBlock } from '../../../core/blocks/divider/schema';
import type { Panel } from '../types';
import { colorField, forProp, numberField, selectField } from '../../inspector/fields';

export const panel: Panel<DividerBlock> = ({ block, set }) =>
  html`<section>
      <h3>Line</h3>
      <div class="row">
        ${forProp(
          'props.thickness',
          numberField('Thickness', block.props.thickness, (v) => v !== null && set({ thickness: v }, 'th'), { min: 1, max: 20 }),
        )}
        ${forProp(
          'props.width',
          numberField('Width (%)', block.props.width, (v) => v !== null && set({ width: v }, 'w'), { min: 10, max: 100 }),
        )}
      </div>
      ${forProp(
        'props.color',
        colorField('Line colour', block.props.color, (v) => v && set({ color: v }, 'c')),
      )}
      ${forProp(
        'props.lineStyle',
        selectField(
          'Line style',
          block.props.lineStyle,
          [
            ['solid', 'Solid'],
            ['dashed', 'Dashed'],
            ['dotted', 'Dotted'],
          ] as const,
          (lineStyle) => set({ lineStyle }, 'ls'),
        ),
      )}
    </section>`;
