// What the comments need from <email-builder> (types only: the editor's chunk and the panel's
// share them without importing the element).
import type { ApiClient } from '../api/client';
import type { EmitFn } from '../shared/events';
import type { LiveLink } from '../state/live';

/** Someone who can be mentioned: the host's `people`, or what its `findPeople(query)` resolves to. */
export interface Person {
  id: string;
  name: string;
}

export type FindPeople = (query: string) => Promise<Person[]>;

export interface CommentsHost extends HTMLElement {
  readonly people: Person[] | null | undefined;
  readonly findPeople: FindPeople | null | undefined;
  readonly live: LiveLink | undefined;
  readonly emit: EmitFn;
  requireClient(): ApiClient;
}

/** What the panel (its own chunk) gets from the editor's comments controller. */
export interface CommentsLink {
  readonly root: CommentsHost | null;
  /** The open template; null when it is not saved or the plan has no comments. */
  readonly templateId: string | null;
  readonly userId: string;
  /** A manager on a shared template: may delete anyone's comment (docs/api.md §15). */
  readonly manager: boolean;
  /** Reads the threads again (the panel's actions call it after each write). */
  refresh(): Promise<void>;
  /** Selects the block on the canvas and scrolls it into view. */
  showBlock(blockId: string): void;
  close(): void;
}
