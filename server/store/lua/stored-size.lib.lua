-- Bytes a stored record occupies in Redis, shared by the template and saved-block scripts: its
-- key, every field name and value (whatever fields other features add), its two index entries,
-- and Redis's bookkeeping per key, field and entry (calibrated against MEMORY USAGE; see
-- store/storage.test.ts). `replaced` gives new values of fields about to change; `fieldOverhead`
-- (optional) the bookkeeping per field when it differs (a compact hash's, comment-record.lib.lua).
local KEY_OVERHEAD = 96
local FIELD_OVERHEAD = 40
local INDEX_ENTRY_OVERHEAD = 48
local function storedSize(key, id, replaced, fieldOverhead)
  local total = KEY_OVERHEAD + string.len(key)
  for _, field in ipairs(redis.call('HKEYS', key)) do
    local value = replaced[field]
    local len = value and string.len(value) or redis.call('HSTRLEN', key, field)
    total = total + (fieldOverhead or FIELD_OVERHEAD) + string.len(field) + len
  end
  return total + 2 * (INDEX_ENTRY_OVERHEAD + string.len(id))
end

-- Bytes one version occupies (its hash, fields and its entry in the versions index), with the
-- same per-key, per-field and per-entry bookkeeping as the template itself. `restoredFrom` (a
-- restore's source version, or nil/'') and `statusLog` (approval transitions, JSON, or nil) are
-- fields only when set.
local function versionSize(vkey, version, vName, vTree, updatedAt, savedBy, restoredFrom, statusLog)
  local fields = {'version', version, 'name', vName, 'blockTree', vTree, 'updatedAt', updatedAt, 'savedBy', savedBy, 'size', '00000000'}
  if restoredFrom and restoredFrom ~= '' then
    fields[#fields + 1] = 'restoredFrom'
    fields[#fields + 1] = restoredFrom
  end
  if statusLog then
    fields[#fields + 1] = 'statusLog'
    fields[#fields + 1] = statusLog
  end
  local total = KEY_OVERHEAD + string.len(vkey)
  for i = 1, #fields, 2 do total = total + FIELD_OVERHEAD + string.len(fields[i]) + string.len(fields[i + 1]) end
  return total + INDEX_ENTRY_OVERHEAD + string.len(version)
end
