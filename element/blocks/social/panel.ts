import '../../i18n/en/block-panels-entry';
import { html } from 'lit';
import { SOCIAL_LABELS } from '../../../core/blocks/social/render';
import { SOCIAL_NETWORKS, type SocialBlock, type SocialNetwork } from '../../../core/blocks/social/schema';
import { icon } from '../../shared/icons';
import { forProp, linkField, numberField, removeButton, selectField } from '../fields';
import type { Panel } from '../types';

export const panel: Panel<SocialBlock> = ({ block, set, i18n, t }) =>
  html`<section>
      <h3>${t('editor.links.title')}</h3>
      ${forProp(
        'props.links',
        html`${block.props.links.map(
          (link, i) => html`<div class="item">
          ${selectField(
            t('editor.links.network', { n: i + 1 }),
            link.network,
            // The brands' own spellings (LinkedIn, GitHub, YouTube), as in the rendered alt text; the generic ones translate.
            SOCIAL_NETWORKS.map(
              (n) => [n, n === 'website' || n === 'email' ? t(`editor.social.${n}`) : SOCIAL_LABELS[n]] as const,
            ),
            (network) =>
              set(
                { links: block.props.links.map((l, j) => (j === i ? { ...l, network: network as SocialNetwork } : l)) },
                `n${i}`,
              ),
          )}
          ${linkField(i18n, t('editor.links.link', { n: i + 1 }), link.href, (href) => href && set({ links: block.props.links.map((l, j) => (j === i ? { ...l, href } : l)) }, `h${i}`))}
          ${removeButton(t('editor.links.remove', { n: i + 1 }), () => set({ links: block.props.links.filter((_, j) => j !== i) }, `r${i}`))}
        </div>`,
        )}
      <button class="btn" ?disabled=${block.props.links.length >= 12} @click=${() => set({ links: [...block.props.links, { network: 'website', href: 'https://example.com' }] }, 'add')}>
        ${icon('plus')}${t('editor.links.add')}
      </button>`,
      )}
      <div class="row">
        ${forProp(
          'props.iconSize',
          numberField(
            t('editor.social.iconSize'),
            block.props.iconSize,
            (v) => v !== null && set({ iconSize: v }, 'is'),
            {
              min: 16,
              max: 64,
            },
          ),
        )}
        ${forProp(
          'props.iconStyle',
          selectField(
            t('editor.social.iconStyle'),
            block.props.iconStyle,
            [
              ['color', t('editor.social.color')],
              ['dark', t('editor.social.dark')],
              ['light', t('editor.social.light')],
            ] as const,
            (iconStyle) => set({ iconStyle }, 'ist'),
          ),
        )}
      </div>
    </section>`;
