import { html, LitElement, nothing, type TemplateResult } from 'lit';
import type { Finding, Severity } from '../../core/checks/index';
import { blockLabel } from '../blocks/registry';
import '../i18n/en/panels-entry';
import '../i18n/en/rest';
import type { MessageKey } from '../i18n/keys';
import { Messages } from '../i18n/messages';
import { define } from '../shared/define';
import { icon } from '../shared/icons';
import { findBlock } from '../state/document-ops';
import type { EditorStore } from '../state/store';
import { checksStyles } from './checks-panel.styles';
import { findingText } from './finding-text';
import { type FieldTarget, fixesFor } from './fixes';
import { focusField, type NavigableEditor, scrollToBlock } from './navigate';

const GROUPS: Array<[Severity, MessageKey]> = [
  ['error', 'dialogs.checks.errors'],
  ['warning', 'dialogs.checks.warnings'],
  ['info', 'dialogs.checks.notes'],
];

/**
 * The Checks panel: what a recipient would hit, grouped by severity, each with a link to its
 * block and a one-click fix where there is one.
 *
 * @fires eb-checks-close - internal: the user closed the panel.
 */
export class EbChecks extends LitElement {
  static override properties = {
    findings: { attribute: false },
    store: { attribute: false },
    editor: { attribute: false },
  };
  static override styles = checksStyles;

  /** Null while the first check runs. */
  declare findings: Finding[] | null;
  declare store: EditorStore | null;
  declare editor: NavigableEditor | null;
  #msg = new Messages(this);

  constructor() {
    super();
    this.findings = null;
    this.store = null;
    this.editor = null;
    this.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      this.#close();
    });
  }

  /** Opening moves focus into the panel, so Escape and Tab start there. */
  protected override firstUpdated(): void {
    this.renderRoot.querySelector<HTMLElement>('h2')?.focus();
  }

  protected override render() {
    const findings = this.findings;
    const t = this.#msg.t.bind(this.#msg);
    return html`<header>
        <h2 id="title" tabindex="-1">${t('dialogs.checks.title')}</h2>
        <button class="btn icon ghost" aria-label=${t('dialogs.checks.close')} @click=${() => this.#close()}>${icon('close')}</button>
      </header>
      <section class="list" aria-labelledby="title">
        ${
          findings === null
            ? html`<p class="empty" role="status">${t('dialogs.checks.checking')}</p>`
            : findings.length === 0
              ? html`<p class="empty" role="status">${t('dialogs.checks.none')}</p>`
              : GROUPS.map(([severity, title]) => this.#group(findings, severity, title))
        }
      </section>`;
  }

  #group(findings: Finding[], severity: Severity, title: MessageKey): TemplateResult | typeof nothing {
    const items = findings.filter((f) => f.severity === severity);
    if (!items.length) return nothing;
    return html`<h3 id="group-${severity}">${this.#msg.t(title, { count: items.length })}</h3>
      <ul aria-labelledby="group-${severity}">
        ${items.map((finding) => this.#item(finding))}
      </ul>`;
  }

  #item(finding: Finding): TemplateResult {
    const store = this.store;
    const block = store && finding.blockId ? findBlock(store.doc, finding.blockId)?.block : null;
    // A read-only (shared) template can be inspected, not changed: no fixes then.
    const fixes = store && !store.readOnly ? fixesFor(finding, store, (target) => this.#focus(target), this) : [];
    const { title, detail } = findingText(finding, this.#msg.i18n);
    return html`<li class=${finding.severity}>
      <p><strong>${title}</strong> ${detail}</p>
      ${finding.code === 'image_alt_missing' && block && !store?.readOnly ? this.#altForm(block.id) : nothing}
      <div class="actions">
        ${block ? html`<button class="btn" @click=${() => this.#jump(block.id)}>${this.#goTo(block.type)}</button>` : nothing}
        ${fixes.map((fix) => html`<button class="btn" @click=${fix.run}>${this.#msg.t(fix.label, fix.params)}</button>`)}
      </div>
    </li>`;
  }

  /** English names the block in lower case mid-sentence; other languages quote the palette's name as it is. */
  #goTo(type: string): string {
    const label = blockLabel(type, this.#msg.i18n);
    return this.#msg.t('dialogs.checks.goTo', { block: this.#msg.i18n.locale === 'en' ? label.toLowerCase() : label });
  }

  /** "Asks for alt": the words go straight onto the image. */
  #altForm(blockId: string): TemplateResult {
    const submit = (e: SubmitEvent) => {
      e.preventDefault();
      const alt = String(new FormData(e.target as HTMLFormElement).get('alt') ?? '').trim();
      if (alt) this.store?.update(blockId, (b) => ({ ...b, props: { ...b.props, alt } }) as typeof b);
    };
    return html`<form @submit=${submit}>
      <input name="alt" aria-label=${this.#msg.t('dialogs.checks.altLabel')} placeholder=${this.#msg.t('dialogs.checks.altPlaceholder')} maxlength="500" required />
      <button class="btn primary" type="submit">${this.#msg.t('dialogs.checks.saveAlt')}</button>
    </form>`;
  }

  #jump(blockId: string): void {
    this.store?.select(blockId);
    if (this.editor) scrollToBlock(this.editor, blockId);
  }

  #focus(target: FieldTarget): void {
    const store = this.store;
    if (!store || !this.editor) return;
    store.select(target.blockId);
    if (target.blockId) scrollToBlock(this.editor, target.blockId);
    void focusField(this.editor, target, this.#msg.i18n);
  }

  #close(): void {
    this.dispatchEvent(new Event('eb-checks-close', { bubbles: true, composed: true }));
  }
}

define('eb-checks', EbChecks);
