// A block's name where the editor shows one block (the inspector's header, the canvas's block bar):
// a custom block is called by its type's label ("Product"), as the palette calls it; "Custom
// block" only once the account no longer has the type (or before its types have arrived).
import type { Block } from '../../../core/document/schema';
import type { I18n } from '../../i18n/i18n';
import { blockLabel } from '../registry';
import { accountTypes } from './account-types';

export function blockNameOf(store: object, block: Block, i18n: I18n): string {
  const own = block.type === 'custom' ? accountTypes(store)?.byName.get(block.props.blockType)?.label : undefined;
  return own ?? blockLabel(block.type, i18n);
}
