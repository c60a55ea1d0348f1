// What real recipients would hit (an audit against MJML and Cerberus): each test fails on the
// renderer before its fix.

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { sizesModule } from '../../scripts/assets/sizes';
import type { EmailDocument } from '../document/schema';
import { emptyDocument, validateDocument } from '../document/validate';
import { resolveAssetUrls, STARTERS } from '../starters/index';
import { renderHtml, renderText } from './index';
import { allAttributes, attr, byTag, type Element, parseDocument, textContent } from './test-dom';

const ASSETS = 'https://cdn.example.com/assets';

function docWith(blocks: unknown[], canvas: Record<string, unknown> = {}): EmailDocument {
  const result = validateDocument({ canvas, metadata: { subject: 's' }, blocks });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

function msoOnly(html: string): string {
  return [...html.matchAll(/<!--\[if mso(?: \| IE)?\]>([\s\S]*?)<!\[endif\]-->/g)].map((m) => m[1]).join('');
}

describe('alt text with images off', () => {
  test('every img carries its own font size, line height and colour, also inside columns (font-size:0 cells)', () => {
    const doc = docWith([
      { id: 'i', type: 'image', props: { src: 'https://x.test/a.png', alt: 'Hero' } },
      {
        id: 'v',
        type: 'video',
        props: { href: 'https://x.test/v', thumbnailSrc: 'https://x.test/t.png', alt: 'Watch' },
      },
      { id: 's', type: 'social', props: { links: [{ network: 'github', href: 'https://github.com/x' }] } },
      {
        id: 'c',
        type: 'columns',
        props: {
          columns: [
            { ratio: 1, blocks: [{ id: 'ci', type: 'image', props: { src: 'https://x.test/b.png', alt: 'Left' } }] },
            { ratio: 1, blocks: [] },
          ],
        },
      },
    ]);
    const html = renderHtml(doc, { assetBaseUrl: ASSETS });
    const imgs = byTag(parseDocument(html), 'img');
    expect(imgs.length).toBeGreaterThanOrEqual(4);
    for (const img of imgs) expect(attr(img, 'style')).toMatch(/font-size:14px;line-height:20px;color:#1f2937/);
    // Outlook's fallback images (inside conditional comments) too.
    for (const img of msoOnly(html).match(/<img [^>]*>/g) ?? []) expect(img).toContain('font-size:14px');
  });
});

describe('image height', () => {
  test('shipped images get a height attribute in their ratio, so the box keeps its space with images off', () => {
    const doc = docWith([
      { id: 'hero', type: 'image', props: { src: `${ASSETS}/placeholder/image.png`, alt: 'x' } },
      { id: 'logo', type: 'image', props: { src: `${ASSETS}/starters/lumen-logo.png`, alt: 'Lumen', width: 180 } },
      { id: 'ext', type: 'image', props: { src: 'https://x.test/unknown.png', alt: 'y', width: 200 } },
    ]);
    const imgs = byTag(parseDocument(renderHtml(doc, { assetBaseUrl: ASSETS })), 'img');
    // placeholder 600×300 at the 600 px canvas; the logo 360×96 shown 180 wide; an outside image has no known ratio.
    expect(imgs.map((img) => [attr(img, 'width'), attr(img, 'height')])).toEqual([
      ['600', '300'],
      ['180', '48'],
      ['200', undefined],
    ]);
  });

  test('the size table matches the shipped PNGs (regenerate with scripts/assets/sizes.ts)', () => {
    expect(readFileSync(new URL('./asset-sizes.ts', import.meta.url), 'utf8')).toBe(sizesModule());
  });
});

describe('Outlook VML buttons', () => {
  test('CJK labels count each wide glyph as a whole em, so the fixed-size roundrect does not clip them', () => {
    const label = '今すぐ購入する';
    const doc = docWith([
      { id: 'b', type: 'button', props: { label, href: 'https://x.test' }, style: { fontSize: 16 } },
    ]);
    const width = Number(/v:roundrect[^>]*width:(\d+)px/.exec(renderHtml(doc))?.[1]);
    // 7 glyphs of 16 px each (bold is wider still) plus 24 px padding on both sides.
    expect(width).toBeGreaterThanOrEqual(7 * 16 + 48);
  });
});

describe('plain text', () => {
  test('a label column beside a value column stays paired, one "label: value" per line', () => {
    const receipt = STARTERS.find((s) => s.name.toLowerCase().includes('receipt'));
    const text = renderText(resolveAssetUrls(receipt?.document as EmailDocument, ASSETS));
    expect(text).toContain('Subtotal: $94.00\nShipping: Free\nTax: $7.52\nTotal: $101.52');
  });
});

describe('Outlook fonts', () => {
  test('Outlook gets the web-safe stack first, so a web font it cannot load never falls back to Times', () => {
    const doc = docWith([{ id: 't', type: 'text', props: { html: 'x' } }], {
      fontFamily: 'georgia',
      webFont: { family: 'Lora', href: 'https://fonts.test/lora.css' },
    });
    expect(msoOnly(renderHtml(doc))).toContain('font-family:Georgia, Times, serif!important');
  });

  test('without a web font Outlook keeps each block its own font (no rule forces the canvas stack)', () => {
    const doc = docWith([{ id: 'h', type: 'heading', props: { text: 'Hi' }, style: { fontFamily: 'courier' } }], {
      fontFamily: 'georgia',
    });
    const html = renderHtml(doc);
    expect(msoOnly(html)).not.toContain('!important');
    expect(html).toContain("font-family:'Courier New', Courier, monospace");
  });
});

describe('Outlook VML namespaces', () => {
  test('every VML and Word prefix a button uses is declared on <html>, where Word-made HTML declares them', () => {
    const html = renderHtml(docWith([{ id: 'b', type: 'button', props: { label: 'Go', href: 'https://x.test' } }]));
    const root = /<html [^>]*>/.exec(html)?.[0] ?? '';
    const prefixes = new Set([...msoOnly(html).matchAll(/<\/?([a-z]+):[a-z]+/gi)].map((m) => m[1]));
    expect([...prefixes].sort()).toEqual(['o', 'v', 'w']);
    for (const prefix of prefixes) expect(root).toMatch(new RegExp(`xmlns:${prefix}="urn:schemas-microsoft-com:`));
  });
});

describe('defence in depth: enum and number props from unvalidated documents', () => {
  test('level, textAlign, lineStyle, spacer height, mobile.textAlign, iconSize and border.style go through an allow-list', () => {
    const payload = '1"><script>alert(1)</script><i x="';
    const css = 'solid;}</style><script>alert(2)</script><style>';
    const style = { textAlign: payload, border: { width: 2, style: css, color: '#000000' } };
    const mobile = {
      textAlign: `left}</style><script>alert(3)</script>`,
      border: { width: 1, style: css, color: '#000000' },
    };
    const doc = {
      ...emptyDocument(),
      blocks: [
        { id: 'h', type: 'heading', props: { text: 'H', level: payload }, style, mobile },
        { id: 'd', type: 'divider', props: { thickness: 1, color: '#000000', lineStyle: css, width: 100 }, style },
        { id: 's', type: 'spacer', props: { height: payload }, style },
        {
          id: 'so',
          type: 'social',
          props: { links: [{ network: 'x', href: 'https://x.test' }], iconSize: payload, iconStyle: payload },
          style,
        },
        {
          id: 'b',
          type: 'button',
          props: {
            label: 'Go',
            href: 'https://x.test',
            buttonColor: '#000000',
            textColor: '#ffffff',
            radius: 4,
            fullWidth: false,
          },
          style,
        },
        { id: 'i', type: 'image', props: { src: 'https://x.test/a.png', alt: '', width: null, href: null }, style },
      ],
    } as unknown as EmailDocument;
    const html = renderHtml(doc);
    const tree = parseDocument(html);
    expect(byTag(tree, 'script')).toEqual([]);
    expect(byTag(tree, 'i')).toEqual([]);
    for (const { value } of allAttributes(tree)) expect(value).not.toMatch(/script|<|>/);
    expect(byTag(tree, 'style').map(textContent).join('')).not.toMatch(/script|<\/style/);
    expect(byTag(tree, 'h2').map((h) => textContent(h))).toEqual(['H']);
    const spacer = byTag(tree, 'td').find((td) => attr(td, 'height') !== undefined) as Element;
    expect(attr(spacer, 'height')).toBe('24');
  });
});
