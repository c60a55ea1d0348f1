-- Replaces the first entries of a live document's update log with one snapshot of them, unless
-- the log changed its head since they were read (another instance compacted it first). Entries
-- appended meanwhile stay behind the snapshot, so no acknowledged update is lost; until this
-- runs the log is untouched, so a compaction cut short (a crash after the read) loses nothing.
-- The log's byte count (what the entries after the snapshot weigh) drops by what it replaced, in
-- the same step: what is left counts only the entries appended meanwhile.
local log = KEYS[1] -- list {acct_A}:collab:<templateId>:log (Yjs updates, oldest first)
local logBytes = KEYS[2] -- string {acct_A}:collab:<templateId>:logbytes (bytes of the entries after the first)

local headSha = ARGV[1] -- SHA-1 of the first entry as read
local count = tonumber(ARGV[2]) -- how many entries, from the first, the snapshot holds
local snapshot = ARGV[3] -- those entries merged into one Yjs update
local ttlMs = ARGV[4] -- how long the log outlives its last change
local replacedBytes = tonumber(ARGV[5]) -- bytes of the entries after the first among those `count`

if redis.call('LLEN', log) < count then return {'stale'} end
local head = redis.call('LINDEX', log, 0)
if not head or redis.sha1hex(head) ~= headSha then return {'stale'} end
redis.call('LTRIM', log, count, -1)
redis.call('LPUSH', log, snapshot)
redis.call('PEXPIRE', log, ttlMs)
-- A log older than the counter (no key) counts from here on.
local left = tonumber(redis.call('GET', logBytes) or '0') - replacedBytes
if left < 0 then left = 0 end
redis.call('SET', logBytes, left, 'PX', ttlMs)
return {'ok'}
