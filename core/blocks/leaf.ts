// Blocks that may stand inside a column: every registered type that is not a container. The
// registry fills `leafSchemas`; the union reads it when it checks, so neither this file nor a block
// folder imports the registry (columns validate their children with this union) and the import
// graph has no cycle. The precise type of a leaf, `LeafBlock`, is the registry's.
import type { BaseBlock } from '../document/fields';
import { type Schema, s } from '../schema/schema';

export const leafSchemas: Record<string, Schema<BaseBlock>> = {};

export const leafBlockSchema: Schema<BaseBlock> = s.discriminated<BaseBlock>('type', leafSchemas);
