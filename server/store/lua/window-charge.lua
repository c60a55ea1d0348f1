-- One event checked AND charged against two sliding windows in one step, so parallel requests
-- cannot all pass a check that only later counts them. Used for dashboard logins (the (e-mail,
-- address) pair under the e-mail over every address, charged before any password hashing) and
-- test sends (the user per hour under the account per day). Each window has its own limit and
-- length. A refused event is charged to neither; window-refund.lua takes an allowed one back.
-- #include sliding-window.lib.lua
local first = KEYS[1] -- zset: the first window's events (score = ms, member = event id)
local second = KEYS[2] -- zset: the second window's events

local firstLimit = tonumber(ARGV[1]) -- events allowed in the first window
local firstMs = tonumber(ARGV[2]) -- the first window's length
local secondLimit = tonumber(ARGV[3]) -- events allowed in the second window
local secondMs = tonumber(ARGV[4]) -- the second window's length
local member = ARGV[5] -- unique id of this event (the refund removes it)
local clockOffset = ARGV[6] -- ms added to Redis TIME: 0 except under a test clock (store/clock.ts)
local now = windowNow(clockOffset)

for i, w in ipairs({{first, firstLimit, firstMs}, {second, secondLimit, secondMs}}) do
  if windowCount(w[1], now, w[3]) >= w[2] then return {'full', i, windowResetAt(w[1], now, w[3]), now} end
end
windowAdd(first, now, firstMs, member)
windowAdd(second, now, secondMs, member)
return {'ok', now}
