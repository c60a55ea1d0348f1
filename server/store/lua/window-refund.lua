-- Takes back an event charged by window-charge.lua: a login whose password was right (or was
-- never checked: the server was too busy to hash it), a test send the mail server did not take.
local first = KEYS[1] -- zset: the first window's events
local second = KEYS[2] -- zset: the second window's events

local member = ARGV[1] -- the event's id

redis.call('ZREM', first, member)
redis.call('ZREM', second, member)
return {'ok'}
