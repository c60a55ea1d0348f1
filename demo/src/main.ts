// Pinecrest CRM's page script: signs a demo user in, hands <email-builder> a session token from
// its own backend, keeps that token fresh, and shows every eb-* event the element fires.
import './styles.css';
import { clearLog, endChangeRun, log, logChange } from './event-log';
import { equipBuilder, showWritingHelp, type WritingHelp } from './extensions';
import { postJson } from './http';
import { renderSnippets } from './snippet-list';
import { setUpTogether } from './together';

interface Person {
  id: string;
  name: string;
  role: string;
  /** The Email Builder role Pinecrest gives this person. */
  access: 'member' | 'manager';
}
interface Workspace {
  id: 'pro' | 'free';
  label: string;
  plan: string;
}
interface Me {
  user: Person;
  workspace: Workspace;
  users: Person[];
  workspaces: Workspace[];
  apiUrl: string;
  dashboardUrl: string | null;
  elementGzipKb: number | null;
  writingHelp: WritingHelp;
}
interface SessionToken {
  sessionToken: string;
  expiresIn: number;
  userId: string;
}

const EVENTS = [
  'eb-ready',
  'eb-change',
  'eb-dirty-change',
  'eb-save',
  'eb-error',
  'eb-session-expired',
  'eb-delete',
  'eb-duplicate',
  'eb-upgrade-requested',
] as const;
/** Where the demo remembers the visitor's language between visits. */
const LOCALE_STORAGE = 'pinecrest.locale';

const $ = <T extends HTMLElement>(selector: string) => document.querySelector(selector) as T;
let me: Me;
let builder: HTMLElement | null = null;
let refreshTimer = 0;
const facts = { plan: '—', expiresAt: 0 };

/** What every integration does: ask its own backend for a token for the signed-in user. */
async function mintToken(): Promise<SessionToken> {
  const token = await postJson<SessionToken>('/api/email-builder/session');
  facts.expiresAt = Date.now() + token.expiresIn * 1000;
  renderFacts();
  // Refresh quietly before the token runs out; eb-session-expired covers sleeping laptops.
  clearTimeout(refreshTimer);
  refreshTimer = window.setTimeout(() => void refreshToken('scheduled'), Math.max(30, token.expiresIn * 0.8) * 1000);
  return token;
}

async function refreshToken(reason: 'scheduled' | 'expired'): Promise<void> {
  const el = builder;
  if (!el) return;
  try {
    const token = await mintToken();
    if (el !== builder) return;
    el.setAttribute('api-key', token.sessionToken);
    log(
      'host',
      reason === 'expired'
        ? 'Fetched a fresh session token and set api-key'
        : 'Refreshed the session token ahead of expiry',
    );
  } catch (error) {
    log('host', `Could not refresh the session token: ${(error as Error).message}`, 'error');
  }
}

/** A fresh element per signed-in user: a sign-in is a new page in most apps. */
async function mountBuilder(): Promise<void> {
  const host = $('#builder-host');
  const el = document.createElement('email-builder');
  el.setAttribute('user-id', me.user.id);
  el.setAttribute('theme', 'light');
  el.setAttribute('locale', chosenLocale());
  equipBuilder(el);
  showWritingHelp($('#writing-help-note'), me.writingHelp, chosenLocale());
  for (const type of EVENTS) el.addEventListener(type, (event) => onBuilderEvent(type, (event as CustomEvent).detail));
  el.addEventListener('eb-session-expired', () => void refreshToken('expired'));
  builder = el;
  host.replaceChildren(el);
  try {
    const token = await mintToken();
    if (builder === el) el.setAttribute('api-key', token.sessionToken);
  } catch (error) {
    log('host', `Could not get a session token: ${(error as Error).message}`, 'error');
  }
}

function onBuilderEvent(type: (typeof EVENTS)[number], detail: unknown): void {
  const d = (detail ?? {}) as Record<string, unknown>;
  if (type === 'eb-ready') {
    facts.plan = String(d.plan ?? '—');
    renderFacts();
    const features = Object.entries((d.features ?? {}) as Record<string, boolean>)
      .filter(([, on]) => on)
      .map(([name]) => name);
    log(type, `plan ${facts.plan} · ${features.join(', ') || 'no extra features'}`);
  } else if (type === 'eb-change') {
    const blocks = ((d.document as { blocks?: unknown[] } | undefined)?.blocks ?? []).length;
    const text = `document changed · ${blocks} top-level block${blocks === 1 ? '' : 's'}`;
    logChange(type, text);
    return;
  } else if (type === 'eb-save') {
    const t = (d.template ?? {}) as { _id?: string; name?: string };
    log(type, `saved “${t.name ?? ''}” (${t._id ?? ''})`, 'ok');
  } else if (type === 'eb-dirty-change') {
    log(type, d.dirty ? 'unsaved changes' : 'everything saved');
  } else if (type === 'eb-error') {
    log(type, `${d.status ?? ''} ${d.code ?? ''} — ${d.message ?? ''}`, 'error');
  } else if (type === 'eb-delete') {
    log(type, `deleted ${d.id ?? ''}`, 'warn');
  } else if (type === 'eb-duplicate') {
    const t = (d.template ?? {}) as { _id?: string; name?: string };
    log(type, `duplicated as “${t.name ?? ''}” (${t._id ?? ''})`, 'ok');
  } else if (type === 'eb-upgrade-requested') {
    log(
      type,
      `upgrade asked for ${d.feature ?? ''} on the ${d.plan ?? ''} plan: a host opens its billing page here`,
      'warn',
    );
  } else {
    log(type, 'token expired: the host is asked for a new api-key', 'warn');
  }
  endChangeRun();
}

function renderFacts(): void {
  const rows: Array<[string, string]> = [
    ['Signed in as', `${me.user.name} (${me.user.id})`],
    ['Workspace', `${me.workspace.label}`],
    ['Shared templates', me.user.access === 'manager' ? 'Editable (manager)' : 'Read-only (member)'],
    ['Plan', facts.plan],
    [
      'Token expires',
      facts.expiresAt ? new Date(facts.expiresAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) : '—',
    ],
  ];
  $('#session-facts').replaceChildren(
    ...rows.map(([label, value]) => {
      const row = document.createElement('div');
      const dt = document.createElement('dt');
      dt.textContent = label;
      const dd = document.createElement('dd');
      dd.textContent = value;
      row.append(dt, dd);
      return row;
    }),
  );
}

function renderSwitchers(): void {
  const users = $('#users');
  users.replaceChildren(
    ...me.users.map((person) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'user';
      button.setAttribute('aria-pressed', String(person.id === me.user.id));
      button.title = `${person.name} · ${person.role}`;
      const avatar = document.createElement('span');
      avatar.className = `avatar avatar-${person.id}`;
      avatar.setAttribute('aria-hidden', 'true');
      avatar.textContent = person.name.slice(0, 1);
      const name = document.createElement('span');
      const first = person.name.split(' ')[0] ?? person.name;
      name.textContent = person.access === 'manager' ? `${first} (manager)` : first;
      button.append(avatar, name);
      button.addEventListener('click', () => void signIn(person.id, me.workspace.id));
      return button;
    }),
  );
  const select = $<HTMLSelectElement>('#workspace');
  select.replaceChildren(
    ...me.workspaces.map((w) => {
      const option = document.createElement('option');
      option.value = w.id;
      option.textContent = `${w.label} · ${w.plan[0]?.toUpperCase()}${w.plan.slice(1)} plan`;
      option.selected = w.id === me.workspace.id;
      return option;
    }),
  );
  select.onchange = () => void signIn(me.user.id, select.value as Workspace['id']);
}

/** The language picker's value: the element's `locale`. */
function chosenLocale(): string {
  return $<HTMLSelectElement>('#language').value;
}

/**
 * The header's language picker sets the element's `locale` (the element then lays itself out
 * right-to-left for Arabic on its own); the demo's own texts stay English, so the page keeps
 * `lang="en"` and a left-to-right layout.
 */
function setUpLanguagePicker(): void {
  const select = $<HTMLSelectElement>('#language');
  const options = [...select.options].map((o) => o.value);
  const wanted = new URLSearchParams(location.search).get('locale') ?? readStoredLocale();
  if (wanted && options.includes(wanted)) select.value = wanted;
  select.addEventListener('change', () => {
    try {
      localStorage.setItem(LOCALE_STORAGE, select.value);
    } catch {
      // Storage may be off (private mode): the choice then lasts for this page only.
    }
    // The single editor and, once opened, both panes of "Edit together".
    for (const el of document.querySelectorAll('email-builder')) el.setAttribute('locale', select.value);
    if (me) showWritingHelp($('#writing-help-note'), me.writingHelp, select.value);
    log('host', `Set locale="${select.value}" on the element`);
  });
}

function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE);
  } catch {
    return null;
  }
}

async function signIn(userId: string, workspace: Workspace['id']): Promise<void> {
  if (userId === me.user.id && workspace === me.workspace.id) return;
  me = await postJson<Me>('/api/sign-in', { userId, workspace });
  facts.plan = '—';
  renderSwitchers();
  renderFacts();
  log('host', `Signed in as ${me.user.name} in ${me.workspace.label}`);
  await mountBuilder();
}

/** The landing screenshots come from the e2e suite; without them the hero goes text-only. */
function hideMissingScreenshots(): void {
  const shots = $('#hero-shots');
  const hide = () => {
    shots.hidden = true;
    shots.closest('.hero')?.classList.add('no-shots');
  };
  for (const img of shots.querySelectorAll('img')) {
    if (img.complete && img.naturalWidth === 0) hide();
    else img.addEventListener('error', hide);
  }
}

async function init(): Promise<void> {
  hideMissingScreenshots();
  setUpLanguagePicker();
  const response = await fetch('/api/me', { credentials: 'same-origin' });
  me = (await response.json()) as Me;
  if (me.dashboardUrl) {
    const link = $<HTMLAnchorElement>('#nav-dashboard');
    link.href = me.dashboardUrl;
    link.hidden = false;
  }
  $('#footer-api').textContent = `API: ${me.apiUrl}`;
  if (me.elementGzipKb) $('#element-size').textContent = me.elementGzipKb.toFixed(1);
  $('#log-clear').addEventListener('click', clearLog);
  renderSwitchers();
  renderFacts();
  renderSnippets($('#snippets'), me.apiUrl);
  setUpTogether(chosenLocale);
  await mountBuilder();
}

void init();
