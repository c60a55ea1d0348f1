// A picture file dropped or pasted on the canvas goes through the Images dialog (crop, upload,
// alt text), then replaces the image block it was dropped on or lands as a new image block.
import { BLOCKS } from '../../core/blocks/registry';
import type { Block } from '../../core/document/schema';
import type { Position } from '../state/document-ops';
import type { EditorStore } from '../state/store';
import { imagePropsOf, openImages } from './chunk';

export type ImageTarget = { replaceId: string } | { position: Position };

export function imageFileOf(data: DataTransfer | null): File | null {
  for (const file of data?.files ?? []) if (file.type.startsWith('image/')) return file;
  return null;
}

export async function placeImageFile(
  from: Element,
  store: EditorStore,
  file: File,
  target: ImageTarget,
): Promise<void> {
  const choice = await openImages(from, { file }).catch(() => null);
  if (!choice || store.readOnly) return;
  const props = imagePropsOf(choice);
  if ('replaceId' in target) {
    store.update(target.replaceId, (block) =>
      block.type === 'image' ? ({ ...block, props: { ...block.props, ...props } } as Block) : block,
    );
    return;
  }
  const block = BLOCKS.image.create(store.newId(), new URL('/assets', location.href).href);
  store.insert({ ...block, props: { ...block.props, ...props } } as Block, target.position);
}
