-- Saved-block quota, storage check and insert in one atomic step: 50 concurrent creates on a
-- 20-block plan store 20.
local block = KEYS[1] -- hash {acct_A}:blk:<id>
local indexAll = KEYS[2] -- zset {acct_A}:blks (updatedAt -> id), its size is the saved-block count
local indexScope = KEYS[3] -- zset {acct_A}:blks:shared or {acct_A}:blks:user:<userId>
local usage = KEYS[4] -- hash {acct_A}:usage (storageBytes)
local account = KEYS[5] -- hash {acct_A}:account (limit:storageMb)
local idem = KEYS[6] -- hash {acct_A}:idem:blocks:<sha256(Idempotency-Key)> (unused without a key)

local id = ARGV[1] -- new saved-block id
local name = ARGV[2] -- validated name
local userId = ARGV[3] -- owner, or '' for a shared block
local body = ARGV[4] -- the validated block as JSON (the whole stored record is measured below)
local maxBlocks = tonumber(ARGV[5]) -- the plan's saved-block limit
local claimToken = ARGV[6] -- this attempt's Idempotency-Key claim, or '' without a key
local ttlMs = tonumber(ARGV[7]) -- how long the key is remembered once the block is stored

-- #include owned-record.lib.lua
-- #include stored-size.lib.lua

if claimLost(idem, claimToken) then return {'claim_lost'} end

local limitMb = redis.call('HGET', account, 'limit:storageMb')
if not limitMb then return {'no_account'} end
if redis.call('ZCARD', indexAll) >= maxBlocks then return {'block_limit', maxBlocks} end
if redis.call('EXISTS', block) == 1 then return {'exists'} end

local now = nowMs()
redis.call('HSET', block, 'id', id, 'name', name, 'userId', userId, 'block', body,
  'createdAt', now, 'updatedAt', now, 'size', 0)
if not keepWithinStorage(block, usage, limitMb, storedSize(block, id, {})) then return {'storage_limit', limitMb} end
redis.call('ZADD', indexAll, now, id)
redis.call('ZADD', indexScope, now, id)
claimStored(idem, claimToken, ttlMs, id)
return {'ok', now}
