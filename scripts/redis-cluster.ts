// A throw-away local Redis Cluster: 3 masters, no replicas, on free ports in a temporary
// directory. Used by the `server-cluster` test project and the cluster benchmark.
//   npx tsx scripts/redis-cluster.ts   → starts one, prints REDIS_CLUSTER_NODES, stops on Ctrl-C
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureRedisServerBinary, freePort, pingRedis } from './redis';

export interface ClusterHandle {
  /** `host:port,host:port,…`: the value for REDIS_CLUSTER_NODES. */
  nodes: string;
  ports: number[];
  pids: number[];
  /** SIGKILLs one node (an outage); `restartNode` brings it back with its identity and slots. */
  killNode(index: number): Promise<void>;
  restartNode(index: number): Promise<void>;
  stop(): Promise<void>;
}

/** Two distinct free ports per node: the client port and the cluster bus port. */
async function distinctFreePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

function redisCli(port: number, args: string[]): { ok: boolean; out: string } {
  const r = spawnSync('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args], { encoding: 'utf8', timeout: 30_000 });
  return { ok: r.status === 0, out: `${r.stdout ?? ''}${r.stderr ?? ''}` };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** Starts `masters` cluster-enabled redis-servers, joins them and waits for `cluster_state:ok`. */
export interface ClusterOptions {
  /** Masters (default 3), no replicas. */
  masters?: number;
  /** AOF with fsync always, so a node's data survives `restartNode`. */
  persist?: boolean;
}

export async function startRedisCluster(options: ClusterOptions = {}): Promise<ClusterHandle> {
  ensureRedisServerBinary();
  const masters = options.masters ?? 3;
  const dir = mkdtempSync(join(tmpdir(), 'eb-redis-cluster-'));
  const allPorts = await distinctFreePorts(masters * 2);
  const ports = allPorts.slice(0, masters);
  const children: ChildProcess[] = [];
  const nodeArgs: string[][] = [];
  const stop = async () => {
    await Promise.all(children.map(stopChild));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (const [i, port] of ports.entries()) {
      const args = [
        '--port',
        String(port),
        '--cluster-port',
        String(allPorts[masters + i]),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--cluster-enabled',
        'yes',
        '--cluster-config-file',
        `nodes-${port}.conf`,
        '--cluster-node-timeout',
        '5000',
        '--save',
        '',
        ...(options.persist
          ? [
              '--appendonly',
              'yes',
              '--appendfsync',
              'always',
              '--appendfilename',
              `appendonly-${port}.aof`,
              '--appenddirname',
              `aof-${port}`,
            ]
          : ['--appendonly', 'no']),
        '--maxmemory-policy',
        'noeviction',
      ];
      nodeArgs.push(args);
      children.push(spawn('redis-server', args, { stdio: 'ignore' }));
    }
    const deadline = Date.now() + 10_000;
    for (const [i, port] of ports.entries()) {
      while (!(await pingRedis(`redis://127.0.0.1:${port}`, 200))) {
        if (children[i]!.exitCode !== null) throw new Error(`cluster node on port ${port} exited with code ${children[i]!.exitCode}`);
        if (Date.now() > deadline) throw new Error(`cluster node on port ${port} did not answer within 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    const create = spawnSync(
      'redis-cli',
      ['--cluster', 'create', ...ports.map((p) => `127.0.0.1:${p}`), '--cluster-replicas', '0', '--cluster-yes'],
      { encoding: 'utf8', timeout: 60_000 },
    );
    if (create.status !== 0) throw new Error(`redis-cli --cluster create failed:\n${create.stdout}${create.stderr}`);
    await waitForClusterOk(ports);
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
      await waitForClusterOk(ports);
    };
    return {
      nodes: ports.map((p) => `127.0.0.1:${p}`).join(','),
      ports,
      get pids() {
        return children.map((c) => c.pid ?? -1);
      },
      killNode,
      restartNode,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Every node must report `cluster_state:ok` and know every master before clients connect. */
async function waitForClusterOk(ports: number[], timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ready = ports.every((port) => {
      const info = redisCli(port, ['cluster', 'info']);
      return info.ok && info.out.includes('cluster_state:ok') && info.out.includes(`cluster_known_nodes:${ports.length}`);
    });
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`cluster did not reach cluster_state:ok within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const isEntry = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntry) {
  const cluster = await startRedisCluster();
  console.log(`REDIS_CLUSTER_NODES=${cluster.nodes}`);
  console.log(`pids ${cluster.pids.join(' ')}; Ctrl-C stops the cluster`);
  const shutdown = () => void cluster.stop().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
