// The `server-cluster` project: the same server suites against a local Redis Cluster of 3 masters
// with one replica each, and every API they start waits for one replica to confirm each durable
// write (REDIS_MIN_REPLICAS_ACK=1), as the README's production settings say.
// Tests receive `redis-cluster://host:port,…?ack=1` as `redisUrl`; the harness turns it into
// REDIS_CLUSTER_NODES and REDIS_MIN_REPLICAS_ACK for the API and into a Cluster client for direct checks.
import type { TestProject } from 'vitest/node';
import { startRedisCluster } from '../../scripts/redis-cluster';
import { clusterConnection } from './harness';

export default async function setup(project: TestProject) {
  const cluster = await startRedisCluster({ masters: 3, replicas: 1 });
  project.provide('redisUrl', clusterConnection(cluster.nodes, 1));
  return async () => {
    await cluster.stop();
  };
}
