// One call of the host's `assistant`: a promise of `{text}` or an async iterable of text chunks.
// Whatever it does — throws, rejects, hangs, answers in the wrong shape or without end — the
// caller gets text or an Error to show, and Stop leaves it behind (an iterator is told to finish).
import type { MessageKey } from '../i18n/keys';
import type { AssistantFn, AssistantRequest } from './types';

/** The most text one answer may bring (a text block holds 20,000 characters of HTML). */
export const MAX_REPLY = 50_000;

/** A reply the element cannot use: the message key says why. */
export class ReplyProblem extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

/** Raised once the caller stopped waiting: nothing of the call is used any more. */
export class Stopped extends Error {}

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] === 'function';

/** Settles with `promise`, or rejects with `Stopped` as soon as `signal` aborts. */
function unlessStopped<T>(promise: PromiseLike<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new Stopped());
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(new Stopped());
    signal.addEventListener('abort', stop, { once: true });
    Promise.resolve(promise).then(
      (value) => {
        signal.removeEventListener('abort', stop);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', stop);
        reject(error);
      },
    );
  });
}

/**
 * Asks the host's function and resolves to its whole text; `progress` sees the text so far after
 * every streamed chunk. Rejects with the host's own error, a `ReplyProblem`, or `Stopped`.
 */
export async function ask(
  fn: AssistantFn,
  request: AssistantRequest,
  progress: (text: string) => void,
  signal: AbortSignal,
): Promise<string> {
  const reply: unknown = fn(request);
  if (!isAsyncIterable(reply)) return textOfReply(await unlessStopped(reply as PromiseLike<unknown>, signal));
  const iterator = reply[Symbol.asyncIterator]();
  let text = '';
  let finished = false;
  try {
    for (;;) {
      const next = await unlessStopped(iterator.next(), signal);
      if (next.done) {
        finished = true;
        return text;
      }
      if (typeof next.value !== 'string') throw new ReplyProblem('assistant.noText');
      text += next.value;
      if (text.length > MAX_REPLY) throw new ReplyProblem('assistant.tooLong');
      progress(text);
    }
  } finally {
    // Stopped or refused mid-stream: the host's generator runs its `finally` (its fetch can abort).
    if (!finished) void Promise.resolve(iterator.return?.()).catch(() => {});
  }
}

function textOfReply(value: unknown): string {
  const text = typeof value === 'string' ? value : (value as { text?: unknown } | null)?.text;
  if (typeof text !== 'string') throw new ReplyProblem('assistant.noText');
  if (text.length > MAX_REPLY) throw new ReplyProblem('assistant.tooLong');
  return text;
}
