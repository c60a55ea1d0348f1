// The editor's registry of block types: one line per type, keyed like core/blocks/registry.ts
// (the type below makes a missing or extra line a compile error). The palette, the inspector's
// icons, style controls and panels all read from here.
import type { SVGTemplateResult } from 'lit';
import { type Block, type BlockType, blockUnit } from '../../core/blocks/registry';
import type { BaseBlock, BlockUnit } from '../../core/blocks/unit';
import { englishMessage } from '../i18n/catalog';
import type { I18n } from '../i18n/i18n';
import type { MessageKey } from '../i18n/keys';
import { ENGLISH } from '../i18n/messages';
import { pathIcon } from '../shared/icons';
import { buttonUi } from './button';
import { columnsUi } from './columns';
import { customUi } from './custom';
import { dividerUi } from './divider';
import { headingUi } from './heading';
import { htmlUi } from './html';
import { imageUi } from './image';
import { menuUi } from './menu';
import { socialUi } from './social';
import { spacerUi } from './spacer';
import { textUi } from './text';
import type { BlockUi, Panel, StyleControl } from './types';
import { videoUi } from './video';

const UI: { [K in BlockType]: BlockUi<Extract<Block, { type: K }>> } = {
  heading: headingUi,
  text: textUi,
  image: imageUi,
  button: buttonUi,
  divider: dividerUi,
  spacer: spacerUi,
  columns: columnsUi,
  social: socialUi,
  html: htmlUi,
  menu: menuUi,
  video: videoUi,
  custom: customUi,
};

export const BLOCK_UI = UI as unknown as Readonly<Record<string, BlockUi>>;

/** The editor side of a type, or undefined for a type the editor does not know. */
export function blockUi(type: string): BlockUi | undefined {
  return Object.hasOwn(BLOCK_UI, type) ? BLOCK_UI[type] : undefined;
}

/**
 * The type's name in the element's language (`block.<type>.label` in the catalogue); a type with
 * no name there yet (a new block before its translations) shows its unit's own label.
 */
export function blockLabel(type: string, i18n: I18n = ENGLISH): string {
  const key = `block.${type}.label` as MessageKey;
  if (englishMessage(key) !== undefined) return i18n.t(key);
  return blockUnit(type)?.label ?? type;
}

/** The type's palette icon (decorative: the button or heading next to it carries the name). */
export function blockIcon(type: string): SVGTemplateResult {
  return pathIcon(blockUi(type)?.icon ?? '');
}

export function hasStyle(type: string, control: StyleControl): boolean {
  return blockUi(type)?.styles.includes(control) ?? false;
}

const loaded = new Map<string, Panel<BaseBlock>>();
const loading = new Map<string, Promise<Panel<BaseBlock>>>();

/** The type's panel if its chunk has loaded, else undefined. */
export function loadedPanel(type: string): Panel<BaseBlock> | undefined {
  return loaded.get(type);
}

/** Loads the type's panel chunk: one request at a time per type; after a failure, the next call retries. */
export function loadPanel(type: string): Promise<Panel<BaseBlock>> {
  const cached = loaded.get(type);
  if (cached) return Promise.resolve(cached);
  const pending = loading.get(type);
  if (pending) return pending;
  const ui = blockUi(type);
  if (!ui) return Promise.reject(new Error(`unknown block type ${type}`));
  const load = ui
    .panel()
    .then(({ panel }) => {
      loaded.set(type, panel);
      return panel;
    })
    .finally(() => loading.delete(type));
  loading.set(type, load);
  return load;
}

/**
 * Adds the editor side of a block type registered with core's `registerBlock` (a test fixture,
 * an integrator's build). This repository's own types are the lines of `UI` above.
 */
export function registerBlockUi<B extends BaseBlock>(unit: BlockUnit<B>, ui: BlockUi<B>): void {
  if (!blockUnit(unit.type)) throw new Error(`register the core unit of ${unit.type} first`);
  if (Object.hasOwn(BLOCK_UI, unit.type)) throw new Error(`block type ${unit.type} already has an editor side`);
  (BLOCK_UI as Record<string, BlockUi>)[unit.type] = ui as unknown as BlockUi;
}
