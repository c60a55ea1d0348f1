import { css, html, LitElement } from 'lit';
import { define } from '../../shared/define';
import { controls } from '../../shared/theme.styles';

export interface MenuItem {
  id: string;
  label: string;
  danger?: boolean;
}

/**
 * A card's "Template actions" menu (WAI-ARIA menu button pattern): opens under its button with
 * the first item focused; ↑/↓/Home/End move, Enter or a click chooses, Escape, Tab or a click
 * outside closes, and focus goes back to the button.
 */
export class EbTemplateMenu extends LitElement {
  static override properties = { items: { attribute: false }, label: { type: String } };

  static override styles = [
    controls,
    css`
      :host {
        position: fixed;
        z-index: 20;
        min-width: 180px;
        padding: 4px;
        border: 1px solid var(--eb-border);
        border-radius: var(--eb-radius);
        background: var(--eb-bg);
        box-shadow: var(--eb-shadow);
      }
      [role='menu'] {
        display: grid;
      }
      [role='menuitem'] {
        all: unset;
        padding: 7px 10px;
        border-radius: var(--eb-radius-sm);
        cursor: pointer;
        white-space: nowrap;
      }
      [role='menuitem']:hover,
      [role='menuitem']:focus-visible {
        background: var(--eb-accent-soft);
        outline: none;
      }
      .danger {
        color: var(--eb-danger, #b42318);
      }
    `,
  ];

  declare items: MenuItem[];
  declare label: string;
  #resolve: (id: string | null) => void = () => {};
  #anchor: HTMLElement | null = null;

  constructor() {
    super();
    this.items = [];
    this.label = '';
  }

  /** Shows the menu under `anchor`; resolves to the chosen item's id, or null when dismissed. */
  choose(anchor: HTMLElement): Promise<string | null> {
    this.#anchor = anchor;
    const rect = anchor.getBoundingClientRect();
    const top = rect.bottom + 4;
    this.style.top = `${Math.min(top, window.innerHeight - 8 - 40 * this.items.length)}px`;
    // Aligned with the anchor's inline end: its right edge, or its left edge in a right-to-left UI.
    const rtl = anchor.matches(':dir(rtl)');
    this.style.left = `${rtl ? Math.max(8, Math.min(rect.left, window.innerWidth - 188)) : Math.max(8, rect.right - 180)}px`;
    anchor.setAttribute('aria-expanded', 'true');
    document.addEventListener('pointerdown', this.#onOutside, true);
    this.updateComplete.then(() => this.#items()[0]?.focus());
    return new Promise((resolve) => {
      this.#resolve = resolve;
    });
  }

  #items(): HTMLElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  }

  #close(id: string | null, refocus = true): void {
    document.removeEventListener('pointerdown', this.#onOutside, true);
    this.#anchor?.setAttribute('aria-expanded', 'false');
    if (refocus) this.#anchor?.focus();
    this.remove();
    this.#resolve(id);
  }

  #onOutside = (event: Event): void => {
    if (!event.composedPath().includes(this)) this.#close(null, false);
  };

  #onKey = (event: KeyboardEvent): void => {
    const items = this.#items();
    const at = items.indexOf(
      this.renderRoot instanceof ShadowRoot ? (this.renderRoot.activeElement as HTMLElement) : items[0]!,
    );
    let next: HTMLElement | undefined;
    if (event.key === 'ArrowDown') next = items[(at + 1) % items.length];
    else if (event.key === 'ArrowUp') next = items[(at - 1 + items.length) % items.length];
    else if (event.key === 'Home') next = items[0];
    else if (event.key === 'End') next = items[items.length - 1];
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      this.#close(null);
      return;
    } else if (event.key === 'Tab') {
      this.#close(null, false);
      return;
    }
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  protected override render() {
    return html`<div role="menu" aria-label=${this.label} @keydown=${this.#onKey}>
      ${this.items.map(
        (item) =>
          html`<button role="menuitem" tabindex="-1" class=${item.danger ? 'danger' : ''} @click=${() => this.#close(item.id)}>
            ${item.label}
          </button>`,
      )}
    </div>`;
  }
}

define('eb-template-menu', EbTemplateMenu);
