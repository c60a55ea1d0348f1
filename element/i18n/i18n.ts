// One element's language: its messages (host overrides, then its locale's catalogue, then
// English), its text direction, and `Intl` formatting in its locale.
import { type Catalogue, englishMessage, type Message } from './catalog';
import type { MessageKey } from './keys';
import { directionOf, type Locale } from './locales';

export type MessageParams = Readonly<Record<string, string | number>>;

const reported = new Set<string>();

/** Keys that had to fall back (to English, or to the key itself) in this page; tests read it. */
export const missingMessages: ReadonlySet<string> = reported;

function reportMissing(locale: string, key: string): void {
  const id = `${locale}:${key}`;
  if (reported.has(id)) return;
  reported.add(id);
  console.warn(`[email-builder] missing message "${key}" in locale "${locale}"`);
}

const RELATIVE_UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

/** One formatter per options (a list formats many numbers or dates alike): `Intl` constructors are slow. */
function cached<F>(formatters: Map<string, F>, options: object, make: () => F): F {
  const id = JSON.stringify(options);
  let formatter = formatters.get(id);
  if (!formatter) {
    formatter = make();
    formatters.set(id, formatter);
  }
  return formatter;
}

export class I18n<K extends string = MessageKey> {
  /** `rtl` for Arabic and other right-to-left languages. */
  readonly dir: 'ltr' | 'rtl';
  #plural: Intl.PluralRules | null = null;
  #relative: Intl.RelativeTimeFormat | null = null;
  #numbers = new Map<string, Intl.NumberFormat>();
  #dates = new Map<string, Intl.DateTimeFormat>();

  /**
   * @param locale the shipped locale whose catalogue this is
   * @param tag the requested BCP 47 tag, for `Intl` (`de-AT` formats dates the Austrian way)
   * @param catalogue the locale's messages (empty for English)
   * @param overrides the host's messages, which win over everything
   */
  constructor(
    readonly locale: Locale,
    readonly tag: string = locale,
    private readonly catalogue: Catalogue = {},
    private readonly overrides: Partial<Record<string, string>> = {},
    private readonly fallback: (key: string) => Message | undefined = englishMessage,
  ) {
    this.dir = directionOf(locale);
  }

  /** The message for `key` with `{name}` placeholders filled; plural forms are chosen by `params.count`. */
  t(key: K, params?: MessageParams): string {
    const message = this.#lookup(key);
    const text = typeof message === 'string' ? message : this.#pluralForm(message, params?.count);
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? this.number(value) : value;
    });
  }

  /** A number in this locale (`1.234,5` in German). */
  number(value: number, options: Intl.NumberFormatOptions = {}): string {
    return cached(this.#numbers, options, () => new Intl.NumberFormat(this.tag, options)).format(value);
  }

  /** A date and/or time in this locale. */
  date(
    value: string | number | Date,
    options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
  ): string {
    const date = value instanceof Date ? value : new Date(value);
    if (!Number.isFinite(date.getTime())) return '';
    return cached(this.#dates, options, () => new Intl.DateTimeFormat(this.tag, options)).format(date);
  }

  /** "5 minutes ago", "yesterday", or the `time.justNow` message under a minute. */
  timeAgo(value: string | number, now = Date.now()): string {
    const then = typeof value === 'number' ? value : Date.parse(value);
    if (!Number.isFinite(then)) return '';
    const seconds = Math.round((then - now) / 1000);
    for (const [unit, size] of RELATIVE_UNITS) {
      if (Math.abs(seconds) < size) continue;
      this.#relative ??= new Intl.RelativeTimeFormat(this.tag, { numeric: 'auto' });
      return this.#relative.format(Math.round(seconds / size), unit);
    }
    return this.t('time.justNow' as K);
  }

  /** "a, b and c" in this locale. */
  list(items: string[], type: Intl.ListFormatType = 'conjunction'): string {
    return new Intl.ListFormat(this.tag, { type }).format(items);
  }

  #lookup(key: string): Message {
    const override = this.overrides[key];
    if (typeof override === 'string') return override;
    const own = this.catalogue[key];
    if (own !== undefined) return own;
    const english = this.fallback(key);
    if (this.locale !== 'en' || english === undefined) reportMissing(this.locale, key);
    return english ?? key;
  }

  #pluralForm(forms: Exclude<Message, string>, count: string | number | undefined): string {
    if (typeof count !== 'number') return forms.other;
    this.#plural ??= new Intl.PluralRules(this.tag);
    return forms[this.#plural.select(count)] ?? forms.other;
  }
}
