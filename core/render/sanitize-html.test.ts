// The html block's sanitiser: what authors paste survives, nothing can run, restyle the email or
// reach outside the block's cell (checked with a spec-compliant HTML parser, as a browser reads it).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { EmailDocument } from '../document/schema';
import { validateDocument } from '../document/validate';
import { renderHtml } from './index';
import { safeInlineStyle, sanitizeBlockHtml } from './sanitize-html';
import {
  allAttributes,
  attr,
  byTag,
  type Element,
  findAll,
  isElement,
  type Node,
  parseDocument,
  parseHtmlFragment,
} from './test-dom';

function docWith(blocks: unknown[]): EmailDocument {
  const result = validateDocument({ canvas: {}, metadata: { subject: 's' }, blocks });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

const AROUND = [
  { id: 'top', type: 'heading', props: { text: 'Top', level: 1 } },
  { id: 'bottom', type: 'text', props: { html: '<p>Bottom</p>' } },
];

function withHtml(html: string): EmailDocument {
  const [top, bottom] = AROUND;
  return docWith([top, { id: 'raw', type: 'html', props: { html } }, bottom]);
}

/** Tag names and attributes of every element, depth first, leaving out the html block's own table. */
function structure(node: Node, skipBlock: string): string[] {
  const out: string[] = [];
  const walk = (n: Node, depth: number): void => {
    if (!isElement(n)) return;
    if (attr(n, 'data-eb-block') === skipBlock) return;
    out.push(`${' '.repeat(depth)}${n.tagName}${n.attrs.map((a) => ` ${a.name}=${a.value}`).join('')}`);
    for (const child of n.childNodes as Node[]) walk(child, depth + 1);
  };
  walk(node, 0);
  return out;
}

function outsideStructure(html: string): string[] {
  const tree = parseDocument(html);
  const html_ = findAll(tree, (el) => el.tagName === 'html')[0] as Element;
  return structure(html_, 'raw');
}

describe('html block: what authors paste survives', () => {
  test('tables, inline styles, images and links keep their attributes', () => {
    const pasted =
      '<table width="100%" cellpadding="4" style="border-collapse:collapse"><tr><td align="right" style="color:#333;padding:4px">' +
      '<a href="https://shop.test/x" target="_blank">Shop</a> <img src="https://cdn.test/a.png" alt="A" width="120" height="40"></td></tr></table>';
    const out = sanitizeBlockHtml(pasted);
    const tree = parseHtmlFragment(out);
    expect(attr(byTag(tree, 'table')[0] as Element, 'style')).toBe('border-collapse:collapse');
    expect(attr(byTag(tree, 'td')[0] as Element, 'style')).toBe('color:#333;padding:4px');
    expect(attr(byTag(tree, 'a')[0] as Element, 'href')).toBe('https://shop.test/x');
    expect(
      byTag(tree, 'img').map((i) => [attr(i, 'src'), attr(i, 'alt'), attr(i, 'width'), attr(i, 'height')]),
    ).toEqual([['https://cdn.test/a.png', 'A', '120', '40']]);
    expect(out).toBe(pasted);
  });

  test('data:image sources stay on images, merge-tag links stay', () => {
    const out = sanitizeBlockHtml(
      '<img src="data:image/png;base64,AAAA" alt=""><a href="{{unsubscribe_url}}">Unsubscribe</a>',
    );
    expect(out).toBe('<img src="data:image/png;base64,AAAA" alt=""><a href="{{unsubscribe_url}}">Unsubscribe</a>');
  });
});

describe('html block: nothing runs, loads or restyles', () => {
  test.each([
    ['<script>alert(1)</script>ok', 'ok'],
    ['<style>body{display:none}</style>ok', 'ok'],
    ['<iframe src="https://x.test"></iframe>ok', 'ok'],
    ['<object data="x"><embed src="x"></object>ok', 'ok'],
    [
      '<form action="https://x.test"><input name="p"><button>Go</button><select><option>1</option></select></form>',
      'Go',
    ],
    [
      '<meta http-equiv="refresh" content="0;url=https://x.test"><link rel="stylesheet" href="https://x.test/a.css"><base href="https://x.test/">ok',
      'ok',
    ],
    ['<img src="x" onerror="alert(1)" alt="a">', '<img alt="a">'],
    ['<a href="javascript:alert(1)">x</a><a href="vbscript:x">y</a><a href="data:text/html,x">z</a>', 'xyz'],
    ['<img src="data:text/html;base64,AAAA" alt="a">', '<img alt="a">'],
    [
      '<div style="position:fixed;top:0;background:url(https://t.test/x);color:red">x</div>',
      '<div style="top:0;color:red">x</div>',
    ],
    ['<p style="margin-top:-400px;width:expression(alert(1))">x</p>', '<p>x</p>'],
    ['<div class="eb-hm" id="x" onclick="y">x</div>', '<div>x</div>'],
  ])('%s', (input, expected) => {
    expect(sanitizeBlockHtml(input)).toBe(expected);
  });

  test('inline styles keep only safe declarations', () => {
    expect(safeInlineStyle('color: #fff; font-size:14px; behavior:url(x.htc); -moz-binding:x; z-index:9')).toBe(
      'color:#fff;font-size:14px',
    );
  });
});

describe('html block: tags are balanced and table parts stay inside the block', () => {
  test.each([
    ['</td></tr></table><p>escaped</p>', '<p>escaped</p>'],
    ['<b>open', '<b>open</b>'],
    ['<td>cell</td>', 'cell'],
    ['<table>text<td>a</table>', '<table><tr><td>text</td><td>a</td></tr></table>'],
    ['<table><tr><td>a<td>b</tr></table>', '<table><tr><td>a</td><td>b</td></tr></table>'],
    ['<p>one<div>two</div>', '<p>one</p><div>two</div>'],
    ['<a href="https://a.test">a<a href="https://b.test">b</a></a>', '<a href="https://a.test">ab</a>'],
    // The link without an href is dropped, so the h3 would sit in the h1: a browser closes the h1 first.
    ['<h1><a><h3>text', '<h1></h1><h3>text</h3>'],
    ['<h2>a<h3>b</h3></h2>', '<h2>a</h2><h3>b</h3>'],
  ])('%s', (input, expected) => {
    expect(sanitizeBlockHtml(input)).toBe(expected);
    // What it writes reads back the same (the importer's property test found a case that did not).
    expect(sanitizeBlockHtml(expected)).toBe(expected);
  });

  test('a stray </table> in the block does not close the layout (rendered document)', () => {
    expect(
      outsideStructure(
        renderHtml(withHtml('</td></tr></table></td></tr></table><style>*{color:red}</style>x'), { annotate: true }),
      ),
    ).toEqual(outsideStructure(renderHtml(docWith(AROUND), { annotate: true })));
  });
});

const PIECES = [
  '<table>',
  '</table>',
  '<tr>',
  '</tr>',
  '<td>',
  '</td>',
  '<th>',
  '<tbody>',
  '</tbody>',
  '<thead>',
  '<caption>',
  '</caption>',
  '<colgroup>',
  '<col>',
  '<p>',
  '</p>',
  '<div>',
  '</div>',
  '<b>',
  '</b>',
  '<i>',
  '</i>',
  '<a href="https://x.test">',
  '</a>',
  '<h1>',
  '<h2>',
  '</h2>',
  '<ul>',
  '<li>',
  '</ul>',
  '<dl>',
  '<dd>',
  '<dt>',
  '<pre>',
  '<hr>',
  '<br>',
  '</br>',
  '<img src=x>',
  '<style>',
  '</style>',
  '<script>',
  '</script>',
  '<textarea>',
  '<select>',
  '<option>',
  '<form>',
  '<input>',
  '<svg>',
  '<math>',
  '<template>',
  '<noscript>',
  '<plaintext>',
  '<xmp>',
  '<iframe>',
  '</body>',
  '</html>',
  '<body>',
  '<frameset>',
  '<font color=red>',
  '<center>',
  '<span style="color:red">',
  '</span>',
  '<!--',
  '-->',
  '<![CDATA[',
  ']]>',
  '<',
  '>',
  '&',
  'text',
  ' ',
  '\n',
  '<p/>',
  '<td/>',
  '<table/>',
  '<button>',
  '<nobr>',
  '<marquee>',
  '<object>',
  '<image>',
  '<math><mi>',
  '<svg><foreignObject>',
]; // prettier-ignore

describe('html block: property', () => {
  const baseline = outsideStructure(renderHtml(docWith(AROUND), { annotate: true }));
  const input = fc.oneof(
    { weight: 4, arbitrary: fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((parts) => parts.join('')) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  );

  test('any html-block input leaves the tag structure outside the block as without it, and nothing unsafe', () => {
    fc.assert(
      fc.property(input, (raw) => {
        const html = renderHtml(withHtml(raw), { annotate: true });
        expect(outsideStructure(html)).toEqual(baseline);
        const tree = parseDocument(html);
        for (const tag of [
          'script',
          'style',
          'iframe',
          'object',
          'embed',
          'form',
          'input',
          'textarea',
          'select',
          'meta',
          'link',
          'base',
          'svg',
          'math',
        ]) {
          const inBody = byTag(tree, tag).filter((el) =>
            tag !== 'meta' && tag !== 'style' ? true : el.parentNode?.nodeName !== 'head',
          );
          expect(inBody.map((el) => el.tagName)).toEqual([]);
        }
        for (const { name, value } of allAttributes(tree)) {
          expect(name.startsWith('on')).toBe(false);
          if (name === 'href' || name === 'src') expect(value).toMatch(/^(https?:\/\/|mailto:|tel:|\{\{|data:image\/)/);
        }
      }),
      { numRuns: 500 },
    );
  }, 60_000);
});

describe('html block: answers kept for repeated renders', () => {
  test('the same markup at another content width is sanitised for that width, not served from the first', () => {
    const wide = '<img src="https://cdn.test/a.png" alt="A" width="560" height="100">';
    const at600 = sanitizeBlockHtml(wide, 600);
    const at300 = sanitizeBlockHtml(wide, 300);
    expect(at600).toContain('width="560"');
    expect(at300).not.toContain('width="560"');
    expect(sanitizeBlockHtml(wide, 600)).toBe(at600);
    expect(sanitizeBlockHtml(wide, 300)).toBe(at300);
  });

  test('markup over the kept size is sanitised every time (a script inside it never survives)', () => {
    const big = `<p>${'x'.repeat(40_000)}</p><script>alert(1)</script>`;
    expect(sanitizeBlockHtml(big)).not.toContain('<script');
    expect(sanitizeBlockHtml(big)).toBe(sanitizeBlockHtml(big));
  });
});
