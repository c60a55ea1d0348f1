// What the Comments panel does through the API (docs/api.md §15): each write, then one read of
// the threads again, so everything that counts them (toolbar, blocks, panel) shows the result.
import type { NewComment } from '../api/types';
import { createComment, deleteComment, updateComment } from './api';
import type { CommentsLink, Person } from './types';

/** At most this many people in the @-mention list. */
const PEOPLE_SHOWN = 8;

/**
 * The @-mention lookup: the host's `people` whose name matches, then what its `findPeople`
 * adds; null (no list opens) when the host gave neither.
 */
export function peopleFinder(link: CommentsLink): ((query: string) => Promise<Person[]>) | null {
  const root = link.root;
  if (!root?.people?.length && !root?.findPeople) return null;
  return async (query) => {
    const q = query.toLowerCase();
    const listed = (root.people ?? []).filter((p) => p.name.toLowerCase().includes(q));
    const found = root.findPeople ? await root.findPeople(query).catch(() => []) : [];
    const seen = new Set(listed.map((p) => p.id));
    return [...listed, ...found.filter((p) => !seen.has(p.id))].slice(0, PEOPLE_SHOWN);
  };
}

function target(link: CommentsLink | null) {
  const root = link?.root;
  const id = link?.templateId;
  if (!link || !root || !id) throw new Error('no template open');
  return { link, root, id, client: root.requireClient() };
}

/** Stores a comment; one that mentions people fires `eb-mention` for the host to notify them. */
export async function postComment(from: CommentsLink | null, body: NewComment): Promise<void> {
  const { link, root, id, client } = target(from);
  const comment = await createComment(client, id, body);
  if (comment.mentions.length) root.emit('eb-mention', { templateId: id, comment, mentions: comment.mentions });
  await link.refresh();
}

export async function changeComment(
  from: CommentsLink | null,
  commentId: string,
  patch: { text?: string; resolved?: boolean },
): Promise<void> {
  const { link, id, client } = target(from);
  await updateComment(client, id, commentId, patch);
  await link.refresh();
}

export async function removeComment(from: CommentsLink | null, commentId: string): Promise<void> {
  const { link, id, client } = target(from);
  await deleteComment(client, id, commentId);
  await link.refresh();
}
