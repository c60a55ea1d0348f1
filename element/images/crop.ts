// Crop and resize in the browser before upload: the crop rectangle's rules (aspect presets,
// staying inside the picture) and the encoding of the result. Sizes are in the source's pixels.

export type Aspect = 'free' | '1:1' | '16:9' | '4:3';

/** Each preset and its button's text (`null`: the ratio itself, the same in every language). */
export const ASPECTS: ReadonlyArray<readonly [Aspect, 'dialogs.crop.free' | null]> = [
  ['free', 'dialogs.crop.free'],
  ['1:1', null],
  ['16:9', null],
  ['4:3', null],
];

/** The email content width most templates use: the "600 px wide" preset. */
export const EMAIL_WIDTH = 600;
/** The API keeps at most this many bytes per image (docs/api.md §7). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const MIN_SIDE = 8;
/** Larger outputs are refused before any pixel is drawn (memory, and the API's size limit). */
export const MAX_SIDE = 4000;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export function ratioOf(aspect: Aspect): number | null {
  if (aspect === '1:1') return 1;
  if (aspect === '16:9') return 16 / 9;
  if (aspect === '4:3') return 4 / 3;
  return null;
}

/** The largest rectangle of `ratio` (the whole picture when free), centred. */
export function centeredCrop(source: Size, ratio: number | null): Rect {
  if (ratio === null) return { x: 0, y: 0, width: source.width, height: source.height };
  let width = source.width;
  let height = Math.round(width / ratio);
  if (height > source.height) {
    height = source.height;
    width = Math.round(height * ratio);
  }
  return { x: Math.floor((source.width - width) / 2), y: Math.floor((source.height - height) / 2), width, height };
}

/** Moves `rect` by (dx, dy), kept inside the picture. */
export function moveRect(rect: Rect, dx: number, dy: number, source: Size): Rect {
  return {
    ...rect,
    x: Math.round(clamp(rect.x + dx, 0, source.width - rect.width)),
    y: Math.round(clamp(rect.y + dy, 0, source.height - rect.height)),
  };
}

/** Resizes from the bottom-right corner to `width` (and `height` when free), keeping `ratio` and the picture's bounds. */
export function resizeRect(rect: Rect, width: number, height: number, ratio: number | null, source: Size): Rect {
  const maxW = source.width - rect.x;
  const maxH = source.height - rect.y;
  if (ratio === null) {
    return {
      ...rect,
      width: Math.round(clamp(width, MIN_SIDE, maxW)),
      height: Math.round(clamp(height, MIN_SIDE, maxH)),
    };
  }
  // A change of height alone (Shift+↓) drives the width through the ratio.
  const wanted = width !== rect.width ? width : height * ratio;
  const w = clamp(wanted, MIN_SIDE, Math.min(maxW, maxH * ratio));
  return { ...rect, width: Math.round(w), height: Math.round(w / ratio) };
}

/** The uploaded size: the crop, scaled to `targetWidth` when one is set. */
export function outputSize(rect: Rect, targetWidth: number | null): Size {
  if (targetWidth === null || targetWidth === rect.width) return { width: rect.width, height: rect.height };
  return { width: targetWidth, height: Math.max(1, Math.round((rect.height * targetWidth) / rect.width)) };
}

export function isWholePicture(rect: Rect, source: Size, size: Size): boolean {
  return (
    rect.x === 0 &&
    rect.y === 0 &&
    rect.width === source.width &&
    rect.height === source.height &&
    size.width === source.width
  );
}

export function tooLarge(size: Size): boolean {
  return size.width > MAX_SIDE || size.height > MAX_SIDE;
}

/**
 * Draws the crop at `size` and encodes it: JPEG and WebP keep their type, anything else becomes
 * PNG (a canvas cannot write GIF). An untouched picture is uploaded as it is (a GIF keeps its frames).
 */
export async function cropFile(file: File, rect: Rect, source: Size, size: Size): Promise<File> {
  if (isWholePicture(rect, source, size)) return file;
  const bitmap = await createImageBitmap(file);
  try {
    const type = file.type === 'image/jpeg' || file.type === 'image/webp' ? file.type : 'image/png';
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) throw new CropError('dialogs.crop.cannotDraw');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, rect.x, rect.y, rect.width, rect.height, 0, 0, size.width, size.height);
    const blob = await canvas.convertToBlob({ type, quality: 0.9 });
    const base = file.name.replace(/\.[A-Za-z0-9]+$/, '') || 'image';
    return new File([blob], `${base}.${type.slice('image/'.length).replace('jpeg', 'jpg')}`, { type });
  } finally {
    bitmap.close();
  }
}

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), Math.max(min, max));

/** Why a crop cannot be uploaded, as a message key the dialog translates. */
export class CropError extends Error {
  constructor(
    readonly key:
      | 'dialogs.crop.noPicture'
      | 'dialogs.crop.tooLarge'
      | 'dialogs.crop.tooHeavy'
      | 'dialogs.crop.cannotDraw',
    readonly params: Record<string, number> = {},
  ) {
    super(key);
  }
}
