// Dark mode: rules derived from the canvas for Apple Mail (prefers-color-scheme) and Outlook
// (data-ogsc / data-ogsb), and a dark-mode image variant swapped by the same rules.
import { describe, expect, test } from 'vitest';
import { contrastRatio } from '../checks/color';
import type { EmailDocument } from '../document/schema';
import { validateDocument } from '../document/validate';
import { darkPalette } from './dark';
import { renderHtml } from './index';
import { attr, byTag, type Element, findAll, parseDocument, textContent } from './test-dom';

function docWith(blocks: unknown[], canvas: Record<string, unknown> = {}): EmailDocument {
  const result = validateDocument({ canvas, metadata: { subject: 's' }, blocks });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

const headCss = (html: string) => byTag(parseDocument(html), 'style').map(textContent).join('');
const classes = (el: Element) => (attr(el, 'class') ?? '').split(' ');

describe('dark mode', () => {
  const canvas = { backdropColor: '#f3e6d3', contentColor: '#fffaf3', textColor: '#3b2418', linkColor: '#9a5b2e' };

  test('the palette comes from the canvas: dark surfaces of its hues, text and links legible on them', () => {
    const palette = darkPalette(docWith([], canvas).canvas);
    expect(palette).not.toBeNull();
    const p = palette as NonNullable<typeof palette>;
    expect(contrastRatio(p.content, '#000000')).toBeLessThan(2);
    expect(contrastRatio(p.text, p.content)).toBeGreaterThanOrEqual(7);
    expect(contrastRatio(p.link, p.content)).toBeGreaterThanOrEqual(4.5);
    // A design that is dark already needs nothing.
    expect(darkPalette(docWith([], { contentColor: '#0b1026', textColor: '#ffffff' }).canvas)).toBeNull();
  });

  test('prefers-color-scheme and Outlook attribute rules recolour backdrop, content and canvas-coloured text', () => {
    const html = renderHtml(
      docWith(
        [
          { id: 't', type: 'text', props: { html: '<p>Body <a href="https://x.test">link</a></p>' } },
          { id: 'panel', type: 'text', props: { html: 'On its own panel' }, style: { backgroundColor: '#f7ecdc' } },
        ],
        canvas,
      ),
    );
    const css = headCss(html);
    const palette = darkPalette(docWith([], canvas).canvas) as NonNullable<ReturnType<typeof darkPalette>>;
    expect(css).toContain(`@media (prefers-color-scheme:dark){.eb-bg{background-color:${palette.backdrop}!important}`);
    expect(css).toContain(`[data-ogsb] .eb-ct{background-color:${palette.content}!important}`);
    expect(css).toContain(`[data-ogsc] .eb-tx a{color:${palette.link}!important}`);
    const tree = parseDocument(html);
    const cells = findAll(tree, (el) => el.tagName === 'td' && classes(el).includes('eb-tx'));
    expect(cells.map((td) => textContent(td))).toEqual(['Body link']);
    expect(findAll(tree, (el) => classes(el).includes('eb-ct'))).toHaveLength(1);
  });

  test('the text rules name exactly the elements that carry a colour of their own: the heading level used, coloured spans', () => {
    const plain = headCss(renderHtml(docWith([{ id: 't', type: 'text', props: { html: '<p>Body</p>' } }], canvas)));
    expect(plain).toContain('@media (prefers-color-scheme:dark){.eb-bg{');
    expect(plain).toContain('.eb-ct{background-color:');
    expect(plain).toMatch(/\}\.eb-tx\{color:#[0-9a-f]{6}!important\}/);
    const rich = renderHtml(
      docWith(
        [
          { id: 'h', type: 'heading', props: { text: 'Title', level: 3 } },
          { id: 't', type: 'text', props: { html: '<p>Body <span style="color:#dc2626">red</span></p>' } },
        ],
        canvas,
      ),
    );
    const css = headCss(rich);
    expect(css).toMatch(/\.eb-tx,\.eb-tx h3,\.eb-tx span\{color:[^}]+\}/);
    expect(css).toContain('[data-ogsc] .eb-tx,[data-ogsc] .eb-tx h3,[data-ogsc] .eb-tx span{color:');
    // The elements named are exactly those styled with a colour inside dark-mode text cells.
    const tree = parseDocument(rich);
    const coloured = findAll(tree, (el) => el.tagName === 'td' && classes(el).includes('eb-tx'))
      .flatMap((td) =>
        findAll(td, (el) => el !== td && el.tagName !== 'a' && /(^|;)color:/.test(attr(el, 'style') ?? '')),
      )
      .map((el) => el.tagName);
    expect([...new Set(coloured)].sort()).toEqual(['h3', 'span']);
  });

  test('text in a coloured columns row keeps its colours (the row stays light)', () => {
    const html = renderHtml(
      docWith(
        [
          {
            id: 'row',
            type: 'columns',
            style: { backgroundColor: '#f7ecdc' },
            props: {
              columns: [
                { ratio: 1, blocks: [{ id: 'c', type: 'text', props: { html: 'in row' } }] },
                { ratio: 1, blocks: [] },
              ],
            },
          },
        ],
        canvas,
      ),
    );
    expect(findAll(parseDocument(html), (el) => classes(el).includes('eb-tx'))).toEqual([]);
  });

  test('darkSrc: a hidden dark variant, swapped in by the dark rules, never shown to Outlook for Windows', () => {
    const html = renderHtml(
      docWith([
        {
          id: 'logo',
          type: 'image',
          props: { src: 'https://x.test/logo.png', darkSrc: 'https://x.test/logo-dark.png', alt: 'Acme' },
        },
      ]),
    );
    const imgs = byTag(parseDocument(html), 'img');
    expect(imgs.map((img) => [attr(img, 'src'), attr(img, 'alt')])).toEqual([
      ['https://x.test/logo.png', 'Acme'],
      ['https://x.test/logo-dark.png', 'Acme'],
    ]);
    expect(classes(imgs[0] as Element)).toContain('eb-li');
    const wrapper = (imgs[1] as Element).parentNode as Element;
    expect(attr(wrapper, 'style')).toContain('display:none');
    expect(attr(wrapper, 'style')).toContain('mso-hide:all');
    expect(html).toMatch(/<!--\[if !mso\]><!--><div class="eb-dk"/);
    expect(headCss(html)).toContain(
      '.eb-li{display:none!important}.eb-dk{display:block!important;max-height:none!important}',
    );
    // Without darkSrc there is no swap rule.
    expect(
      headCss(renderHtml(docWith([{ id: 'i', type: 'image', props: { src: 'https://x.test/a.png', alt: 'a' } }]))),
    ).not.toContain('eb-dk');
  });
});
