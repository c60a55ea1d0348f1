// What grew between two heap snapshots (V8's .heapsnapshot, as scripts/bench/inspector.ts writes
// them, e.g. `BENCH_HEAP_SNAPSHOTS=<dir> npm run bench:collab`), by kind of object, divided by a
// count (the rooms opened between them): the DevTools "Comparison" view as text.
//   tsx scripts/bench/heap-diff.ts <before> <after> [count] [top]
// Each line: bytes and objects added per unit, then the kind: an object's constructor, a
// closure's function name, V8's internal arrays and code by their name, every string as one kind.
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/** Self size and count of every kind of node in one snapshot. */
function kinds(path: string): Map<string, { bytes: number; count: number }> {
  const snap = JSON.parse(readFileSync(path, 'utf8')) as Snapshot;
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f)) as [
    number,
    number,
    number,
  ];
  const out = new Map<string, { bytes: number; count: number }>();
  for (let i = 0; i < snap.nodes.length; i += fields.length) {
    const type = types[snap.nodes[i + typeAt] as number] ?? '?';
    const name = snap.strings[snap.nodes[i + nameAt] as number] ?? '';
    const key = type.includes('string') || type === 'number' ? `(${type})` : `${type} ${name.slice(0, 70)}`;
    const entry = out.get(key) ?? { bytes: 0, count: 0 };
    entry.bytes += snap.nodes[i + sizeAt] as number;
    entry.count++;
    out.set(key, entry);
  }
  return out;
}

const [beforePath, afterPath, countArg, topArg] = process.argv.slice(2);
if (!beforePath || !afterPath) throw new Error('usage: heap-diff.ts <before> <after> [count] [top]');
const count = Number(countArg ?? 1);
const before = kinds(beforePath);
const after = kinds(afterPath);
const rows = [...after].map(([key, a]) => {
  const b = before.get(key) ?? { bytes: 0, count: 0 };
  return { key, bytes: (a.bytes - b.bytes) / count, objects: (a.count - b.count) / count };
});
rows.sort((x, y) => y.bytes - x.bytes);
const total = rows.reduce((sum, r) => sum + r.bytes, 0);
console.log(`self size added per unit: ${(total / 1024).toFixed(1)} KB (${count} units)`);
for (const r of rows.slice(0, Number(topArg ?? 40)))
  console.log(`${(r.bytes / 1024).toFixed(2).padStart(9)} KB ${r.objects.toFixed(1).padStart(8)}  ${r.key}`);
