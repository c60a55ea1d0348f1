// "Send test" in real Chromium against the real API and its real SMTP server (docs/api.md §16):
// what arrives in the inbox, the refusals the user sees, and the host's `sendTest` fallback.
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { fileAccount } from '../test/accounts';
import { type Account, accountOf, addBlocks, canvasReady, env, mount, serverCall, uniqueUser } from '../test/helpers';
import type { InboxMessage } from '../test/inbox';
import type { SendTestRequest } from './test-send';

// A Free plan, this file's alone.
const freeAccount = fileAccount('free');

async function mountWith(
  options: { account?: Account; recipients?: string[]; baseUrl?: string; locale?: string } = {},
) {
  const userId = uniqueUser('tester');
  const { sessionToken } = await serverCall<{ sessionToken: string }>(
    accountOf(options.account ?? 'pro').apiKey,
    'POST',
    '/v1/sessions',
    {
      userId,
      ...(options.recipients && { testRecipients: options.recipients }),
    },
  );
  await page.viewport(1300, 800);
  const mounted = mount({
    'api-key': sessionToken,
    'user-id': userId,
    'base-url': options.baseUrl ?? env().apiUrl,
    ...(options.locale && { locale: options.locale }),
  });
  await expect.poll(() => mounted.of('eb-ready').length, { timeout: 10_000 }).toBe(1);
  await userEvent.click(page.getByRole('button', { name: options.locale === 'de' ? 'Neue Vorlage' : 'New template' }));
  await expect.poll(() => canvasReady(mounted.el)).toBe(true);
  return mounted;
}

async function inbox(to: string): Promise<InboxMessage[]> {
  const all = (await (await fetch(env().inboxUrl)).json()) as InboxMessage[];
  return all.filter((m) => m.to.includes(to));
}

const dialog = () => page.getByRole('dialog', { name: 'Send a test email' });
// The field offers the token's recipients as suggestions: a combobox.
const recipientField = () => dialog().getByRole('combobox', { name: 'Recipient' });

async function openDialog(): Promise<void> {
  await userEvent.click(page.getByRole('button', { name: 'Send test', exact: true }));
  await expect.element(dialog()).toBeVisible();
}

/** The email's subject, in the inspector's Email settings (shown when no block is selected). */
async function subject(text: string): Promise<void> {
  await userEvent.keyboard('{Escape}');
  await userEvent.fill(page.getByRole('textbox', { name: 'Subject', exact: true }), text);
}

async function sendTo(address: string | null): Promise<void> {
  if (address !== null) await userEvent.fill(recipientField(), address);
  await userEvent.click(dialog().getByRole('button', { name: 'Send test' }));
}

describe('Send test', () => {
  test('saves, sends through the API, and the inbox gets the subject, HTML and text with the preview’s sample values', async () => {
    const address = `${uniqueUser('qa')}@example.com`;
    const { of } = await mountWith({ recipients: [address, 'other@example.com'] });
    await addBlocks('Text');
    await subject('Hello {{first_name}}');
    await openDialog();
    // The token's first test recipient is filled in.
    await expect.element(recipientField()).toHaveValue(address);
    await sendTo(null);
    await expect.element(dialog().getByRole('status')).toHaveTextContent(`Test email sent to ${address}.`);
    // Unsaved work was saved first: the API sends the stored template.
    expect(of('eb-save').length).toBe(1);
    await expect.poll(async () => (await inbox(address)).length).toBe(1);
    const [mail] = await inbox(address);
    expect(mail?.subject).toBe('Hello Ada');
    expect(mail?.html).toContain('Use Ada to greet them by name.');
    expect(mail?.html).not.toContain('{{first_name}}');
    expect(mail?.text).toContain('Use Ada to greet them by name.');
  });

  test('an address the token does not allow, and a malformed one, are refused with a sentence; nothing arrives', async () => {
    const allowed = `${uniqueUser('qa')}@example.com`;
    await mountWith({ recipients: [allowed] });
    await openDialog();
    const stranger = `${uniqueUser('eve')}@example.com`;
    await sendTo(stranger);
    await expect
      .element(dialog().getByRole('alert'))
      .toHaveTextContent('This address is not one your app allows for test emails.');
    await sendTo('not an address');
    await expect
      .element(dialog().getByRole('alert'))
      .toHaveTextContent('Enter one email address, like ada@example.com.');
    await expect.element(recipientField()).toHaveAttribute('aria-invalid', 'true');
    expect(await inbox(stranger)).toEqual([]);
  });

  test('without SMTP on the server the host’s sendTest gets the email; its failure is shown; without it the dialog says so', async () => {
    const address = `${uniqueUser('host')}@example.com`;
    const { el } = await mountWith({ recipients: [address], baseUrl: env().noSmtpApiUrl });
    await addBlocks('Text');
    await subject('Hi {{first_name}}');
    const received: SendTestRequest[] = [];
    el.sendTest = async (request) => {
      received.push(request);
    };
    await openDialog();
    await sendTo(null);
    await expect.element(dialog().getByRole('status')).toHaveTextContent(`Test email sent to ${address}.`);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ to: address, subject: 'Hi Ada' });
    expect(received[0]?.html).toContain('Use Ada to greet them by name.');
    expect(received[0]?.text).toContain('Use Ada to greet them by name.');
    expect(await inbox(address)).toEqual([]);

    el.sendTest = () => Promise.reject(new Error('our mailer is down'));
    await sendTo(null);
    await expect
      .element(dialog().getByRole('alert'))
      .toHaveTextContent('Your app could not send the test email: our mailer is down');
    el.sendTest = null;
    await sendTo(null);
    await expect.element(dialog().getByRole('alert')).toHaveTextContent('Test emails are not set up on this server.');
  });

  test('absent on a plan without testSend', async () => {
    await mountWith({ account: freeAccount() });
    await expect.element(page.getByRole('button', { name: 'Preview', exact: true })).toBeVisible();
    expect(page.getByRole('button', { name: 'Send test' }).elements()).toEqual([]);
  });

  test('speaks the chosen language (German)', async () => {
    const address = `${uniqueUser('de')}@example.com`;
    await mountWith({ recipients: [address], locale: 'de' });
    await userEvent.click(page.getByRole('button', { name: 'Test senden', exact: true }));
    const box = page.getByRole('dialog', { name: 'Test-E-Mail senden' });
    await expect.element(box).toBeVisible();
    await userEvent.click(box.getByRole('button', { name: 'Test senden' }));
    await expect.element(box.getByRole('status')).toHaveTextContent(`Test-E-Mail an ${address} gesendet.`);
  });
});
