-- Counts one render against the calendar-month quota (UTC) in one atomic step.
local usage = KEYS[1] -- hash {acct_A}:usage, field renders:<YYYY-MM>
local account = KEYS[2] -- hash {acct_A}:account, field limit:renders

local month = ARGV[1] -- 'renders:<YYYY-MM>' of the current UTC month

local limit = tonumber(redis.call('HGET', account, 'limit:renders'))
if not limit then return {9, 0} end
local used = tonumber(redis.call('HGET', usage, month) or '0')
if used >= limit then return {1, limit} end
return {0, redis.call('HINCRBY', usage, month, 1)}
