// Operator commands for template versions (docs/api.md §10): list a template's kept versions and
// restore one (recorded as a new version, exactly as the API's restore with a secret key). Kept
// apart from the other commands; commands.ts spreads VERSION_COMMANDS into its table.
import type { Store } from '../store';
import { isAccountId } from '../store/accounts';
import { isTemplateId } from '../store/templates';
import { parseVersion } from '../store/versions';
import { SECRET_KEY_WRITER } from '../store/writer';
import { type Command, type CommandContext, CommandError } from './command';
import { UsageError } from './options';

function templateArgs(ctx: CommandContext): { accountId: string; templateId: string } {
  if (ctx.positional.length > 0) throw new UsageError(`unexpected argument "${ctx.positional[0]}"`);
  const accountId = ctx.options.required('account');
  const templateId = ctx.options.required('template');
  if (!isAccountId(accountId)) throw new UsageError(`--account must be an account id (acct_…), got "${accountId}"`);
  if (!isTemplateId(templateId)) throw new UsageError(`--template must be a template id (tpl_…), got "${templateId}"`);
  return { accountId, templateId };
}

async function existingTemplate(store: Store, accountId: string, templateId: string): Promise<void> {
  if (!(await store.accounts.get(accountId))) throw new CommandError(`account ${accountId} does not exist`);
  if (!(await store.templates.get(accountId, templateId)))
    throw new CommandError(`template ${templateId} does not exist in ${accountId}`);
}

const iso = (ms: number) => new Date(ms).toISOString();

export const VERSION_COMMANDS: Record<string, Command> = {
  'list-versions': {
    usage: 'list-versions --account A --template T',
    summary: "a template's kept versions, newest first (version, name, updatedAt, savedBy)",
    async run(ctx) {
      const { accountId, templateId } = templateArgs(ctx);
      ctx.options.done();
      await existingTemplate(ctx.store, accountId, templateId);
      const versions = await ctx.store.versions.list(accountId, templateId);
      return { templateId, versions: versions.map((v) => ({ ...v, updatedAt: iso(v.updatedAt) })) };
    },
  },
  'restore-version': {
    usage: 'restore-version --account A --template T --version N',
    summary: 'give a template the name and document of one of its versions, recorded as a new version',
    async run(ctx) {
      const { accountId, templateId } = templateArgs(ctx);
      const raw = ctx.options.required('version');
      ctx.options.done();
      const n = parseVersion(raw);
      if (n === null) throw new UsageError(`--version must be a version number (1, 2, …), got "${raw}"`);
      await existingTemplate(ctx.store, accountId, templateId);
      const version = await ctx.store.versions.get(accountId, templateId, n);
      if (!version)
        throw new CommandError(`template ${templateId} has no version ${n} (list-versions shows the kept ones)`);
      const result = await ctx.store.templates.update(accountId, templateId, SECRET_KEY_WRITER, {
        name: version.name,
        blockTreeJson: version.blockTreeJson,
      });
      if (result.outcome === 'not_found')
        throw new CommandError(`template ${templateId} does not exist in ${accountId}`);
      if (result.outcome !== 'ok')
        throw new CommandError(`the restore would exceed the account's storage limit (${result.outcome})`);
      const [newest] = await ctx.store.versions.list(accountId, templateId);
      return {
        templateId,
        restoredFrom: n,
        version: newest?.version ?? null,
        name: result.record.name,
        updatedAt: iso(result.record.updatedAt),
      };
    },
  },
};
