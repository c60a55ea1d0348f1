import '../../i18n/en/block-panels-entry';
import { html } from 'lit';
import type { Column, ColumnsBlock } from '../../../core/blocks/registry';
import { checkField, forProp, numberField, selectField } from '../fields';
import type { Panel } from '../types';
import { resizeColumns } from './resize';

export const panel: Panel<ColumnsBlock> = ({ block, set, t }) => {
  const columns = block.props.columns;
  const setColumns = (next: Column[], key: string) => set({ columns: next }, key);
  return html`<section>
    <h3>${t('block.columns.label')}</h3>
    ${forProp(
      'props.columns',
      html`${selectField(
        t('editor.columns.count'),
        columns.length,
        ([2, 3, 4] as const).map((count) => [count, t('editor.columns.countOption', { count })] as const),
        (count) => setColumns(resizeColumns(columns, count), 'count'),
      )}
    <div class="quad" role="group" aria-label=${t('editor.columns.widths')}>
      ${columns.map((column, i) =>
        numberField(
          t('editor.columns.width', { n: i + 1 }),
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
    <p class="hint">${t('editor.columns.hint')}</p>`,
    )}
    ${forProp(
      'props.gap',
      numberField(t('editor.columns.gap'), block.props.gap, (gap) => gap !== null && set({ gap }, 'gap'), {
        min: 0,
        max: 48,
      }),
    )}
    ${forProp(
      'props.stackOnMobile',
      checkField(t('editor.columns.stack'), block.props.stackOnMobile, (stackOnMobile) => set({ stackOnMobile })),
    )}
  </section>`;
};
