import { describe, expect, it } from 'vitest';
import { DOCUMENT_VERSION as BLANK_VERSION, blankCanvas } from './blank';
import { canvasDefaults } from './canvas';
import { documentSchema } from './schema';

describe('blank document data', () => {
  it('equals the schema defaults, so the entry and the validator agree on a blank canvas', () => {
    expect(blankCanvas()).toEqual(canvasDefaults());
    const parsed = documentSchema.parse({ blocks: [] });
    expect(parsed.ok && parsed.value.version).toBe(BLANK_VERSION);
  });

  it('is a fresh object each time (callers may change their copy)', () => {
    expect(blankCanvas()).not.toBe(blankCanvas());
  });
});
