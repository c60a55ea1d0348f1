-- Locked blocks (docs/api.md §15): a save by someone other than a manager is checked in Node
-- against the stored document (core/document/locks.ts) and written only if that document is
-- still the one it was checked against, so a manager's lock saved in between cannot be
-- overwritten. `guard`: '' (a manager or the secret key: no check), 'nolocks' (the save adds no
-- lock: it goes ahead only if the stored document holds none either), or the SHA-1 of the stored
-- document the check read. Documents are stored as JSON.stringify wrote them, where a locked
-- block always reads `"locked":true` (text inside strings has its quotes escaped).
-- Returns nil when the write may go ahead, else the outcome: 'locks' (check the locks first) or
-- 'changed' (the document changed since the check: check again).
local function lockGuardRefusal(stored, guard)
  if guard == '' then return nil end
  stored = stored or ''
  if guard == 'nolocks' then
    if string.find(stored, '"locked":true', 1, true) then return 'locks' end
    return nil
  end
  if redis.sha1hex(stored) ~= guard then return 'changed' end
  return nil
end
