-- Custom block type create-or-replace: the per-account count, the storage check and the write in
-- one atomic step, so 60 concurrent creates on an account with room for 50 store 50.
local types = KEYS[1] -- hash {acct_A}:btypes (type name -> definition JSON)
local usage = KEYS[2] -- hash {acct_A}:usage (storageBytes)
local account = KEYS[3] -- hash {acct_A}:account (limit:storageMb)

local name = ARGV[1] -- validated type name (never a built-in type)
local body = ARGV[2] -- the validated definition as a JSON object; updatedAt is added here
local maxTypes = tonumber(ARGV[3]) -- block types per account

-- #include owned-record.lib.lua
-- #include stored-size.lib.lua

local limitMb = redis.call('HGET', account, 'limit:storageMb')
if not limitMb then return {'no_account'} end
local old = redis.call('HGET', types, name)
local count = redis.call('HLEN', types)
if not old and count >= maxTypes then return {'type_limit', maxTypes} end

local now = nowMs()
-- The definition object with Redis's clock first: `{"updatedAt":<ms>,` + the rest of the object.
local stored = '{"updatedAt":' .. now .. ',' .. string.sub(body, 2)
-- A field costs its name, value and bookkeeping; the hash itself costs once, with its first field.
local delta
if old then
  delta = string.len(stored) - string.len(old)
else
  delta = FIELD_OVERHEAD + string.len(name) + string.len(stored)
  if count == 0 then delta = delta + KEY_OVERHEAD + string.len(types) end
end
if delta > 0 and overStorage(usage, limitMb, delta) then return {'storage_limit', limitMb} end
redis.call('HSET', types, name, stored)
redis.call('HINCRBY', usage, 'storageBytes', delta)
if old then return {'ok', 'replaced', stored} end
return {'ok', 'created', stored}
