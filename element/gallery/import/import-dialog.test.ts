// The gallery's Import flow in Chromium: paste an email, see the report, open it as a new unsaved
// template with the notes above the canvas; drop a file on the gallery; the importer stays out of
// the entry (its own chunk).
import { describe, expect, inject, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { canvasFrame, canvasReady, env, mintSession, mount, mountReady, shadow, uniqueUser } from '../../test/helpers';
import type { EbGallery } from '../gallery';
import { guessFormat } from './import-dialog';

const EMAIL =
  '<html><head><title>Spring sale</title></head><body bgcolor="#eeeeee"><table width="600" bgcolor="#ffffff"><tr><td>' +
  '<h1>Spring sale starts now</h1><p>Hello <a href="https://shop.example/new">friend</a>, new arrivals are in.</p>' +
  '<form><label>Your email</label><input name="e"></form></td></tr></table></body></html>';

describe('Import in the gallery', () => {
  test('paste HTML, see the report, open it as a new unsaved template with its notes', async () => {
    const { el } = await mountReady('pro');
    await userEvent.click(page.getByRole('button', { name: 'Import', exact: true }));
    const dialog = page.getByRole('dialog', { name: 'Import an email' });
    await expect.element(dialog).toBeVisible();
    await userEvent.fill(page.getByRole('textbox', { name: 'Or paste it here' }), EMAIL);
    await userEvent.click(dialog.getByRole('button', { name: 'Import', exact: true }));
    const report = page.getByRole('status', { name: 'Import report' });
    await expect.element(report).toHaveTextContent('Blocks: 3 · editable: 2 · kept as HTML: 1');
    await expect.element(report).toHaveTextContent(/<form> has no block/);
    await userEvent.click(page.getByRole('button', { name: 'Open in editor' }));
    await expect.poll(() => canvasReady(el)).toBe(true);
    await expect.element(canvasFrame().getByText('Spring sale starts now')).toBeVisible();
    await expect.element(canvasFrame().getByRole('link', { name: 'friend' })).toBeVisible();
    await expect
      .element(page.getByText(/Imported “Imported email” \(2 editable blocks, 1 kept as HTML\)\. Notes: .*<form>/))
      .toBeVisible();
    expect(el.store.doc.canvas.backdropColor).toBe('#eeeeee');
    expect(el.store.templateId).toBeNull();
    expect(el.store.dirty).toBe(true);
  });

  test('a file dropped on the gallery opens the dialog with it, its format guessed from the name', async () => {
    const { el } = await mountReady('pro');
    const gallery = shadow(el).querySelector('eb-gallery') as EbGallery;
    const mjml =
      '<mjml><mj-body><mj-section><mj-column><mj-text>Dropped hello</mj-text><mj-button href="https://a.example/go">Go now</mj-button></mj-column></mj-section></mj-body></mjml>';
    const data = new DataTransfer();
    data.items.add(new File([mjml], 'welcome.mjml', { type: 'text/plain' }));
    gallery.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
    gallery.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    const dialog = page.getByRole('dialog', { name: 'Import an email' });
    await expect.element(dialog).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: 'Format' })).toHaveValue('mjml');
    await userEvent.click(dialog.getByRole('button', { name: 'Import', exact: true }));
    await expect
      .element(page.getByRole('status', { name: 'Import report' }))
      .toHaveTextContent('Blocks: 4 · editable: 4 · kept as HTML: 0');
    await userEvent.click(page.getByRole('button', { name: 'Open in editor' }));
    await expect.poll(() => canvasReady(el)).toBe(true);
    await expect.element(canvasFrame().getByText('Dropped hello')).toBeVisible();
    expect(el.store.name).toBe('welcome');
  });

  test('a source that is not of its format names the problem and opens nothing', async () => {
    await mountReady('pro');
    await userEvent.click(page.getByRole('button', { name: 'Import', exact: true }));
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Format' }), 'unlayer');
    await userEvent.fill(page.getByRole('textbox', { name: 'Or paste it here' }), '{"page":{"rows":[]}}');
    await userEvent.click(
      page.getByRole('dialog', { name: 'Import an email' }).getByRole('button', { name: 'Import', exact: true }),
    );
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('This could not be imported: source is not an Unlayer design (it has no body.rows array)');
    await expect.element(page.getByRole('button', { name: 'Open in editor' })).toBeDisabled();
  });

  test('in German, the notes and a refusal are German too, in the report and above the canvas', async () => {
    await page.viewport(1300, 800);
    const userId = uniqueUser('import-de');
    const token = await mintSession(env().accounts.pro.apiKey, userId);
    const { el, of } = mount({ 'api-key': token, 'user-id': userId, 'base-url': env().apiUrl, locale: 'de' });
    await expect.poll(() => of('eb-ready').length, { timeout: 10_000 }).toBe(1);
    await userEvent.click(page.getByRole('button', { name: 'Importieren', exact: true }));
    const dialog = page.getByRole('dialog', { name: 'E-Mail importieren' });
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Format' }), 'unlayer');
    await userEvent.fill(page.getByRole('textbox', { name: 'Oder hier einfügen' }), '{"page":{"rows":[]}}');
    await userEvent.click(dialog.getByRole('button', { name: 'Importieren', exact: true }));
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(
        'Dies konnte nicht importiert werden: Die Quelle ist kein Unlayer-Design (ihr fehlt das Array body.rows)',
      );
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Format' }), 'html');
    await userEvent.fill(page.getByRole('textbox', { name: 'Oder hier einfügen' }), EMAIL);
    await userEvent.click(dialog.getByRole('button', { name: 'Importieren', exact: true }));
    const report = page.getByRole('status', { name: 'Importbericht' });
    await expect.element(report).toHaveTextContent('<form> hat keinen Block: als bereinigter HTML-Block übernommen');
    await expect.element(report).not.toHaveTextContent(/has no block/);
    await userEvent.click(page.getByRole('button', { name: 'Im Editor öffnen' }));
    await expect.poll(() => canvasReady(el)).toBe(true);
    await expect
      .element(page.getByText(/Hinweise: <form> hat keinen Block: als bereinigter HTML-Block übernommen/))
      .toBeVisible();
  });

  test('formats are guessed from the file name or the text', () => {
    expect(guessFormat('<mjml><mj-body></mj-body></mjml>')).toBe('mjml');
    expect(guessFormat('{"page":{"rows":[]}}')).toBe('beefree');
    expect(guessFormat('{"body":{"rows":[]}}', 'design.json')).toBe('unlayer');
    expect(guessFormat('<table></table>', 'email.html')).toBe('html');
  });

  test('the importer is not in the entry: it arrives in its own chunk', () => {
    const { sources } = inject('ebEnv').bundle;
    const entry = sources['email-builder.js'] ?? '';
    expect(entry).not.toContain('mailup-bee-newsletter-modules');
    expect(entry).not.toContain('mj-social-element');
    expect(
      Object.entries(sources).some(
        ([name, text]) => name !== 'email-builder.js' && text.includes('mailup-bee-newsletter-modules'),
      ),
    ).toBe(true);
  });
});
