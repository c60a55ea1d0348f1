// The "Edit together" view: two Pinecrest managers in one shared template, side by side, each in
// an <email-builder> of their own with a token minted for them, so a visitor watches live
// co-editing (presence, outlines, a taken text block, edits arriving) on one screen. Mounted the
// first time the view is chosen: the landing page does not pay for three editors.
import './together.css';
import { equipBuilder } from './extensions';
import { postJson } from './http';

interface CoEditor {
  id: string;
  name: string;
  role: string;
  access: 'manager' | 'member';
}
interface Together {
  template: { id: string; name: string };
  people: CoEditor[];
}
interface PresenceDetail {
  users: Array<{ userId: string; name: string }>;
}
type Builder = HTMLElement & { open(id: string): Promise<void> };

const $ = <T extends HTMLElement>(selector: string) => document.querySelector(selector) as T;
let mounted = false;

/** Wires the view switch; `locale` reads the header's language picker. */
export function setUpTogether(locale: () => string): void {
  const tabs = [$<HTMLButtonElement>('#tab-one'), $<HTMLButtonElement>('#tab-together')];
  const choose = (tab: HTMLButtonElement, focus = false) => {
    for (const t of tabs) {
      const on = t === tab;
      t.setAttribute('aria-selected', String(on));
      t.tabIndex = on ? 0 : -1;
      $(`#${t.getAttribute('aria-controls')}`).hidden = !on;
    }
    if (focus) tab.focus();
    if (tab.id === 'tab-together' && !mounted) {
      mounted = true;
      void mountPanes(locale());
    }
  };
  for (const tab of tabs) {
    tab.addEventListener('click', () => {
      choose(tab);
      // A link a sales engineer can send: /#together opens this view.
      history.replaceState(null, '', tab.id === 'tab-together' ? '#together' : '#demo');
    });
    // The tabs pattern: arrows move between the two tabs.
    tab.addEventListener('keydown', (event) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      choose(tabs[(tabs.indexOf(tab) + 1) % tabs.length]!, true);
    });
  }
  const fromHash = () => {
    if (location.hash !== '#together') return;
    choose(tabs[1]!);
    $('#demo').scrollIntoView();
  };
  window.addEventListener('hashchange', fromHash);
  fromHash();
}

async function mountPanes(locale: string): Promise<void> {
  const host = $('#together-panes');
  let together: Together;
  try {
    const response = await fetch('/api/together', { credentials: 'same-origin' });
    together = (await response.json()) as Together;
    if (!response.ok)
      throw new Error((together as unknown as { error?: string }).error ?? `answered ${response.status}`);
  } catch (error) {
    host.textContent = `Could not open the shared template: ${(error as Error).message}`;
    return;
  }
  $('#together-template').textContent = `“${together.template.name}”`;
  host.replaceChildren(...together.people.map((person) => pane(person, together, locale)));
}

/** One person's screen: a bar saying who they are and who is with them (the element's avatars carry the colours), and their editor. */
function pane(person: CoEditor, together: Together, locale: string): HTMLElement {
  const section = document.createElement('section');
  section.className = 'pane app-frame';
  section.dataset.user = person.id;
  section.setAttribute('aria-label', `${person.name}’s screen`);
  const bar = document.createElement('div');
  bar.className = 'pane-bar';
  const who = document.createElement('strong');
  who.textContent = person.name;
  const role = document.createElement('span');
  role.className = 'pane-role';
  role.textContent = `${person.role} · ${person.access === 'manager' ? 'manager: edits' : 'member: read-only'}`;
  const presence = document.createElement('output');
  presence.className = 'pane-presence';
  presence.textContent = 'Joining…';
  bar.append(who, role, presence);

  const body = document.createElement('div');
  body.className = 'app-body';
  const el = document.createElement('email-builder') as Builder;
  el.setAttribute('user-id', person.id);
  el.setAttribute('theme', 'light');
  el.setAttribute('locale', locale);
  equipBuilder(el);
  // The token is validated (eb-ready) before the shared template is opened; a fresh token later fires eb-ready again.
  let opened = false;
  el.addEventListener('eb-ready', () => {
    if (opened) return;
    opened = true;
    void el.open(together.template.id);
  });
  el.addEventListener('eb-presence-change', (event) => {
    const others = (event as CustomEvent<PresenceDetail>).detail.users
      .filter((u) => u.userId !== person.id)
      .map((u) => u.name);
    presence.textContent = others.length ? `Here with ${others.join(', ')}` : 'Alone in the template';
  });
  el.addEventListener('eb-session-expired', () => void feedToken(el, person.id));
  body.append(el);
  section.append(bar, body);
  void feedToken(el, person.id);
  return section;
}

const refreshTimers = new WeakMap<HTMLElement, number>();

/** A token for this pane's person from Pinecrest's server, refreshed before it runs out. */
async function feedToken(el: HTMLElement, userId: string): Promise<void> {
  try {
    const token = await postJson<{ sessionToken: string; expiresIn: number }>('/api/together/session', { userId });
    el.setAttribute('api-key', token.sessionToken);
    clearTimeout(refreshTimers.get(el));
    refreshTimers.set(
      el,
      window.setTimeout(() => void feedToken(el, userId), Math.max(30, token.expiresIn * 0.8) * 1000),
    );
  } catch (error) {
    el.closest('.pane')
      ?.querySelector('.pane-presence')
      ?.replaceChildren(`Could not get a session token: ${(error as Error).message}`);
  }
}
