// The markup of a custom block template, checked when the type is saved: what the html block's
// sanitiser would silently drop is refused here with a message, so an author learns at once that
// a script, an event handler, a `javascript:` link or an unclosed tag will not reach the email.
// (The rendered block is sanitised anyway; this is for clear errors, not for safety.)

import { isSafeUrl } from '../document/fields';
import { HTML_LIMITS } from '../document/limits';
import { decodeEntities } from '../render/entities';
import { kindOf } from '../render/html-elements';
import { TokenStream } from '../render/tokenize';

const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+[;,]/i;

/** The first problem of a template's markup, or null. One pass over the tokens. */
export function templateMarkupIssue(template: string): string | null {
  const open: string[] = [];
  const tokens = new TokenStream(template);
  for (let token = tokens.next(); token; token = tokens.next()) {
    if (token.kind === 'text') continue;
    const kind = kindOf(token.name);
    if (!kind) return `<${token.name}> is not allowed in a block template`;
    if (token.kind === 'end') {
      if (kind.void) continue;
      const top = open.pop();
      if (top !== token.name)
        return top ? `</${token.name}> does not close <${top}>` : `</${token.name}> closes nothing`;
      continue;
    }
    for (const [name, raw] of token.attrs) {
      if (name.startsWith('on')) return `event handler attributes (${name}) are not allowed`;
      if (name !== 'href' && name !== 'src') continue;
      const value = decodeEntities(raw).trim();
      // A field or merge tag in the link is checked when the block is rendered.
      if (value.includes('{{') || isSafeUrl(value) || (name === 'src' && DATA_IMAGE.test(value))) continue;
      return `<${token.name} ${name}> must be an http(s), mailto or tel link, or a field`;
    }
    // `<div/>` opens a div, as browsers read it.
    if (kind.void) continue;
    open.push(token.name);
    if (open.length > HTML_LIMITS.maxDepth) return `markup nests more than ${HTML_LIMITS.maxDepth} elements deep`;
  }
  const unclosed = open.pop();
  return unclosed ? `<${unclosed}> is never closed` : null;
}
