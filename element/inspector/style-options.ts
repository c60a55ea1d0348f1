// The choices of the style selects, in the element's language (font names are names, never translated).
import { FONT_IDS, FONT_STACKS } from '../../core/document/fonts';
import type { I18n } from '../i18n/i18n';

/** Each web-safe stack by its first family's name. */
export const FONT_CHOICES = FONT_IDS.map(
  (id) => [id, FONT_STACKS[id].split(',')[0]?.replaceAll("'", '') ?? id] as const,
);

export const alignChoices = (i18n: I18n) =>
  [
    ['left', i18n.t('editor.style.left')],
    ['center', i18n.t('editor.style.center')],
    ['right', i18n.t('editor.style.right')],
  ] as const;

export const borderStyleChoices = (i18n: I18n) =>
  [
    ['solid', i18n.t('editor.style.solid')],
    ['dashed', i18n.t('editor.style.dashed')],
    ['dotted', i18n.t('editor.style.dotted')],
  ] as const;

export const weightChoices = (i18n: I18n) =>
  [
    ['', i18n.t('editor.style.auto')],
    ['normal', i18n.t('editor.style.weightNormal')],
    ['bold', i18n.t('editor.style.weightBold')],
  ] as const;
