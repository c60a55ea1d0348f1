-- What every owned record (templates, saved blocks, images, comments) does the same way, written
-- once and included by their scripts: the clock, the Idempotency-Key claim, the storage check,
-- who may read, change or delete a record (docs/api.md §3, §12 and §15), and its indexes.

-- Milliseconds since the epoch by Redis's clock (one clock for every writer).
local function nowMs()
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end

-- Idempotency-Key (store/idempotency.ts): a create checks its claim before writing and consumes
-- it in the same step as the insert, so one key makes one record. claimToken '' = no key.
local function claimLost(idem, claimToken)
  return claimToken ~= '' and redis.call('HGET', idem, 'token') ~= claimToken
end
local function claimStored(idem, claimToken, ttlMs, id)
  if claimToken == '' then return end
  redis.call('HSET', idem, 'state', 'stored', 'resource', id)
  redis.call('PEXPIRE', idem, ttlMs)
end

-- True when `delta` more bytes would pass the account's storage limit (limitMb, MiB).
local function overStorage(usage, limitMb, delta)
  local used = tonumber(redis.call('HGET', usage, 'storageBytes') or '0')
  return used + delta > tonumber(limitMb) * 1048576
end

-- A new record just written and measured at `size` bytes: kept and counted against the
-- account's storage when it fits, else deleted again (never visible: the script is atomic).
-- False when it did not fit.
local function keepWithinStorage(key, usage, limitMb, size)
  if overStorage(usage, limitMb, size) then
    redis.call('DEL', key)
    return false
  end
  redis.call('HSET', key, 'size', size)
  redis.call('HINCRBY', usage, 'storageBytes', size)
  return true
end

-- Who may see a record: a secret key ('' user) any record of its account, a session user their
-- own and the shared ones (no owner). Another user's record does not exist for them.
local function visibleTo(owner, actingUser)
  return actingUser == '' or owner == '' or owner == actingUser
end

-- Whether the record exists and the acting user may read it, and its owner ('' = shared).
local function readableBy(key, actingUser)
  local cur = redis.call('HMGET', key, 'id', 'userId')
  if not cur[1] then return false, '' end
  local owner = cur[2] or ''
  return visibleTo(owner, actingUser), owner
end

-- Who may change or delete a record: whoever sees it, except that a session user changes shared
-- records only when writeShared is '1' (a manager). Returns nil when the write may go ahead, else
-- the outcome to return.
local function writeRefusal(owner, actingUser, writeShared)
  if not visibleTo(owner, actingUser) then return 'not_found' end
  if actingUser ~= '' and owner == '' and writeShared ~= '1' then return 'forbidden' end
  return nil
end

-- A record about to be changed or deleted: its fields 'id', 'userId' and then `more`, or the
-- refusal ('not_found' / 'forbidden') when it is missing or the writer may not touch it.
local function ownedForWrite(key, actingUser, writeShared, more)
  local cur = redis.call('HMGET', key, 'id', 'userId', unpack(more))
  if not cur[1] then return nil, 'not_found' end
  local refusal = writeRefusal(cur[2] or '', actingUser, writeShared)
  if refusal then return nil, refusal end
  return cur, nil
end

-- The per-scope index a record is listed in, besides the account-wide one.
local function scopeOf(owner)
  if owner == '' then return 'shared' end
  return 'user:' .. owner
end

-- Deletes a record read by ownedForWrite (`cur`: id, userId, ...) and its entries in the
-- account-wide index and its scope's (indexPrefix .. scope).
local function removeOwned(key, indexAll, indexPrefix, cur)
  redis.call('DEL', key)
  redis.call('ZREM', indexAll, cur[1])
  redis.call('ZREM', indexPrefix .. scopeOf(cur[2] or ''), cur[1])
end
