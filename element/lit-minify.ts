// The build's Lit template minifier: Vite's minifier leaves template text alone, so the element's
// css`…` and html`…` templates would ship with their indentation, newlines and comments.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The folders whose Lit templates are squashed: the element's and the dashboard's (it shares the element's kit). */
const LIT_FOLDERS = ['element', 'dashboard'].map((folder) => `${root}${folder}/`);

/** Collapses whitespace inside Lit's css`…` and html`…` templates: the minifier leaves template text alone. */
export function minifyLitTemplates(): Plugin {
  return {
    name: 'eb-minify-lit-templates',
    apply: 'build',
    transform(code, id) {
      if (!id.endsWith('.ts') || !LIT_FOLDERS.some((folder) => id.startsWith(folder))) return null;
      if (!/\b(css|html)`/.test(code)) return null;
      return { code: minifyTemplates(code), map: null };
    },
  };
}

export const squashCss = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    // 0.5 → .5 after a space, colon, comma or parenthesis of this text (never after a `${…}`).
    .replace(/(?<=[\s:,(])0\.(?=\d)/g, '.');
export const squashHtml = (text: string) => text.replace(/>\s+</g, '><').replace(/\s+/g, ' ');

/** Walks the source once, tracking strings, comments and `${…}` nesting, and rewrites template text. */
export function minifyTemplates(code: string): string {
  let out = '';
  let i = 0;
  const copyString = (quote: string) => {
    const start = i++;
    while (i < code.length && code[i] !== quote) i += code[i] === '\\' ? 2 : 1;
    i++;
    out += code.slice(start, i);
  };
  // Copies code up to the `}` that closes the current `${`, or to the end.
  const scanCode = (untilBrace: boolean): void => {
    let depth = 0;
    while (i < code.length) {
      const c = code[i] as string;
      if (c === "'" || c === '"') copyString(c);
      else if (c === '/' && code[i + 1] === '/') {
        const end = code.indexOf('\n', i);
        const stop = end < 0 ? code.length : end;
        out += code.slice(i, stop);
        i = stop;
      } else if (c === '/' && code[i + 1] === '*') {
        const end = code.indexOf('*/', i + 2) + 2;
        out += code.slice(i, end);
        i = end;
      } else if (c === '`') {
        scanTemplate(/\b(css|html|svg)\s*$/.exec(out)?.[1] ?? '');
      } else if (c === '{') {
        depth++;
        out += c;
        i++;
      } else if (c === '}') {
        if (untilBrace && depth === 0) return;
        depth--;
        out += c;
        i++;
      } else {
        out += c;
        i++;
      }
    }
  };
  const scanTemplate = (tag: string): void => {
    const squash = tag === 'css' ? squashCss : tag === 'html' ? squashHtml : null;
    out += '`';
    i++;
    let text = '';
    let first = true;
    // A stylesheet's (or a css fragment's) leading and trailing white space means nothing.
    const flush = (last = false) => {
      let squashed = squash ? squash(text) : text;
      if (tag === 'css' && first) squashed = squashed.trimStart();
      if (tag === 'css' && last) squashed = squashed.trimEnd();
      out += squashed;
      text = '';
      first = false;
    };
    while (i < code.length) {
      const c = code[i] as string;
      if (c === '\\') {
        text += code.slice(i, i + 2);
        i += 2;
      } else if (c === '`') {
        flush(true);
        out += '`';
        i++;
        return;
      } else if (c === '$' && code[i + 1] === '{') {
        flush();
        out += '${';
        i += 2;
        scanCode(true);
        out += '}';
        i++;
      } else {
        text += c;
        i++;
      }
    }
    flush();
  };
  scanCode(false);
  return out;
}
