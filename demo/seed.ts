// Seeds the demo data, idempotently: a Pro account ("Pinecrest CRM") with a dashboard user, shared
// templates (one with an earlier draft in its history), templates for the demo end users alice
// and bob (maya, a manager, edits the shared ones) and its own "Product" block type, plus a Free account for the upgrade journey. Accounts and keys go through the store (secrets are shown once, so the demo
// keeps them in a state file); templates go through the public API with the secret key, exactly
// as a customer's backend would create them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { EmailDocument } from '../core/document/schema';
import { randomBase62 } from '../server/auth/base62';
import { verifyPassword } from '../server/auth/password';
import { sha256Hex } from '../server/auth/secret-key';
import type { PlanName } from '../server/plans';
import type { Store } from '../server/store';
import { ensureProductBlock } from './product-block';
import { ensureStarterImages } from './seed-images';

export const DEMO_USERS = ['alice', 'bob', 'maya'] as const;
export type DemoUser = (typeof DEMO_USERS)[number];

export interface DemoWorkspace {
  accountId: string;
  keyId: string;
  /** The secret key: stays on the demo host's server. */
  apiKey: string;
}

export interface DemoState {
  pro: DemoWorkspace;
  free: DemoWorkspace;
  dashboard: { email: string; password: string };
}

export const DEMO_ACCOUNT_NAMES = { pro: 'Pinecrest CRM', free: 'Pinecrest Starter' } as const;
export const DEMO_DASHBOARD_EMAIL = 'owner@pinecrest.example';
/** The fixed password of earlier versions: replaced by a generated one on the next start. */
const RETIRED_PASSWORD = 'pinecrest-demo-2026';

interface SeedTemplate {
  seedId: string;
  name: string;
  /** null: shared with every user of the account. */
  userId: DemoUser | null;
  /** The library item it starts from. */
  starter: string;
  /** Saved first as a draft (this name, a note block on top), then approved: its History shows both. */
  draft?: { name: string; note: string };
}

/** The shared template the demo's "Edit together" view opens for two people at once. */
export const CO_EDITING_SEED = 'shared-brand';

const TEMPLATES: SeedTemplate[] = [
  { seedId: CO_EDITING_SEED, name: 'Northwind newsletter', userId: null, starter: 'seed-2' },
  { seedId: 'shared-welcome', name: 'Welcome email (approved)', userId: null, starter: 'seed-1' },
  {
    seedId: 'shared-reset',
    name: 'Password reset (legal-approved)',
    userId: null,
    starter: 'seed-4',
    draft: { name: 'Password reset (draft)', note: 'DRAFT — waiting for legal review. Do not send.' },
  },
  { seedId: 'alice-summit', name: 'Horizon Summit invite', userId: 'alice', starter: 'seed-5' },
  { seedId: 'alice-launch', name: 'Aurora headphones launch', userId: 'alice', starter: 'seed-6' },
  { seedId: 'bob-cart', name: 'Fernhouse cart reminder', userId: 'bob', starter: 'seed-7' },
  { seedId: 'bob-announcement', name: 'Brightside announcement', userId: 'bob', starter: 'seed-8' },
];

const FREE_TEMPLATES: SeedTemplate[] = [
  { seedId: 'free-welcome', name: 'Trial welcome', userId: 'alice', starter: 'seed-1' },
];

export interface SeedOptions {
  store: Store;
  /** The running API (templates are created through it with the secret key). */
  apiUrl: string;
  /** Where the secret keys are kept between runs; null keeps nothing (tests). */
  stateFile: string | null;
  log?: (line: string) => void;
}

/** Makes sure every demo object exists; returns the keys the demo host needs. Safe to run again. */
export async function seedDemo(options: SeedOptions): Promise<DemoState> {
  const { store, log = () => {} } = options;
  const saved = readState(options.stateFile);
  const pro = await ensureWorkspace(store, 'pro', DEMO_ACCOUNT_NAMES.pro, saved?.pro, log);
  const free = await ensureWorkspace(store, 'free', DEMO_ACCOUNT_NAMES.free, saved?.free, log);
  const password = await ensureDashboardUser(store, pro.accountId, saved?.dashboard?.password, log);
  const state: DemoState = { pro, free, dashboard: { email: DEMO_DASHBOARD_EMAIL, password } };
  writeState(options.stateFile, state);
  const created =
    (await ensureTemplates(options.apiUrl, pro.apiKey, TEMPLATES)) +
    (await ensureTemplates(options.apiUrl, free.apiKey, FREE_TEMPLATES));
  if (created > 0) log(`created ${created} demo template(s)`);
  // Pinecrest's own Product block (custom block types are not on the Free plan).
  await ensureProductBlock(options.apiUrl, pro.apiKey);
  // The Free plan has no image upload: its library stays empty, like a real Free account's.
  const images = await ensureStarterImages(options.apiUrl, pro.apiKey);
  if (images > 0) log(`added ${images} starter images to ${DEMO_ACCOUNT_NAMES.pro}'s shared image library`);
  return state;
}

/**
 * The demo's dashboard login. The password is generated on the first start and kept in the state
 * file (`.data/demo.json`), never fixed in the code: a published password would open the
 * dashboard of every demo that someone exposes on a network.
 */
async function ensureDashboardUser(
  store: Store,
  accountId: string,
  saved: string | undefined,
  log: (line: string) => void,
): Promise<string> {
  const existing = await store.dashboardUsers.findByEmail(DEMO_DASHBOARD_EMAIL);
  if (!existing) {
    const password = generatePassword();
    await store.createDashboardUser(accountId, DEMO_DASHBOARD_EMAIL, password);
    log(`created dashboard user ${DEMO_DASHBOARD_EMAIL} with a generated password`);
    return password;
  }
  if (saved && saved !== RETIRED_PASSWORD && (await verifyPassword(saved, existing.passwordHash))) return saved;
  const password = generatePassword();
  await store.dashboardUsers.setPassword(existing, password);
  log(`generated a new password for dashboard user ${DEMO_DASHBOARD_EMAIL}`);
  return password;
}

function generatePassword(): string {
  return randomBase62(20);
}

function readState(file: string | null): Partial<DemoState> | null {
  if (!file || !existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Partial<DemoState>;
  } catch {
    return null;
  }
}

function writeState(file: string | null, state: DemoState): void {
  if (!file) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
}

async function ensureWorkspace(
  store: Store,
  plan: PlanName,
  name: string,
  saved: DemoWorkspace | undefined,
  log: (line: string) => void,
): Promise<DemoWorkspace> {
  if (saved?.apiKey && (await keyWorks(store, saved))) return saved;
  const accountId =
    (saved && (await store.accounts.get(saved.accountId)) ? saved.accountId : null) ?? (await findAccount(store, name));
  if (accountId) {
    // The account survived but its secret is unknown here (secrets are never stored): a new key.
    await store.accounts.setPlan(accountId, plan);
    const key = await store.apiKeys.create(accountId);
    log(`created a new secret key for ${name}`);
    return { accountId, keyId: key.keyId, apiKey: key.apiKey };
  }
  const created = await store.createAccount({ name, plan });
  log(`created account ${name} (${plan})`);
  return { accountId: created.accountId, keyId: created.keyId, apiKey: created.apiKey };
}

async function keyWorks(store: Store, saved: DemoWorkspace): Promise<boolean> {
  const ref = await store.apiKeys.resolveSecret(sha256Hex(saved.apiKey));
  if (!ref || ref.accountId !== saved.accountId) return false;
  const record = await store.apiKeys.get(ref.accountId, ref.keyId);
  return record?.status === 'active';
}

async function findAccount(store: Store, name: string): Promise<string | null> {
  for (const id of await store.listAccountIds()) {
    if ((await store.accounts.get(id))?.name === name) return id;
  }
  return null;
}

async function ensureTemplates(apiUrl: string, apiKey: string, templates: SeedTemplate[]): Promise<number> {
  const headers = { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' };
  const response = await fetch(`${apiUrl}/v1/templates/library`, { headers });
  if (!response.ok) throw new Error(`GET /v1/templates/library answered ${response.status}`);
  const library = (await response.json()) as Array<{ _id: string; blockTree: EmailDocument }>;
  let created = 0;
  for (const t of templates) {
    const query = new URLSearchParams({ 'meta[demoSeed]': t.seedId, limit: '1' });
    const found = await fetch(`${apiUrl}/v1/templates?${query}`, { headers });
    if (!found.ok) throw new Error(`GET /v1/templates answered ${found.status}`);
    if (((await found.json()) as unknown[]).length > 0) continue;
    const starter = library.find((item) => item._id === t.starter) ?? library[0];
    const blockTree = starter?.blockTree;
    const first =
      t.draft && blockTree
        ? { name: t.draft.name, blockTree: withNote(blockTree, t.draft.note) }
        : { name: t.name, blockTree };
    const body = { ...first, metadata: { demoSeed: t.seedId }, ...(t.userId && { userId: t.userId }), tags: ['demo'] };
    const made = await fetch(`${apiUrl}/v1/templates`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (made.status !== 201)
      throw new Error(`POST /v1/templates (${t.name}) answered ${made.status}: ${await made.text()}`);
    if (t.draft) {
      const { _id } = (await made.json()) as { _id: string };
      const approved = await fetch(`${apiUrl}/v1/templates/${_id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ name: t.name, blockTree }),
      });
      if (approved.status !== 200) throw new Error(`PUT /v1/templates/${_id} (${t.name}) answered ${approved.status}`);
    }
    created++;
  }
  return created;
}

/** The document with a note on top (the seeded draft's warning). */
function withNote(doc: EmailDocument, note: string): EmailDocument {
  return {
    ...doc,
    blocks: [
      { id: 'seed-draft-note', type: 'text', props: { html: `<p>${note}</p>` } } as EmailDocument['blocks'][number],
      ...doc.blocks,
    ],
  };
}
