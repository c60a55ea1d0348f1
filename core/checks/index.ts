// The checker: problems a recipient would hit, found in the document before it is sent. Pure and
// synchronous (no DOM), so it runs in the editor (idle callback or worker) and on the server alike.
import { estimateLabelWidth } from '../blocks/button/render';
import type { LeafBlock } from '../blocks/leaf';
import type { Block, EmailDocument } from '../document/schema';
import { renderHtml } from '../render/index';
import { cssColor, innerWidth } from '../render/style';
import { contrastRatio, requiredContrast } from './color';
import { htmlFacts } from './html';
import { checkLinks } from './links';
import type { CheckOptions, Finding } from './types';
import { type Placed, placedBlocks } from './walk';

export type { CheckOptions, Finding, FindingCode, Severity } from './types';
export { contrastRatio, isLargeText, requiredContrast } from './color';
export { isVagueLinkText } from './links';

/** Gmail clips a message's HTML beyond this many bytes, hiding the rest behind "View entire message". */
export const GMAIL_CLIP_BYTES = 102 * 1024;
const HEADING_SIZES: Record<number, number> = { 1: 28, 2: 22, 3: 18 };
const MERGE_TAG = /\{\{\s*([A-Za-z_][\w.]*)\s*\}\}/g;

function contrastFinding(block: Block | LeafBlock, what: string, fg: string, bg: string, size: number, bold: boolean): Finding | null {
  const ratio = contrastRatio(fg, bg);
  const needed = requiredContrast(size, bold);
  if (ratio === null || ratio >= needed) return null;
  return {
    code: 'low_contrast',
    severity: 'error',
    blockId: block.id,
    message: `${what} ${fg} on ${bg} has a contrast of ${ratio.toFixed(2)}:1; ${size}px${bold ? ' bold' : ''} text needs ${needed}:1.`,
  };
}

function checkContrast(doc: EmailDocument, { block, background }: Placed, findings: Finding[]): void {
  const style = block.style;
  const bg = cssColor(style.backgroundColor) ?? background;
  const fg = cssColor(style.color) ?? doc.canvas.textColor;
  const bold = style.fontWeight === 'bold';
  const add = (finding: Finding | null) => finding && findings.push(finding);
  switch (block.type) {
    case 'heading': {
      const size = style.fontSize ?? HEADING_SIZES[block.props.level] ?? 28;
      add(contrastFinding(block, 'Heading text', fg, bg, size, style.fontWeight !== 'normal'));
      break;
    }
    case 'text':
    case 'html': {
      const size = style.fontSize ?? 16;
      add(contrastFinding(block, 'Text', fg, bg, size, bold));
      const facts = htmlFacts(str(block.props.html));
      if (block.type === 'text' && facts.links.some((link) => link.usesLinkColor))
        add(contrastFinding(block, 'Link colour', doc.canvas.linkColor, bg, size, bold));
      for (const color of new Set(facts.colors)) add(contrastFinding(block, 'Coloured text', color, bg, size, bold));
      break;
    }
    case 'menu':
      add(contrastFinding(block, 'Menu link', cssColor(style.color) ?? doc.canvas.linkColor, bg, style.fontSize ?? 14, bold));
      break;
    case 'button': {
      const label = contrastFinding(
        block,
        'Button label',
        block.props.textColor,
        block.props.buttonColor,
        style.fontSize ?? 16,
        style.fontWeight !== 'normal',
      );
      add(label);
      break;
    }
  }
}

function checkImage(block: Block | LeafBlock, width: number, findings: Finding[]): void {
  if (block.type !== 'image') return;
  if (!str(block.props.alt).trim() && block.props.decorative !== true) {
    findings.push({
      code: 'image_alt_missing',
      severity: 'error',
      blockId: block.id,
      message: 'The image has no alt text: write what it shows, or mark it decorative.',
    });
  }
  const available = innerWidth(block.style, width);
  if (block.props.width !== null && block.props.width > available) {
    findings.push({
      code: 'image_wider_than_column',
      severity: 'warning',
      blockId: block.id,
      message: `The image is set ${block.props.width}px wide but its column has ${Math.round(available)}px; it will be scaled down.`,
    });
  }
}

function checkButton(block: Block | LeafBlock, width: number, findings: Finding[]): void {
  if (block.type !== 'button' || block.props.fullWidth) return;
  const fontSize = block.style.fontSize ?? 16;
  const needed = estimateLabelWidth(str(block.props.label), fontSize, block.style.fontWeight !== 'normal') + Math.round(fontSize * 1.5) * 2;
  const available = innerWidth(block.style, width);
  if (needed > available) {
    findings.push({
      code: 'button_label_clipped',
      severity: 'warning',
      blockId: block.id,
      message: `The label needs about ${needed}px but the button has ${Math.round(available)}px: Outlook draws buttons at a fixed size and would cut it.`,
    });
  }
}

function checkHeadings(placed: Placed[], findings: Finding[]): void {
  let previous = 0;
  for (const { block } of placed) {
    if (block.type !== 'heading' || block.hidden?.desktop) continue;
    const level = block.props.level;
    if (previous > 0 && level > previous + 1) {
      findings.push({
        code: 'heading_skipped',
        severity: 'warning',
        blockId: block.id,
        message: `Heading level ${level} follows level ${previous}: screen-reader users navigate by headings, use level ${previous + 1}.`,
      });
    }
    previous = level;
  }
}

/** UTF-8 size of a string without encoding it (no 100 KB allocation on every check). */
function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    // Two bytes below U+0800, three above; a surrogate pair is 4 bytes for its 2 units.
    bytes += code < 0x800 ? 1 : code >= 0xd800 && code <= 0xdbff ? 1 : code >= 0xdc00 && code <= 0xdfff ? 1 : 2;
  }
  return bytes;
}

/** Drafts from the editor may skip validation: a missing string is an empty one. */
function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Every string in a value, for the merge-tag scan. */
function strings(value: unknown, out: string[]): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, out);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) strings(item, out);
  return out;
}

function checkMergeTags(doc: EmailDocument, known: readonly string[], findings: Finding[]): void {
  const names = new Set(known.map((tag) => tag.replace(/^\{\{\s*|\s*\}\}$/g, '')));
  const scan = (value: unknown, blockId?: string) => {
    const unknown = new Set<string>();
    for (const text of strings(value, []))
      for (const match of text.matchAll(MERGE_TAG)) if (!names.has(match[1] as string)) unknown.add(match[1] as string);
    for (const name of unknown) {
      findings.push({
        code: 'unknown_merge_tag',
        severity: 'warning',
        ...(blockId ? { blockId } : {}),
        message: `{{${name}}} is not a merge tag this sender defines; it would reach the recipient as written.`,
      });
    }
  };
  scan([doc.metadata, doc.canvas.preheader]);
  for (const block of doc.blocks) {
    if (block.type !== 'columns') scan(block.props, block.id);
    else for (const column of block.props.columns) for (const child of column.blocks) scan(child.props, child.id);
  }
}

function checkEnvelope(doc: EmailDocument, html: string, findings: Finding[]): void {
  const subject = doc.metadata.subject;
  if (typeof subject !== 'string' || !subject.trim()) {
    findings.push({ code: 'subject_missing', severity: 'error', message: 'The email has no subject.' });
  }
  if (!doc.canvas.preheader?.trim()) {
    findings.push({
      code: 'preheader_missing',
      severity: 'warning',
      message: 'No preheader: inboxes will show the first words of the body as the preview line.',
    });
  }
  const bytes = utf8Length(html);
  if (bytes > GMAIL_CLIP_BYTES) {
    findings.push({
      code: 'size_over_gmail_clip',
      severity: 'warning',
      message: `The HTML is ${(bytes / 1024).toFixed(1)} KB; Gmail clips messages over 102 KB and hides the rest.`,
    });
  }
}

/** Every problem found, document-wide ones first, then per block in reading order. */
export function checkDocument(doc: EmailDocument, options: CheckOptions = {}): Finding[] {
  const findings: Finding[] = [];
  checkEnvelope(doc, options.html ?? renderHtml(doc), findings);
  const placed = placedBlocks(doc);
  for (const item of placed) {
    if (item.block.hidden?.desktop && item.block.hidden.mobile) continue;
    checkImage(item.block, item.width, findings);
    checkButton(item.block, item.width, findings);
    checkContrast(doc, item, findings);
    checkLinks(item.block, findings);
  }
  checkHeadings(placed, findings);
  if (options.mergeTags) checkMergeTags(doc, options.mergeTags, findings);
  return findings;
}
