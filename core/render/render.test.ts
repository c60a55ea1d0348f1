import { describe, expect, test } from 'vitest';
import { BLOCKS } from '../blocks/registry';
import type { Block, EmailDocument } from '../document/schema';
import { emptyDocument, validateDocument } from '../document/validate';
import { renderBlockHtml, renderHtml, renderText } from './index';
import { attr, byTag, type Element, findAll, parseDocument, parseHtmlFragment, textContent } from './test-dom';
import { RICH_DOCUMENT_INPUT, richDocument } from './test-fixtures';

const ASSETS = 'https://cdn.example.com/assets';

/** A valid document holding the given blocks (validated, so defaults are filled in). */
function docWith(
  blocks: unknown[],
  canvas: Record<string, unknown> = {},
  metadata: Record<string, unknown> = {},
): EmailDocument {
  const result = validateDocument({ canvas, metadata, blocks });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

function render(blocks: unknown[], canvas?: Record<string, unknown>) {
  const doc = docWith(blocks, canvas);
  const html = renderHtml(doc, { assetBaseUrl: ASSETS });
  return { doc, html, tree: parseDocument(html) };
}

/** The markup Outlook sees inside `<!--[if mso]>…<![endif]-->` comments. */
function msoOnly(html: string): string {
  return [...html.matchAll(/<!--\[if mso(?: \| IE)?\]>([\s\S]*?)<!\[endif\]-->/g)].map((m) => m[1]).join('');
}

function styleOf(el: Element): string {
  return attr(el, 'style') ?? '';
}

describe('document skeleton', () => {
  const doc = docWith(
    [BLOCKS.text.create('t', 'https://example.com/assets')],
    { preheader: 'Preview line', lang: 'pt-BR' },
    { subject: 'Hello & welcome' },
  );
  const html = renderHtml(doc);
  const tree = parseDocument(html);

  test('doctype, lang/dir and the VML/Office namespaces', () => {
    expect(html.startsWith('<!doctype html>\n<html lang="pt-BR" dir="ltr"')).toBe(true);
    expect(html).toContain('xmlns:v="urn:schemas-microsoft-com:vml"');
    expect(html).toContain('xmlns:o="urn:schemas-microsoft-com:office:office"');
  });

  test('head: viewport, X-UA-Compatible outside Outlook, Office settings, colour scheme, Apple reformatting', () => {
    const metas = byTag(tree, 'meta');
    const named = (name: string) => metas.find((m) => attr(m, 'name') === name);
    expect(attr(named('viewport') as Element, 'content')).toBe('width=device-width,initial-scale=1');
    expect(attr(named('color-scheme') as Element, 'content')).toBe('light dark');
    expect(attr(named('supported-color-schemes') as Element, 'content')).toBe('light dark');
    expect(named('x-apple-disable-message-reformatting')).toBeDefined();
    expect(html).toContain('<!--[if !mso]><!--><meta http-equiv="X-UA-Compatible" content="IE=edge"><!--<![endif]-->');
    expect(msoOnly(html)).toContain(
      '<o:OfficeDocumentSettings><o:AllowPNG/><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings>',
    );
    expect(textContent(byTag(tree, 'title')[0] as Element)).toBe('Hello & welcome');
  });

  test('reset CSS', () => {
    const css = byTag(tree, 'style').map(textContent).join('');
    for (const rule of [
      '#outlook a{padding:0}',
      'mso-table-lspace:0pt',
      '-ms-interpolation-mode:bicubic',
      'a[x-apple-data-detectors]',
    ]) {
      expect(css).toContain(rule);
    }
  });

  test('preheader is the first thing in the body, hidden, with filler', () => {
    const article = findAll(tree, (el) => attr(el, 'role') === 'article')[0] as Element;
    const first = article.childNodes.find((n) => 'tagName' in n) as Element;
    expect(first.tagName).toBe('div');
    expect(styleOf(first)).toMatch(/display:none.*max-height:0.*opacity:0.*mso-hide:all/);
    expect(textContent(first).startsWith('Preview line\u034f\u200c\u00a0')).toBe(true);
  });

  test('no preheader div without a preheader', () => {
    expect(renderHtml(emptyDocument())).not.toContain('mso-hide:all">');
  });

  test('backdrop table and a centred container of the canvas width with an Outlook ghost table', () => {
    const tables = byTag(tree, 'table');
    expect(tables.every((t) => attr(t, 'role') === 'presentation')).toBe(true);
    expect(styleOf(tables[0] as Element)).toContain('background-color:#f3f4f6');
    const container = tables.find((t) => styleOf(t).includes('max-width:600px')) as Element;
    expect(attr(container, 'align')).toBe('center');
    expect(attr(container, 'width')).toBe('100%');
    expect(styleOf(container)).toContain('background-color:#ffffff');
    expect(msoOnly(html)).toContain(
      '<table role="presentation" align="center" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px">',
    );
  });

  test('rtl documents and a custom width', () => {
    const rtl = renderHtml(
      docWith([BLOCKS.text.create('t', 'https://example.com/assets')], { dir: 'rtl', lang: 'ar', width: 480 }),
    );
    expect(rtl).toContain('<html lang="ar" dir="rtl"');
    expect(rtl).toContain('max-width:480px');
    expect(msoOnly(rtl)).toContain('width="480"');
  });

  test('a web font is linked only outside Outlook and always has a fallback stack', () => {
    const withFont = renderHtml(
      docWith([BLOCKS.text.create('t', 'https://example.com/assets')], {
        fontFamily: 'georgia',
        webFont: { family: 'Merriweather', href: 'https://fonts.example/merri.css' },
      }),
    );
    expect(withFont).toContain(
      '<!--[if !mso]><!--><link href="https://fonts.example/merri.css" rel="stylesheet" type="text/css"><!--<![endif]-->',
    );
    expect(withFont).toContain("font-family:'Merriweather', Georgia, Times, serif");
    expect(renderHtml(docWith([BLOCKS.text.create('t', 'https://example.com/assets')]))).not.toContain('<link');
  });
});

describe('block renderers', () => {
  test('heading: a real h1–h3 with margins reset and the text styles inline', () => {
    for (const level of [1, 2, 3] as const) {
      const { tree } = render([
        { id: 'h', type: 'heading', props: { text: 'Big news', level }, style: { textAlign: 'center' } },
      ]);
      const [h] = byTag(tree, `h${level}`);
      expect(h && textContent(h)).toBe('Big news');
      expect(styleOf(h as Element)).toMatch(
        /^margin:0;font-family:[^;]+sans-serif;font-size:\d+px;line-height:\d+px;mso-line-height-rule:exactly;color:#1f2937;font-weight:bold;text-align:center;$/,
      );
    }
  });

  test('heading: line breaks in the text become <br>', () => {
    const { tree } = render([{ id: 'h', type: 'heading', props: { text: 'One\nTwo' } }]);
    expect(byTag(byTag(tree, 'h1')[0] as Element, 'br')).toHaveLength(1);
  });

  test('text: sanitised subset with paragraph spacing, list indents and coloured links', () => {
    const { tree } = render([
      {
        id: 't',
        type: 'text',
        props: { html: '<p>One</p><p>Two <a href="https://x.test">link</a></p><ul><li>a</li></ul>' },
        style: { fontSize: 15, lineHeight: 1.6 },
      },
    ]);
    const cell = byTag(tree, 'p')[0]?.parentNode as Element;
    expect(styleOf(cell)).toContain('font-size:15px;line-height:24px;mso-line-height-rule:exactly;color:#1f2937');
    const [p1, p2] = byTag(tree, 'p');
    expect(styleOf(p1 as Element)).toBe('margin:0');
    expect(styleOf(p2 as Element)).toBe('margin:15px 0 0');
    expect(styleOf(byTag(tree, 'ul')[0] as Element)).toBe('margin:15px 0 0;padding:0 0 0 24px');
    expect(styleOf(byTag(tree, 'a')[0] as Element)).toBe('color:#2563eb;text-decoration:underline');
  });

  test('text: what the rich-text toolbar adds exports as written (marks, highlight, lists, new-tab links)', () => {
    const html =
      '<p><u>u</u> <s>s</s> x<sup>2</sup> H<sub>2</sub>O <span style="color:#dc2626;background-color:#fef08a">hot</span> ' +
      '<a href="https://x.test" target="_blank" rel="noopener">new tab</a></p><ol><li>one</li><li><strong>two</strong></li></ol>';
    const { doc, tree } = render([{ id: 't', type: 'text', props: { html } }]);
    expect(byTag(tree, 'u').map(textContent)).toEqual(['u']);
    expect(byTag(tree, 's').map(textContent)).toEqual(['s']);
    expect(byTag(tree, 'sup').map(textContent)).toEqual(['2']);
    expect(byTag(tree, 'sub').map(textContent)).toEqual(['2']);
    const span = byTag(tree, 'span').find((el) => textContent(el) === 'hot') as Element;
    expect(styleOf(span)).toBe('color:#dc2626;background-color:#fef08a');
    const link = byTag(tree, 'a').find((el) => textContent(el) === 'new tab') as Element;
    expect([attr(link, 'href'), attr(link, 'target'), attr(link, 'rel')]).toEqual([
      'https://x.test',
      '_blank',
      'noopener',
    ]);
    expect(styleOf(link)).toBe('color:#2563eb;text-decoration:underline');
    expect(byTag(tree, 'li').map(textContent)).toEqual(['one', 'two']);
    expect(renderText(doc)).toBe('u s x2 H2O hot new tab (https://x.test)\n\n1. one\n2. two\n');
  });

  test('image: width attribute, display:block, max-width, height:auto, alt and link', () => {
    const { tree } = render([
      {
        id: 'i',
        type: 'image',
        props: { src: 'https://x.test/a.png', alt: 'A cat', width: 300, href: 'https://x.test/cat' },
        style: { padding: [0, 24, 0, 24], textAlign: 'right' },
      },
      {
        id: 'full',
        type: 'image',
        props: { src: 'https://x.test/b.png', alt: '' },
        style: { padding: [0, 10, 0, 10] },
      },
      { id: 'huge', type: 'image', props: { src: 'https://x.test/c.png', alt: 'c', width: 900 }, style: {} },
    ]);
    const [a, b, c] = byTag(tree, 'img') as [Element, Element, Element];
    expect(attr(a, 'width')).toBe('300');
    expect(attr(a, 'alt')).toBe('A cat');
    expect(styleOf(a)).toMatch(/display:block;width:100%;max-width:300px;height:auto;border:0/);
    expect(styleOf(a)).toContain('margin:0 0 0 auto');
    expect((a.parentNode as Element).tagName).toBe('a');
    expect(attr(a.parentNode as Element, 'href')).toBe('https://x.test/cat');
    expect(attr((a.parentNode as Element).parentNode as Element, 'align')).toBe('right');
    // No width: fills the content width inside the padding; too wide: clamped.
    expect(attr(b, 'width')).toBe('580');
    // Filling images keep filling a stacked column on phones; images with a set width keep it.
    expect(attr(b, 'class')).toBe('eb-fill');
    expect(attr(a, 'class')).toBeUndefined();
    expect(byTag(tree, 'style').map(textContent).join('')).toContain('.eb-fill{max-width:100%!important}');
    expect(attr(b, 'alt')).toBe('');
    expect(attr(c, 'width')).toBe('600');
  });

  test('button: padded link in a coloured cell, and a VML roundrect of fixed size for Outlook', () => {
    const { html, tree } = render([
      {
        id: 'b',
        type: 'button',
        props: {
          label: 'Buy now',
          href: 'https://x.test/buy',
          buttonColor: '#ff0000',
          textColor: '#000000',
          radius: 10,
        },
        style: { fontSize: 16 },
      },
    ]);
    const [a] = byTag(tree, 'a') as [Element];
    expect(textContent(a)).toBe('Buy now');
    expect(attr(a, 'href')).toBe('https://x.test/buy');
    expect(styleOf(a)).toMatch(
      /display:inline-block;padding:12px 24px;.*color:#000000;text-decoration:none;.*background-color:#ff0000;border-radius:10px/,
    );
    expect(styleOf(a.parentNode as Element)).toBe('background-color:#ff0000;border-radius:10px');
    const vml = msoOnly(html);
    const roundrect =
      /<v:roundrect [^>]*href="https:\/\/x\.test\/buy" style="height:(\d+)px;v-text-anchor:middle;width:(\d+)px" arcsize="(\d+)%" stroke="f" fillcolor="#ff0000">/.exec(
        vml,
      );
    expect(roundrect).not.toBeNull();
    const [, height, width] = roundrect as unknown as [string, string, string];
    expect(Number(height)).toBe(44);
    expect(Number(width)).toBeGreaterThan(90);
    expect(Number(width)).toBeLessThan(160);
    expect(vml).toContain('<w:anchorlock/><center style="color:#000000;');
    expect(vml).toContain('>Buy now</center></v:roundrect>');
  });

  test('button: full width fills the content width, in Outlook too', () => {
    const { html, tree } = render([
      {
        id: 'b',
        type: 'button',
        props: { label: 'Go', href: 'https://x.test', fullWidth: true },
        style: { padding: [0, 20, 0, 20] },
      },
    ]);
    const [a] = byTag(tree, 'a') as [Element];
    expect(styleOf(a)).toContain('display:block');
    // td → tr → tbody (inserted by the parser) → table
    const table = findAll(tree, (el) => el.tagName === 'table' && byTag(el, 'a').includes(a)).at(-1) as Element;
    expect(attr(table, 'width')).toBe('100%');
    expect(attr(table, 'role')).toBe('presentation');
    expect(msoOnly(html)).toContain('width:560px"');
  });

  test('divider: a bordered paragraph, and a fixed-width table for Outlook', () => {
    const { html, tree } = render([
      {
        id: 'd',
        type: 'divider',
        props: { thickness: 2, color: '#ff0000', lineStyle: 'dashed', width: 50 },
        style: { padding: [10, 50, 10, 50] },
      },
    ]);
    const [p] = byTag(tree, 'p') as [Element];
    expect(styleOf(p)).toBe('border-top:2px dashed #ff0000;font-size:1px;line-height:1px;margin:0 auto;width:50%');
    expect(msoOnly(html)).toContain('width="250" style="width:250px"><tr><td style="border-top:2px dashed #ff0000;');
  });

  test('spacer: a cell with height, line-height and font-size 0', () => {
    const { tree } = render([{ id: 's', type: 'spacer', props: { height: 40 } }]);
    const cell = findAll(tree, (el) => attr(el, 'height') === '40')[0] as Element;
    expect(styleOf(cell)).toBe('height:40px;line-height:40px;font-size:0;mso-line-height-rule:exactly;');
    expect(textContent(cell)).toBe('\u200a');
  });

  test('columns that stack: inline-block divs, desktop widths from the head, Outlook cells', () => {
    const { html, tree } = render([
      {
        id: 'c',
        type: 'columns',
        props: {
          gap: 20,
          columns: [
            { ratio: 2, blocks: [{ id: 'x', type: 'heading', props: { text: 'Left' } }] },
            { ratio: 1, blocks: [{ id: 'y', type: 'image', props: { src: 'https://x.test/y.png', alt: 'y' } }] },
          ],
        },
        style: { padding: [0, 0, 0, 0] },
      },
    ]);
    const divs = byTag(tree, 'div').filter((d) => styleOf(d).includes('inline-block'));
    expect(divs.map((d) => attr(d, 'class'))).toEqual(['c66-67', 'c33-33']);
    const fluid = 'display:inline-block;vertical-align:top;width:100%;max-width:100%;width:calc((480px - 100%) * 480);';
    expect(styleOf(divs[0] as Element)).toBe(`${fluid}min-width:66.67%`);
    expect(styleOf(divs[1] as Element)).toBe(`${fluid}min-width:33.33%`);
    const css = byTag(tree, 'style').map(textContent).join('');
    expect(css).toContain(
      '@media only screen and (min-width:480px){.c66-67{width:66.67%!important;max-width:66.67%}.c33-33{width:33.33%!important;max-width:33.33%}}',
    );
    expect(css).toContain('.eb-g{padding-left:0!important;padding-right:0!important}');
    // Stacked on a phone, each column takes the full width, and the gutter becomes space between them.
    expect(css).toContain('.c66-67{max-width:100%!important}.c33-33{max-width:100%!important}');
    const phoneCss = css.slice(css.indexOf('(max-width:479px)'));
    expect(phoneCss).toContain('.eb-v20{padding-top:20px!important}');
    const gutterCells = findAll(tree, (el) => (attr(el, 'class') ?? '').startsWith('eb-g')).map((el) =>
      attr(el, 'class'),
    );
    expect(gutterCells).toEqual(['eb-g', 'eb-g eb-v20']);
    // Children get the column's width minus the gutter.
    expect(attr(byTag(tree, 'img')[0] as Element, 'width')).toBe('190');
    const mso = msoOnly(html);
    expect(mso).toContain('<td width="400" valign="top" style="width:400px">');
    expect(mso).toContain('</td><td width="200" valign="top" style="width:200px">');
    expect(mso).toContain('</td></tr></table>');
  });

  test('columns in a right-to-left document put the gutters on the mirrored sides', () => {
    const { tree } = render(
      [
        {
          id: 'c',
          type: 'columns',
          props: { gap: 20, columns: [{ blocks: [] }, { blocks: [] }, { blocks: [] }] },
          style: { padding: [0, 0, 0, 0] },
        },
      ],
      { dir: 'rtl' },
    );
    const gutters = findAll(tree, (el) => (attr(el, 'class') ?? '').split(' ').includes('eb-g')).map(styleOf);
    expect(gutters).toEqual(['padding:0 0 0 10px;', 'padding:0 10px 0 10px;', 'padding:0 10px 0 0;']);
    expect(styleOf(findAll(tree, (el) => styleOf(el).startsWith('font-size:0'))[0] as Element)).toContain(
      'text-align:right',
    );
  });

  test('columns that do not stack: a plain table row', () => {
    const { tree, html } = render([
      {
        id: 'c',
        type: 'columns',
        props: {
          stackOnMobile: false,
          gap: 0,
          columns: [
            { blocks: [] },
            { blocks: [] },
            { blocks: [] },
            { blocks: [{ id: 'z', type: 'spacer', props: {} }] },
          ],
        },
        style: {},
      },
    ]);
    const cells = findAll(tree, (el) => el.tagName === 'td' && attr(el, 'valign') === 'top');
    expect(cells.map((c) => [attr(c, 'width'), styleOf(c)])).toEqual([
      ['150', 'width:25%;'],
      ['150', 'width:25%;'],
      ['150', 'width:25%;'],
      ['150', 'width:25%;'],
    ]);
    expect(html).not.toContain('inline-block');
    expect(html).not.toContain('@media only screen');
  });

  test('social: linked icons from the asset base, alt text naming the network', () => {
    const { tree } = render([
      {
        id: 's',
        type: 'social',
        props: {
          links: [
            { network: 'linkedin', href: 'https://linkedin.com/x' },
            { network: 'email', href: 'mailto:a@b.test' },
          ],
          iconSize: 24,
          iconStyle: 'light',
        },
      },
    ]);
    const imgs = byTag(tree, 'img');
    expect(imgs.map((i) => [attr(i, 'src'), attr(i, 'alt'), attr(i, 'width'), attr(i, 'height')])).toEqual([
      [`${ASSETS}/social/linkedin-light.png`, 'LinkedIn', '24', '24'],
      [`${ASSETS}/social/email-light.png`, 'Email', '24', '24'],
    ]);
    expect(imgs.map((i) => attr(i.parentNode as Element, 'href'))).toEqual([
      'https://linkedin.com/x',
      'mailto:a@b.test',
    ]);
  });

  test('html: sanitised inside the canvas font (unknown tags and classes dropped, text kept)', () => {
    const raw = '<div class="custom" style="color:#111"><marquee>as is</marquee></div>';
    const { html } = render([{ id: 'h', type: 'html', props: { html: raw } }]);
    expect(html).toContain('mso-line-height-rule:exactly;color:#1f2937;"><div style="color:#111">as is</div></td>');
  });

  test('menu: links with escaped separators', () => {
    const { tree } = render([
      {
        id: 'm',
        type: 'menu',
        props: {
          links: [
            { label: 'A', href: 'https://x.test/a' },
            { label: 'B', href: 'https://x.test/b' },
            { label: 'C', href: 'https://x.test/c' },
          ],
          separator: '<>',
        },
      },
    ]);
    const links = byTag(tree, 'a');
    expect(links.map((a) => [textContent(a), attr(a, 'href')])).toEqual([
      ['A', 'https://x.test/a'],
      ['B', 'https://x.test/b'],
      ['C', 'https://x.test/c'],
    ]);
    expect(textContent(links[0]?.parentNode as Element)).toBe(
      'A\u00a0\u00a0<>\u00a0\u00a0B\u00a0\u00a0<>\u00a0\u00a0C',
    );
  });

  test('video: thumbnail background with a centred play badge, linked; Outlook gets the linked thumbnail', () => {
    const { html, tree } = render([
      {
        id: 'v',
        type: 'video',
        props: { href: 'https://video.test/1', thumbnailSrc: "https://x.test/t.png?a='b'", alt: 'Watch it' },
        style: { padding: [0, 0, 0, 0] },
      },
    ]);
    const cell = findAll(tree, (el) => styleOf(el).includes('background-image'))[0] as Element;
    expect(attr(cell, 'height')).toBe('338');
    expect(styleOf(cell)).toContain("background-image:url('https://x.test/t.png?a=%27b%27')");
    expect(styleOf(cell)).toContain('background-size:cover');
    expect(attr(cell, 'class')).toBe('eb-v');
    expect(byTag(tree, 'style').map(textContent).join('')).toContain(
      '@media only screen and (max-width:479px){.eb-v,.eb-v a{height:auto!important}.eb-v a{line-height:0!important;padding:22% 0!important}}',
    );
    const [badge] = byTag(tree, 'img') as [Element];
    expect(attr(badge, 'src')).toBe(`${ASSETS}/video/play.png`);
    expect(attr(badge, 'alt')).toBe('Watch it');
    expect(attr(badge.parentNode as Element, 'href')).toBe('https://video.test/1');
    expect(msoOnly(html)).toMatch(
      /<a href="https:\/\/video\.test\/1"><img src="https:\/\/x\.test\/t\.png\?a=&#39;b&#39;" alt="Watch it" width="600"/,
    );
  });

  test('every block type is registered with its palette label and renders', () => {
    expect(Object.values(BLOCKS).map((b) => b.label)).toEqual([
      'Heading',
      'Text',
      'Image',
      'Button',
      'Divider',
      'Spacer',
      'Columns',
      'Social',
      'HTML',
      'Menu',
      'Video',
      'Custom block',
    ]);
    for (const [type, unit] of Object.entries(BLOCKS)) {
      const block = unit.create(`id-${type}`, 'https://example.com/assets');
      expect(block.type).toBe(type);
      expect(validateDocument({ blocks: [block] }).ok).toBe(true);
      const html = renderHtml(docWith([block]), { annotate: true });
      expect(html).toContain(`data-eb-block="id-${type}"`);
    }
  });
});

describe('visibility and mobile overrides', () => {
  test('hidden on mobile and on desktop: classes, media queries, and Outlook never sees desktop-hidden blocks', () => {
    const { html, tree } = render([
      { id: 'a', type: 'text', props: { html: 'a' }, hidden: { desktop: false, mobile: true } },
      { id: 'b', type: 'text', props: { html: 'b' }, hidden: { desktop: true, mobile: false } },
    ]);
    const tables = findAll(tree, (el) => el.tagName === 'table' && /eb-h/.test(attr(el, 'class') ?? ''));
    expect(tables.map((t) => [attr(t, 'class'), attr(t, 'style')])).toEqual([
      ['eb-hm', undefined],
      ['eb-hd', 'mso-hide:all'],
    ]);
    const css = byTag(tree, 'style').map(textContent).join('');
    expect(css).toContain('@media only screen and (min-width:480px){.eb-hd{display:none!important}}');
    expect(css).toContain('@media only screen and (max-width:479px){.eb-hm{display:none!important}}');
    expect(html).toMatch(/<!--\[if !mso\]><!--><table [^>]*class="eb-hd"[\s\S]*?<!--<!\[endif\]-->/);
  });

  test('mobile overrides become one class per block inside a single phone media query', () => {
    const { tree } = render([
      {
        id: 'h1',
        type: 'heading',
        props: { text: 'x' },
        style: { fontSize: 32 },
        mobile: { fontSize: 22, padding: [8, 12, 8, 12], color: '#ff0000' },
      },
      { id: 'h2', type: 'text', props: { html: 'y' }, mobile: { textAlign: 'center', backgroundColor: '#000000' } },
    ]);
    const css = byTag(tree, 'style').map(textContent).join('');
    expect(css.match(/@media only screen/g)).toHaveLength(1);
    expect(css).toContain(
      '@media only screen and (max-width:479px){.m-h1{padding:8px 12px!important}.m-h1,.m-h1 *{font-size:22px!important;line-height:1.25!important;color:#ff0000!important}' +
        '.m-h2{background-color:#000000!important;text-align:center!important}}',
    );
    expect(findAll(tree, (el) => (attr(el, 'class') ?? '').split(' ').includes('m-h1'))).toHaveLength(1);
    expect(findAll(tree, (el) => (attr(el, 'class') ?? '').split(' ').includes('m-h2'))).toHaveLength(1);
  });
});

describe('escaping and links', () => {
  const attack = '<script>alert(1)</script>"\'&';
  const hostile = docWith(
    [
      { id: 'h', type: 'heading', props: { text: attack } },
      { id: 'i', type: 'image', props: { src: 'https://x.test/a.png', alt: attack } },
      { id: 'b', type: 'button', props: { label: attack, href: 'https://x.test' } },
      { id: 'm', type: 'menu', props: { links: [{ label: attack, href: 'https://x.test' }], separator: '<b>' } },
      { id: 'v', type: 'video', props: { href: 'https://x.test', thumbnailSrc: 'https://x.test/t.png', alt: attack } },
      { id: 't', type: 'text', props: { html: attack } },
    ],
    { preheader: attack },
    { subject: attack },
  );

  test('<script> in a heading, alt, label, menu, preheader and subject comes out inert', () => {
    for (const html of [renderHtml(hostile), renderHtml(hostile, { annotate: true })]) {
      const tree = parseDocument(html);
      expect(byTag(tree, 'script')).toEqual([]);
      expect(html).not.toContain('<script');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;');
      expect(textContent(byTag(tree, 'h1')[0] as Element)).toBe(attack);
      expect(attr(byTag(tree, 'img')[0] as Element, 'alt')).toBe(attack);
      expect(textContent(byTag(tree, 'title')[0] as Element)).toBe(attack);
      expect(byTag(tree, 'b')).toEqual([]);
    }
    // Outlook's markup is escaped too.
    expect(msoOnly(renderHtml(hostile))).not.toContain('<script');
  });

  test('merge tags survive in text, links and attributes', () => {
    const html = renderHtml(
      docWith(
        [
          { id: 'h', type: 'heading', props: { text: 'Hi {{first_name}}' } },
          { id: 'i', type: 'image', props: { src: '{{avatar_url}}', alt: '{{first_name}}', href: '{{profile_url}}' } },
          {
            id: 'b',
            type: 'button',
            props: { label: 'Hi {{ first_name }}', href: '{{site_url}}/offers?u={{user_id}}' },
          },
          {
            id: 't',
            type: 'text',
            props: { html: '<p>Dear {{first_name}}, <a href="{{unsubscribe_url}}">unsubscribe</a></p>' },
          },
        ],
        { preheader: 'For {{first_name}}' },
      ),
    );
    for (const fragment of [
      '>Hi {{first_name}}</h1>',
      'src="{{avatar_url}}" alt="{{first_name}}"',
      'href="{{profile_url}}"',
      'href="{{site_url}}/offers?u={{user_id}}"',
      '>Hi {{ first_name }}</a>',
      'Dear {{first_name}}, <a style="color:#2563eb;text-decoration:underline" href="{{unsubscribe_url}}">',
      'For {{first_name}}&#847;',
    ]) {
      expect(html).toContain(fragment);
    }
  });

  test('javascript:, data: and other unsafe links are dropped even from unvalidated documents', () => {
    const bad = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '  javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'https://ok.test/a b',
    ];
    for (const href of bad) {
      // Cast: a caller could skip validation; the renderer must still not emit the link.
      const doc = {
        ...emptyDocument(),
        blocks: [
          {
            id: 'b',
            type: 'button',
            props: { label: 'x', href, buttonColor: '#000000', textColor: '#ffffff', radius: 0, fullWidth: false },
            style: {},
          },
          { id: 'i', type: 'image', props: { src: href, alt: 'x', width: null, href }, style: {} },
          { id: 'm', type: 'menu', props: { links: [{ label: 'x', href }], separator: '|' }, style: {} },
          {
            id: 's',
            type: 'social',
            props: { links: [{ network: 'x', href }], iconSize: 32, iconStyle: 'color' },
            style: {},
          },
          { id: 'v', type: 'video', props: { href, thumbnailSrc: href, alt: 'x' }, style: {} },
          { id: 't', type: 'text', props: { html: `<a href="${href}">x</a>` }, style: {} },
        ],
      } as unknown as EmailDocument;
      const html = renderHtml(doc);
      expect(html.toLowerCase()).not.toMatch(/javascript:|data:text|vbscript:|ok\.test\/a b/);
      expect(renderText(doc).toLowerCase()).not.toMatch(/javascript:|data:text|vbscript:/);
    }
  });

  test('unknown block types and columns inside columns render nothing', () => {
    const doc = {
      ...emptyDocument(),
      blocks: [
        { id: 'u', type: 'marquee', props: {}, style: {} },
        {
          id: 'c',
          type: 'columns',
          props: {
            stackOnMobile: true,
            gap: 0,
            columns: [
              { ratio: 1, blocks: [{ id: 'n', type: 'columns', props: { columns: [] }, style: {} }] },
              { ratio: 1, blocks: [] },
            ],
          },
          style: {},
        },
      ],
    } as unknown as EmailDocument;
    const html = renderHtml(doc, { annotate: true });
    expect(html).not.toContain('data-eb-block="u"');
    expect(html).not.toContain('data-eb-block="n"');
    expect(html).toContain('data-eb-block="c"');
  });
});

describe('annotate, determinism and size', () => {
  const doc = richDocument();

  test('annotate marks every block and column cell and changes nothing else', () => {
    const plain = renderHtml(doc, { assetBaseUrl: ASSETS });
    const annotated = renderHtml(doc, { assetBaseUrl: ASSETS, annotate: true });
    expect(plain).not.toContain('data-eb-');
    expect(annotated.replace(/ data-eb-(block|column)="[^"]*"/g, '')).toBe(plain);
    const ids: string[] = [];
    const visit = (blocks: readonly Block[]) => {
      for (const block of blocks) {
        ids.push(block.id);
        if (block.type === 'columns') for (const column of block.props.columns) visit(column.blocks);
      }
    };
    visit(doc.blocks);
    const tree = parseDocument(annotated);
    expect(
      findAll(tree, (el) => attr(el, 'data-eb-block') !== undefined).map((el) => attr(el, 'data-eb-block')),
    ).toEqual(ids);
    expect(
      findAll(tree, (el) => attr(el, 'data-eb-column') !== undefined).map((el) => attr(el, 'data-eb-column')),
    ).toEqual(['features:0', 'features:1', 'three:0', 'three:1', 'three:2', 'wide:0', 'wide:1']);
    // The annotation sits on the block's outermost element.
    for (const el of findAll(tree, (e) => attr(e, 'data-eb-block') !== undefined)) expect(el.tagName).toBe('table');
  });

  test('the same document always renders the same bytes', () => {
    const first = renderHtml(doc, { assetBaseUrl: ASSETS });
    expect(renderHtml(richDocument(), { assetBaseUrl: ASSETS })).toBe(first);
    expect(renderHtml(doc, { assetBaseUrl: ASSETS })).toBe(first);
    expect(renderText(doc)).toBe(renderText(richDocument()));
  });

  test('renderBlockHtml gives the same markup the block has inside renderHtml, column children included', () => {
    const full = renderHtml(doc, { assetBaseUrl: ASSETS, annotate: true });
    const all = doc.blocks.flatMap((block) =>
      block.type === 'columns' ? [block, ...block.props.columns.flatMap((c) => c.blocks)] : [block],
    );
    expect(all.length).toBeGreaterThan(doc.blocks.length);
    for (const block of all) {
      const fragment = renderBlockHtml(block, doc, { assetBaseUrl: ASSETS, annotate: true });
      expect(full).toContain(fragment);
      expect(byTag(parseHtmlFragment(fragment), 'table').length).toBeGreaterThan(0);
    }
  });

  test('a rich document stays far below Gmail’s 102 KB clipping limit', () => {
    expect(new TextEncoder().encode(renderHtml(doc, { assetBaseUrl: ASSETS })).length).toBeLessThan(30 * 1024);
  });

  test('the fixture input really is the one rendered', () => {
    expect(doc.blocks.map((b) => b.id)).toEqual(RICH_DOCUMENT_INPUT.blocks.map((b) => b.id));
  });
});

describe('renderText', () => {
  test('headings, paragraphs, links, buttons, images, menus, social and video as readable text', () => {
    expect(renderText(richDocument())).toBe(
      [
        'Shop: https://shop.test/',
        'Journal: https://shop.test/journal',
        '',
        'Acme (https://shop.test/)',
        '',
        'Hello {{first_name}}, here is your digest',
        '',
        'We picked three stories for you, {{first_name}}.',
        '',
        'Read them on our journal (https://shop.test/journal?utm=mail&id={{user_id}}).',
        '',
        '- Design',
        '- Craft',
        '',
        'A workshop full of tools',
        '',
        'Read the stories: https://shop.test/journal',
        '',
        '----------',
        '',
        'Chisels (https://shop.test/f1)',
        '',
        'Sharp tools',
        '',
        'Why a sharp chisel is a safe chisel.',
        '',
        'Oak boards',
        '',
        'Choosing oak',
        '',
        'Learn more: https://shop.test/f2',
        '',
        '12k readers',
        '',
        '40 stories',
        '',
        '1 newsletter',
        '',
        'Two thirds of the width.',
        '',
        'Watch: a tour of the workshop: https://video.test/watch?v=1',
        '',
        'Best viewed on a big screen.',
        '',
        'Tap to open the app.',
        '',
        'Custom HTML from {{company}}',
        '',
        'Pasted table',
        '',
        'Facebook: https://facebook.com/acme',
        'X: https://x.com/acme',
        'LinkedIn: https://linkedin.com/company/acme',
        'Email: mailto:hello@acme.test',
        '',
        'Acme Ltd, 1 Main St. Unsubscribe ({{unsubscribe_url}})',
        '',
      ].join('\n'),
    );
  });

  test('the preheader is left out and blocks hidden everywhere are skipped', () => {
    const doc = docWith(
      [
        { id: 'a', type: 'text', props: { html: 'shown' } },
        { id: 'b', type: 'text', props: { html: 'never' }, hidden: { desktop: true, mobile: true } },
      ],
      { preheader: 'preview only' },
    );
    expect(renderText(doc)).toBe('shown\n');
  });

  test('links whose text is the url are written once; html blocks become text', () => {
    const doc = docWith([
      {
        id: 'a',
        type: 'text',
        props: {
          html: '<p><a href="https://x.test">https://x.test</a> and <a href="mailto:a@b.test">a@b.test</a></p>',
        },
      },
      {
        id: 'b',
        type: 'html',
        props: {
          html: '<style>.x{}</style><h2>Title</h2><div>Line one<br>Line two</div><ol><li>first</li><li>second</li></ol><img alt="Logo" src="x"><script>x()</script>',
        },
      },
    ]);
    expect(renderText(doc)).toBe(
      'https://x.test and a@b.test\n\nTitle\n\nLine one\nLine two\n\n1. first\n2. second\n\nLogo\n',
    );
  });

  test('an empty document has an empty text part', () => {
    expect(renderText(emptyDocument())).toBe('');
  });
});

describe('unvalidated input', () => {
  test('canvas values that would reach markup unescaped fall back to defaults', () => {
    const doc = {
      ...emptyDocument(),
      canvas: {
        ...emptyDocument().canvas,
        width: '600px"><script>x()</script>',
        backdropColor: 'red;background:url(x)',
        linkColor: '"><b>',
        dir: 'x',
      },
      blocks: [{ id: 't', type: 'text', props: { html: '<a href="https://x.test">x</a>' }, style: {} }],
    } as unknown as EmailDocument;
    const html = renderHtml(doc);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('url(x)');
    expect(html).not.toContain('<b>');
    expect(html).toContain('max-width:600px;');
    expect(html).toContain('dir="ltr"');
  });
});
