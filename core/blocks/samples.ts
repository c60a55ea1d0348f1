// What a new block says before the user writes anything, in each language the editor speaks, and
// the placeholders a new block points to. One source for both ends: the editor fills new blocks
// from it, and the checker (core/checks) recognises it, in any language, as words nobody wrote.

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

/** Each locale's samples, addressed to the user as that locale's UI addresses them (de: Sie, fr: vous, es: tú, pt-BR: você). */
export const SAMPLES: Record<SampleLocale, BlockSamples> = {
  en: {
    heading: 'Your headline',
    text: '<p>Write something your readers will love. Use {{first_name}} to greet them by name.</p>',
    button: 'Call to action',
    menu: ['Shop', 'Blog', 'Contact'],
  },
  de: {
    heading: 'Ihre Überschrift',
    text: '<p>Schreiben Sie etwas, das Ihre Leser begeistert. Mit {{first_name}} sprechen Sie sie mit ihrem Namen an.</p>',
    button: 'Jetzt entdecken',
    menu: ['Shop', 'Blog', 'Kontakt'],
  },
  fr: {
    heading: 'Votre titre',
    text: '<p>Écrivez quelque chose que vos lecteurs vont adorer. Utilisez {{first_name}} pour les saluer par leur prénom.</p>',
    button: 'Passer à l’action',
    menu: ['Boutique', 'Blog', 'Contact'],
  },
  es: {
    heading: 'Tu titular',
    text: '<p>Escribe algo que a tus lectores les encante. Usa {{first_name}} para saludarlos por su nombre.</p>',
    button: 'Empieza ahora',
    menu: ['Tienda', 'Blog', 'Contacto'],
  },
  'pt-BR': {
    heading: 'Seu título',
    text: '<p>Escreva algo que seus leitores vão adorar. Use {{first_name}} para cumprimentá-los pelo nome.</p>',
    button: 'Comece agora',
    menu: ['Loja', 'Blog', 'Contato'],
  },
  ja: {
    heading: '見出しを入力',
    text: '<p>読者に喜ばれる文章を書きましょう。{{first_name}} を使うと、名前で呼びかけられます。</p>',
    button: '詳しく見る',
    menu: ['ショップ', 'ブログ', 'お問い合わせ'],
  },
  ar: {
    heading: 'عنوانك الرئيسي',
    text: '<p>اكتب شيئًا سيحبه قراؤك. استخدم {{first_name}} لتحيتهم بأسمائهم.</p>',
    button: 'ابدأ الآن',
    menu: ['المتجر', 'المدونة', 'اتصل بنا'],
  },
};

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

const norm = (text: string) => text.replace(/\s+/g, ' ').trim();
const SAMPLE_SETS = {
  heading: new Set(SAMPLE_LOCALES.map((l) => norm(SAMPLES[l].heading))),
  text: new Set(SAMPLE_LOCALES.map((l) => norm(SAMPLES[l].text))),
  button: new Set(SAMPLE_LOCALES.map((l) => norm(SAMPLES[l].button))),
};

/** Is this a new block's sample text, untouched, in any locale? (`kind` is the block type that holds it.) */
export function isSampleText(kind: keyof typeof SAMPLE_SETS, value: unknown): boolean {
  return typeof value === 'string' && SAMPLE_SETS[kind].has(norm(value));
}

/** The samples of `locale` (a regional tag takes its language's; an unknown one English's). */
export function samplesFor(locale: string): BlockSamples {
  const language = locale.split('-')[0] as string;
  return SAMPLES[locale as SampleLocale] ?? (language === 'pt' ? SAMPLES['pt-BR'] : SAMPLES[language as SampleLocale]) ?? SAMPLES.en;
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
      const links = (props.links as Array<{ label: string }>).map((link, i) => ({ ...link, label: samples.menu[i] ?? link.label }));
      return { ...block, props: { ...props, links } };
    }
    default:
      return block;
  }
}
