-- Quota check and insert in one atomic step: 50 concurrent creates on a 3-template plan store 3.
local template = KEYS[1] -- hash {acct_A}:tpl:<id>
local indexAll = KEYS[2] -- zset {acct_A}:tpls (updatedAt -> id), its size is the template count
local indexScope = KEYS[3] -- zset {acct_A}:tpls:shared or {acct_A}:tpls:user:<userId>
local usage = KEYS[4] -- hash {acct_A}:usage (storageBytes)
local account = KEYS[5] -- hash {acct_A}:account (limit:templates, limit:storageMb)
local idem = KEYS[6] -- hash {acct_A}:idem:templates:<sha256(Idempotency-Key)> (unused without a key)
local versions = KEYS[7] -- zset {acct_A}:tpl:<id>:versions (version -> version), the version history

local id = ARGV[1] -- new template id
local name = ARGV[2] -- validated name
local userId = ARGV[3] -- owner, or '' for a shared template
local blockTree = ARGV[4] -- validated document as JSON
local metadata = ARGV[5] -- metadata map as JSON
local metaIndex = ARGV[6] -- metadata values in their string form, as JSON (for meta[k] filters)
local tags = ARGV[7] -- tags as JSON array
local indexPrefix = ARGV[8] -- '{acct_A}:tpls:' (+ 'meta:<key>=<value>': the metadata indexes), same hash tag as KEYS
local claimToken = ARGV[9] -- this attempt's Idempotency-Key claim, or '' without a key
local ttlMs = tonumber(ARGV[10]) -- how long the key is remembered once the template is stored
local versionPrefix = ARGV[11] -- '{acct_A}:tpl:<id>:v:' + version number = one version's hash (same hash tag)
local savedBy = ARGV[12] -- the session's user who saves, or '' for a secret key

-- #include owned-record.lib.lua
-- #include stored-size.lib.lua
-- #include meta-index.lib.lua

if claimLost(idem, claimToken) then return {'claim_lost'} end

local limits = redis.call('HMGET', account, 'limit:templates', 'limit:storageMb')
local maxTemplates = tonumber(limits[1])
if not maxTemplates then return {'no_account'} end
if redis.call('ZCARD', indexAll) >= maxTemplates then return {'template_limit', maxTemplates} end
if redis.call('EXISTS', template) == 1 then return {'exists'} end

local now = nowMs()
redis.call('HSET', template, 'id', id, 'name', name, 'userId', userId, 'blockTree', blockTree,
  'metadata', metadata, 'metaIndex', metaIndex, 'tags', tags, 'thumbnail', '',
  'createdAt', now, 'updatedAt', now, 'size', 0, 'version', 1, 'metaIdx', '1')
local size = storedSize(template, id, {}) + metaIndexSize(metaIndex, id)
-- Version 1 is recorded in this same step: no template without its first version.
local vkey = versionPrefix .. '1'
local vsize = versionSize(vkey, '1', name, blockTree, tostring(now), savedBy)
size = size + vsize
if overStorage(usage, limits[2], size) then
  redis.call('DEL', template) -- never visible: the script is atomic
  return {'storage_limit', limits[2]}
end
redis.call('HSET', template, 'size', size - vsize)
redis.call('HSET', vkey, 'version', 1, 'name', name, 'blockTree', blockTree, 'updatedAt', now, 'savedBy', savedBy, 'size', vsize)
redis.call('ZADD', versions, 1, '1')
redis.call('ZADD', indexAll, now, id)
redis.call('ZADD', indexScope, now, id)
metaIndexAdd(indexPrefix, metaIndex, now, id)
redis.call('HINCRBY', usage, 'storageBytes', size)
claimStored(idem, claimToken, ttlMs, id)
return {'ok', now}
