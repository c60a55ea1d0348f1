// The Mobile tab's overrides (the phone media query). Loads with the inspector's lazy sections
// (./lazy-sections.ts): the Desktop tab shows first, so editing a block does not wait for it.
import { html, nothing, type TemplateResult } from 'lit';
import type { BlockStyle } from '../../core/document/fields';
import type { Block } from '../../core/document/schema';
import { checkField, forProp, numberField, paddingField, segmentedField } from '../blocks/fields';
import { hasStyle } from '../blocks/registry';
import type { StyleControl } from '../blocks/types';
import type { I18n } from '../i18n/i18n';
import type { EditorStore } from '../state/store';
import { alignChoices } from './style-options';
import { compact, setHidden } from './style-section';

/** The Mobile tab: overrides that apply on screens up to 479 px (font size, padding, alignment) and hiding. */
export function mobileSection(store: EditorStore, block: Block, i18n: I18n): TemplateResult {
  const t = (key: Parameters<I18n['t']>[0]) => i18n.t(key);
  const mobile = block.mobile ?? {};
  const setMobile = (patch: Partial<BlockStyle>, key: string) =>
    store.update(
      block.id,
      (b) => {
        const next = { ...b, mobile: compact({ ...b.mobile, ...patch }) } as Block;
        if (Object.keys(next.mobile ?? {}).length === 0) delete next.mobile;
        return next;
      },
      { coalesce: `${block.id}:mobile:${key}` },
    );
  const has = (control: StyleControl) => hasStyle(block.type, control);
  const hidden = block.hidden?.mobile ?? false;
  return html`<section>
    <h3>${t('editor.mobile.title')}</h3>
    <p class="hint">${t('editor.mobile.hint')}</p>
    ${
      has('fontSize')
        ? forProp(
            'mobile.fontSize',
            numberField(
              t('editor.mobile.fontSize'),
              mobile.fontSize,
              (v) => setMobile({ fontSize: v ?? undefined }, 'fs'),
              {
                min: 8,
                max: 96,
                nullable: true,
                placeholder:
                  block.style.fontSize === undefined ? t('editor.style.auto') : i18n.number(block.style.fontSize),
              },
            ),
          )
        : nothing
    }
    ${forProp(
      'mobile.padding',
      html`${paddingField(i18n, t('editor.mobile.padding'), mobile.padding ?? block.style.padding, (padding) => setMobile({ padding }, 'pad'))}
      ${mobile.padding ? html`<button class="btn ghost" @click=${() => setMobile({ padding: undefined }, 'pad-reset')}>${t('editor.mobile.usePadding')}</button>` : nothing}`,
    )}
    ${
      has('textAlign')
        ? forProp(
            'mobile.textAlign',
            html`${segmentedField(t('editor.mobile.alignment'), mobile.textAlign, alignChoices(i18n), (textAlign) => setMobile({ textAlign }, 'align'))}
            ${mobile.textAlign ? html`<button class="btn ghost" @click=${() => setMobile({ textAlign: undefined }, 'align-reset')}>${t('editor.mobile.useAlignment')}</button>` : nothing}`,
          )
        : nothing
    }
    ${forProp(
      'hidden.mobile',
      checkField(t('editor.inspector.hideMobile'), hidden, (value) => setHidden(store, block, 'mobile', value)),
    )}
  </section>`;
}
