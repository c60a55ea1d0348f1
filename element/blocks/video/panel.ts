import '../../i18n/en/block-panels-entry';
import { html } from 'lit';
import type { VideoBlock } from '../../../core/blocks/video/schema';
import { forProp, linkField, textField } from '../fields';
import type { Panel } from '../types';

export const panel: Panel<VideoBlock> = ({ block, set, i18n, t }) =>
  html`<section>
      <h3>${t('block.video.label')}</h3>
      ${forProp(
        'props.href',
        linkField(i18n, t('editor.video.link'), block.props.href, (href) => href && set({ href }, 'href')),
      )}
      ${forProp(
        'props.thumbnailSrc',
        linkField(
          i18n,
          t('editor.video.thumbnail'),
          block.props.thumbnailSrc,
          (thumbnailSrc) => thumbnailSrc && set({ thumbnailSrc }, 'thumb'),
        ),
      )}
      ${forProp(
        'props.alt',
        textField(t('editor.video.alt'), block.props.alt, (alt) => set({ alt }, 'alt')),
      )}
    </section>`;
