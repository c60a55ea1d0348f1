// The light check of a draft read back from this device: run in Node by the `element-unit` project.
import { describe, expect, test } from 'vitest';
import { draftDocument } from './draft-check';
import { blankDocument } from './empty';

describe('draft check', () => {
  test('a draft of known blocks comes back whole, with canvas fields it lacks filled in', () => {
    const blank = blankDocument();
    const doc = draftDocument({
      version: blank.version,
      canvas: { width: 480 },
      metadata: { subject: 'Hello' },
      blocks: [{ id: 'h', type: 'heading', props: { text: 'Hi', level: 1 }, style: {} }],
    });
    expect(doc?.blocks.map((b) => b.id)).toEqual(['h']);
    expect(doc?.canvas.width).toBe(480);
    expect(doc?.canvas.contentColor).toBe(blank.canvas.contentColor);
    expect(doc?.metadata.subject).toBe('Hello');
  });

  test('stale or tampered entries are dropped', () => {
    const canvas = blankDocument().canvas;
    for (const junk of [
      null,
      'text',
      { blocks: [] },
      { canvas, blocks: 'x' },
      { canvas, blocks: [{ id: 'a', type: 'nope' }] },
      { canvas, blocks: [{ type: 'text' }] },
      { canvas, blocks: [{ id: 'a', type: '__proto__' }] },
    ]) {
      expect(draftDocument(junk)).toBeNull();
    }
  });
});
