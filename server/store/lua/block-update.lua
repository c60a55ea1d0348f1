-- Saved-block update: scope, storage delta, indexes in one atomic step; returns the whole record.
local block = KEYS[1] -- hash {acct_A}:blk:<id>
local indexAll = KEYS[2] -- zset {acct_A}:blks
local usage = KEYS[3] -- hash {acct_A}:usage
local account = KEYS[4] -- hash {acct_A}:account

local actingUser = ARGV[1] -- session token's user ('' for a secret key: any block of the account)
local writeShared = ARGV[2] -- '1' when the writer may change shared blocks (a manager or secret key)
local indexPrefix = ARGV[3] -- '{acct_A}:blks:' (+ 'shared' or 'user:<id>'), same hash tag as KEYS
local setName = ARGV[4] -- '1' to replace name with ARGV[5]
local name = ARGV[5]
local setBlock = ARGV[6] -- '1' to replace the block with ARGV[7]
local body = ARGV[7]
local lockGuard = ARGV[8] -- '' | 'nolocks' | SHA-1 of the stored block the locked-block check read (lock-guard.lib.lua)

-- #include stored-size.lib.lua
-- #include owned-record.lib.lua
-- #include lock-guard.lib.lua

local cur, refusal = ownedForWrite(block, actingUser, writeShared, {'size'})
if refusal == 'forbidden' then return {'forbidden'} end
if refusal == 'not_found' then return {'not_found'} end
if setBlock == '1' then
  local guarded = lockGuardRefusal(redis.call('HGET', block, 'block'), lockGuard)
  if guarded == 'locks' then return {'locks'} end
  if guarded == 'changed' then return {'changed'} end
end
local owner = cur[2] or ''

local replaced = {}
if setName == '1' then replaced.name = name end
if setBlock == '1' then replaced.block = body end
local size = storedSize(block, cur[1], replaced)
local delta = size - tonumber(cur[3] or '0')
if delta > 0 then
  local maxMb = redis.call('HGET', account, 'limit:storageMb')
  if overStorage(usage, maxMb, delta) then return {'storage_limit', maxMb} end
end

local now = nowMs()
if setName == '1' then redis.call('HSET', block, 'name', name) end
if setBlock == '1' then redis.call('HSET', block, 'block', body) end
redis.call('HSET', block, 'size', size, 'updatedAt', now)
redis.call('ZADD', indexAll, now, cur[1])
local scope = scopeOf(owner)
redis.call('ZADD', indexPrefix .. scope, now, cur[1])
if delta ~= 0 then redis.call('HINCRBY', usage, 'storageBytes', delta) end

local r = redis.call('HMGET', block, 'block', 'name', 'userId', 'createdAt', 'updatedAt')
return {'ok', r[1], r[2], r[3], r[4], r[5]}
