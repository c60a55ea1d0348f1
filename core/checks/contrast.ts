// Contrast problems with what each is about (the block's text colour, the link colour, a coloured
// run, a button label), so a finding can be fixed as well as reported.
import type { EmailDocument } from '../document/schema';
import { cssColor } from '../render/style';
import { contrastRatio, requiredContrast } from './color';
import { htmlFacts } from './html';
import type { Placed } from './walk';

const HEADING_SIZES: Record<number, number> = { 1: 28, 2: 22, 3: 18 };

/** Which colour is too faint: the one a fix changes. */
export type ContrastTarget =
  | { kind: 'text' } // block.style.color (or the canvas text colour it inherits)
  | { kind: 'link' } // canvas.linkColor, used by the links of a text block
  | { kind: 'span'; color: string } // an inline `color:` in the block's HTML
  | { kind: 'menu' } // block.style.color (or the canvas link colour a menu inherits)
  | { kind: 'button' }; // button props.textColor on props.buttonColor

export interface ContrastProblem {
  blockId: string;
  target: ContrastTarget;
  what: string;
  fg: string;
  bg: string;
  size: number;
  bold: boolean;
  ratio: number;
  needed: number;
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Every text colour of the block that is below AA against its real background. */
export function blockContrastProblems(doc: EmailDocument, { block, background }: Placed): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  const style = block.style;
  const bg = cssColor(style.backgroundColor) ?? background;
  const fg = cssColor(style.color) ?? doc.canvas.textColor;
  const bold = style.fontWeight === 'bold';
  const check = (
    target: ContrastTarget,
    what: string,
    color: string,
    behind: string,
    size: number,
    isBold: boolean,
  ) => {
    const ratio = contrastRatio(color, behind);
    const needed = requiredContrast(size, isBold);
    if (ratio !== null && ratio < needed)
      problems.push({ blockId: block.id, target, what, fg: color, bg: behind, size, bold: isBold, ratio, needed });
  };
  switch (block.type) {
    case 'heading':
      check(
        { kind: 'text' },
        'Heading text',
        fg,
        bg,
        style.fontSize ?? HEADING_SIZES[block.props.level] ?? 28,
        style.fontWeight !== 'normal',
      );
      break;
    case 'text':
    case 'html': {
      const size = style.fontSize ?? 16;
      check({ kind: 'text' }, 'Text', fg, bg, size, bold);
      const facts = htmlFacts(str(block.props.html));
      if (block.type === 'text' && facts.links.some((link) => link.usesLinkColor))
        check({ kind: 'link' }, 'Link colour', doc.canvas.linkColor, bg, size, bold);
      for (const color of new Set(facts.colors)) check({ kind: 'span', color }, 'Coloured text', color, bg, size, bold);
      break;
    }
    case 'menu':
      check(
        { kind: 'menu' },
        'Menu link',
        cssColor(style.color) ?? doc.canvas.linkColor,
        bg,
        style.fontSize ?? 14,
        bold,
      );
      break;
    case 'button':
      check(
        { kind: 'button' },
        'Button label',
        block.props.textColor,
        block.props.buttonColor,
        style.fontSize ?? 16,
        style.fontWeight !== 'normal',
      );
      break;
  }
  return problems;
}

export function contrastMessage(p: ContrastProblem): string {
  return `${p.what} ${p.fg} on ${p.bg} has a contrast of ${p.ratio.toFixed(2)}:1; ${p.size}px${p.bold ? ' bold' : ''} text needs ${p.needed}:1.`;
}
