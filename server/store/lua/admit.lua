-- Admits one authenticated request in one round trip, in the check order of the API:
-- key live (401) -> origin allowlist (403) -> sliding-window rate limit (429).
-- Rejected requests are not added to the window.
-- #include sliding-window.lib.lua
local keyRecord = KEYS[1] -- hash {acct_A}:key:<keyId>
local account = KEYS[2] -- hash {acct_A}:account
local window = KEYS[3] -- zset {acct_A}:rl, the account's window (all keys and sessions), score = ms

local secretHash = ARGV[1] -- SHA-256 the key record must carry, or '' for session tokens
local generation = ARGV[2] -- key generation a session token was minted for, or ''
local checkOrigin = ARGV[3] -- '1' when the allowlist applies (session tokens)
local origin = ARGV[4] -- normalised Origin header, or '' when absent
local windowMs = tonumber(ARGV[5]) -- window length; 0 = no account limit (RATE_LIMIT=off, benchmarks only)
local member = ARGV[6] -- unique suffix for this request's window entry
local clockOffset = ARGV[7] -- ms added to Redis TIME: 0 except under a test clock

local rec = redis.call('HMGET', keyRecord, 'status', 'generation', 'hash', 'origins')
if rec[1] ~= 'active' then return {'unauthorized'} end
if secretHash ~= '' and rec[3] ~= secretHash then return {'unauthorized'} end
if generation ~= '' and rec[2] ~= generation then return {'unauthorized'} end
if checkOrigin == '1' and rec[4] and rec[4] ~= '' then
  if origin == '' or not string.find('\n' .. rec[4] .. '\n', '\n' .. origin .. '\n', 1, true) then return {'origin'} end
end

local acct = redis.call('HMGET', account, 'plan', 'limit:rpm')
local limit = tonumber(acct[2])
if not limit then return {'unauthorized'} end

local now = windowNow(clockOffset)
if windowMs == 0 then return {'ok', acct[1], limit, limit, now, now, tonumber(rec[2])} end
local count = windowCount(window, now, windowMs)
if count >= limit then return {'rate', acct[1], limit, windowResetAt(window, now, windowMs), now} end
windowAdd(window, now, windowMs, now .. ':' .. member)
return {'ok', acct[1], limit, limit - count - 1, windowResetAt(window, now, windowMs), now, tonumber(rec[2])}
