// One-click fixes for findings: each either changes the document (one undo step) or takes the
// user to the field that needs their words (alt text, link text, a URL, the subject).

import { isPlaceholderUrl } from '../../core/blocks/samples';
import {
  type ContrastProblem,
  contrastProblems,
  type Finding,
  headingFix,
  isVagueLinkText,
  nearestAccessibleColor,
} from '../../core/checks/index';
import { isSafeUrl } from '../../core/document/fields';
import type { Block, EmailDocument } from '../../core/document/schema';
import { styleColor } from '../../core/render/sanitize';
import type { MessageParams } from '../i18n/i18n';
import type { MessageKey } from '../i18n/keys';
import { imagePropsOf, openImages } from '../images/chunk';
import { findBlock, updateBlock } from '../state/document-ops';
import type { EditorStore } from '../state/store';

export interface Fix {
  /** The button's text (a message key, translated by the panel): says what clicking does. */
  label: MessageKey;
  params?: MessageParams;
  run(): void;
}

/** Where a fix sends the user: a field of the block's settings (or of the email's when `blockId` is null). */
export interface FieldTarget {
  blockId: string | null;
  /** The fields' names as message keys, in order of preference; a numbered one (`Link {n}`) matches any number. */
  labels: MessageKey[];
  /** Prefer the field whose current value this accepts (the empty URL among a menu's links). */
  prefer?: (value: string) => boolean;
}

/** The fields that hold a block's text, in order of preference. */
const TEXT_FIELDS: Record<string, MessageKey[]> = {
  text: ['editor.text.html'],
  html: ['editor.html.code'],
  heading: ['editor.heading.text'],
  button: ['editor.button.label'],
  image: ['editor.image.alt'],
  video: ['editor.video.alt'],
  menu: ['editor.links.label'],
  social: ['editor.links.link'],
};
const URL_FIELDS: Record<string, MessageKey[]> = {
  button: ['editor.button.link'],
  image: ['editor.image.link'],
  video: ['editor.video.link'],
  menu: ['editor.links.link'],
  social: ['editor.links.link'],
};

const badUrl = (value: string) => !value.trim() || !isSafeUrl(value.trim());

/** `color:` declarations in inline styles whose colour is `color`, replaced by `next`. */
export function replaceInlineColor(markup: string, color: string, next: string): string {
  return markup.replace(/(style\s*=\s*)(["'])(.*?)\2/gis, (whole, prefix: string, quote: string, style: string) => {
    const changed = style.replace(
      /(^|;)(\s*color\s*:\s*)([^;]+)/gi,
      (decl, start: string, name: string, value: string) =>
        styleColor(`color:${value}`) === color ? `${start}${name}${next}` : decl,
    );
    return changed === style ? whole : `${prefix}${quote}${changed}${quote}`;
  });
}

function applyContrast(doc: EmailDocument, problem: ContrastProblem): EmailDocument {
  const color = nearestAccessibleColor(problem.fg, problem.bg, problem.needed);
  if (!color) return doc;
  const target = problem.target;
  if (target.kind === 'link') return { ...doc, canvas: { ...doc.canvas, linkColor: color } };
  return updateBlock(doc, problem.blockId, (block) => {
    if (target.kind === 'button') return { ...block, props: { ...block.props, textColor: color } } as Block;
    if (target.kind === 'span') {
      const props = block.props as { html?: string };
      return {
        ...block,
        props: { ...props, html: replaceInlineColor(props.html ?? '', target.color, color) },
      } as Block;
    }
    return { ...block, style: { ...block.style, color } } as Block;
  });
}

/** Every contrast problem of the block fixed in one edit; the label names the first new colour. */
function contrastFix(store: EditorStore, blockId: string): Fix | null {
  const problems = contrastProblems(store.doc).filter((p) => p.blockId === blockId);
  const first = problems[0];
  const color = first && nearestAccessibleColor(first.fg, first.bg, first.needed);
  if (!first || !color) return null;
  return {
    label: 'dialogs.checks.fix.useColour',
    params: { colour: color },
    run: () => store.edit(problems.reduce(applyContrast, store.doc)),
  };
}

function setProps(store: EditorStore, blockId: string, patch: Record<string, unknown>): void {
  store.update(blockId, (block) => ({ ...block, props: { ...block.props, ...patch } }) as Block);
}

/** What clicking can do about a finding; `focus` takes the user to a field; `from` is where a dialog (Images) opens from. */
export function fixesFor(
  finding: Finding,
  store: EditorStore,
  focus: (target: FieldTarget) => void,
  from?: Element,
): Fix[] {
  const id = finding.blockId ?? null;
  const block = id ? (findBlock(store.doc, id)?.block ?? null) : null;
  const goTo = (label: MessageKey, labels: MessageKey[], prefer?: (value: string) => boolean): Fix => ({
    label,
    run: () => focus({ blockId: id, labels, prefer }),
  });
  switch (finding.code) {
    case 'image_alt_missing':
      return id
        ? [{ label: 'dialogs.checks.fix.markDecorative', run: () => setProps(store, id, { decorative: true }) }]
        : [];
    case 'low_contrast': {
      const fix = id ? contrastFix(store, id) : null;
      return fix ? [fix] : [];
    }
    case 'heading_skipped': {
      const level = id ? headingFix(store.doc, id) : null;
      return id && level
        ? [{ label: 'dialogs.checks.fix.headingLevel', params: { level }, run: () => setProps(store, id, { level }) }]
        : [];
    }
    case 'vague_link_text':
      return block ? [goTo('dialogs.checks.fix.editLinkText', TEXT_FIELDS[block.type] ?? [], isVagueLinkText)] : [];
    case 'link_invalid':
      return block
        ? [goTo('dialogs.checks.fix.editUrl', URL_FIELDS[block.type] ?? TEXT_FIELDS[block.type] ?? [], badUrl)]
        : [];
    case 'link_placeholder':
      return block
        ? [
            goTo(
              'dialogs.checks.fix.editUrl',
              URL_FIELDS[block.type] ?? TEXT_FIELDS[block.type] ?? [],
              isPlaceholderUrl,
            ),
          ]
        : [];
    case 'sample_text':
      return block ? [goTo('dialogs.checks.fix.editText', TEXT_FIELDS[block.type] ?? [])] : [];
    case 'image_placeholder':
      return id && from
        ? [{ label: 'dialogs.checks.fix.chooseImage', run: () => void chooseImage(store, id, from) }]
        : [];
    case 'unknown_merge_tag':
      return block
        ? [goTo('dialogs.checks.fix.editText', TEXT_FIELDS[block.type] ?? [])]
        : [goTo('dialogs.checks.fix.editSubject', ['editor.email.subject'])];
    case 'subject_missing':
      return [goTo('dialogs.checks.fix.addSubject', ['editor.email.subject'])];
    case 'preheader_missing':
      return [goTo('dialogs.checks.fix.addPreheader', ['editor.email.preheader'])];
    case 'image_wider_than_column':
      return id ? [{ label: 'dialogs.checks.fix.fitColumn', run: () => setProps(store, id, { width: null }) }] : [];
    case 'button_label_clipped':
      return id
        ? [
            { label: 'dialogs.checks.fix.fullWidth', run: () => setProps(store, id, { fullWidth: true }) },
            goTo('dialogs.checks.fix.editLabel', ['editor.button.label']),
          ]
        : [];
    default:
      return [];
  }
}

/** Opens the Images dialog; the picture chosen (with the alt text it asks for) replaces the placeholder. */
async function chooseImage(store: EditorStore, id: string, from: Element): Promise<void> {
  const choice = await openImages(from).catch(() => null);
  if (choice) setProps(store, id, imagePropsOf(choice));
}
