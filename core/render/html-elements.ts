// The elements the html block keeps, each with what the sanitiser needs to know of it, read
// with one look-up per tag (a set test per rule and tag was most of the sanitiser's time).
import { elementIds } from './open-elements';

const FLOW =
  'div span p a strong b em i u s strike sub sup small big font center h1 h2 h3 h4 h5 h6 ul ol li blockquote pre code dl dt dd abbr cite q mark del ins section article header footer figure figcaption'.split(
    ' ',
  );
const VOID = ['br', 'hr', 'img', 'wbr', 'col'];
const TABLE_PARTS = ['table', 'caption', 'colgroup', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th'];
const SECTIONS = ['thead', 'tbody', 'tfoot'];
/** Where an element's content may go; a table row or section holds no text or inline content. */
const NO_FLOW = ['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup'];
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
/** Start tags that close an open `<p>`, as browsers do. */
const CLOSES_P = [
  ...HEADINGS,
  ...'p li dt dd div ul ol dl blockquote pre table hr center section article header footer figure figcaption'.split(
    ' ',
  ),
];

export interface Kind {
  id: number;
  name: string;
  void: boolean;
  /** A table part other than `table` itself: goes only where a table of ours holds it. */
  tablePart: boolean;
  noFlow: boolean;
  closesP: boolean;
  heading: boolean;
  section: boolean;
}

const ALLOWED = [...new Set([...FLOW, ...VOID, ...TABLE_PARTS])];
const KINDS = new Map<string, Kind>();
/** By element id (ids are shared with the text block's sanitiser, so this one is sparse). */
export const KIND_BY_ID: Array<Kind | undefined> = [];
for (const [i, id] of elementIds(ALLOWED).entries()) {
  const name = ALLOWED[i] as string;
  const kind: Kind = {
    id,
    name,
    void: VOID.includes(name),
    tablePart: TABLE_PARTS.includes(name) && name !== 'table',
    noFlow: NO_FLOW.includes(name),
    closesP: CLOSES_P.includes(name),
    heading: HEADINGS.includes(name),
    section: SECTIONS.includes(name),
  };
  KINDS.set(name, kind);
  KIND_BY_ID[id] = kind;
}

/** What the html block knows of an element, or undefined for one it drops. */
export function kindOf(name: string): Kind | undefined {
  return KINDS.get(name);
}

const id = (name: string) => (KINDS.get(name) as Kind).id;
/** Ids the sanitiser asks about by name. */
export const EL = {
  a: id('a'),
  caption: id('caption'),
  col: id('col'),
  colgroup: id('colgroup'),
  dd: id('dd'),
  dl: id('dl'),
  dt: id('dt'),
  li: id('li'),
  ol: id('ol'),
  p: id('p'),
  table: id('table'),
  tbody: id('tbody'),
  td: id('td'),
  tfoot: id('tfoot'),
  th: id('th'),
  thead: id('thead'),
  tr: id('tr'),
  ul: id('ul'),
};
