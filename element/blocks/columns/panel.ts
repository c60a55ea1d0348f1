import { html } from 'lit';
import type { Column, ColumnsBlock } from '../../../core/blocks/columns/schema';
import { checkField, forProp, numberField, selectField } from '../../inspector/fields';
import type { Panel } from '../types';
import { resizeColumns } from './resize';

export const panel: Panel<ColumnsBlock> = ({ block, set }) => {
  const columns = block.props.columns;
  const setColumns = (next: Column[], key: string) => set({ columns: next }, key);
  return html`<section>
    <h3>Columns</h3>
    ${forProp(
      'props.columns',
      html`${selectField(
        'Number of columns',
        columns.length,
        [
          [2, '2 columns'],
          [3, '3 columns'],
          [4, '4 columns'],
        ] as const,
        (count) => setColumns(resizeColumns(columns, count), 'count'),
      )}
    <div class="quad" role="group" aria-label="Column widths">
      ${columns.map((column, i) =>
        numberField(
          `Column ${i + 1} width`,
          column.ratio,
          (ratio) =>
            ratio !== null &&
            setColumns(
              columns.map((c, j) => (j === i ? { ...c, ratio } : c)),
              `ratio${i}`,
            ),
          { min: 1, max: 12 },
        ),
      )}
    </div>
    <p class="hint">Widths are relative: 1 and 2 give one third and two thirds.</p>`,
    )}
    ${forProp(
      'props.gap',
      numberField('Gap (px)', block.props.gap, (gap) => gap !== null && set({ gap }, 'gap'), { min: 0, max: 48 }),
    )}
    ${forProp(
      'props.stackOnMobile',
      checkField('Stack on mobile', block.props.stackOnMobile, (stackOnMobile) => set({ stackOnMobile })),
    )}
  </section>`;
};
