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

-- Bytes the saved block occupies in Redis, counted as templates are: its key, every field name
-- and value, its two index entries, and Redis's bookkeeping per key, field and entry.
local KEY_OVERHEAD = 96
local FIELD_OVERHEAD = 40
local INDEX_ENTRY_OVERHEAD = 48
local function storedSize(key, id, replaced)
  local total = KEY_OVERHEAD + string.len(key)
  for _, field in ipairs(redis.call('HKEYS', key)) do
    local value = replaced[field]
    local len = value and string.len(value) or redis.call('HSTRLEN', key, field)
    total = total + FIELD_OVERHEAD + string.len(field) + len
  end
  return total + 2 * (INDEX_ENTRY_OVERHEAD + string.len(id))
end

local cur = redis.call('HMGET', block, 'id', 'userId', 'size')
if not cur[1] then return {404} end
local owner = cur[2] or ''
if actingUser ~= '' then
  if owner == '' then
    if writeShared ~= '1' then return {403} end
  elseif owner ~= actingUser then
    return {404}
  end
end

local replaced = {}
if setName == '1' then replaced.name = name end
if setBlock == '1' then replaced.block = body end
local size = storedSize(block, cur[1], replaced)
local delta = size - tonumber(cur[3] or '0')
if delta > 0 then
  local maxMb = redis.call('HGET', account, 'limit:storageMb')
  local used = tonumber(redis.call('HGET', usage, 'storageBytes') or '0')
  if used + delta > tonumber(maxMb) * 1048576 then return {402, maxMb} end
end

local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
if setName == '1' then redis.call('HSET', block, 'name', name) end
if setBlock == '1' then redis.call('HSET', block, 'block', body) end
redis.call('HSET', block, 'size', size, 'updatedAt', now)
redis.call('ZADD', indexAll, now, cur[1])
local scope = 'shared'
if owner ~= '' then scope = 'user:' .. owner end
redis.call('ZADD', indexPrefix .. scope, now, cur[1])
if delta ~= 0 then redis.call('HINCRBY', usage, 'storageBytes', delta) end

local r = redis.call('HMGET', block, 'block', 'name', 'userId', 'createdAt', 'updatedAt')
return {0, r[1], r[2], r[3], r[4], r[5]}
