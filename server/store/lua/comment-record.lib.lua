-- What the comment scripts share (docs/api.md §15): the fields a comment is answered with, its
-- storage, and removing one comment with its index entries. Who may read the template a comment
-- belongs to is the owned records' rule (owned-record.lib.lua readableBy).
-- Keys: a comment is the hash commentPrefix .. id, a thread's replies the zset commentPrefix .. id
-- .. ':replies', a mentioned user's index the zset mentionPrefix .. userId (all one hash tag).

-- The fields of a comment in the order every script answers them (store/comments.ts reads them).
local COMMENT_FIELDS = {'id', 'templateId', 'blockId', 'parentId', 'text', 'mentions', 'userId', 'name', 'createdAt', 'updatedAt', 'resolved'}
local FIELD_COUNT = #COMMENT_FIELDS
local RESOLVED = FIELD_COUNT -- 'resolved' comes last

-- The stored `resolved` a listing's status asks for ('open' '0', 'resolved' '1'), nil for every thread.
local function resolvedWanted(status)
  if status == 'open' then return '0' end
  if status == 'resolved' then return '1' end
  return nil
end

-- Appends a comment's answer fields to `out` (a missing one as '').
local function appendFields(out, f)
  for i = 1, FIELD_COUNT do out[#out + 1] = f[i] or '' end
end

-- Redis keeps a hash whose values are all short (hash-max-listpack-value, 64 bytes by default)
-- as one compact listpack, a few bytes per field instead of FIELD_OVERHEAD; most comments are
-- short. Once a longer value made it a hash table it stays one. Calibrated against MEMORY USAGE
-- (routes/comments/limits.test.ts).
local COMPACT_FIELD_OVERHEAD = 1
-- A mentioned user's index holds few entries: a compact sorted set, a few bytes per entry.
local MENTION_ENTRY_OVERHEAD = 16
local COMPACT_VALUE_MAX = 64
local function compactAfter(key, replaced)
  local encoding = redis.call('OBJECT', 'ENCODING', key)
  if encoding ~= 'listpack' and encoding ~= 'ziplist' then return false end
  for _, value in pairs(replaced) do
    if string.len(value) > COMPACT_VALUE_MAX then return false end
  end
  return true
end

-- Bytes a stored comment is counted for: its hash, its two index entries (the template's
-- comments; its threads or its thread's replies) and one entry per mentioned user.
local function commentSize(key, id, replaced, mentionCount)
  local overhead = nil
  if compactAfter(key, replaced) then overhead = COMPACT_FIELD_OVERHEAD end
  return storedSize(key, id, replaced, overhead) + mentionCount * (MENTION_ENTRY_OVERHEAD + string.len(id))
end

-- Deletes one comment, its entry in the template's comment index and its mention index
-- entries; returns the bytes it was counted for.
local function removeComment(commentPrefix, mentionPrefix, templateComments, id)
  local key = commentPrefix .. id
  local cur = redis.call('HMGET', key, 'size', 'mentions')
  for _, user in ipairs(cjson.decode(cur[2] or '[]')) do redis.call('ZREM', mentionPrefix .. user, id) end
  redis.call('DEL', key)
  redis.call('ZREM', templateComments, id)
  return tonumber(cur[1] or '0')
end

-- A comment's answer fields, with `resolved` replaced by its thread's (a reply has no state of its own).
local function commentFields(commentPrefix, id, threadResolved)
  local f = redis.call('HMGET', commentPrefix .. id, unpack(COMMENT_FIELDS))
  if threadResolved ~= nil then f[RESOLVED] = threadResolved end
  return f
end
