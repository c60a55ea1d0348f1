// Block ids: short, random and safe in HTML attributes, CSS class names and JSON paths.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** 10 characters from a 64-letter alphabet: 60 bits, plenty for the 2,000 blocks of one document. */
export function newBlockId(length = 10): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  let id = '';
  // 64 divides 256, so `& 63` keeps every letter equally likely.
  for (const byte of bytes) id += ALPHABET[byte & 63];
  return id;
}
