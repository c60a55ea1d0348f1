-- Image delete + index removal + storage counter in one atomic step.
local image = KEYS[1] -- hash {acct_A}:img:<id>
local index = KEYS[2] -- zset {acct_A}:imgs
local usage = KEYS[3] -- hash {acct_A}:usage

local actingUser = ARGV[1] -- session token's user: only their own uploads ('' for a secret key: any)

local cur = redis.call('HMGET', image, 'id', 'size', 'storage', 'userId')
if not cur[1] then return {'not_found'} end
if actingUser ~= '' then
  local owner = cur[4] or ''
  if owner == '' then return {'forbidden'} end
  if owner ~= actingUser then return {'not_found'} end
end
redis.call('DEL', image)
redis.call('ZREM', index, cur[1])
redis.call('HINCRBY', usage, 'storageBytes', -tonumber(cur[2] or '0'))
return {'ok', cur[3] or 'redis'}
