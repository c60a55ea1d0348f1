// Where writing help is offered and what each suggestion replaces: the selected block's own text
// (a text block, a heading, a button's label, an image's alt text) or, with nothing selected, the
// email's subject and preheader. Applying a suggestion is one edit of the store: one undo step.
import type { Block, EmailDocument } from '../../core/document/schema';
import type { MessageKey } from '../i18n/keys';
import { findBlock } from '../state/document-ops';
import type { EditorStore } from '../state/store';
import { htmlOf, oneLine, textOf } from './text';
import type { AssistantField, AssistantTask } from './types';

export interface Offer {
  task: AssistantTask;
  field: AssistantField;
}

const WRITING: readonly AssistantTask[] = ['rewrite', 'shorten', 'expand', 'tone', 'translate'];

/** The field each block type offers help on. */
const BLOCK_FIELDS: Readonly<Record<string, AssistantField>> = {
  text: 'text',
  heading: 'heading',
  button: 'button',
  image: 'alt',
};

/** The longest value each field takes (the document schema's limits; a text block's counts its HTML). */
export const FIELD_MAX: Readonly<Record<AssistantField, number>> = {
  text: 20_000,
  heading: 500,
  button: 200,
  alt: 500,
  subject: 1000,
  preheader: 250,
};

/** The field's name as the inspector shows it. */
export const FIELD_LABEL: Readonly<Record<AssistantField, MessageKey>> = {
  text: 'block.text.label',
  heading: 'editor.heading.text',
  button: 'editor.button.label',
  alt: 'editor.image.alt',
  subject: 'editor.email.subject',
  preheader: 'editor.email.preheader',
};

/** What may be asked for with `block` selected (null: the email's settings); empty where nothing is offered. */
export function offersFor(block: Block | null): Offer[] {
  if (!block)
    return [
      { task: 'subject_lines', field: 'subject' },
      { task: 'preheader', field: 'preheader' },
    ];
  const field = BLOCK_FIELDS[block.type];
  if (!field) return [];
  if (field === 'alt')
    return [
      { task: 'alt_text', field },
      { task: 'translate', field },
    ];
  return WRITING.map((task) => ({ task, field }));
}

/** The field's text now, plain; null when its block is gone. */
export function currentText(doc: EmailDocument, field: AssistantField, blockId: string | null): string | null {
  if (field === 'subject') return typeof doc.metadata.subject === 'string' ? doc.metadata.subject : '';
  if (field === 'preheader') return doc.canvas.preheader;
  const block = blockId ? findBlock(doc, blockId)?.block : undefined;
  if (!block) return null;
  if (block.type === 'text') return textOf(block.props.html);
  if (block.type === 'heading') return block.props.text;
  if (block.type === 'button') return block.props.label;
  if (block.type === 'image') return block.props.alt;
  return null;
}

/** Why a suggestion could not be applied (a message key), or null once it is in the document. */
export function applySuggestion(
  store: EditorStore,
  field: AssistantField,
  blockId: string | null,
  text: string,
): MessageKey | null {
  const value = field === 'text' ? htmlOf(text) : oneLine(text);
  if (!value) return 'assistant.noText';
  if (value.length > FIELD_MAX[field]) return 'assistant.tooLong';
  const doc = store.doc;
  if (field === 'subject') {
    store.edit({ ...doc, metadata: { ...doc.metadata, subject: value } });
    return null;
  }
  if (field === 'preheader') {
    store.edit({ ...doc, canvas: { ...doc.canvas, preheader: value } });
    return null;
  }
  if (!blockId || currentText(doc, field, blockId) === null) return 'assistant.gone';
  store.update(blockId, (block) => ({ ...block, props: { ...block.props, ...patchFor(field, value) } }) as Block);
  return null;
}

/** The block props a field's new value sets: alt text given to a decorative image makes it a described one. */
function patchFor(field: AssistantField, value: string): object {
  if (field === 'text') return { html: value };
  if (field === 'heading') return { text: value };
  if (field === 'button') return { label: value };
  return { alt: value, decorative: undefined };
}
