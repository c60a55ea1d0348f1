// An email as sent (HTML) to a document. parse5 builds the tree as a browser would (MSO
// conditional comments stay comments, so Outlook-only markup drops out and its fallback stays).
import { parse, parseFragment } from 'parse5';
import type { Canvas } from '../../document/canvas';
import type { Block } from '../../document/schema';
import { escapeAttr } from '../../render/escape';
import type { Builder } from '../build';
import { checkMarkup } from '../limits';
import type { Mapped } from '../types';
import { readCanvas } from './canvas';
import { type Element, findAll, summarize, textOf } from './dom';
import { HtmlWalker } from './walk';

function hasMso(source: string): boolean {
  return /<!--\[if[^\]]*mso/i.test(source);
}

export function importHtml(source: string, b: Builder): Mapped {
  checkMarkup(source);
  const doc = parse(source);
  const body = findAll(doc, (el) => el.tagName === 'body', 1)[0] as Element;
  const { canvas, preheader, container, subject } = readCanvas(doc, body);
  if (hasMso(source)) b.warn('mso_left_out');
  if (canvas.webFont) b.warn('web_font', { family: canvas.webFont.family });
  const walker = new HtmlWalker(b, summarize(body), canvas, preheader, doc.mode === 'quirks', container);
  const blocks: Block[] = walker.walk(body);
  return { canvas, metadata: subject ? { subject } : {}, blocks };
}

/**
 * The blocks of an HTML fragment (an MJML text, a JSON design's text module) inside a wrapper
 * carrying the component's look as inline CSS. The whole source was bounds-checked already.
 */
export function importFragment(html: string, css: string, b: Builder, canvas: Canvas): Block[] {
  const fragment = parseFragment(`<div style="${escapeAttr(css)}">${html}</div>`);
  // Walked as a container: markup that closes the wrapper early leaves siblings, which count too.
  return new HtmlWalker(b, summarize(fragment), canvas, null).walk(fragment as unknown as Element);
}

/** The visible text of an HTML snippet (a button label, a title), whitespace collapsed. */
export function plainText(html: string): string {
  return textOf(parseFragment(html)).replace(/\s+/g, ' ').trim();
}
