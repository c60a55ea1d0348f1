// Per-format and per-mapping behaviour of importEmail, and its answers to bad input.
import { describe, expect, test } from 'vitest';
import type { Block } from '../document/schema';
import { renderHtml } from '../render/index';
import { ImportError, importEmail } from './index';

function html(body: string, head = ''): Block[] {
  return importEmail({ format: 'html', source: `<!doctype html><html><head>${head}</head><body>${body}</body></html>` })
    .blockTree.blocks;
}

function failure(input: { format: unknown; source: unknown }): ImportError {
  try {
    importEmail(input);
  } catch (error) {
    if (error instanceof ImportError) return error;
    throw error;
  }
  throw new Error('expected an ImportError');
}

describe('HTML mappings', () => {
  test('a heading, formatted text with links, and an image with its link and alt', () => {
    const blocks = html(
      '<h2 style="color:#112233">Hello</h2><p>Read <b>this</b> <a href="https://a.test/x">now</a></p><a href="https://a.test"><img src="https://a.test/i.png" alt="Pic" width="200"></a>',
    );
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'text', 'image']);
    expect(blocks[0]).toMatchObject({ props: { text: 'Hello', level: 2 }, style: { color: '#112233' } });
    expect(blocks[1]).toMatchObject({
      props: { html: '<p>Read <strong>this</strong> <a href="https://a.test/x">now</a></p>' },
    });
    expect(blocks[2]).toMatchObject({
      props: { src: 'https://a.test/i.png', alt: 'Pic', width: 200, href: 'https://a.test' },
    });
  });

  test('a bulletproof button (coloured cell, VML for Outlook) becomes one button', () => {
    const blocks = html(
      '<table><tr><td align="center" bgcolor="#ff6600" style="border-radius:6px"><!--[if mso]><v:roundrect href="https://a.test/b" fillcolor="#ff6600"><center>Buy</center></v:roundrect><![endif]--><!--[if !mso]><!--><a href="https://a.test/b" style="color:#ffffff;padding:12px 20px;display:inline-block">Buy</a><!--<![endif]--></td></tr></table>',
    );
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({
      type: 'button',
      props: { label: 'Buy', href: 'https://a.test/b', buttonColor: '#ff6600', textColor: '#ffffff', radius: 6 },
    });
  });

  test('a row of two filled cells becomes columns with their width ratio', () => {
    const [block] = html(
      '<table width="600"><tr><td width="200"><p>Left</p></td><td width="400"><p>Right</p></td></tr></table>',
    );
    expect(block?.type).toBe('columns');
    if (block?.type !== 'columns') return;
    expect(block.props.columns.map((c) => c.ratio)).toEqual([4, 8]);
    expect(block.props.columns[1]?.blocks[0]).toMatchObject({ type: 'text', props: { html: '<p>Right</p>' } });
  });

  test('hybrid inline-block columns become columns', () => {
    const [block] = html(
      '<div><div class="column" style="display:inline-block;width:300px"><p>A</p></div><div style="display:inline-block;width:300px"><p>B</p></div></div>',
    );
    expect(block?.type).toBe('columns');
  });

  test('rules, spacer cells, icon rows and link rows', () => {
    const blocks = html(
      '<table><tr><td style="border-top:2px dashed #cccccc;font-size:1px">&nbsp;</td></tr><tr><td height="40" style="line-height:40px">&nbsp;</td></tr>' +
        '<tr><td><a href="https://facebook.com/a"><img src="https://a.test/f.png" alt="Facebook"></a> <a href="https://www.linkedin.com/in/a"><img src="https://a.test/l.png" alt="LinkedIn"></a></td></tr>' +
        '<tr><td><a href="https://a.test/1">Help</a> | <a href="https://a.test/2">Account</a></td></tr></table>',
    );
    expect(blocks.map((b) => b.type)).toEqual(['divider', 'spacer', 'social', 'menu']);
    expect(blocks[0]).toMatchObject({ props: { thickness: 2, lineStyle: 'dashed', color: '#cccccc' } });
    expect(blocks[1]).toMatchObject({ props: { height: 40 } });
    expect(blocks[2]).toMatchObject({ props: { links: [{ network: 'facebook' }, { network: 'linkedin' }] } });
    expect(blocks[3]).toMatchObject({ props: { links: [{ label: 'Help' }, { label: 'Account' }], separator: '|' } });
  });

  test('the canvas: backdrop, content colour and width, font, web font, preheader, language, title', () => {
    const { blockTree } = importEmail({
      format: 'html',
      source:
        '<html lang="de"><head><title>Angebot</title><link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Lato"></head><body bgcolor="#eeeeee">' +
        '<div style="display:none;max-height:0;overflow:hidden">Nur heute&zwnj;&nbsp;&zwnj;</div><table width="640" bgcolor="#fafafa" style="font-family:Lato, Georgia, serif"><tr><td><p>Hallo</p></td></tr></table></body></html>',
    });
    expect(blockTree.canvas).toMatchObject({
      backdropColor: '#eeeeee',
      contentColor: '#fafafa',
      width: 640,
      fontFamily: 'georgia',
      preheader: 'Nur heute',
      lang: 'de',
    });
    expect(blockTree.canvas.webFont).toEqual({ family: 'Lato', href: 'https://fonts.googleapis.com/css?family=Lato' });
    expect(blockTree.metadata.subject).toBe('Angebot');
    expect(blockTree.blocks.map((b) => b.type)).toEqual(['text']);
  });

  test("the backdrop above the content keeps the source's height; unset, the render keeps its 16 px", () => {
    const source = (pad: string) =>
      `<html><body><table width="100%"><tr><td align="center" style="padding:${pad}"><table width="600"><tr><td>Hi</td></tr></table></td></tr></table></body></html>`;
    const { blockTree } = importEmail({ format: 'html', source: source('24px 12px') });
    expect(blockTree.canvas.spacing).toBe(24);
    expect(renderHtml(blockTree)).toContain('<td align="center" style="padding:24px 0">');
    expect(importEmail({ format: 'html', source: source('0') }).blockTree.canvas.spacing).toBe(0);
    const { spacing: _unset, ...older } = blockTree.canvas;
    expect(renderHtml({ ...blockTree, canvas: older })).toContain('<td align="center" style="padding:16px 0">');
  });

  test('forms, frames and scripts: html blocks without anything that runs, text kept, with warnings', () => {
    const { blockTree, report } = importEmail({
      format: 'html',
      source:
        '<p onclick="x()">Hi <a href="javascript:alert(1)">there</a></p><form action="https://a.test"><label>Email</label><input name="e"></form><script>steal()</script><iframe src="https://a.test"></iframe>',
    });
    const json = JSON.stringify(blockTree);
    expect(json).not.toMatch(/script|onclick|javascript:|<form|<input|<iframe/i);
    expect(json).toContain('Email');
    expect(json).toContain('there');
    expect(report.htmlBlocks).toBe(1);
    expect(report.warnings).toContainEqual({
      code: 'tag_as_html',
      values: { tag: 'form' },
      message: expect.stringContaining('<form>'),
    });
  });
});

describe('MJML mappings', () => {
  const mjml = (body: string, head = '') =>
    importEmail({ format: 'mjml', source: `<mjml><mj-head>${head}</mj-head><mj-body>${body}</mj-body></mjml>` });

  test('mj-attributes, mj-all and mj-class resolve as MJML does', () => {
    const { blockTree } = mjml(
      '<mj-section padding="0"><mj-column><mj-text mj-class="big">Hi</mj-text><mj-button href="https://a.test" mj-class="cta">Go</mj-button></mj-column></mj-section>',
      '<mj-attributes><mj-all font-family="Georgia" /><mj-text color="#333333" /><mj-class name="big" font-size="30px" /><mj-class name="cta" background-color="#00aa00" /></mj-attributes>',
    );
    expect(blockTree.canvas).toMatchObject({ fontFamily: 'georgia', textColor: '#333333' });
    expect(blockTree.blocks[0]).toMatchObject({ type: 'text', style: { fontSize: 30 } });
    expect(blockTree.blocks[1]).toMatchObject({ type: 'button', props: { label: 'Go', buttonColor: '#00aa00' } });
  });

  test('sections with columns and groups, images, dividers, spacers, social, navbar, raw, hero, head', () => {
    const { blockTree } = mjml(
      '<mj-hero background-url="https://a.test/hero.jpg"><mj-text>Hero</mj-text></mj-hero>' +
        '<mj-section padding="0"><mj-group><mj-column width="25%"><mj-image src="https://a.test/1.png" alt="One" /></mj-column><mj-column width="75%"><mj-divider border-width="2px" border-color="#ff0000" /></mj-column></mj-group></mj-section>' +
        '<mj-section padding="0"><mj-column><mj-spacer height="12px" /><mj-social><mj-social-element name="facebook" href="https://facebook.com/a" /></mj-social>' +
        '<mj-navbar base-url="https://a.test"><mj-navbar-link href="/x">X</mj-navbar-link><mj-navbar-link href="/y">Y</mj-navbar-link></mj-navbar><mj-raw><p>Raw</p></mj-raw></mj-column></mj-section>',
      '<mj-title>Subject</mj-title><mj-preview>Preview</mj-preview>',
    );
    const types = blockTree.blocks.map((b) => b.type);
    expect(types).toEqual(['image', 'text', 'columns', 'spacer', 'social', 'menu', 'html']);
    const columns = blockTree.blocks[2];
    if (columns?.type === 'columns') expect(columns.props.columns.map((c) => c.ratio)).toEqual([3, 9]);
    expect(blockTree.blocks[5]).toMatchObject({
      props: { links: [{ href: 'https://a.test/x' }, { href: 'https://a.test/y' }] },
    });
    expect(blockTree.canvas.preheader).toBe('Preview');
    expect(blockTree.metadata.subject).toBe('Subject');
  });

  test("the page's own outer spacing: none above mj-body, a wrapper's padding as backdrop; a button's radius rounds the button only", () => {
    const { blockTree } = mjml(
      '<mj-wrapper padding="24px 0"><mj-section padding="0"><mj-column><mj-button href="https://a.test" border-radius="24px">Go</mj-button></mj-column></mj-section></mj-wrapper>',
    );
    expect(blockTree.canvas.spacing).toBe(0);
    expect(blockTree.blocks.map((b) => b.type)).toEqual(['spacer', 'button', 'spacer']);
    expect(blockTree.blocks[0]).toMatchObject({ props: { height: 24 } });
    expect(blockTree.blocks[1]).toMatchObject({ props: { radius: 24 } });
    expect(blockTree.blocks[1]?.style?.borderRadius).toBeUndefined();
    expect(renderHtml(blockTree)).toContain('<td align="center" style="padding:0px 0">');
  });

  test('text that is not MJML is a 400-kind error naming the problem', () => {
    expect(failure({ format: 'mjml', source: '<html><body>Hi</body></html>' }).message).toMatch(/not MJML/);
  });
});

describe('Unlayer and Beefree designs', () => {
  test('an Unlayer row of two cells with mobile overrides and hidden content', () => {
    const design = {
      body: {
        values: { backgroundColor: '#e7e7e7', contentWidth: '500px', textColor: '#111111', preheaderText: 'Pre' },
        rows: [
          {
            cells: [1, 2],
            columns: [
              {
                contents: [
                  {
                    type: 'heading',
                    values: { text: 'Title', headingType: 'h2', _override: { mobile: { fontSize: '18px' } } },
                  },
                ],
              },
              {
                contents: [
                  {
                    type: 'button',
                    values: {
                      text: 'Go',
                      href: { name: 'web', values: { href: 'https://a.test' } },
                      buttonColors: { backgroundColor: '#123456', color: '#ffffff' },
                      hideMobile: true,
                    },
                  },
                ],
              },
            ],
          },
        ],
      },
    };
    const { blockTree } = importEmail({ format: 'unlayer', source: design });
    expect(blockTree.canvas).toMatchObject({
      backdropColor: '#e7e7e7',
      width: 500,
      textColor: '#111111',
      preheader: 'Pre',
    });
    const [row] = blockTree.blocks;
    expect(row?.type).toBe('columns');
    if (row?.type !== 'columns') return;
    expect(row.props.columns.map((c) => c.ratio)).toEqual([4, 8]);
    expect(row.props.columns[0]?.blocks[0]).toMatchObject({
      type: 'heading',
      props: { level: 2 },
      mobile: { fontSize: 18 },
    });
    expect(row.props.columns[1]?.blocks[0]).toMatchObject({
      type: 'button',
      props: { buttonColor: '#123456' },
      hidden: { desktop: false, mobile: true },
    });
  });

  test('a Beefree page with modules and mobileStyle', () => {
    const source = {
      page: {
        title: 'Hello',
        body: {
          container: { style: { 'background-color': '#dddddd' } },
          content: {
            style: { 'font-family': 'Verdana' },
            computedStyle: { messageWidth: '640px', linkColor: '#ff0000' },
          },
        },
        rows: [
          {
            columns: [
              {
                'grid-columns': 12,
                modules: [
                  {
                    type: 'mailup-bee-newsletter-modules-paragraph',
                    descriptor: {
                      paragraph: { html: 'Some <a href="https://a.test">text</a>' },
                      mobileStyle: { 'text-align': 'center' },
                    },
                  },
                  {
                    type: 'mailup-bee-newsletter-modules-spacer',
                    descriptor: { spacer: { style: { height: '30px' } } },
                  },
                ],
              },
            ],
          },
        ],
      },
    };
    const { blockTree } = importEmail({ format: 'beefree', source: JSON.stringify(source) });
    expect(blockTree.canvas).toMatchObject({
      backdropColor: '#dddddd',
      width: 640,
      fontFamily: 'verdana',
      linkColor: '#ff0000',
    });
    expect(blockTree.blocks[0]).toMatchObject({ type: 'text', mobile: { textAlign: 'center' } });
    expect(blockTree.blocks[1]).toMatchObject({ type: 'spacer', props: { height: 30 } });
  });

  test('JSON of the wrong structure, text for a JSON format, and an unknown format name the problem', () => {
    expect(failure({ format: 'unlayer', source: { page: { rows: [] } } }).message).toMatch(/not an Unlayer design/);
    expect(failure({ format: 'beefree', source: { body: { rows: [] } } }).message).toMatch(/not a Beefree template/);
    expect(failure({ format: 'beefree', source: '<html>' }).message).toMatch(/not JSON/);
    expect(failure({ format: 'docx', source: '' }).message).toMatch(
      /format must be one of html, mjml, unlayer, beefree/,
    );
    expect(failure({ format: 'html', source: { a: 1 } }).message).toMatch(/must be the HTML text/);
  });
});

describe('bounds', () => {
  test('more than 2 MB is too_large (413)', () => {
    expect(failure({ format: 'html', source: 'x'.repeat(2 * 1024 * 1024 + 1) }).kind).toBe('too_large');
    expect(
      failure({ format: 'unlayer', source: { body: { rows: [], values: { text: 'é'.repeat(1024 * 1024 + 1) } } } })
        .kind,
    ).toBe('too_large');
  });

  test('10,000-deep nesting is refused before parsing, in markup and in JSON', () => {
    const deep = failure({ format: 'html', source: '<div>'.repeat(10_000) });
    expect(deep).toMatchObject({ kind: 'invalid', message: expect.stringMatching(/nested too deeply/) });
    let json: unknown = {};
    for (let i = 0; i < 10_000; i++) json = { rows: [json] };
    expect(failure({ format: 'beefree', source: { page: json } }).message).toMatch(/nested too deeply/);
  });

  test('a tag with thousands of attributes is refused; truncated markup still imports its text', () => {
    const attrs = Array.from({ length: 5000 }, (_, i) => `a${i}="x"`).join(' ');
    expect(failure({ format: 'html', source: `<p ${attrs}>x</p>` }).message).toMatch(/more than 256 attributes/);
    const { blockTree } = importEmail({
      format: 'html',
      source: '<table><tr><td><p>Cut off here <a href="https://a.test">li',
    });
    expect(JSON.stringify(blockTree.blocks)).toContain('Cut off here');
  });

  test('a huge inline image is left out with a warning; a small one stays as html', () => {
    const big = `data:image/png;base64,${'A'.repeat(60_000)}`;
    const { report } = importEmail({ format: 'html', source: `<img src="${big}" alt="Chart">` });
    expect(report.warnings).toContainEqual({
      code: 'data_image_too_large',
      values: { kb: 59 },
      message: expect.stringMatching(/too large/),
    });
    const small = importEmail({ format: 'html', source: '<img src="data:image/png;base64,AAAA" alt="Dot">' });
    expect(small.blockTree.blocks[0]).toMatchObject({ type: 'html' });
  });

  test('more blocks than a document holds: the rest becomes html at the end, nothing lost', () => {
    const source = Array.from({ length: 2500 }, (_, i) => `<h3>Item ${i}</h3>`).join('');
    const { blockTree, report } = importEmail({ format: 'html', source });
    expect(report.blocks).toBeLessThanOrEqual(2000);
    expect(JSON.stringify(blockTree.blocks.at(-1))).toContain('Item 2499');
  });
});
