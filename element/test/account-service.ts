// Fresh accounts for the browser tests, each test file its own (element/test/accounts.ts): a
// shared account carries every file's templates, saved blocks, images and requests at once, so one
// file's quota or rate-limit window decides another's outcome. `POST <url>/` with
// `{ plan, login?, rpm? }` creates an account through the store, as the operator's CLI does.
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
}

export interface AccountService {
  url: string;
  close(): Promise<void>;
}

type SetRpm = (accountId: string, rpm: number) => Promise<unknown>;

let count = 0;
const stamp = Date.now().toString(36);

/** A new account of `plan`, with a dashboard user when `login` is set. */
export async function testAccount(redisUrl: string, plan: PlanName, login = false): Promise<TestAccountInfo> {
  const email = login ? `owner-${plan}-${stamp}-${++count}@example.com` : undefined;
  const password = login ? 'correct horse battery staple' : undefined;
  const created = await createAccount(redisUrl, { plan, email, password });
  return { accountId: created.accountId, apiKey: created.apiKey, keyId: created.keyId, email, password };
}

export async function startAccountService(redisUrl: string, setRpm: SetRpm): Promise<AccountService> {
  const create = async ({ plan, login, rpm }: AccountRequest): Promise<TestAccountInfo> => {
    const account = await testAccount(redisUrl, plan, login);
    if (rpm !== undefined) await setRpm(account.accountId, rpm);
    return account;
  };
  const server: Server = createServer((req, res) => {
    const headers = { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' };
    if (req.method === 'OPTIONS') return void res.writeHead(204, headers).end();
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      create(JSON.parse(body) as AccountRequest).then(
        (account) => res.writeHead(201, headers).end(JSON.stringify(account)),
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
