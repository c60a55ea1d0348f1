// Comment responses (docs/api.md §15), built around the stored mentions JSON (spliced as stored).
// The text goes out as a JSON string like any other: it is never turned into markup here.
import type { CommentRecord, CommentThread } from '../../store/comments';

const iso = (ms: number) => new Date(ms).toISOString();
const str = JSON.stringify;

function fields(c: CommentRecord): string {
  return (
    `"_id":${str(c.id)},"templateId":${str(c.templateId)},"blockId":${str(c.blockId)},"parentId":${str(c.parentId)},` +
    `"text":${str(c.text)},"mentions":${c.mentionsJson},"userId":${str(c.userId)},"name":${str(c.name)},` +
    `"createdAt":${str(iso(c.createdAt))},"updatedAt":${str(iso(c.updatedAt))},"resolved":${c.resolved}`
  );
}

export function commentJson(c: CommentRecord): string {
  return `{${fields(c)}}`;
}

export function threadJson(t: CommentThread): string {
  return `{${fields(t.first)},"replies":[${t.replies.map(commentJson).join(',')}]}`;
}
