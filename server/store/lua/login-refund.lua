-- Takes back a login attempt charged by login-attempt.lua: the password was right, or it was
-- never checked (the server was too busy to hash it).
local pairWindow = KEYS[1] -- zset: attempts for this e-mail from this address
local emailWindow = KEYS[2] -- zset: attempts for this e-mail from any address

local member = ARGV[1] -- the attempt's id

redis.call('ZREM', pairWindow, member)
redis.call('ZREM', emailWindow, member)
return {'ok'}
