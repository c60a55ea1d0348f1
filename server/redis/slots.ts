// Redis Cluster's key-to-slot rule, used to check a script's keys share one slot (scripts.ts) and
// to find the master a durable write goes to (durable.ts). Apart from both so neither imports the other.

/** The part of a key Redis Cluster hashes: the first non-empty `{…}`, else the whole key. */
export function hashTag(key: string): string {
  const open = key.indexOf('{');
  if (open === -1) return key;
  const close = key.indexOf('}', open + 1);
  if (close === -1 || close === open + 1) return key;
  return key.slice(open + 1, close);
}

/** Redis Cluster's slot of a key: CRC16 (XMODEM) of its hash tag, mod 16384. */
export function keySlot(key: string): number {
  let crc = 0;
  for (const byte of Buffer.from(hashTag(key))) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc % 16384;
}
