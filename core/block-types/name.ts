// A custom block type's name: 1–40 of a-z, 0-9 and -, and never a type the block registry has
// (a document's `type` names built-in blocks; custom ones are `custom` blocks naming their type).
import { BLOCK_TYPES } from '../blocks/registry';

const NAME = /^[a-z0-9-]{1,40}$/;

/** Why `name` cannot name a custom block type, or null when it can. */
export function blockTypeNameIssue(name: string): string | null {
  if (!NAME.test(name)) return 'must be 1–40 characters of a-z, 0-9 and -';
  if ((BLOCK_TYPES as readonly string[]).includes(name)) return `is a built-in block type (${name})`;
  return null;
}
