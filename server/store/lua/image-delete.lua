-- Image delete + index removal + storage counter in one atomic step.
local image = KEYS[1] -- hash {acct_A}:img:<id>
local index = KEYS[2] -- zset {acct_A}:imgs
local usage = KEYS[3] -- hash {acct_A}:usage

local actingUser = ARGV[1] -- session token's user: only their own uploads ('' for a secret key: any)

-- #include owned-record.lib.lua

-- Shared images: the secret key only, whoever the session user is ('0': never writeShared).
local cur, refusal = ownedForWrite(image, actingUser, '0', {'size', 'storage'})
if refusal == 'forbidden' then return {'forbidden'} end
if refusal == 'not_found' then return {'not_found'} end
redis.call('DEL', image)
redis.call('ZREM', index, cur[1])
redis.call('HINCRBY', usage, 'storageBytes', -tonumber(cur[3] or '0'))
return {'ok', cur[4] or 'redis'}
