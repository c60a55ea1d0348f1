// The document's own colours, offered first by every block colour field: the theme's primary and
// on-primary, the text and link colours, the content and backdrop. One click uses one.
import { themeOf } from '../../core/document/canvas';
import type { EmailDocument } from '../../core/document/schema';
import type { I18n } from '../i18n/i18n';
import type { MessageKey } from '../i18n/keys';

export interface Swatch {
  /** The colour's name in the theme section ("Primary colour"). */
  name: string;
  color: string;
}

/** The document's theme colours, each once (the first name a colour has wins). */
export function themeSwatches(canvas: EmailDocument['canvas'], i18n: I18n): Swatch[] {
  const theme = themeOf(canvas);
  const named: Array<[MessageKey, string]> = [
    ['editor.theme.primary', theme.primaryColor],
    ['editor.theme.onPrimary', theme.onPrimaryColor],
    ['editor.theme.text', canvas.textColor],
    ['editor.theme.link', canvas.linkColor],
    ['editor.theme.content', canvas.contentColor],
    ['editor.theme.backdrop', canvas.backdropColor],
  ];
  const seen = new Set<string>();
  const swatches: Swatch[] = [];
  for (const [key, color] of named) {
    const hex = color.toLowerCase();
    if (seen.has(hex)) continue;
    seen.add(hex);
    swatches.push({ name: i18n.t(key), color: hex });
  }
  return swatches;
}
