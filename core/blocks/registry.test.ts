import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { validateDocument } from '../document/validate';
import { BLOCKS, BLOCK_TYPES } from './registry';

const BASE = 'https://api.example.com/assets';

describe('block defaults', () => {
  test.each(BLOCK_TYPES)('a new %s block is valid', (type) => {
    const block = BLOCKS[type].create(`new-${type}`, BASE);
    expect(block.type).toBe(type);
    const result = validateDocument({ blocks: [block] });
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  test('image and video placeholders come from our own assets, never a third party', () => {
    const image = BLOCKS.image.create('i', `${BASE}/`);
    const video = BLOCKS.video.create('v', BASE);
    expect(image.props.src).toBe(`${BASE}/placeholder/image.png`);
    expect(video.props.thumbnailSrc).toBe(`${BASE}/placeholder/video.png`);
    for (const src of [image.props.src, video.props.thumbnailSrc]) {
      const file = join(import.meta.dirname, '..', 'assets', src.slice(BASE.length + 1));
      expect(existsSync(file), file).toBe(true);
    }
  });
});
