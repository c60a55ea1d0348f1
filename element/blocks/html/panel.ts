import { html } from 'lit';
import type { HtmlBlock } from '../../../core/blocks/html/schema';
import type { Panel } from '../types';
import { forProp, textField } from '../../inspector/fields';

export const panel: Panel<HtmlBlock> = ({ block, set }) =>
  html`<section>
      <h3>Custom HTML</h3>
      ${forProp(
        'props.html',
        textField('HTML', block.props.html, (v) => set({ html: v }, 'html'), { multiline: true }),
      )}
      <p class="hint">Rendered as written. Test it in the preview.</p>
    </section>`;
