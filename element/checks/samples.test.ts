// What nobody chose, found in a real editor: blocks added from the palette keep the placeholder
// picture, the example link and the sample words until the user replaces them. Each finding has
// "Go to" and a fix (the Images dialog, the URL field, the text field), in the editor's language.
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { SAMPLES } from '../../core/blocks/sample-texts';
import { addBlocks, canvasDocument, openBlankEditor } from '../test/helpers';

const finding = (title: string) => page.getByRole('listitem').filter({ hasText: title });

function deepActiveElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

test('a new image, button and heading are findings until chosen, linked and written; each with Go to and a fix', async () => {
  const { el } = await openBlankEditor();
  await addBlocks('Image', 'Button', 'Heading');
  el.store.edit({
    ...el.store.doc,
    metadata: { ...el.store.doc.metadata, subject: 'Spring' },
    canvas: { ...el.store.doc.canvas, preheader: 'New in' },
  });
  await userEvent.click(page.getByRole('button', { name: /^Checks/ }));
  const [image, button, heading] = el.store.doc.blocks;

  await expect.element(finding('Placeholder image')).toBeVisible();
  await expect
    .element(finding('Placeholder image'))
    .toHaveTextContent('The image is still the placeholder of a new image block');
  await expect
    .element(finding('Example link'))
    .toHaveTextContent('The link "Call to action" still goes to the example address "https://example.com".');
  // The button's label and the heading's words are both a new block's.
  await expect.poll(() => page.getByRole('listitem').filter({ hasText: 'Sample text' }).elements().length).toBe(2);
  for (const title of ['Placeholder image', 'Example link', 'Sample text'])
    await expect
      .element(
        finding(title)
          .first()
          .getByRole('button', { name: /^Go to / }),
      )
      .toBeVisible();

  // "Edit URL" takes the user to the button's link; a real address clears the finding.
  await userEvent.click(finding('Example link').getByRole('button', { name: 'Edit URL' }));
  await expect.poll(() => (deepActiveElement() as HTMLInputElement | null)?.value).toBe('https://example.com');
  expect(el.store.selectedId).toBe(button?.id);
  await userEvent.fill(deepActiveElement() as HTMLInputElement, 'https://northwind.test/spring');
  await expect.element(finding('Example link')).not.toBeInTheDocument();

  // "Edit text" on the heading's finding focuses its text; new words clear it.
  el.store.update(heading?.id as string, (b) => ({ ...b, props: { ...b.props, text: 'Spring is here' } }) as typeof b);
  el.store.update(button?.id as string, (b) => ({ ...b, props: { ...b.props, label: 'See what is new' } }) as typeof b);
  await expect.element(finding('Sample text')).not.toBeInTheDocument();

  // "Choose image…" opens the Images dialog on the placeholder image.
  await userEvent.click(finding('Placeholder image').getByRole('button', { name: 'Choose image…' }));
  await expect.element(page.getByRole('dialog', { name: 'Images' })).toBeVisible();
  await userEvent.keyboard('{Escape}');
  el.store.update(
    image?.id as string,
    (b) => ({ ...b, props: { ...b.props, src: 'https://northwind.test/bike.png' } }) as typeof b,
  );
  await expect.element(finding('Placeholder image')).not.toBeInTheDocument();
});

test('in German, new blocks speak German and their sample words are still found, with German findings', async () => {
  const { el } = await openBlankEditor();
  el.locale = 'de';
  await expect.poll(() => el.i18n.locale).toBe('de');
  await addBlocks('Überschrift', 'Text');
  await expect.poll(() => canvasDocument(el).body.textContent).toContain(SAMPLES.de.heading);
  expect(el.store.doc.blocks.map((b) => b.props)).toMatchObject([
    { text: SAMPLES.de.heading },
    { html: SAMPLES.de.text },
  ]);
  await userEvent.click(page.getByRole('button', { name: /^Prüfung/ }));
  await expect
    .poll(
      () =>
        page
          .getByRole('listitem')
          .filter({ hasText: el.i18n.t('dialogs.checks.sampleText.title') })
          .elements().length,
    )
    .toBe(2);
  await expect
    .element(
      page
        .getByRole('listitem')
        .filter({ hasText: el.i18n.t('dialogs.checks.sampleText.title') })
        .first(),
    )
    .toHaveTextContent('Dieser Block enthält noch den Beispieltext');
});
