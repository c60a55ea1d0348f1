// Plain text in and out of the host's model. A text block's HTML goes out as paragraphs of plain
// text; what comes back is always taken as plain text (a model may answer in HTML: its markup is
// dropped, never rendered) and becomes paragraphs again, escaped by the browser's serializer.

/** Elements that start a new paragraph; a list item starts a new line. */
const PARAGRAPHS = 'p,div,ul,ol,h1,h2,h3,h4,h5,h6,blockquote,table,tr,pre';

/** Tags or entities: a reply that has them is read as HTML, for its text. */
const MARKUP = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>|&(?:[a-z]+|#\d+|#x[\da-f]+);/i;

export const hasMarkup = (text: string): boolean => MARKUP.test(text);

/**
 * The text of an HTML fragment, paragraphs separated by a blank line. Parsed in an inert document
 * (DOMParser runs no script and loads nothing); every step is one pass over the nodes, no recursion.
 */
export function textOf(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const hidden of body.querySelectorAll('script,style,template,noscript')) hidden.remove();
  const walker = body.ownerDocument.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    node.nodeValue = (node.nodeValue ?? '').replace(/\s+/g, ' ');
  for (const br of body.querySelectorAll('br')) br.replaceWith('\n');
  for (const item of body.querySelectorAll('li')) item.before('\n');
  for (const block of body.querySelectorAll(PARAGRAPHS)) {
    block.before('\n\n');
    block.after('\n\n');
  }
  return normalize(body.textContent ?? '');
}

/** Trims each line and keeps at most one blank line between paragraphs. */
export function normalize(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]*\n[^\S\n]*/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** One line (headings, labels, subject): line breaks become spaces. */
export const oneLine = (text: string): string => text.replace(/\s*\n\s*/g, ' ').trim();

/** Paragraphs (`<p>`, a single line break as `<br>`), for a text block; the serializer escapes the text. */
export function htmlOf(text: string): string {
  const box = document.createElement('div');
  for (const paragraph of normalize(text).split('\n\n')) {
    if (!paragraph) continue;
    const p = document.createElement('p');
    paragraph.split('\n').forEach((line, index) => {
      if (index > 0) p.append(document.createElement('br'));
      p.append(line);
    });
    box.append(p);
  }
  return box.innerHTML;
}

/** Subject line suggestions, one per line: list markers, numbering and quotes around each are dropped. */
export function linesOf(text: string, max = 10): string[] {
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s*(?:[-*•–]|\d{1,2}[.)])\s*/, '')
        .replace(/^["“”'‘’«»]+|["“”'‘’«»]+$/g, '')
        .trim(),
    )
    .filter(Boolean)
    .slice(0, max);
}
