// The comments endpoints (docs/api.md §15), through the element's client: they live in the
// comments chunk, so the element's entry carries none of them.
import type { ApiClient } from '../api/client';
import type { Comment, CommentThread, NewComment } from '../api/types';

const path = (templateId: string, id?: string) =>
  `/v1/templates/${encodeURIComponent(templateId)}/comments${id ? `/${encodeURIComponent(id)}` : ''}`;

/** The template's threads, newest activity first, each with its replies (open and resolved). */
export const listComments = (client: ApiClient, templateId: string) => client.call<CommentThread[]>(path(templateId));

export const createComment = (client: ApiClient, templateId: string, body: NewComment) =>
  client.call<Comment>(path(templateId), 'POST', body);

/** `text`: the author only; `resolved`: a thread's first comment only. */
export const updateComment = (
  client: ApiClient,
  templateId: string,
  id: string,
  patch: { text?: string; resolved?: boolean },
) => client.call<Comment>(path(templateId, id), 'PATCH', patch);

export const deleteComment = (client: ApiClient, templateId: string, id: string) =>
  client.call<{ ok: true }>(path(templateId, id), 'DELETE');
