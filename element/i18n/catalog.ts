// The message catalogue's shapes, and the English messages registered by the chunks that carry
// them: the entry registers the gallery's, the editor's chunks their own, so English costs no
// extra request and no byte the gallery does not show.

/** Plural forms for `Intl.PluralRules` categories; `other` is required, a language uses the rest it has. */
export type PluralForms = { other: string } & Partial<Record<Exclude<Intl.LDMLPluralRule, 'other'>, string>>;

/** A message: text with `{name}` placeholders, or plural forms chosen by the `count` parameter. */
export type Message = string | PluralForms;

/** A translation of an English area file: every key, each a string or plural forms. */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : PluralForms };

export type Catalogue = Readonly<Record<string, Message>>;

const english: Record<string, Message> = {};

/** Adds an area's English messages; a chunk calls it when it is evaluated. */
export function registerEnglish(messages: Catalogue): void {
  Object.assign(english, messages);
}

/** The English messages registered so far. */
export function englishMessage(key: string): Message | undefined {
  return english[key];
}
