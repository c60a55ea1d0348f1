// The Lit template minifier changes white space and number spelling only where CSS and HTML ignore them.
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the inputs are source code, placeholders and all.
import { describe, expect, it } from 'vitest';
import { minifyTemplates, squashCss } from './lit-minify';

describe('the Lit template minifier', () => {
  it('squashes a stylesheet: comments, indentation, the last semicolon, leading zeros', () => {
    const source =
      'const s = css`\n  /* why */\n  .a {\n    opacity: 0.55;\n    transition: color 0.12s, 10.5s;\n  }\n`;';
    expect(minifyTemplates(source)).toBe('const s = css`.a{opacity:.55;transition:color .12s,10.5s}`;');
  });

  it('keeps what a `${…}` joins: no zero dropped after it, and the space before it', () => {
    expect(minifyTemplates('css`.a { width: ${w}0.5px; } .b ${x} .c { }`')).toBe(
      'css`.a{width:${w}0.5px}.b ${x} .c{}`',
    );
    expect(squashCss('a { b: rgba(0, 0, 0, 0.5) }')).toBe('a{b:rgba(0,0,0,.5)}');
  });

  it('leaves strings, comments and untagged templates of the code alone, and only collapses html', () => {
    const source = "const t = `  keep  `; // css`x  y`\nconst q = '  css`  '; html`<p>\n  a  b\n</p>  <i>c</i>`";
    expect(minifyTemplates(source)).toBe(
      "const t = `  keep  `; // css`x  y`\nconst q = '  css`  '; html`<p> a b </p><i>c</i>`",
    );
  });
});
