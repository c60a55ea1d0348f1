import { html } from 'lit';
import type { TextBlock } from '../../../core/blocks/text/schema';
import type { Panel } from '../types';
import { forProp, textField } from '../../inspector/fields';

export const panel: Panel<TextBlock> = ({ block, set }) =>
  html`<section>
      <h3>Content</h3>
      ${forProp(
        'props.html',
        textField('Text (HTML)', block.props.html, (v) => set({ html: v }, 'html'), { multiline: true, max: 20_000 }),
      )}
      <p class="hint">Double-click the text on the canvas to edit it with bold, italic, links and merge tags.</p>
    </section>`;
