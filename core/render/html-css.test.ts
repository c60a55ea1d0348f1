// Issue 25, finding 6 (html-block CSS): nothing may lift, move or scale the block's content,
// nor make a box bigger than the block, so its content never spills over the email around it.
import { describe, expect, test } from 'vitest';
import { validateDocument } from '../document/validate';
import { boxLimits, safeInlineStyle } from './html-css';
import { renderHtml } from './index';
import { sanitizeBlockHtml } from './sanitize-html';

const box600 = boxLimits(600);

describe('html block CSS', () => {
  test.each([
    ['transform:rotate(45deg)', ''],
    ['-webkit-transform:scale(3);-ms-transform:scale(3)', ''],
    ['translate:100px 20px', ''],
    ['scale:4', ''],
    ['rotate:90deg', ''],
    ['zoom:5', ''],
    ['transform-origin:0 0;perspective:10px', ''],
    ['offset-path:path("M0 0 L 900 900");offset-distance:100%', ''],
    ['position:absolute;z-index:99', ''],
  ])('%s is dropped', (style, kept) => {
    expect(safeInlineStyle(`color:#333;${style}`, box600)).toBe(kept ? `color:#333;${kept}` : 'color:#333');
  });

  test.each([
    'width:100vw',
    'min-height:100dvh',
    'width:601px',
    'max-width:700px',
    'width:40em',
    'height:2000px',
    'padding-left:1e4px',
    'margin:0 0 0 -20px',
    'text-indent:-9999px',
    'width:101%',
    'width:calc(100% + 200px)',
    'box-shadow:0 0 0 2000px red',
    'width:1/**/000px',
  ])('%s (outside the block) is dropped', (declaration) => {
    expect(safeInlineStyle(`color:#333;${declaration}`, box600)).toBe('color:#333');
  });

  test.each([
    'width:600px',
    'width:100%',
    'max-width:560px',
    'padding:0 24px',
    'margin:12px 0',
    'height:40px',
    'font-size:1.25em',
    'border:1px solid #eeeeee',
    'line-height:1.5',
  ])('%s (inside the block) is kept', (declaration) => {
    expect(safeInlineStyle(declaration, box600)).toBe(declaration);
  });

  test('size attributes: a width wider than the block becomes the block width; other sizes past it are dropped', () => {
    expect(
      sanitizeBlockHtml(
        '<table width="9999" cellpadding="700" border="1"><tr><td width="50%" height="9000">x</td></tr></table>',
        600,
      ),
    ).toBe('<table width="600" border="1"><tr><td width="50%">x</td></tr></table>');
    expect(sanitizeBlockHtml('<img src="https://x.test/a.png" width="1200" alt="">', 600)).toBe(
      '<img src="https://x.test/a.png" width="600" alt="">',
    );
    expect(sanitizeBlockHtml('<td width="500%">', 600)).toBe('');
    expect(sanitizeBlockHtml('<table><tr><td width="500%">x</td></tr></table>', 600)).toBe(
      '<table><tr><td>x</td></tr></table>',
    );
  });

  test('rendered, the bound is the block’s own content width: narrower in a column than on the full canvas', () => {
    const doc = validateDocument({
      canvas: { width: 600 },
      blocks: [
        {
          id: 'full',
          type: 'html',
          props: { html: '<div style="width:500px">full</div>' },
          style: { padding: [0, 24, 0, 24] },
        },
        {
          id: 'cols',
          type: 'columns',
          props: {
            columns: [
              { blocks: [{ id: 'half', type: 'html', props: { html: '<div style="width:500px">half</div>' } }] },
              { blocks: [] },
            ],
          },
        },
      ],
    });
    if (!doc.ok) throw new Error(JSON.stringify(doc.issues));
    const html = renderHtml(doc.value);
    expect(html).toContain('<div style="width:500px">full</div>');
    expect(html).toContain('<div>half</div>');
  });
});
