// Gallery cards of templates being edited live show who is in them (docs/api.md §14): the list
// says who, the card shows their initials on distinct colours and names them for screen readers.
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { fileAccount } from '../test/accounts';
import { env, shadow, uniqueUser } from '../test/helpers';
import { livePeople } from '../test/people';
import type { EbGallery } from './gallery';

const account = fileAccount('pro');
const { join, sharedTemplate, token } = livePeople(account);

afterEach(() => {
  document.body.replaceChildren();
});

test('a shared template two people are editing shows both on its card, in two different colours', async () => {
  await page.viewport(1640, 1200);
  const [editedName, quietName] = [`Edited ${uniqueUser('t')}`, `Quiet ${uniqueUser('t')}`];
  const edited = await sharedTemplate(editedName);
  await sharedTemplate(quietName);
  await join('Alice Liddell', 'manager', edited);
  await join('Bob Builder', 'manager', edited);

  // Carol opens her gallery meanwhile.
  const carol = document.createElement('email-builder');
  carol.style.cssText = 'display:block;width:1200px;height:700px';
  carol.setAttribute('api-key', await token('carol', 'member', 'Carol Member'));
  carol.setAttribute('user-id', 'carol');
  carol.setAttribute('base-url', env().apiUrl);
  document.body.append(carol);

  const cardOf = (name: string) => {
    const gallery = shadow(carol).querySelector('eb-gallery') as EbGallery | null;
    return [...(gallery ? shadow(gallery).querySelectorAll('.card') : [])].find(
      (c) => c.querySelector('.open')?.textContent === name,
    );
  };
  await expect
    .poll(() => cardOf(editedName)?.querySelector('[role="img"]')?.getAttribute('aria-label'), { timeout: 10_000 })
    .toBe('Editing now: Alice Liddell and Bob Builder');
  const avatars = [...(cardOf(editedName)?.querySelectorAll<HTMLElement>('.person') ?? [])];
  expect(avatars.map((a) => a.textContent)).toEqual(['AL', 'BB']);
  const colours = avatars.map((a) => getComputedStyle(a).backgroundColor);
  expect(new Set(colours).size).toBe(2);
  expect(cardOf(quietName)?.querySelector('.people')).toBeNull();
});
