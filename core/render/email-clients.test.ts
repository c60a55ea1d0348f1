// Renders documents and checks them against caniemail data for Gmail, Outlook, Apple Mail, Yahoo,
// Samsung Email and Thunderbird.
// Any finding not covered by email-clients.allow.ts (which gives a reason per entry) fails.
import { doIUseEmail } from '@jsx-email/doiuse-email';
import { describe, expect, test } from 'vitest';
import type { EmailDocument } from '../document/schema';
import { validateDocument } from '../document/validate';
import { resolveAssetUrls, STARTERS } from '../starters/index';
import { type Allowance, EMAIL_CLIENT_ALLOWANCES, type Support } from './email-clients.allow';
import { renderHtml } from './index';
import { richDocument } from './test-fixtures';

const ASSET_BASE = 'https://example.com/assets';
const CLIENTS = ['gmail.*', 'outlook.*', 'apple-mail.*', 'yahoo.*', 'samsung-email.*', 'thunderbird.*'];
const GMAIL_CLIP_BYTES = 102 * 1024;

interface Finding {
  feature: string;
  client: string;
  support: Support;
  message: string;
}

function findingsOf(html: string): Finding[] {
  const result = doIUseEmail(html, { emailClients: CLIENTS });
  const errors = result.success ? [] : result.errors;
  const findings: Finding[] = [];
  for (const [support, messages] of [
    ['none', errors],
    ['partial', result.warnings],
  ] as const) {
    for (const message of messages) {
      const match = /^`(.+)` is (?:not|only partially) supported by `(.+)`$/.exec(message);
      // A message we cannot parse is a finding nobody allowed.
      findings.push(
        match
          ? { feature: match[1] as string, client: match[2] as string, support, message }
          : { feature: message, client: '?', support, message },
      );
    }
  }
  return findings;
}

function globMatches(glob: string, client: string): boolean {
  return new RegExp(`^${glob.replace(/[.]/g, '\\.').replace(/\*/g, '.*')}$`).test(client);
}

function allowanceFor(finding: Finding): Allowance | undefined {
  return EMAIL_CLIENT_ALLOWANCES.find(
    (a) =>
      a.feature === finding.feature &&
      a.support.includes(finding.support) &&
      a.clients.some((glob) => globMatches(glob, finding.client)),
  );
}

/** Starters as the server publishes them: asset references resolved, then validated. */
function publishedStarter(document: EmailDocument): EmailDocument {
  const result = validateDocument(resolveAssetUrls(document, ASSET_BASE));
  if (!result.ok) throw new Error(`starter is invalid: ${JSON.stringify(result.issues)}`);
  return result.value;
}

const documents: Array<[name: string, doc: EmailDocument]> = [
  ...STARTERS.map((starter): [string, EmailDocument] => [
    `${starter.id} ${starter.name}`,
    publishedStarter(starter.document),
  ]),
  ['rich fixture (every block type)', richDocument()],
];

const used = new Set<Allowance>();

describe('email clients (caniemail via doiuse-email)', () => {
  test.each(documents)('%s: no finding outside the allow-list', (_name, doc) => {
    const html = renderHtml(doc, { assetBaseUrl: ASSET_BASE });
    const findings = findingsOf(html);
    expect(findings.length).toBeGreaterThan(0);
    const unexplained = [...new Set(findings.filter((f) => !allowanceFor(f)).map((f) => f.message))];
    expect(unexplained).toEqual([]);
    for (const f of findings) used.add(allowanceFor(f) as Allowance);
  });

  test.each(documents)('%s: HTML is under Gmail’s 102 KB clipping limit', (_name, doc) => {
    const bytes = new TextEncoder().encode(renderHtml(doc, { assetBaseUrl: ASSET_BASE })).length;
    expect(bytes).toBeLessThan(GMAIL_CLIP_BYTES);
  });

  test('the checker really flags problems (a document we know is bad)', () => {
    const bad =
      '<!doctype html><html><head><style>.x{position:fixed}</style></head><body><div style="display:flex;position:absolute">x</div></body></html>';
    const unexplained = findingsOf(bad).filter((f) => !allowanceFor(f));
    expect(unexplained.map((f) => f.feature)).toEqual(expect.arrayContaining(['display:flex', 'position']));
  });

  test('covers every starter', () => {
    expect(STARTERS.length).toBeGreaterThanOrEqual(8);
    expect(documents).toHaveLength(STARTERS.length + 1);
  });

  test('every allowance has a reason and is still needed', () => {
    for (const allowance of EMAIL_CLIENT_ALLOWANCES) expect(allowance.reason.length).toBeGreaterThan(20);
    const stale = EMAIL_CLIENT_ALLOWANCES.filter((a) => !used.has(a)).map((a) => a.feature);
    expect(stale).toEqual([]);
  });
});
