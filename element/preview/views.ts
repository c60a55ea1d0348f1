// What each preview view does to the exported HTML. Only the preview goes through this: the
// export is always the renderer's output as it is.

import type { MessageKey } from '../i18n/keys';

export type PreviewView = 'desktop' | 'mobile' | 'dark-apple' | 'dark-gmail' | 'text';

/** Each view and the message key of its button. */
export const VIEWS: ReadonlyArray<readonly [PreviewView, MessageKey]> = [
  ['desktop', 'dialogs.preview.desktop'],
  ['mobile', 'dialogs.preview.mobile'],
  ['dark-apple', 'dialogs.preview.darkApple'],
  ['dark-gmail', 'dialogs.preview.darkGmail'],
  ['text', 'dialogs.preview.plainText'],
];

/** Frame widths: a desktop client shows the email at 600 px or more, a phone at 375 px. */
export const FRAME_WIDTH: Record<Exclude<PreviewView, 'text'>, number> = {
  desktop: 720,
  mobile: 375,
  'dark-apple': 720,
  'dark-gmail': 720,
};

/** Apple Mail applies the email's own `prefers-color-scheme: dark` rules: switch them on. */
function appleMailDark(html: string): string {
  const forced = html.replace(/@media\s*\(\s*prefers-color-scheme\s*:\s*dark\s*\)/g, '@media all');
  return withHeadStyle(forced, ':root{color-scheme:dark}');
}

/**
 * The Gmail apps ignore the email's dark rules and invert its colours themselves; inverting
 * everything but the pictures (then turning hues back) is the usual approximation of that.
 */
function gmailDark(html: string): string {
  return withHeadStyle(
    html,
    'html{filter:invert(1) hue-rotate(180deg);background:#fff}img{filter:invert(1) hue-rotate(180deg)}',
  );
}

function withHeadStyle(html: string, css: string): string {
  const style = `<style data-eb-preview>${css}</style>`;
  return html.includes('</head>') ? html.replace('</head>', `${style}</head>`) : style + html;
}

/** The HTML a view shows in its frame. */
export function viewHtml(html: string, view: PreviewView): string {
  if (view === 'dark-apple') return appleMailDark(html);
  if (view === 'dark-gmail') return gmailDark(html);
  return html;
}
