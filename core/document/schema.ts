import { type Block, blockSchemas } from '../blocks/registry';
import { type Infer, s } from '../schema/schema';

import { DOCUMENT_VERSION } from './blank';
import { canvasDefaults, canvasSchema } from './canvas';

export type { Block, BlockType } from '../blocks/registry';
export { DOCUMENT_VERSION } from './blank';
export { type Canvas, canvasDefaults, canvasSchema, type Theme, themeOf, themeSchema } from './canvas';

/** Any registered block type, told apart by `type`. */
export const anyBlockSchema = s.discriminated<Block>('type', blockSchemas);

/** Flat, free-form document metadata (subject and the like). */
export const documentMetadataSchema = s.record(
  s.union<string | number | boolean | null>(
    [s.string({ max: 1000 }), s.number(), s.boolean(), s.literal(null)],
    'must be a string, number, boolean or null',
  ),
  {
    maxKeys: 50,
    key: s.string({ min: 1, max: 60 }),
  },
);

export const documentSchema = s.object({
  version: s.integer({ min: 1, max: DOCUMENT_VERSION }).default(DOCUMENT_VERSION),
  canvas: canvasSchema.default(canvasDefaults()),
  metadata: documentMetadataSchema.default({}),
  blocks: s.array(anyBlockSchema, { max: 2000 }),
});
export type EmailDocument = Infer<typeof documentSchema>;
