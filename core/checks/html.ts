// What the checks read from a text or html block's markup: links with their text, and coloured runs.

import { decodeEntities } from '../render/entities';
import { styleColor } from '../render/sanitize';
import { tokenize } from '../render/tokenize';

export interface HtmlLink {
  href: string;
  text: string;
  /** Some of the link's text shows in the link colour (not inside its own coloured span). */
  usesLinkColor: boolean;
}

export interface HtmlFacts {
  links: HtmlLink[];
  /** Colours set inline on spans or other elements (`style="color:…"`). */
  colors: string[];
}

export function htmlFacts(html: string): HtmlFacts {
  const links: HtmlLink[] = [];
  const colors: string[] = [];
  let open: HtmlLink | null = null;
  /** Coloured elements opened inside the current link and not yet closed. */
  const coloured: string[] = [];
  for (const token of tokenize(html)) {
    if (token.kind === 'text') {
      if (open) {
        open.text += decodeEntities(token.text);
        if (coloured.length === 0 && token.text.trim()) open.usesLinkColor = true;
      }
    } else if (token.kind === 'start') {
      const style = token.attrs.find(([name]) => name === 'style')?.[1];
      const color = style ? styleColor(style) : null;
      if (color) colors.push(color);
      if (color && open && !token.selfClosing) coloured.push(token.name);
      if (token.name === 'a') {
        open = {
          href: decodeEntities(token.attrs.find(([name]) => name === 'href')?.[1] ?? '').trim(),
          text: '',
          usesLinkColor: false,
        };
        coloured.length = 0;
        links.push(open);
      } else if (token.name === 'img' && open) {
        open.text += decodeEntities(token.attrs.find(([name]) => name === 'alt')?.[1] ?? '');
      }
    } else if (token.name === 'a') open = null;
    else if (coloured.at(-1) === token.name) coloured.pop();
  }
  for (const link of links) link.text = link.text.replace(/\s+/g, ' ').trim();
  return { links, colors };
}
