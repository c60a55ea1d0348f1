// A translated sentence with markup inside (`Replaces {key}, which…` with the key in monospace):
// the translation decides where each part goes, so the sentence is never glued from fragments.
import type { TemplateResult } from 'lit';

/** Splits `text` at `{name}` placeholders and puts `parts[name]` there; unknown names stay as text. */
export function rich(text: string, parts: Readonly<Record<string, TemplateResult>>): Array<string | TemplateResult> {
  return text.split(/(\{\w+\})/).map((piece) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return (name && parts[name]) || piece;
  });
}
