-- Saved-block delete: scope, indexes and storage counter in one atomic step.
local block = KEYS[1] -- hash {acct_A}:blk:<id>
local indexAll = KEYS[2] -- zset {acct_A}:blks
local usage = KEYS[3] -- hash {acct_A}:usage

local actingUser = ARGV[1] -- session token's user ('' for a secret key)
local writeShared = ARGV[2] -- '1' when the writer may delete shared blocks (a manager or secret key)
local indexPrefix = ARGV[3] -- '{acct_A}:blks:', same hash tag as KEYS

-- #include owned-record.lib.lua

local cur, refusal = ownedForWrite(block, actingUser, writeShared, {'size'})
if refusal == 'forbidden' then return {'forbidden'} end
if refusal == 'not_found' then return {'not_found'} end
removeOwned(block, indexAll, indexPrefix, cur)
redis.call('HINCRBY', usage, 'storageBytes', -tonumber(cur[3] or '0'))
return {'ok'}
