// The demo's stand-in for a writing model, used when no DEMO_AI_* endpoint is configured: a few
// fixed rules, so anyone can try the element's writing help without a key. It is not a model and
// the page says so ("Sample writing help — not an AI model"). Deterministic: the same request
// always gets the same answer (the end-to-end suite relies on it).
import type { AssistantRequest } from '../../element/assistant/types';

/** Wordy phrases and their plainer forms (rewrite, and formal → casual). */
const PLAIN: Array<[RegExp, string]> = [
  [/\bin order to\b/gi, 'to'],
  [/\bat this point in time\b/gi, 'now'],
  [/\bdue to the fact that\b/gi, 'because'],
  [/\bwe are\b/gi, 'we’re'],
  [/\byou are\b/gi, 'you’re'],
  [/\bit is\b/gi, 'it’s'],
  [/\bdo not\b/gi, 'don’t'],
  [/\bclick here\b/gi, 'take a look'],
  [/\bvery\s+/gi, ''],
  [/\breally\s+/gi, ''],
];

/** Contractions spelled out (the formal tone). */
const FORMAL: Array<[RegExp, string]> = [
  [/\bwe[’']re\b/gi, 'we are'],
  [/\byou[’']re\b/gi, 'you are'],
  [/\bit[’']s\b/gi, 'it is'],
  [/\bdon[’']t\b/gi, 'do not'],
  [/\bcan[’']t\b/gi, 'cannot'],
  [/\bHi\b/g, 'Hello'],
];

const HEDGES = /\b(maybe|perhaps|we think|kind of|sort of|possibly)\s+/gi;

const TONE_OPENERS: Record<string, string> = {
  friendly: 'Good news! ',
  casual: 'Hey — ',
  confident: '',
  empathetic: 'We know your time matters. ',
  formal: '',
};

function keepCase(original: string, replacement: string): string {
  const first = original[0];
  return first && first === first.toUpperCase() && first !== first.toLowerCase()
    ? (replacement[0]?.toUpperCase() ?? '') + replacement.slice(1)
    : replacement;
}

function applyRules(text: string, rules: Array<[RegExp, string]>): string {
  return rules.reduce((out, [pattern, to]) => out.replace(pattern, (match) => keepCase(match, to)), text);
}

const sentences = (text: string) =>
  text
    .match(/[^.!?]+[.!?]*/g)
    ?.map((s) => s.trim())
    .filter(Boolean) ?? [];
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** The first sentence of each paragraph, cut to 12 words. */
function shorten(text: string): string {
  return paragraphs(text)
    .map((p) => {
      const first = sentences(p)[0] ?? p;
      const words = first.split(/\s+/);
      return words.length > 12
        ? `${words
            .slice(0, 12)
            .join(' ')
            .replace(/[,;:]$/, '')}…`
        : first;
    })
    .join('\n\n');
}

function rewrite(text: string): string {
  const out = applyRules(text, PLAIN);
  return out === text ? `${text.replace(/[.!]?\s*$/, '')} — and it’s ready for you.` : out;
}

function tone(text: string, wanted: string): string {
  if (wanted === 'formal') return applyRules(text, FORMAL);
  // Without its hedge, a sentence starts with a capital again.
  const base =
    wanted === 'confident'
      ? text.replace(HEDGES, '').replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_, start, c) => start + c.toUpperCase())
      : applyRules(text, PLAIN);
  return `${TONE_OPENERS[wanted] ?? ''}${base}`;
}

/** A subject built from the email's first line (a heading, usually), clipped. */
function topic(request: AssistantRequest): string {
  const source = request.text || request.context.subject || request.context.email || 'our latest news';
  const line =
    source
      .split('\n')
      .find((l) => l.trim())
      ?.trim() ?? source;
  return line.length > 60 ? `${line.slice(0, 59).trimEnd()}…` : line;
}

/** "lumen-mug.png" → "Lumen mug". */
function altText(imageUrl: string | undefined): string {
  const file = (imageUrl ?? '').split(/[?#]/)[0]?.split('/').pop() ?? '';
  const words = decodeURIComponent(file.replace(/\.[a-z0-9]+$/i, ''))
    .replace(/[-_]+/g, ' ')
    .trim();
  return words ? `${words[0]?.toUpperCase()}${words.slice(1)}` : 'An image';
}

/** The stand-in's whole answer to one request. */
export function sampleAnswer(request: AssistantRequest): string {
  const text = request.text.trim();
  switch (request.task) {
    case 'shorten':
      return shorten(text);
    case 'rewrite':
      return rewrite(text);
    case 'expand':
      return `${text}${/[.!?]$/.test(text) ? '' : '.'} It only takes a minute, and we’re here if you have questions.`;
    case 'tone':
      return tone(text, request.context.tone ?? 'friendly');
    case 'translate':
      // No dictionary here: the text comes back marked with the language it would be in.
      return `[${request.context.language ?? request.locale}] ${text}`;
    case 'subject_lines': {
      const t = topic(request);
      return [t, `Don’t miss this: ${t}`, `${t} — inside`].join('\n');
    }
    case 'preheader': {
      const first = sentences(request.context.email ?? text)[0] ?? topic(request);
      return first.length > 90 ? `${first.slice(0, 89).trimEnd()}…` : first;
    }
    case 'alt_text':
      return altText(request.context.imageUrl);
  }
}
