import { html } from 'lit';
import type { VideoBlock } from '../../../core/blocks/video/schema';
import type { Panel } from '../types';
import { forProp, linkField, textField } from '../../inspector/fields';

export const panel: Panel<VideoBlock> = ({ block, set }) =>
  html`<section>
      <h3>Video</h3>
      ${forProp(
        'props.href',
        linkField('Video link', block.props.href, (href) => href && set({ href }, 'href')),
      )}
      ${forProp(
        'props.thumbnailSrc',
        linkField('Thumbnail URL', block.props.thumbnailSrc, (thumbnailSrc) => thumbnailSrc && set({ thumbnailSrc }, 'thumb')),
      )}
      ${forProp(
        'props.alt',
        textField('Alt text', block.props.alt, (alt) => set({ alt }, 'alt')),
      )}
    </section>`;
