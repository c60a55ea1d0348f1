// "Save as block": a name, and "Shared with my team" for managers (a member's shared save is
// refused by the API, docs/api.md §12, so members are not offered it). The API's own message
// says why a save was refused (the plan's limit of saved blocks: 402).
import { ContextConsumer } from '@lit/context';
import { html, LitElement, nothing } from 'lit';
import type { Block } from '../../core/document/schema';
import '../i18n/en/rest';
import '../i18n/en/panels-entry';
import { Messages } from '../i18n/messages';
import { closeOnBackdrop } from '../shared/backdrop';
import { apiContext, sessionContext } from '../shared/context';
import { define } from '../shared/define';
import { icon } from '../shared/icons';
import { errorMessage } from '../state/notices';
import { announce } from './changes';
import { rememberSavedBlock } from './drag';
import { saveDialogStyles } from './styles';

/**
 * @csspart dialog - the dialog box.
 */
export class EbSaveBlockDialog extends LitElement {
  static override properties = {
    _name: { state: true },
    _shared: { state: true },
    _saving: { state: true },
    _error: { state: true },
  };
  static override styles = saveDialogStyles;

  declare _name: string;
  declare _shared: boolean;
  declare _saving: boolean;
  declare _error: string;
  #api = new ContextConsumer(this, { context: apiContext, subscribe: true });
  #session = new ContextConsumer(this, { context: sessionContext, subscribe: true });
  #block: Block | null = null;
  #msg = new Messages(this);

  constructor() {
    super();
    this._name = '';
    this._shared = false;
    this._saving = false;
    this._error = '';
  }

  get #manager(): boolean {
    return this.#session.value?.role === 'manager';
  }

  /** Opens the dialog for `block`, its name field holding `name` (the block as the editor calls it). */
  async show(block: Block, name: string): Promise<void> {
    this.#block = structuredClone(block);
    this._name = name;
    this._shared = false;
    this._saving = false;
    this._error = '';
    await this.updateComplete;
    const dialog = this.renderRoot.querySelector('dialog');
    if (dialog && !dialog.open) dialog.showModal();
    this.renderRoot.querySelector<HTMLInputElement>('input[name=name]')?.select();
  }

  close(): void {
    this.renderRoot.querySelector('dialog')?.close();
  }

  protected override render() {
    const ready = this._name.trim() !== '' && !this._saving;
    const t = this.#msg.t.bind(this.#msg);
    return html`<dialog part="dialog" aria-labelledby="save-title" @click=${closeOnBackdrop}>
      <header>
        <h2 id="save-title">${t('dialogs.savedBlocks.saveAsBlock')}</h2>
        <button class="btn icon ghost" aria-label=${t('dialogs.savedBlocks.close')} @click=${() => this.close()}>${icon('close')}</button>
      </header>
      <form @submit=${this.#submit}>
        <label class="field"
          ><span>${t('dialogs.savedBlocks.name')}</span
          ><input
            class="input"
            name="name"
            maxlength="200"
            required
            .value=${this._name}
            @input=${(e: Event) => (this._name = (e.target as HTMLInputElement).value)}
        /></label>
        ${
          this.#manager
            ? html`<label class="check"
                ><input type="checkbox" .checked=${this._shared} @change=${(e: Event) => (this._shared = (e.target as HTMLInputElement).checked)} />
                ${t('dialogs.savedBlocks.sharedWithTeam')}</label
              >`
            : nothing
        }
        <p class="hint">${t('dialogs.savedBlocks.hint')}</p>
        ${this._error ? html`<p class="error" role="alert">${this._error}</p>` : nothing}
        <div class="actions">
          <button class="btn" type="button" @click=${() => this.close()}>${t('dialogs.savedBlocks.cancel')}</button>
          <button class="btn primary" type="submit" ?disabled=${!ready}>${t('dialogs.savedBlocks.save')}</button>
        </div>
      </form>
    </dialog>`;
  }

  #submit = async (event: Event): Promise<void> => {
    event.preventDefault();
    const client = this.#api.value;
    const block = this.#block;
    if (!client || !block || this._saving) return;
    this._saving = true;
    this._error = '';
    try {
      const saved = await client.createBlock({
        name: this._name.trim(),
        block,
        ...(this._shared && this.#manager ? { shared: true } : {}),
      });
      rememberSavedBlock(saved._id, saved.block);
      announce({
        kind: 'saved',
        item: {
          _id: saved._id,
          name: saved.name,
          updatedAt: saved.updatedAt,
          ...(saved.userId ? { userId: saved.userId } : {}),
        },
      });
      this.close();
    } catch (error) {
      this._error = errorMessage(error);
    } finally {
      this._saving = false;
    }
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'eb-save-block-dialog': EbSaveBlockDialog;
  }
}

define('eb-save-block-dialog', EbSaveBlockDialog);
