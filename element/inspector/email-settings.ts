// The inspector with nothing selected: the whole email's settings (inbox texts, width, theme,
// web font, language and direction).
import { html, type TemplateResult } from 'lit';
import type { EmailDocument } from '../../core/document/schema';
import { numberField, selectField, textField, upgradeHint } from '../blocks/fields';
import type { I18n } from '../i18n/i18n';
import { unknownTagsWarning } from '../merge-tags/warning';
import { icon } from '../shared/icons';
import type { EditorStore } from '../state/store';
import { themeSection } from './theme-section';

/** Popular web fonts offered on `customFonts` plans; any other family can be typed with its stylesheet. */
const WEB_FONTS = ['Inter', 'Roboto', 'Open Sans', 'Lato', 'Montserrat', 'Poppins', 'Merriweather', 'Playfair Display'];
const googleFont = (family: string) =>
  `https://fonts.googleapis.com/css2?family=${family.replaceAll(' ', '+')}:wght@400;700&display=swap`;

export function emailSettings(
  store: EditorStore,
  doc: EmailDocument,
  i18n: I18n,
  customFonts: boolean,
): TemplateResult {
  const t = (key: Parameters<I18n['t']>[0]) => i18n.t(key);
  const canvas = doc.canvas;
  const set = (patch: Partial<EmailDocument['canvas']>, key: string) =>
    store.setCanvas(patch, { coalesce: `canvas:${key}` });
  const subject = typeof doc.metadata.subject === 'string' ? doc.metadata.subject : '';
  return html`<header>${icon('file')}<h2>${t('editor.email.title')}</h2><eb-assist></eb-assist></header>
    <section>
      <h3>${t('editor.email.inbox')}</h3>
      ${textField(t('editor.email.subject'), subject, (v) => store.setMetadata('subject', v), { max: 1000, mergeTags: i18n })}
      ${textField(t('editor.email.preheader'), canvas.preheader, (preheader) => set({ preheader }, 'pre'), {
        max: 250,
        placeholder: t('editor.email.preheaderPlaceholder'),
        mergeTags: i18n,
      })}
      ${unknownTagsWarning([doc.metadata, canvas.preheader], store.mergeTags, i18n)}
    </section>
    <section>
      <h3>${t('editor.email.layout')}</h3>
      ${numberField(t('editor.email.width'), canvas.width, (width) => width !== null && set({ width }, 'width'), { min: 320, max: 900 })}
    </section>
    ${themeSection(store, doc, i18n)} ${webFontSection(store, canvas, i18n, customFonts)}
    <section>
      <h3>${t('editor.email.language')}</h3>
      <div class="row">
        ${textField(t('editor.email.language'), canvas.lang, (lang) => /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(lang) && set({ lang }, 'lang'), { max: 35 })}
        ${selectField(
          t('editor.email.direction'),
          canvas.dir,
          [
            ['ltr', t('editor.email.ltr')],
            ['rtl', t('editor.email.rtl')],
          ] as const,
          (dir) => set({ dir }, 'dir'),
        )}
      </div>
    </section>`;
}

function webFontSection(
  store: EditorStore,
  canvas: EmailDocument['canvas'],
  i18n: I18n,
  customFonts: boolean,
): TemplateResult {
  const t = (key: Parameters<I18n['t']>[0]) => i18n.t(key);
  const setFont = (family: string, href: string) => setWebFont(store, family, href);
  return html`<section>
    <h3>${t('editor.email.webFont')}</h3>
    ${
      customFonts
        ? html`${selectField(
            t('editor.email.customFont'),
            canvas.webFont?.family ?? '',
            [['', t('editor.email.noWebFont')], ...WEB_FONTS.map((f) => [f, f] as const)],
            (family) => setFont(family, family && googleFont(family)),
          )}
          ${textField(
            t('editor.email.webFontFamily'),
            canvas.webFont?.family ?? '',
            (family) => setFont(family, canvas.webFont?.href ?? ''),
            {
              max: 80,
              placeholder: t('editor.email.webFontFamilyPlaceholder'),
            },
          )}
          ${textField(
            t('editor.email.webFontHref'),
            canvas.webFont?.href ?? '',
            (href) => setFont(canvas.webFont?.family ?? '', href),
            {
              placeholder: 'https://fonts.googleapis.com/css2?family=Inter',
            },
          )}`
        : html`<div class="field">
            <span class="label">${t('editor.email.customFont')}</span>
            <select class="input" aria-label=${t('editor.email.customFont')} disabled><option>${t('editor.email.notInPlan')}</option></select>
            ${upgradeHint(t('editor.email.fontsUpgrade'))}
          </div>`
    }
  </section>`;
}

/** A family and its https stylesheet, both valid, or both empty to go back to web-safe fonts only. */
function setWebFont(store: EditorStore, family: string, href: string): void {
  const f = family.trim();
  const h = href.trim();
  if (!f && !h) {
    store.setCanvas({ webFont: null }, { coalesce: 'canvas:font' });
    return;
  }
  if (/^[A-Za-z0-9 -]{1,80}$/.test(f) && /^https:\/\/\S{1,492}$/.test(h))
    store.setCanvas({ webFont: { family: f, href: h } }, { coalesce: 'canvas:font' });
}
