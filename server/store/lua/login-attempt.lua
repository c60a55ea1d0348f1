-- One dashboard login attempt, checked AND charged in one step before any password hashing,
-- so parallel guesses cannot all pass a check that only later counts them.
-- Two sliding windows: the (e-mail, address) pair, and the e-mail over every address (a higher
-- ceiling: one address alone cannot lock the user out everywhere). A refused attempt is not
-- counted; an allowed one is charged to both as pending, and refunded if the password was right.
-- Redis TIME is the only clock.
local pairWindow = KEYS[1] -- zset: attempts for this e-mail from this address (score = ms)
local emailWindow = KEYS[2] -- zset: attempts for this e-mail from any address

local pairLimit = tonumber(ARGV[1]) -- attempts per window per (e-mail, address)
local emailLimit = tonumber(ARGV[2]) -- attempts per window per e-mail
local windowMs = tonumber(ARGV[3]) -- window length
local member = ARGV[4] -- unique id of this attempt (the refund removes it)

local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)

local function refusedUntil(window, limit)
  redis.call('ZREMRANGEBYSCORE', window, '-inf', now - windowMs)
  if redis.call('ZCARD', window) < limit then return nil end
  local oldest = redis.call('ZRANGE', window, 0, 0, 'WITHSCORES')
  return tonumber(oldest[2]) + windowMs
end

local resetAt = refusedUntil(pairWindow, pairLimit)
if resetAt then return {0, resetAt, now} end
resetAt = refusedUntil(emailWindow, emailLimit)
if resetAt then return {0, resetAt, now} end

for _, window in ipairs({pairWindow, emailWindow}) do
  redis.call('ZADD', window, now, member)
  redis.call('PEXPIRE', window, windowMs)
end
return {1, now + windowMs, now}
