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
local wanted = nil
if status == 'open' then wanted = '0' elseif status == 'resolved' then wanted = '1' end

-- Flat: per thread, its reply count, then 11 fields for the first comment and for each reply.
local out = {}
for _, root in ipairs(redis.call('ZREVRANGE', threads, 0, -1)) do
  local first = commentFields(commentPrefix, root, nil)
  local state = first[11] or '0'
  if first[1] and (wanted == nil or state == wanted) then
    local replyIds = redis.call('ZRANGE', commentPrefix .. root .. ':replies', 0, -1)
    out[#out + 1] = #replyIds
    for i = 1, 11 do out[#out + 1] = first[i] or '' end
    for _, reply in ipairs(replyIds) do
      local f = commentFields(commentPrefix, reply, state)
      for i = 1, 11 do out[#out + 1] = f[i] or '' end
    end
  end
end
return {'ok', out}
