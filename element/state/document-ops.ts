// Pure, immutable edits of an EmailDocument. Every function returns a new document that shares
// untouched blocks with the old one, so the canvas can find what changed by reference.
import type { LeafBlock } from '../../core/blocks/registry';
import type { Block, EmailDocument } from '../../core/document/schema';

/** Where a block lives: the top level, or one column of a columns block. */
export type Container = { columnsId: null } | { columnsId: string; column: number };
export interface Position {
  container: Container;
  index: number;
}
export interface Found {
  block: Block;
  container: Container;
  index: number;
  /** The blocks of the container, in order. */
  siblings: readonly Block[];
}

export const ROOT: Container = { columnsId: null };

export function findBlock(doc: EmailDocument, id: string): Found | null {
  for (const [index, block] of doc.blocks.entries()) {
    if (block.id === id) return { block, container: ROOT, index, siblings: doc.blocks };
    if (block.type !== 'columns') continue;
    for (const [column, col] of block.props.columns.entries()) {
      const at = col.blocks.findIndex((child) => child.id === id);
      const child = col.blocks[at];
      if (child) return { block: child, container: { columnsId: block.id, column }, index: at, siblings: col.blocks };
    }
  }
  return null;
}

/** Locked itself, or through the columns block it sits in (docs/api.md §15). */
export function isLocked(doc: EmailDocument, id: string): boolean {
  const found = findBlock(doc, id);
  if (!found) return false;
  if (found.block.locked) return true;
  const { columnsId } = found.container;
  return columnsId !== null && doc.blocks.some((b) => b.id === columnsId && b.locked);
}

function containerBlocks(doc: EmailDocument, container: Container): readonly Block[] | null {
  if (container.columnsId === null) return doc.blocks;
  const columns = doc.blocks.find((b) => b.id === container.columnsId);
  if (columns?.type !== 'columns') return null;
  return columns.props.columns[container.column]?.blocks ?? null;
}

function withContainer(doc: EmailDocument, container: Container, change: (blocks: Block[]) => Block[]): EmailDocument {
  if (container.columnsId === null) return { ...doc, blocks: change([...doc.blocks]) };
  const { columnsId, column } = container;
  return {
    ...doc,
    blocks: doc.blocks.map((block) => {
      if (block.id !== columnsId || block.type !== 'columns') return block;
      const columns = block.props.columns.map((col, i) =>
        i === column ? { ...col, blocks: change([...col.blocks]) as LeafBlock[] } : col,
      );
      return { ...block, props: { ...block.props, columns } };
    }),
  };
}

/** Inserts at a position; a columns block asked to go inside a column lands after that columns block. */
export function insertBlock(doc: EmailDocument, block: Block, position: Position): EmailDocument {
  let { container, index } = position;
  if (block.type === 'columns' && container.columnsId !== null) {
    const parent = findBlock(doc, container.columnsId);
    container = ROOT;
    index = parent ? parent.index + 1 : doc.blocks.length;
  }
  const blocks = containerBlocks(doc, container);
  if (!blocks) return doc;
  const at = Math.max(0, Math.min(index, blocks.length));
  return withContainer(doc, container, (list) => {
    list.splice(at, 0, block);
    return list;
  });
}

/** Where "add" puts a block: right after the selection (in its column), else at the end. */
export function positionAfter(doc: EmailDocument, selectedId: string | null): Position {
  const found = selectedId ? findBlock(doc, selectedId) : null;
  if (!found) return { container: ROOT, index: doc.blocks.length };
  return { container: found.container, index: found.index + 1 };
}

export function removeBlock(doc: EmailDocument, id: string): EmailDocument {
  const found = findBlock(doc, id);
  if (!found) return doc;
  return withContainer(doc, found.container, (list) => {
    list.splice(found.index, 1);
    return list;
  });
}

/** Moves a block to `position`, whose index counts the container as it is before the move. */
export function moveBlock(doc: EmailDocument, id: string, position: Position): EmailDocument {
  const found = findBlock(doc, id);
  if (!found) return doc;
  const { block } = found;
  if (block.type === 'columns' && position.container.columnsId !== null) return doc;
  if (position.container.columnsId === id) return doc;
  const sameContainer = sameContainerAs(found.container, position.container);
  let index = position.index;
  if (sameContainer && index > found.index) index -= 1;
  if (sameContainer && index === found.index) return doc;
  return insertBlock(removeBlock(doc, id), block, { container: position.container, index });
}

/** Keyboard reorder: one step up (-1) or down (+1) within the block's container. */
export function moveBy(doc: EmailDocument, id: string, delta: -1 | 1): EmailDocument {
  const found = findBlock(doc, id);
  if (!found) return doc;
  const target = found.index + delta;
  if (target < 0 || target >= found.siblings.length) return doc;
  return withContainer(doc, found.container, (list) => {
    const [block] = list.splice(found.index, 1);
    if (block) list.splice(target, 0, block);
    return list;
  });
}

/** Copies a block (columns with their children) with fresh ids, right after the original. */
export function duplicateBlock(
  doc: EmailDocument,
  id: string,
  newId: () => string,
): { doc: EmailDocument; id: string | null } {
  const found = findBlock(doc, id);
  if (!found) return { doc, id: null };
  const copy = structuredClone(found.block) as Block;
  copy.id = newId();
  if (copy.type === 'columns')
    for (const column of copy.props.columns) for (const child of column.blocks) child.id = newId();
  return { doc: insertBlock(doc, copy, { container: found.container, index: found.index + 1 }), id: copy.id };
}

export function updateBlock(doc: EmailDocument, id: string, change: (block: Block) => Block): EmailDocument {
  const found = findBlock(doc, id);
  if (!found) return doc;
  const next = change(found.block);
  if (next === found.block) return doc;
  return withContainer(doc, found.container, (list) => {
    list[found.index] = next;
    return list;
  });
}

function sameContainerAs(a: Container, b: Container): boolean {
  if (a.columnsId === null || b.columnsId === null) return a.columnsId === b.columnsId;
  return a.columnsId === b.columnsId && a.column === b.column;
}

/** Every block id in document order, children of columns after their parent. */
export function allBlockIds(doc: EmailDocument): string[] {
  const ids: string[] = [];
  for (const block of doc.blocks) {
    ids.push(block.id);
    if (block.type === 'columns')
      for (const column of block.props.columns) for (const child of column.blocks) ids.push(child.id);
  }
  return ids;
}

/**
 * What changed between two versions: `structure` when blocks were added, removed, moved or the
 * canvas changed (the canvas re-renders everything); otherwise the ids of blocks to re-render.
 */
export function diffDocuments(prev: EmailDocument, next: EmailDocument): { structure: boolean; changed: string[] } {
  if (prev === next) return { structure: false, changed: [] };
  if (prev.canvas !== next.canvas || prev.blocks.length !== next.blocks.length) return { structure: true, changed: [] };
  const changed: string[] = [];
  for (const [i, before] of prev.blocks.entries()) {
    const after = next.blocks[i] as Block;
    if (before === after) continue;
    if (before.id !== after.id) return { structure: true, changed: [] };
    if (before.type === 'columns' && after.type === 'columns' && before.props !== after.props) {
      const inner = diffColumns(before.props.columns, after.props.columns);
      if (
        inner &&
        before.style === after.style &&
        before.mobile === after.mobile &&
        before.hidden === after.hidden &&
        sameColumnProps(before, after)
      ) {
        changed.push(...inner);
        continue;
      }
    }
    changed.push(after.id);
  }
  return { structure: false, changed };
}

type ColumnsProps = Extract<Block, { type: 'columns' }>['props'];

function sameColumnProps(a: Extract<Block, { type: 'columns' }>, b: Extract<Block, { type: 'columns' }>): boolean {
  return a.props.gap === b.props.gap && a.props.stackOnMobile === b.props.stackOnMobile;
}

/** Changed child ids when only children changed in place; null when the columns' shape changed. */
function diffColumns(prev: ColumnsProps['columns'], next: ColumnsProps['columns']): string[] | null {
  if (prev.length !== next.length) return null;
  const changed: string[] = [];
  for (const [c, column] of prev.entries()) {
    const other = next[c];
    if (!other || other.ratio !== column.ratio || other.blocks.length !== column.blocks.length) return null;
    for (const [i, child] of column.blocks.entries()) {
      const after = other.blocks[i];
      if (!after || after.id !== child.id) return null;
      if (after !== child) changed.push(after.id);
    }
  }
  return changed;
}
