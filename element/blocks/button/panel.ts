import '../../i18n/en/block-panels-entry';
import { html } from 'lit';
import type { ButtonBlock } from '../../../core/blocks/button/schema';
import { checkField, colorField, forProp, linkField, numberField, textField } from '../fields';
import { themeSwatches } from '../swatches';
import type { Panel } from '../types';

export const panel: Panel<ButtonBlock> = ({ block, store, set, i18n, t }) => {
  const swatches = themeSwatches(store.doc.canvas, i18n);
  return html`<section>
      <h3>${t('block.button.label')}</h3>
      ${forProp(
        'props.label',
        textField(t('editor.button.label'), block.props.label, (label) => label.trim() && set({ label }, 'label'), {
          max: 200,
        }),
      )}
      ${forProp(
        'props.href',
        linkField(i18n, t('editor.button.link'), block.props.href, (href) => href && set({ href }, 'href')),
      )}
      <div class="row">
        ${forProp(
          'props.buttonColor',
          colorField(
            i18n,
            t('editor.button.color'),
            block.props.buttonColor,
            (v) => v && set({ buttonColor: v }, 'bc'),
            { swatches },
          ),
        )}
        ${forProp(
          'props.textColor',
          colorField(
            i18n,
            t('editor.button.labelColor'),
            block.props.textColor,
            (v) => v && set({ textColor: v }, 'tc'),
            { swatches },
          ),
        )}
      </div>
      ${forProp(
        'props.radius',
        numberField(t('editor.button.radius'), block.props.radius, (v) => v !== null && set({ radius: v }, 'radius'), {
          min: 0,
          max: 50,
        }),
      )}
      ${forProp(
        'props.fullWidth',
        checkField(t('editor.button.fullWidth'), block.props.fullWidth, (fullWidth) => set({ fullWidth }, 'full')),
      )}
    </section>`;
};
