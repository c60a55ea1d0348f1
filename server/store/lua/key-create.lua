-- Creates a key unless the account already has the maximum of active keys, in one atomic step:
-- two concurrent creations at 19 active keys make one 20th key, never a 21st. With an
-- Idempotency-Key, the claim is checked and the response recorded (sealed: it holds the secret)
-- in the same step, so one key makes one key and its retry replays it even if the answer was lost.
local newKey = KEYS[1] -- hash {acct_A}:key:<newKeyId>
local keyList = KEYS[2] -- zset {acct_A}:keys, createdAt → keyId
local idem = KEYS[3] -- hash {acct_A}:idem:keys:<sha256(Idempotency-Key)> (unused without a key)

local newId = ARGV[1] -- public id of the new key
local accountId = ARGV[2] -- owning account
local hash = ARGV[3] -- SHA-256 of the new secret
local prefix = ARGV[4] -- eb_live_ / eb_test_
local lastFour = ARGV[5] -- last four characters of the secret
local now = ARGV[6] -- ms since the epoch (createdAt)
local maxActive = tonumber(ARGV[7]) -- active keys allowed per account
local keyPrefix = ARGV[8] -- '{acct_A}:key:' (+ keyId), same hash tag as KEYS
local claimToken = ARGV[9] -- this attempt's Idempotency-Key claim, or '' without a key
local ttlMs = tonumber(ARGV[10]) -- how long the recorded response is kept
local status = ARGV[11] -- HTTP status of the response to replay
local sealedBody = ARGV[12] -- the response, encrypted (AES-256-GCM): never the plain secret

if claimToken ~= '' and redis.call('HGET', idem, 'token') ~= claimToken then return {'claim_lost'} end
local active = 0
for _, id in ipairs(redis.call('ZRANGE', keyList, 0, -1)) do
  if redis.call('HGET', keyPrefix .. id, 'status') == 'active' then active = active + 1 end
end
if active >= maxActive then return {'key_limit', maxActive} end
redis.call('HSET', newKey, 'id', newId, 'accountId', accountId, 'hash', hash, 'prefix', prefix,
  'lastFour', lastFour, 'status', 'active', 'generation', 1, 'origins', '', 'createdAt', now)
redis.call('ZADD', keyList, now, newId)
if claimToken ~= '' then
  redis.call('HSET', idem, 'state', 'done', 'resource', newId, 'status', status, 'body', sealedBody)
  redis.call('PEXPIRE', idem, ttlMs)
end
return {'ok'}
