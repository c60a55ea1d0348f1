// A custom block's values and the HTML they render to, for a type's definition: what a new block
// starts with, and what every edit stores (the `html` the block falls back to should its type be
// deleted, docs/api.md §16).
import { customBlockMarkup } from '../../../core/block-types/compiled';
import type { BlockTypeDefinition, BlockTypeField } from '../../../core/block-types/definition';
import type { FieldValue } from '../../../core/block-types/template';
import { customBlock } from '../../../core/blocks/custom';
import type { CustomBlock } from '../../../core/blocks/custom/schema';

function initialValue(field: BlockTypeField): FieldValue {
  if (field.default !== undefined) return field.default;
  switch (field.type) {
    case 'item':
      return [];
    case 'boolean':
      return false;
    case 'number':
    case 'color':
      return null;
    case 'select':
      return field.options?.[0] ?? '';
    default:
      return '';
  }
}

/** The props of a block of `name` with `values`: its type, its values and the HTML they render to. */
export function customProps(
  name: string,
  def: BlockTypeDefinition,
  values: Record<string, FieldValue>,
): CustomBlock['props'] {
  return { blockType: name, values, html: customBlockMarkup(def, values) };
}

/** A new block of the type, every field at its default. */
export function newCustomBlock(name: string, def: BlockTypeDefinition, id: string): CustomBlock {
  const values = Object.fromEntries(def.fields.map((field) => [field.name, initialValue(field)]));
  const block = customBlock.create(id, '');
  return { ...block, props: customProps(name, def, values) };
}
