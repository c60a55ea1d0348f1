-- A plain sliding-window limiter for client addresses and dashboard users.
-- mode 'hit': count this event when under the limit; mode 'peek': only report.
-- Rejected events are not added.
-- #include sliding-window.lib.lua
local window = KEYS[1] -- zset, score = ms, member unique per event

local limit = tonumber(ARGV[1]) -- events allowed per window
local windowMs = tonumber(ARGV[2]) -- window length
local member = ARGV[3] -- unique suffix for this event
local mode = ARGV[4] -- 'hit' or 'peek'
local clockOffset = ARGV[5] -- ms added to Redis TIME: 0 except under a test clock

local now = windowNow(clockOffset)
local count = windowCount(window, now, windowMs)
if count >= limit then return {'full', limit, 0, windowResetAt(window, now, windowMs), now} end
if mode == 'hit' then
  windowAdd(window, now, windowMs, now .. ':' .. member)
  count = count + 1
end
return {'ok', limit, limit - count, windowResetAt(window, now, windowMs), now}
