// An integrator's mistakes explain themselves (eb-error with a code, a short message for the end
// user), and the events a host builds on — eb-change, eb-dirty-change, dirty — tell the truth.
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Template } from '../api/types';
import { installTestClock } from '../test/clock';
import {
  addBlocks,
  canvasReady,
  env,
  mintSession,
  mount,
  openBlankEditor,
  serverCall,
  shadow,
  uniqueUser,
  unsignedToken,
} from '../test/helpers';
import { TOKEN_GRACE_MS } from './session';

const within5s = { timeout: 5000, interval: 50 };
const SIGN_IN_FAILED = /could not sign you in/;

describe('tokens that cannot work', () => {
  test('a token that is not a JWT: eb-error token_malformed in under 5 s, a short message', async () => {
    const started = performance.now();
    const { el, of } = mount({ 'api-key': 'my-session-token', 'user-id': 'alice', 'base-url': env().apiUrl });
    await expect.poll(() => of('eb-error').map((e) => e.code), within5s).toEqual(['token_malformed']);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(of('eb-error')[0]?.message).toMatch(/POST \/v1\/sessions/);
    await expect.element(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
    await expect.element(page.getByText(SIGN_IN_FAILED)).toBeVisible();
    // The integrator's detail is for the console and the event, not for the end user.
    expect(shadow(el).textContent).not.toMatch(/JWT|sessions/);
    expect(of('eb-ready')).toHaveLength(0);
  });

  test('a token the API refuses before its expiry (another installation, a revoked key): token_rejected at once', async () => {
    const userId = uniqueUser();
    const forged = unsignedToken({ sub: userId, exp: Math.floor(Date.now() / 1000) + 3600 });
    const { of } = mount({ 'api-key': forged, 'user-id': userId, 'base-url': env().apiUrl });
    await expect.poll(() => of('eb-error').map((e) => e.code), within5s).toEqual(['token_rejected']);
    expect(of('eb-error')[0]).toMatchObject({ status: 401 });
    await expect.element(page.getByText(SIGN_IN_FAILED)).toBeVisible();
    // A refresh would not help: the host is not asked for one.
    expect(of('eb-session-expired')).toHaveLength(0);
    await expect.element(page.getByText(/session expired/i)).not.toBeInTheDocument();
  });

  test('an empty api-key: eb-error token_missing once the host had its moment, and the end user reads no integrator words', async () => {
    const clock = installTestClock();
    const { el, of } = mount({ 'user-id': 'alice', 'base-url': env().apiUrl });
    await expect.element(page.getByRole('heading', { name: 'Not signed in' })).toBeVisible();
    // The host's moment: nothing before it runs out, token_missing once it has.
    expect(clock.pending).toBe(1);
    clock.advance(TOKEN_GRACE_MS - 1);
    expect(of('eb-error')).toEqual([]);
    clock.advance(1);
    await expect.poll(() => of('eb-error').map((e) => e.code), within5s).toEqual(['token_missing']);
    expect(of('eb-error')[0]).toMatchObject({
      status: 0,
      message: expect.stringMatching(/api-key is empty.*POST \/v1\/sessions/),
    });
    expect(shadow(el).textContent).not.toMatch(/api-key|POST|token/i);
  });

  test('an api-key set while the host had its moment fires no token_missing', async () => {
    const clock = installTestClock();
    const userId = uniqueUser();
    const { el, of } = mount({ 'user-id': userId, 'base-url': env().apiUrl });
    el.setAttribute('api-key', await mintSession(env().accounts.pro.apiKey, userId));
    await expect.poll(() => of('eb-ready').length, { timeout: 10_000 }).toBe(1);
    // Past the whole grace, on the element's clock.
    clock.advance(TOKEN_GRACE_MS + 500);
    expect(of('eb-error')).toEqual([]);
  });
});

describe('base-url that is not the API', () => {
  // This test page's own server answers, but not as the API: what a bundled element without base-url calls.
  const here = location.origin;

  test('missing: named as missing in eb-error, and the address it called in the end user’s message', async () => {
    const userId = uniqueUser();
    const { el, of } = mount({ 'api-key': await mintSession(env().accounts.pro.apiKey, userId), 'user-id': userId });
    await expect.poll(() => of('eb-error').map((e) => e.code), within5s).toEqual(['base_url_missing']);
    expect(of('eb-error')[0]?.message).toMatch(
      new RegExp(`^base-url is not set.*\\(${here.replace(/[.:/]/g, '\\$&')}\\)`),
    );
    await expect.element(page.getByRole('heading', { name: 'Could not connect' })).toBeVisible();
    await expect
      .element(page.getByText(`The email editor’s server (${here}) did not answer.`, { exact: false }))
      .toBeVisible();
    expect(shadow(el).textContent).not.toMatch(/Something went wrong/);
  });

  test('wrong: named as the base-url set, in eb-error and in the message', async () => {
    const userId = uniqueUser();
    const wrong = `${here}/not-the-api`;
    const { of } = mount({
      'api-key': await mintSession(env().accounts.pro.apiKey, userId),
      'user-id': userId,
      'base-url': wrong,
    });
    await expect.poll(() => of('eb-error').map((e) => e.code), within5s).toEqual(['base_url_wrong']);
    expect(of('eb-error')[0]?.message).toContain(`base-url (${wrong}) does not answer as the Email Builder API`);
    await expect
      .element(page.getByText(`The email editor’s server (${wrong}) did not answer.`, { exact: false }))
      .toBeVisible();
  });

  test('an expired token the host does not refresh: eb-session-expired, then eb-error session_expired within 5 s; a fresh token still recovers', async () => {
    const userId = uniqueUser();
    const expired = unsignedToken({ sub: userId, exp: Math.floor(Date.now() / 1000) - 600 });
    const started = performance.now();
    const { el, of } = mount({ 'api-key': expired, 'user-id': userId, 'base-url': env().apiUrl });
    await expect.poll(() => of('eb-session-expired').length, within5s).toBe(1);
    await expect.poll(() => of('eb-error').map((e) => e.code), within5s).toEqual(['session_expired']);
    expect(performance.now() - started).toBeLessThan(5000);
    await expect.element(page.getByText(/Reload the page to sign in again/)).toBeVisible();
    el.setAttribute('api-key', await mintSession(env().accounts.pro.apiKey, userId));
    await expect.poll(() => of('eb-ready').length, { timeout: 10_000 }).toBe(1);
    await expect.element(page.getByRole('tab', { name: 'My Templates' })).toBeVisible();
  });
});

describe('user-id and token of different users', () => {
  test('user_mismatch, and nothing of either user is shown', async () => {
    const account = env().accounts.pro;
    const [alice, bob] = [uniqueUser('alice'), uniqueUser('bob')];
    const aliceName = `Alice's ${alice}`;
    const bobName = `Bob's ${bob}`;
    await serverCall(account.apiKey, 'POST', '/v1/templates', { name: aliceName, userId: alice });
    await serverCall(account.apiKey, 'POST', '/v1/templates', { name: bobName, userId: bob });
    const { el, of } = mount({
      'api-key': await mintSession(account.apiKey, alice),
      'user-id': bob,
      'base-url': env().apiUrl,
    });
    await expect.poll(() => of('eb-error').map((e) => e.code), within5s).toEqual(['user_mismatch']);
    await expect.element(page.getByText(SIGN_IN_FAILED)).toBeVisible();
    // Give a late answer every chance to paint, then look for either user's work.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    expect(shadow(el).textContent).not.toContain(aliceName);
    expect(shadow(el).textContent).not.toContain(bobName);
    expect(page.getByRole('tab', { name: 'My Templates' }).elements()).toHaveLength(0);
    expect(of('eb-ready')).toHaveLength(0);
  });

  test('switching user-id while keeping the old user’s token is a mismatch too; the new user’s token fixes it', async () => {
    const account = env().accounts.pro;
    const [alice, bob] = [uniqueUser('alice'), uniqueUser('bob')];
    const { el, of } = mount({
      'api-key': await mintSession(account.apiKey, alice),
      'user-id': alice,
      'base-url': env().apiUrl,
    });
    await expect.poll(() => of('eb-ready').length, { timeout: 10_000 }).toBe(1);
    el.setAttribute('user-id', bob);
    await expect.poll(() => of('eb-error').map((e) => e.code), within5s).toEqual(['user_mismatch']);
    await expect.element(page.getByRole('tab', { name: 'My Templates' })).not.toBeInTheDocument();
    el.setAttribute('api-key', await mintSession(account.apiKey, bob));
    await expect.element(page.getByRole('tab', { name: 'My Templates' })).toBeVisible();
  });
});

describe('eb-change, eb-dirty-change and dirty', () => {
  test('opening a template fires no eb-change; each edit fires exactly one', async () => {
    const account = env().accounts.pro;
    const userId = uniqueUser();
    const saved = await serverCall<Template>(account.apiKey, 'POST', '/v1/templates', {
      name: `Opened ${userId}`,
      userId,
      blockTree: { blocks: [{ id: 'h', type: 'heading', props: { text: 'Hello' } }] },
    });
    const { el, of } = mount({
      'api-key': await mintSession(account.apiKey, userId),
      'user-id': userId,
      'base-url': env().apiUrl,
    });
    await userEvent.click(page.getByRole('button', { name: saved.name, exact: true }));
    await expect.poll(() => canvasReady(el)).toBe(true);
    expect(of('eb-change')).toHaveLength(0);
    expect(el.dirty).toBe(false);

    await addBlocks('Text', 'Divider', 'Button');
    el.store.undo();
    expect(of('eb-change')).toHaveLength(4);
    expect(
      of('eb-change')
        .at(-1)
        ?.document.blocks.map((b) => b.type),
    ).toEqual(['heading', 'text', 'divider']);

    await userEvent.click(page.getByRole('button', { name: 'Back to templates' }));
    await userEvent.click(page.getByRole('button', { name: 'New template' }));
    await expect.poll(() => canvasReady(el)).toBe(true);
    expect(of('eb-change')).toHaveLength(4);
  });

  test('dirty follows edits and saves, and eb-dirty-change reports each flip once', async () => {
    const { el, of } = await openBlankEditor();
    expect(el.dirty).toBe(false);
    expect(of('eb-dirty-change')).toEqual([]);
    await addBlocks('Heading', 'Text');
    expect(el.dirty).toBe(true);
    expect(of('eb-dirty-change')).toEqual([{ dirty: true }]);
    await userEvent.click(page.getByRole('button', { name: 'Save', exact: true }));
    await expect.poll(() => el.dirty).toBe(false);
    expect(of('eb-dirty-change')).toEqual([{ dirty: true }, { dirty: false }]);
    el.store.undo();
    expect(el.dirty).toBe(true);
    el.store.redo();
    expect(el.dirty).toBe(false);
    expect(of('eb-dirty-change').map((e) => e.dirty)).toEqual([true, false, true, false]);
  });
});
