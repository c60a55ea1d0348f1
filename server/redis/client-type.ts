// The client type alone, so durable.ts can name it without importing client.ts (which imports
// durable.ts to set a new client's durability).
import type { Cluster, Redis } from 'ioredis';

/** One Redis server or a Redis Cluster: both speak the same commands. */
export type RedisClient = Redis | Cluster;
