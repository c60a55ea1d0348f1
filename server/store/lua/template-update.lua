-- Update + index maintenance + storage delta in one atomic step. Returns the whole record so
-- the response needs no second round trip.
local template = KEYS[1] -- hash {acct_A}:tpl:<id>
local indexAll = KEYS[2] -- zset {acct_A}:tpls
local usage = KEYS[3] -- hash {acct_A}:usage
local account = KEYS[4] -- hash {acct_A}:account

local actingUser = ARGV[1] -- session token's user ('' for a secret key: any template of the account)
local indexPrefix = ARGV[2] -- '{acct_A}:tpls:' (+ 'shared' or 'user:<id>'), same hash tag as KEYS
local setName = ARGV[3] -- '1' to replace name with ARGV[4]
local name = ARGV[4]
local setTree = ARGV[5] -- '1' to replace blockTree with ARGV[6] (ARGV[7], its bytes, is unused: the whole template is measured)
local blockTree = ARGV[6]
local setMeta = ARGV[8] -- '1' to replace metadata (ARGV[9]) and its filter index (ARGV[10])
local metadata = ARGV[9]
local metaIndex = ARGV[10]
local setTags = ARGV[11] -- '1' to replace tags with ARGV[12]
local tags = ARGV[12]
local writeShared = ARGV[13] -- '1' when a session user may write shared templates (a manager)

-- Bytes the template occupies in Redis: its key, every field name and value (whatever fields
-- other features add), its two index entries, and Redis's bookkeeping per key, field and entry
-- (calibrated against MEMORY USAGE; see store/storage.test.ts). `replaced` gives new values of
-- fields about to change.
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

local cur = redis.call('HMGET', template, 'id', 'userId', 'size')
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
if setTree == '1' then replaced.blockTree = blockTree end
if setMeta == '1' then replaced.metadata = metadata; replaced.metaIndex = metaIndex end
if setTags == '1' then replaced.tags = tags end
local newSize = storedSize(template, cur[1], replaced)
local delta = newSize - tonumber(cur[3] or '0')
if delta > 0 then
  local maxMb = redis.call('HGET', account, 'limit:storageMb')
  local used = tonumber(redis.call('HGET', usage, 'storageBytes') or '0')
  if used + delta > tonumber(maxMb) * 1048576 then return {402, maxMb} end
end

local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
if setName == '1' then redis.call('HSET', template, 'name', name) end
if setTree == '1' then redis.call('HSET', template, 'blockTree', blockTree) end
redis.call('HSET', template, 'size', newSize)
if setMeta == '1' then redis.call('HSET', template, 'metadata', metadata, 'metaIndex', metaIndex) end
if setTags == '1' then redis.call('HSET', template, 'tags', tags) end
redis.call('HSET', template, 'updatedAt', now)
redis.call('ZADD', indexAll, now, cur[1])
local scope = 'shared'
if owner ~= '' then scope = 'user:' .. owner end
redis.call('ZADD', indexPrefix .. scope, now, cur[1])
if delta ~= 0 then redis.call('HINCRBY', usage, 'storageBytes', delta) end

local r = redis.call('HMGET', template, 'blockTree', 'name', 'userId', 'metadata', 'tags', 'thumbnail', 'createdAt', 'updatedAt')
return {0, r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8]}
