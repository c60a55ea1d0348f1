-- Approval status of shared templates (docs/api.md §15): 'draft' (also: no field), 'in_review',
-- 'approved'. The last two are indexed, '{acct_A}:tpls:status:<status>' (updatedAt -> id), so a
-- `?status=` list walks only those templates; drafts are the shared ones in neither index. Each
-- entry counts against storage like a metadata index entry. Needs stored-size.lib.lua first.

local function statusIndexed(status)
  return status == 'in_review' or status == 'approved'
end

local function statusKey(indexPrefix, status)
  return indexPrefix .. 'status:' .. status
end

local function statusIndexSize(status, id)
  local bytes = 0
  if statusIndexed(status) then bytes = INDEX_ENTRY_OVERHEAD + string.len(id) + string.len(status) end
  return bytes
end

-- A transition as the versions record it (who: '' for a secret key; note: '' for none).
local function transitionJson(from, to, by, at, note)
  local entry = {from = from, to = to, by = by, at = at}
  if note and note ~= '' then entry.note = note end
  return cjson.encode(entry)
end
