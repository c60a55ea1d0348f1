// Writing the model back as the text allow-list's canonical HTML (what the renderer keeps).
import { type Block, type Doc, type ListKind, type Marks, normalizeRuns, type Run } from './model';

const escapeText = (text: string) =>
  text.replace(/[&<>\u00a0]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&nbsp;'));
const escapeAttr = (text: string) =>
  text.replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));

interface Level {
  key(marks: Marks): string;
  open(marks: Marks): string;
  close: (marks: Marks) => string;
}

/** Outermost first: links stay whole around differently styled words, spans hold both colours. */
const LEVELS: Level[] = [
  {
    key: (m) => (m.href ? `${m.href}\u0000${m.blank ? 1 : 0}` : ''),
    open: (m) => `<a href="${escapeAttr(m.href ?? '')}"${m.blank ? ' target="_blank" rel="noopener"' : ''}>`,
    close: () => '</a>',
  },
  {
    key: (m) => (m.color || m.bg ? `${m.color ?? ''}/${m.bg ?? ''}` : ''),
    open: (m) =>
      `<span style="${[m.color ? `color:${m.color}` : '', m.bg ? `background-color:${m.bg}` : ''].filter(Boolean).join(';')}">`,
    close: () => '</span>',
  },
  tagLevel('b', 'strong'),
  tagLevel('i', 'em'),
  tagLevel('u', 'u'),
  tagLevel('s', 's'),
  tagLevel('sup', 'sup'),
  tagLevel('sub', 'sub'),
];

function tagLevel(mark: 'b' | 'i' | 'u' | 's' | 'sup' | 'sub', tag: string): Level {
  return { key: (m) => (m[mark] ? '1' : ''), open: () => `<${tag}>`, close: () => `</${tag}>` };
}

function writeRuns(runs: Run[], level: number): string {
  const spec = LEVELS[level];
  if (!spec) return runs.map((run) => escapeText(run.text).replaceAll('\n', '<br>')).join('');
  let out = '';
  let i = 0;
  while (i < runs.length) {
    const key = spec.key((runs[i] as Run).marks);
    let j = i + 1;
    while (j < runs.length && spec.key((runs[j] as Run).marks) === key) j++;
    const group = runs.slice(i, j);
    const inner = writeRuns(group, level + 1);
    const marks = (runs[i] as Run).marks;
    out += key ? `${spec.open(marks)}${inner}${spec.close(marks)}` : inner;
    i = j;
  }
  return out;
}

function writeBlockContent(block: Block): string {
  const runs = normalizeRuns(block.runs);
  if (!runs.length) return '<br>';
  const html = writeRuns(runs, 0);
  // A line break at the very end needs a second one to show the empty line it starts.
  return runs.at(-1)?.text.endsWith('\n') ? `${html}<br>` : html;
}

/** The model as the text allow-list's canonical HTML. */
export function writeHtml(doc: Doc): string {
  let out = '';
  let openList: ListKind | null = null;
  for (const block of doc) {
    if (block.list !== openList) {
      if (openList) out += `</${openList}>`;
      if (block.list) out += `<${block.list}>`;
      openList = block.list;
    }
    const content = writeBlockContent(block);
    out += block.list ? `<li>${content}</li>` : `<p>${content}</p>`;
  }
  if (openList) out += `</${openList}>`;
  return out;
}
