-- Update + index maintenance + storage delta in one atomic step. Returns the whole record so
-- the response needs no second round trip.
local template = KEYS[1] -- hash {acct_A}:tpl:<id>
local indexAll = KEYS[2] -- zset {acct_A}:tpls
local usage = KEYS[3] -- hash {acct_A}:usage
local account = KEYS[4] -- hash {acct_A}:account
local versions = KEYS[5] -- zset {acct_A}:tpl:<id>:versions (version -> version)

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
local versionPrefix = ARGV[14] -- '{acct_A}:tpl:<id>:v:' + version number = one version's hash
local record = ARGV[15] -- '1': a change of name or blockTree records a version (always, but in the benchmark's baseline)
local keep = tonumber(ARGV[16]) -- versions kept per template (the oldest beyond are dropped)
local restoredFrom = ARGV[17] -- the version a restore copies ('' for an ordinary save), kept on the version it records

-- #include stored-size.lib.lua
-- #include write-scope.lib.lua

local cur = redis.call('HMGET', template, 'id', 'userId', 'size', 'version')
if not cur[1] then return {'not_found'} end
local owner = cur[2] or ''
local refusal = writeRefusal(owner, actingUser, writeShared)
if refusal == 'forbidden' then return {'forbidden'} end
if refusal == 'not_found' then return {'not_found'} end

local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)

-- The version this save records (same step as the save: no save without its version, no gap
-- under concurrent saves), and the oldest one it pushes out of the kept history.
local recording = record == '1' and (setName == '1' or setTree == '1')
local nextVersion, vkey, vName, vTree, vsize, evicted, evictedSize = nil, nil, nil, nil, 0, {}, 0
if recording then
  nextVersion = tostring(tonumber(cur[4] or '0') + 1)
  vkey = versionPrefix .. nextVersion
  vName = name
  if setName ~= '1' then vName = redis.call('HGET', template, 'name') end
  vTree = blockTree
  if setTree ~= '1' then vTree = redis.call('HGET', template, 'blockTree') end
  vsize = versionSize(vkey, nextVersion, vName, vTree, tostring(now), actingUser, restoredFrom)
  -- everything but the newest keep-1: what must go to make room for this one
  evicted = redis.call('ZRANGE', versions, 0, -keep)
  for _, v in ipairs(evicted) do evictedSize = evictedSize + tonumber(redis.call('HGET', versionPrefix .. v, 'size') or '0') end
end

local replaced = {}
if recording then replaced.version = nextVersion end
if setName == '1' then replaced.name = name end
if setTree == '1' then replaced.blockTree = blockTree end
if setMeta == '1' then replaced.metadata = metadata; replaced.metaIndex = metaIndex end
if setTags == '1' then replaced.tags = tags end
local newSize = storedSize(template, cur[1], replaced)
local delta = newSize - tonumber(cur[3] or '0') + vsize - evictedSize
if delta > 0 then
  local maxMb = redis.call('HGET', account, 'limit:storageMb')
  local used = tonumber(redis.call('HGET', usage, 'storageBytes') or '0')
  if used + delta > tonumber(maxMb) * 1048576 then return {'storage_limit', maxMb} end
end

if setName == '1' then redis.call('HSET', template, 'name', name) end
if setTree == '1' then redis.call('HSET', template, 'blockTree', blockTree) end
redis.call('HSET', template, 'size', newSize)
if setMeta == '1' then redis.call('HSET', template, 'metadata', metadata, 'metaIndex', metaIndex) end
if setTags == '1' then redis.call('HSET', template, 'tags', tags) end
if recording then
  redis.call('HSET', template, 'updatedAt', now, 'version', nextVersion)
  redis.call('HSET', vkey, 'version', nextVersion, 'name', vName, 'blockTree', vTree, 'updatedAt', now,
    'savedBy', actingUser, 'size', vsize)
  if restoredFrom ~= '' then redis.call('HSET', vkey, 'restoredFrom', restoredFrom) end
  redis.call('ZADD', versions, nextVersion, nextVersion)
  for _, v in ipairs(evicted) do
    redis.call('DEL', versionPrefix .. v)
    redis.call('ZREM', versions, v)
  end
else
  redis.call('HSET', template, 'updatedAt', now)
end
redis.call('ZADD', indexAll, now, cur[1])
local scope = scopeOf(owner)
redis.call('ZADD', indexPrefix .. scope, now, cur[1])
if delta ~= 0 then redis.call('HINCRBY', usage, 'storageBytes', delta) end

local r = redis.call('HMGET', template, 'blockTree', 'name', 'userId', 'metadata', 'tags', 'thumbnail', 'createdAt', 'updatedAt')
return {'ok', r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8]}
