// The React wrapper in a real React 19 root in Chromium, against the real API: props reach the
// element as properties, its events reach the `on…` props, and what the user sees follows.
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { EbErrorDetail, EbReadyDetail, EmailBuilder as EmailBuilderElement } from '../email-builder/email-builder';
import { EVENT_NAMES, handlerName } from '../email-builder/event-names';
import { env, mintSession, uniqueUser } from '../test/helpers';
import { EmailBuilder, type EmailBuilderProps } from './react';

let root: Root | null = null;
let host: HTMLElement | null = null;

function render(props: EmailBuilderProps): EmailBuilderElement {
  host ??= document.body.appendChild(document.createElement('div'));
  root ??= createRoot(host);
  flushSync(() => root?.render(createElement(EmailBuilder, props)));
  const el = host.querySelector('email-builder');
  if (!el) throw new Error('<email-builder> not rendered');
  return el;
}

afterEach(() => {
  root?.unmount();
  host?.remove();
  root = null;
  host = null;
});

describe('React wrapper', () => {
  it('passes props as properties and delivers eb-ready to onEbReady with the plan of the token', async () => {
    const userId = uniqueUser('react');
    const token = await mintSession(env().accounts.pro.apiKey, userId);
    const ready: EbReadyDetail[] = [];
    const people = [{ id: 'u-ada', name: 'Ada Lovelace' }];
    const findPeople = async () => people;
    const el = render({
      apiKey: token,
      userId,
      baseUrl: env().apiUrl,
      theme: 'dark',
      people,
      findPeople,
      onEbReady: (e) => ready.push(e.detail),
    });
    expect(el.apiKey).toBe(token);
    // Objects and functions arrive as themselves, not as attributes.
    expect([el.people, el.findPeople]).toEqual([people, findPeople]);
    expect(el.hasAttribute('people')).toBe(false);
    expect(el.userId).toBe(userId);
    await expect.poll(() => ready.length, { timeout: 15_000 }).toBe(1);
    expect(ready[0]?.plan).toBe('pro');
    // theme reflects to the attribute: the dark styles apply.
    expect(el.getAttribute('theme')).toBe('dark');
  });

  it('shows the refusal of a secret key and reports it through onEbError', async () => {
    const errors: EbErrorDetail[] = [];
    render({
      apiKey: env().accounts.pro.apiKey,
      userId: 'someone',
      baseUrl: env().apiUrl,
      onEbError: (e) => errors.push(e.detail),
    });
    await expect.element(page.getByText(/This looks like a secret API key/)).toBeVisible();
    expect(errors).toEqual([expect.objectContaining({ status: 0, code: 'secret_key_refused' })]);
  });

  it('every eb-* event of the element reaches its on… prop (onEbDirtyChange included)', async () => {
    const heard: string[] = [];
    const handlers = Object.fromEntries(EVENT_NAMES.map((name) => [handlerName(name), () => heard.push(name)]));
    const el = render({ userId: 'someone', baseUrl: env().apiUrl, ...handlers } as EmailBuilderProps);
    expect(EVENT_NAMES).toContain('eb-dirty-change');
    expect(Object.keys(handlers)).toContain('onEbDirtyChange');
    for (const name of EVENT_NAMES) el.dispatchEvent(new CustomEvent(name, { detail: {} }));
    expect(heard).toEqual(EVENT_NAMES);
  });

  it('a new apiKey prop reaches the element (token refresh) and unmounting removes it', async () => {
    const userId = uniqueUser('react');
    const first = await mintSession(env().accounts.pro.apiKey, userId);
    const second = await mintSession(env().accounts.pro.apiKey, userId);
    const el = render({ apiKey: first, userId, baseUrl: env().apiUrl });
    render({ apiKey: second, userId, baseUrl: env().apiUrl });
    expect(host?.querySelector('email-builder')).toBe(el);
    expect(el.apiKey).toBe(second);
    root?.unmount();
    root = null;
    expect(document.querySelector('email-builder')).toBeNull();
  });
});
