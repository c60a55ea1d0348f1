-- Replaces the first entries of a live document's update log with one snapshot of them, unless
-- the log changed its head since they were read (another instance compacted it first). Entries
-- appended meanwhile stay behind the snapshot, so no acknowledged update is lost; until this
-- runs the log is untouched, so a compaction cut short (a crash after the read) loses nothing.
local log = KEYS[1] -- list {acct_A}:collab:<templateId>:log (Yjs updates, oldest first)

local headSha = ARGV[1] -- SHA-1 of the first entry as read
local count = tonumber(ARGV[2]) -- how many entries, from the first, the snapshot holds
local snapshot = ARGV[3] -- those entries merged into one Yjs update
local ttlMs = ARGV[4] -- how long the log outlives its last change

if redis.call('LLEN', log) < count then return {'stale'} end
local head = redis.call('LINDEX', log, 0)
if not head or redis.sha1hex(head) ~= headSha then return {'stale'} end
redis.call('LTRIM', log, count, -1)
redis.call('LPUSH', log, snapshot)
redis.call('PEXPIRE', log, ttlMs)
return {'ok'}
