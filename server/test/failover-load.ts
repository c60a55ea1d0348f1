// Write load for the failover test and benchmark (plain helpers, no vitest): every account keeps
// creating and updating templates through the API instances, as a customer's backend would:
// creates carry an Idempotency-Key and a 503 is retried with the same key (updates with the same
// body). Every write that got a 2xx is remembered, so `verifyAcked` can read each one back.

export interface AckedTemplate {
  accountId: string;
  apiKey: string;
  id: string;
  name: string;
  /** The blockTree the 2xx answer carried. */
  blockTree: unknown;
  /**
   * Names of updates sent after the last 2xx that never got one (given up after 503s): each may
   * or may not have been applied, so the stored template may show one of them instead.
   */
  unconfirmed: string[];
}

export interface Answer {
  /** Wall-clock time the answer arrived (Date.now()). */
  at: number;
  accountId: string;
  method: string;
  status: number;
  ms: number;
  /** What a 503 or 5xx looked like: JSON `{error, code}` with Retry-After, or not. */
  problem: string | null;
}

export interface LoadAccount {
  accountId: string;
  apiKey: string;
}

export interface Load {
  /** Latest acknowledged state of every template, by id. */
  acked: Map<string, AckedTemplate>;
  answers: Answer[];
  /** Creates that got a 2xx (retries of one create count once). */
  creates(): number;
  /** Asks the workers to stop after their current write (retries included) and waits for them. */
  stop(): Promise<void>;
}

const blockTree = (text: string) => ({ version: 1, blocks: [{ id: 'h', type: 'heading', props: { text } }] });

/** Starts one worker per account; requests alternate over `apiUrls`. */
export function startLoad(options: { apiUrls: string[]; accounts: LoadAccount[]; retryForMs?: number }): Load {
  const acked = new Map<string, AckedTemplate>();
  const answers: Answer[] = [];
  let running = true;
  let createCount = 0;
  let turn = 0;
  const retryForMs = options.retryForMs ?? 60_000;

  async function send(
    account: LoadAccount,
    method: string,
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ) {
    const url = options.apiUrls[turn++ % options.apiUrls.length]!;
    const started = performance.now();
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${account.apiKey}`, 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    }).catch((error: Error) => ({ status: 0, error }) as const);
    const ms = performance.now() - started;
    if ('error' in response) {
      answers.push({
        at: Date.now(),
        accountId: account.accountId,
        method,
        status: 0,
        ms,
        problem: response.error.message,
      });
      return { status: 0, json: null };
    }
    const text = await response.text();
    let json: Record<string, unknown> | null = null;
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {}
    let problem: string | null = null;
    // A claim replicated without its create (the master died between the two) answers 409
    // idempotency_in_progress with Retry-After until it expires: a "retry later", like a 503.
    if (
      response.status === 409 &&
      (json?.code !== 'idempotency_in_progress' || !(Number(response.headers.get('retry-after')) > 0))
    )
      problem = `409 ${text.slice(0, 200)}`;
    if (response.status >= 500) {
      const shaped = json !== null && typeof json.error === 'string' && typeof json.code === 'string';
      const retryAfter = Number(response.headers.get('retry-after'));
      if (response.status !== 503 || !shaped || !(retryAfter > 0))
        problem = `${response.status} ${text.slice(0, 200)} retry-after=${retryAfter}`;
    }
    answers.push({ at: Date.now(), accountId: account.accountId, method, status: response.status, ms, problem });
    return { status: response.status, json };
  }

  /** Sends until a 2xx (a 503, a 409 in progress or a dropped connection is retried as it is); null after `retryForMs`. */
  async function untilAcked(
    account: LoadAccount,
    method: string,
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ) {
    const giveUp = Date.now() + retryForMs;
    for (;;) {
      const reply = await send(account, method, path, body, headers);
      if (reply.status >= 200 && reply.status < 300 && reply.json) return reply.json;
      // Anything else is recorded in `answers` for the caller to judge; this write is abandoned.
      if (reply.status !== 503 && reply.status !== 409 && reply.status !== 0) return null;
      if (Date.now() > giveUp) return null;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function worker(account: LoadAccount, index: number) {
    const mine: string[] = [];
    for (let n = 0; running; n++) {
      const stamp = `${account.accountId} #${n}`;
      if (mine.length < 3 || n % 3 === 0) {
        const body = { name: `create ${stamp}`, blockTree: blockTree(`created ${stamp}`) };
        const created = await untilAcked(account, 'POST', '/v1/templates', body, {
          'Idempotency-Key': `${account.accountId}-${n}`,
        });
        if (!created) continue;
        createCount++;
        const id = String(created._id);
        mine.push(id);
        acked.set(id, { ...account, id, name: String(created.name), blockTree: created.blockTree, unconfirmed: [] });
      } else {
        const id = mine[(n + index) % mine.length]!;
        const body = { name: `update ${stamp}`, blockTree: blockTree(`updated ${stamp}`) };
        const updated = await untilAcked(account, 'PUT', `/v1/templates/${id}`, body);
        if (updated)
          acked.set(id, { ...account, id, name: String(updated.name), blockTree: updated.blockTree, unconfirmed: [] });
        else acked.get(id)?.unconfirmed.push(body.name);
      }
    }
  }

  const workers = options.accounts.map((account, index) => worker(account, index));
  return {
    acked,
    answers,
    creates: () => createCount,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

/**
 * Reads every acknowledged template back: the ids that are gone or show neither their last
 * acknowledged name and blockTree nor a later update that was sent but never confirmed.
 */
export async function verifyAcked(apiUrl: string, acked: Iterable<AckedTemplate>): Promise<string[]> {
  const lost: string[] = [];
  for (const template of acked) {
    const response = await fetch(`${apiUrl}/v1/templates/${template.id}`, {
      headers: { Authorization: `Bearer ${template.apiKey}` },
    });
    const body = response.status === 200 ? ((await response.json()) as { name: string; blockTree: unknown }) : null;
    const intact =
      body !== null &&
      body.name === template.name &&
      JSON.stringify(body.blockTree) === JSON.stringify(template.blockTree);
    const later =
      body !== null &&
      template.unconfirmed.includes(body.name) &&
      JSON.stringify(body.blockTree).includes(body.name.slice('update '.length));
    if (!intact && !later)
      lost.push(`${template.id}: ${response.status} "${body?.name ?? ''}", acknowledged "${template.name}"`);
  }
  return lost;
}
