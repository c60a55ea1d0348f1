// Hostile markup for tests and `npm run bench:markup`: the shapes that made the sanitisers
// quadratic (deep lists, many raw-text elements), each filling a whole document of about 1 MB.
import type { EmailDocument } from '../document/schema';

/** The largest markup each block type accepts (their schemas). */
export const MAX_MARKUP = { text: 20_000, html: 50_000 } as const;

/** `unit` repeated to `length` characters (whole units only). */
export function repeatTo(unit: string, length: number): string {
  return unit.repeat(Math.max(1, Math.floor(length / unit.length)));
}

/** Opens `depth` elements of `tag` (with `inner` inside the deepest) and closes them again. */
function nest(depth: number, open: string, close: string, inner = 'x'): string {
  return open.repeat(depth) + inner + close.repeat(depth);
}

/**
 * Markup shapes by name, each as a function of the length to fill. `deep-*` exceed the nesting
 * cap (saving refuses them); the others are valid and exercise every rule of both sanitisers.
 */
export const SHAPES: Record<string, (length: number) => string> = {
  'deep-lists': (n) => repeatTo('<ul>', n),
  'deep-inline': (n) => repeatTo('<b><i>', n),
  'lists-at-cap': (n) => repeatTo(nest(16, '<ul><li>', '</li></ul>'), n),
  'tables-at-cap': (n) => repeatTo(nest(7, '<table><tbody><tr><td>', '</td></tr></tbody></table>'), n),
  'table-soup': (n) => repeatTo('<table>x<td>y<tr><th>z<tbody><caption>c<colgroup><col>', n),
  'unclosed-siblings': (n) => repeatTo('<li><p><dt><dd>t', n),
  'stray-ends': (n) => repeatTo('</ul></li></td></table></p></b>', n),
  'raw-text': (n) => repeatTo('<script>a</script><STYLE>b</style ><title>c</title>', n),
  'unclosed-raw': (n) => `<p>${repeatTo('<textarea></textareax>', n - 3)}`,
  'attribute-soup': (n) =>
    repeatTo(
      '<div a=1 b="2" c=\'3\' onclick=x style="color:red;width:10px;transform:scale(9);margin:-1px" width=9999 href=javascript:x>x</div>',
      n,
    ),
  styles: (n) => repeatTo('<span style="color:#f00;background-color:rgb(1,2,3);width:100vw;padding:1e4px">s</span>', n),
  links: (n) => repeatTo('<a href="https://x.test/?a=1&amp;b=2" target=_blank>l</a>', n),
  entities: (n) => repeatTo('&amp;&#169;&#x1F600;&nbsp;&bogus;', n),
  'lone-brackets': (n) => repeatTo('< <<a <!- <! ', n),
  comments: (n) => repeatTo('<!--c--><!x><?y>', n),
};

/** A document of blocks of `type`, each holding `shape` at its largest, up to about `bytes` of JSON. */
export function shapeDocument(shape: string, type: 'text' | 'html', bytes = 1_000_000): EmailDocument {
  const fill = SHAPES[shape];
  if (!fill) throw new Error(`no markup shape ${shape}`);
  const html = fill(MAX_MARKUP[type]);
  const perBlock = JSON.stringify({ id: 'b0000', type, props: { html } }).length + 1;
  const count = Math.max(1, Math.floor((bytes - 200) / perBlock));
  const blocks = Array.from({ length: count }, (_, i) => ({ id: `b${i}`, type, props: { html } }));
  return { version: 1, canvas: {}, metadata: { subject: 'shapes' }, blocks } as unknown as EmailDocument;
}
