// The first template a user opens costs far more than the next one: Lit prepares each template
// once, each component's stylesheet is parsed once, V8 compiles the editor's functions on their
// first call, and the palette and inspector fetch their own small chunks. So, once the gallery is
// idle and the editor's code is here, one editor is rendered on a blank document where nobody
// sees it, laid out at the element's size, and removed: the user's first open then pays only for
// their own email.
//
// The rehearsal is invisible and inert, lives in a shadow root of its own (no query of the
// element's shadow root finds it), and never reaches the API: its context requests are answered
// here with a blank store and the session, never with the API client.
import type { ContextEvent } from '@lit/context';
import type { ReactiveElement } from 'lit';
import { newBlockId } from '../../core/document/ids';
import { i18nContext } from '../i18n/context';
import { type SessionInfo, sessionContext } from '../shared/context';
import { whenIdle } from '../shared/idle';
import { blankDocument } from '../state/empty';
import { EditorStore } from '../state/store';
import { storeContext } from '../state/store-context';
import { editorChunk, transfersChunk } from './chunks';

/** The longest the rehearsal waits for its canvas frame before it is removed anyway. */
const FRAME_WAIT_MS = 3000;

const warmed = new WeakSet<Node>();

const idle = () => new Promise<void>((resolve) => whenIdle(resolve, 2000));

/** Loads the editor's code and, once per element, rehearses its first render while the page is idle. */
export async function warmEditor(root: ShadowRoot, session: SessionInfo | null): Promise<void> {
  editorChunk.prefetch();
  transfersChunk.prefetch();
  if (warmed.has(root) || !session) return;
  warmed.add(root);
  try {
    await editorChunk.load();
    await idle();
    // The user got there first: the real editor is up, nothing is left to rehearse.
    if (root.querySelector('eb-editor')) return;
    await rehearse(root, session);
  } catch {
    // A rehearsal that fails changes nothing: the real open loads and renders as usual.
  }
}

async function rehearse(root: ShadowRoot, session: SessionInfo): Promise<void> {
  const store = new EditorStore(blankDocument(), () => newBlockId());
  const stage = document.createElement('div');
  stage.setAttribute('aria-hidden', 'true');
  stage.inert = true;
  stage.style.cssText =
    'position:absolute;inset:0;visibility:hidden;pointer-events:none;overflow:hidden;contain:strict;z-index:-1';
  const shadow = stage.attachShadow({ mode: 'open' });
  shadow.addEventListener('context-request', (event) => {
    const request = event as ContextEvent<typeof storeContext | typeof sessionContext>;
    // The element's language may pass (the rehearsal renders the words the user will see); the API client may not.
    if ((request.context as unknown) === i18nContext) return;
    event.stopPropagation();
    if (request.context === storeContext) (request as ContextEvent<typeof storeContext>).callback(store);
    else if (request.context === sessionContext) (request as ContextEvent<typeof sessionContext>).callback(session);
  });
  const editor = document.createElement('eb-editor') as ReactiveElement;
  shadow.append(editor);
  root.append(stage);
  try {
    await editor.updateComplete;
    const canvas = editor.renderRoot.querySelector<ReactiveElement>('eb-canvas');
    await canvas?.updateComplete;
    await frameLoaded(canvas?.renderRoot.querySelector('iframe') ?? null);
    // Style and layout at the element's size (fonts, the stylesheets' rule sets), then one frame.
    stage.getBoundingClientRect();
    editor.offsetHeight;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  } finally {
    stage.remove();
  }
}

function frameLoaded(frame: HTMLIFrameElement | null): Promise<void> {
  if (!frame) return Promise.resolve();
  // The canvas writes into its frame's blank document as it creates it: usually already done.
  if (frame.contentDocument?.querySelector('style')) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FRAME_WAIT_MS);
    frame.addEventListener(
      'load',
      () => {
        clearTimeout(timer);
        // The canvas renders into the frame from its own load listener: let it run first.
        setTimeout(resolve, 0);
      },
      { once: true },
    );
  });
}
