import '../../i18n/en/block-panels-entry';
import { html } from 'lit';
import type { DividerBlock } from '../../../core/blocks/divider/schema';
import { colorField, forProp, numberField, selectField } from '../fields';
import { themeSwatches } from '../swatches';
import type { Panel } from '../types';

export const panel: Panel<DividerBlock> = ({ block, store, set, i18n, t }) => {
  const swatches = themeSwatches(store.doc.canvas, i18n);
  return html`<section>
      <h3>${t('editor.divider.title')}</h3>
      <div class="row">
        ${forProp(
          'props.thickness',
          numberField(
            t('editor.divider.thickness'),
            block.props.thickness,
            (v) => v !== null && set({ thickness: v }, 'th'),
            {
              min: 1,
              max: 20,
            },
          ),
        )}
        ${forProp(
          'props.width',
          numberField(t('editor.divider.width'), block.props.width, (v) => v !== null && set({ width: v }, 'w'), {
            min: 10,
            max: 100,
          }),
        )}
      </div>
      ${forProp(
        'props.color',
        colorField(i18n, t('editor.divider.color'), block.props.color, (v) => v && set({ color: v }, 'c'), {
          swatches,
        }),
      )}
      ${forProp(
        'props.lineStyle',
        selectField(
          t('editor.divider.style'),
          block.props.lineStyle,
          [
            ['solid', t('editor.style.solid')],
            ['dashed', t('editor.style.dashed')],
            ['dotted', t('editor.style.dotted')],
          ] as const,
          (lineStyle) => set({ lineStyle }, 'ls'),
        ),
      )}
    </section>`;
};
