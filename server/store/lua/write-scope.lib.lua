-- Who may change or delete a stored template or saved block (docs/api.md §3 and §12), shared by
-- their update and delete scripts so the rule is written once: a secret key ('' user) may touch
-- any record of its account; a session user their own records, and shared ones (no owner) only
-- when writeShared is '1' (a manager). Another user's record does not exist for them.
-- Returns nil when the write may go ahead, else the outcome to return.
local function writeRefusal(owner, actingUser, writeShared)
  if actingUser == '' then return nil end
  if owner == '' then
    if writeShared ~= '1' then return 'forbidden' end
    return nil
  end
  if owner ~= actingUser then return 'not_found' end
  return nil
end

-- The per-scope index a record is listed in, besides the account-wide one.
local function scopeOf(owner)
  if owner == '' then return 'shared' end
  return 'user:' .. owner
end
