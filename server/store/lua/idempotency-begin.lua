-- Claims an Idempotency-Key for one create, or reports what an earlier request with it did.
-- One atomic step: of two concurrent requests with the same key exactly one gets 'new'.
-- Records are bounded per account: every claim is entered in the account's record index, entries
-- older than the remembering time are dropped from it, and past `maxRecords` the oldest records
-- are evicted (their keys forgotten early) so one account's creates can never fill Redis.
local record = KEYS[1] -- hash {acct_A}:idem:<scope>:<sha256(key)>: fp, token, state, resource, status, bodySha (body: sealed key responses only)
local index = KEYS[2] -- zset {acct_A}:idems (claimedAt -> record key): every live record of the account

local fingerprint = ARGV[1] -- SHA-256 of who sent what (scope, acting user, body)
local token = ARGV[2] -- unique per attempt: the create step checks it still holds the claim
local claimMs = tonumber(ARGV[3]) -- how long an unfinished claim blocks the key (a crashed attempt frees it)
local ttlMs = tonumber(ARGV[4]) -- how long a finished record is remembered (its index entry lives as long)
local maxRecords = tonumber(ARGV[5]) -- live records kept per account; the oldest beyond are evicted

local cur = redis.call('HMGET', record, 'fp', 'state', 'resource', 'status', 'body', 'bodySha')
if not cur[1] then
  local t = redis.call('TIME')
  local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
  redis.call('ZREMRANGEBYSCORE', index, '-inf', now - ttlMs)
  local excess = redis.call('ZCARD', index) - maxRecords + 1
  if excess > 0 then
    local evicted = redis.call('ZPOPMIN', index, excess)
    for i = 1, #evicted, 2 do redis.call('DEL', evicted[i]) end
  end
  redis.call('HSET', record, 'fp', fingerprint, 'token', token, 'state', 'pending')
  redis.call('PEXPIRE', record, claimMs)
  redis.call('ZADD', index, now, record)
  return {'new'}
end
if cur[1] ~= fingerprint then return {'mismatch'} end
if cur[2] == 'done' then return {'done', cur[4], cur[3] or '', cur[5] or '', cur[6] or ''} end
if cur[2] == 'stored' then return {'stored', cur[3]} end
return {'pending'}
