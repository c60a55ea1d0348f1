/// <reference types="vite/client" />
// The rich-text model in Chromium's DOM: reading, writing, commands and pasted HTML.
import { describe, expect, test } from 'vitest';
import { sanitizeTextHtml } from '../../core/render/sanitize';
import googleDocs from './__fixtures__/google-docs.html?raw';
import webPage from './__fixtures__/web-page.html?raw';
import word from './__fixtures__/word.html?raw';
import { clearFormatting, setColor, setLink, toggleList, toggleMark } from './commands';
import { insertFragment } from './insert';
import type { Doc } from './model';
import { htmlBlocks } from './paste';
import { readDom } from './read';
import { select, selectionIn } from './selection';
import { writeHtml } from './write';

function dom(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

const read = (html: string): Doc => readDom(dom(html)).doc;

describe('rich-text model', () => {
  test('the allow-list round-trips unchanged, and what it writes the sanitiser keeps as is', () => {
    const samples = [
      '<p>Hi <strong>bold <em>both</em></strong> <u>u</u> <s>s</s> x<sup>2</sup> H<sub>2</sub>O</p>',
      '<p><a href="https://x.test" target="_blank" rel="noopener">new <strong>tab</strong></a> and <a href="{{unsubscribe_url}}">out</a></p>',
      '<p><span style="color:#dc2626;background-color:#fef08a">hot</span> line<br>two</p><ul><li>a</li><li>b</li></ul><ol><li>c</li></ol>',
      '<p><br></p><p>after an empty line&nbsp;&amp; &lt;tag&gt;</p>',
    ];
    for (const html of samples) {
      expect(writeHtml(read(html))).toBe(html);
      expect(sanitizeTextHtml(html)).toBe(html);
    }
  });

  test('foreign markup in the editable (the browser’s own) comes back as the allow-list', () => {
    expect(writeHtml(read('<div>one</div><div><b>two</b><font color="red">three</font></div>'))).toBe(
      '<p>one</p><p><strong>two</strong>three</p>',
    );
    expect(writeHtml(read('<p style="margin:0">a<br></p><p>b<br><br></p>'))).toBe('<p>a</p><p>b<br><br></p>');
  });

  test('selections map to offsets and back across blocks, line breaks and empty blocks', () => {
    const root = dom('<p>ab<strong>cd</strong></p><p><br></p><ul><li>e<br>f</li></ul>');
    const { positions } = readDom(root);
    for (const sel of [
      { start: 0, end: 0 },
      { start: 1, end: 3 },
      { start: 4, end: 4 },
      { start: 5, end: 5 },
      { start: 6, end: 9 },
    ]) {
      root.focus();
      select(root, sel);
      expect(selectionIn(root, positions)).toEqual(sel);
    }
  });

  test('commands: marks toggle on a selection, a caret takes its word, lists and links', () => {
    const doc = read('<p>one two three</p><p>four</p>');
    const bold = toggleMark(doc, { start: 4, end: 7 }, 'b').doc;
    expect(writeHtml(bold)).toBe('<p>one <strong>two</strong> three</p><p>four</p>');
    expect(writeHtml(toggleMark(bold, { start: 5, end: 5 }, 'b').doc)).toBe('<p>one two three</p><p>four</p>');
    expect(
      writeHtml(toggleMark(toggleMark(doc, { start: 0, end: 3 }, 'sup').doc, { start: 0, end: 3 }, 'sub').doc),
    ).toBe('<p><sub>one</sub> two three</p><p>four</p>');
    expect(writeHtml(toggleList(doc, { start: 2, end: 16 }, 'ol').doc)).toBe(
      '<ol><li>one two three</li><li>four</li></ol>',
    );
    const linked = setLink(doc, { start: 8, end: 13 }, 'https://x.test', true).doc;
    expect(writeHtml(linked)).toBe(
      '<p>one two <a href="https://x.test" target="_blank" rel="noopener">three</a></p><p>four</p>',
    );
    // A caret inside the link edits and removes the whole link.
    expect(writeHtml(setLink(linked, { start: 10, end: 10 }, 'https://y.test', false).doc)).toBe(
      '<p>one two <a href="https://y.test">three</a></p><p>four</p>',
    );
    expect(writeHtml(setLink(linked, { start: 10, end: 10 }, null, false).doc)).toBe('<p>one two three</p><p>four</p>');
    const styled = setColor(
      setColor(toggleMark(doc, { start: 0, end: 7 }, 'u').doc, { start: 0, end: 7 }, 'color', '#dc2626').doc,
      { start: 0, end: 3 },
      'bg',
      '#fef08a',
    ).doc;
    expect(writeHtml(styled)).toBe(
      '<p><span style="color:#dc2626;background-color:#fef08a"><u>one</u></span><span style="color:#dc2626"><u> two</u></span> three</p><p>four</p>',
    );
    expect(writeHtml(clearFormatting(styled, { start: 0, end: 18 }).doc)).toBe('<p>one two three</p><p>four</p>');
  });

  test('a pasted fragment splits the block it lands in', () => {
    const doc = read('<p>one two</p>');
    const pasted = insertFragment(doc, { start: 4, end: 4 }, htmlBlocks('<p>A</p><ul><li>B</li></ul>'));
    expect(writeHtml(pasted.doc)).toBe('<p>one A</p><ul><li>Btwo</li></ul>');
    expect(pasted.sel).toEqual({ start: 7, end: 7 });
  });
});

describe('paste keeps bold, italic, links, paragraphs and lists, and drops the rest', () => {
  test('Google Docs', () => {
    expect(writeHtml(htmlBlocks(googleDocs))).toBe(
      '<p>Spring launch: <strong>save 20%</strong> on <em>every plan</em>. Read the ' +
        '<a href="https://example.com/pricing?utm_source=docs&amp;utm_medium=email">pricing page</a> today.</p>' +
        '<p><br></p><ul><li>Unlimited templates</li><li><strong>Priority</strong> support</li></ul>' +
        '<ol><li>Pick a plan</li><li>Enter the code at checkout</li></ol><p>Questions? Reply to this email.</p>',
    );
  });

  test('Word', () => {
    expect(writeHtml(htmlBlocks(word))).toBe(
      '<p>Dear {{first_name}}, this is our <strong>quarterly update</strong> with <em>new features</em></p>' +
        '<p>See the <a href="https://example.com/changelog">full changelog</a> online.</p><p>&nbsp;</p>' +
        '<ul><li>Faster <strong>exports</strong></li><li>Dark mode</li></ul><p>&nbsp;</p>' +
        '<ol><li>Update the app</li><li>Sign in again</li></ol>',
    );
  });

  test('a web page', () => {
    expect(writeHtml(htmlBlocks(webPage))).toBe(
      '<p>Release notes</p><p>We <strong>rebuilt</strong> the <em>editor</em> and the docs; see ' +
        '<a href="https://example.com/blog">the blog</a>.</p><p>Cell A</p><p>Cell B</p>' +
        '<ul><li>Faster</li><li><strong>Safer</strong></li></ul>',
    );
  });
});
