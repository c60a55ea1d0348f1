// Fresh accounts for the browser tests, each test file its own (element/test/accounts.ts): a
// shared account carries every file's templates, saved blocks, images and requests at once, so one
// file's quota or rate-limit window decides another's outcome. `POST <url>/` with
// `{ plan, login?, rpm?, coEditors? }` creates an account through the store, as the operator's CLI
// does. `POST <url>/expired` with `{ token }` answers `{ token }`: the same session signed by the
// API as if issued before its lifetime, so already expired (time passes in a test without waiting).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PlanName } from '../../server/plans';
import { createAccount } from '../../server/test/harness';
import type { TestAccountInfo } from './global-setup';

export interface AccountRequest {
  plan: PlanName;
  /** Give the account a dashboard user (email and password). */
  login?: boolean;
  /** An enterprise account's requests per minute: a limit small enough to hit from a test. */
  rpm?: number;
  /** An enterprise account's co-editors per template (docs/api.md §6): a limit small enough to reach from a test. */
  coEditors?: number;
}

export interface AccountService {
  url: string;
  close(): Promise<void>;
}

/** Makes an account enterprise with these overrides (as `set-plan` does). */
type SetLimits = (accountId: string, limits: { rpm?: number; coEditors?: number }) => Promise<unknown>;
/** The session `token` names, issued by the API's own signer long enough ago to have expired (null: not a session token). */
type Expire = (token: string) => string | null;

let count = 0;
const stamp = Date.now().toString(36);

/** A new account of `plan`, with a dashboard user when `login` is set. */
export async function testAccount(redisUrl: string, plan: PlanName, login = false): Promise<TestAccountInfo> {
  const email = login ? `owner-${plan}-${stamp}-${++count}@example.com` : undefined;
  const password = login ? 'correct horse battery staple' : undefined;
  const created = await createAccount(redisUrl, { plan, email, password });
  return { accountId: created.accountId, apiKey: created.apiKey, keyId: created.keyId, email, password };
}

export async function startAccountService(
  redisUrl: string,
  setLimits: SetLimits,
  expire: Expire,
): Promise<AccountService> {
  const create = async ({ plan, login, rpm, coEditors }: AccountRequest): Promise<TestAccountInfo> => {
    const account = await testAccount(redisUrl, plan, login);
    if (rpm !== undefined || coEditors !== undefined) await setLimits(account.accountId, { rpm, coEditors });
    return account;
  };
  const answer = async (path: string, body: string): Promise<unknown> => {
    if (path !== '/expired') return create(JSON.parse(body) as AccountRequest);
    const token = expire((JSON.parse(body) as { token: string }).token);
    if (!token) throw new Error('not a session token');
    return { token };
  };
  const server: Server = createServer((req, res) => {
    const headers = {
      'Content-Type': 'application/json',
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
    };
    if (req.method === 'OPTIONS') return void res.writeHead(204, headers).end();
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      answer(req.url ?? '/', body).then(
        (answered) => res.writeHead(201, headers).end(JSON.stringify(answered)),
        (error: Error) => res.writeHead(500, headers).end(JSON.stringify({ error: error.message })),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
