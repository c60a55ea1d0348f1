// The named ARGV of the owned-record scripts (./scripts.ts registers them): the one place that
// knows the order each Lua file reads its arguments in.
import type { ScriptName } from './scripts';

/**
 * The ARGV of the owned-record scripts by name, in the order the Lua reads them (`local <name> =
 * ARGV[i]`; lua.test.ts checks the two agree). Callers build ARGV with `argv(script, {name: value})`,
 * so no caller counts positions and no argument goes unread.
 */
export const SCRIPT_ARGS = {
  templateCreate: [
    'id',
    'name',
    'userId',
    'blockTree',
    'metadata',
    'metaIndex',
    'tags',
    'indexPrefix',
    'claimToken',
    'ttlMs',
    'versionPrefix',
    'savedBy',
  ],
  templateUpdate: [
    'actingUser',
    'indexPrefix',
    'setName',
    'name',
    'setTree',
    'blockTree',
    'setMeta',
    'metadata',
    'metaIndex',
    'setTags',
    'tags',
    'writeShared',
    'versionPrefix',
    'record',
    'keep',
    'restoredFrom',
    'lockGuard',
  ],
  templateStatus: ['actingUser', 'writeShared', 'indexPrefix', 'versionPrefix', 'status', 'note', 'keepLog'],
  templateDelete: ['actingUser', 'indexPrefix', 'writeShared', 'versionPrefix', 'commentPrefix', 'mentionPrefix'],
  blockCreate: ['id', 'name', 'userId', 'body', 'maxBlocks', 'claimToken', 'ttlMs'],
  blockUpdate: ['actingUser', 'writeShared', 'indexPrefix', 'setName', 'name', 'setBlock', 'body', 'lockGuard'],
  blockDelete: ['actingUser', 'writeShared', 'indexPrefix'],
  imageCreate: [
    'id',
    'contentType',
    'size',
    'storage',
    'data',
    'claimToken',
    'ttlMs',
    'userId',
    'name',
    'width',
    'height',
  ],
  imageDelete: ['actingUser'],
  imageList: ['imagePrefix', 'limit', 'cursorScore', 'cursorId', 'maxScan', 'user', 'q'],
  blockTypePut: ['name', 'body', 'maxTypes'],
  blockTypeDelete: ['name'],
  commentCreate: [
    'id',
    'templateId',
    'blockId',
    'parentId',
    'text',
    'mentions',
    'userId',
    'name',
    'mentionPrefix',
    'maxComments',
  ],
  commentUpdate: ['actingUser', 'templateId', 'setText', 'text', 'setResolved', 'resolved', 'commentPrefix'],
  commentDelete: ['actingUser', 'writeShared', 'templateId', 'commentPrefix', 'mentionPrefix'],
  commentList: ['actingUser', 'status', 'commentPrefix'],
  commentMentions: ['commentPrefix', 'status', 'limit', 'cursorScore', 'cursorId', 'maxScan'],
} as const satisfies Partial<Record<ScriptName, readonly string[]>>;

export type ArgValue = string | number;

/** A script's ARGV from its named values (SCRIPT_ARGS gives the names and the order). */
export function argv<N extends keyof typeof SCRIPT_ARGS>(
  script: N,
  values: Record<(typeof SCRIPT_ARGS)[N][number], ArgValue>,
): ArgValue[] {
  const named = values as Record<string, ArgValue>;
  return SCRIPT_ARGS[script].map((name: string) => named[name] as ArgValue);
}
