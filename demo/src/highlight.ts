// A few colours for the code snippets: comments, strings, keywords, tags and attributes.
const PATTERNS = {
  js: /(\/\/[^\n]*)|(`(?:\\.|[^`\\])*`|'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*")|\b(const|let|async|await|return|new|function|import|from|export)\b/g,
  html: /(<!--[\s\S]*?-->|\/\/[^\n]*)|("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:\\.|[^`\\])*`)|(<\/?[a-z][\w-]*|\/?>)|\b(const|async|await|return|type|src|id|user-id)\b/g,
} as const;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function highlight(code: string, lang: keyof typeof PATTERNS): string {
  const pattern = new RegExp(PATTERNS[lang].source, 'g');
  let out = '';
  let last = 0;
  for (const match of code.matchAll(pattern)) {
    const index = match.index ?? 0;
    out += escapeHtml(code.slice(last, index));
    const kind = match[1] ? 'c' : match[2] ? 's' : lang === 'html' && match[3] ? 't' : 'k';
    out += `<span class="tok-${kind}">${escapeHtml(match[0])}</span>`;
    last = index + match[0].length;
  }
  return out + escapeHtml(code.slice(last));
}
