// The checker: problems a recipient would hit, found in the document before it is sent. Pure and
// synchronous (no DOM), so it runs in the editor (idle callback or worker) and on the server alike.
import { estimateLabelWidth } from '../blocks/button/render';
import type { LeafBlock } from '../blocks/registry';
import type { Block, EmailDocument } from '../document/schema';
import { renderHtml } from '../render/index';
import { innerWidth } from '../render/style';
import { blockContrastProblems, type ContrastProblem, contrastMessage } from './contrast';
import { checkLinks } from './links';
import { checkSamples } from './samples';
import type { CheckOptions, Finding } from './types';
import { type Placed, placedBlocks } from './walk';

export { contrastRatio, isLargeText, nearestAccessibleColor, requiredContrast } from './color';
export type { ContrastProblem, ContrastTarget } from './contrast';
export { isVagueLinkText } from './links';
export type { CheckOptions, Finding, FindingCode, Severity } from './types';

/** Gmail clips a message's HTML beyond this many bytes, hiding the rest behind "View entire message". */
export const GMAIL_CLIP_BYTES = 102 * 1024;
/** The three merge-tag syntaxes a sending platform may use (`{{name}}`, `*|NAME|*`, `%%name%%`); group 1, 2 or 3 is the name. */
const MERGE_TAG = /\{\{\s*([\w.-]+)\s*\}\}|\*\|([\w.-]+)\|\*|%%([\w.-]+)%%/g;

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
  const needed =
    estimateLabelWidth(str(block.props.label), fontSize, block.style.fontWeight !== 'normal') +
    Math.round(fontSize * 1.5) * 2;
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

/** Visible headings in reading order, each with the level a reader expects at most there. */
function headingOrder(placed: Placed[]): Array<{ id: string; level: number; allowed: number; previous: number }> {
  const order: Array<{ id: string; level: number; allowed: number; previous: number }> = [];
  let previous = 0;
  for (const { block } of placed) {
    if (block.type !== 'heading' || block.hidden?.desktop) continue;
    const level = block.props.level;
    order.push({ id: block.id, level, allowed: previous === 0 ? level : previous + 1, previous });
    previous = level;
  }
  return order;
}

function checkHeadings(placed: Placed[], findings: Finding[]): void {
  for (const { id, level, allowed, previous } of headingOrder(placed)) {
    if (level <= allowed) continue;
    findings.push({
      code: 'heading_skipped',
      severity: 'warning',
      blockId: id,
      message: `Heading level ${level} follows level ${previous}: screen-reader users navigate by headings, use level ${allowed}.`,
    });
  }
}

/** The level a skipped heading should have (for a one-click fix), or null when it is not skipped. */
export function headingFix(doc: EmailDocument, blockId: string): number | null {
  const heading = headingOrder(placedBlocks(doc)).find((h) => h.id === blockId);
  return heading && heading.level > heading.allowed ? heading.allowed : null;
}

/** Contrast problems of visible blocks, with the colour each is about (for one-click fixes). */
export function contrastProblems(doc: EmailDocument): ContrastProblem[] {
  return placedBlocks(doc)
    .filter(({ block }) => !(block.hidden?.desktop && block.hidden.mobile))
    .flatMap((item) => blockContrastProblems(doc, item));
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

/** A tag's name in any syntax (`first_name`, `{{first_name}}`, `*|FNAME|*`, `%%name%%`). */
function tagName(tag: string): string {
  const trimmed = tag.trim();
  const match = new RegExp(`^(?:${MERGE_TAG.source})$`).exec(trimmed);
  return match ? ((match[1] ?? match[2] ?? match[3]) as string) : trimmed;
}

function checkMergeTags(doc: EmailDocument, known: readonly string[], findings: Finding[]): void {
  const names = new Set(known.map(tagName));
  const scan = (value: unknown, blockId?: string) => {
    const unknown = new Set<string>();
    for (const text of strings(value, []))
      for (const match of text.matchAll(MERGE_TAG)) {
        const name = (match[1] ?? match[2] ?? match[3]) as string;
        if (!names.has(name)) unknown.add(match[0]);
      }
    for (const tag of unknown) {
      findings.push({
        code: 'unknown_merge_tag',
        severity: 'warning',
        ...(blockId ? { blockId } : {}),
        message: `${tag} is not a merge tag this sender defines; it would reach the recipient as written.`,
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
    for (const problem of blockContrastProblems(doc, item))
      findings.push({
        code: 'low_contrast',
        severity: 'error',
        blockId: problem.blockId,
        message: contrastMessage(problem),
      });
    checkLinks(item.block, findings);
    checkSamples(item.block, findings);
  }
  checkHeadings(placed, findings);
  if (options.mergeTags) checkMergeTags(doc, options.mergeTags, findings);
  return findings;
}
