-- A template's comment threads, newest activity first, each as its first comment followed by its
-- replies (oldest first), in one step: at most 1,000 comments per template bound the answer.
local template = KEYS[1] -- hash {acct_A}:tpl:<templateId>: must exist and be readable by the reader
local threads = KEYS[2] -- zset {acct_A}:cmts:threads:<templateId> (last activity -> first comment's id)

local actingUser = ARGV[1] -- the session's user, or '' for the secret key
local status = ARGV[2] -- 'open', 'resolved', or '' for every thread
local commentPrefix = ARGV[3] -- '{acct_A}:cmt:' + id = a comment's hash (+ ':replies' its replies)

-- #include owned-record.lib.lua
-- #include stored-size.lib.lua
-- #include comment-record.lib.lua

if not readableBy(template, actingUser) then return {'not_found'} end
local wanted = resolvedWanted(status)

-- Flat: per thread, its reply count, then the fields of the first comment and of each reply.
local out = {}
for _, root in ipairs(redis.call('ZREVRANGE', threads, 0, -1)) do
  local first = commentFields(commentPrefix, root, nil)
  local state = first[RESOLVED] or '0'
  if first[1] and (wanted == nil or state == wanted) then
    local replyIds = redis.call('ZRANGE', commentPrefix .. root .. ':replies', 0, -1)
    out[#out + 1] = #replyIds
    appendFields(out, first)
    for _, reply in ipairs(replyIds) do
      appendFields(out, commentFields(commentPrefix, reply, state))
    end
  end
end
return {'ok', out}
