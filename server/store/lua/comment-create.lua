-- Count limit, storage check and insert of one comment in one atomic step (docs/api.md §15):
-- parallel comments on a template at its limit never store more than the limit.
local template = KEYS[1] -- hash {acct_A}:tpl:<templateId>: must exist and be readable by the writer
local comment = KEYS[2] -- hash {acct_A}:cmt:<id>, the new comment
local templateComments = KEYS[3] -- zset {acct_A}:cmts:tpl:<templateId> (createdAt -> id), its size is the count
local threads = KEYS[4] -- zset {acct_A}:cmts:threads:<templateId> (last activity -> first comment's id)
local parent = KEYS[5] -- hash {acct_A}:cmt:<parentId> (a reply), or the new comment's key (unused)
local parentReplies = KEYS[6] -- zset {acct_A}:cmt:<parentId>:replies (createdAt -> id), or unused
local usage = KEYS[7] -- hash {acct_A}:usage (storageBytes)
local account = KEYS[8] -- hash {acct_A}:account (limit:storageMb)

local id = ARGV[1] -- new comment id
local templateId = ARGV[2] -- the template's id
local blockId = ARGV[3] -- the block the comment is anchored to, or ''
local parentId = ARGV[4] -- the thread's first comment for a reply, or ''
local text = ARGV[5] -- validated plain text
local mentions = ARGV[6] -- JSON array of distinct user ids
local userId = ARGV[7] -- the session's user, or '' for the secret key (also who reads the template)
local name = ARGV[8] -- the session token's display name, or ''
local mentionPrefix = ARGV[9] -- '{acct_A}:cmts:mention:' + user id = that user's mention index
local maxComments = tonumber(ARGV[10]) -- comments per template (1,000)

-- #include owned-record.lib.lua
-- #include stored-size.lib.lua
-- #include comment-record.lib.lua

if not readableBy(template, userId) then return {'template_not_found'} end
local threadResolved = '0'
if parentId ~= '' then
  local p = redis.call('HMGET', parent, 'id', 'templateId', 'parentId', 'resolved')
  if not p[1] or p[2] ~= templateId then return {'parent_not_found'} end
  if (p[3] or '') ~= '' then return {'reply_to_reply'} end
  threadResolved = p[4] or '0'
end
if redis.call('ZCARD', templateComments) >= maxComments then return {'comment_limit', maxComments} end
local limitMb = redis.call('HGET', account, 'limit:storageMb')
-- An account that is gone has no templates either.
if not limitMb then return {'template_not_found'} end
if redis.call('EXISTS', comment) == 1 then return {'exists'} end

local now = nowMs()
redis.call('HSET', comment, 'id', id, 'templateId', templateId, 'blockId', blockId, 'parentId', parentId,
  'text', text, 'mentions', mentions, 'userId', userId, 'name', name, 'createdAt', now, 'updatedAt', now,
  'resolved', '0', 'size', 0)
local mentioned = cjson.decode(mentions)
if not keepWithinStorage(comment, usage, limitMb, commentSize(comment, id, {}, #mentioned)) then
  return {'storage_limit', limitMb}
end
redis.call('ZADD', templateComments, now, id)
if parentId == '' then
  redis.call('ZADD', threads, now, id)
else
  redis.call('ZADD', parentReplies, now, id)
  redis.call('ZADD', threads, now, parentId) -- a reply is the thread's newest activity
end
for _, user in ipairs(mentioned) do redis.call('ZADD', mentionPrefix .. user, now, id) end
return {'ok', now, threadResolved}
