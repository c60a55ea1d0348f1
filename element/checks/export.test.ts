// exportHtml() resolves to {html, text, checks}: the API renders and checks the open document,
// against the element's merge tags, and the findings point at the editor's blocks.
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { validateDocument } from '../../core/document/validate';
import { openBlankEditor } from '../test/helpers';

function fixture(blocks: unknown[], metadata: Record<string, unknown> = { subject: 'Spring sale' }) {
  const result = validateDocument({ canvas: { preheader: 'Twenty percent off' }, metadata, blocks });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

test('exportHtml returns the html, the text and the checks the panel shows', async () => {
  const { el } = await openBlankEditor('pro');
  el.store.edit(
    fixture([
      { id: 'hero', type: 'image', props: { src: 'https://northwind.test/hero.png', alt: '' } },
      { id: 'copy', type: 'text', props: { html: '<p>Hi {{first_name}}, your {{plan}} plan renews soon.</p>' } },
    ]),
  );
  const result = await el.exportHtml();
  expect(result.html).toContain('renews soon');
  expect(result.text).toContain('renews soon');
  expect(result.checks).toEqual([
    {
      code: 'image_alt_missing',
      severity: 'error',
      blockId: 'hero',
      message: 'The image has no alt text: write what it shows, or mark it decorative.',
    },
    // {{first_name}} is one of the element's merge tags; {{plan}} is not.
    { code: 'unknown_merge_tag', severity: 'warning', blockId: 'copy', message: expect.stringContaining('{{plan}}') },
  ]);

  // The same findings in the panel, in the same words.
  await userEvent.click(page.getByRole('button', { name: 'Checks, 2 problems' }));
  for (const finding of result.checks) await expect.element(page.getByText(finding.message)).toBeVisible();

  // The host defines {{plan}} and the image is marked decorative: nothing is left to report.
  el.store.mergeTags = [...el.store.mergeTags, { name: 'Plan', value: '{{plan}}' }];
  el.store.update('hero', (b) => ({ ...b, props: { ...b.props, decorative: true } }) as typeof b);
  expect((await el.exportHtml()).checks).toEqual([]);
});

test('a clean document exports with an empty checks list', async () => {
  const { el } = await openBlankEditor('pro');
  el.store.edit(fixture([{ id: 'h', type: 'heading', props: { text: 'Spring sale', level: 1 } }]));
  const { html, text, checks } = await el.exportHtml();
  expect(html).toContain('Spring sale');
  expect(text).toContain('Spring sale');
  expect(checks).toEqual([]);
});
