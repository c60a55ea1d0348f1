-- The templates' metadata indexes (docs/api.md §2): one zset per metadata key and value,
-- '{acct_A}:tpls:meta:<key>=<value>' (updatedAt -> id; a key never holds '='), kept in the same
-- step as every create, update and delete, so a `meta[k]=v` list walks only matching templates.
-- Each entry counts against storage (§9) as an index entry plus the key's and value's bytes
-- (what a zset of its own costs when the value is unique). Needs stored-size.lib.lua first.
-- A template whose `size` already counts its entries carries the field `metaIdx` = '1'.

local function metaPairs(metaIndexJson)
  local pairsOut = {}
  if not metaIndexJson or metaIndexJson == '' then return pairsOut end
  for k, v in pairs(cjson.decode(metaIndexJson)) do pairsOut[#pairsOut + 1] = {k, v} end
  return pairsOut
end

local function metaKey(indexPrefix, k, v)
  return indexPrefix .. 'meta:' .. k .. '=' .. v
end

local function metaIndexAdd(indexPrefix, metaIndexJson, score, id)
  for _, p in ipairs(metaPairs(metaIndexJson)) do redis.call('ZADD', metaKey(indexPrefix, p[1], p[2]), score, id) end
end

local function metaIndexRemove(indexPrefix, metaIndexJson, id)
  for _, p in ipairs(metaPairs(metaIndexJson)) do redis.call('ZREM', metaKey(indexPrefix, p[1], p[2]), id) end
end

local function metaIndexSize(metaIndexJson, id)
  local total = 0
  for _, p in ipairs(metaPairs(metaIndexJson)) do
    total = total + INDEX_ENTRY_OVERHEAD + string.len(id) + string.len(p[1]) + string.len(p[2])
  end
  return total
end
