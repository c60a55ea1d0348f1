// The order each project's files are taken in. Vitest keeps its own project order (by name: core,
// e2e, element-unit, server, server-cluster, beside the browser project's own pool) and, without
// timings from an earlier run (a fresh clone has none), takes a project's largest files first. File
// size says little about time here: the two failover suites are small files that wait on Redis
// Sentinel and Cluster for 30–50 s. Taken last, the Sentinel one ran alone at the end of the run,
// with a core idle. So the files below, the longest of their project in a full run, start their
// project; the rest keep Vitest's order.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Measured in full runs on the 2-core machine (seconds, rounded); longest first. */
export const LONGEST_FIRST = [
  'server/test/failover-sentinel.test.ts', // 50: two Sentinel failovers under write load
  'server/test/failover-cluster.test.ts', // 33: two Cluster failovers under write load
  'server/routes/openapi/openapi.test.ts', // 29
  'server/admin/import.test.ts', // 24: restores a file larger than the child process's heap
  'server/test/isolation.model.test.ts', // 23
  'server/admin/export.test.ts', // 23
  'server/admin/cli.test.ts', // 21
  'scripts/fresh-clone.test.ts', // 16: npm ci in a clone
  'server/test/framing.test.ts', // 15: stalled sockets up to their deadlines
  'scripts/build.test.ts', // 12
];

const rank = (spec: TestSpecification): number => {
  const relative = spec.moduleId.slice(spec.project.config.root.length + 1);
  const at = LONGEST_FIRST.indexOf(relative);
  return at < 0 ? LONGEST_FIRST.length : at;
};

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Stable, and only within a project: Vitest's project order and its order among the rest stay.
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => {
        if (a.spec.project.name !== b.spec.project.name) return a.index - b.index;
        return rank(a.spec) - rank(b.spec) || a.index - b.index;
      })
      .map(({ spec }) => spec);
  }
}
