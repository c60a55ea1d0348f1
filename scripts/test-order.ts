// The order the node projects' files are taken in. Vitest's own order runs projects by name (core,
// e2e, element-unit, server, server-cluster): the server suites, which mostly wait on Redis
// (failovers, outages, sockets), then ran last and alone, with a core idle, after the browser
// projects had finished. Taken first, they wait while the browser suites keep both cores busy, and
// the run ends on core and e2e, which keep both cores busy by themselves. The order within each
// project, and the browser project's own pool, are Vitest's.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const PROJECT_ORDER = ['server-cluster', 'server', 'element-unit', 'core', 'e2e'];

const rank = (spec: TestSpecification) => {
  const at = PROJECT_ORDER.indexOf(spec.project.name);
  return at < 0 ? PROJECT_ORDER.length : at;
};

export class ProjectOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // A stable sort: Vitest's order (failed first, then the longest) stays within each project.
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
