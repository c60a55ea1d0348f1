// The sample words of new blocks in every language the editor speaks (English's are the blocks'
// own, in samples.ts): each addressed to the user as that locale's UI addresses them (de: Sie,
// fr: vous, es: tú, pt-BR: você). The checker reads them all; a locale's catalogue registers its own.
import { type BlockSamples, ENGLISH, type SampleLocale } from './samples';

export const SAMPLES: Record<SampleLocale, BlockSamples> = {
  en: ENGLISH,
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

const norm = (text: string) => text.replace(/\s+/g, ' ').trim();
const SAMPLE_SETS = {
  heading: new Set((Object.keys(SAMPLES) as SampleLocale[]).map((l) => norm(SAMPLES[l].heading))),
  text: new Set((Object.keys(SAMPLES) as SampleLocale[]).map((l) => norm(SAMPLES[l].text))),
  button: new Set((Object.keys(SAMPLES) as SampleLocale[]).map((l) => norm(SAMPLES[l].button))),
};

/** Is this a new block's sample text, untouched, in any locale? (`kind` is the block type that holds it.) */
export function isSampleText(kind: keyof typeof SAMPLE_SETS, value: unknown): boolean {
  return typeof value === 'string' && SAMPLE_SETS[kind].has(norm(value));
}
