// What the objects of some kinds keep alive in one heap snapshot (scripts/bench/inspector.ts):
// their retained size (what a collection would free were they gone: everything they dominate,
// weak edges left out) and, inside it, the largest kinds of objects.
//   tsx scripts/bench/heap-retained.ts <snapshot> <kind>... (a constructor or closure name, e.g. Document)
// The dominators are computed by the iterative algorithm of Cooper, Harvey and Kennedy over the
// graph in reverse post-order: linear passes, a handful of them for a heap's shape.
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: {
    meta: {
      node_fields: string[];
      node_types: [string[], ...unknown[]];
      edge_fields: string[];
      edge_types: [string[]];
    };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

const [path, ...wanted] = process.argv.slice(2);
if (!path || wanted.length === 0) throw new Error('usage: heap-retained.ts <snapshot> <kind>...');
const snap = JSON.parse(readFileSync(path, 'utf8')) as Snapshot;
const { meta } = snap.snapshot;
const nf = meta.node_fields.length;
const ef = meta.edge_fields.length;
const n = snap.nodes.length / nf;
const field = (name: string) => meta.node_fields.indexOf(name);
const [typeAt, nameAt, sizeAt, edgesAt] = [field('type'), field('name'), field('self_size'), field('edge_count')];
const weak = meta.edge_types[0].indexOf('weak');
const [edgeTypeAt, edgeToAt] = [meta.edge_fields.indexOf('type'), meta.edge_fields.indexOf('to_node')];

const nodeType = (v: number) => meta.node_types[0][snap.nodes[v * nf + typeAt] as number] ?? '?';
const nodeName = (v: number) => snap.strings[snap.nodes[v * nf + nameAt] as number] ?? '';
const selfSize = (v: number) => snap.nodes[v * nf + sizeAt] as number;
const kindOf = (v: number) => {
  const type = nodeType(v);
  return type.includes('string') || type === 'number' ? `(${type})` : `${type} ${nodeName(v).slice(0, 60)}`;
};

// Forward edges (weak ones left out), as offsets into one array.
const firstEdge = new Uint32Array(n + 1);
for (let v = 0, e = 0; v < n; v++) {
  firstEdge[v] = e;
  e += snap.nodes[v * nf + edgesAt] as number;
  firstEdge[v + 1] = e;
}
const target = (e: number) => (snap.edges[e * ef + edgeToAt] as number) / nf;
const strong = (e: number) => snap.edges[e * ef + edgeTypeAt] !== weak;

// Post-order from the root (node 0), iteratively.
const order = new Int32Array(n).fill(-1); // post-order number
const byOrder: number[] = [];
const next = new Uint32Array(n);
const stack = [0];
order[0] = -2;
next[0] = firstEdge[0] as number;
while (stack.length > 0) {
  const v = stack[stack.length - 1] as number;
  const e = next[v] as number;
  if (e < (firstEdge[v + 1] as number)) {
    next[v] = e + 1;
    const w = target(e);
    if (strong(e) && order[w] === -1) {
      order[w] = -2;
      next[w] = firstEdge[w] as number;
      stack.push(w);
    }
  } else {
    stack.pop();
    order[v] = byOrder.length;
    byOrder.push(v);
  }
}
// Predecessors of reachable nodes.
const preds: number[][] = Array.from({ length: n }, () => []);
for (let v = 0; v < n; v++) {
  if ((order[v] as number) < 0) continue;
  for (let e = firstEdge[v] as number; e < (firstEdge[v + 1] as number); e++) if (strong(e)) preds[target(e)]?.push(v);
}
const idom = new Int32Array(n).fill(-1);
idom[0] = 0;
const intersect = (a: number, b: number) => {
  while (a !== b) {
    while ((order[a] as number) < (order[b] as number)) a = idom[a] as number;
    while ((order[b] as number) < (order[a] as number)) b = idom[b] as number;
  }
  return a;
};
for (let changed = true; changed; ) {
  changed = false;
  for (let i = byOrder.length - 2; i >= 0; i--) {
    const v = byOrder[i] as number;
    let dom = -1;
    for (const p of preds[v] ?? []) if (idom[p] !== -1) dom = dom === -1 ? p : intersect(p, dom);
    if (dom !== -1 && idom[v] !== dom) {
      idom[v] = dom;
      changed = true;
    }
  }
}

// Each node's nearest dominating object of a wanted kind (reverse post-order: a dominator comes first).
const isWanted = (v: number) => wanted.includes(nodeName(v)) && ['object', 'closure'].includes(nodeType(v));
const owner = new Int32Array(n).fill(-1);
for (let i = byOrder.length - 1; i >= 0; i--) {
  const v = byOrder[i] as number;
  owner[v] = isWanted(v) ? v : v === 0 ? -1 : (owner[idom[v] as number] as number);
}
for (const name of wanted) {
  const objects = new Set<number>();
  const inside = new Map<string, number>();
  let retained = 0;
  for (let v = 0; v < n; v++) {
    const o = owner[v] as number;
    if (o < 0 || nodeName(o) !== name) continue;
    objects.add(o);
    retained += selfSize(v);
    inside.set(kindOf(v), (inside.get(kindOf(v)) ?? 0) + selfSize(v));
  }
  const count = Math.max(1, objects.size);
  console.log(`${name}: ${objects.size} objects, retained ${(retained / count / 1024).toFixed(1)} KB each; inside:`);
  for (const [kind, bytes] of [...inside].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`  ${(bytes / count / 1024).toFixed(2).padStart(8)} KB  ${kind}`);
}
