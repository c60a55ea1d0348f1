-- Delete + index removal (scope, metadata and status indexes) + storage counter in one atomic step.
local template = KEYS[1] -- hash {acct_A}:tpl:<id>
local indexAll = KEYS[2] -- zset {acct_A}:tpls
local usage = KEYS[3] -- hash {acct_A}:usage
local versions = KEYS[4] -- zset {acct_A}:tpl:<id>:versions: deleted with the template
local templateComments = KEYS[5] -- zset {acct_A}:cmts:tpl:<id>: its comments, deleted with it
local threads = KEYS[6] -- zset {acct_A}:cmts:threads:<id>: its comment threads, deleted with it

local actingUser = ARGV[1] -- session token's user ('' for a secret key)
local indexPrefix = ARGV[2] -- '{acct_A}:tpls:', same hash tag as KEYS
local writeShared = ARGV[3] -- '1' when a session user may write shared templates (a manager)
local versionPrefix = ARGV[4] -- '{acct_A}:tpl:<id>:v:' + version number = one version's hash
local commentPrefix = ARGV[5] -- '{acct_A}:cmt:' + id = a comment's hash (+ ':replies' its replies)
local mentionPrefix = ARGV[6] -- '{acct_A}:cmts:mention:' + user id = that user's mention index

-- #include stored-size.lib.lua
-- #include meta-index.lib.lua
-- #include owned-record.lib.lua
-- #include comment-record.lib.lua
-- #include status.lib.lua

local cur, refusal = ownedForWrite(template, actingUser, writeShared, {'size', 'metaIndex', 'status'})
if refusal == 'forbidden' then return {'forbidden'} end
if refusal == 'not_found' then return {'not_found'} end
removeOwned(template, indexAll, indexPrefix, cur)
metaIndexRemove(indexPrefix, cur[4], cur[1])
if statusIndexed(cur[5] or '') then redis.call('ZREM', statusKey(indexPrefix, cur[5]), cur[1]) end
local freed = tonumber(cur[3] or '0')
for _, v in ipairs(redis.call('ZRANGE', versions, 0, -1)) do
  freed = freed + tonumber(redis.call('HGET', versionPrefix .. v, 'size') or '0')
  redis.call('DEL', versionPrefix .. v)
end
redis.call('DEL', versions)
-- Comments go with their template (docs/api.md §15).
for _, id in ipairs(redis.call('ZRANGE', templateComments, 0, -1)) do
  freed = freed + removeComment(commentPrefix, mentionPrefix, templateComments, id)
  redis.call('DEL', commentPrefix .. id .. ':replies')
end
redis.call('DEL', templateComments, threads)
redis.call('HINCRBY', usage, 'storageBytes', -freed)
return {'ok'}
