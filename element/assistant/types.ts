// The host's writing help (docs/api.md §16): the shapes of its `assistant` function. Type-only,
// so the element's entry pays no byte for them.

/** What the host's model is asked to do. */
export type AssistantTask =
  | 'rewrite'
  | 'shorten'
  | 'expand'
  | 'tone'
  | 'translate'
  | 'subject_lines'
  | 'preheader'
  | 'alt_text';

/** The field a suggestion is for. */
export type AssistantField = 'text' | 'heading' | 'button' | 'alt' | 'subject' | 'preheader';

/** The tones `tone` offers (`context.tone`). */
export type AssistantTone = 'friendly' | 'formal' | 'casual' | 'confident' | 'empathetic';

export interface AssistantContext {
  /** The field the answer replaces. */
  field: AssistantField;
  /** The block the field belongs to (not for subject and preheader). */
  blockId?: string;
  /** `tone` only: the tone to write in. */
  tone?: AssistantTone;
  /** `translate` only: the language to translate into, a BCP 47 tag (`de`, `pt-BR`). */
  language?: string;
  /** `alt_text` only: the image's address. */
  imageUrl?: string;
  /** `subject_lines` and `preheader`: the email's plain text (at most 8,000 characters). */
  email?: string;
  /** `preheader`: the email's subject. */
  subject?: string;
}

/** One call of the host's `assistant`. */
export interface AssistantRequest {
  task: AssistantTask;
  /** The field's text now, plain (a text block's paragraphs separated by blank lines); may be empty. */
  text: string;
  /** The email's language (its `lang`, `en` by default): the language to answer in, except for `translate`. */
  locale: string;
  context: AssistantContext;
}

/**
 * The host's own model behind a plain function: a promise of `{text}`, or an async iterable of text
 * chunks (shown as they arrive). For `subject_lines`, one suggestion per line.
 */
export type AssistantFn = (request: AssistantRequest) => Promise<{ text: string }> | AsyncIterable<string>;
