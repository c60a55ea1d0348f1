-- One page of the image library, newest first (ties: higher id first), filtered by owner
-- (a session user sees their own uploads and the shared ones) and by a name search, in one
-- round trip. Work is bounded: after maxScan candidates a partial page is returned with a cursor.
local index = KEYS[1] -- zset {acct_A}:imgs (createdAt -> id)

local imagePrefix = ARGV[1] -- '{acct_A}:img:' (same hash tag as KEYS)
local limit = tonumber(ARGV[2]) -- page size
local cursorScore = ARGV[3] -- createdAt (ms) of the last item already returned, or ''
local cursorId = ARGV[4] -- id of that item, or ''
local maxScan = tonumber(ARGV[5]) -- candidates examined per call
local user = ARGV[6] -- session user ('' = every image of the account)
local q = ARGV[7] -- lower-cased search text, or '' for none

-- #include owned-record.lib.lua
-- #include page.lib.lua

return collectPage({pageStream(index, cursorScore, cursorId)}, function(id)
  local f = redis.call('HMGET', imagePrefix .. id, 'name', 'userId', 'type', 'size', 'width', 'height', 'createdAt')
  if f[3] == false or not visibleTo(f[2] or '', user) then return nil end
  if q ~= '' and not string.find(string.lower(f[1] or ''), q, 1, true) then return nil end
  return f
end, 7, limit, maxScan)
