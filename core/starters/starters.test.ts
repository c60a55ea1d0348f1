import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Block, EmailDocument } from '../document/schema';
import { validateDocument } from '../document/validate';
import { renderHtml, renderText } from '../render/index';
import { ASSET_PREFIX, resolveAssetUrls, STARTERS } from './index';

const ASSETS = join(dirname(fileURLToPath(import.meta.url)), '../assets');
const BASE = 'https://example.com/assets';
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Each shipped image stays small (emails load them on phones), and all of them together too. */
const MAX_IMAGE_BYTES = 80 * 1024;
const MAX_TOTAL_BYTES = 1.5 * 1024 * 1024;

function allBlocks(doc: EmailDocument): Block[] {
  return doc.blocks.flatMap((block) =>
    block.type === 'columns' ? [block, ...block.props.columns.flatMap((c) => c.blocks)] : [block],
  );
}

/** Every string anywhere in a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** Walks a PNG's chunks: checks every CRC and that the image data inflates to exactly the size its header promises. */
function checkPng(bytes: Buffer): { width: number; height: number } {
  let offset = 8;
  const types: string[] = [];
  const idat: Buffer[] = [];
  let header = { width: 0, height: 0, depth: 0, colorType: 0 };
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    expect(bytes.readUInt32BE(offset + 8 + length), `${type} CRC`).toBe(
      crc32(bytes.subarray(offset + 4, offset + 8 + length)),
    );
    if (type === 'IHDR')
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        depth: body[8] ?? 0,
        colorType: body[9] ?? 0,
      };
    if (type === 'IDAT') idat.push(body);
    types.push(type);
    offset += 12 + length;
  }
  expect(types[0]).toBe('IHDR');
  expect(types.at(-1)).toBe('IEND');
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[header.colorType] ?? 0;
  const rowBytes = Math.ceil((header.width * channels * header.depth) / 8);
  expect(inflateSync(Buffer.concat(idat)).length).toBe(header.height * (rowBytes + 1));
  return header;
}

function pngFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? pngFiles(full) : [full];
  });
}

describe('starter library', () => {
  it('has at least the eight required kinds, with ids seed-1…seed-N in order', () => {
    expect(STARTERS.length).toBeGreaterThanOrEqual(8);
    expect(STARTERS.map((s) => s.id)).toEqual(STARTERS.map((_, i) => `seed-${i + 1}`));
    const names = STARTERS.map((s) => s.name.toLowerCase()).join(' | ');
    for (const kind of [
      'welcome',
      'newsletter',
      'receipt',
      'password reset',
      'event',
      'launch',
      'abandoned cart',
      'announcement',
    ]) {
      expect(names).toContain(kind);
    }
  });

  describe.each(STARTERS.map((s) => [s.id, s] as const))('%s', (_id, starter) => {
    const doc = starter.document;
    const blocks = allBlocks(doc);

    it('has a name and at least one tag', () => {
      expect(starter.name.trim()).not.toBe('');
      expect(starter.tags.length).toBeGreaterThanOrEqual(1);
      for (const tag of starter.tags) expect(tag.trim()).not.toBe('');
    });

    it('validates once its asset references are resolved', () => {
      const result = validateDocument(resolveAssetUrls(doc, BASE));
      if (!result.ok) expect(result.issues).toEqual([]);
      expect(result.ok).toBe(true);
    });

    it('is already canonical: validation hands back the very same document', () => {
      const resolved = resolveAssetUrls(doc, BASE);
      const result = validateDocument(resolved);
      expect(result.ok && result.value).toStrictEqual(resolved);
    });

    it("renders far under Gmail's 102 KB clipping limit, with the unsubscribe link in both parts", () => {
      const resolved = resolveAssetUrls(doc, BASE);
      const html = renderHtml(resolved, { assetBaseUrl: BASE });
      expect(new TextEncoder().encode(html).length).toBeLessThan((102 * 1024) / 2);
      expect(html).toContain('href="{{unsubscribe_url}}"');
      expect(renderText(resolved)).toContain('{{unsubscribe_url}}');
    });

    it('has at least 5 blocks including columns, a button and an image', () => {
      expect(doc.blocks.length).toBeGreaterThanOrEqual(5);
      const types = new Set(blocks.map((b) => b.type));
      expect(types).toContain('columns');
      expect(types).toContain('button');
      expect(types).toContain('image');
    });

    it('uses unique block ids', () => {
      const ids = blocks.map((b) => b.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('reads like a real email: subject, preheader, footer with an address and an unsubscribe link', () => {
      expect(String(doc.metadata.subject ?? '')).not.toBe('');
      expect(doc.canvas.preheader.length).toBeGreaterThan(20);
      const html = blocks.flatMap((b) => (b.type === 'text' ? [b.props.html] : [])).join('\n');
      expect(html).toContain('href="{{unsubscribe_url}}"');
      expect(html).toMatch(/\b\d{1,5}\s+[^<,]{3,},[^<]{3,}/); // a postal address: number, street, then the place
    });

    it('refers only to shipped images that exist', () => {
      const refs = strings(doc).filter((s) => s.startsWith(ASSET_PREFIX));
      expect(refs.length).toBeGreaterThan(0);
      for (const ref of refs) {
        const path = ref.slice(ASSET_PREFIX.length);
        expect(path, ref).toMatch(/^starters\/[a-z0-9-]+\.png$/);
        expect(statSync(join(ASSETS, path)).isFile(), ref).toBe(true);
      }
    });

    it('keeps no unresolved asset reference after resolution', () => {
      const resolved = resolveAssetUrls(doc, BASE);
      expect(strings(resolved).filter((s) => s.startsWith(ASSET_PREFIX))).toEqual([]);
      const images = allBlocks(resolved).flatMap((b) =>
        b.type === 'image' ? [b.props.src] : b.type === 'video' ? [b.props.thumbnailSrc] : [],
      );
      for (const src of images) expect(src).toMatch(/^https:\/\/example\.com\/assets\/starters\/[a-z0-9-]+\.png$/);
    });
  });
});

describe('resolveAssetUrls', () => {
  const doc = STARTERS[0]!.document;

  it('does not mutate its input', () => {
    const before = JSON.stringify(doc);
    const resolved = resolveAssetUrls(doc, BASE);
    expect(JSON.stringify(doc)).toBe(before);
    expect(resolved).not.toBe(doc);
    expect(resolved.blocks).not.toBe(doc.blocks);
  });

  it('joins the base without doubling or dropping slashes', () => {
    for (const base of ['https://cdn.example/assets', 'https://cdn.example/assets/', 'https://cdn.example/assets//']) {
      const srcs = strings(resolveAssetUrls(doc, base)).filter((s) => s.includes('cdn.example'));
      expect(srcs.length).toBeGreaterThan(0);
      for (const src of srcs) expect(src).toMatch(/^https:\/\/cdn\.example\/assets\/starters\/[^/]/);
    }
  });

  it('rewrites asset references wherever they are and leaves every other string alone', () => {
    const input = {
      ...doc,
      metadata: { subject: 'asset: is just text here?', note: 'keep me' },
      blocks: [
        {
          id: 'v',
          type: 'video',
          props: { href: 'asset:video/play.png', thumbnailSrc: 'asset:/starters/a.png', alt: 'x' },
          style: {},
        },
      ],
    } as unknown as EmailDocument;
    const out = resolveAssetUrls(input, BASE);
    expect(out.metadata).toEqual({ subject: 'asset: is just text here?', note: 'keep me' });
    const video = out.blocks[0] as Extract<Block, { type: 'video' }>;
    expect(video.props.href).toBe(`${BASE}/video/play.png`);
    expect(video.props.thumbnailSrc).toBe(`${BASE}/starters/a.png`);
  });
});

describe('shipped images (core/assets)', () => {
  const files = pngFiles(ASSETS);

  it('includes every social badge and the play badge the renderer asks for', () => {
    const names = new Set(files.map((f) => relative(ASSETS, f)));
    for (const network of [
      'facebook',
      'x',
      'instagram',
      'linkedin',
      'youtube',
      'tiktok',
      'pinterest',
      'github',
      'website',
      'email',
    ]) {
      for (const style of ['color', 'dark', 'light']) expect(names).toContain(`social/${network}-${style}.png`);
    }
    expect(names).toContain('video/play.png');
  });

  it('are real, intact PNGs within the size budget', () => {
    let total = 0;
    for (const file of files) {
      const bytes = readFileSync(file);
      expect(file.endsWith('.png'), file).toBe(true);
      expect(bytes.subarray(0, 8).equals(PNG_MAGIC), file).toBe(true);
      checkPng(bytes);
      expect(bytes.length, file).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
      total += bytes.length;
    }
    expect(total).toBeLessThanOrEqual(MAX_TOTAL_BYTES);
  });

  it('social badges are 64 × 64 and the play badge about 96 × 96', () => {
    for (const file of files) {
      const bytes = readFileSync(file);
      const width = bytes.readUInt32BE(16);
      const height = bytes.readUInt32BE(20);
      if (file.includes('/social/')) expect([width, height], file).toEqual([64, 64]);
      if (file.endsWith('video/play.png')) expect([width, height]).toEqual([96, 96]);
      expect(width, file).toBeLessThanOrEqual(1200);
    }
  });
});

describe('each starter sets its theme', () => {
  it('from its call to action: a button added to it takes the same colours and corners', () => {
    for (const starter of STARTERS) {
      const theme = starter.document.canvas.theme;
      expect(theme, starter.name).toBeDefined();
      const cta = allBlocks(starter.document).find((b) => b.type === 'button');
      if (cta?.type !== 'button') throw new Error(`${starter.name} has no button`);
      expect(
        { primaryColor: theme?.primaryColor, onPrimaryColor: theme?.onPrimaryColor, buttonRadius: theme?.buttonRadius },
        starter.name,
      ).toEqual({
        primaryColor: cta.props.buttonColor,
        onPrimaryColor: cta.props.textColor,
        buttonRadius: cta.props.radius,
      });
      // Not the schema's default blue: the theme is the starter's own.
      expect(theme?.primaryColor, starter.name).not.toBe('#2563eb');
    }
  });
});
