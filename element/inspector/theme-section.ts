// The document theme in the email settings: brand colours, heading and body fonts, button style,
// and "Apply theme to all blocks" (one undo step).
import { html, type TemplateResult } from 'lit';
import { type Theme, themeOf } from '../../core/document/canvas';
import type { FontId } from '../../core/document/fonts';
import type { EmailDocument } from '../../core/document/schema';
import type { EditorStore } from '../state/store';
import { checkField, colorField, numberField, selectField } from './fields';
import { FONT_CHOICES } from './style-section';
import { applyTheme } from './theme';

export function themeSection(store: EditorStore, doc: EmailDocument): TemplateResult {
  const canvas = doc.canvas;
  const theme = themeOf(canvas);
  const setCanvas = (patch: Partial<EmailDocument['canvas']>, key: string) => store.setCanvas(patch, { coalesce: `canvas:${key}` });
  const setTheme = (patch: Partial<Theme>, key: string) => setCanvas({ theme: { ...theme, ...patch } }, `theme:${key}`);
  return html`<section>
    <h3>Theme</h3>
    <div class="row">
      ${colorField('Primary colour', theme.primaryColor, (v) => v && setTheme({ primaryColor: v }, 'primary'))}
      ${colorField('On primary', theme.onPrimaryColor, (v) => v && setTheme({ onPrimaryColor: v }, 'on'))}
    </div>
    <div class="row">
      ${colorField('Text colour', canvas.textColor, (v) => v && setCanvas({ textColor: v }, 'text'))}
      ${colorField('Link colour', canvas.linkColor, (v) => v && setCanvas({ linkColor: v }, 'link'))}
    </div>
    <div class="row">
      ${colorField('Content background', canvas.contentColor, (v) => v && setCanvas({ contentColor: v }, 'content'))}
      ${colorField('Backdrop', canvas.backdropColor, (v) => v && setCanvas({ backdropColor: v }, 'backdrop'))}
    </div>
    <div class="row">
      ${selectField('Body font', canvas.fontFamily, FONT_CHOICES, (fontFamily: FontId) => setCanvas({ fontFamily }, 'font'))}
      ${selectField<FontId | ''>('Heading font', theme.headingFont ?? '', [['', 'Body font'], ...FONT_CHOICES], (f) => setTheme({ headingFont: f === '' ? null : f }, 'hf'))}
    </div>
    <div class="row">
      ${numberField('Button corner radius', theme.buttonRadius, (v) => v !== null && setTheme({ buttonRadius: v }, 'radius'), { min: 0, max: 50 })}
    </div>
    ${checkField('Full-width buttons', theme.buttonFullWidth, (v) => setTheme({ buttonFullWidth: v }, 'full'))}
    <p class="hint">New blocks take the theme. Apply it to restyle the blocks already in this email (Undo restores them).</p>
    <button class="btn" @click=${() => store.edit(applyTheme(store.doc))}>Apply theme to all blocks</button>
  </section>`;
}
