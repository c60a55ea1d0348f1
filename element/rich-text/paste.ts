// Pasted HTML (Google Docs, Word, web pages) and plain text, as model blocks to insert. Only
// bold, italic, links, paragraphs, line breaks and lists survive; everything else (fonts,
// colours, sizes, images, tables' layout, Word's list markers) is dropped.
import type { Doc } from './model';
import { readDom } from './read';

/** The clipboard's content as blocks, or null when it holds no text (files are someone else's job). */
export function clipboardBlocks(data: DataTransfer | null): Doc | null {
  if (!data) return null;
  const html = data.getData('text/html');
  if (html.trim()) return htmlBlocks(html);
  const text = data.getData('text/plain');
  return text ? textBlocks(text) : null;
}

/** Parses pasted HTML in an inert document (no scripts run, no images load) and reads it. */
export function htmlBlocks(html: string): Doc {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return readDom(parsed.body, { paste: true }).doc;
}

/** Plain text: each line a paragraph. */
export function textBlocks(text: string): Doc {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => ({ list: null, runs: line ? [{ text: line, marks: {} }] : [] }));
}
