// `POST /api/writing-help`: what the demo page's `assistant` function calls. The body is the
// element's request ({task, text, locale, context}); the answer is plain text, streamed as it is
// written. With DEMO_AI_* set it comes from that OpenAI-compatible endpoint (the key stays on this
// server), otherwise from the rule-based stand-in (sample-writing.ts).
import { Readable } from 'node:stream';
import type { Context } from 'koa';
import type { AssistantRequest } from '../../element/assistant/types';
import { askModel, ModelError } from './chat-model';
import type { DemoAiConfig } from './config';
import { sampleAnswer } from './sample-writing';

const TASKS = new Set(['rewrite', 'shorten', 'expand', 'tone', 'translate', 'subject_lines', 'preheader', 'alt_text']);
const FIELDS = new Set(['text', 'heading', 'button', 'alt', 'subject', 'preheader']);
const CONTEXT_KEYS = new Set(['field', 'blockId', 'tone', 'language', 'imageUrl', 'email', 'subject']);
/** The element sends at most a text block's 20,000 characters and 8,000 of email context. */
const MAX_TEXT = 20_000;
const MAX_CONTEXT_VALUE = 8_000;

/** What the page says answers its writing help: the configured model, or the stand-in. */
export function writingHelpLabel(ai: DemoAiConfig | null): { kind: 'model'; model: string } | { kind: 'sample' } {
  return ai ? { kind: 'model', model: ai.model } : { kind: 'sample' };
}

/** The element's request, or null when the body is not one. */
export function readRequest(body: unknown): AssistantRequest | null {
  const b = body as Partial<Record<keyof AssistantRequest, unknown>> | null;
  if (!b || typeof b !== 'object') return null;
  if (typeof b.task !== 'string' || !TASKS.has(b.task)) return null;
  if (typeof b.text !== 'string' || b.text.length > MAX_TEXT) return null;
  if (typeof b.locale !== 'string' || !/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/.test(b.locale)) return null;
  const context = b.context as Record<string, unknown> | null;
  if (!context || typeof context !== 'object' || !FIELDS.has(context.field as string)) return null;
  for (const [key, value] of Object.entries(context)) {
    if (!CONTEXT_KEYS.has(key) || typeof value !== 'string' || value.length > MAX_CONTEXT_VALUE) return null;
  }
  return b as AssistantRequest;
}

/** Streams one answer; the model's failure before its first word is a 502 with a sentence for the user. */
export async function answerWritingHelp(ctx: Context, ai: DemoAiConfig | null): Promise<void> {
  const request = readRequest(ctx.request.body);
  if (!request) {
    ctx.status = 400;
    ctx.body = { error: 'not a writing-help request' };
    return;
  }
  const stop = new AbortController();
  ctx.res.on('close', () => stop.abort());
  const chunks = ai ? askModel(ai, request, stop.signal) : sampleChunks(sampleAnswer(request));
  let first: IteratorResult<string>;
  try {
    first = await chunks.next();
  } catch (error) {
    ctx.status = 502;
    ctx.body = { error: error instanceof ModelError ? error.message : 'The writing model failed.' };
    return;
  }
  ctx.type = 'text/plain; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Writing-Help', ai ? 'model' : 'sample');
  ctx.body = Readable.from(
    (async function* () {
      try {
        if (!first.done) yield first.value;
        for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
      } finally {
        stop.abort();
        await chunks.return(undefined);
      }
    })(),
  );
}

/** The stand-in's answer word by word, so the page shows it arriving as a model's would. */
async function* sampleChunks(text: string): AsyncGenerator<string> {
  for (const part of text.match(/\S+\s*|\s+/g) ?? []) yield part;
}
