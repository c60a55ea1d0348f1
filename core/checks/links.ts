// Link checks: every link goes somewhere a mail client can open, and says where it goes.
import type { LeafBlock } from '../blocks/registry';
import { isPlaceholderUrl } from '../blocks/samples';
import { isSafeUrl } from '../document/fields';
import type { Block } from '../document/schema';
import { htmlFacts } from './html';
import type { Finding } from './types';

/** Link texts that say nothing out of context (WCAG 2.4.4). */
const VAGUE = new Set(['click here', 'click', 'here', 'read more', 'more', 'learn more', 'link', 'this', 'this link', 'go', 'details', 'more info', 'see more']); // biome-ignore format: a word list

export function isVagueLinkText(text: string): boolean {
  return VAGUE.has(
    text
      .toLowerCase()
      .replace(/[.!…:»›→>\s]+$/u, '')
      .trim(),
  );
}

interface Link {
  href: string | null | undefined;
  text: string;
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function linksOf(block: Block | LeafBlock): Link[] {
  switch (block.type) {
    case 'button':
      return [{ href: block.props.href, text: str(block.props.label) }];
    case 'menu':
      return (block.props.links ?? []).map((link) => ({ href: link.href, text: str(link.label) }));
    case 'social':
      return (block.props.links ?? []).map((link) => ({ href: link.href, text: str(link.network) }));
    case 'video':
      return [{ href: block.props.href, text: str(block.props.alt) }];
    case 'image':
      return block.props.href ? [{ href: block.props.href, text: str(block.props.alt) }] : [];
    case 'text':
    case 'html':
      return htmlFacts(str(block.props.html)).links;
    default:
      return [];
  }
}

export function checkLinks(block: Block | LeafBlock, findings: Finding[]): void {
  for (const link of linksOf(block)) {
    const href = typeof link.href === 'string' ? link.href.trim() : '';
    if (!href || !isSafeUrl(href)) {
      findings.push({
        code: 'link_invalid',
        severity: 'error',
        blockId: block.id,
        message: href
          ? `The link "${link.text || href}" goes to "${href.slice(0, 80)}": only http(s), mailto, tel links and merge tags work in email.`
          : `The link "${link.text}" has no URL.`,
      });
    } else if (isPlaceholderUrl(href)) {
      findings.push({
        code: 'link_placeholder',
        severity: 'error',
        blockId: block.id,
        message: `The link "${link.text || href}" still goes to the example address "${href.slice(0, 80)}".`,
      });
    }
    if (link.text && isVagueLinkText(link.text)) {
      findings.push({
        code: 'vague_link_text',
        severity: 'warning',
        blockId: block.id,
        message: `The link text "${link.text}" does not say where it goes; screen-reader users often list links out of context.`,
      });
    }
  }
}
