// The image type comes from the bytes, never from the client's Content-Type or file name: an
// "image" that is really HTML must not be served as anything a browser would run.

export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** PNG, JPEG, GIF or WebP by magic number; null for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG) && bytes.length >= 33) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff]) && bytes.length >= 4) return 'image/jpeg';
  if ((startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) && bytes.length >= 13)
    return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8) && bytes.length >= 16)
    return 'image/webp';
  return null;
}
