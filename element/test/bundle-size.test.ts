import { expect, inject, test } from 'vitest';
import { ELEMENT_BUDGET_BYTES } from './budget';
import { env, mintSession, uniqueUser } from './helpers';

test('the built element stays within 44 KB gzip (0.15 × GrapesJS)', () => {
  // Built by the global setup exactly as `npm run build` builds it.
  const { gzipBytes, rawBytes } = inject('ebEnv').bundle;
  expect(rawBytes).toBeGreaterThan(50_000);
  expect(gzipBytes).toBeLessThanOrEqual(ELEMENT_BUDGET_BYTES);
});

test('the built module, alone in a fresh page, defines <email-builder> and reaches eb-ready', async () => {
  const userId = uniqueUser();
  const token = await mintSession(env().accounts.pro.apiKey, userId);
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width:1200px;height:700px;border:0';
  document.body.replaceChildren(frame);
  const win = frame.contentWindow as Window & typeof globalThis;
  const doc = frame.contentDocument as Document;
  const script = doc.createElement('script');
  script.type = 'module';
  script.src = URL.createObjectURL(new Blob([inject('ebEnv').bundle.code], { type: 'text/javascript' }));
  doc.head.append(script);
  await expect.poll(() => !!win.customElements.get('email-builder'), { timeout: 10_000 }).toBe(true);
  const el = doc.createElement('email-builder');
  const ready = new Promise<CustomEvent>((resolve) => el.addEventListener('eb-ready', (e) => resolve(e as CustomEvent), { once: true }));
  el.setAttribute('api-key', token);
  el.setAttribute('user-id', userId);
  el.setAttribute('base-url', env().apiUrl);
  doc.body.append(el);
  expect((await ready).detail.plan).toBe('pro');
  await expect
    .poll(() => el.shadowRoot?.querySelector('eb-gallery')?.shadowRoot?.querySelector('.new')?.textContent?.trim())
    .toBe('New template');
  const styles = getComputedStyle(el.shadowRoot?.querySelector('eb-gallery') as Element);
  expect(styles.display).toBe('flex');
});
