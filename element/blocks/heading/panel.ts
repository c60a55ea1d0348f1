import { html } from 'lit';
import type { HeadingBlock } from '../../../core/blocks/heading/schema';
import type { Panel } from '../types';
import { forProp, selectField, textField } from '../../inspector/fields';

export const panel: Panel<HeadingBlock> = ({ block, set }) =>
  html`<section>
      <h3>Content</h3>
      ${forProp(
        'props.text',
        textField('Heading text', block.props.text, (text) => set({ text }, 'text')),
      )}
      ${forProp(
        'props.level',
        selectField(
          'Level',
          block.props.level,
          [
            [1, 'Heading 1'],
            [2, 'Heading 2'],
            [3, 'Heading 3'],
          ] as const,
          (level) => set({ level }, 'level'),
        ),
      )}
      <p class="hint">Double-click the heading on the canvas to edit it in place.</p>
    </section>`;
