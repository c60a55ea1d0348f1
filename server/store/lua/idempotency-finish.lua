-- Records the response of a create that succeeded ('done'), or frees the claim of one that
-- stored nothing ('release'). A claim the create step already turned into 'stored' is never freed:
-- the object exists, so a retry must not make a second one.
local record = KEYS[1] -- hash {acct_A}:idem:<scope>:<sha256(key)>

local token = ARGV[1] -- the attempt's claim token
local mode = ARGV[2] -- 'done' or 'release'
local status = ARGV[3] -- HTTP status of the first response ('done')
local body = ARGV[4] -- body of the first response ('done')
local ttlMs = tonumber(ARGV[5]) -- how long the key is remembered (24 h)

local cur = redis.call('HMGET', record, 'token', 'state')
if cur[1] ~= token then return {'not_owner'} end
if mode == 'release' then
  if cur[2] == 'pending' then redis.call('DEL', record) end
  return {'ok'}
end
redis.call('HSET', record, 'state', 'done', 'status', status, 'body', body)
redis.call('PEXPIRE', record, ttlMs)
return {'ok'}
