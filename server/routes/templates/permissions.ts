// Who may do what with locks and approval (docs/api.md §15): one table each, as data. The OpenAPI
// document prints them on the routes they govern, and permissions.test.ts holds docs/api.md to the
// same rows, so the two cannot drift. The Lua steps and route checks are what enforce them; the
// tests (locks.test.ts, status.test.ts, reviewer.test.ts) walk every row.

export interface PermissionMatrix {
  /** The heading in docs/api.md under which the same table stands. */
  docsHeading: string;
  columns: readonly string[];
  rows: ReadonlyArray<readonly string[]>;
}

export const LOCK_MATRIX: PermissionMatrix = {
  docsHeading: '### Locked blocks',
  columns: ['caller', 'locked blocks of a shared template', "locked blocks of the caller's own template"],
  rows: [
    ['secret key', 'change, lock, unlock', 'change, lock, unlock'],
    ['manager session', 'change, lock, unlock', 'change, lock, unlock'],
    [
      'member session',
      '403 `shared_template` (no writes to shared templates)',
      '403 `block_locked`; other and new blocks are fine',
    ],
    ['reviewer session', '403 `read_only`', '403 `read_only`'],
    ["another user's session", "— (shared templates are everyone's)", '404'],
    ['another account', '404', '404'],
  ],
};

export const STATUS_MATRIX: PermissionMatrix = {
  docsHeading: '### Approval status',
  columns: ['caller', 'draft → in_review', 'in_review → approved / draft'],
  rows: [
    ['secret key', 'yes', 'yes'],
    ['manager session', 'yes', 'yes'],
    ['member session', 'yes', '403 `manager_required`'],
    ['reviewer session', 'yes', '403 `manager_required`'],
    ['owner of a user template', '409 (no status)', '409 (no status)'],
    ["another user's template (session)", '404', '404'],
    ['another account', '404', '404'],
  ],
};

/** The matrix as a Markdown table (the OpenAPI descriptions carry it). */
export function matrixMarkdown(matrix: PermissionMatrix): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(matrix.columns), line(matrix.columns.map(() => '---')), ...matrix.rows.map(line)].join('\n');
}

export const LOCK_RULES = `Locked blocks (\`locked: true\` on a block; on a columns block it covers its children). A save that would move, change, delete or unlock a locked block, or lock a block that was already there, is checked against the stored content in the same atomic step as the write; a copy keeps its locks:

${matrixMarkdown(LOCK_MATRIX)}`;

export const STATUS_RULES = `Approval status of a shared template: \`draft\` (default) → \`in_review\` → \`approved\`, or \`in_review\` → \`draft\` (sent back). Any change of name or blockTree of an approved template makes it \`draft\` again. Each move is recorded on the template's current version (\`statusChanges\`: who, when, note).

${matrixMarkdown(STATUS_MATRIX)}

Any other move (draft → approved, approved → anything, the same status) → 409 \`invalid_status_transition\`.`;
