import type { Column } from '../../../core/blocks/registry';

/** Changes the column count; blocks of removed columns move to the last remaining one. */
export function resizeColumns(columns: readonly Column[], count: number): Column[] {
  if (count >= columns.length)
    return [...columns, ...Array.from({ length: count - columns.length }, () => ({ ratio: 1, blocks: [] }))];
  const kept = columns.slice(0, count).map((c) => ({ ...c, blocks: [...c.blocks] }));
  const last = kept[kept.length - 1];
  if (last) for (const removed of columns.slice(count)) last.blocks.push(...removed.blocks);
  return kept;
}
