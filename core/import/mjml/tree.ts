// MJML to a tree of components. MJML is XML-like: components close themselves (`<mj-image />`),
// which an HTML tree builder would ignore, so the tree is built from the project's tokenizer
// with an explicit stack. "Ending" components (mj-text, mj-button, mj-raw…) hold HTML that is
// kept verbatim, as MJML itself does, and parsed later as HTML.

import { decodeEntities } from '../../render/entities';
import { tokenize } from '../../render/tokenize';
import { ImportError } from '../limits';

export interface MjNode {
  tag: string;
  attrs: Record<string, string>;
  children: MjNode[];
  /** The HTML inside an ending component. */
  content: string;
}

const ENDING = new Set([
  'mj-text',
  'mj-button',
  'mj-raw',
  'mj-navbar-link',
  'mj-social-element',
  'mj-table',
  'mj-accordion-title',
  'mj-accordion-text',
  'mj-title',
  'mj-preview',
  'mj-style',
]);
const MAX_DEPTH = 64;
const MARK = '\u0001';

/** End of a start tag from `from` (quotes skipped); -1 when it never ends. */
function tagEnd(source: string, from: number): number {
  let quote = 0;
  for (let i = from; i < source.length; i++) {
    const c = source.charCodeAt(i);
    if (quote) {
      if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) quote = c;
    else if (c === 62) return i;
  }
  return -1;
}

/** The source with every ending component's content replaced by a marker, and those contents. */
function liftContents(source: string): { skeleton: string; contents: string[] } {
  const lower = source.toLowerCase();
  const contents: string[] = [];
  let skeleton = '';
  let last = 0;
  let i = 0;
  while (i < source.length) {
    const open = lower.indexOf('<mj-', i);
    const comment = lower.indexOf('<!--', i);
    if (open < 0) break;
    if (comment >= 0 && comment < open) {
      const end = lower.indexOf('-->', comment + 4);
      i = end < 0 ? source.length : end + 3;
      continue;
    }
    let j = open + 1;
    while (j < source.length && /[a-z0-9-]/.test(lower[j] as string)) j++;
    const name = lower.slice(open + 1, j);
    const end = tagEnd(source, j);
    if (end < 0) break;
    i = end + 1;
    if (!ENDING.has(name) || source[end - 1] === '/') continue;
    const close = lower.indexOf(`</${name}`, i);
    const stop = close < 0 ? source.length : close;
    skeleton += `${source.slice(last, i)}${MARK}${contents.length}${MARK}`;
    contents.push(source.slice(i, stop));
    last = i = stop;
  }
  return { skeleton: skeleton + source.slice(last), contents };
}

export function parseMjml(source: string): MjNode {
  const { skeleton, contents } = liftContents(source);
  const root: MjNode = { tag: '#root', attrs: {}, children: [], content: '' };
  const stack: MjNode[] = [root];
  for (const token of tokenize(skeleton)) {
    const top = stack[stack.length - 1] as MjNode;
    if (token.kind === 'text') {
      const m = new RegExp(`${MARK}(\\d+)${MARK}`).exec(token.text);
      if (m) top.content = contents[Number(m[1])] ?? '';
      continue;
    }
    if (!token.name.startsWith('mj')) continue;
    if (token.kind === 'start') {
      const attrs: Record<string, string> = {};
      for (const [name, value] of token.attrs) attrs[name] = decodeEntities(value);
      const node: MjNode = { tag: token.name, attrs, children: [], content: '' };
      top.children.push(node);
      if (!token.selfClosing) {
        if (stack.length > MAX_DEPTH) throw new ImportError('too_deep', { max: MAX_DEPTH });
        stack.push(node);
      }
      continue;
    }
    for (let k = stack.length - 1; k > 0; k--) {
      if ((stack[k] as MjNode).tag === token.name) {
        stack.length = k;
        break;
      }
    }
  }
  const mjml = root.children.find((c) => c.tag === 'mjml');
  if (!mjml) throw new ImportError('not_mjml');
  return mjml;
}

/** Children with a given tag (no recursion). */
export function childrenOf(node: MjNode | undefined, tag: string): MjNode[] {
  return node ? node.children.filter((c) => c.tag === tag) : [];
}
