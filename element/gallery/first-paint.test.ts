// The first cards, as a host page gets them from the built element on another origin: the key
// check and the first page come in one read (`/v1/start`), started before the module has finished
// evaluating and asked once;
// no template document is fetched until the first cards are painted; thumbnails follow (the first
// cards draw a plain placeholder where each goes, in the same box); and no `Intl` formatter (the
// first one loads the browser's number data, 100 ms on a phone) is made before then: each card's
// "Edited …" line follows in the task after the first cards are painted.
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { EmailBuilder } from '../email-builder/email-builder';
import { env, mintSession, serverCall, uniqueUser } from '../test/helpers';

test('first paint: one start-up read (key check and first page), thumbnails only after the first card', async () => {
  const userId = uniqueUser('first');
  for (let i = 1; i <= 6; i++)
    await serverCall(env().accounts.pro.apiKey, 'POST', '/v1/templates', {
      name: `First paint ${i} ${userId}`,
      userId,
      blockTree: { blocks: [{ id: 'h', type: 'heading', props: { text: `Heading ${i}` } }] },
    });
  const token = await mintSession(env().accounts.pro.apiKey, userId);
  // The README's embed: the element in the page's HTML, the module after it.
  await page.viewport(1300, 900);
  const frame = document.createElement('iframe');
  // Small enough that every card is on screen (thumbnails load only when visible).
  frame.style.cssText = 'width:1000px;height:760px;border:0';
  document.body.replaceChildren(frame);
  const win = frame.contentWindow as Window & typeof globalThis;
  const doc = frame.contentDocument as Document;
  doc.open();
  doc.write(`<!doctype html><html><head><script>
      // Every Intl formatter that loads number or date data, noted with when it was made. The
      // page's clock runs five minutes ahead, so the cards read "Edited 5 minutes ago", not "just now".
      const now = Date.now;
      Date.now = () => now() + 5 * 60_000;
      window.intlMade = [];
      for (const name of ['NumberFormat', 'DateTimeFormat', 'RelativeTimeFormat', 'ListFormat']) {
        const Original = Intl[name];
        Intl[name] = new Proxy(Original, { construct(target, args) { window.intlMade.push({ name, at: performance.now() }); return Reflect.construct(target, args); } });
      }
    </script><script type="module" src="${env().apiUrl}/element/email-builder.js"></script></head>
    <body><email-builder api-key="${token}" user-id="${userId}" base-url="${env().apiUrl}" style="display:block;height:740px"></email-builder>
    <script>
      const cardShown = () => document.querySelector('email-builder')?.shadowRoot?.querySelector('eb-gallery')?.shadowRoot?.querySelector('.card .open');
      // With the first card: where its thumbnail's box is, and what draws it.
      const thumbOf = (card) => { const box = card.closest('.card').firstElementChild; const r = box.getBoundingClientRect(); return { tag: box.localName, x: r.x, y: r.y, width: r.width, height: r.height }; };
      const probe = () => { const card = cardShown(); if (!card) return requestAnimationFrame(probe); window.firstThumb = thumbOf(card); window.firstCardAt = performance.now(); };
      requestAnimationFrame(probe);
    </script></body></html>`);
  doc.close();
  await expect
    .poll(() => (win as unknown as { firstCardAt?: number }).firstCardAt, { timeout: 15_000 })
    .toBeGreaterThan(0);
  const firstCardAt = (win as unknown as { firstCardAt: number }).firstCardAt;
  const el = doc.querySelector('email-builder') as EmailBuilder;
  const intlMade = () => (win as unknown as { intlMade: Array<{ name: string; at: number }> }).intlMade;
  const editedLines = () =>
    [...(el.shadowRoot?.querySelector('eb-gallery')?.shadowRoot?.querySelectorAll('.card .edited') ?? [])].map(
      (e) => e.textContent ?? '',
    );

  // The "Edited …" lines come once the cards are painted, with the first formatter.
  await expect.poll(() => editedLines().length, { timeout: 15_000 }).toBe(6);
  await expect.poll(() => editedLines().every((line) => /^Edited \d+ minutes ago$/.test(line))).toBe(true);
  expect(intlMade().some((made) => made.name === 'RelativeTimeFormat')).toBe(true);
  expect(intlMade().filter((made) => made.at <= firstCardAt)).toEqual([]);

  // Thumbnails come after: each visible card's document, once.
  const templateFetches = () =>
    win.performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith('/v1/templates/tpl_')) as PerformanceResourceTiming[];
  await expect.poll(() => templateFetches().length, { timeout: 15_000 }).toBe(6);
  expect(templateFetches().every((e) => e.startTime > firstCardAt)).toBe(true);
  await expect
    .poll(
      () =>
        [...(el.shadowRoot?.querySelector('eb-gallery')?.shadowRoot?.querySelectorAll('eb-thumbnail') ?? [])].filter(
          (t) => t.shadowRoot?.querySelector('iframe')?.srcdoc.includes('Heading'),
        ).length,
      { timeout: 15_000 },
    )
    .toBe(6);

  const api = win.performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name))
    .filter((u) => u.pathname.startsWith('/v1/'));
  expect(api.filter((u) => u.pathname === '/v1/start').length).toBe(1);
  expect(api.filter((u) => u.pathname === '/v1/keys/validate' || u.pathname === '/v1/templates').length).toBe(0);
  // Reads carry the session token in the query (no preflight); the element's answers came from them.
  expect(api.every((u) => u.searchParams.get('access_token') === token)).toBe(true);
  expect(el.shadowRoot?.querySelector('eb-gallery')?.shadowRoot?.querySelectorAll('.card').length).toBe(6);

  // The first card drew the gallery's placeholder; the thumbnail element that followed fills the same box.
  const firstThumb = (
    win as unknown as { firstThumb: { tag: string; x: number; y: number; width: number; height: number } }
  ).firstThumb;
  expect(firstThumb.tag).toBe('div');
  const thumbnail = el.shadowRoot?.querySelector('eb-gallery')?.shadowRoot?.querySelector('.card eb-thumbnail');
  const box = thumbnail?.getBoundingClientRect();
  expect(box && { x: box.x, y: box.y, width: box.width, height: box.height }).toEqual({
    x: firstThumb.x,
    y: firstThumb.y,
    width: firstThumb.width,
    height: firstThumb.height,
  });
  expect(firstThumb.width).toBeGreaterThan(100);
});
