// A custom block's form, built from its type's `fields` (docs/api.md §16) with the inspector's own
// controls: one control per field type, never a case per block type. Every edit stores the values
// and the HTML they render to (the block's stand-in should its type be deleted). An `item` field
// lists what was picked and opens the host's data source picker to add more.
import { ContextConsumer } from '@lit/context';
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import type { BlockTypeField } from '../../../core/block-types/definition';
import type { FieldValue, ItemValue } from '../../../core/block-types/template';
import type { CustomBlock } from '../../../core/blocks/custom/schema';
import type { BlockTypeItem } from '../../api/types';
import { copyItem } from '../../data-sources/copy';
import { dataSourceOf, pickerChunk } from '../../data-sources/host';
import '../../i18n/en/block-panels-entry';
import '../../i18n/en/custom-blocks-entry';
import { Messages } from '../../i18n/messages';
import { builderRoot, dialogIn } from '../../images/chunk';
import { apiContext, sessionContext } from '../../shared/context';
import { define } from '../../shared/define';
import { errorMessage } from '../../state/notices';
import { storeContext } from '../../state/store-context';
import {
  checkField,
  colorField,
  forProp,
  linkField,
  numberField,
  removeButton,
  selectField,
  textField,
} from '../fields';
import { accountTypeChanges, accountTypes } from './account-types';
import { loadAccountTypes } from './load-types';
import { customProps } from './values';

/** Items an `item` field holds at most (the document's limit). */
const MAX_ITEMS = 50;
let serial = 0;

/** Rendered into the inspector's shadow root (light DOM), so the inspector's styles apply. */
export class EbCustomFields extends LitElement {
  static override properties = {
    block: { attribute: false },
    set: { attribute: false },
    _error: { state: true },
    _problem: { state: true },
  };

  declare block: CustomBlock | null;
  declare set: ((patch: Partial<CustomBlock['props']>, key?: string) => void) | null;
  declare _error: string;
  /** What went wrong when an item field's button was pressed (no such source, the picker's chunk did not load). */
  declare _problem: { field: string; message: string } | null;
  #store = new ContextConsumer(this, { context: storeContext, subscribe: true });
  #session = new ContextConsumer(this, { context: sessionContext, subscribe: true });
  #api = new ContextConsumer(this, { context: apiContext, subscribe: true, callback: () => this.#load() });
  #msg = new Messages(this);
  readonly #onTypes = () => this.requestUpdate();

  constructor() {
    super();
    this.block = null;
    this.set = null;
    this._error = '';
    this._problem = null;
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Its controls lay out in the panel's section grid, as the other panels' do.
    this.style.display = 'contents';
    accountTypeChanges.addEventListener('change', this.#onTypes);
    this.#load();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    accountTypeChanges.removeEventListener('change', this.#onTypes);
  }

  #load(): void {
    const store = this.#store.value;
    const client = this.#api.value;
    if (!store || !client) return;
    this._error = '';
    loadAccountTypes(store, client, this.#session.value?.features.customBlocks ?? false).catch((error: unknown) => {
      this._error = errorMessage(error);
    });
  }

  protected override render() {
    const store = this.#store.value;
    const block = this.block;
    if (!store || !block) return nothing;
    const t = this.#msg.t.bind(this.#msg);
    const types = accountTypes(store);
    if (!types) {
      return this._error
        ? html`<div role="alert">
            <p class="hint">${t('editor.customBlocks.failed', { error: this._error })}</p>
            <button class="btn" @click=${() => this.#load()}>${t('editor.customBlocks.retry')}</button>
          </div>`
        : html`<p class="hint" role="status">${t('editor.customBlocks.fieldsLoading')}</p>`;
    }
    const def = types.byName.get(block.props.blockType);
    if (!def)
      return html`<p class="hint" role="note">${t('editor.customBlocks.missing', { name: block.props.blockType })}</p>`;
    return def.fields.map((field) =>
      forProp(`values.${field.name}`, this.#control(def, field, block.props.values[field.name])),
    );
  }

  /** Typing in a field is one undo step per field; a pick, a removal or a choice is one of its own (`discrete`). */
  #change(def: BlockTypeItem, name: string, value: FieldValue, discrete = false): void {
    const block = this.block;
    if (!block) return;
    const { values, html: markup } = customProps(def.name, def, { ...block.props.values, [name]: value });
    this.set?.({ values, html: markup }, discrete ? undefined : `values.${name}`);
  }

  #control(def: BlockTypeItem, field: BlockTypeField, value: FieldValue | undefined): TemplateResult {
    const i18n = this.#msg.i18n;
    const text = typeof value === 'string' ? value : '';
    const change = (next: FieldValue) => this.#change(def, field.name, next);
    switch (field.type) {
      case 'text':
        return textField(field.label, text, change, { max: 2000, mergeTags: i18n });
      case 'richtext':
        return textField(field.label, text, change, { max: 20_000, multiline: true });
      case 'image':
      case 'url':
        return linkField(i18n, field.label, text || null, (v) => change(v ?? ''), { nullable: true });
      case 'color':
        return colorField(i18n, field.label, text || null, change, { nullable: true });
      case 'number':
        return numberField(field.label, typeof value === 'number' ? value : null, change, {
          min: -1e9,
          max: 1e9,
          step: 0.01,
          nullable: true,
        });
      case 'select':
        return selectField(
          field.label,
          text,
          (field.options ?? []).map((option) => [option, option] as const),
          (v) => this.#change(def, field.name, v, true),
        );
      case 'boolean':
        return checkField(field.label, value === true, (v) => this.#change(def, field.name, v, true));
      case 'item':
        return this.#itemField(def, field, Array.isArray(value) ? value : []);
    }
  }

  #itemField(def: BlockTypeItem, field: BlockTypeField, items: readonly ItemValue[]): TemplateResult {
    const t = this.#msg.t.bind(this.#msg);
    const source = dataSourceOf(this, field.source);
    const id = `custom-item-${++serial}`;
    const remove = (index: number) =>
      this.#change(
        def,
        field.name,
        items.filter((_, i) => i !== index),
        true,
      );
    return html`<div class="field" role="group" aria-labelledby=${id}>
      <span class="label" id=${id}>${field.label}</span>
      ${
        items.length
          ? html`<ul class="picked" style="display:grid;gap:2px;margin:0;padding:0;list-style:none">
              ${items.map((item, index) => {
                const title = item.title || t('editor.customBlocks.untitled');
                return html`<li style="display:flex;align-items:center;justify-content:space-between;gap:8px">
                  <span>${title}</span>${removeButton(t('editor.customBlocks.remove', { title }), () => remove(index))}
                </li>`;
              })}
            </ul>`
          : html`<p class="hint">${t('editor.customBlocks.nothingChosen')}</p>`
      }
      <button class="btn" type="button" aria-haspopup="dialog" ?disabled=${items.length >= MAX_ITEMS} @click=${() => this.#pick(def, field, items)}>
        ${t('editor.customBlocks.choose', { source: source?.label ?? field.label })}
      </button>
      ${this._problem?.field === field.name ? html`<p class="hint" role="alert">${this._problem.message}</p>` : nothing}
    </div>`;
  }

  /** The host's source is read now: a host may set `dataSources` after the editor opened. */
  async #pick(def: BlockTypeItem, field: BlockTypeField, items: readonly ItemValue[]): Promise<void> {
    const source = dataSourceOf(this, field.source);
    this._problem = source
      ? null
      : { field: field.name, message: this.#msg.t('editor.customBlocks.noSource', { source: field.source ?? '' }) };
    if (!source) return;
    try {
      await pickerChunk.load();
    } catch (error) {
      this._problem = { field: field.name, message: errorMessage(error) };
      return;
    }
    const item = await dialogIn(builderRoot(this), 'eb-item-picker').pick(source);
    if (item) this.#change(def, field.name, [...items, copyItem(item)], true);
  }
}

define('eb-custom-fields', EbCustomFields);

declare global {
  interface HTMLElementTagNameMap {
    'eb-custom-fields': EbCustomFields;
  }
}
