-- Counts one render against the calendar-month quota (UTC) in one atomic step.
local usage = KEYS[1] -- hash {acct_A}:usage, field renders:<YYYY-MM>
local account = KEYS[2] -- hash {acct_A}:account, field limit:renders

local month = ARGV[1] -- 'renders:<YYYY-MM>' of the current UTC month

local limit = tonumber(redis.call('HGET', account, 'limit:renders'))
if not limit then return {'no_account'} end
local used = tonumber(redis.call('HGET', usage, month) or '0')
if used >= limit then return {'render_limit', limit} end
return {'ok', redis.call('HINCRBY', usage, month, 1)}
