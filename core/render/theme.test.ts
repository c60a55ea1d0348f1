// The document theme and the per-block font controls, as the renderer writes them into the email.
import { describe, expect, test } from 'vitest';
import { BLOCKS } from '../blocks/registry';
import { themeOf } from '../document/canvas';
import { FONT_STACKS } from '../document/fonts';
import { validateDocument } from '../document/validate';
import { renderHtml } from './index';
import { attr, byTag, parseDocument } from './test-dom';

function render(blocks: unknown[], canvas: Record<string, unknown> = {}) {
  const result = validateDocument({ canvas, metadata: {}, blocks });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return parseDocument(renderHtml(result.value));
}

const heading = BLOCKS.heading.create('h', 'https://example.com/assets');
const text = BLOCKS.text.create('t', 'https://example.com/assets');

describe('theme', () => {
  test('documents saved without a theme read its defaults', () => {
    const result = validateDocument({ canvas: {}, metadata: {}, blocks: [] });
    expect(result.ok && result.value.canvas.theme).toBeUndefined();
    expect(themeOf({})).toEqual({
      primaryColor: '#2563eb',
      onPrimaryColor: '#ffffff',
      headingFont: null,
      buttonRadius: 6,
      buttonFullWidth: false,
    });
  });

  test('is validated with limits', () => {
    const bad = validateDocument({
      canvas: { theme: { primaryColor: 'red', buttonRadius: 500, headingFont: 'comic' } },
      metadata: {},
      blocks: [],
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.issues.map((i) => i.path).sort()).toEqual([
        'blockTree.canvas.theme.buttonRadius',
        'blockTree.canvas.theme.headingFont',
        'blockTree.canvas.theme.primaryColor',
      ]);
  });

  test('the heading font applies to headings without their own font, not to body text', () => {
    const tree = render([heading, text], { fontFamily: 'arial', theme: { headingFont: 'georgia' } });
    expect(attr(byTag(tree, 'h1')[0]!, 'style')).toContain(`font-family:${FONT_STACKS.georgia}`);
    const textCell = byTag(tree, 'td').find((td) => (attr(td, 'style') ?? '').includes('font-size:16px'));
    expect(attr(textCell!, 'style')).toContain(`font-family:${FONT_STACKS.arial}`);
  });

  test("a block's own font family and letter spacing win over the theme", () => {
    const own = { ...heading, style: { ...heading.style, fontFamily: 'courier', letterSpacing: 1.5 } };
    const style = attr(byTag(render([own], { theme: { headingFont: 'georgia' } }), 'h1')[0]!, 'style') ?? '';
    expect(style).toContain(`font-family:${FONT_STACKS.courier}`);
    expect(style).toContain('letter-spacing:1.5px');
  });

  test('a heading set to normal weight says so (clients make headings bold by default)', () => {
    const light = { ...heading, style: { ...heading.style, fontWeight: 'normal' } };
    expect(attr(byTag(render([light]), 'h1')[0]!, 'style')).toContain('font-weight:normal');
    expect(attr(byTag(render([heading]), 'h1')[0]!, 'style')).toContain('font-weight:bold');
  });
});
