// Template versions (docs/api.md §10). The template scripts record them in the same Lua step as
// the save (template-create/update.lua) and drop them with the template (template-delete.lua);
// this class only reads them. Layout: a zset of version numbers per template and one hash per
// version holding name, blockTree, updatedAt and savedBy, all under the account's hash tag.
import type { RedisClient } from '../redis/client';
import { keys } from './keys';
import { isTemplateId } from './templates';

export interface VersionRow {
  version: number;
  name: string;
  updatedAt: number;
  /** The session user who saved it, or null for a secret key. */
  savedBy: string | null;
  /** The version this one restored (its content is a copy of it), or null for an ordinary save. */
  restoredFrom: number | null;
  /** Approval transitions made while this version was current (docs/api.md §15), oldest first. */
  statusChanges: StatusChange[];
}

export interface StatusChange {
  from: string;
  to: string;
  /** The session user who made it, or null for a secret key. */
  by: string | null;
  at: number;
  note?: string;
}

/** The `statusLog` field as template-status.lua writes it (a JSON array; absent when empty). */
function statusChangesOf(log: string | null | undefined): StatusChange[] {
  if (!log) return [];
  const entries = JSON.parse(log) as Array<{ from: string; to: string; by: string; at: number; note?: string }>;
  return entries.map((e) => ({
    from: e.from,
    to: e.to,
    by: e.by ? e.by : null,
    at: e.at,
    ...(e.note ? { note: e.note } : {}),
  }));
}

export interface VersionRecord extends VersionRow {
  /** The document as it was saved, as JSON. */
  blockTreeJson: string;
}

/** A version number as it may appear in a path: 1–9 digits, no leading zero. */
export function parseVersion(value: string): number | null {
  return /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : null;
}

/** Versions recorded before restores kept their source have no field: an ordinary save. */
const restoredFromOf = (value: string | null | undefined): number | null => (value ? Number(value) : null);

export class TemplateVersions {
  constructor(private readonly redis: RedisClient) {}

  /** Kept versions, newest first (without their documents). */
  async list(accountId: string, templateId: string): Promise<VersionRow[]> {
    if (!isTemplateId(templateId)) return [];
    const numbers = await this.redis.zrevrange(keys.templateVersions(accountId, templateId), 0, -1);
    if (numbers.length === 0) return [];
    const prefix = keys.templateVersionPrefix(accountId, templateId);
    const pipeline = this.redis.pipeline();
    for (const n of numbers)
      pipeline.hmget(`${prefix}${n}`, 'name', 'updatedAt', 'savedBy', 'restoredFrom', 'statusLog');
    const replies = (await pipeline.exec()) ?? [];
    const rows: VersionRow[] = [];
    for (const [i, n] of numbers.entries()) {
      const [error, fields] = replies[i] ?? [null, null];
      if (error) throw error;
      const [name, updatedAt, savedBy, restoredFrom, statusLog] = (fields ?? []) as Array<string | null>;
      if (name === null || name === undefined) continue; // dropped between the two reads
      rows.push({
        version: Number(n),
        name,
        updatedAt: Number(updatedAt ?? 0),
        savedBy: savedBy ? savedBy : null,
        restoredFrom: restoredFromOf(restoredFrom),
        statusChanges: statusChangesOf(statusLog),
      });
    }
    return rows;
  }

  /**
   * For each template, its newest approval move into `to` (docs/api.md §15) across its kept
   * versions, or null: the dashboard's review queue shows who asked for review and when. Two
   * pipelined reads whatever the number of templates: the version lists, then their logs.
   */
  async lastMoves(
    accountId: string,
    templateIds: readonly string[],
    to: string,
  ): Promise<Map<string, StatusChange | null>> {
    const ids = templateIds.filter(isTemplateId);
    const found = new Map<string, StatusChange | null>(ids.map((id) => [id, null]));
    if (ids.length === 0) return found;
    const lists = this.redis.pipeline();
    for (const id of ids) lists.zrevrange(keys.templateVersions(accountId, id), 0, -1);
    const numbers = ((await lists.exec()) ?? []).map(([error, value]) => {
      if (error) throw error;
      return (value ?? []) as string[];
    });
    const logs = this.redis.pipeline();
    for (const [i, id] of ids.entries()) {
      const prefix = keys.templateVersionPrefix(accountId, id);
      for (const n of numbers[i] ?? []) logs.hget(`${prefix}${n}`, 'statusLog');
    }
    const replies = (await logs.exec()) ?? [];
    let at = 0;
    for (const [i, id] of ids.entries()) {
      // Newest version first, and within a version's log the newest move last.
      for (const _ of numbers[i] ?? []) {
        const [error, log] = replies[at++] ?? [null, null];
        if (error) throw error;
        if (found.get(id)) continue;
        const move = statusChangesOf(log as string | null).findLast((c) => c.to === to);
        if (move) found.set(id, move);
      }
    }
    return found;
  }

  async get(accountId: string, templateId: string, version: number): Promise<VersionRecord | null> {
    if (!isTemplateId(templateId)) return null;
    const [name, blockTree, updatedAt, savedBy, restoredFrom, statusLog] = await this.redis.hmget(
      `${keys.templateVersionPrefix(accountId, templateId)}${version}`,
      'name',
      'blockTree',
      'updatedAt',
      'savedBy',
      'restoredFrom',
      'statusLog',
    );
    if (name === null || name === undefined || !blockTree) return null;
    return {
      version,
      name,
      blockTreeJson: blockTree,
      updatedAt: Number(updatedAt ?? 0),
      savedBy: savedBy ? savedBy : null,
      restoredFrom: restoredFromOf(restoredFrom),
      statusChanges: statusChangesOf(statusLog),
    };
  }
}
