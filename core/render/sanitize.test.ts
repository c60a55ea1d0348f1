import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { sanitizeTextHtml, styleColor, styleHighlight } from './sanitize';
import { allAttributes, byTag, findAll, parseHtmlFragment } from './test-dom';

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sup',
  'sub',
  'a',
  'span',
  'ul',
  'ol',
  'li',
]);

/** Parses the output as a browser would and checks that only allowed, inert markup is left. */
function expectInert(html: string) {
  const tree = parseHtmlFragment(html);
  for (const el of findAll(tree, () => true))
    expect(ALLOWED_TAGS.has(el.tagName), `<${el.tagName}> survived`).toBe(true);
  for (const { tag, name, value } of allAttributes(tree)) {
    expect(`${tag}[${name}]`).toMatch(/^(a\[href\]|a\[target\]|a\[rel\]|span\[style\])$/);
    if (name === 'href') expect(value).toMatch(/^(https?:|mailto:|tel:|\{\{)/i);
    if (name === 'target') expect(value).toBe('_blank');
    if (name === 'rel') expect(value).toBe('noopener');
    if (name === 'style')
      expect(value).toMatch(
        /^(color:#[0-9a-f]{3,6}(;background-color:#[0-9a-f]{3,6})?|background-color:#[0-9a-f]{3,6})$/,
      );
  }
}

describe('sanitizeTextHtml keeps the allowed subset', () => {
  test('allowed tags pass in canonical form', () => {
    const html =
      '<p>Hi <strong>bold</strong> <b>b</b> <em>em</em> <i>i</i> <u>u</u> <s>s</s> x<sup>2</sup> H<sub>2</sub>O<br>line</p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeTextHtml(html)).toBe(html);
  });

  test('tag names are lower-cased and self-closing br is normalised', () => {
    expect(sanitizeTextHtml('<P>a<BR/>b</P>')).toBe('<p>a<br>b</p>');
  });

  test('safe links keep only href (and a new tab, always with rel=noopener); merge-tag links survive', () => {
    expect(sanitizeTextHtml('<a href="https://x.test/?a=1&amp;b=2" target="_blank" onclick="evil()">x</a>')).toBe(
      '<a href="https://x.test/?a=1&amp;b=2" target="_blank" rel="noopener">x</a>',
    );
    expect(sanitizeTextHtml('<a href="https://x.test" target="_top" rel="opener">x</a>')).toBe(
      '<a href="https://x.test">x</a>',
    );
    expect(sanitizeTextHtml('<a href="https://x.test" rel="opener" target=" _BLANK">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener">x</a>',
    );
    expect(sanitizeTextHtml('<a href="{{unsubscribe_url}}">Unsubscribe</a>')).toBe(
      '<a href="{{unsubscribe_url}}">Unsubscribe</a>',
    );
    expect(sanitizeTextHtml("<a href='mailto:a@b.test'>mail</a>")).toBe('<a href="mailto:a@b.test">mail</a>');
  });

  test('span keeps only its colour, rgb() becomes hex', () => {
    expect(sanitizeTextHtml('<span style="font-size:40px; color: #FF0000; position:fixed">red</span>')).toBe(
      '<span style="color:#ff0000">red</span>',
    );
    expect(sanitizeTextHtml('<span style="color: rgb(0, 128, 255);">blue</span>')).toBe(
      '<span style="color:#0080ff">blue</span>',
    );
    expect(sanitizeTextHtml('<span style="color:expression(alert(1))">x</span>')).toBe('x');
    expect(sanitizeTextHtml('<span class="x">plain</span>')).toBe('plain');
    expect(styleColor('background:#000;color:#abc')).toBe('#abc');
  });

  test('span keeps a highlight as background-color, beside its colour, in one canonical order', () => {
    expect(sanitizeTextHtml('<span style="background-color: rgb(255, 242, 0); font-weight:700">hi</span>')).toBe(
      '<span style="background-color:#fff200">hi</span>',
    );
    expect(sanitizeTextHtml('<span style="background:#FF0;color:#00F">both</span>')).toBe(
      '<span style="color:#00f;background-color:#ff0">both</span>',
    );
    // Google Docs marks every unhighlighted run with a transparent background: that is no highlight.
    expect(sanitizeTextHtml('<span style="background-color:transparent">a</span>')).toBe('a');
    expect(sanitizeTextHtml('<span style="background-color:rgba(0, 0, 0, 0)">a</span>')).toBe('a');
    expect(sanitizeTextHtml('<span style="background:url(https://evil.test/x.png)">a</span>')).toBe('a');
    expect(styleHighlight('color:#abc;background-color:#123456')).toBe('#123456');
  });

  test('merge tags and entities are preserved; stray < > & are escaped', () => {
    expect(sanitizeTextHtml('<p>Hi {{first_name}} &amp; &nbsp;&copy; &#169; &#xA9;</p>')).toBe(
      '<p>Hi {{first_name}} &amp; &nbsp;&copy; &#169; &#xA9;</p>',
    );
    expect(sanitizeTextHtml('1 < 2 > 0 & done')).toBe('1 &lt; 2 &gt; 0 &amp; done');
  });
});

describe('sanitizeTextHtml removes everything else', () => {
  test('script and style are removed with their contents', () => {
    expect(sanitizeTextHtml('<p>a<script>alert(1)</script>b<style>p{color:red}</style>c</p>')).toBe('<p>abc</p>');
    expect(sanitizeTextHtml('<SCRIPT src=x>alert(1)</SCRIPT >ok')).toBe('ok');
    expect(sanitizeTextHtml('x<script>document.write("</p>")')).toBe('x');
  });

  test('unknown tags are dropped but their text stays', () => {
    expect(sanitizeTextHtml('<div><font color="red">hi</font> <h1>there</h1></div>')).toBe('hi there');
  });

  test('event handlers and dangerous elements never survive', () => {
    const attacks = [
      '<img src=x onerror=alert(1)>',
      '<svg onload=alert(1)><script>alert(1)</script></svg>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href="  javascript:alert(1)">x</a>',
      '<a href="java&#x73;cript:alert(1)">x</a>',
      '<a href="javascript&colon;alert(1)">x</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
      '<a href="vbscript:msgbox(1)">x</a>',
      '<a href="https://ok.test" onmouseover="alert(1)" style="color:red">x</a>',
      '<p onclick="alert(1)">x</p>',
      '<iframe src="https://evil.test"></iframe><object data=x></object><embed src=x>',
      '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
      '<!--<script>alert(1)</script>-->ok',
      '<p title="</p><script>alert(1)</script>">x</p>',
      '<a href="https://ok.test"<script>alert(1)</script>',
      '<<script>script>alert(1)<</script>/script>',
      '<span style="color:red;background:url(javascript:alert(1))">x</span>',
      '<form action="https://evil.test"><input name=x><button>go</button></form>',
      '<base href="https://evil.test/"><meta http-equiv="refresh" content="0;url=https://evil.test">',
      '<template><script>alert(1)</script></template>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    ];
    for (const attack of attacks) {
      const out = sanitizeTextHtml(attack);
      expectInert(out);
      expect(out.toLowerCase()).not.toMatch(/<script|javascript:|onerror|onload|onclick|<img|<iframe/);
    }
  });

  test('javascript: links lose the tag but keep the text', () => {
    expect(sanitizeTextHtml('<a href="javascript:alert(1)">click</a> me')).toBe('click me');
  });
});

describe('sanitizeTextHtml balances tags', () => {
  test('unclosed tags are closed, stray end tags are dropped', () => {
    expect(sanitizeTextHtml('<p><strong>bold <em>both')).toBe('<p><strong>bold <em>both</em></strong></p>');
    expect(sanitizeTextHtml('text</strong></p>')).toBe('text');
    expect(sanitizeTextHtml('<strong><em>x</strong>y</em>')).toBe('<strong><em>x</em></strong>y');
  });

  test('paragraphs and list items close like a browser closes them', () => {
    expect(sanitizeTextHtml('<p>one<p>two')).toBe('<p>one</p><p>two</p>');
    expect(sanitizeTextHtml('<ul><li>a<li>b</ul>')).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(sanitizeTextHtml('<p>intro<ul><li>x</li></ul>')).toBe('<p>intro</p><ul><li>x</li></ul>');
  });

  test('output parses back to the same structure (idempotent)', () => {
    const inputs = [
      '<p>a<b>b<i>c</p>d',
      '<ul><li><p>x</p><ul><li>y</ul></ul>',
      '<span style="color:#123">a<a href="https://x.test">b',
    ];
    for (const input of inputs) {
      const once = sanitizeTextHtml(input);
      expect(sanitizeTextHtml(once)).toBe(once);
      expect(byTag(parseHtmlFragment(once), 'script')).toEqual([]);
    }
  });

  test('unterminated tags and comments at the end are dropped', () => {
    expect(sanitizeTextHtml('ok <a href="https://x.test')).toBe('ok ');
    expect(sanitizeTextHtml('ok <!-- never closed <p>x</p>')).toBe('ok ');
  });
});

describe('sanitizeTextHtml on arbitrary tag soup', () => {
  const pieces = fc.constantFrom(
    '<p>',
    '</p>',
    '<a href="javascript:alert(1)">',
    '<a href="https://x.test">',
    '</a>',
    '<script>',
    '</script>',
    '<img src=x onerror=alert(1)>',
    '<span style="color:#f00">',
    '<span style="background-color:#ff0;color:rgb(1,2,3)">',
    '<a href="https://x.test" target="_blank">',
    '<sup>',
    '</sub>',
    '</span>',
    '"',
    "'",
    '<',
    '>',
    '&',
    '&amp;',
    '<!--',
    '-->',
    '<li>',
    '<ul>',
    '</ul>',
    '<b>',
    '</i>',
    'text',
    '<style>',
    '</style>',
    ' onload=',
    '=',
    '<svg>',
    '</svg>',
    '<br/>',
    '<textarea>',
    '<p title="',
    '{{first_name}}',
  );
  test('output is always inert and stable', () => {
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
        const out = sanitizeTextHtml(parts.join(''));
        expectInert(out);
        expect(sanitizeTextHtml(out)).toBe(out);
      }),
      { numRuns: 500 },
    );
  });
});
