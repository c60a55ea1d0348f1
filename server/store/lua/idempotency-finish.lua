-- Records the outcome of a create that succeeded ('done'), or frees the claim of one that
-- stored nothing ('release'). A claim the create step already turned into 'stored' is never freed:
-- the object exists, so a retry must not make a second one. A record holds a reference to the
-- object (id, status, SHA-256 of the first body), never the body: a replay re-reads the object.
local record = KEYS[1] -- hash {acct_A}:idem:<scope>:<sha256(key)>
local index = KEYS[2] -- zset {acct_A}:idems (claimedAt -> record key)

local token = ARGV[1] -- the attempt's claim token
local mode = ARGV[2] -- 'done' or 'release'
local status = ARGV[3] -- HTTP status of the first response ('done')
local resource = ARGV[4] -- id of the object the create stored ('done')
local bodySha = ARGV[5] -- SHA-256 (hex) of the first response's body ('done')
local ttlMs = tonumber(ARGV[6]) -- how long the key is remembered (24 h)

local cur = redis.call('HMGET', record, 'token', 'state')
if cur[1] ~= token then return {'not_owner'} end
if mode == 'release' then
  if cur[2] == 'pending' then
    redis.call('DEL', record)
    redis.call('ZREM', index, record)
  end
  return {'ok'}
end
redis.call('HSET', record, 'state', 'done', 'status', status, 'resource', resource, 'bodySha', bodySha)
redis.call('PEXPIRE', record, ttlMs)
return {'ok'}
