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

local maxScore = '+inf'
if cursorScore ~= '' then maxScore = cursorScore end
local BATCH = 100
local offset = 0
local out = {}
local found, scanned, more = 0, 0, 0
local lastReturned, lastScanned, cursorItem = nil, nil, nil
local exhausted = false

while not exhausted and more == 0 do
  local r = redis.call('ZREVRANGEBYSCORE', index, maxScore, '-inf', 'WITHSCORES', 'LIMIT', offset, BATCH)
  offset = offset + #r / 2
  if #r < BATCH * 2 then exhausted = true end
  for i = 1, #r, 2 do
    local id, score = r[i], r[i + 1]
    local covered = cursorScore ~= '' and tonumber(score) == tonumber(cursorScore) and id >= cursorId
    if not covered then
      if scanned >= maxScan then
        more, cursorItem = 1, lastScanned
        break
      end
      scanned = scanned + 1
      local f = redis.call('HMGET', imagePrefix .. id, 'name', 'userId', 'type', 'size', 'width', 'height', 'createdAt')
      local owner = f[2] or ''
      local keep = f[3] ~= false and (user == '' or owner == '' or owner == user)
      if keep and q ~= '' then keep = string.find(string.lower(f[1] or ''), q, 1, true) ~= nil end
      lastScanned = {id, score}
      if keep then
        if found == limit then
          more, cursorItem = 1, lastReturned
          break
        end
        found = found + 1
        lastReturned = {id, score}
        out[#out + 1] = id
        for j = 1, 7 do out[#out + 1] = f[j] or '' end
      end
    end
  end
end

local cursor = {'', ''}
if more == 1 and cursorItem then cursor = {cursorItem[2], cursorItem[1]} end
return {'ok', more, cursor[1], cursor[2], out}
