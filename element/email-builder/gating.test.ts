// Plan features from validate drive the UI: missing ones are disabled with an upgrade hint.
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { fileAccount } from '../test/accounts';
import { addBlocks, env, mintSession, mount, openBlankEditor, uniqueUser } from '../test/helpers';

// A Free plan's limits, this file's alone.
const freeAccount = fileAccount('free');

describe('feature gating', () => {
  test('Free: image upload and custom fonts are disabled with an upgrade hint; "Powered by" shows', async () => {
    const { el, of } = await openBlankEditor(freeAccount());
    expect(of('eb-ready')[0]?.features).toMatchObject({ imageUpload: false, customFonts: false, whiteLabel: false });
    await expect.element(page.getByText(/Powered by/)).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: 'Custom font' })).toBeDisabled();
    await expect.element(page.getByText(/Custom fonts are not included in your plan/)).toBeVisible();
    await addBlocks('Image');
    const upload = page.getByRole('button', { name: 'Upload image' });
    await expect.element(upload).toHaveAttribute('aria-disabled', 'true');
    await expect.element(page.getByText(/Image upload is not included in your plan/)).toBeVisible();
    // A file dropped on the image is refused with the same explanation, and nothing is sent.
    el.dispatchEvent(
      new CustomEvent('eb-image-upload', {
        detail: { id: el.store.selectedId, file: new File(['x'], 'a.png', { type: 'image/png' }) },
      }),
    );
    const canvas = el.shadowRoot!.querySelector('eb-editor')!.shadowRoot!.querySelector('eb-canvas')!;
    canvas.dispatchEvent(
      new CustomEvent('eb-image-drop', {
        detail: { id: el.store.selectedId, file: new File(['x'], 'a.png', { type: 'image/png' }) },
        bubbles: true,
        composed: true,
      }),
    );
    await expect
      .element(page.getByText('Image upload is not included in your plan. Upgrade to upload images.').first())
      .toBeVisible();
  });

  test('Pro: custom fonts and upload are enabled; library-label is ignored without whiteLabel', async () => {
    const userId = uniqueUser();
    const { of } = mount({
      'api-key': await mintSession(env().accounts.pro.apiKey, userId),
      'user-id': userId,
      'base-url': env().apiUrl,
      'library-label': 'Acme starters',
    });
    await expect.poll(() => of('eb-ready').length, { timeout: 10_000 }).toBe(1);
    await expect.element(page.getByRole('tab', { name: 'Email Builder' })).toBeVisible();
    await expect.element(page.getByRole('tab', { name: 'Acme starters' })).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'New template' }));
    await expect.element(page.getByRole('textbox', { name: 'Web font family' })).toBeEnabled();
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Custom font' }), 'Poppins');
    const el = document.querySelector('email-builder')!;
    expect(el.store.doc.canvas.webFont).toEqual({
      family: 'Poppins',
      href: 'https://fonts.googleapis.com/css2?family=Poppins:wght@400;700&display=swap',
    });
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Custom font' }), 'None (web-safe font only)');
    expect(el.store.doc.canvas.webFont).toBeNull();
    await addBlocks('Image');
    await expect.element(page.getByRole('button', { name: 'Upload image' })).toHaveAttribute('aria-disabled', 'false');
  });

  test('Agency (whiteLabel): library-label names the library tab and there is no "Powered by"', async () => {
    const userId = uniqueUser();
    const { of } = mount({
      'api-key': await mintSession(env().accounts.agency.apiKey, userId),
      'user-id': userId,
      'base-url': env().apiUrl,
      'library-label': 'Acme starters',
    });
    await expect.poll(() => of('eb-ready').length, { timeout: 10_000 }).toBe(1);
    await expect.element(page.getByRole('tab', { name: 'Acme starters' })).toBeVisible();
    await expect.element(page.getByText(/Powered by/)).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'New template' }));
    await expect.element(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    await expect.element(page.getByText(/Powered by/)).not.toBeInTheDocument();
  });

  test('Export HTML renders through the API: download, then copy', async () => {
    const { el } = await openBlankEditor('pro');
    await addBlocks('Heading');
    const result = await el.exportHtml();
    expect(result.html).toContain('Your headline');
    expect(result.html).not.toContain('data-eb-block');
    expect(result.text).toContain('Your headline');
    await userEvent.click(page.getByRole('button', { name: 'Export HTML' }));
    await expect.element(page.getByText(/Downloaded untitled-template\.html/)).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Copy HTML' })).toBeVisible();
  });
});
