import '../../i18n/en/block-panels-entry';
import { html } from 'lit';
import type { MenuBlock } from '../../../core/blocks/menu/schema';
import { icon } from '../../shared/icons';
import { forProp, linkField, removeButton, textField } from '../fields';
import type { Panel } from '../types';

export const panel: Panel<MenuBlock> = ({ block, set, i18n, t }) =>
  html`<section>
      <h3>${t('editor.links.title')}</h3>
      ${forProp(
        'props.links',
        html`${block.props.links.map(
          (link, i) => html`<div class="item">
          ${textField(t('editor.links.label', { n: i + 1 }), link.label, (label) => label.trim() && set({ links: block.props.links.map((l, j) => (j === i ? { ...l, label } : l)) }, `l${i}`), { max: 100 })}
          ${linkField(i18n, t('editor.links.link', { n: i + 1 }), link.href, (href) => href && set({ links: block.props.links.map((l, j) => (j === i ? { ...l, href } : l)) }, `h${i}`))}
          ${removeButton(t('editor.links.remove', { n: i + 1 }), () => set({ links: block.props.links.filter((_, j) => j !== i) }, `r${i}`))}
        </div>`,
        )}
      <button class="btn" ?disabled=${block.props.links.length >= 12} @click=${() => set({ links: [...block.props.links, { label: t('editor.links.newLabel'), href: 'https://example.com' }] }, 'add')}>
        ${icon('plus')}${t('editor.links.add')}
      </button>`,
      )}
      ${forProp(
        'props.separator',
        textField(t('editor.menu.separator'), block.props.separator, (separator) => set({ separator }, 'sep'), {
          max: 5,
        }),
      )}
    </section>`;
