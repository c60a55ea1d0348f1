// The shipped build, measured and run: the entry every integrator loads stays small, and what a
// user downloads to start editing (entry + chunks, measured in the browser) stays within budget.
import { expect, inject, test } from 'vitest';
import type { EmailBuilder } from '../email-builder/email-builder';
import { EDIT_BUDGET_BYTES, ENTRY_BUDGET_BYTES, staticClosure } from './budget';
import { env, mintSession, serverCall, uniqueUser } from './helpers';

const files = () => inject('ebEnv').bundle.files;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A fresh page (iframe) that loads the element from `moduleUrl`, as a host page would. */
async function hostPage(moduleUrl: string) {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width:1300px;height:800px;border:0';
  document.body.replaceChildren(frame);
  const win = frame.contentWindow as Window & typeof globalThis;
  const doc = frame.contentDocument as Document;
  const script = doc.createElement('script');
  script.type = 'module';
  script.src = moduleUrl;
  doc.head.append(script);
  await expect.poll(() => !!win.customElements.get('email-builder'), { timeout: 15_000 }).toBe(true);
  return { win, doc };
}

async function mountIn(doc: Document, userId: string) {
  const el = doc.createElement('email-builder') as EmailBuilder;
  el.style.cssText = 'display:block;width:1280px;height:760px';
  const errors: Array<{ code: string }> = [];
  el.addEventListener('eb-error', (e) => errors.push(e.detail));
  const ready = new Promise<void>((resolve) => el.addEventListener('eb-ready', () => resolve(), { once: true }));
  el.setAttribute('api-key', await mintSession(env().accounts.pro.apiKey, userId));
  el.setAttribute('user-id', userId);
  el.setAttribute('base-url', env().apiUrl);
  doc.body.append(el);
  await ready;
  return { el, errors };
}

const inner = (el: Element | null | undefined, selector: string) => el?.shadowRoot?.querySelector(selector) ?? null;
const galleryButton = (el: EmailBuilder, name: string) =>
  [...(inner(el, 'eb-gallery')?.shadowRoot?.querySelectorAll('button') ?? [])].find(
    (b) => b.textContent?.trim() === name,
  ) ?? null;

test('the entry stays within 30 KB gzip; every chunk is listed with its size', () => {
  const built = files();
  console.log(
    built
      .map((f) => `${f.name.padEnd(28)} ${kb(f.rawBytes).padStart(9)} raw ${kb(f.gzipBytes).padStart(8)} gzip`)
      .join('\n'),
  );
  const entry = built[0];
  expect(entry?.name).toBe('email-builder.js');
  expect(entry?.rawBytes).toBeGreaterThan(30_000);
  expect(entry?.gzipBytes).toBeLessThanOrEqual(ENTRY_BUDGET_BYTES);
  // The editor is not in the entry: it arrives as a content-hashed chunk.
  expect(built.some((f) => /^editor-[\w-]{8}\.js$/.test(f.name))).toBe(true);
});

test('the entry imports no other file before it runs: the first cards never wait on a second module round trip', () => {
  const entry = inject('ebEnv').bundle.sources['email-builder.js'] ?? '';
  // Static `import … from "./x.js"` (a shared chunk split out of the entry) would be fetched in series.
  expect(entry.match(/(?:^|[;}\s])import\s*[\w{*][^;]*?from\s*["']\.\/[^"']+["']/g) ?? []).toEqual([]);
});

test('the entry asks V8 to compile it all while it downloads (its functions run before the first card)', () => {
  const entry = inject('ebEnv').bundle.sources['email-builder.js'] ?? '';
  // The explicit compile hint only counts as the file's first line; a minifier or banner change could drop it.
  expect(entry.split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
  for (const [name, source] of Object.entries(inject('ebEnv').bundle.sources))
    if (name !== 'email-builder.js') expect(source.startsWith('//# allFunctionsCalledOnLoad'), name).toBe(false);
});

test('Yjs and the co-editing provider are only in the collab chunk: the entry (gallery) and the editor carry none of it', () => {
  const sources = Object.entries(inject('ebEnv').bundle.sources);
  // Messages Yjs and the provider carry in their own source.
  const holders = (marker: string) => sources.filter(([, source]) => source.includes(marker)).map(([name]) => name);
  expect(holders('Yjs was already imported')).toEqual([expect.stringMatching(/^live-[\w-]{8}\.js$/)]);
  expect(holders('HocuspocusProvider::')).toEqual([expect.stringMatching(/^live-[\w-]{8}\.js$/)]);
});

/** A one-text-block template of a new user, opened from the gallery of a host page on another origin. */
async function openTextTemplate(prefix: string, name: string) {
  const userId = uniqueUser(prefix);
  const template = await serverCall<{ _id: string }>(env().accounts.pro.apiKey, 'POST', '/v1/templates', {
    name: `${name} ${userId}`,
    userId,
    blockTree: { blocks: [{ id: 'txt', type: 'text', props: { html: '<p>Measure me</p>' } }] },
  });
  const { win, doc } = await hostPage(`${env().apiUrl}/element/email-builder.js`);
  const { el } = await mountIn(doc, userId);
  await expect.poll(() => galleryButton(el, `${name} ${userId}`), { timeout: 10_000 }).not.toBeNull();
  galleryButton(el, `${name} ${userId}`)?.click();
  return { template, win, doc, el };
}

test('"to edit" — open a template and select a text block, from another origin — loads ≤ 80 KB gzip', async () => {
  const { template, win, el } = await openTextTemplate('budget', 'Budget');
  const canvasDoc = () =>
    (inner(inner(el, 'eb-editor'), 'eb-canvas')?.shadowRoot?.querySelector('iframe') as HTMLIFrameElement | null)
      ?.contentDocument;
  await expect.poll(() => canvasDoc()?.querySelector('[data-eb-block="txt"]'), { timeout: 15_000 }).not.toBeNull();
  // A click as the user makes it, repeated until the canvas (still loading its frame) takes it.
  await expect
    .poll(
      () => {
        canvasDoc()?.querySelector<HTMLElement>('[data-eb-block="txt"] p')?.click();
        return el.store.selectedId;
      },
      { timeout: 15_000 },
    )
    .toBe('txt');
  await inspectorComplete(el);
  expect(el.store.selectedId).toBe('txt');
  expect(template._id).toMatch(/^tpl_/);

  const { loaded, onPath, beside, size } = measure(win, /^(editor|panel)-/);
  console.log(
    `to edit: ${onPath.join(' + ')} = ${kb(size(onPath))} gzip; beside it: ${beside.join(' + ') || 'nothing'} = ${kb(size(beside))}; ` +
      `all loaded ${kb(size(loaded))}`,
  );
  expect(onPath).toContain('email-builder.js');
  expect(onPath.some((name) => name.startsWith('editor-'))).toBe(true);
  expect(
    onPath.some((name) => name.startsWith('panel-')),
    'the text panel is on the path',
  ).toBe(true);
  // The inspector's lazy sections (the display condition shown here) travel beside the path, never on it.
  expect(beside.some((name) => name.startsWith('lazy-sections-'))).toBe(true);
  expect(size(onPath)).toBeLessThanOrEqual(EDIT_BUDGET_BYTES);
});

/**
 * The selected text block's settings as the user sees them once everything has arrived: its
 * heading, its panel (its own chunk) and its display condition (the lazy sections' chunk).
 */
async function inspectorComplete(el: EmailBuilder) {
  const inspector = () => inner(inner(el, 'eb-editor'), 'eb-inspector')?.shadowRoot;
  await expect.poll(() => inspector()?.querySelector('h2')?.textContent, { timeout: 10_000 }).toBe('Text');
  const headings = () => [...(inspector()?.querySelectorAll('h3') ?? [])].map((h) => h.textContent?.trim());
  await expect.poll(() => inspector()?.querySelector('textarea') ?? null, { timeout: 10_000 }).not.toBeNull();
  await expect.poll(headings, { timeout: 10_000 }).toContain('Display condition');
}

/**
 * Every built file the page loaded, split into the path (`email-builder.js` and the loaded files
 * whose names match `path`, with everything they import statically: fetched before they run) and
 * what was fetched beside it for features that do not hold editing up (the Checks count, the
 * palette's Saved section, the inspector's lazy sections). The path does not depend on which
 * files beside it have arrived by now, so the figure is the same on every run.
 */
function measure(win: Window, path: RegExp) {
  const loaded = win.performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.pathname.startsWith('/element/'))
    .map((url) => url.pathname.slice('/element/'.length));
  expect(
    loaded.every((name) => files().some((f) => f.name === name)),
    `every loaded file is in the build: ${loaded.join(', ')}`,
  ).toBe(true);
  const needed = staticClosure(
    loaded.filter((name) => name === 'email-builder.js' || path.test(name)),
    inject('ebEnv').bundle.sources,
  );
  const size = (names: string[]) =>
    names.reduce((sum, name) => sum + (files().find((f) => f.name === name)?.gzipBytes ?? 0), 0);
  return {
    loaded,
    onPath: loaded.filter((name) => needed.has(name)),
    beside: loaded.filter((name) => !needed.has(name)),
    size,
  };
}

test('from a CDN origin: chunks resolve beside the module; a failed chunk shows a retry and fires eb-error', async () => {
  const cdn = inject('ebEnv').cdnUrl;
  const userId = uniqueUser('cdn');
  const { win, doc } = await hostPage(`${cdn}/element/email-builder.js`);
  const failChunks = (on: boolean) => fetch(`${cdn}/_fail`, { method: 'POST', body: on ? 'on' : 'off' });
  await failChunks(true);
  try {
    const { el, errors } = await mountIn(doc, userId);
    await expect.poll(() => galleryButton(el, 'New template'), { timeout: 10_000 }).not.toBeNull();
    galleryButton(el, 'New template')?.click();
    await expect
      .poll(() => inner(el, '.panel h2')?.textContent, { timeout: 10_000 })
      .toBe('The editor could not be loaded');
    expect(errors.map((e) => e.code)).toContain('chunk_load_failed');
    await failChunks(false);
    const retry = [...(el.shadowRoot?.querySelectorAll('.panel button') ?? [])].find(
      (b) => b.textContent === 'Retry',
    ) as HTMLElement;
    retry.click();
    await expect
      .poll(() => inner(el, 'eb-editor')?.shadowRoot?.querySelector('eb-canvas'), { timeout: 15_000 })
      .not.toBeNull();
    const chunkUrls = win.performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((name) => name.includes('/element/editor-'));
    expect(chunkUrls.length).toBeGreaterThan(0);
    expect(chunkUrls.every((url) => url.startsWith(`${cdn}/element/`))).toBe(true);
  } finally {
    await failChunks(false);
  }
});

test('editing text on the canvas adds the rich-text chunk; with it "to edit" stays ≤ 80 KB gzip', async () => {
  const { win, el } = await openTextTemplate('budget-rt', 'Rich');
  const canvas = () => inner(inner(el, 'eb-editor'), 'eb-canvas');
  const canvasDoc = () => (canvas()?.shadowRoot?.querySelector('iframe') as HTMLIFrameElement | null)?.contentDocument;
  await expect.poll(() => canvasDoc()?.querySelector('[data-eb-block="txt"] p'), { timeout: 15_000 }).not.toBeNull();
  // A double-click as the user makes it, repeated until the canvas (still loading its frame) takes it.
  await expect
    .poll(
      () => {
        canvasDoc()
          ?.querySelector('[data-eb-block="txt"] p')
          ?.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, clientX: 10, clientY: 10 }));
        return canvas()?.shadowRoot?.querySelector('button[aria-label="Bold"]') ?? null;
      },
      { timeout: 15_000 },
    )
    .not.toBeNull();
  await inspectorComplete(el);
  // What editing text needs before it can happen: the entry, the editor, the block's settings
  // panel and the text toolbar, with everything they import statically; the rest is beside it.
  const { loaded, onPath, beside, size } = measure(win, /^(editor|panel|rich-text)-/);
  const richText = files().find((f) => loaded.includes(f.name) && f.name.startsWith('rich-text-'));
  expect(richText, 'the toolbar comes in its own chunk').toBeDefined();
  console.log(
    `to edit text: ${onPath.join(' + ')} = ${kb(size(onPath))} gzip (rich-text chunk ${kb(richText?.gzipBytes ?? 0)}); ` +
      `beside it: ${beside.join(' + ') || 'nothing'} = ${kb(size(beside))}; all loaded ${kb(size(loaded))}`,
  );
  expect(onPath).toContain('email-builder.js');
  expect(size(onPath)).toBeLessThanOrEqual(EDIT_BUDGET_BYTES);
});
