-- One dashboard login attempt, checked AND charged in one step before any password hashing,
-- so parallel guesses cannot all pass a check that only later counts them.
-- Two sliding windows: the (e-mail, address) pair, and the e-mail over every address (a higher
-- ceiling: one address alone cannot lock the user out everywhere). A refused attempt is not
-- counted; an allowed one is charged to both as pending, and refunded if the password was right.
-- #include sliding-window.lib.lua
local pairWindow = KEYS[1] -- zset: attempts for this e-mail from this address (score = ms)
local emailWindow = KEYS[2] -- zset: attempts for this e-mail from any address

local pairLimit = tonumber(ARGV[1]) -- attempts per window per (e-mail, address)
local emailLimit = tonumber(ARGV[2]) -- attempts per window per e-mail
local windowMs = tonumber(ARGV[3]) -- window length
local member = ARGV[4] -- unique id of this attempt (the refund removes it)
local clockOffset = ARGV[5] -- ms added to Redis TIME: 0 except under a test clock

local now = windowNow(clockOffset)
for _, w in ipairs({{pairWindow, pairLimit}, {emailWindow, emailLimit}}) do
  if windowCount(w[1], now, windowMs) >= w[2] then return {'full', windowResetAt(w[1], now, windowMs), now} end
end
windowAdd(pairWindow, now, windowMs, member)
windowAdd(emailWindow, now, windowMs, member)
return {'ok', now + windowMs, now}
