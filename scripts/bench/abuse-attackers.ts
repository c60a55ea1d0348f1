// The attackers of `npm run bench:abuse` (abuse.ts), in a process of their own so their client-side
// work does not delay the victim's timing: raw-socket framing abuse, password guesses, unknown
// e-mails, big PUTs, nested markup, and filtered lists, each a burst repeated until the time is up.
// Run as `tsx abuse-attackers.ts --attack <plan>`; prints `COUNTS <json>`.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { rawRequest } from '../../server/test/raw-socket';
import { megabyteDocument } from './megabyte-document';

/** Every raw socket must end within this. */
export const HANG_MS = 30_000;

export interface AttackPlan {
  url: string;
  port: number;
  attackerKey: string;
  /** Keys of their own for the markup and filter bursts, so the big PUTs' rate limit does not answer for them. */
  markupKey: string;
  filterKey: string;
  victimEmail: string;
  seconds: number;
  bursts: string[];
}

export interface AttackCounts {
  sockets: number;
  hung: number;
  guesses: number;
  evaluated: number;
  refused: number;
  unknown: number;
  unknownBusy: number;
  puts: number;
  putErrors: number;
  /** Nested-markup creates and renders sent, and those not answered 400 (or 429). */
  nested: number;
  nestedWrong: number;
  /** Statuses of the nested-markup requests not answered 400 or 429 (0: no answer). */
  nestedWrongBy: Record<string, number>;
  filtered: number;
  filteredErrors: number;
  /** Hung sockets by kind of framing. */
  hungBy: Record<string, number>;
}

async function attack(plan: AttackPlan): Promise<AttackCounts> {
  const { url, port, attackerKey, victimEmail } = plan;
  const deadline = Date.now() + plan.seconds * 1000;
  const running = () => Date.now() < deadline;
  const counts: AttackCounts = {
    sockets: 0,
    hung: 0,
    guesses: 0,
    evaluated: 0,
    refused: 0,
    unknown: 0,
    unknownBusy: 0,
    puts: 0,
    putErrors: 0,
    nested: 0,
    nestedWrong: 0,
    nestedWrongBy: {},
    filtered: 0,
    filteredErrors: 0,
    hungBy: {},
  };
  const head = (method: string, path: string, extra: string) =>
    `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${extra}\r\n`;
  const FRAMING = [
    {
      kind: 'bad-chunk-login',
      payload: `${head('POST', '/v1/dashboard/login', 'Transfer-Encoding: chunked\r\n')}ZZ\r\n{}\r\n0\r\n\r\n`,
    },
    {
      kind: 'bad-chunk-create',
      payload: `${head('POST', '/v1/templates', `Transfer-Encoding: chunked\r\nAuthorization: Bearer ${attackerKey}\r\n`)}ZZ\r\n`,
    },
    { kind: 'truncated', payload: `${head('POST', '/v1/dashboard/login', 'Content-Length: 100\r\n')}{"email":` },
    {
      kind: 'longer',
      payload: `${head('POST', '/v1/dashboard/login', 'Content-Length: 5\r\n')}{"email":"a@example.com","password":"x"}`,
    },
    {
      kind: 'slow-headers',
      payload: 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      trickle: 'X-Slow: 1\r\n',
      trickleEveryMs: 1000,
    },
    {
      kind: 'slow-body',
      payload: head('POST', '/v1/dashboard/login', 'Content-Length: 100000\r\n'),
      trickle: ' ',
      trickleEveryMs: 1000,
    },
  ];

  const sockets: Array<Promise<void>> = [];
  async function framing() {
    while (running()) {
      for (const options of FRAMING) {
        for (let i = 0; i < 5; i++) {
          counts.sockets++;
          sockets.push(
            rawRequest(port, { ...options, waitMs: HANG_MS }).then((o) => {
              if (o.closed) return;
              counts.hung++;
              counts.hungBy[options.kind] = (counts.hungBy[options.kind] ?? 0) + 1;
            }),
          );
        }
      }
      await sleep(2000);
    }
  }

  const status = (response: Promise<Response>) =>
    response
      .then(async (r) => {
        await r.arrayBuffer();
        return r.status;
      })
      .catch(() => 0);
  const login = (email: string, password: string) =>
    status(
      fetch(`${url}/v1/dashboard/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }),
    );

  async function guesses() {
    let wave = 120;
    while (running()) {
      const statuses = await Promise.all(
        Array.from({ length: wave }, (_, i) => login(victimEmail, `guess-${counts.guesses + i}`)),
      );
      counts.guesses += wave;
      counts.evaluated += statuses.filter((s) => s === 401).length;
      counts.refused += statuses.filter((s) => s === 429).length;
      wave = 20;
      await sleep(1000);
    }
  }

  async function unknownLogins() {
    while (running()) {
      const statuses = await Promise.all(
        Array.from({ length: 250 }, (_, i) => login(`nobody-${Date.now()}-${i}@example.com`, 'password')),
      );
      counts.unknown += statuses.length;
      counts.unknownBusy += statuses.filter((s) => s === 503).length;
      await sleep(3000);
    }
  }

  const putBody = `{"blockTree":${megabyteDocument()}}`;
  async function bigPuts() {
    while (running()) {
      const statuses = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          status(
            fetch(`${url}/v1/templates/tpl_missing${i}`, {
              method: 'PUT',
              headers: { Authorization: `Bearer ${attackerKey}`, 'Content-Type': 'application/json' },
              body: putBody,
            }),
          ),
        ),
      );
      counts.puts += statuses.length;
      // 0: the server answered early and closed while the 1 MB was still being sent (fine).
      counts.putErrors += statuses.filter((s) => s !== 404 && s !== 429 && s !== 0).length;
      await sleep(2000);
    }
  }

  const post = (key: string, path: string, body: string) =>
    status(
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body,
      }),
    );
  const nestedBody = (type: 'text' | 'html', count: number, repeat: number) =>
    JSON.stringify({
      name: 'lists',
      blockTree: {
        blocks: Array.from({ length: count }, (_, i) => ({
          id: `b${i}`,
          type,
          props: { html: '<ul>'.repeat(repeat) },
        })),
      },
    });
  /** Sends `parallel` copies of a nested-markup request every 2 s; each must be refused (400), never worked through. */
  const markupBurst = (path: string, body: string, parallel: number) => async () => {
    while (running()) {
      const statuses = await Promise.all(Array.from({ length: parallel }, () => post(plan.markupKey, path, body)));
      counts.nested += statuses.length;
      for (const s of statuses.filter((s) => s !== 400 && s !== 429)) {
        counts.nestedWrong++;
        counts.nestedWrongBy[s] = (counts.nestedWrongBy[s] ?? 0) + 1;
      }
      await sleep(2000);
    }
  };
  const nestedCreates = markupBurst('/v1/templates', nestedBody('text', 48, 5000), 3);
  const nestedRenders = markupBurst('/v1/render', nestedBody('html', 19, 12_400), 2);

  async function filteredLists() {
    while (running()) {
      const started = Date.now();
      const got = await status(
        fetch(`${url}/v1/templates?meta[key0]=nomatch&meta[key1]=x`, {
          headers: { Authorization: `Bearer ${plan.filterKey}` },
        }),
      );
      counts.filtered++;
      if (got !== 200) counts.filteredErrors++;
      await sleep(Math.max(0, 111 - (Date.now() - started)));
    }
  }

  const BURSTS: Record<string, () => Promise<void>> = {
    framing,
    guesses,
    unknown: unknownLogins,
    puts: bigPuts,
    nested: nestedCreates,
    render: nestedRenders,
    filtered: filteredLists,
  };
  await Promise.all(plan.bursts.map((name) => BURSTS[name]?.() ?? Promise.resolve()));
  await Promise.all(sockets);
  return counts;
}

/** The attackers run in their own process, so their client-side work does not delay the victim's timing. */
export function spawnAttackers(plan: AttackPlan): Promise<AttackCounts> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--attack', JSON.stringify(plan)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('COUNTS '));
      if (code !== 0 || !line) reject(new Error(`attackers exited with ${code}`));
      else resolve(JSON.parse(line.slice('COUNTS '.length)) as AttackCounts);
    });
  });
}

const attackArg = process.argv.indexOf('--attack');
if (attackArg !== -1) {
  const counts = await attack(JSON.parse(process.argv[attackArg + 1] ?? '{}') as AttackPlan);
  process.stdout.write(`COUNTS ${JSON.stringify(counts)}\n`);
  process.exit(0);
}
