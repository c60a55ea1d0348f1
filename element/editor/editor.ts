// English editor and dialog messages, registered before anything in this chunk renders; the
// store's block edits, handed over before anything in this chunk edits.
import '../i18n/en/rest';
import '../state/document-ops-entry';
import { ContextConsumer } from '@lit/context';
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { BLOCKS } from '../../core/blocks/registry';
import { localizeNewBlock } from '../../core/blocks/samples';
import type { Block, BlockType } from '../../core/document/schema';
import { type PaletteAddDetail, takePrepared } from '../blocks/drag';
import type { CanvasDropDetail, Device, EbCanvas } from '../canvas/canvas';
import type { DeviceChangeDetail } from '../inspector/inspector';
import { themedNewBlock } from '../inspector/theme';
import '../canvas/canvas';
import '../inspector/inspector';
import '../palette/palette';
import { ChecksSlot } from '../checks/slot';
import { CommentsSlot } from '../comments/slot';
import type { MessageKey } from '../i18n/keys';
import { Messages } from '../i18n/messages';
import { statusSlot } from '../review/status-slot';
import { sessionContext } from '../shared/context';
import { define } from '../shared/define';
import { icon, pathIcon } from '../shared/icons';
import { lazyChunk } from '../shared/lazy-chunk';
import { ROOT } from '../state/document-ops';
import type { LiveHost } from '../state/live';
import type { Notice } from '../state/notices';
import type { EditorStore } from '../state/store';
import { StoreController } from '../state/store-controller';
import { editorStyles } from './editor.styles';
import { editorShortcut } from './shortcuts';

export type { Notice } from '../state/notices';

export type EditorAction = 'back' | 'save' | 'save-copy' | 'preview' | 'export' | 'history' | 'test-send';

/** A clock with an arrow going back: the History button. */
const HISTORY_ICON = 'M3 12a9 9 0 1 0 3-6.7L3 8m0-5v5h5m4-1v5l3 2';
/** A paper plane: Send test. */
const SEND_ICON = 'm22 2-7 20-4-9-9-4zM22 2 11 13';

/**
 * Live co-editing (docs/api.md §14; Yjs, the Hocuspocus provider, presence): loaded once an
 * editor shows a saved template on a plan with `coEditing`, after the editor's own code.
 */
const collabChunk = lazyChunk(() => import('../collab/live'));

/** Below 1280 px the palette and the inspector are drawers (bottom sheets below 768 px); at most one is open. */
type Drawer = 'palette' | 'inspector' | null;

const STATUS: Record<string, MessageKey> = {
  new: 'editor.toolbar.statusNew',
  saved: 'editor.toolbar.statusSaved',
  saving: 'editor.toolbar.statusSaving',
  dirty: 'editor.toolbar.statusDirty',
};

/**
 * The editor: toolbar, palette, canvas and inspector around one document.
 *
 * @fires eb-editor-action - internal: a toolbar action for the root (save, export, …).
 * @csspart toolbar - the top bar.
 * @csspart palette - the left column.
 * @csspart canvas - the email stage.
 * @csspart inspector - the right column.
 */
export class EbEditor extends LitElement {
  static override properties = {
    notice: { attribute: false },
    device: { state: true },
    drawer: { state: true },
  };

  static override styles = editorStyles;

  declare notice: Notice | null;
  declare device: Device;
  declare drawer: Drawer;
  readonly #stores = new StoreController(this);
  #session = new ContextConsumer(this, { context: sessionContext, subscribe: true });
  readonly #checks = new ChecksSlot(this, () => this.#store);
  readonly #comments = new CommentsSlot(this, () => this.#store);
  readonly #msg = new Messages(this);

  get #store(): EditorStore | null {
    return this.#stores.value;
  }

  constructor() {
    super();
    this.notice = null;
    this.device = 'desktop';
    this.drawer = null;
    this.addEventListener('keydown', this.#onKey);
    this.addEventListener('eb-palette-add', (e) => {
      const { type, block } = (e as CustomEvent<PaletteAddDetail>).detail;
      this.#add(type, block);
      // On a narrow screen the palette covers the canvas: show where the block landed.
      if (this.drawer === 'palette') this.drawer = null;
    });
    this.addEventListener('eb-canvas-drop', (e) => this.#drop((e as CustomEvent<CanvasDropDetail>).detail));
    this.addEventListener('eb-device-change', (e) => {
      this.device = (e as CustomEvent<DeviceChangeDetail>).detail.device;
    });
  }

  /** The collab chunk joins (or leaves) the live session of what the element's editor shows. */
  protected override updated(): void {
    this.#followLive();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#followLive();
  }

  #followLive(): void {
    const host = (this.getRootNode() as ShadowRoot).host;
    if (host?.localName !== 'email-builder') return;
    if (collabChunk.loaded || (this.#store?.templateId && this.#session.value?.features.coEditing))
      collabChunk.load().then(
        (live) => live.follow(host as unknown as LiveHost),
        () => {},
      );
  }

  get canvas(): EbCanvas | null {
    return this.renderRoot.querySelector('eb-canvas');
  }

  protected override render() {
    const store = this.#store;
    if (!store) return nothing;
    const features = this.#session.value?.features;
    const readOnly = store.readOnly;
    // A live session's undo takes back only this user's changes (element/collab).
    const history = store.history ?? store;
    const exportAllowed = features?.exportHtml ?? false;
    const state = store.templateId === null && store.saveState === 'saved' ? 'new' : store.saveState;
    const t = (key: MessageKey) => this.#msg.t(key);
    const statusKey = STATUS[state];
    const status =
      state === 'error'
        ? this.#msg.t('editor.toolbar.statusError', { error: store.saveError })
        : statusKey
          ? t(statusKey)
          : '';
    return html`<div class="toolbar" part="toolbar">
        <button class="btn ghost" @click=${() => this.#action('back')}>${icon('back')}<span class="label">${t('editor.toolbar.back')}</span></button>
        <span class="divider"></span>
        <div class="name">
          <input
            aria-label=${t('editor.toolbar.templateName')}
            maxlength="200"
            .value=${store.name}
            ?readonly=${readOnly}
            @input=${(e: Event) => store.rename((e.target as HTMLInputElement).value)}
          />
          <span class="status ${readOnly ? 'read-only' : state}" role="status">${readOnly ? t('editor.toolbar.readOnly') : status}</span>
        </div>
        ${statusSlot(store)}
        <eb-presence></eb-presence>
        <button class="btn icon ghost" aria-label=${t('editor.toolbar.undo')} title=${t('editor.toolbar.undoTitle')} ?disabled=${!history.canUndo} @click=${() => history.undo()}>${icon('undo')}</button>
        <button class="btn icon ghost" aria-label=${t('editor.toolbar.redo')} title=${t('editor.toolbar.redoTitle')} ?disabled=${!history.canRedo} @click=${() => history.redo()}>${icon('redo')}</button>
        <span class="divider"></span>
        <div class="group" role="group" aria-label=${t('editor.toolbar.canvasWidth')}>
          ${this.#device('desktop', t('editor.toolbar.desktop'))} ${this.#device('mobile', t('editor.toolbar.mobile'))}
        </div>
        <span class="divider"></span>
        ${this.#checks.button()} ${this.#comments.button()}
        <button class="btn ghost" title=${t('editor.toolbar.preview')} @click=${() => this.#action('preview')}>${icon('eye')}<span class="label">${t('editor.toolbar.preview')}</span></button>
        <button
          class="btn ghost"
          ?disabled=${store.templateId === null}
          title=${t(store.templateId === null ? 'editor.toolbar.historyUnsaved' : 'editor.toolbar.historyTitle')}
          @click=${() => this.#action('history')}
        >${pathIcon(HISTORY_ICON)}<span class="label">${t('editor.toolbar.history')}</span></button>
        ${
          features?.testSend && !store.viewOnly
            ? html`<button
                class="btn icon ghost"
                aria-label=${t('editor.toolbar.sendTest')}
                title=${t('editor.toolbar.sendTestTitle')}
                @click=${() => this.#action('test-send')}
              >${pathIcon(SEND_ICON, true)}</button>`
            : nothing
        }
        <button
          class="btn"
          aria-disabled=${exportAllowed ? 'false' : 'true'}
          title=${t(exportAllowed ? 'editor.toolbar.exportTitle' : 'editor.toolbar.exportUpgrade')}
          @click=${() => this.#action('export')}
        >${icon('download')}<span class="label">${t('editor.toolbar.export')}</span></button>
        ${
          store.viewOnly
            ? nothing
            : readOnly
              ? html`<button class="btn primary" @click=${() => this.#action('save-copy')}>${t('editor.toolbar.saveCopy')}</button>`
              : html`<button class="btn primary" ?disabled=${store.saveState === 'saving'} @click=${() => this.#action('save')}>${t('editor.toolbar.save')}</button>`
        }
        ${store.viewOnly ? nothing : this.#drawerToggle('palette', t('editor.toolbar.blocks'), 'plus')} ${this.#drawerToggle('inspector', t('editor.toolbar.settings'), 'file')}
      </div>
      ${readOnly ? this.#banner({ code: 'shared_read_only', kind: 'info', message: t(store.viewOnly ? 'review.viewOnly' : 'editor.banner.readOnly') }) : nothing}
      ${store.editingShared ? this.#banner({ code: 'shared_editing', kind: 'warning', message: t('editor.banner.editingShared') }) : nothing}
      ${this.notice ? this.#banner(this.notice) : nothing}
      <div class="body ${this.drawer ? `open-${this.drawer}` : ''} ${store.viewOnly ? 'view-only' : ''}">
        <aside class="left" id="palette" part="palette" aria-label=${t('editor.toolbar.blocks')} tabindex="-1">
          <eb-palette ?disabled=${readOnly}></eb-palette>
        </aside>
        <eb-canvas part="canvas" exportparts="frame" .device=${this.device} .badges=${this.#comments.badges}></eb-canvas>
        <aside class="right" id="inspector" part="inspector" aria-label=${t('editor.toolbar.settings')} tabindex="0"><eb-inspector .device=${this.device}></eb-inspector></aside>
        ${this.#checks.panel(this)} ${this.#comments.panel()}
      </div>`;
  }

  /** Opens or closes a drawer; hidden by the layout at 1280 px and wider, where both panels always show. */
  #drawerToggle(drawer: Exclude<Drawer, null>, label: string, glyph: 'plus' | 'file'): TemplateResult {
    const open = this.drawer === drawer;
    return html`<button
      class="btn ghost drawer-toggle"
      aria-expanded=${open ? 'true' : 'false'}
      aria-controls=${drawer}
      @click=${() => (this.drawer = open ? null : drawer)}
    >${icon(open ? 'close' : glyph)}${label}</button>`;
  }

  #device(device: Device, label: string): TemplateResult {
    return html`<button class="btn ghost" aria-pressed=${this.device === device ? 'true' : 'false'} @click=${() => (this.device = device)}>
      ${icon(device)}${label}
    </button>`;
  }

  #banner(notice: Notice): TemplateResult {
    return html`<div class="notice banner ${notice.kind === 'info' ? '' : notice.kind}" role=${notice.kind === 'error' ? 'alert' : 'status'}>
      ${notice.kind === 'info' ? nothing : icon('alert')}
      <span class="grow">${notice.message}</span>
      ${notice.action ? html`<button class="btn" @click=${notice.action.run}>${notice.action.label}</button>` : nothing}
    </div>`;
  }

  #add(type: BlockType, prepared?: Block): void {
    const store = this.#store;
    if (!store || store.readOnly) return;
    const block = prepared ?? this.#newBlock(type, store.newId());
    // Nothing selected: land in the visible part of the canvas rather than at the far end.
    const visibleIndex = store.selectedId ? null : this.canvas?.visibleInsertIndex();
    store.insert(
      block,
      visibleIndex === null || visibleIndex === undefined ? undefined : { container: ROOT, index: visibleIndex },
    );
    this.canvas?.reveal(block.id);
  }

  #drop(detail: CanvasDropDetail): void {
    const store = this.#store;
    if (!store || store.readOnly) return;
    if (detail.newType)
      store.insert(takePrepared(detail.newType) ?? this.#newBlock(detail.newType, store.newId()), detail.position);
    else if (detail.moveId) store.move(detail.moveId, detail.position);
  }

  /**
   * Placeholders come from our own API (absolute, so the document stays valid), never a third
   * party; the sample words are in the editor's language; the look comes from the theme.
   */
  #newBlock(type: BlockType, id: string) {
    const assetBaseUrl = this.#session.value?.assetBaseUrl ?? new URL('/assets', location.href).href;
    const block = localizeNewBlock(BLOCKS[type].create(id, assetBaseUrl), this.#msg.i18n.locale);
    const canvas = this.#store?.doc.canvas;
    return canvas ? themedNewBlock(block, canvas) : block;
  }

  #action(action: EditorAction): void {
    this.dispatchEvent(
      new CustomEvent<EditorAction>('eb-editor-action', { detail: action, bubbles: true, composed: true }),
    );
  }

  #onKey = (event: KeyboardEvent): void => {
    const store = this.#store;
    if (!store) return;
    editorShortcut(event, store, {
      drawerOpen: Boolean(this.drawer),
      closeDrawer: () => (this.drawer = null),
      save: () => this.#action(store.readOnly ? 'save-copy' : 'save'),
    });
  };
}

define('eb-editor', EbEditor);
