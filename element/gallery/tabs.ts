// The gallery's tab list (WAI-ARIA tabs pattern): ←/→ move to the previous or next tab (mirrored
// right to left, where the next tab is on the left), Home and End to the first and last; the
// chosen tab gets the focus and its panel.
import { html, type TemplateResult } from 'lit';

export type TabId = 'mine' | 'library';

export function tabList(
  label: string,
  tabs: ReadonlyArray<readonly [TabId, string]>,
  current: TabId,
  select: (id: TabId) => void,
): TemplateResult {
  const ids = tabs.map(([id]) => id);
  const onKey = (event: KeyboardEvent): void => {
    const at = ids.indexOf(current);
    const rtl = (event.currentTarget as Element).matches(':dir(rtl)');
    let next: TabId | undefined;
    if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) next = ids[(at + 1) % ids.length];
    else if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) next = ids[(at - 1 + ids.length) % ids.length];
    else if (event.key === 'Home') next = ids[0];
    else if (event.key === 'End') next = ids[ids.length - 1];
    if (!next) return;
    event.preventDefault();
    select(next);
  };
  return html`<div role="tablist" aria-label=${label} part="tabs" @keydown=${onKey}>
    ${tabs.map(([id, name]) => {
      const selected = id === current;
      return html`<button
        role="tab"
        id=${`tab-${id}`}
        aria-selected=${selected ? 'true' : 'false'}
        aria-controls="panel"
        tabindex=${selected ? 0 : -1}
        @click=${() => select(id)}
>${name}</button>`;
    })}
  </div>`;
}
