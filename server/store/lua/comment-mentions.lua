-- One page of the comments that mention a user, across the account's templates, newest first,
-- optionally only those in open (or resolved) threads. A page examines at most maxScan entries.
local index = KEYS[1] -- zset {acct_A}:cmts:mention:<userId> (createdAt -> comment id)

local commentPrefix = ARGV[1] -- '{acct_A}:cmt:' + id = a comment's hash (same hash tag)
local status = ARGV[2] -- 'open', 'resolved', or '' for every comment
local limit = tonumber(ARGV[3]) -- page size
local cursorScore = ARGV[4] -- createdAt (ms) of the last comment already returned, or ''
local cursorId = ARGV[5] -- its id, or ''
local maxScan = tonumber(ARGV[6]) -- entries examined before a partial page is returned

-- #include stored-size.lib.lua
-- #include comment-record.lib.lua

local wanted = resolvedWanted(status)
local maxScore = '+inf'
if cursorScore ~= '' then maxScore = cursorScore end

local out, count, scanned, offset = {}, 0, 0, 0
local lastScore, lastId = '', ''
local BATCH = 100
while count < limit and scanned < maxScan do
  local r = redis.call('ZREVRANGEBYSCORE', index, maxScore, '-inf', 'WITHSCORES', 'LIMIT', offset, BATCH)
  if #r == 0 then return {'ok', 0, '', '', out} end
  offset = offset + #r / 2
  for i = 1, #r, 2 do
    local id, score = r[i], r[i + 1]
    -- skip what the cursor already covered (same score, id not below the cursor's)
    if not (cursorScore ~= '' and tonumber(score) == tonumber(cursorScore) and id >= cursorId) then
      scanned = scanned + 1
      local parentId = redis.call('HGET', commentPrefix .. id, 'parentId') or ''
      local root = id
      if parentId ~= '' then root = parentId end
      local state = redis.call('HGET', commentPrefix .. root, 'resolved') or '0'
      if wanted == nil or state == wanted then
        appendFields(out, commentFields(commentPrefix, id, state))
        count = count + 1
      end
      lastScore, lastId = score, id
      if count >= limit or scanned >= maxScan then
        local more = 0
        if #redis.call('ZREVRANGEBYSCORE', index, '(' .. score, '-inf', 'LIMIT', 0, 1) > 0 or i + 2 <= #r then more = 1 end
        return {'ok', more, lastScore, lastId, out}
      end
    end
  end
  if #r < BATCH * 2 then break end
end
return {'ok', 0, lastScore, lastId, out}
