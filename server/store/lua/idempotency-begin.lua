-- Claims an Idempotency-Key for one create, or reports what an earlier request with it did.
-- One atomic step: of two concurrent requests with the same key exactly one gets 'new'.
local record = KEYS[1] -- hash {acct_A}:idem:<scope>:<sha256(key)>: fp, token, state, resource, status, body

local fingerprint = ARGV[1] -- SHA-256 of who sent what (scope, acting user, body)
local token = ARGV[2] -- unique per attempt: the create step checks it still holds the claim
local claimMs = tonumber(ARGV[3]) -- how long an unfinished claim blocks the key (a crashed attempt frees it)

local cur = redis.call('HMGET', record, 'fp', 'state', 'resource', 'status', 'body')
if not cur[1] then
  redis.call('HSET', record, 'fp', fingerprint, 'token', token, 'state', 'pending')
  redis.call('PEXPIRE', record, claimMs)
  return {'new'}
end
if cur[1] ~= fingerprint then return {'mismatch'} end
if cur[2] == 'done' then return {'done', cur[4], cur[5]} end
if cur[2] == 'stored' then return {'stored', cur[3]} end
return {'pending'}
