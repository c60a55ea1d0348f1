// The Redis key layout. Only `server/store/` imports this file.
//
// Everything of one account shares the hash tag `{acct_<id>}` so one Lua script may touch any
// of it in Redis Cluster. Lookups by secret hash and e-mail are global (one key each).

export type AccountId = string;

const tag = (accountId: AccountId) => `{${accountId}}`;

export const keys = {
  // Per account (hash tag {acct_…}).
  account: (a: AccountId) => `${tag(a)}:account`, // hash: id, name, plan, createdAt, limit:*, override:*
  usage: (a: AccountId) => `${tag(a)}:usage`, // hash: storageBytes, renders:<YYYY-MM>
  keyList: (a: AccountId) => `${tag(a)}:keys`, // zset createdAt → keyId
  apiKey: (a: AccountId, keyId: string) => `${tag(a)}:key:${keyId}`, // hash: see api-keys.ts
  apiKeyPrefix: (a: AccountId) => `${tag(a)}:key:`,
  accountWindow: (a: AccountId) => `${tag(a)}:rl`, // zset sliding window shared by every key and session of the account
  dashboardWindow: (a: AccountId, dashboardUserId: string) => `${tag(a)}:rl:${dashboardUserId}`, // zset, one per dashboard user
  testSendAccountWindow: (a: AccountId) => `${tag(a)}:ts`, // zset: the account's test sends (a day)
  /** `sender` is `user:<userId>` or `key:<keyId>` (a secret key sends as itself). */
  testSendSenderWindow: (a: AccountId, sender: string) => `${tag(a)}:ts:${sender}`, // zset: one sender's test sends (an hour)
  template: (a: AccountId, id: string) => `${tag(a)}:tpl:${id}`, // hash: see templates.ts
  templatePrefix: (a: AccountId) => `${tag(a)}:tpl:`,
  templateVersions: (a: AccountId, id: string) => `${tag(a)}:tpl:${id}:versions`, // zset version → version (the kept history)
  /** One version's hash is this prefix + the version number: version, name, blockTree, updatedAt, savedBy, size. */
  templateVersionPrefix: (a: AccountId, id: string) => `${tag(a)}:tpl:${id}:v:`,
  templatesAll: (a: AccountId) => `${tag(a)}:tpls`, // zset updatedAt → id (every template)
  templatesShared: (a: AccountId) => `${tag(a)}:tpls:shared`, // zset updatedAt → id (no userId)
  templatesOfUser: (a: AccountId, userId: string) => `${tag(a)}:tpls:user:${userId}`, // zset updatedAt → id
  /**
   * Prefix the scripts extend with `shared` or `user:<id>`, and with `meta:<key>=<value>` (zset
   * updatedAt → id: the templates whose metadata has that value; see lua/meta-index.lib.lua).
   */
  templateIndexPrefix: (a: AccountId) => `${tag(a)}:tpls:`,
  /** Zset updatedAt → id: the shared templates in_review or approved (see lua/status.lib.lua). */
  templatesInStatus: (a: AccountId, status: 'in_review' | 'approved') => `${tag(a)}:tpls:status:${status}`,
  /** Hash: `done` = '1' once every template's metadata is indexed, else the build's cursor (score, id). */
  templatesMetaBuilt: (a: AccountId) => `${tag(a)}:tpls:metaidx`,
  block: (a: AccountId, id: string) => `${tag(a)}:blk:${id}`, // hash: id, name, userId ('' = shared), block (JSON), createdAt, updatedAt, size
  blockPrefix: (a: AccountId) => `${tag(a)}:blk:`,
  blocksAll: (a: AccountId) => `${tag(a)}:blks`, // zset updatedAt → id (every saved block)
  blocksShared: (a: AccountId) => `${tag(a)}:blks:shared`, // zset updatedAt → id (no userId)
  blocksOfUser: (a: AccountId, userId: string) => `${tag(a)}:blks:user:${userId}`, // zset updatedAt → id
  /** Prefix the block update/delete scripts extend with `shared` or `user:<id>`. */
  blockIndexPrefix: (a: AccountId) => `${tag(a)}:blks:`,
  blockTypes: (a: AccountId) => `${tag(a)}:btypes`, // hash: custom block type name → definition JSON (with updatedAt)
  comment: (a: AccountId, id: string) => `${tag(a)}:cmt:${id}`, // hash: see comments.ts
  /** A comment's hash is this prefix + its id; a thread's replies (zset createdAt → id) that + `:replies`. */
  commentPrefix: (a: AccountId) => `${tag(a)}:cmt:`,
  commentReplies: (a: AccountId, id: string) => `${tag(a)}:cmt:${id}:replies`, // zset createdAt → reply id
  templateComments: (a: AccountId, templateId: string) => `${tag(a)}:cmts:tpl:${templateId}`, // zset createdAt → id (its size is the count)
  templateThreads: (a: AccountId, templateId: string) => `${tag(a)}:cmts:threads:${templateId}`, // zset last activity → first comment id
  /** A mentioned user's index is this prefix + the user id: zset createdAt → comment id. */
  mentionPrefix: (a: AccountId) => `${tag(a)}:cmts:mention:`,
  mentions: (a: AccountId, userId: string) => `${tag(a)}:cmts:mention:${userId}`,
  image: (a: AccountId, id: string) => `${tag(a)}:img:${id}`, // hash: id, type, size, storage, data, createdAt, userId ('' = shared), name, width, height
  imagePrefix: (a: AccountId) => `${tag(a)}:img:`,
  images: (a: AccountId) => `${tag(a)}:imgs`, // zset createdAt → image id
  idempotency: (a: AccountId, scope: string, keySha256Hex: string) => `${tag(a)}:idem:${scope}:${keySha256Hex}`, // hash: see idempotency.ts
  idempotencyIndex: (a: AccountId) => `${tag(a)}:idems`, // zset claimedAt → record key (bounds the records per account)
  /** Live co-editing (collab.ts): the document's Yjs updates, oldest first (the first is the base). */
  collabLog: (a: AccountId, templateId: string) => `${tag(a)}:collab:${templateId}:log`, // list of binary updates
  collabLogBytes: (a: AccountId, templateId: string) => `${tag(a)}:collab:${templateId}:logbytes`, // string: bytes of the log's entries after its first
  collabEditors: (a: AccountId, templateId: string) => `${tag(a)}:collab:${templateId}:editors`, // zset "<person> <connection> <name>" → last seen ms
  collabVersioned: (a: AccountId, templateId: string) => `${tag(a)}:collab:${templateId}:versioned`, // string, PX 60 s: a live version was recorded
  dashboardUsers: (a: AccountId) => `${tag(a)}:dusers`, // set of dashboard user ids
  dashboardUser: (a: AccountId, userId: string) => `${tag(a)}:duser:${userId}`, // hash: id, email, password, createdAt

  // Global.
  accounts: () => 'accounts', // set of account ids (operator listing)
  secretLookup: (sha256Hex: string) => `apikey:${sha256Hex}`, // string "<accountId> <keyId>"
  loginLookup: (emailSha256Hex: string) => `login:${emailSha256Hex}`, // string "<accountId> <userId>"
  addressWindow: (bucket: string, address: string) => `{addr:${address}}:rl:${bucket}`, // zset sliding window
  loginWindow: (emailSha256Hex: string) => `{login:${emailSha256Hex}}:rl`, // zset sliding window (attempts, any address)
  loginPairWindow: (emailSha256Hex: string, address: string) => `{login:${emailSha256Hex}}:rl:addr:${address}`, // zset (attempts from one address)
  imageLookup: (imageId: string) => `imgref:${imageId}`, // string accountId (public image reads by opaque id)
  /** Pub/sub channel every API instance listens on for live-document updates (collab.ts). */
  collabChannel: () => 'collab:updates',
  library: () => '{library}:items', // hash: seed id → item JSON
  signingSecret: (name: string) => `config:secret:${name}`, // string (HS256 secret when not configured)
};
