-- An approval transition (docs/api.md §15), checked and written in one atomic step: the current
-- status, who may make the move, the status indexes, the storage delta and the transition's
-- record on the template's current version. Returns the whole record like template-update.lua.
local template = KEYS[1] -- hash {acct_A}:tpl:<id>
local usage = KEYS[2] -- hash {acct_A}:usage
local account = KEYS[3] -- hash {acct_A}:account (limit:storageMb)

local actingUser = ARGV[1] -- session token's user ('' for a secret key)
local writeShared = ARGV[2] -- '1' for a manager or the secret key: may approve or send back
local indexPrefix = ARGV[3] -- '{acct_A}:tpls:' (+ 'status:<status>'), same hash tag as KEYS
local versionPrefix = ARGV[4] -- '{acct_A}:tpl:<id>:v:' + version number = one version's hash (same hash tag)
local status = ARGV[5] -- the status asked for: draft | in_review | approved
local note = ARGV[6] -- the reviewer's note ('' for none), kept with the transition
local keepLog = tonumber(ARGV[7]) -- transitions kept per version (the oldest beyond are dropped)
local to = status

-- #include owned-record.lib.lua
-- #include stored-size.lib.lua
-- #include status.lib.lua

local cur = redis.call('HMGET', template, 'id', 'userId', 'status', 'version', 'updatedAt')
if not cur[1] then return {'not_found'} end
local owner = cur[2] or ''
if owner ~= '' then
  -- Another user's template does not exist for a session; a user template has no status.
  if actingUser ~= '' and owner ~= actingUser then return {'not_found'} end
  return {'not_shared'}
end
local from = cur[3]
if not from or from == '' then from = 'draft' end

-- The moves: anyone who may read it asks for review; a manager approves or sends back.
if from == 'draft' and to == 'in_review' then
  -- allowed to every reader
elseif from == 'in_review' and (to == 'approved' or to == 'draft') then
  if writeShared ~= '1' then return {'manager_required', from} end
else
  return {'invalid', from}
end

local now = nowMs()
local id = cur[1]

-- The transition joins the log of the version that is current (the content it was about).
local vkey = versionPrefix .. (cur[4] or '')
local hasVersion = cur[4] and redis.call('EXISTS', vkey) == 1
local oldLog, newLog = nil, nil
if hasVersion then
  oldLog = redis.call('HGET', vkey, 'statusLog')
  local entries = {}
  if oldLog then entries = cjson.decode(oldLog) end
  local entry = transitionJson(from, to, actingUser, now, note)
  local kept = {}
  for i = math.max(1, #entries - keepLog + 2), #entries do kept[#kept + 1] = cjson.encode(entries[i]) end
  kept[#kept + 1] = entry
  newLog = '[' .. table.concat(kept, ',') .. ']'
end

local fieldDelta = string.len(to) - string.len(cur[3] or '')
if not cur[3] then fieldDelta = FIELD_OVERHEAD + string.len('status') + string.len(to) end
local templateDelta = fieldDelta + statusIndexSize(to, id) - statusIndexSize(from, id)
local versionDelta = 0
if newLog then
  versionDelta = string.len(newLog) - string.len(oldLog or '')
  if not oldLog then versionDelta = versionDelta + FIELD_OVERHEAD + string.len('statusLog') end
end
local delta = templateDelta + versionDelta
if delta > 0 then
  local maxMb = redis.call('HGET', account, 'limit:storageMb')
  if overStorage(usage, maxMb, delta) then return {'storage_limit', maxMb} end
end

redis.call('HSET', template, 'status', to)
if statusIndexed(from) then redis.call('ZREM', statusKey(indexPrefix, from), id) end
-- Scored like every other index: by updatedAt (a status change is not an edit of the content).
if statusIndexed(to) then redis.call('ZADD', statusKey(indexPrefix, to), cur[5] or now, id) end
redis.call('HINCRBY', template, 'size', templateDelta)
if newLog then
  redis.call('HSET', vkey, 'statusLog', newLog)
  redis.call('HINCRBY', vkey, 'size', versionDelta)
end
if delta ~= 0 then redis.call('HINCRBY', usage, 'storageBytes', delta) end

local r = redis.call('HMGET', template, 'blockTree', 'name', 'userId', 'metadata', 'tags', 'thumbnail', 'createdAt', 'updatedAt', 'status')
return {'ok', r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8], r[9]}
