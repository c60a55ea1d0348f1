// Locked blocks (docs/api.md §15). A manager may set `locked: true` on a block (on a columns block
// it covers the children); anyone else's save must leave every locked block where it was and as
// it was. "Where" is its container (the top level, or one column of one columns block) and its
// order among the other locked blocks of that container: blocks around it may come and go, which
// shifts its index. A block that is new in the save may arrive locked (a saved block made from
// locked content keeps its lock); locking a block that was already there takes a manager.
// Columns never hold columns, so both walks are two flat loops: linear, no recursion.

/** What the comparison reads of a block; the stored side is parsed JSON, so nothing is assumed. */
interface LooseBlock {
  id?: unknown;
  type?: unknown;
  locked?: unknown;
  props?: { columns?: unknown };
}

export type LockChange = 'deleted' | 'moved' | 'changed' | 'unlocked' | 'locked';

export interface LockViolation {
  blockId: string;
  change: LockChange;
}

interface Entry {
  block: LooseBlock;
  /** '' at the top level, `<columns id>/<column index>` inside a column. */
  container: string;
  /** Locked itself (not only through a locked columns block around it). */
  locked: boolean;
  /** Locked itself or through its columns block. */
  covered: boolean;
  /** Its place among the locked blocks of its container (-1 when covered or unlocked). */
  rank: number;
}

function columnsOf(block: LooseBlock): unknown[][] {
  if (block.type !== 'columns' || !Array.isArray(block.props?.columns)) return [];
  return block.props.columns.map((column) => {
    const blocks = (column as { blocks?: unknown } | null)?.blocks;
    return Array.isArray(blocks) ? blocks : [];
  });
}

function asBlock(value: unknown): LooseBlock | null {
  return typeof value === 'object' && value !== null && typeof (value as LooseBlock).id === 'string'
    ? (value as LooseBlock)
    : null;
}

/** Every block by id, with its container and lock state, and each container's locked ids in order. */
function index(blocks: readonly unknown[]): { entries: Map<string, Entry>; lockedOrder: Map<string, string[]> } {
  const entries = new Map<string, Entry>();
  const lockedOrder = new Map<string, string[]>();
  const add = (block: LooseBlock, container: string, parentLocked: boolean) => {
    const locked = block.locked === true;
    let rank = -1;
    if (locked && !parentLocked) {
      const list = lockedOrder.get(container) ?? [];
      rank = list.push(block.id as string) - 1;
      lockedOrder.set(container, list);
    }
    entries.set(block.id as string, { block, container, locked, covered: locked || parentLocked, rank });
  };
  for (const raw of blocks) {
    const block = asBlock(raw);
    if (!block) continue;
    add(block, '', false);
    const columnLocked = block.locked === true;
    columnsOf(block).forEach((children, c) => {
      for (const child of children) {
        const leaf = asBlock(child);
        if (leaf) add(leaf, `${block.id as string}/${c}`, columnLocked);
      }
    });
  }
  return { entries, lockedOrder };
}

/** True when any block of the list (columns' children included) is locked. */
export function hasLockedBlock(blocks: readonly unknown[]): boolean {
  for (const raw of blocks) {
    const block = asBlock(raw);
    if (!block) continue;
    if (block.locked === true) return true;
    for (const children of columnsOf(block)) if (children.some((child) => asBlock(child)?.locked === true)) return true;
  }
  return false;
}

/**
 * The first locked block that `after` would move, change, delete, unlock, or an existing block it
 * would lock, compared with `before`; null when a save by someone other than a manager may go
 * ahead. Both sides must have been through the same block schema (same key order), as stored
 * documents and validated requests have.
 */
export function lockViolation(before: readonly unknown[], after: readonly unknown[]): LockViolation | null {
  const old = index(before);
  const next = index(after);
  for (const ids of old.lockedOrder.values()) {
    let lastRank = -1;
    for (const id of ids) {
      const was = old.entries.get(id) as Entry;
      const now = next.entries.get(id);
      if (!now) return { blockId: id, change: 'deleted' };
      if (now.container !== was.container) return { blockId: id, change: 'moved' };
      if (!now.locked) return { blockId: id, change: 'unlocked' };
      if (JSON.stringify(now.block) !== JSON.stringify(was.block)) return { blockId: id, change: 'changed' };
      // Same container and still locked, so it has a rank there: locked blocks keep their order.
      if (now.rank < lastRank) return { blockId: id, change: 'moved' };
      lastRank = now.rank;
    }
  }
  for (const [id, now] of next.entries) {
    if (!now.locked) continue;
    const was = old.entries.get(id);
    if (was && !was.covered) return { blockId: id, change: 'locked' };
  }
  return null;
}
