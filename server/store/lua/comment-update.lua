-- A comment's text (its author only) or its thread's state (anyone who may read the template;
-- the thread's first comment only), with the storage change, in one atomic step.
local comment = KEYS[1] -- hash {acct_A}:cmt:<id>
local template = KEYS[2] -- hash {acct_A}:tpl:<templateId>: must exist and be readable by the writer
local threads = KEYS[3] -- zset {acct_A}:cmts:threads:<templateId> (last activity -> first comment's id)
local usage = KEYS[4] -- hash {acct_A}:usage (storageBytes)
local account = KEYS[5] -- hash {acct_A}:account (limit:storageMb)

local actingUser = ARGV[1] -- the session's user, or '' for the secret key
local templateId = ARGV[2] -- the template in the path: the comment must belong to it
local setText = ARGV[3] -- '1' when the text changes
local text = ARGV[4] -- the new text (when setText)
local setResolved = ARGV[5] -- '1' when the thread's state changes
local resolved = ARGV[6] -- '1' resolved, '0' open (when setResolved)
local commentPrefix = ARGV[7] -- '{acct_A}:cmt:' + id = a comment's hash

-- #include owned-record.lib.lua
-- #include stored-size.lib.lua
-- #include comment-record.lib.lua

local cur = redis.call('HMGET', comment, 'id', 'templateId', 'userId', 'parentId', 'size', 'mentions')
if not cur[1] or cur[2] ~= templateId then return {'not_found'} end
if not readableBy(template, actingUser) then return {'not_found'} end
local parentId = cur[4] or ''
if setResolved == '1' and parentId ~= '' then return {'resolve_reply'} end
-- The secret key is the author of the comments it wrote (userId '').
if setText == '1' and (cur[3] or '') ~= actingUser then return {'not_author'} end

local now = nowMs()
local replaced = {updatedAt = tostring(now)}
if setText == '1' then replaced.text = text end
if setResolved == '1' then replaced.resolved = resolved end
local mentionCount = #cjson.decode(cur[6] or '[]')
local delta = commentSize(comment, cur[1], replaced, mentionCount) - tonumber(cur[5] or '0')
if delta > 0 and overStorage(usage, redis.call('HGET', account, 'limit:storageMb') or '0', delta) then
  return {'storage_limit', redis.call('HGET', account, 'limit:storageMb') or '0'}
end
for field, value in pairs(replaced) do redis.call('HSET', comment, field, value) end
redis.call('HSET', comment, 'size', tonumber(cur[5] or '0') + delta)
redis.call('HINCRBY', usage, 'storageBytes', delta)
local root = cur[1]
if parentId ~= '' then root = parentId end
redis.call('ZADD', threads, now, root) -- an edit or a change of state is the thread's newest activity
local threadResolved = redis.call('HGET', commentPrefix .. root, 'resolved') or '0'
return {'ok', unpack(commentFields(commentPrefix, cur[1], threadResolved))}
