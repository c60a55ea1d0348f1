-- Storage quota check and image insert in one atomic step (concurrent uploads cannot overshoot).
local image = KEYS[1] -- hash {acct_A}:img:<id>
local index = KEYS[2] -- zset {acct_A}:imgs (createdAt -> id)
local usage = KEYS[3] -- hash {acct_A}:usage (storageBytes)
local account = KEYS[4] -- hash {acct_A}:account (limit:storageMb)
local idem = KEYS[5] -- hash {acct_A}:idem:images:<sha256(Idempotency-Key)> (unused without a key)

local id = ARGV[1] -- new image id
local contentType = ARGV[2] -- sniffed content type
local size = tonumber(ARGV[3]) -- bytes the image adds to storage
local storage = ARGV[4] -- 'redis' (bytes in ARGV[5]) or 'dir' (bytes already on disk)
local data = ARGV[5] -- the image bytes, or '' for 'dir'
local claimToken = ARGV[6] -- this attempt's Idempotency-Key claim, or '' without a key
local ttlMs = tonumber(ARGV[7]) -- how long the key is remembered once the image is stored
local userId = ARGV[8] -- the uploading session's user, or '' for a shared image (secret key)
local name = ARGV[9] -- the uploaded file's name (searchable in the library)
local width = ARGV[10] -- pixels from the header, or '' when unknown
local height = ARGV[11]

-- #include owned-record.lib.lua

if claimLost(idem, claimToken) then return {'claim_lost'} end

local limitMb = redis.call('HGET', account, 'limit:storageMb')
if not limitMb then return {'no_account'} end
if overStorage(usage, limitMb, size) then return {'storage_limit', limitMb} end
if redis.call('EXISTS', image) == 1 then return {'exists'} end

local now = nowMs()
redis.call('HSET', image, 'id', id, 'type', contentType, 'size', size, 'storage', storage, 'data', data, 'createdAt', now,
  'userId', userId, 'name', name, 'width', width, 'height', height)
redis.call('ZADD', index, now, id)
redis.call('HINCRBY', usage, 'storageBytes', size)
claimStored(idem, claimToken, ttlMs, id)
return {'ok', now}
