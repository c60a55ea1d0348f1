// Just enough PNG to turn Chromium's 32-bit screenshots into small palette images: decode
// 8-bit RGB/RGBA (non-interlaced), reduce to at most 256 colours (median cut, alpha kept via
// tRNS), and encode an indexed PNG with zlib at level 9. No image library needed.
import { deflateSync, inflateSync } from 'node:zlib';

export interface RgbaImage {
  width: number;
  height: number;
  /** width × height × 4 bytes, RGBA. */
  data: Uint8Array;
}

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

export function decodePng(file: Uint8Array): RgbaImage {
  const buf = Buffer.from(file);
  if (!buf.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let colorType = 0;
  const idat: Buffer[] = [];
  while (offset < buf.length) {
    const length = buf.readUInt32BE(offset);
    const type = buf.toString('latin1', offset + 4, offset + 8);
    const body = buf.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      colorType = body[9] ?? 0;
      if (body[8] !== 8 || body[12] !== 0 || (colorType !== 2 && colorType !== 6))
        throw new Error('only 8-bit RGB(A) PNGs');
    } else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  const channels = colorType === 6 ? 4 : 3;
  const stride = width * channels;
  const raw = inflateSync(Buffer.concat(idat));
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? (pixels[out + x - channels] ?? 0) : 0;
      const b = y > 0 ? (pixels[out - stride + x] ?? 0) : 0;
      const c = x >= channels && y > 0 ? (pixels[out - stride + x - channels] ?? 0) : 0;
      const v = line[x] ?? 0;
      const predicted =
        filter === 1 ? a : filter === 2 ? b : filter === 3 ? (a + b) >> 1 : filter === 4 ? paeth(a, b, c) : 0;
      pixels[out + x] = (v + predicted) & 0xff;
    }
  }
  if (channels === 4) return { width, height, data: pixels };
  const data = new Uint8Array(width * height * 4);
  for (let i = 0, j = 0; i < pixels.length; i += 3, j += 4) {
    data[j] = pixels[i] ?? 0;
    data[j + 1] = pixels[i + 1] ?? 0;
    data[j + 2] = pixels[i + 2] ?? 0;
    data[j + 3] = 255;
  }
  return { width, height, data };
}

interface Box {
  buckets: number[];
  /** Channel with the widest spread, that spread, and the pixels in the box. */
  channel: number;
  range: number;
  weight: number;
}

// Histogram buckets: 5 bits per colour channel and 4 bits of alpha.
const bucketOf = (r: number, g: number, b: number, a: number) =>
  ((r >> 3) << 14) | ((g >> 3) << 9) | ((b >> 3) << 4) | (a >> 4);

/** Median cut over a bucketed histogram; returns RGBA palette entries (fully transparent first when present). */
export function buildPalette(image: RgbaImage, maxColors = 256): Uint8Array[] {
  const size = 1 << 19;
  const count = new Uint32Array(size);
  const sums = [new Float64Array(size), new Float64Array(size), new Float64Array(size), new Float64Array(size)];
  let transparent = false;
  const { data } = image;
  for (let i = 0; i < data.length; i += 4) {
    const a = data[i + 3] ?? 0;
    if (a === 0) {
      transparent = true;
      continue;
    }
    const r = data[i] ?? 0;
    const g = data[i + 1] ?? 0;
    const b = data[i + 2] ?? 0;
    const k = bucketOf(r, g, b, a);
    count[k] = (count[k] ?? 0) + 1;
    (sums[0] as Float64Array)[k] = ((sums[0] as Float64Array)[k] ?? 0) + r;
    (sums[1] as Float64Array)[k] = ((sums[1] as Float64Array)[k] ?? 0) + g;
    (sums[2] as Float64Array)[k] = ((sums[2] as Float64Array)[k] ?? 0) + b;
    (sums[3] as Float64Array)[k] = ((sums[3] as Float64Array)[k] ?? 0) + a;
  }
  const used: number[] = [];
  for (let k = 0; k < size; k++) if ((count[k] ?? 0) > 0) used.push(k);
  const channel = (k: number, c: number) =>
    c === 0 ? (k >> 14) & 31 : c === 1 ? (k >> 9) & 31 : c === 2 ? (k >> 4) & 31 : (k & 15) * 2;
  const budget = maxColors - (transparent ? 1 : 0);
  const makeBox = (buckets: number[]): Box => {
    let best = { channel: 0, range: -1 };
    for (let c = 0; c < 4; c++) {
      let lo = 99;
      let hi = -1;
      for (const k of buckets) {
        const v = channel(k, c);
        if (v < lo) lo = v;
        if (v > hi) hi = v;
      }
      if (hi - lo > best.range) best = { channel: c, range: hi - lo };
    }
    const weight = buckets.reduce((n, k) => n + (count[k] ?? 0), 0);
    return { buckets, ...best, weight };
  };
  const boxes: Box[] = used.length > 0 ? [makeBox(used)] : [];
  while (boxes.length < budget) {
    // Split the box whose pixels are spread the widest, weighted by how many pixels it holds.
    let target = -1;
    let score = 0;
    for (const [i, box] of boxes.entries()) {
      if (box.buckets.length < 2) continue;
      const s = box.range * Math.sqrt(box.weight);
      if (s > score) {
        score = s;
        target = i;
      }
    }
    if (target < 0) break;
    const box = boxes[target] as Box;
    const c = box.channel;
    box.buckets.sort((x, y) => channel(x, c) - channel(y, c));
    const half = box.weight / 2;
    let seen = 0;
    let cut = 1;
    for (let i = 0; i < box.buckets.length - 1; i++) {
      seen += count[box.buckets[i] as number] ?? 0;
      cut = i + 1;
      if (seen >= half) break;
    }
    boxes.splice(target, 1, makeBox(box.buckets.slice(0, cut)), makeBox(box.buckets.slice(cut)));
  }
  const palette: Uint8Array[] = transparent ? [new Uint8Array([0, 0, 0, 0])] : [];
  for (const box of boxes) {
    const n = box.weight;
    const avg = (c: number) => Math.round(box.buckets.reduce((t, k) => t + ((sums[c] as Float64Array)[k] ?? 0), 0) / n);
    palette.push(new Uint8Array([avg(0), avg(1), avg(2), avg(3)]));
  }
  return palette;
}

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, body: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

/** Maps every pixel to its nearest palette entry and encodes an 8-bit indexed PNG. */
export function encodeIndexed(image: RgbaImage, palette: Uint8Array[]): Buffer {
  const { width, height, data } = image;
  const nearest = new Map<number, number>();
  const rows = Buffer.alloc(height * (width + 1));
  for (let y = 0; y < height; y++) {
    rows[y * (width + 1)] = 0;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const r = data[i] ?? 0;
      const g = data[i + 1] ?? 0;
      const b = data[i + 2] ?? 0;
      const a = data[i + 3] ?? 0;
      const key = a === 0 ? -1 : ((r << 24) | (g << 16) | (b << 8) | a) >>> 0;
      let index = nearest.get(key);
      if (index === undefined) {
        index = 0;
        let best = Number.POSITIVE_INFINITY;
        for (const [p, entry] of palette.entries()) {
          const pa = entry[3] ?? 0;
          if (a === 0) {
            if (pa === 0) {
              index = p;
              break;
            }
            continue;
          }
          const d =
            ((entry[0] ?? 0) - r) ** 2 * 2 +
            ((entry[1] ?? 0) - g) ** 2 * 3 +
            ((entry[2] ?? 0) - b) ** 2 +
            (pa - a) ** 2 * 3;
          if (d < best) {
            best = d;
            index = p;
          }
        }
        nearest.set(key, index);
      }
      rows[y * (width + 1) + 1 + x] = index;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 3; // indexed colour
  const plte = Buffer.alloc(palette.length * 3);
  const trns = Buffer.alloc(palette.length);
  let translucent = false;
  for (const [p, entry] of palette.entries()) {
    plte[p * 3] = entry[0] ?? 0;
    plte[p * 3 + 1] = entry[1] ?? 0;
    plte[p * 3 + 2] = entry[2] ?? 0;
    trns[p] = entry[3] ?? 255;
    if ((entry[3] ?? 255) < 255) translucent = true;
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('PLTE', plte),
    ...(translucent ? [chunk('tRNS', trns)] : []),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Screenshot PNG in, small palette PNG out. */
export function toPalettePng(screenshot: Uint8Array, maxColors = 256): Buffer {
  const image = decodePng(screenshot);
  return encodeIndexed(image, buildPalette(image, maxColors));
}
