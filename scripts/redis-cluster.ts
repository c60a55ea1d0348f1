// A throw-away local Redis Cluster on free ports in a temporary directory: 3 masters, with or
// without replicas. Used by the `server-cluster` test project, the failover test and benchmarks.
//   npx tsx scripts/redis-cluster.ts              → 3 masters, 1 replica each; prints REDIS_CLUSTER_NODES
//   npx tsx scripts/redis-cluster.ts --replicas 0 → 3 masters only
// Stops on Ctrl-C.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureRedisServerBinary, freePort, pingRedis, redisServerArgs } from './redis';

export interface ClusterHandle {
  /** `host:port,host:port,…`: the value for REDIS_CLUSTER_NODES. */
  nodes: string;
  /** Every node's port, masters and replicas; `killNode` and `restartNode` take an index into it. */
  ports: number[];
  pids: number[];
  /** SIGKILLs one node (an outage); `restartNode` brings it back with its identity and slots. */
  killNode(index: number): Promise<void>;
  /** A master comes back as a master; after a failover, as a replica of the node promoted in its place. */
  restartNode(index: number): Promise<void>;
  /** Index (into `ports`) of the master that serves `key`'s slot right now. */
  masterOf(key: string): number;
  /** Index of a live replica of the master at `masterIndex`, or -1. */
  replicaOf(masterIndex: number): number;
  /** Resolves when `index` is a master (a promoted replica) and the cluster is ok again. */
  waitForMaster(index: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Two distinct free ports per node: the client port and the cluster bus port. */
async function distinctFreePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

function redisCli(port: number, args: string[]): { ok: boolean; out: string } {
  const r = spawnSync('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { ok: r.status === 0, out: `${r.stdout ?? ''}${r.stderr ?? ''}` };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

export interface ClusterOptions {
  /** Masters (default 3). */
  masters?: number;
  /** Replicas per master (default 0). A dead master's replica is promoted after `nodeTimeoutMs`. */
  replicas?: number;
  /** `cluster-node-timeout`: how long a silent master counts as alive (default 2000 with replicas, else 5000). */
  nodeTimeoutMs?: number;
  /** AOF with fsync always, so a node's data survives `restartNode` (replicas get AOF with fsync every second). */
  persist?: boolean;
}

/** Starts cluster-enabled redis-servers, joins them and waits for `cluster_state:ok` everywhere. */
export async function startRedisCluster(options: ClusterOptions = {}): Promise<ClusterHandle> {
  ensureRedisServerBinary();
  const masters = options.masters ?? 3;
  const replicas = options.replicas ?? 0;
  const total = masters * (1 + replicas);
  const dir = mkdtempSync(join(tmpdir(), 'eb-redis-cluster-'));
  const allPorts = await distinctFreePorts(total * 2);
  const ports = allPorts.slice(0, total);
  const children: ChildProcess[] = [];
  const nodeArgs: string[][] = [];
  const stop = async () => {
    await Promise.all(children.map(stopChild));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (const [i, port] of ports.entries()) {
      const args = [
        ...redisServerArgs(port, dir),
        '--cluster-port',
        String(allPorts[total + i]),
        '--cluster-enabled',
        'yes',
        '--cluster-config-file',
        `nodes-${port}.conf`,
        '--cluster-node-timeout',
        String(options.nodeTimeoutMs ?? (replicas > 0 ? 2000 : 5000)),
        // A replica that lost its master for a while still stands for election (tests kill twice).
        '--cluster-replica-validity-factor',
        '0',
        ...(options.persist || replicas > 0
          ? [
              '--appendonly',
              'yes',
              '--appendfsync',
              options.persist ? 'always' : 'everysec',
              '--appendfilename',
              `appendonly-${port}.aof`,
              '--appenddirname',
              `aof-${port}`,
            ]
          : ['--appendonly', 'no']),
      ];
      nodeArgs.push(args);
      children.push(spawn('redis-server', args, { stdio: 'ignore' }));
    }
    const deadline = Date.now() + 10_000;
    for (const [i, port] of ports.entries()) {
      while (!(await pingRedis(`redis://127.0.0.1:${port}`, 200))) {
        if (children[i]!.exitCode !== null)
          throw new Error(`cluster node on port ${port} exited with code ${children[i]!.exitCode}`);
        if (Date.now() > deadline) throw new Error(`cluster node on port ${port} did not answer within 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    const create = spawnSync(
      'redis-cli',
      [
        '--cluster',
        'create',
        ...ports.map((p) => `127.0.0.1:${p}`),
        '--cluster-replicas',
        String(replicas),
        '--cluster-yes',
      ],
      { encoding: 'utf8', timeout: 60_000 },
    );
    if (create.status !== 0) throw new Error(`redis-cli --cluster create failed:\n${create.stdout}${create.stderr}`);
    await waitForClusterOk(ports, replicas);
    const killNode = async (index: number) => {
      const child = children[index]!;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    };
    const restartNode = async (index: number) => {
      await killNode(index);
      // The node reloads nodes-<port>.conf: same id, same slots, and the others take it back.
      children[index] = spawn('redis-server', nodeArgs[index]!, { stdio: 'ignore' });
      const until = Date.now() + 10_000;
      while (!(await pingRedis(`redis://127.0.0.1:${ports[index]}`, 200))) {
        if (Date.now() > until) throw new Error(`cluster node on port ${ports[index]} did not come back`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await waitForClusterOk(live(), replicas);
    };
    const live = () => ports.filter((_, i) => children[i]!.exitCode === null && children[i]!.signalCode === null);
    const nodeTable = () => {
      for (const port of live()) {
        const out = redisCli(port, ['cluster', 'nodes']);
        if (out.ok) return parseClusterNodes(out.out);
      }
      throw new Error('no cluster node answers CLUSTER NODES');
    };
    const masterOf = (key: string) => {
      const slot = Number(redisCli(live()[0]!, ['cluster', 'keyslot', key]).out.trim());
      const owner = nodeTable().find((n) => n.master && n.slots.some(([from, to]) => slot >= from && slot <= to));
      return owner ? ports.indexOf(owner.port) : -1;
    };
    const replicaOf = (masterIndex: number) => {
      const table = nodeTable();
      const id = table.find((n) => n.port === ports[masterIndex])?.id;
      const replica = table.find((n) => !n.master && n.masterId === id && !n.failed && live().includes(n.port));
      return replica ? ports.indexOf(replica.port) : -1;
    };
    const waitForMaster = async (index: number, timeoutMs = 20_000) => {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const info = redisCli(ports[index]!, ['role']);
        if (info.ok && info.out.startsWith('master')) {
          const state = redisCli(ports[index]!, ['cluster', 'info']);
          if (state.out.includes('cluster_state:ok')) return;
        }
        if (Date.now() > until) throw new Error(`node on port ${ports[index]} was not promoted within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    return {
      nodes: ports.map((p) => `127.0.0.1:${p}`).join(','),
      ports,
      get pids() {
        return children.map((c) => c.pid ?? -1);
      },
      killNode,
      restartNode,
      masterOf,
      replicaOf,
      waitForMaster,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

interface ClusterNode {
  id: string;
  port: number;
  master: boolean;
  /** For a replica: its master's id. */
  masterId: string;
  failed: boolean;
  slots: Array<[number, number]>;
}

/** `CLUSTER NODES` lines: `<id> <ip:port@bus> <flags> <master> <ping> <pong> <epoch> <link> <slot>…`. */
function parseClusterNodes(text: string): ClusterNode[] {
  return text
    .trim()
    .split('\n')
    .map((line) => line.trim().split(' '))
    .filter((f) => f.length >= 8)
    .map((f) => {
      const flags = f[2]!.split(',');
      return {
        id: f[0]!,
        port: Number(f[1]!.split('@')[0]!.split(':').pop()),
        master: flags.includes('master'),
        masterId: f[3]!,
        failed: flags.includes('fail') || flags.includes('fail?'),
        slots: f
          .slice(8)
          .filter((s) => !s.startsWith('['))
          .map((s) => {
            const [from, to] = s.split('-').map(Number);
            return [from!, to ?? from!] as [number, number];
          }),
      };
    });
}

/**
 * Every live node must report `cluster_state:ok` and know every node, and with replicas every
 * replica must have finished its first sync, before clients connect.
 */
async function waitForClusterOk(ports: number[], replicas = 0, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ready = ports.every((port) => {
      const info = redisCli(port, ['cluster', 'info']);
      if (!info.ok || !info.out.includes('cluster_state:ok')) return false;
      if (replicas === 0) return info.out.includes(`cluster_known_nodes:${ports.length}`);
      const role = redisCli(port, ['info', 'replication']).out;
      return !role.includes('role:slave') || role.includes('master_link_status:up');
    });
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`cluster did not reach cluster_state:ok within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const isEntry = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntry) {
  const flag = process.argv.indexOf('--replicas');
  const cluster = await startRedisCluster({ replicas: flag === -1 ? 1 : Number(process.argv[flag + 1]) });
  console.log(`REDIS_CLUSTER_NODES=${cluster.nodes}`);
  console.log(`pids ${cluster.pids.join(' ')}; Ctrl-C stops the cluster`);
  const shutdown = () => void cluster.stop().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
