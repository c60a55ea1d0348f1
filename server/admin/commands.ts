// Operator commands. Each returns the JSON value to print (one line); problems are thrown as
// UsageError (bad invocation) or CommandError (the request cannot be done). All data access
// goes through the store: no key layouts here.
import { passwordProblem } from '../auth/password-policy';
import { isWellFormedSecretKey, looksLikeSecretKey, sha256Hex } from '../auth/secret-key';
import { ENTERPRISE_OVERRIDE_MAX, isPlanName, PLAN_NAMES, type PlanName } from '../plans';
import { toMb } from '../routes/keys/router';
import { importLibrary, importStarters } from '../routes/library/import';
import type { Store } from '../store';
import { isAccountId, type LimitOverrides, monthKey } from '../store/accounts';
import { isKeyId } from '../store/api-keys';
import { type Command, type CommandContext, CommandError } from './command';
import { readLibraryDir } from './library-dir';
import { type Options, UsageError } from './options';
import { VERSION_COMMANDS } from './versions';

export const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{1,63}$/;

function plan(options: Options): PlanName {
  const value = options.required('plan');
  if (!isPlanName(value)) throw new UsageError(`--plan must be one of ${PLAN_NAMES.join(', ')}, got "${value}"`);
  return value;
}

function credentials(options: Options, required: boolean): { email: string; password: string } | null {
  const email = required ? options.required('email') : options.optional('email');
  const password = required ? options.required('password') : options.optional('password');
  if (email === undefined && password === undefined) return null;
  if (email === undefined || password === undefined) throw new UsageError('--email and --password go together');
  if (!EMAIL.test(email.trim())) throw new UsageError(`--email "${email}" is not an e-mail address`);
  const problem = passwordProblem(password);
  if (problem) throw new UsageError(`--password ${problem}`);
  return { email: email.trim(), password };
}

async function existingAccount(store: Store, accountId: string) {
  const account = isAccountId(accountId) ? await store.accounts.get(accountId) : null;
  if (!account) throw new CommandError(`account ${accountId} does not exist`);
  return account;
}

function noPositional(ctx: CommandContext): void {
  if (ctx.positional.length > 0) throw new UsageError(`unexpected argument "${ctx.positional[0]}"`);
}

/** The account holding a key id (the key id alone does not say; operators rarely have many accounts). */
async function accountOfKey(store: Store, keyId: string): Promise<string | null> {
  const ids = await store.listAccountIds();
  for (let i = 0; i < ids.length; i += 100) {
    const batch = ids.slice(i, i + 100);
    const found = await Promise.all(batch.map((a) => store.apiKeys.get(a, keyId)));
    const hit = found.findIndex((k) => k !== null);
    if (hit !== -1) return batch[hit]!;
  }
  return null;
}

export const COMMANDS: Record<string, Command> = {
  'create-account': {
    usage: 'create-account --name N --plan free|pro|agency|enterprise [--email E --password P]',
    summary: 'a new account with its first secret key (and its dashboard user with e-mail and password)',
    async run(ctx) {
      noPositional(ctx);
      const name = ctx.options.required('name').trim();
      if (name.length > 200) throw new UsageError('--name must be at most 200 characters');
      const chosen = plan(ctx.options);
      const login = credentials(ctx.options, false);
      ctx.options.done();
      if (login && (await ctx.store.dashboardUsers.emailTaken(login.email))) {
        throw new CommandError(`a dashboard user with e-mail ${login.email.toLowerCase()} already exists`);
      }
      const created = await ctx.store.createAccount({ name, plan: chosen, ...login });
      return { accountId: created.accountId, keyId: created.keyId, apiKey: created.apiKey };
    },
  },
  'create-key': {
    usage: 'create-key --account A [--test]',
    summary: 'another secret key for the account (shown once); --test true makes an eb_test_ key',
    async run(ctx) {
      noPositional(ctx);
      const accountId = ctx.options.required('account');
      const test = ctx.options.optional('test');
      ctx.options.done();
      if (test !== undefined && test !== 'true' && test !== 'false')
        throw new UsageError('--test must be true or false');
      await existingAccount(ctx.store, accountId);
      const created = await ctx.store.apiKeys.create(accountId, test === 'true' ? 'eb_test_' : 'eb_live_');
      return { keyId: created.keyId, apiKey: created.apiKey };
    },
  },
  'revoke-key': {
    usage: 'revoke-key --key K [--account A]',
    summary: 'revoke a key by id (key_…) or by its secret: it and its session tokens fail from the next request on',
    async run(ctx) {
      noPositional(ctx);
      const key = ctx.options.required('key');
      let accountId = ctx.options.optional('account');
      ctx.options.done();
      let keyId = key;
      if (looksLikeSecretKey(key)) {
        const ref = isWellFormedSecretKey(key) ? await ctx.store.apiKeys.resolveSecret(sha256Hex(key)) : null;
        if (!ref) throw new CommandError('no key has this secret');
        ({ accountId, keyId } = ref);
      } else if (!isKeyId(key)) {
        throw new UsageError(`--key must be a key id (key_…) or a secret key, got "${key}"`);
      }
      accountId ??= (await accountOfKey(ctx.store, keyId)) ?? undefined;
      const record = accountId ? await ctx.store.apiKeys.revoke(accountId, keyId) : null;
      if (!record) throw new CommandError(`key ${keyId} does not exist${accountId ? ` in account ${accountId}` : ''}`);
      return { keyId: record.id, accountId: record.accountId, status: record.status };
    },
  },
  'set-plan': {
    usage: 'set-plan --account A --plan P [--rpm N --renders N --storage-mb N --co-editors N]',
    summary: 'change the plan; --rpm, --renders (per month), --storage-mb and --co-editors set enterprise limits',
    async run(ctx) {
      noPositional(ctx);
      const accountId = ctx.options.required('account');
      const chosen = plan(ctx.options);
      const overrides: LimitOverrides = {};
      const rpm = ctx.options.count('rpm');
      const renders = ctx.options.count('renders');
      const storageMb = ctx.options.count('storage-mb');
      const coEditors = ctx.options.count('co-editors');
      ctx.options.done();
      if (rpm !== undefined) overrides.rpm = rpm;
      if (renders !== undefined) overrides.renders = renders;
      if (storageMb !== undefined) overrides.storageMb = storageMb;
      if (coEditors !== undefined) overrides.coEditors = coEditors;
      if (Object.keys(overrides).length > 0 && chosen !== 'enterprise') {
        throw new UsageError('--rpm, --renders, --storage-mb and --co-editors apply to the enterprise plan only');
      }
      if (rpm === 0) throw new UsageError('--rpm must be at least 1');
      if (coEditors === 0) throw new UsageError('--co-editors must be at least 1');
      for (const [name, value] of Object.entries(overrides) as Array<[keyof typeof ENTERPRISE_OVERRIDE_MAX, number]>) {
        const flag = name === 'storageMb' ? 'storage-mb' : name === 'coEditors' ? 'co-editors' : name;
        if (value > ENTERPRISE_OVERRIDE_MAX[name])
          throw new UsageError(`--${flag} must be at most ${ENTERPRISE_OVERRIDE_MAX[name]}`);
      }
      await existingAccount(ctx.store, accountId);
      const account = await ctx.store.accounts.setPlan(accountId, chosen, overrides);
      if (!account) throw new CommandError(`account ${accountId} does not exist`);
      return { accountId: account.id, plan: account.plan, limits: account.limits };
    },
  },
  'create-dashboard-user': {
    usage: 'create-dashboard-user --account A --email E --password P',
    summary: 'a dashboard login for the account (keys, origins, plan and usage)',
    async run(ctx) {
      noPositional(ctx);
      const accountId = ctx.options.required('account');
      const login = credentials(ctx.options, true)!;
      ctx.options.done();
      await existingAccount(ctx.store, accountId);
      if (await ctx.store.dashboardUsers.emailTaken(login.email)) {
        throw new CommandError(`a dashboard user with e-mail ${login.email.toLowerCase()} already exists`);
      }
      const user = await ctx.store.createDashboardUser(accountId, login.email, login.password);
      return { accountId, userId: user.userId, email: login.email.toLowerCase() };
    },
  },
  'library import': {
    usage: 'library import [DIR]',
    summary: 'import the shipped starters, or every seed-<n> JSON file of DIR (see server/admin/README.md); idempotent',
    async run(ctx) {
      ctx.options.done();
      if (ctx.positional.length > 1) throw new UsageError(`unexpected argument "${ctx.positional[1]}"`);
      const dir = ctx.positional[0];
      const assetBaseUrl = `${ctx.config.publicUrl}/assets`;
      if (dir === undefined) {
        const report = await importStarters(ctx.store, ctx.config.publicUrl);
        if (report.rejected.length > 0)
          throw new CommandError(`starters rejected: ${JSON.stringify(report.rejected)}`, report);
        return report;
      }
      const read = await readLibraryDir(dir, assetBaseUrl);
      const report = await importLibrary(ctx.store, read.sources, assetBaseUrl);
      const result = { imported: report.imported, rejected: [...read.rejected, ...report.rejected] };
      if (result.rejected.length > 0) {
        const lines = result.rejected.map((r) => `  - ${r.id}: ${r.problem}`).join('\n');
        throw new CommandError(
          `${result.rejected.length} item(s) rejected (the others were imported):\n${lines}`,
          result,
        );
      }
      return result;
    },
  },
  'library list': {
    usage: 'library list',
    summary: 'the library items: id, name, tags',
    async run(ctx) {
      noPositional(ctx);
      ctx.options.done();
      return (await ctx.store.library.listJson()).map((json) => {
        const item = JSON.parse(json) as { _id: string; name: string; tags: string[] };
        return { _id: item._id, name: item.name, tags: item.tags };
      });
    },
  },
  usage: {
    usage: 'usage --account A',
    summary: "the account's plan, limits and usage (templates, renders this UTC month, storage)",
    async run(ctx) {
      noPositional(ctx);
      const accountId = ctx.options.required('account');
      ctx.options.done();
      await existingAccount(ctx.store, accountId);
      const found = await ctx.store.accounts.withUsage(accountId);
      if (!found) throw new CommandError(`account ${accountId} does not exist`);
      const { account, usage } = found;
      return {
        accountId,
        name: account.name,
        plan: account.plan,
        limits: account.limits,
        usage: {
          month: monthKey(),
          templates: usage.templates,
          renders: usage.renders,
          storageBytes: usage.storageBytes,
          storageMb: toMb(usage.storageBytes),
        },
      };
    },
  },
  ...VERSION_COMMANDS,
};
