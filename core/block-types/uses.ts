import type { Block, EmailDocument } from '../document/schema';

/** Whether any block of the document, columns' children included, is a custom block (one pass, one level deep). */
export function usesCustomBlocks(doc: EmailDocument): boolean {
  const blocks: readonly Block[] = Array.isArray(doc.blocks) ? doc.blocks : [];
  for (const block of blocks) {
    if (block.type === 'custom') return true;
    if (block.type !== 'columns' || !Array.isArray(block.props?.columns)) continue;
    for (const column of block.props.columns)
      if (column.blocks?.some((child) => (child as Block).type === 'custom')) return true;
  }
  return false;
}
