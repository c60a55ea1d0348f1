// Content images whose size is known (recorded on upload) get a `height` in the email, so their
// box keeps its space with images off; a size recorded for another file never applies.
import { expect, test } from 'vitest';
import { validateDocument } from '../../document/validate';
import { renderHtml } from '../../render/index';
import { attr, byTag, parseDocument } from '../../render/test-dom';

const PHOTO = 'https://img.example.com/u/photo.jpg';

function heights(props: Record<string, unknown>): Array<[string | undefined, string | undefined]> {
  const result = validateDocument({
    metadata: { subject: 's' },
    blocks: [{ id: 'img', type: 'image', props: { alt: 'A photo', ...props } }],
  });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return byTag(parseDocument(renderHtml(result.value)), 'img').map((img) => [attr(img, 'width'), attr(img, 'height')]);
}

test('an uploaded 1200×800 photo shown 600 wide gets height 400; shown 300 wide, 200', () => {
  const naturalSize = { src: PHOTO, width: 1200, height: 800 };
  expect(heights({ src: PHOTO, naturalSize })).toEqual([['600', '400']]);
  expect(heights({ src: PHOTO, width: 300, naturalSize })).toEqual([['300', '200']]);
});

test('without a size, or with the size of a file that is no longer the src, there is no height', () => {
  expect(heights({ src: PHOTO })).toEqual([['600', undefined]]);
  expect(
    heights({ src: 'https://img.example.com/u/other.jpg', naturalSize: { src: PHOTO, width: 1200, height: 800 } }),
  ).toEqual([['600', undefined]]);
});

test('the size is validated like any other prop', () => {
  const result = validateDocument({
    blocks: [{ id: 'img', type: 'image', props: { src: PHOTO, naturalSize: { src: PHOTO, width: 0, height: 800 } } }],
  });
  expect(result.ok).toBe(false);
});
