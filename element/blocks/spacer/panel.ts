import '../../i18n/en/block-panels-entry';
import { html } from 'lit';
import type { SpacerBlock } from '../../../core/blocks/spacer/schema';
import { forProp, numberField } from '../fields';
import type { Panel } from '../types';

export const panel: Panel<SpacerBlock> = ({ block, set, t }) =>
  html`<section>
      <h3>${t('block.spacer.label')}</h3>
      ${forProp(
        'props.height',
        numberField(t('editor.spacer.height'), block.props.height, (v) => v !== null && set({ height: v }, 'h'), {
          min: 1,
          max: 400,
        }),
      )}
    </section>`;
