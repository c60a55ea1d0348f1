// Two replicas of one live document that exchange updates when told, like two clients of one
// session that have not heard of each other's changes yet (the core collab tests).
import * as Y from 'yjs';
import { templateToYDoc } from './ydoc';

/** A document holding `blockTree`, and a second replica of it. */
export function replicas(blockTree: unknown): [Y.Doc, Y.Doc] {
  const a = templateToYDoc({ name: 'N', blockTree });
  const b = new Y.Doc();
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  return [a, b];
}

/** Each replica receives what the other has and it lacks. */
export function sync(a: Y.Doc, b: Y.Doc): void {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
}
