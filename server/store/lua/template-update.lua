-- Update + index maintenance + storage delta in one atomic step. Returns the whole record so
-- the response needs no second round trip.
local template = KEYS[1] -- hash {acct_A}:tpl:<id>
local indexAll = KEYS[2] -- zset {acct_A}:tpls
local usage = KEYS[3] -- hash {acct_A}:usage
local account = KEYS[4] -- hash {acct_A}:account
local versions = KEYS[5] -- zset {acct_A}:tpl:<id>:versions (version -> version)

local actingUser = ARGV[1] -- session token's user ('' for a secret key: any template of the account)
local indexPrefix = ARGV[2] -- '{acct_A}:tpls:' (+ 'shared', 'user:<id>' or 'meta:<key>=<value>'), same hash tag as KEYS
local setName = ARGV[3] -- '1' to replace name with ARGV[4]
local name = ARGV[4]
local setTree = ARGV[5] -- '1' to replace blockTree with ARGV[6] (the whole template is measured)
local blockTree = ARGV[6]
local setMeta = ARGV[7] -- '1' to replace metadata (ARGV[8]) and its filter index (ARGV[9])
local metadata = ARGV[8]
local metaIndex = ARGV[9]
local setTags = ARGV[10] -- '1' to replace tags with ARGV[11]
local tags = ARGV[11]
local writeShared = ARGV[12] -- '1' when a session user may write shared templates (a manager)
local versionPrefix = ARGV[13] -- '{acct_A}:tpl:<id>:v:' + version number = one version's hash
local record = ARGV[14] -- '1': a change of name or blockTree records a version (always, but in the benchmark's baseline)
local keep = tonumber(ARGV[15]) -- versions kept per template (the oldest beyond are dropped)
local restoredFrom = ARGV[16] -- the version a restore copies ('' for an ordinary save), kept on the version it records
local lockGuard = ARGV[17] -- '' | 'nolocks' | SHA-1 of the stored blockTree the locked-block check read (lock-guard.lib.lua)

-- #include stored-size.lib.lua
-- #include meta-index.lib.lua
-- #include owned-record.lib.lua
-- #include lock-guard.lib.lua
-- #include status.lib.lua

local cur, refusal = ownedForWrite(template, actingUser, writeShared, {'size', 'version', 'metaIndex', 'metaIdx', 'status', 'name'})
if refusal == 'forbidden' then return {'forbidden'} end
if refusal == 'not_found' then return {'not_found'} end
local owner = cur[2] or ''
local storedTree = nil
if setTree == '1' and lockGuard ~= '' then
  storedTree = redis.call('HGET', template, 'blockTree')
  local guarded = lockGuardRefusal(storedTree, lockGuard)
  if guarded == 'locks' then return {'locks'} end
  if guarded == 'changed' then return {'changed'} end
end

local now = nowMs()

-- Any change of name or blockTree takes an approved template back to draft, recorded with the
-- version this save records.
local status = cur[7] or ''
local newStatus = status
local transition = nil
if status == 'approved' then
  local changed = setName == '1' and name ~= cur[8]
  if not changed and setTree == '1' then
    storedTree = storedTree or redis.call('HGET', template, 'blockTree')
    changed = blockTree ~= storedTree
  end
  if changed then
    newStatus = 'draft'
    transition = '[' .. transitionJson('approved', 'draft', actingUser, now, '') .. ']'
  end
end

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
  vsize = versionSize(vkey, nextVersion, vName, vTree, tostring(now), actingUser, restoredFrom, transition)
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
if newStatus ~= status then replaced.status = newStatus end
-- The metadata index entries count too; a template from before the indexes gains its marker field.
local newMeta = cur[5]
if setMeta == '1' then newMeta = metaIndex end
local markerSize = 0
if cur[6] ~= '1' then markerSize = FIELD_OVERHEAD + string.len('metaIdx') + 1 end
local newSize = storedSize(template, cur[1], replaced) + markerSize + metaIndexSize(newMeta, cur[1]) + statusIndexSize(newStatus, cur[1])
local delta = newSize - tonumber(cur[3] or '0') + vsize - evictedSize
if delta > 0 then
  local maxMb = redis.call('HGET', account, 'limit:storageMb')
  if overStorage(usage, maxMb, delta) then return {'storage_limit', maxMb} end
end

if setName == '1' then redis.call('HSET', template, 'name', name) end
if setTree == '1' then redis.call('HSET', template, 'blockTree', blockTree) end
redis.call('HSET', template, 'size', newSize, 'metaIdx', '1')
if setMeta == '1' then
  metaIndexRemove(indexPrefix, cur[5], cur[1])
  redis.call('HSET', template, 'metadata', metadata, 'metaIndex', metaIndex)
end
if setTags == '1' then redis.call('HSET', template, 'tags', tags) end
if recording then
  redis.call('HSET', template, 'updatedAt', now, 'version', nextVersion)
  redis.call('HSET', vkey, 'version', nextVersion, 'name', vName, 'blockTree', vTree, 'updatedAt', now,
    'savedBy', actingUser, 'size', vsize)
  if restoredFrom ~= '' then redis.call('HSET', vkey, 'restoredFrom', restoredFrom) end
  if transition then redis.call('HSET', vkey, 'statusLog', transition) end
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
metaIndexAdd(indexPrefix, newMeta, now, cur[1])
if newStatus ~= status then
  redis.call('HSET', template, 'status', newStatus)
  redis.call('ZREM', statusKey(indexPrefix, status), cur[1])
end
if statusIndexed(newStatus) then redis.call('ZADD', statusKey(indexPrefix, newStatus), now, cur[1]) end
if delta ~= 0 then redis.call('HINCRBY', usage, 'storageBytes', delta) end

local r = redis.call('HMGET', template, 'blockTree', 'name', 'userId', 'metadata', 'tags', 'thumbnail', 'createdAt', 'updatedAt', 'status')
return {'ok', r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8], r[9]}
