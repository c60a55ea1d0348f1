// The document theme in the email settings: brand colours, heading and body fonts, button style,
// and "Apply theme to all blocks" (one undo step).
import { html, type TemplateResult } from 'lit';
import { type Theme, themeOf } from '../../core/document/canvas';
import type { FontId } from '../../core/document/fonts';
import type { EmailDocument } from '../../core/document/schema';
import { checkField, colorField, numberField, selectField } from '../blocks/fields';
import type { I18n } from '../i18n/i18n';
import type { EditorStore } from '../state/store';
import { FONT_CHOICES } from './style-options';
import { applyTheme, lookOf } from './theme';

export function themeSection(store: EditorStore, doc: EmailDocument, i18n: I18n): TemplateResult {
  const t = (key: Parameters<I18n['t']>[0]) => i18n.t(key);
  const canvas = doc.canvas;
  const theme = themeOf(canvas);
  const setCanvas = (patch: Partial<EmailDocument['canvas']>, key: string) =>
    store.setCanvas(patch, { coalesce: `canvas:${key}` });
  const setTheme = (patch: Partial<Theme>, key: string) => setCanvas({ theme: { ...theme, ...patch } }, `theme:${key}`);
  return html`<section>
    <h3>${t('editor.theme.title')}</h3>
    <div class="row">
      ${colorField(i18n, t('editor.theme.primary'), theme.primaryColor, (v) => v && setTheme({ primaryColor: v }, 'primary'))}
      ${colorField(i18n, t('editor.theme.onPrimary'), theme.onPrimaryColor, (v) => v && setTheme({ onPrimaryColor: v }, 'on'))}
    </div>
    <div class="row">
      ${colorField(i18n, t('editor.theme.text'), canvas.textColor, (v) => v && setCanvas({ textColor: v }, 'text'))}
      ${colorField(i18n, t('editor.theme.link'), canvas.linkColor, (v) => v && setCanvas({ linkColor: v }, 'link'))}
    </div>
    <div class="row">
      ${colorField(i18n, t('editor.theme.content'), canvas.contentColor, (v) => v && setCanvas({ contentColor: v }, 'content'))}
      ${colorField(i18n, t('editor.theme.backdrop'), canvas.backdropColor, (v) => v && setCanvas({ backdropColor: v }, 'backdrop'))}
    </div>
    <div class="row">
      ${selectField(t('editor.theme.bodyFont'), canvas.fontFamily, FONT_CHOICES, (fontFamily: FontId) => setCanvas({ fontFamily }, 'font'))}
      ${selectField<FontId | ''>(t('editor.theme.headingFont'), theme.headingFont ?? '', [['', t('editor.theme.bodyFont')], ...FONT_CHOICES], (f) => setTheme({ headingFont: f === '' ? null : f }, 'hf'))}
    </div>
    <div class="row">
      ${numberField(t('editor.theme.buttonRadius'), theme.buttonRadius, (v) => v !== null && setTheme({ buttonRadius: v }, 'radius'), { min: 0, max: 50 })}
    </div>
    ${checkField(t('editor.theme.fullWidthButtons'), theme.buttonFullWidth, (v) => setTheme({ buttonFullWidth: v }, 'full'))}
    <p class="hint">${t('editor.theme.hint')}</p>
    <button class="btn" @click=${() => applyToAll(store)}>${t('editor.theme.apply')}</button>
  </section>`;
}

/** Restyles what came from the theme the blocks were styled with; from now on they are styled with this one. */
function applyToAll(store: EditorStore): void {
  store.edit(applyTheme(store.doc, lookOf(store.styledCanvas)));
  store.styledCanvas = store.doc.canvas;
}
