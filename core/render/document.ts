// The HTML skeleton around the blocks: head (Outlook settings, resets, media queries), preheader,
// backdrop and the centred container with its Outlook ghost table.
import { FONT_STACKS } from '../document/fonts';
import type { Canvas, EmailDocument } from '../document/schema';
import type { RenderContext } from './context';
import { DARK_BACKDROP, DARK_CONTENT, darkCss } from './dark';
import { escapeAttr, escapeHtml, safeUrl } from './escape';

const RESET =
  '#outlook a{padding:0}body{margin:0;padding:0;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%}' +
  'table,td{border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt}' +
  'img{border:0;height:auto;line-height:100%;outline:none;text-decoration:none;-ms-interpolation-mode:bicubic}p{display:block;margin:0}';
/** Apple's data detectors; in its own style element because some clients drop a whole block they cannot parse. */
const APPLE =
  'a[x-apple-data-detectors]{color:inherit!important;text-decoration:none!important;font-size:inherit!important;' +
  'font-family:inherit!important;font-weight:inherit!important;line-height:inherit!important}';
const OUTLOOK_SETTINGS =
  '<!--[if mso]><xml><o:OfficeDocumentSettings><o:AllowPNG/><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml><![endif]-->';
/** After the preheader, so clients do not pull body text into the inbox preview line. */
const PREHEADER_FILLER = '&#847;&zwnj;&nbsp;'.repeat(80);

/**
 * Outlook for Windows does not skip a web font it cannot load: it falls back to Times New Roman.
 * It alone reads this rule, which puts the web-safe stack first. Without a web font the inline
 * stacks are web-safe already (and the rule would only override blocks' own fonts): no rule.
 */
function outlookFontFallback(canvas: Canvas, inlineStack: string): string {
  const stack =
    (Object.hasOwn(FONT_STACKS, canvas.fontFamily) && FONT_STACKS[canvas.fontFamily]) || FONT_STACKS.helvetica;
  if (inlineStack === stack) return '';
  return `<!--[if mso]><style>body,table,td,th,p,a,span,li,h1,h2,h3,center{font-family:${stack}!important}</style><![endif]-->\n`;
}

export function subjectOf(doc: EmailDocument): string {
  const subject = doc.metadata.subject;
  return typeof subject === 'string' ? subject : '';
}

/**
 * Every block sits in one container cell of the canvas width, so a single Outlook ghost table
 * (fixed px width, since Outlook ignores max-width) around the container does what a ghost table
 * per section does in MJML, for a fraction of the markup.
 */
export function renderDocumentShell(doc: EmailDocument, ctx: RenderContext, body: string): string {
  const { canvas } = ctx;
  const width = canvas.width;
  const subject = escapeHtml(subjectOf(doc));
  const lang = escapeAttr(canvas.lang);
  const dir = canvas.dir === 'rtl' ? 'rtl' : 'ltr';
  const fontHref = safeUrl(canvas.webFont?.href);
  const webFont = fontHref
    ? `<!--[if !mso]><!--><link href="${escapeAttr(fontHref)}" rel="stylesheet" type="text/css"><!--<![endif]-->\n`
    : '';
  const media = ctx.css.toString();
  const dark = ctx.dark ? darkCss(ctx.dark, ctx.css.darkImages, ctx.css.darkTags) : '';
  const bg = ctx.dark ? ` class="${DARK_BACKDROP}"` : '';
  const preheader = canvas.preheader
    ? `<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all">` +
      `${escapeHtml(canvas.preheader)}${PREHEADER_FILLER}</div>\n`
    : '';
  return (
    `<!doctype html>\n<html lang="${lang}" dir="${dir}" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" ` +
    `xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">\n<head>\n<meta charset="utf-8">\n` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">\n` +
    `<!--[if !mso]><!--><meta http-equiv="X-UA-Compatible" content="IE=edge"><!--<![endif]-->\n` +
    `<meta name="x-apple-disable-message-reformatting">\n` +
    `<meta name="format-detection" content="telephone=no,address=no,email=no,date=no,url=no">\n` +
    `<meta name="color-scheme" content="light dark">\n<meta name="supported-color-schemes" content="light dark">\n` +
    `<title>${subject}</title>\n${OUTLOOK_SETTINGS}\n${outlookFontFallback(canvas, ctx.fontStack)}${webFont}` +
    `<style>${RESET}</style>\n<style>${APPLE}</style>\n${media ? `<style>${media}</style>\n` : ''}${dark ? `<style>${dark}</style>\n` : ''}</head>\n` +
    `<body${bg} style="margin:0;padding:0;background-color:${canvas.backdropColor}">\n` +
    `<div role="article" aria-roledescription="email"${subject ? ` aria-label="${subject}"` : ''} lang="${lang}" dir="${dir}"` +
    `${bg} style="background-color:${canvas.backdropColor}">\n${preheader}` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"${bg} style="background-color:${canvas.backdropColor}">` +
    `<tr><td align="center" style="padding:${canvas.spacing ?? 16}px 0">\n` +
    `<!--[if mso | IE]><table role="presentation" align="center" width="${width}" cellpadding="0" cellspacing="0" border="0" ` +
    `style="width:${width}px"><tr><td><![endif]-->\n` +
    `<table role="presentation" align="center" width="100%" cellpadding="0" cellspacing="0" border="0"${ctx.dark ? ` class="${DARK_CONTENT}"` : ''} ` +
    `style="max-width:${width}px;background-color:${canvas.contentColor}"><tr><td dir="${dir}"${dir === 'rtl' ? ' style="text-align:right"' : ''}>\n` +
    `${body}</td></tr></table>\n<!--[if mso | IE]></td></tr></table><![endif]-->\n</td></tr></table>\n</div>\n</body>\n</html>\n`
  );
}
