// Test support for the co-editing browser tests: people (each an <email-builder> side by side in
// the page, with their own session token and live connection) on one account's shared template,
// and what each of them sees.
import { expect } from 'vitest';
import type * as Y from 'yjs';
import { secretKeyCall } from '../../server/test/http';
import type { EbPresenceChangeDetail, EmailBuilder, EmailBuilderEventMap } from '../email-builder/email-builder';
import type { TestAccountInfo } from './global-setup';
import { canvasDocument, env, serverCall, shadow, uniqueUser } from './helpers';

export const BLOCKS = [
  { id: 'h1', type: 'heading', props: { text: 'Hello', level: 1 } },
  { id: 'b1', type: 'button', props: { label: 'Go', href: 'https://example.com' } },
];

export interface Person {
  el: EmailBuilder;
  userId: string;
  presence: EbPresenceChangeDetail[];
  /** How many `eb-session-expired` it fired. */
  expired: number;
}

type Role = 'manager' | 'member';

/** People of `account()` (a file's own account). */
export function livePeople(account: () => TestAccountInfo) {
  async function token(userId: string, role: Role, name: string): Promise<string> {
    const body = { userId, role, name };
    return (await secretKeyCall<{ sessionToken: string }>(env().apiUrl, account().apiKey, 'POST', '/v1/sessions', body))
      .sessionToken;
  }

  /** One person's element, side by side with the others in the page, synced with the live template. */
  async function join(
    name: string,
    role: Role,
    templateId: string,
    options: { synced?: boolean } = {},
  ): Promise<Person> {
    const userId = uniqueUser(name.split(' ')[0]?.toLowerCase());
    const el = document.createElement('email-builder');
    el.style.cssText = 'display:inline-block;vertical-align:top;width:800px;height:700px';
    const person: Person = { el, userId, presence: [], expired: 0 };
    el.addEventListener('eb-presence-change', (e: EmailBuilderEventMap['eb-presence-change']) =>
      person.presence.push(e.detail),
    );
    el.addEventListener('eb-session-expired', () => person.expired++);
    const ready = new Promise<void>((resolve) => el.addEventListener('eb-ready', () => resolve(), { once: true }));
    el.setAttribute('api-key', await token(userId, role, name));
    el.setAttribute('user-id', userId);
    el.setAttribute('base-url', env().apiUrl);
    document.body.append(el);
    await ready;
    await el.open(templateId);
    if (options.synced !== false) await expect.poll(() => isSynced(el), { timeout: 15_000 }).toBe(true);
    return person;
  }

  async function sharedTemplate(name = `Live ${uniqueUser('t')}`): Promise<string> {
    const created = await serverCall<{ _id: string }>(account().apiKey, 'POST', '/v1/templates', {
      name,
      blockTree: { blocks: BLOCKS },
    });
    return created._id;
  }

  return { token, join, sharedTemplate };
}

export const isSynced = (el: EmailBuilder) => (el.live as unknown as { synced?: boolean } | undefined)?.synced === true;
export const editorRoot = (el: EmailBuilder) => shadow(el).querySelector('eb-editor')?.shadowRoot ?? null;
export const avatars = (el: EmailBuilder) =>
  [...(editorRoot(el)?.querySelector('eb-presence')?.shadowRoot?.querySelectorAll('[role="img"]') ?? [])].map((a) =>
    a.getAttribute('aria-label'),
  );
export const banners = (el: EmailBuilder) =>
  [...(editorRoot(el)?.querySelectorAll('.banner') ?? [])].map((b) => b.textContent?.trim() ?? '');
export const canvasText = (el: EmailBuilder) => {
  try {
    return canvasDocument(el).body.textContent ?? '';
  } catch {
    return '';
  }
};
export const setText = (el: EmailBuilder, text: string) =>
  el.store.update('h1', (b) => ({ ...b, props: { ...b.props, text } }) as typeof b);
export const setLabel = (el: EmailBuilder, label: string) =>
  el.store.update('b1', (b) => ({ ...b, props: { ...b.props, label } }) as typeof b);
export const liveDoc = (el: EmailBuilder) => (el.live as unknown as { doc: Y.Doc }).doc;
