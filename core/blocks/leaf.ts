// Blocks that may stand inside a column: every registered type that is not a container. The
// registry fills `leafSchemas`; the union reads it when it checks, so no block folder imports the
// registry (columns validate their children with this union) and the import graph has no cycle.
import { type Schema, s } from '../schema/schema';
import type { BLOCKS, BlockType } from './registry';
import type { BlockUnit } from './unit';

/** Columns are the one container; by key, so the type needs no column's own type (which holds leaves). */
type LeafType = Exclude<BlockType, 'columns'>;
export type LeafBlock = (typeof BLOCKS)[LeafType] extends infer U ? (U extends BlockUnit<infer B> ? B : never) : never;

export const leafSchemas: Record<string, Schema<LeafBlock>> = {};

export const leafBlockSchema: Schema<LeafBlock> = s.discriminated<LeafBlock>('type', leafSchemas);
