-- One page of list items, newest updatedAt first (ties: higher id first), merging up to two
-- indexes (a user's templates + shared ones), so a page costs one round trip however many items
-- it holds. With meta[k]=v filters the walk is over the smallest of the filters' metadata indexes
-- (meta-index.lib.lua) instead, checking scope and the other filters by ZSCORE: a page costs what
-- it holds, not the account's size (a filter nothing matches costs one ZCARD). A status filter
-- walks the status index the same way (status.lib.lua).
local indexA = KEYS[1] -- zset of ids by updatedAt ({acct_A}:tpls, or :tpls:user:<u>)
local indexB = KEYS[2] -- second zset merged with the first ({acct_A}:tpls:shared), or same as KEYS[1]

local templatePrefix = ARGV[1] -- '{acct_A}:tpl:' (same hash tag as KEYS)
local limit = tonumber(ARGV[2]) -- page size
local cursorScore = ARGV[3] -- updatedAt (ms) of the last item already returned, or ''
local cursorId = ARGV[4] -- id of that item, or ''
local maxScan = tonumber(ARGV[5]) -- candidates examined per call before returning a partial page
local indexPrefix = ARGV[6] -- '{acct_A}:tpls:' (+ 'meta:<key>=<value>', + 'metaidx' its build marker, + 'shared', + 'status:<s>'), same hash tag
local statusFilter = ARGV[7] -- '' or an approval status (status.lib.lua): only shared templates in that status
-- ARGV[8..] filter pairs: key, value (string form)

-- #include stored-size.lib.lua
-- #include meta-index.lib.lua
-- #include status.lib.lua

local filters = {}
for i = 8, #ARGV, 2 do filters[#filters + 1] = metaKey(indexPrefix, ARGV[i], ARGV[i + 1]) end
local metaFilters = #filters

-- A status filter: an indexed status is one more index to intersect; drafts are the shared
-- templates in neither status index.
local sharedOnly = statusFilter ~= ''
local excluded = {}
if statusIndexed(statusFilter) then
  filters[#filters + 1] = statusKey(indexPrefix, statusFilter)
elseif sharedOnly then
  excluded = {statusKey(indexPrefix, 'in_review'), statusKey(indexPrefix, 'approved')}
end
local sharedIndex = indexPrefix .. 'shared'

-- The walk: the two indexes merged (only the shared one for drafts), or the smallest index of the filters.
local walked, others = {indexA, indexB}, {}
if sharedOnly then walked = {sharedIndex, sharedIndex} end
if #filters > 0 then
  -- Templates stored before the indexes existed are indexed first (template-meta-backfill.lua).
  if metaFilters > 0 and redis.call('HGET', indexPrefix .. 'metaidx', 'done') ~= '1' then return {'backfill'} end
  local smallest, smallestCard = nil, nil
  for _, key in ipairs(filters) do
    local card = redis.call('ZCARD', key)
    if card == 0 then return {'ok', 0, '', '', {}} end
    if not smallestCard or card < smallestCard then smallest, smallestCard = key, card end
  end
  walked = {smallest, smallest}
  for _, key in ipairs(filters) do
    if key ~= smallest then others[#others + 1] = key end
  end
end
local scoped = #filters > 0 and indexA ~= indexB -- a metadata index holds the whole account: check the scope

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

local streams = {newStream(walked[1])}
if walked[2] ~= walked[1] then streams[2] = newStream(walked[2]) end

local function matches(id)
  if scoped and not redis.call('ZSCORE', indexA, id) and not redis.call('ZSCORE', indexB, id) then return false end
  if sharedOnly and walked[1] ~= sharedIndex and not redis.call('ZSCORE', sharedIndex, id) then return false end
  for _, key in ipairs(others) do
    if not redis.call('ZSCORE', key, id) then return false end
  end
  for _, key in ipairs(excluded) do
    if redis.call('ZSCORE', key, id) then return false end
  end
  return true
end

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
  local f = nil
  if matches(c[1]) then f = redis.call('HMGET', templatePrefix .. c[1], 'name', 'userId', 'tags', 'metadata', 'thumbnail', 'updatedAt', 'status') end
  local keep = f and f[1] ~= false
  lastScanned = c
  if keep then
    if found == limit then
      more, cursorItem = 1, lastReturned
      break
    end
    found = found + 1
    lastReturned = c
    out[#out + 1] = c[1]
    for i = 1, 7 do out[#out + 1] = f[i] or '' end
  end
end

local cursor = {'', ''}
if more == 1 and cursorItem then cursor = {cursorItem[3], cursorItem[1]} end
return {'ok', more, cursor[1], cursor[2], out}
