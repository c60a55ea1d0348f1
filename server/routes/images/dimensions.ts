// Width and height from an image's header bytes (PNG, JPEG, GIF, WebP), without decoding it and
// without a dependency. Returns null when the header does not say (a truncated or odd file): the
// upload is still accepted, the library then shows no size.
import { crc32 } from 'node:zlib';
import type { ImageType } from './sniff';

export interface Dimensions {
  width: number;
  height: number;
}

// Sizes are reported as declared: checkImageHeader decides what is too large.
const valid = (width: number, height: number): Dimensions | null =>
  width > 0 && height > 0 ? { width, height } : null;

function png(b: Buffer): Dimensions | null {
  // Signature (8), IHDR length (4) and type (4), then width and height, big-endian.
  if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return valid(b.readUInt32BE(16), b.readUInt32BE(20));
}

function gif(b: Buffer): Dimensions | null {
  return b.length < 10 ? null : valid(b.readUInt16LE(6), b.readUInt16LE(8));
}

/** The first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC) holds height then width. */
function jpeg(b: Buffer): Dimensions | null {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    const length = b.readUInt16BE(at + 2);
    if (length < 2) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return at + 9 <= b.length ? valid(b.readUInt16BE(at + 7), b.readUInt16BE(at + 5)) : null;
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or start of scan before any frame
    at += 2 + length;
  }
  return null;
}

function webp(b: Buffer): Dimensions | null {
  if (b.length < 30) return null;
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return valid(b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1);
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = b.readUInt32LE(21);
    return valid((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8 ') {
    // Frame tag (3) then the start code 9d 01 2a, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return valid(b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff);
  }
  return null;
}

export function imageDimensions(bytes: Buffer, type: ImageType): Dimensions | null {
  switch (type) {
    case 'image/png':
      return png(bytes);
    case 'image/gif':
      return gif(bytes);
    case 'image/jpeg':
      return jpeg(bytes);
    case 'image/webp':
      return webp(bytes);
  }
}

/** Images wider or taller than this are refused: no email client shows them, browsers struggle. */
export const MAX_IMAGE_SIDE = 16_384;
/**
 * A decompression bomb is a small file that decodes to a huge bitmap (4 bytes a pixel): refused
 * above this many pixels (160 MB decoded), whatever the file's size.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export type HeaderCheck = { ok: true; dimensions: Dimensions | null } | { ok: false; code: string; problem: string };

/** Every PNG chunk's length fits the file and its CRC matches, from IHDR up to IEND. */
function pngChunksIntact(b: Buffer): boolean {
  let at = 8;
  let first = true;
  while (at + 12 <= b.length) {
    const length = b.readUInt32BE(at);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > b.length) return false;
    const type = b.toString('latin1', at + 4, at + 8);
    if (first && type !== 'IHDR') return false;
    first = false;
    if (crc32(b.subarray(at + 4, at + 8 + length)) !== b.readUInt32BE(at + 8 + length)) return false;
    if (type === 'IEND') return true;
    at = end;
  }
  return false;
}

/** What an upload's header must satisfy beyond its type: intact PNG chunks and a bounded bitmap. */
export function checkImageHeader(bytes: Buffer, type: ImageType): HeaderCheck {
  if (type === 'image/png' && !pngChunksIntact(bytes))
    return {
      ok: false,
      code: 'image_corrupt',
      problem: 'the PNG is damaged (a chunk is truncated or its CRC does not match)',
    };
  const dimensions = imageDimensions(bytes, type);
  if (dimensions && (dimensions.width > MAX_IMAGE_SIDE || dimensions.height > MAX_IMAGE_SIDE))
    return {
      ok: false,
      code: 'image_too_many_pixels',
      problem: `the image must be at most ${MAX_IMAGE_SIDE} pixels wide and high`,
    };
  if (dimensions && dimensions.width * dimensions.height > MAX_IMAGE_PIXELS)
    return {
      ok: false,
      code: 'image_too_many_pixels',
      problem: `the image must have at most ${MAX_IMAGE_PIXELS} pixels`,
    };
  return { ok: true, dimensions };
}
