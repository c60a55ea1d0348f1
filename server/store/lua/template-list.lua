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
-- #include page.lib.lua

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

local streams = {pageStream(walked[1], cursorScore, cursorId)}
if walked[2] ~= walked[1] then streams[2] = pageStream(walked[2], cursorScore, cursorId) end

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

return collectPage(streams, function(id)
  if not matches(id) then return nil end
  local f = redis.call('HMGET', templatePrefix .. id, 'name', 'userId', 'tags', 'metadata', 'thumbnail', 'updatedAt', 'status')
  if f[1] == false then return nil end
  return f
end, 7, limit, maxScan)
