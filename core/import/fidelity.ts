// What an import must keep, measured: the source's visible words, link targets and image
// addresses, and whether each is present in the render of the imported document. Used by the
// corpus round-trip test and the import benchmark, so both count the same way.
import { parse } from 'parse5';
import type { EmailDocument } from '../document/schema';
import { renderHtml } from '../render';
import { attr, children, type Element, findAll, isElement, isHidden, isText, type Node, SKIP } from './html/dom';
import { arr, obj, str } from './json';
import { type MjNode, parseMjml } from './mjml/tree';
import { networkOf } from './networks';
import type { ImportFormat } from './types';

export interface Content {
  words: Set<string>;
  links: Set<string>;
  images: Set<string>;
  /** Icons of links to social networks: the social block draws its own, so such an icon counts as kept when its link is. */
  icons: Map<string, string>;
}

function empty(): Content {
  return { words: new Set(), links: new Set(), images: new Set(), icons: new Map() };
}

export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** Visible words, links and images of an HTML document or fragment. */
function addHtml(html: string, into: Content): void {
  const doc = parse(html);
  const body = findAll(doc, (el) => el.tagName === 'body', 1)[0];
  if (!body) return;
  const hidden = new Set<Element>(findAll(body, isHidden));
  const visible = (el: Element) => {
    for (
      let n: Element | null = el;
      n;
      n = n.parentNode && 'tagName' in n.parentNode ? (n.parentNode as Element) : null
    )
      if (hidden.has(n)) return false;
    return true;
  };
  // Text outside hidden elements (a hidden preheader repeats visible words, so removing its words afterwards would not do).
  const pending: Node[] = [body];
  while (pending.length > 0) {
    const n = pending.pop() as Node;
    if (isText(n)) for (const w of wordsOf(n.value)) into.words.add(w);
    if (!isElement(n) || hidden.has(n) || SKIP.has(n.tagName)) continue;
    pending.push(...children(n));
  }
  for (const a of findAll(body, (el) => el.tagName === 'a' && !!attr(el, 'href')))
    if (visible(a)) into.links.add((attr(a, 'href') as string).trim());
  for (const img of findAll(body, (el) => el.tagName === 'img' && !!attr(el, 'src'))) {
    if (!visible(img)) continue;
    const src = (attr(img, 'src') as string).trim();
    const link =
      img.parentNode && 'tagName' in img.parentNode && (img.parentNode as Element).tagName === 'a'
        ? attr(img.parentNode as Element, 'href')
        : undefined;
    if (link && networkOf(link)) into.icons.set(src, link.trim());
    else into.images.add(src);
  }
}

function addMjml(source: string, into: Content): void {
  const stack: MjNode[] = [parseMjml(source)];
  while (stack.length > 0) {
    const node = stack.pop() as MjNode;
    for (const child of node.children) {
      // Navbar links are relative to the navbar's base-url.
      const href = child.attrs.href;
      if (node.tag === 'mj-navbar' && href && !/^[a-z][a-z0-9+.-]*:|^\{\{/i.test(href))
        child.attrs.href = (node.attrs['base-url'] ?? '') + href;
      stack.push(child);
    }
    if (['mj-title', 'mj-preview', 'mj-style', 'mj-head', 'mj-attributes', 'mj-font'].includes(node.tag)) {
      if (node.tag === 'mj-head') stack.length -= node.children.length;
      continue;
    }
    if (node.content) addHtml(node.tag === 'mj-table' ? `<table>${node.content}</table>` : node.content, into);
    const { href, src } = node.attrs;
    if (href && node.tag !== 'mj-font') into.links.add(href.trim());
    if (src && (node.tag === 'mj-image' || node.tag === 'mj-carousel-image')) into.images.add(src.trim());
    if (node.attrs['background-url']) into.images.add(node.attrs['background-url'].trim());
  }
}

/** Every string of a JSON design: text fields as HTML, link and image fields by name. */
function addJson(design: unknown, into: Content): void {
  const stack: Array<{ value: unknown; key: string }> = [{ value: design, key: '' }];
  while (stack.length > 0) {
    const { value, key } = stack.pop() as { value: unknown; key: string };
    if (typeof value === 'string') {
      if (key === 'text' || key === 'html' || key === 'label') addHtml(value, into);
      continue;
    }
    if (Array.isArray(value)) for (const v of value) stack.push({ value: v, key });
    else if (typeof value === 'object' && value !== null) {
      const o = value as Record<string, unknown>;
      // Links: Unlayer `href`/`action` values and `url` of icons; Beefree `href` of images, buttons, links.
      if (str(o.href)) into.links.add(str(o.href).trim());
      if (key === 'src' && str(o.url)) into.images.add(str(o.url).trim());
      if (key === 'image' && str(o.src)) {
        const link = str(o.href);
        if (link && networkOf(link)) into.icons.set(str(o.src), link);
        else into.images.add(str(o.src).trim());
      }
      if (key === 'icons' && Array.isArray(o.icons))
        for (const icon of arr(o.icons).map(obj)) if (str(icon.url)) into.links.add(str(icon.url));
      if (key === 'video' && (str(o.url) || str(o.src))) into.links.add(str(o.url) || str(o.src));
      // A font's `label` is a name in a picker, not text of the email.
      for (const [k, v] of Object.entries(o))
        if (k !== 'prefix' && key !== 'fontFamily') stack.push({ value: v, key: k });
    }
  }
}

export function sourceContent(format: ImportFormat, source: unknown): Content {
  const c = empty();
  if (format === 'html') addHtml(source as string, c);
  else if (format === 'mjml') addMjml(source as string, c);
  else addJson(typeof source === 'string' ? JSON.parse(source) : source, c);
  c.links.delete('');
  c.images.delete('');
  return c;
}

export interface Kept {
  words: number;
  links: number;
  images: number;
  missing: { words: string[]; links: string[]; images: string[] };
}

function share(source: Set<string>, present: (v: string) => boolean): { ratio: number; missing: string[] } {
  const missing = [...source].filter((v) => !present(v));
  return { ratio: source.size === 0 ? 1 : (source.size - missing.length) / source.size, missing };
}

/** The share of the source's words, links and images present in the render of `doc`. */
export function keptIn(source: Content, doc: EmailDocument, html = renderHtml(doc)): Kept {
  const render = empty();
  addHtml(html, render);
  const decode = (v: string) => v.replace(/&amp;/g, '&');
  const links = new Set([...render.links].map(decode));
  const images = new Set([...render.images, ...render.icons.keys()].map(decode));
  const w = share(source.words, (v) => render.words.has(v));
  const l = share(source.links, (v) => links.has(v));
  const iconLinks = new Set([...source.icons.values()]);
  const i = share(new Set([...source.images, ...[...iconLinks].map((h) => `icon:${h}`)]), (v) =>
    v.startsWith('icon:') ? links.has(v.slice(5)) : images.has(v),
  );
  return {
    words: w.ratio,
    links: l.ratio,
    images: i.ratio,
    missing: { words: w.missing, links: l.missing, images: i.missing },
  };
}
