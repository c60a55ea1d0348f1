// The writing help's requests to an OpenAI-compatible chat endpoint (`POST {base}/chat/completions`
// with `stream: true`), from the demo's server: the key stays here. Yields the answer's text as
// the server-sent events bring it; a server that answers with one JSON body instead works too.
import type { AssistantRequest } from '../../element/assistant/types';
import type { DemoAiConfig } from './config';

/** Characters of an answer passed on at most (the longest field, a text block, takes 20,000). */
const MAX_ANSWER = 20_000;
/** Longest wait for the whole answer. */
const TIMEOUT_MS = 60_000;

export class ModelError extends Error {}

const TASKS: Record<AssistantRequest['task'], (r: AssistantRequest) => string> = {
  rewrite: () => 'Rewrite the text for an email: clearer, same meaning, about the same length.',
  shorten: () => 'Shorten the text to about half its length, keeping what matters.',
  expand: () => 'Expand the text with one or two helpful sentences.',
  tone: (r) => `Rewrite the text in a ${r.context.tone ?? 'friendly'} tone.`,
  translate: (r) => `Translate the text into the language with the BCP 47 tag "${r.context.language ?? 'en'}".`,
  subject_lines: () => 'Write three subject lines for the email below, one per line, without numbering or quotes.',
  preheader: () => 'Write one preheader (at most 100 characters) for the email below.',
  alt_text: (r) =>
    `Write alt text (one short sentence) for the image at ${r.context.imageUrl ?? 'an unknown address'}.`,
};

/** The chat messages for one request: plain-text answers only, in the email's language. */
export function chatMessages(request: AssistantRequest): Array<{ role: 'system' | 'user'; content: string }> {
  const language =
    request.task === 'translate' ? 'the language asked for' : `the language with the BCP 47 tag "${request.locale}"`;
  const system = [
    'You are the writing help inside an email editor.',
    'Answer with the new text only: plain text, no HTML, no Markdown, no quotes, no preamble.',
    `Answer in ${language}.`,
    `The text is the email's ${request.context.field}${request.context.field === 'text' ? '' : ': keep it short'}.`,
  ].join(' ');
  const parts = [TASKS[request.task](request)];
  if (request.text) parts.push(`Text:\n${request.text}`);
  if (request.context.subject) parts.push(`Subject:\n${request.context.subject}`);
  if (request.context.email) parts.push(`Email:\n${request.context.email}`);
  return [
    { role: 'system', content: system },
    { role: 'user', content: parts.join('\n\n') },
  ];
}

/** The answer's text in chunks; `signal` aborts the request (the user pressed Stop). */
export async function* askModel(
  ai: DemoAiConfig,
  request: AssistantRequest,
  signal: AbortSignal,
): AsyncGenerator<string> {
  const response = await fetch(`${ai.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(ai.apiKey && { Authorization: `Bearer ${ai.apiKey}` }) },
    body: JSON.stringify({ model: ai.model, messages: chatMessages(request), stream: true }),
    signal: AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]),
  }).catch(() => {
    throw new ModelError('The writing model could not be reached.');
  });
  // Only the status is passed on: an endpoint's error text may quote the key.
  if (!response.ok || !response.body) throw new ModelError(`The writing model answered ${response.status}.`);
  let sent = 0;
  const limit = (text: string) => {
    const part = text.slice(0, MAX_ANSWER - sent);
    sent += part.length;
    return part;
  };
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content === 'string') yield limit(content);
    return;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += value;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const data = /^data:\s?(.*)$/.exec(line.trim())?.[1];
        if (data === undefined) continue;
        if (data === '[DONE]') return;
        const delta = parseDelta(data);
        if (delta) yield limit(delta);
        if (sent >= MAX_ANSWER) return;
      }
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

function parseDelta(data: string): string {
  try {
    const event = JSON.parse(data) as { choices?: Array<{ delta?: { content?: unknown } }> };
    const content = event.choices?.[0]?.delta?.content;
    return typeof content === 'string' ? content : '';
  } catch {
    return '';
  }
}
