-- One page of list items, newest updatedAt first (ties: higher id first), merging up to two
-- indexes (a user's templates + shared ones) and applying meta[k]=v filters server-side, so a
-- page costs one round trip however many items it holds.
local indexA = KEYS[1] -- zset of ids by updatedAt ({acct_A}:tpls, or :tpls:user:<u>)
local indexB = KEYS[2] -- second zset merged with the first ({acct_A}:tpls:shared), or same as KEYS[1]

local templatePrefix = ARGV[1] -- '{acct_A}:tpl:' (same hash tag as KEYS)
local limit = tonumber(ARGV[2]) -- page size
local cursorScore = ARGV[3] -- updatedAt (ms) of the last item already returned, or ''
local cursorId = ARGV[4] -- id of that item, or ''
local maxScan = tonumber(ARGV[5]) -- candidates examined per call before returning a partial page
-- ARGV[6..] filter pairs: key, value (string form)

local filters = {}
for i = 6, #ARGV, 2 do filters[#filters + 1] = {ARGV[i], ARGV[i + 1]} end

local maxScore = '+inf'
if cursorScore ~= '' then maxScore = cursorScore end
local BATCH = 100

local function newStream(key)
  return {key = key, buf = {}, pos = 1, offset = 0, done = false}
end
local function peek(s)
  while s.pos > #s.buf and not s.done do
    local r = redis.call('ZREVRANGEBYSCORE', s.key, maxScore, '-inf', 'WITHSCORES', 'LIMIT', s.offset, BATCH)
    s.offset = s.offset + #r / 2
    if #r < BATCH * 2 then s.done = true end
    s.buf = {}
    s.pos = 1
    for i = 1, #r, 2 do
      local score = tonumber(r[i + 1])
      -- skip what the cursor already covered (same score, id not below the cursor's)
      if not (cursorScore ~= '' and score == tonumber(cursorScore) and r[i] >= cursorId) then
        s.buf[#s.buf + 1] = {r[i], score, r[i + 1]}
      end
    end
  end
  return s.buf[s.pos]
end

local streams = {newStream(indexA)}
if indexB ~= indexA then streams[2] = newStream(indexB) end

local function nextCandidate()
  local best, bestStream = nil, nil
  for _, s in ipairs(streams) do
    local item = peek(s)
    if item and (not best or item[2] > best[2] or (item[2] == best[2] and item[1] > best[1])) then
      best, bestStream = item, s
    end
  end
  if bestStream then bestStream.pos = bestStream.pos + 1 end
  return best
end

local out = {}
local found = 0
local scanned = 0
local more = 0
local lastReturned, lastScanned, cursorItem = nil, nil, nil
while true do
  local c = nextCandidate()
  if not c then break end
  if scanned >= maxScan then
    -- bounded work: a partial page whose cursor continues after the last examined item
    more, cursorItem = 1, lastScanned
    break
  end
  scanned = scanned + 1
  local f = redis.call('HMGET', templatePrefix .. c[1], 'name', 'userId', 'tags', 'metadata', 'thumbnail', 'updatedAt', 'metaIndex')
  local keep = f[1] ~= false
  if keep and #filters > 0 then
    local index = cjson.decode(f[7] or '{}')
    for _, pair in ipairs(filters) do
      if index[pair[1]] ~= pair[2] then
        keep = false
        break
      end
    end
  end
  lastScanned = c
  if keep then
    if found == limit then
      more, cursorItem = 1, lastReturned
      break
    end
    found = found + 1
    lastReturned = c
    out[#out + 1] = c[1]
    for i = 1, 6 do out[#out + 1] = f[i] or '' end
  end
end

local cursor = {'', ''}
if more == 1 and cursorItem then cursor = {cursorItem[3], cursorItem[1]} end
return {'ok', more, cursor[1], cursor[2], out}
