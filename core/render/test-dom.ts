// Test helpers: parse HTML as a browser does (parse5, spec-compliant) and query the tree.
import { type DefaultTreeAdapterMap, parse, parseFragment } from 'parse5';

export type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];

export function parseDocument(html: string): Node {
  return parse(html) as Node;
}

export function parseHtmlFragment(html: string): Node {
  return parseFragment(html) as Node;
}

function childrenOf(node: Node): Node[] {
  const own = 'childNodes' in node ? (node.childNodes as Node[]) : [];
  // <template> keeps its children in `content`.
  const content = 'content' in node && node.content ? (node.content.childNodes as Node[]) : [];
  return [...own, ...content];
}

export function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

/** Every element below `root` (depth first, document order) that passes the test. */
export function findAll(root: Node, test: (el: Element) => boolean): Element[] {
  const found: Element[] = [];
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    if (isElement(node) && node !== root && test(node)) found.push(node);
    stack.push(...childrenOf(node).reverse());
  }
  return found;
}

export function byTag(root: Node, tag: string): Element[] {
  return findAll(root, (el) => el.tagName === tag);
}

export function attr(el: Element, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

export function textContent(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return childrenOf(node).map(textContent).join('');
}

/** Every attribute of every element, for "nothing dangerous survived" checks. */
export function allAttributes(root: Node): Array<{ tag: string; name: string; value: string }> {
  return findAll(root, () => true).flatMap((el) =>
    el.attrs.map((a) => ({ tag: el.tagName, name: a.name, value: a.value })),
  );
}
