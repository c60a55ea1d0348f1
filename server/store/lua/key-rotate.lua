-- Rotates a key in one atomic step: the new key is created (inheriting the old key's origin
-- allowlist) and the old key is revoked, its generation bumped so its session tokens die too.
-- Refuses unless the old key exists and is active, so two concurrent rotations make one new key.
local oldKey = KEYS[1] -- hash {acct_A}:key:<oldKeyId>
local newKey = KEYS[2] -- hash {acct_A}:key:<newKeyId>
local keyList = KEYS[3] -- zset {acct_A}:keys, createdAt → keyId

local newId = ARGV[1] -- public id of the new key
local accountId = ARGV[2] -- owning account
local hash = ARGV[3] -- SHA-256 of the new secret
local prefix = ARGV[4] -- eb_live_ / eb_test_ (the old key's)
local lastFour = ARGV[5] -- last four characters of the new secret
local now = ARGV[6] -- ms since the epoch (createdAt of the new key, revokedAt of the old)

local status = redis.call('HGET', oldKey, 'status')
if not status then return 0 end
if status ~= 'active' then return -1 end
local origins = redis.call('HGET', oldKey, 'origins') or ''
redis.call('HSET', newKey, 'id', newId, 'accountId', accountId, 'hash', hash, 'prefix', prefix,
  'lastFour', lastFour, 'status', 'active', 'generation', 1, 'origins', origins, 'createdAt', now)
redis.call('ZADD', keyList, now, newId)
redis.call('HSET', oldKey, 'status', 'revoked', 'revokedAt', now)
redis.call('HINCRBY', oldKey, 'generation', 1)
return 1
