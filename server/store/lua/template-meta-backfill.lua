-- Builds the metadata indexes (meta-index.lib.lua) of templates stored before they existed, one
-- batch per call, oldest updatedAt first, so no call holds Redis long whatever the account's size.
-- A template not yet counted gains its entries' bytes in its size and the account's usage
-- (indexes count against storage, docs/api.md §9); one already counted (created or saved since,
-- or imported) only gets its entries written again. Templates saved meanwhile move to a later
-- updatedAt, behind the cursor's walk, and index themselves, so none is missed.
local indexAll = KEYS[1] -- zset {acct_A}:tpls (updatedAt -> id)
local usage = KEYS[2] -- hash {acct_A}:usage (storageBytes)
local marker = KEYS[3] -- hash {acct_A}:tpls:metaidx: done = '1', or the walk's cursor (score, id)

local templatePrefix = ARGV[1] -- '{acct_A}:tpl:' (+ id = a template's hash), same hash tag as KEYS
local indexPrefix = ARGV[2] -- '{acct_A}:tpls:' (+ 'meta:<key>=<value>'), same hash tag as KEYS
local batch = tonumber(ARGV[3]) -- templates indexed per call

-- #include stored-size.lib.lua
-- #include meta-index.lib.lua

local m = redis.call('HMGET', marker, 'done', 'score', 'id')
if m[1] == '1' then return {'done'} end
local cursorScore = m[2] or '-inf'
local cursorId = m[3] or ''

local processed, offset, finished, last = 0, 0, false, nil
while processed < batch do
  local r = redis.call('ZRANGEBYSCORE', indexAll, cursorScore, '+inf', 'WITHSCORES', 'LIMIT', offset, batch)
  for i = 1, #r, 2 do
    local id, score = r[i], r[i + 1]
    -- skip what an earlier call covered (same score, id not above the cursor's)
    if not (cursorId ~= '' and tonumber(score) == tonumber(cursorScore) and id <= cursorId) and processed < batch then
      local key = templatePrefix .. id
      local f = redis.call('HMGET', key, 'id', 'metaIndex', 'metaIdx', 'size')
      if f[1] then
        metaIndexAdd(indexPrefix, f[2], score, id)
        if f[3] ~= '1' then
          local added = metaIndexSize(f[2], id) + FIELD_OVERHEAD + string.len('metaIdx') + 1
          redis.call('HSET', key, 'metaIdx', '1', 'size', tonumber(f[4] or '0') + added)
          redis.call('HINCRBY', usage, 'storageBytes', added)
        end
      end
      processed = processed + 1
      last = {score, id}
    end
  end
  if #r < batch * 2 then
    -- the index's last page: done unless the batch filled up before its end
    finished = processed < batch
    break
  end
  offset = offset + batch
end

if finished then
  redis.call('DEL', marker)
  redis.call('HSET', marker, 'done', '1')
  return {'done'}
end
if last then redis.call('HSET', marker, 'score', last[1], 'id', last[2]) end
return {'more'}
