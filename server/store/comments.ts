// Comments on templates (docs/api.md §15): one hash per comment, a template's comments in a
// sorted set (its size is the count the limit checks), its threads by last activity, a thread's
// replies, and one index per mentioned user. Every check-and-write is one Lua step
// (lua/comment-*.lua); a template's delete takes its comments (template-delete.lua).
import { newId } from '../auth/base62';
import type { RedisClient } from '../redis/client';
import { keys } from './keys';
import {
  type CreateOutcome,
  type DeleteOutcome,
  type ListCursor,
  nextCursor,
  OwnedRecords,
  rowsOf,
  type UpdateOutcome,
} from './owned';
import { argv } from './script-args';
import type { StoreScripts } from './scripts';
import { isTemplateId } from './templates';
import type { Writer } from './writer';

/** Comments per template (all plans). */
export const MAX_COMMENTS = 1000;

/** Mention index entries examined per listing call before a (partial) page is returned. */
const MAX_SCAN = 2000;

/** The fields every comment script answers, in order (lua/comment-record.lib.lua COMMENT_FIELDS). */
const FIELD_COUNT = 11;

export interface CommentRecord {
  id: string;
  templateId: string;
  blockId: string | null;
  /** The thread's first comment, for a reply. */
  parentId: string | null;
  text: string;
  /** The mentioned user ids as the JSON array stored. */
  mentionsJson: string;
  /** The session's user; null for the secret key. */
  userId: string | null;
  name: string | null;
  createdAt: number;
  updatedAt: number;
  /** The thread's state (a reply reports its thread's). */
  resolved: boolean;
}

export interface CommentThread {
  first: CommentRecord;
  replies: CommentRecord[];
}

export interface NewComment {
  templateId: string;
  blockId: string | null;
  parentId: string | null;
  text: string;
  mentions: string[];
  /** The session's user, or null for the secret key (who reads the template, and the author). */
  userId: string | null;
  name: string | null;
}

/** A thread's states, as the API names them (a listing's `?status=`). */
export const COMMENT_STATUSES = ['open', 'resolved'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** What a comment step refuses beyond the outcomes every owned record answers (owned.ts). */
export type CommentRefusal =
  | { outcome: 'template_not_found' | 'parent_not_found' | 'reply_to_reply' | 'resolve_reply' | 'not_author' }
  | { outcome: 'comment_limit'; limit: number };

/** No Idempotency-Key for comments, so never `claim_lost`. */
export type CreateCommentOutcome =
  | Exclude<CreateOutcome<CommentRecord, 'comment_limit'>, { outcome: 'claim_lost' }>
  | { outcome: 'template_not_found' | 'parent_not_found' | 'reply_to_reply' };

/** Who may change a comment is its own rule (`not_author`), so never `forbidden`. */
export type UpdateCommentOutcome =
  | Exclude<UpdateOutcome<CommentRecord>, { outcome: 'forbidden' }>
  | { outcome: 'resolve_reply' | 'not_author' };

export function isCommentId(value: string): boolean {
  return /^cmt_[0-9A-Za-z]{1,40}$/.test(value);
}

const orNull = (value: string | null | undefined) => (value ? value : null);

function toRecord(f: ReadonlyArray<string | null>): CommentRecord {
  return {
    id: f[0] ?? '',
    templateId: f[1] ?? '',
    blockId: orNull(f[2]),
    parentId: orNull(f[3]),
    text: f[4] ?? '',
    mentionsJson: f[5] || '[]',
    userId: orNull(f[6]),
    name: orNull(f[7]),
    createdAt: Number(f[8] ?? 0),
    updatedAt: Number(f[9] ?? 0),
    resolved: f[10] === '1',
  };
}

export class Comments {
  /** A comment's hash by id, and its delete step (the owned records' collection). */
  private readonly records: OwnedRecords;

  constructor(
    redis: RedisClient,
    private readonly scripts: StoreScripts,
  ) {
    this.records = new OwnedRecords(redis, { isId: isCommentId, recordPrefix: keys.commentPrefix });
  }

  async create(accountId: string, input: NewComment): Promise<CreateCommentOutcome> {
    if (!isTemplateId(input.templateId)) return { outcome: 'template_not_found' };
    if (input.parentId !== null && !isCommentId(input.parentId)) return { outcome: 'parent_not_found' };
    const id = newId('cmt', 20);
    const parent = input.parentId ?? id;
    const mentionsJson = JSON.stringify(input.mentions);
    const reply = await this.scripts.commentCreate(
      [
        keys.template(accountId, input.templateId),
        keys.comment(accountId, id),
        keys.templateComments(accountId, input.templateId),
        keys.templateThreads(accountId, input.templateId),
        keys.comment(accountId, parent),
        keys.commentReplies(accountId, parent),
        keys.usage(accountId),
        keys.account(accountId),
      ],
      argv('commentCreate', {
        id,
        templateId: input.templateId,
        blockId: input.blockId ?? '',
        parentId: input.parentId ?? '',
        text: input.text,
        mentions: mentionsJson,
        userId: input.userId ?? '',
        name: input.name ?? '',
        mentionPrefix: keys.mentionPrefix(accountId),
        maxComments: MAX_COMMENTS,
      }),
    );
    if (reply.outcome === 'exists') throw new Error('comment id collision');
    if (reply.outcome !== 'ok') return reply;
    const record: CommentRecord = {
      id,
      templateId: input.templateId,
      blockId: input.blockId,
      parentId: input.parentId,
      text: input.text,
      userId: input.userId,
      name: input.name,
      mentionsJson,
      createdAt: reply.now,
      updatedAt: reply.now,
      resolved: reply.threadResolved === '1',
    };
    return { outcome: 'ok', record };
  }

  /** `user`: the session's user, or null for the secret key. */
  async update(
    accountId: string,
    templateId: string,
    id: string,
    user: string | null,
    patch: { text?: string; resolved?: boolean },
  ): Promise<UpdateCommentOutcome> {
    if (!isTemplateId(templateId) || !isCommentId(id)) return { outcome: 'not_found' };
    const reply = await this.scripts.commentUpdate(
      [
        keys.comment(accountId, id),
        keys.template(accountId, templateId),
        keys.templateThreads(accountId, templateId),
        keys.usage(accountId),
        keys.account(accountId),
      ],
      argv('commentUpdate', {
        actingUser: user ?? '',
        templateId,
        setText: patch.text === undefined ? '0' : '1',
        text: patch.text ?? '',
        setResolved: patch.resolved === undefined ? '0' : '1',
        resolved: patch.resolved ? '1' : '0',
        commentPrefix: keys.commentPrefix(accountId),
      }),
    );
    if (reply.outcome !== 'ok') return reply;
    return { outcome: 'ok', record: toRecord(reply.fields) };
  }

  /** `forbidden`: neither the author nor allowed to delete others' comments (docs/api.md §15). */
  async delete(accountId: string, templateId: string, id: string, writer: Writer): Promise<DeleteOutcome> {
    if (!isTemplateId(templateId)) return { outcome: 'not_found' };
    return this.records.write(id, writer, (w) =>
      this.scripts.commentDelete(
        [
          keys.comment(accountId, id),
          keys.template(accountId, templateId),
          keys.templateComments(accountId, templateId),
          keys.templateThreads(accountId, templateId),
          keys.commentReplies(accountId, id),
          keys.usage(accountId),
        ],
        argv('commentDelete', {
          ...w,
          templateId,
          commentPrefix: keys.commentPrefix(accountId),
          mentionPrefix: keys.mentionPrefix(accountId),
        }),
      ),
    );
  }

  /** A template's threads, newest activity first; null when the reader may not see the template. */
  async threads(
    accountId: string,
    templateId: string,
    user: string | null,
    status: CommentStatus | null,
  ): Promise<CommentThread[] | null> {
    const reply = await this.scripts.commentList(
      [keys.template(accountId, templateId), keys.templateThreads(accountId, templateId)],
      argv('commentList', {
        actingUser: user ?? '',
        status: status ?? '',
        commentPrefix: keys.commentPrefix(accountId),
      }),
    );
    if (reply.outcome !== 'ok') return null;
    const { items } = reply;
    const out: CommentThread[] = [];
    let at = 0;
    while (at < items.length) {
      const count = Number(items[at++]);
      const first = toRecord(items.slice(at, at + FIELD_COUNT));
      at += FIELD_COUNT;
      const replies: CommentRecord[] = [];
      for (let i = 0; i < count; i++, at += FIELD_COUNT) replies.push(toRecord(items.slice(at, at + FIELD_COUNT)));
      out.push({ first, replies });
    }
    return out;
  }

  /** One page of the comments mentioning `userId`, newest first, across the account's templates. */
  async mentioning(
    accountId: string,
    userId: string,
    query: { status: CommentStatus | null; limit: number; cursor: ListCursor | null },
  ): Promise<{ records: CommentRecord[]; next: ListCursor | null }> {
    const reply = await this.scripts.commentMentions(
      [keys.mentions(accountId, userId)],
      argv('commentMentions', {
        commentPrefix: keys.commentPrefix(accountId),
        status: query.status ?? '',
        limit: query.limit,
        cursorScore: query.cursor?.updatedAt ?? '',
        cursorId: query.cursor?.id ?? '',
        maxScan: MAX_SCAN,
      }),
    );
    return { records: rowsOf(reply.items, FIELD_COUNT).map(toRecord), next: nextCursor(reply) };
  }
}
