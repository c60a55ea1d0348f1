import { html } from 'lit';
import { SOCIAL_LABELS } from '../../../core/blocks/social/render';
import { SOCIAL_NETWORKS, type SocialBlock, type SocialNetwork } from '../../../core/blocks/social/schema';
import type { Panel } from '../types';
import { forProp, linkField, numberField, removeButton, selectField } from '../../inspector/fields';
import { icon } from '../../shared/icons';

export const panel: Panel<SocialBlock> = ({ block, set }) =>
  html`<section>
      <h3>Links</h3>
      ${forProp(
        'props.links',
        html`${block.props.links.map(
          (link, i) => html`<div class="item">
          ${selectField(
            `Network ${i + 1}`,
            link.network,
            // The brands' own spellings (LinkedIn, GitHub, YouTube), as in the rendered alt text.
            SOCIAL_NETWORKS.map((n) => [n, SOCIAL_LABELS[n]] as const),
            (network) =>
              set({ links: block.props.links.map((l, j) => (j === i ? { ...l, network: network as SocialNetwork } : l)) }, `n${i}`),
          )}
          ${linkField(`Link ${i + 1}`, link.href, (href) => href && set({ links: block.props.links.map((l, j) => (j === i ? { ...l, href } : l)) }, `h${i}`))}
          ${removeButton(`Remove link ${i + 1}`, () => set({ links: block.props.links.filter((_, j) => j !== i) }, `r${i}`))}
        </div>`,
        )}
      <button class="btn" ?disabled=${block.props.links.length >= 12} @click=${() => set({ links: [...block.props.links, { network: 'website', href: 'https://example.com' }] }, 'add')}>
        ${icon('plus')}Add link
      </button>`,
      )}
      <div class="row">
        ${forProp(
          'props.iconSize',
          numberField('Icon size', block.props.iconSize, (v) => v !== null && set({ iconSize: v }, 'is'), { min: 16, max: 64 }),
        )}
        ${forProp(
          'props.iconStyle',
          selectField(
            'Icon style',
            block.props.iconStyle,
            [
              ['color', 'Colour'],
              ['dark', 'Dark'],
              ['light', 'Light'],
            ] as const,
            (iconStyle) => set({ iconStyle }, 'ist'),
          ),
        )}
      </div>
    </section>`;
