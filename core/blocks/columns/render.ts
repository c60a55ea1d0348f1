import type { RenderContext } from '../../render/context';
import { MOBILE_MAX } from '../../render/css';
import { escapeAttr } from '../../render/escape';
import { cssColor, innerWidth, px, wrapBlock } from '../../render/style';
import type { ColumnsBlockOf } from './schema';

/**
 * A column without any head CSS ("Fab Four"): its `calc()` width is hugely positive below the
 * breakpoint (clamped to max-width 100%: stacked, filling a phone) and negative above it (clamped
 * to min-width, its share: side by side). Clients without calc() keep `width:100%` and stack.
 */
const FLUID = `display:inline-block;vertical-align:top;width:100%;max-width:100%;width:calc((${MOBILE_MAX + 1}px - 100%) * ${MOBILE_MAX + 1});`;
const LAYOUT_TABLE = '<table role="presentation" width="100%" cellpadding="0" cellspacing="0">';

/** `33.33` → `c33-33`: one desktop width class per distinct share. */
function widthClass(percent: number): string {
  return `c${String(percent).replace('.', '-')}`;
}

function cellClass(...names: string[]): string {
  const list = names.filter(Boolean).join(' ');
  return list ? ` class="${list}"` : '';
}

export interface ColumnLayout {
  /** Share of the row in percent, two decimals. */
  percent: number;
  /** Column width in px, gutters included. */
  outer: number;
  /** Inline padding that makes the gutter, or ''. */
  padding: string;
  /** Width in px left for the column's blocks. */
  childWidth: number;
}

/** Widths of each column: ratio shares of the width inside the block's padding, gutters only between columns. */
export function columnLayout(block: ColumnsBlockOf, width: number, rtl: boolean): ColumnLayout[] {
  const { columns, gap } = block.props;
  const available = innerWidth(block.style, width);
  const total = columns.reduce((sum, column) => sum + column.ratio, 0) || 1;
  const last = columns.length - 1;
  return columns.map((column, index) => {
    const share = column.ratio / total;
    const outer = available * share;
    const before = index > 0 ? gap / 2 : 0;
    const after = index < last ? gap / 2 : 0;
    const [left, right] = rtl ? [after, before] : [before, after];
    return {
      percent: Math.round(share * 10_000) / 100,
      outer,
      padding: left || right ? `padding:0 ${px(right)} 0 ${px(left)};` : '',
      childWidth: Math.max(1, outer - left - right),
    };
  });
}

/**
 * Hybrid columns: inline-block divs that are full width by default (so they stack on phones and in
 * clients without media queries) and get their desktop share from a head media query; Outlook,
 * which knows neither, gets the same cells in a conditional table row. Columns that must not stack
 * are a plain table row.
 */
export function columnsHtml(block: ColumnsBlockOf, ctx: RenderContext): string {
  const { columns, stackOnMobile, gap } = block.props;
  const rtl = ctx.canvas.dir === 'rtl';
  // Children of a coloured row keep their colours in dark mode: the row's background does not change.
  const childCtx = cssColor(block.style.backgroundColor) ? { ...ctx, onCustomBackground: true } : ctx;
  const cells = columnLayout(block, ctx.width, rtl).map((layout, index) => {
    let content = '';
    for (const child of columns[index]?.blocks ?? []) content += childCtx.renderBlock(child, layout.childWidth);
    const annotation = ctx.annotate ? ` data-eb-column="${escapeAttr(block.id)}:${index}"` : '';
    return { ...layout, content, annotation };
  });

  if (!stackOnMobile) {
    const row = cells
      .map(
        (c) =>
          `<td width="${Math.round(c.outer)}" valign="top"${c.annotation} style="width:${c.percent}%;${c.padding}">${c.content}</td>`,
      )
      .join('');
    return wrapBlock(block, ctx, `${LAYOUT_TABLE}<tr>${row}</tr></table>`);
  }

  if (gap > 0) ctx.css.addMobile('eb-g', '.eb-g{padding-left:0!important;padding-right:0!important}');
  // Stacked on a phone, the gutter between columns becomes space above every column but the first.
  const stackGap = gap > 0 ? `eb-v${gap}` : '';
  if (stackGap) ctx.css.addMobile(stackGap, `.${stackGap}{padding-top:${px(gap)}!important}`);
  let html = '';
  cells.forEach((c, index) => {
    const cls = widthClass(c.percent);
    ctx.css.addDesktop(cls, `.${cls}{width:${c.percent}%!important;max-width:${c.percent}%}`);
    ctx.css.addMobile(cls, `.${cls}{max-width:100%!important}`);
    const ghostCell = `<td width="${Math.round(c.outer)}" valign="top" style="width:${Math.round(c.outer)}px">`;
    html +=
      index === 0
        ? `<!--[if mso | IE]>${LAYOUT_TABLE}<tr>${ghostCell}<![endif]-->`
        : `<!--[if mso | IE]></td>${ghostCell}<![endif]-->`;
    html +=
      `<div class="${cls}"${c.annotation} style="${FLUID}min-width:${c.percent}%">` +
      `${LAYOUT_TABLE}<tr><td${cellClass(c.padding ? 'eb-g' : '', index > 0 ? stackGap : '')}${c.padding ? ` style="${c.padding}"` : ''}>${c.content}</td></tr></table></div>`;
  });
  html += '<!--[if mso | IE]></td></tr></table><![endif]-->';
  // font-size:0 stops whitespace between the inline-block columns from pushing the last one down.
  return wrapBlock(block, ctx, html, { cellStyle: `font-size:0;text-align:${rtl ? 'right' : 'left'};` });
}

/**
 * Two columns that each hold one run of lines (no paragraph break), as many on both sides, are a
 * table of labels and values ("Subtotal / Shipping" beside "$94.00 / Free"): the text part keeps
 * each pair on one line.
 */
function pairedLines(texts: string[]): string | null {
  if (texts.length !== 2 || texts.some((text) => text.includes('\n\n'))) return null;
  const [labels, values] = texts.map((text) => text.split('\n').filter((line) => line.trim() !== '')) as [
    string[],
    string[],
  ];
  if (labels.length < 2 || labels.length !== values.length) return null;
  return labels.map((label, i) => `${label.replace(/:\s*$/, '')}: ${values[i]}`).join('\n');
}

export function columnsText(block: ColumnsBlockOf, ctx: RenderContext): string {
  const texts: string[] = [];
  for (const column of block.props.columns) {
    const parts: string[] = [];
    for (const child of column.blocks) {
      const text = ctx.renderBlockText(child);
      if (text) parts.push(text);
    }
    if (parts.length > 0) texts.push(parts.join('\n\n'));
  }
  // A display condition's markers stand on lines of their own, which pairing would merge.
  const conditioned = block.props.columns.some((column) => column.blocks.some((child) => child.condition));
  return (conditioned ? null : pairedLines(texts)) ?? texts.join('\n\n');
}
