// Browser-side helpers for the element's component tests: real tokens from the real API.
import { expect, inject } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { EmailBuilder, EmailBuilderEventMap } from '../email-builder/email-builder';
import '../index';
// The editor is a chunk loaded on demand; from source, under the dev server, its first load
// transforms dozens of modules. Load it with the helpers so tests time the editor, not the
// transform (the built, lazy path is covered by test/bundle-size.test.ts).
import '../editor/editor';
import '../preview/preview';
import { secretKeyCall } from '../../server/test/http';
import type { ElementTestEnv, TestAccountInfo } from './global-setup';

export const env = (): ElementTestEnv => inject('ebEnv');

/** One of the suite's accounts by name, or a file's own (element/test/accounts.ts). */
export type Account = keyof ElementTestEnv['accounts'] | TestAccountInfo;
export const accountOf = (account: Account): TestAccountInfo =>
  typeof account === 'string' ? env().accounts[account] : account;

let users = 0;
/** A user id nobody else in the run uses. */
export function uniqueUser(prefix = 'user'): string {
  return `${prefix}-${Date.now().toString(36)}-${++users}`;
}

/** What a customer's server does: trade the secret key for a session token. */
export async function mintSession(apiKey: string, userId: string): Promise<string> {
  const { sessionToken } = await secretKeyCall<{ sessionToken: string }>(env().apiUrl, apiKey, 'POST', '/v1/sessions', {
    userId,
  });
  return sessionToken;
}

/** Server-side call with the secret key (seeding data as the customer's backend would). */
export async function serverCall<T>(apiKey: string, method: string, path: string, body?: unknown): Promise<T> {
  return secretKeyCall<T>(env().apiUrl, apiKey, method, path, body);
}

export interface Mounted {
  el: EmailBuilder;
  events: Array<{ type: string; detail: unknown }>;
  of<K extends keyof EmailBuilderEventMap>(type: K): Array<EmailBuilderEventMap[K]['detail']>;
}

const EVENTS = ['eb-ready', 'eb-change', 'eb-dirty-change', 'eb-save', 'eb-error', 'eb-session-expired'] as const;

/** Mounts `<email-builder>` with attributes, recording every eb-* event. */
export function mount(attributes: Record<string, string>): Mounted {
  void page.viewport(1300, 800);
  document.body.replaceChildren();
  const el = document.createElement('email-builder');
  el.style.cssText = 'display:block;width:1280px;height:760px';
  const events: Mounted['events'] = [];
  for (const type of EVENTS) el.addEventListener(type, (e) => events.push({ type, detail: (e as CustomEvent).detail }));
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  return {
    el,
    events,
    of: (type) => events.filter((e) => e.type === type).map((e) => e.detail) as never,
  };
}

/** Mounts the element for a fresh user of an account and waits for `eb-ready`. */
export async function mountReady(
  account: Account = 'pro',
  userId = uniqueUser(),
): Promise<Mounted & { userId: string }> {
  await page.viewport(1300, 800);
  const token = await mintSession(accountOf(account).apiKey, userId);
  const mounted = mount({ 'api-key': token, 'user-id': userId, 'base-url': env().apiUrl });
  await expect.poll(() => mounted.of('eb-ready').length, { timeout: 10_000 }).toBe(1);
  return { ...mounted, userId };
}

/** The element's shadow root, for direct DOM checks. */
export function shadow(el: Element): ShadowRoot {
  const root = el.shadowRoot;
  if (!root) throw new Error('no shadow root');
  return root;
}

/** The canvas iframe's document (same origin, sandboxed without scripts). */
export function canvasDocument(el: EmailBuilder): Document {
  const editor = shadow(el).querySelector('eb-editor');
  const canvas = editor?.shadowRoot?.querySelector('eb-canvas');
  const frame = canvas?.shadowRoot?.querySelector('iframe');
  const doc = frame?.contentDocument;
  if (!doc) throw new Error('canvas not ready');
  return doc;
}

/** Mounts for a fresh user and opens a blank template in the editor. */
export async function openBlankEditor(account: Account = 'pro') {
  const mounted = await mountReady(account);
  await userEvent.click(page.getByRole('button', { name: 'New template' }));
  await expect.poll(() => canvasReady(mounted.el)).toBe(true);
  return mounted;
}

export function canvasReady(el: EmailBuilder): boolean {
  try {
    return canvasDocument(el).body !== null && !!canvasDocument(el).querySelector('style');
  } catch {
    return false;
  }
}

/** Adds blocks by clicking their palette items, in order. */
export async function addBlocks(...labels: string[]): Promise<void> {
  for (const label of labels) await userEvent.click(page.getByRole('button', { name: label, exact: true }));
}

export const typesOf = (el: EmailBuilder) => el.store.doc.blocks.map((b) => b.type);

/** A locator inside the canvas iframe. */
export const canvasFrame = () => page.frameLocator(page.getByTitle('Email canvas'));

/** A real 8×8 PNG, drawn by the browser. */
export async function tinyPng(color = '#5b5bd6'): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = 8;
  canvas.height = 8;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.fillStyle = color;
  context.fillRect(0, 0, 8, 8);
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob as Blob), 'image/png'));
}

/** A JWT-shaped token with these claims and a signature no server made (refused with 401). */
export function unsignedToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.${part('not-a-signature')}`;
}
