// The `server-cluster` project: the same server suites against a local 3-master Redis Cluster.
// Tests receive `redis-cluster://host:port,…` as `redisUrl`; the harness turns it into
// REDIS_CLUSTER_NODES for the API and into a Cluster client for direct checks.
import type { TestProject } from 'vitest/node';
import { startRedisCluster } from '../../scripts/redis-cluster';
import { clusterConnection } from './harness';

export default async function setup(project: TestProject) {
  const cluster = await startRedisCluster({ masters: 3 });
  project.provide('redisUrl', clusterConnection(cluster.nodes));
  return async () => {
    await cluster.stop();
  };
}
