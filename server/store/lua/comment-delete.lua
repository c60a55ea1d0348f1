-- Deletes a comment (a thread's first comment takes its replies with it), its index entries and
-- its storage in one atomic step. The author may; the secret key may; a manager may on a shared
-- template.
local comment = KEYS[1] -- hash {acct_A}:cmt:<id>
local template = KEYS[2] -- hash {acct_A}:tpl:<templateId>: must exist and be readable by the writer
local templateComments = KEYS[3] -- zset {acct_A}:cmts:tpl:<templateId> (createdAt -> id)
local threads = KEYS[4] -- zset {acct_A}:cmts:threads:<templateId> (last activity -> first comment's id)
local replies = KEYS[5] -- zset {acct_A}:cmt:<id>:replies (a first comment's replies)
local usage = KEYS[6] -- hash {acct_A}:usage (storageBytes)

local actingUser = ARGV[1] -- the session's user, or '' for the secret key
local writeShared = ARGV[2] -- '1' when a session user manages shared templates (a manager)
local templateId = ARGV[3] -- the template in the path: the comment must belong to it
local commentPrefix = ARGV[4] -- '{acct_A}:cmt:' + id = a comment's hash (+ ':replies' its replies)
local mentionPrefix = ARGV[5] -- '{acct_A}:cmts:mention:' + user id = that user's mention index

-- #include owned-record.lib.lua
-- #include stored-size.lib.lua
-- #include comment-record.lib.lua

local cur = redis.call('HMGET', comment, 'id', 'templateId', 'userId', 'parentId')
if not cur[1] or cur[2] ~= templateId then return {'not_found'} end
local readable, owner = readableBy(template, actingUser)
if not readable then return {'not_found'} end
-- Not the author: only the secret key, or a manager on a shared template (a 403 for anyone else).
local author = (cur[3] or '') == actingUser
if actingUser ~= '' and not author and not (owner == '' and writeShared == '1') then return {'forbidden'} end

local freed = 0
local parentId = cur[4] or ''
if parentId == '' then
  for _, reply in ipairs(redis.call('ZRANGE', replies, 0, -1)) do
    freed = freed + removeComment(commentPrefix, mentionPrefix, templateComments, reply)
  end
  redis.call('DEL', replies)
  redis.call('ZREM', threads, cur[1])
else
  redis.call('ZREM', commentPrefix .. parentId .. ':replies', cur[1])
end
freed = freed + removeComment(commentPrefix, mentionPrefix, templateComments, cur[1])
redis.call('HINCRBY', usage, 'storageBytes', -freed)
return {'ok'}
