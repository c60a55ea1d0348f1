// Who may do what with locks and approval (docs/api.md §15), as the OpenAPI document states it
// on the routes they govern. The Lua steps and route checks are what enforce it; the tests
// (locks.test.ts, status.test.ts, reviewer.test.ts) walk every row.

export const LOCK_MATRIX = `Locked blocks (\`locked: true\` on a block; on a columns block it covers its children). A save that would move, change, delete or unlock a locked block, or lock a block that was already there, is checked against the stored content in the same atomic step as the write:

| caller | locked blocks of a shared template | locked blocks of the caller's own template (a copy keeps its locks) |
|---|---|---|
| secret key | change, lock, unlock | change, lock, unlock |
| manager session | change, lock, unlock | change, lock, unlock |
| member session (owner) | 403 \`shared_template\` (no writes to shared templates) | 403 \`block_locked\` naming the block; other blocks and new (even locked) blocks are fine |
| reviewer session | 403 \`read_only\` | 403 \`read_only\` |
| another user (session) | — | 404 |
| another account | 404 | 404 |`;

export const STATUS_MATRIX = `Approval status of a shared template: \`draft\` (default) → \`in_review\` → \`approved\`, or \`in_review\` → \`draft\` (sent back). Any change of name or blockTree of an approved template makes it \`draft\` again. Each move is recorded on the template's current version (\`statusChanges\`: who, when, note).

| caller | draft → in_review | in_review → approved / draft |
|---|---|---|
| secret key | yes | yes |
| manager session | yes | yes |
| member session | yes | 403 \`manager_required\` |
| reviewer session | yes | 403 \`manager_required\` |
| another account | 404 | 404 |

Any other move (draft → approved, approved → anything, the same status) → 409 \`invalid_status_transition\`; a user template has no status (409 \`invalid_status_transition\`; another user's is a 404).`;
