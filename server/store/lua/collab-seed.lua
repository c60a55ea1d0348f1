-- Starts a live document's update log with its base state, unless another instance already did:
-- every instance must build the document on the same base, or their later updates would not fit.
local log = KEYS[1] -- list {acct_A}:collab:<templateId>:log (Yjs updates, oldest first)
local logBytes = KEYS[2] -- string {acct_A}:collab:<templateId>:logbytes (bytes of the entries after the first)

local base = ARGV[1] -- the template as one Yjs update (the log's first entry)
local ttlMs = ARGV[2] -- how long the log outlives its last change

local seeded = 0
if redis.call('LLEN', log) == 0 then
  redis.call('RPUSH', log, base)
  redis.call('SET', logBytes, 0)
  seeded = 1
end
redis.call('PEXPIRE', log, ttlMs)
redis.call('PEXPIRE', logBytes, ttlMs)
return {'ok', seeded}
