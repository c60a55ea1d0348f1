// Issue 25, finding 2 in the browser: a template stored before the nesting cap (19 html blocks of
// <ul>×12400, which froze every browser showing its thumbnail) renders in work proportional to
// its size, and its markup reaches the thumbnail flattened to the cap, its text kept.
import { expect, test } from 'vitest';
import { HTML_LIMITS } from '../../core/document/limits';
import { validateDocument } from '../../core/document/validate';
import { HTML_WORK } from '../../core/render/tokenize';
import './thumbnail';
import type { EbThumbnail } from './thumbnail';

function storedBeforeTheCap() {
  const valid = validateDocument({
    blocks: Array.from({ length: 19 }, (_, i) => ({ id: `h${i}`, type: 'html', props: { html: 'x' } })),
  });
  if (!valid.ok) throw new Error('invalid');
  for (const block of valid.value.blocks)
    if (block.type === 'html') block.props.html = `${'<ul>'.repeat(12_400)}deep text`;
  return valid.value;
}

/** The deepest element nesting under `root`, walked with an explicit stack. */
function depthOf(root: Element): number {
  let deepest = 0;
  const stack: Array<[Element, number]> = [[root, 0]];
  while (stack.length > 0) {
    const [el, depth] = stack.pop() as [Element, number];
    deepest = Math.max(deepest, depth);
    for (const child of el.children) stack.push([child, depth + 1]);
  }
  return deepest;
}

test('an over-deep stored template: its thumbnail renders with linear work, flattened to the cap, its text kept', async () => {
  const doc = storedBeforeTheCap();
  const bytes = JSON.stringify(doc).length;
  const thumb = document.createElement('eb-thumbnail') as EbThumbnail;
  thumb.label = 'Preview';
  thumb.style.cssText = 'display:block;width:240px;height:320px';
  const before = HTML_WORK.steps;
  thumb.doc = doc;
  document.body.replaceChildren(thumb);
  await expect.poll(() => thumb.shadowRoot?.querySelector('iframe')?.srcdoc ?? '').toContain('deep text');
  // One step per `<`, token and open-element operation: a few per character at most.
  expect(HTML_WORK.steps - before).toBeLessThanOrEqual(4 * bytes);
  const frame = thumb.shadowRoot?.querySelector('iframe') as HTMLIFrameElement;
  const parsed = new DOMParser().parseFromString(frame.srcdoc, 'text/html');
  const block = parsed.querySelector('ul')?.closest('td') as Element;
  expect(depthOf(block)).toBeLessThanOrEqual(HTML_LIMITS.maxDepth);
  expect(parsed.body.textContent?.match(/deep text/g)).toHaveLength(19);
});
