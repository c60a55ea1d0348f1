import { ContextConsumer } from '@lit/context';
import { html, LitElement, nothing } from 'lit';
import { BLOCK_TYPES, blockUnit } from '../../core/blocks/registry';
import type { BlockType } from '../../core/document/schema';
import { customBlocksChunk } from '../blocks/custom/chunk';
import { DRAG_NEW, type PaletteAddDetail } from '../blocks/drag';
import { blockIcon, blockLabel, blockUi, loadPanel } from '../blocks/registry';
import { Messages } from '../i18n/messages';
import { savedBlocksChunk } from '../saved-blocks/chunk';
import { sessionContext } from '../shared/context';
import { define } from '../shared/define';
import { whenIdle } from '../shared/idle';
import { paletteStyles } from './palette.styles';

/** Pointing at a type is a good sign it is about to be added and selected: fetch its panel early. */
function prefetchPanel(type: BlockType): void {
  // A failure here is silent: the inspector retries and says so when the panel is needed.
  loadPanel(type).catch(() => {});
}

/**
 * Every block type, by its label: click adds after the selection, drag drops at a position.
 *
 * @fires eb-palette-add - internal: a block type was clicked.
 */
export class EbPalette extends LitElement {
  static override properties = { disabled: { type: Boolean }, _savedShown: { state: true } };
  static override styles = paletteStyles;

  declare disabled: boolean;
  declare _savedShown: boolean;
  readonly #msg = new Messages(this);
  readonly #session = new ContextConsumer(this, { context: sessionContext, subscribe: true });

  constructor() {
    super();
    this.disabled = false;
    this._savedShown = false;
  }

  protected override firstUpdated(): void {
    // The Saved section (its chunk and its read of the API) comes once the editor has been
    // painted: the click that opens a template waits for the blocks and the email only, and the
    // chunk is requested when the section is shown, not before. It upgrades when it lands. (An
    // idle callback, not a frame: frames stop in a hidden page; the timeout bounds the wait on a busy one.)
    whenIdle(() => {
      this._savedShown = true;
      savedBlocksChunk.prefetch();
    }, 300);
  }

  protected override render() {
    // The account's own types (docs/api.md §16): a chunk of their own, on plans that have them.
    const custom = this._savedShown && (this.#session.value?.features.customBlocks ?? false);
    if (custom) customBlocksChunk.prefetch();
    return html`<h2 id="title">${this.#msg.t('editor.palette.title')}</h2>
      <ul aria-labelledby="title">
        ${BLOCK_TYPES.filter((type) => blockUi(type) && !blockUnit(type)?.runtime).map(
          (type) => html`<li>
            <button
              draggable=${this.disabled ? 'false' : 'true'}
              ?disabled=${this.disabled}
              @click=${() => this.#add(type)}
              @pointerenter=${() => prefetchPanel(type)}
              @focus=${() => prefetchPanel(type)}
              @dragstart=${(event: DragEvent) => this.#dragStart(event, type)}
            >
              ${blockIcon(type)}<span>${blockLabel(type, this.#msg.i18n)}</span>
            </button>
          </li>`,
        )}
      </ul>
      <p>${this.#msg.t('editor.palette.hint')}</p>
      ${custom ? html`<eb-custom-blocks ?disabled=${this.disabled}></eb-custom-blocks>` : nothing}
      ${this._savedShown ? html`<eb-saved-blocks ?disabled=${this.disabled}></eb-saved-blocks>` : nothing}`;
  }

  #add(type: BlockType): void {
    this.dispatchEvent(
      new CustomEvent<PaletteAddDetail>('eb-palette-add', { detail: { type }, bubbles: true, composed: true }),
    );
  }

  #dragStart(event: DragEvent, type: BlockType): void {
    if (!event.dataTransfer) return;
    event.dataTransfer.setData(DRAG_NEW, type);
    event.dataTransfer.setData('text/plain', type);
    event.dataTransfer.effectAllowed = 'copyMove';
  }
}

define('eb-palette', EbPalette);
