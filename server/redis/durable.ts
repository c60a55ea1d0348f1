// Acknowledged means replicated. Redis replicates asynchronously: a write the API answered 2xx
// for can vanish when its master dies before a replica copied it. With REDIS_MIN_REPLICAS_ACK=n
// every durable write is sent in one pipeline with `WAIT n <timeout>` behind it: same socket,
// same node (a cluster routes the pipeline by the write's slot), one round trip. WAIT counts the
// replicas that have this connection's writes so far, ours included; fewer than n in time →
// ReplicationError, which the API answers with 503 + Retry-After. The write may still have
// happened: retries are safe (creates carry an Idempotency-Key, updates and deletes repeat).
//
// Only the write and its WAIT share a pipeline. WAIT on a separate call could reach another
// socket (a reconnect, a failover, a refreshed slot map) whose own offset is 0, and count
// replicas that never saw the write.
import { type ChainableCommander, Cluster } from 'ioredis';
import type { RedisClient } from './client-type';
import { keySlot } from './slots';

export interface DurabilityPolicy {
  /** Replicas that must confirm a write (0: do not wait). */
  replicas: number;
  /** WAIT's own timeout: below the command timeout, so WAIT answers before the client gives up. */
  timeoutMs: number;
}

const policies = new WeakMap<RedisClient, DurabilityPolicy>();

/** Called once by `createRedis`: writes through this client wait for `replicas` confirmations. */
export function setDurability(redis: RedisClient, replicas: number, commandTimeoutMs: number): void {
  if (replicas <= 0) return;
  policies.set(redis, { replicas, timeoutMs: Math.max(20, Math.floor((commandTimeoutMs * 2) / 3)) });
}

export function durabilityOf(redis: RedisClient): DurabilityPolicy | null {
  return policies.get(redis) ?? null;
}

/** Fewer replicas than required confirmed a write in time (→ 503). */
export class ReplicationError extends Error {
  constructor(
    readonly confirmed: number,
    readonly required: number,
  ) {
    super(`write confirmed by ${confirmed} of ${required} replicas in time`);
    this.name = 'ReplicationError';
  }
}

type Reply = [error: Error | null, result: unknown];

/**
 * Sends what `queue` put on a fresh pipeline, plus WAIT when the client has a policy; resolves
 * with every queued command's reply (WAIT's removed) once enough replicas confirmed.
 */
export async function sendDurably(
  redis: RedisClient,
  queue: (pipeline: ChainableCommander) => void,
  routeKey?: string,
): Promise<Reply[]> {
  const pipeline = redis.pipeline();
  queue(pipeline);
  return sendWithWait(redis, pipeline, (p) => p.exec(), routeKey);
}

/** One durable command (a script call, a SET, an HSET): its reply, or its error thrown. `routeKey`: a key it writes. */
export async function writeDurably(
  redis: RedisClient,
  queue: (pipeline: ChainableCommander) => void,
  routeKey?: string,
): Promise<unknown> {
  const first = (await sendDurably(redis, queue, routeKey))[0];
  if (!first) throw new Error('durable write queued no command');
  if (first[0]) throw first[0];
  return first[1];
}

/**
 * A drop-in for `redis.multi()` whose `exec()` also waits for the replicas: MULTI … EXEC WAIT in
 * one pipeline. It resolves like a transaction's `exec()`: one [error, result] per command.
 */
export function durableMulti(redis: RedisClient): ChainableCommander {
  if (!durabilityOf(redis)) return redis.multi();
  const pipeline = redis.pipeline();
  // Pipeline#multi exists at run time (it opens MULTI inside the pipeline) but is not typed.
  (pipeline as unknown as { multi(): void }).multi();
  const exec = pipeline.exec.bind(pipeline);
  pipeline.exec = async function execAndWait() {
    // With MULTI open, the pipeline's exec() queues EXEC; WAIT goes behind it, then one send.
    void exec();
    const replies = await sendWithWait(redis, pipeline, () => exec());
    const execReply = replies[replies.length - 1];
    if (!execReply) throw new Error('transaction got no EXEC reply');
    if (execReply[0]) {
      // EXECABORT: the reason is the first command Redis refused to queue (MOVED, OOM, …).
      throw replies.find(([error]) => error && error !== execReply[0])?.[0] ?? execReply[0];
    }
    return (execReply[1] as unknown[]).map((value): Reply => (value instanceof Error ? [value, null] : [null, value]));
  } as ChainableCommander['exec'];
  return pipeline;
}

/**
 * A WAIT that cannot be satisfied (no replica: it died, or its master was just promoted) blocks
 * its connection for the whole timeout, and everything queued behind it on that connection waits
 * too: every request on one Redis or Sentinel, a master's accounts in a cluster. So after a WAIT
 * falls short, durable writes to the same master fail at once (503, nothing sent) for a second;
 * then one write probes again. In a cluster the master is known from the write's key (script
 * calls); other durable writes (key and account administration) are not gated there.
 */
interface Gate {
  closedUntil: number;
  probing: boolean;
}
const gates = new WeakMap<RedisClient, Map<string, Gate>>();
const GATE_MS = 1000;

/** The master a write goes to: one name for a single Redis, the slot owner's `host:port` in a cluster. */
function masterName(redis: RedisClient, routeKey: string | undefined): string | null {
  if (!(redis instanceof Cluster)) return 'single';
  if (routeKey === undefined) return null;
  return redis.slots[keySlot(routeKey)]?.[0] ?? null;
}

function passGate(redis: RedisClient, master: string | null, policy: DurabilityPolicy): void {
  const gate = master === null ? undefined : gates.get(redis)?.get(master);
  if (!gate) return;
  if (gate.probing || Date.now() < gate.closedUntil) throw new ReplicationError(0, policy.replicas);
  gate.probing = true;
}

function settleGate(redis: RedisClient, master: string | null, confirmed: boolean): void {
  if (master === null) return;
  let byMaster = gates.get(redis);
  if (confirmed) {
    byMaster?.delete(master);
    return;
  }
  if (!byMaster) {
    byMaster = new Map();
    gates.set(redis, byMaster);
  }
  byMaster.set(master, { closedUntil: Date.now() + GATE_MS, probing: false });
}

async function sendWithWait(
  redis: RedisClient,
  pipeline: ChainableCommander,
  send: (pipeline: ChainableCommander) => Promise<Reply[] | null>,
  routeKey?: string,
): Promise<Reply[]> {
  const policy = durabilityOf(redis);
  const master = policy ? masterName(redis, routeKey) : null;
  if (policy) {
    passGate(redis, master, policy);
    pipeline.wait(policy.replicas, policy.timeoutMs);
  }
  let replies: Reply[];
  try {
    replies = ((await send(pipeline)) ?? []) as Reply[];
  } catch (error) {
    if (policy) settleGate(redis, master, false);
    throw error;
  }
  // A cluster reroutes a pipeline on MOVED only when nothing in it writes; with WAIT behind the
  // write it gives up instead. The write did not run (MOVED is answered before executing):
  // learn the new slot map now, so the caller's retry lands on the new master.
  if (redis instanceof Cluster && replies.some(([error]) => error && /^(MOVED|ASK) /.test(error.message))) {
    redis.refreshSlotsCache();
  }
  if (!policy) return replies;
  const [waitError, confirmed] = replies.pop() ?? [new Error('WAIT got no reply'), 0];
  settleGate(redis, master, !waitError && Number(confirmed) >= policy.replicas);
  // A failed write fails the call with its own error, not WAIT's.
  for (const [error] of replies) if (error) throw error;
  if (waitError) throw waitError;
  if (Number(confirmed) < policy.replicas) throw new ReplicationError(Number(confirmed), policy.replicas);
  return replies;
}
