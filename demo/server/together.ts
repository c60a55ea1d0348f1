// The demo's "Edit together" view: two of Pinecrest's people open one shared template side by
// side, in one browser, so a visitor sees live co-editing without a second machine. A real host
// mints a token only for the person signed in; this demo plays both people on one page, so it
// mints for exactly these two, on the Pro workspace, and for nobody else.
import type { Context } from 'koa';
import { CO_EDITING_SEED } from '../seed';

/**
 * Both are managers: only those who may update a shared template edit it live (docs/api.md §12,
 * §14); a member such as Alice would join read-only and watch the changes arrive.
 */
export const CO_EDITORS = [
  { id: 'maya', name: 'Maya Lindqvist', role: 'Brand manager', access: 'manager' },
  { id: 'sam', name: 'Sam Whitaker', role: 'Content designer', access: 'manager' },
] as const;

export interface MintedSession {
  sessionToken: string;
  expiresIn: number;
}

/** `POST /v1/sessions` with the workspace's secret key; `failed` says what the API answered instead of 201. */
export async function mintSession(
  apiUrl: string,
  apiKey: string,
  claims: { userId: string; role: string; name: string },
): Promise<MintedSession | { failed: string }> {
  const response = await fetch(`${apiUrl}/v1/sessions`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(claims),
  }).catch(() => null);
  if (response?.status !== 201) return { failed: `Email Builder API answered ${response?.status ?? 'nothing'}` };
  const { sessionToken, expiresIn } = (await response.json()) as MintedSession;
  return { sessionToken, expiresIn };
}

/** The shared template both open: the seeded newsletter, found by its seed mark (ids differ per install). */
async function sharedTemplate(apiUrl: string, apiKey: string): Promise<{ id: string; name: string } | null> {
  const query = new URLSearchParams({ 'meta[demoSeed]': CO_EDITING_SEED, limit: '1' });
  const response = await fetch(`${apiUrl}/v1/templates?${query}`, {
    headers: { Authorization: `Bearer ${apiKey}` },
  }).catch(() => null);
  if (!response?.ok) return null;
  const [found] = (await response.json()) as Array<{ _id: string; name: string }>;
  return found ? { id: found._id, name: found.name } : null;
}

/** `GET /api/together`: the template and the two people. */
export async function describeTogether(ctx: Context, apiUrl: string, apiKey: string): Promise<void> {
  const template = await sharedTemplate(apiUrl, apiKey);
  ctx.set('Cache-Control', 'no-store');
  if (!template) {
    ctx.status = 502;
    ctx.body = { error: 'The shared newsletter is missing: run `npm start` to seed the demo again.' };
    return;
  }
  ctx.body = { template, people: CO_EDITORS };
}

/** `POST /api/together/session {userId}`: a token for one of the two, with their name for presence. */
export async function mintTogetherSession(ctx: Context, apiUrl: string, apiKey: string): Promise<void> {
  const userId = (ctx.request.body as { userId?: unknown } | undefined)?.userId;
  const person = CO_EDITORS.find((p) => p.id === userId);
  if (!person) {
    ctx.status = 400;
    ctx.body = { error: 'not one of the two co-editors' };
    return;
  }
  const minted = await mintSession(apiUrl, apiKey, { userId: person.id, role: person.access, name: person.name });
  sendSession(ctx, minted, { userId: person.id, role: person.access });
}

/** The token to the page (never cached), or 502 with what the API answered. */
export function sendSession(
  ctx: Context,
  minted: MintedSession | { failed: string },
  who: { userId: string; role: string },
): void {
  if ('failed' in minted) {
    ctx.status = 502;
    ctx.body = { error: minted.failed };
    return;
  }
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { ...minted, ...who };
}
