// What a new block says before the user writes anything, and the placeholders a new block points
// to. English is here (the blocks' own defaults); the other languages are in sample-texts.ts, which
// the checker reads whole and each locale's catalogue registers (registerSamples), so a new block
// speaks the editor's language without every language in the editor's first download.

/** The languages the editor's UI speaks (element/i18n). */
export const SAMPLE_LOCALES = ['en', 'de', 'fr', 'es', 'pt-BR', 'ja', 'ar'] as const;
export type SampleLocale = (typeof SAMPLE_LOCALES)[number];

export interface BlockSamples {
  heading: string;
  /** The text block's HTML: one paragraph that also shows a merge tag at work. */
  text: string;
  button: string;
  /** A new menu's three labels. */
  menu: readonly [string, string, string];
}

/** English samples, addressed to the user as the English UI does. */
export const ENGLISH: BlockSamples = {
  heading: 'Your headline',
  text: '<p>Write something your readers will love. Use {{first_name}} to greet them by name.</p>',
  button: 'Call to action',
  menu: ['Shop', 'Blog', 'Contact'],
};

const registered = new Map<string, BlockSamples>([['en', ENGLISH]]);

/** A locale's samples, registered by its catalogue when the element loads that language. */
export function registerSamples(locale: SampleLocale, samples: BlockSamples): void {
  registered.set(locale, samples);
}

/** Where a new image and a new video thumbnail point, under the API's asset base. */
export const PLACEHOLDER_IMAGE = 'placeholder/image.png';
export const PLACEHOLDER_VIDEO = 'placeholder/video.png';

/** A new block's link, and a new menu's links under it (`/shop`, …): a domain reserved for examples (RFC 2606). */
export const PLACEHOLDER_URL = 'https://example.com';

/** Is this the shipped placeholder picture (at any asset base)? */
export function isPlaceholderImage(src: unknown): boolean {
  return typeof src === 'string' && /\/placeholder\/(image|video)\.png(?:[?#].*)?$/.test(src.trim());
}

/** Does this link go to a domain reserved for examples (example.com, .net, .org, or one under them)? */
export function isPlaceholderUrl(href: unknown): boolean {
  if (typeof href !== 'string') return false;
  const match = /^https?:\/\/(?:[^/?#@]*@)?([^/?#:]+)/i.exec(href.trim());
  return !!match && /(?:^|\.)example\.(?:com|net|org)\.?$/i.test(match[1] as string);
}

/** The samples of `locale` (a regional tag takes its language's; an unknown one English's). */
export function samplesFor(locale: string): BlockSamples {
  const language = locale.split('-')[0] as string;
  return registered.get(locale) ?? registered.get(language === 'pt' ? 'pt-BR' : language) ?? ENGLISH;
}

/** A new block (as its type's `create` made it, in English) speaking `locale` instead. */
export function localizeNewBlock<B extends { type: string; props: object }>(block: B, locale: string): B {
  const samples = samplesFor(locale);
  const props = block.props as Record<string, unknown>;
  switch (block.type) {
    case 'heading':
      return { ...block, props: { ...props, text: samples.heading } };
    case 'text':
      return { ...block, props: { ...props, html: samples.text } };
    case 'button':
      return { ...block, props: { ...props, label: samples.button } };
    case 'menu': {
      const links = (props.links as Array<{ label: string }>).map((link, i) => ({
        ...link,
        label: samples.menu[i] ?? link.label,
      }));
      return { ...block, props: { ...props, links } };
    }
    default:
      return block;
  }
}
