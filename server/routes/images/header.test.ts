// Image headers are checked before anything is stored (issue 25, finding 6): PNG chunks must be
// intact (CRCs match), no side may exceed 16,384 px, and a bitmap over the pixel cap (a
// decompression bomb: a small file that decodes to gigabytes) is refused, each a 400 with a code.
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, type StartedApi, startApi, type TestAccount } from '../../test/harness';
import { checkImageHeader, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from './dimensions';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let pro: TestAccount;

beforeAll(async () => {
  api = await startApi({ redisUrl });
  pro = await createAccount(redisUrl, { plan: 'pro' });
});
afterAll(async () => {
  await api?.close();
});

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header declares `width` × `height` (its one IDAT is a few bytes: what a bomb looks like). */
function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0, 0, 0, 1])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function gif(width: number, height: number): Buffer {
  const out = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
  out.writeUInt16LE(width, 6);
  out.writeUInt16LE(height, 8);
  return out;
}

async function upload(bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'upload.png');
  const response = await fetch(`${api.url}/v1/images`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${pro.apiKey}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { code?: string; error?: string; id?: string } };
}

describe('image headers', () => {
  it('a PNG with a damaged chunk (CRC mismatch) or cut short is 400 image_corrupt', async () => {
    const damaged = png(10, 10);
    damaged.writeUInt8(damaged.readUInt8(damaged.length - 20) ^ 0xff, damaged.length - 20); // inside IDAT: its CRC no longer matches
    for (const bytes of [damaged, png(10, 10).subarray(0, 40)]) {
      const r = await upload(bytes);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('image_corrupt');
    }
    expect((await upload(png(10, 10))).status).toBe(201);
  });

  it(`a side over ${MAX_IMAGE_SIDE} px is 400 image_too_many_pixels (PNG and GIF)`, async () => {
    for (const bytes of [png(MAX_IMAGE_SIDE + 1, 1), png(1, 100_000), gif(MAX_IMAGE_SIDE + 1, 1)]) {
      const r = await upload(bytes);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ code: 'image_too_many_pixels', error: expect.stringMatching(/at most 16384 pixels/) });
    }
    expect((await upload(gif(MAX_IMAGE_SIDE, 1))).status).toBe(201);
  });

  it(`a decompression bomb (a tiny file declaring over ${MAX_IMAGE_PIXELS} pixels) is refused`, async () => {
    const bomb = png(10_000, 10_000);
    expect(bomb.length).toBeLessThan(100);
    const r = await upload(bomb);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('image_too_many_pixels');
    expect(r.body.error).toMatch(/at most 40000000 pixels/);
    expect(checkImageHeader(png(8000, 5000), 'image/png')).toEqual({
      ok: true,
      dimensions: { width: 8000, height: 5000 },
    });
  });
});
