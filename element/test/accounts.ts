// Each test file's own accounts (issue: no shared accounts): `const free = fileAccount('free')` at
// the top of a file creates the account before the file's first test, for that file alone, and
// `free()` returns it in the tests. Made by the suite's account service (element/test/account-service.ts).
import { beforeAll } from 'vitest';
import type { AccountRequest } from './account-service';
import type { TestAccountInfo } from './global-setup';
import { env } from './helpers';

export function fileAccount(
  plan: AccountRequest['plan'],
  options: Omit<AccountRequest, 'plan'> = {},
): () => TestAccountInfo {
  let account: TestAccountInfo | undefined;
  beforeAll(async () => {
    const response = await fetch(env().accountsUrl, { method: 'POST', body: JSON.stringify({ plan, ...options }) });
    if (response.status !== 201) throw new Error(`no ${plan} account: ${await response.text()}`);
    account = (await response.json()) as TestAccountInfo;
  });
  return () => {
    if (!account) throw new Error('fileAccount() is read in a test, after the file has started');
    return account;
  };
}

/** The session `token` names, as the API would have issued it more than two hours ago: expired now. */
export async function expiredToken(token: string): Promise<string> {
  const response = await fetch(`${env().accountsUrl}/expired`, { method: 'POST', body: JSON.stringify({ token }) });
  if (response.status !== 201) throw new Error(`no expired token: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
