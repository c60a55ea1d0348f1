-- Admits one connection to a live document as an editor unless that would put more people than
-- the plan's coEditors limit in it. A person is counted once however many connections they have;
-- entries not refreshed for a while (an instance that died) no longer count.
local editors = KEYS[1] -- zset {acct_A}:collab:<templateId>:editors, member "<person> <connection> <name>" → last seen (ms)
local account = KEYS[2] -- hash {acct_A}:account, field limit:coEditors (the plan's, or the account's override)

local now = tonumber(ARGV[1]) -- ms
local staleBefore = tonumber(ARGV[2]) -- ms: entries last seen before this are dropped
local member = ARGV[3] -- "<person> <connection> <name>"
local person = ARGV[4] -- "user:<userId>" or "key:<keyId>"
local planLimit = tonumber(ARGV[5]) -- the plan's coEditors, for an account stored before the field existed
local ttlMs = tonumber(ARGV[6]) -- the set expires this long after its last join

local limit = tonumber(redis.call('HGET', account, 'limit:coEditors')) or planLimit
redis.call('ZREMRANGEBYSCORE', editors, '-inf', '(' .. staleBefore)
local people = {}
local count = 0
local present = false
for _, m in ipairs(redis.call('ZRANGE', editors, 0, -1)) do
  local p = string.match(m, '^(%S+) ')
  if p and not people[p] then
    people[p] = true
    count = count + 1
    if p == person then present = true end
  end
end
if not present and count >= limit then return {'full', limit} end
redis.call('ZADD', editors, now, member)
redis.call('PEXPIRE', editors, ttlMs)
return {'ok'}
