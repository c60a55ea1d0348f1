// How many of the user's template cards the gallery renders: a first step keeps the first paint
// small at 500 templates; when the last rendered card's follower (the sentinel) scrolls into view,
// more cards are added, and more pages fetched before they run out.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { TemplateList } from './template-list';

/** Cards rendered per step. */
const STEP = 48;

export class CardPager implements ReactiveController {
  #limit = STEP;
  #sentinel: IntersectionObserver | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & { renderRoot: ParentNode },
    private readonly list: TemplateList,
  ) {
    host.addController(this);
  }

  /** How many matching cards to render. */
  get limit(): number {
    return this.#limit;
  }

  /** Back to the first step (a new search, order or filter). */
  reset(): void {
    if (this.#limit === STEP) return;
    this.#limit = STEP;
    this.host.requestUpdate();
  }

  /** Watches the rendered sentinel, if any: call after every update. */
  watch(): void {
    const sentinel = this.host.renderRoot.querySelector('.sentinel');
    this.#sentinel?.disconnect();
    if (!sentinel) return;
    this.#sentinel ??= new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) this.#showMore();
    });
    this.#sentinel.observe(sentinel);
  }

  hostDisconnected(): void {
    this.#sentinel?.disconnect();
  }

  #showMore(): void {
    const count = this.list.items.length;
    if (this.#limit < count) {
      this.#limit += STEP;
      this.host.requestUpdate();
    }
    if (this.#limit >= count - STEP) void this.list.more();
  }
}
