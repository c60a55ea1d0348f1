-- A plain sliding-window limiter for client addresses and dashboard users.
-- mode 'hit': count this event when under the limit; mode 'peek': only report.
-- Rejected events are not added. Redis TIME is the only clock.
local window = KEYS[1] -- zset, score = ms, member unique per event

local limit = tonumber(ARGV[1]) -- events allowed per window
local windowMs = tonumber(ARGV[2]) -- window length
local member = ARGV[3] -- unique suffix for this event
local mode = ARGV[4] -- 'hit' or 'peek'

local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', window, '-inf', now - windowMs)
local count = redis.call('ZCARD', window)
if count >= limit then
  local oldest = redis.call('ZRANGE', window, 0, 0, 'WITHSCORES')
  return {0, limit, 0, tonumber(oldest[2]) + windowMs, now}
end
if mode == 'hit' then
  redis.call('ZADD', window, now, now .. ':' .. member)
  redis.call('PEXPIRE', window, windowMs)
  count = count + 1
end
local oldest = redis.call('ZRANGE', window, 0, 0, 'WITHSCORES')
local resetAt = now + windowMs
if oldest[2] then resetAt = tonumber(oldest[2]) + windowMs end
return {1, limit, limit - count, resetAt, now}
