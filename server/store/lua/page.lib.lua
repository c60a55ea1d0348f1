-- One page of a list in one step (templates, saved blocks, images), newest first (ties: higher id
-- first): sorted-set indexes walked in batches from a cursor, merged when there are two. Work is
-- bounded: after maxScan candidates a partial page is returned whose cursor continues after the
-- last one examined. Replies `{'ok', more, cursorScore, cursorId, rows}`, a row being the id and
-- its fields, flat.

local PAGE_BATCH = 100

-- A walk down one index from the cursor (cursorScore '' = from the top, else the score and id of
-- the last item already returned).
local function pageStream(key, cursorScore, cursorId)
  local maxScore = '+inf'
  if cursorScore ~= '' then maxScore = cursorScore end
  return {key = key, maxScore = maxScore, cursorScore = cursorScore, cursorId = cursorId, buf = {}, pos = 1, offset = 0, done = false}
end

-- The stream's next item {id, score, score as Redis sent it}, or nil when it is walked.
local function pagePeek(s)
  while s.pos > #s.buf and not s.done do
    local r = redis.call('ZREVRANGEBYSCORE', s.key, s.maxScore, '-inf', 'WITHSCORES', 'LIMIT', s.offset, PAGE_BATCH)
    s.offset = s.offset + #r / 2
    if #r < PAGE_BATCH * 2 then s.done = true end
    s.buf = {}
    s.pos = 1
    for i = 1, #r, 2 do
      local score = tonumber(r[i + 1])
      -- skip what the cursor already covered (same score, id not below the cursor's)
      if not (s.cursorScore ~= '' and score == tonumber(s.cursorScore) and r[i] >= s.cursorId) then
        s.buf[#s.buf + 1] = {r[i], score, r[i + 1]}
      end
    end
  end
  return s.buf[s.pos]
end

-- The newest next item of the streams, taken from its stream; nil when all are walked.
local function pageNext(streams)
  local best, bestStream = nil, nil
  for _, s in ipairs(streams) do
    local item = pagePeek(s)
    if item and (not best or item[2] > best[2] or (item[2] == best[2] and item[1] > best[1])) then
      best, bestStream = item, s
    end
  end
  if bestStream then bestStream.pos = bestStream.pos + 1 end
  return best
end

-- Fills one page from the streams: `row(id)` answers the candidate's `width` fields, or nil when
-- it is not listed (gone, out of scope, filtered out).
local function collectPage(streams, row, width, limit, maxScan)
  local out, found, scanned, more = {}, 0, 0, 0
  local lastReturned, lastScanned, cursorItem = nil, nil, nil
  while true do
    local c = pageNext(streams)
    if not c then break end
    if scanned >= maxScan then
      -- bounded work: a partial page whose cursor continues after the last examined item
      more, cursorItem = 1, lastScanned
      break
    end
    scanned = scanned + 1
    local f = row(c[1])
    lastScanned = c
    if f then
      if found == limit then
        more, cursorItem = 1, lastReturned
        break
      end
      found = found + 1
      lastReturned = c
      out[#out + 1] = c[1]
      for i = 1, width do out[#out + 1] = f[i] or '' end
    end
  end
  local cursor = {'', ''}
  if more == 1 and cursorItem then cursor = {cursorItem[3], cursorItem[1]} end
  return {'ok', more, cursor[1], cursor[2], out}
end
