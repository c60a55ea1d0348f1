-- Rotates a key in one atomic step: the new key is created (inheriting the old key's origin
-- allowlist) and the old key is revoked, its generation bumped so its session tokens die too.
-- Refuses unless the old key exists and is active, so two concurrent rotations make one new key.
-- With an Idempotency-Key, the claim is checked and the response recorded (sealed: it holds the
-- new secret) in the same step, as in key-create.lua.
local oldKey = KEYS[1] -- hash {acct_A}:key:<oldKeyId>
local newKey = KEYS[2] -- hash {acct_A}:key:<newKeyId>
local keyList = KEYS[3] -- zset {acct_A}:keys, createdAt → keyId
local idem = KEYS[4] -- hash {acct_A}:idem:key-rotate:<sha256(Idempotency-Key)> (unused without a key)

local newId = ARGV[1] -- public id of the new key
local accountId = ARGV[2] -- owning account
local hash = ARGV[3] -- SHA-256 of the new secret
local prefix = ARGV[4] -- eb_live_ / eb_test_ (the old key's)
local lastFour = ARGV[5] -- last four characters of the new secret
local now = ARGV[6] -- ms since the epoch (createdAt of the new key, revokedAt of the old)
local expectedOrigins = ARGV[7] -- the origins the caller read (and put in the sealed response)
local claimToken = ARGV[8] -- this attempt's Idempotency-Key claim, or '' without a key
local ttlMs = tonumber(ARGV[9]) -- how long the recorded response is kept
local status = ARGV[10] -- HTTP status of the response to replay
local sealedBody = ARGV[11] -- the response, encrypted (AES-256-GCM): never the plain secret

if claimToken ~= '' and redis.call('HGET', idem, 'token') ~= claimToken then return {'claim_lost'} end
local current = redis.call('HMGET', oldKey, 'status', 'origins')
if not current[1] then return {'missing'} end
if current[1] ~= 'active' then return {'revoked'} end
local origins = current[2] or ''
-- The origins changed since the caller read them: its response would be stale; it reads again.
if origins ~= expectedOrigins then return {'origins_changed'} end
redis.call('HSET', newKey, 'id', newId, 'accountId', accountId, 'hash', hash, 'prefix', prefix,
  'lastFour', lastFour, 'status', 'active', 'generation', 1, 'origins', origins, 'createdAt', now)
redis.call('ZADD', keyList, now, newId)
redis.call('HSET', oldKey, 'status', 'revoked', 'revokedAt', now)
redis.call('HINCRBY', oldKey, 'generation', 1)
if claimToken ~= '' then
  redis.call('HSET', idem, 'state', 'done', 'resource', newId, 'status', status, 'body', sealedBody)
  redis.call('PEXPIRE', idem, ttlMs)
end
return {'ok'}
