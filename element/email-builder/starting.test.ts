// While the start-up read (`GET /v1/start`) is on its way, the element shows the gallery's frame
// with skeleton cards, not a spinner: the same gallery then fills in with the cards. A read that
// fails still ends in its panel. The first render does not wait for the stored draft either.
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { blankDocument } from '../state/empty';
import { gate, hookFetch } from '../test/fetch-hook';
import { env, mintSession, mount, shadow, uniqueUser } from '../test/helpers';

/** Holds `/v1/start` answers until `release()`; everything else passes. */
function holdStart() {
  const held = gate();
  const { restore } = hookFetch((url, pass) => (url.pathname.endsWith('/v1/start') ? held.wait.then(pass) : undefined));
  return { release: held.open, restore };
}

test('the gallery frame and its skeleton cards show while the start-up read is on its way, then the same gallery fills in', async () => {
  const userId = uniqueUser('starting');
  const held = holdStart();
  try {
    const { el } = mount({
      'api-key': await mintSession(env().accounts.pro.apiKey, userId),
      'user-id': userId,
      'base-url': env().apiUrl,
    });
    const root = shadow(el);
    await expect.element(page.getByRole('heading', { name: 'Templates' })).toBeVisible();
    const gallery = root.querySelector('eb-gallery');
    expect(gallery?.shadowRoot?.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(root.querySelector('[role="progressbar"]')).toBeNull();
    held.release();
    await expect.element(page.getByRole('button', { name: 'New template' })).toBeVisible();
    // The gallery that was drawn is the one that shows the cards.
    expect(root.querySelector('eb-gallery')).toBe(gallery);
  } finally {
    held.restore();
  }
});

test('a token the API refuses still ends in its panel, with no gallery', async () => {
  const held = holdStart();
  try {
    // Well formed, signed by nobody the API knows.
    const forged =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1IiwiZXhwIjo0MTAyNDQ0ODAwfQ.c2lnbmF0dXJlLW9mLW5vYm9keQ';
    const { el } = mount({ 'api-key': forged, 'user-id': 'u', 'base-url': env().apiUrl });
    await expect.element(page.getByRole('heading', { name: 'Templates' })).toBeVisible();
    held.release();
    await expect.element(page.getByRole('alert')).toBeVisible();
    expect(shadow(el).querySelector('eb-gallery')).toBeNull();
  } finally {
    held.restore();
  }
});

test('the first render does not read the stored draft; its banner follows once the page is idle', async () => {
  const userId = uniqueUser('draft-later');
  localStorage.setItem(
    `eb-draft:${userId}`,
    JSON.stringify({
      templateId: null,
      name: 'Kept for later',
      source: 'new',
      doc: blankDocument(),
      baseUpdatedAt: null,
      savedAt: Date.now(),
    }),
  );
  const reads: string[] = [];
  const realGetItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function getItem(key: string) {
    reads.push(key);
    return realGetItem.call(this, key);
  };
  try {
    const { el } = mount({
      'api-key': await mintSession(env().accounts.pro.apiKey, userId),
      'user-id': userId,
      'base-url': env().apiUrl,
    });
    await el.updateComplete;
    // This user's draft only: an element an earlier test removed may still read its own when idle.
    expect(reads.filter((key) => key === `eb-draft:${userId}`)).toEqual([]);
    await expect.element(page.getByRole('button', { name: 'Restore draft' })).toBeVisible();
    expect(reads).toContain(`eb-draft:${userId}`);
  } finally {
    Storage.prototype.getItem = realGetItem;
    localStorage.removeItem(`eb-draft:${userId}`);
  }
});
