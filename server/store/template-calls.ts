// The KEYS and ARGV of the two template scripts that take the most (create, update): which keys
// each one touches and how a patch becomes its set-flags, apart from what ./templates.ts does with
// the answers.
import { IDEMPOTENCY_TTL_MS, type IdempotencyClaim } from './idempotency';
import { keys } from './keys';
import { type ArgValue, argv } from './script-args';
import { type LockGuard, metaIndex, type NewTemplate, type TemplatePatch } from './template-shapes';
import { type Writer, writerValues } from './writer';

/** Versions kept per template (docs/api.md §10). */
export const VERSIONS_KEPT = 50;

/** `recordVersion: false` exists only for the benchmark's baseline; `restoredFrom`: the version a restore copies. */
export interface UpdateOptions {
  recordVersion?: boolean;
  restoredFrom?: number;
  lockGuard?: LockGuard;
}

type Call = [keys: string[], args: ArgValue[]];

/** '1' when a patch sets the field, else '0'. */
const flag = (value: unknown) => (value === undefined ? '0' : '1');

export function createCall(
  accountId: string,
  id: string,
  input: NewTemplate,
  idem: IdempotencyClaim,
  savedBy: string | null,
): Call {
  const scope = input.userId === null ? keys.templatesShared(accountId) : keys.templatesOfUser(accountId, input.userId);
  return [
    [
      keys.template(accountId, id),
      keys.templatesAll(accountId),
      scope,
      keys.usage(accountId),
      keys.account(accountId),
      idem.record,
      keys.templateVersions(accountId, id),
    ],
    argv('templateCreate', {
      id,
      name: input.name,
      userId: input.userId ?? '',
      blockTree: input.blockTreeJson,
      metadata: JSON.stringify(input.metadata),
      metaIndex: metaIndex(input.metadata),
      tags: JSON.stringify(input.tags),
      indexPrefix: keys.templateIndexPrefix(accountId),
      claimToken: idem.token,
      ttlMs: IDEMPOTENCY_TTL_MS,
      versionPrefix: keys.templateVersionPrefix(accountId, id),
      savedBy: savedBy ?? '',
    }),
  ];
}

export function updateCall(
  accountId: string,
  id: string,
  writer: Writer,
  patch: TemplatePatch,
  options: UpdateOptions,
): Call {
  const { actingUser, writeShared } = writerValues(writer);
  return [
    [
      keys.template(accountId, id),
      keys.templatesAll(accountId),
      keys.usage(accountId),
      keys.account(accountId),
      keys.templateVersions(accountId, id),
    ],
    argv('templateUpdate', {
      actingUser,
      indexPrefix: keys.templateIndexPrefix(accountId),
      setName: flag(patch.name),
      name: patch.name ?? '',
      setTree: flag(patch.blockTreeJson),
      blockTree: patch.blockTreeJson ?? '',
      setMeta: flag(patch.metadata),
      metadata: patch.metadata === undefined ? '' : JSON.stringify(patch.metadata),
      metaIndex: patch.metadata === undefined ? '' : metaIndex(patch.metadata),
      setTags: flag(patch.tags),
      tags: patch.tags === undefined ? '' : JSON.stringify(patch.tags),
      writeShared,
      versionPrefix: keys.templateVersionPrefix(accountId, id),
      record: options.recordVersion === false ? '0' : '1',
      keep: VERSIONS_KEPT,
      restoredFrom: options.restoredFrom === undefined ? '' : String(options.restoredFrom),
      lockGuard: options.lockGuard ?? '',
    }),
  ];
}
