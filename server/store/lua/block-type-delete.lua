-- Custom block type delete: the field and the storage it held released in one atomic step.
local types = KEYS[1] -- hash {acct_A}:btypes (type name -> definition JSON)
local usage = KEYS[2] -- hash {acct_A}:usage (storageBytes)

local name = ARGV[1] -- the type name

-- #include stored-size.lib.lua

local old = redis.call('HGET', types, name)
if not old then return {'not_found'} end
redis.call('HDEL', types, name)
local freed = FIELD_OVERHEAD + string.len(name) + string.len(old)
if redis.call('EXISTS', types) == 0 then freed = freed + KEY_OVERHEAD + string.len(types) end
redis.call('HINCRBY', usage, 'storageBytes', -freed)
return {'ok'}
