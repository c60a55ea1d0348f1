-- The sliding window, shared by every limiter script (admit, window, window-charge): a zset per
-- window, one member per counted event, scored by its time in ms. Exact: an event counts for
-- exactly windowMs. Redis TIME is the clock, so every instance agrees (only tests hand
-- window-charge a time of their own).

-- Now, in ms, by the Redis server's clock, plus `offsetMs` (always 0 outside tests that advance
-- a test clock: see store/clock.ts).
local function windowNow(offsetMs)
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000) + (tonumber(offsetMs) or 0)
end

-- Drops the events that left the window; returns how many are still in it.
local function windowCount(window, now, windowMs)
  redis.call('ZREMRANGEBYSCORE', window, '-inf', now - windowMs)
  return redis.call('ZCARD', window)
end

-- When the oldest event leaves the window (a place frees up); now + windowMs when it is empty.
local function windowResetAt(window, now, windowMs)
  local oldest = redis.call('ZRANGE', window, 0, 0, 'WITHSCORES')
  if oldest[2] then return tonumber(oldest[2]) + windowMs end
  return now + windowMs
end

-- Counts one event (member unique per event) and keeps the zset only as long as it matters.
local function windowAdd(window, now, windowMs, member)
  redis.call('ZADD', window, now, member)
  redis.call('PEXPIRE', window, windowMs)
end
