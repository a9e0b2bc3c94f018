import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { useRamTmpdir } from '../scripts/ram-tmpdir.mjs';

// Scratch files (test databases, e2e data directories, Chromium profiles) in memory when there is room.
useRamTmpdir();

/**
 * Specs that must own their servers: several server processes, a PostgreSQL cluster and nginx, or faults
 * injected into a server of their own (project e2e-alone: one at a time, each seeding its own data). They
 * run beside the other specs, not after them: alone afterwards they left a core half idle for ~45 s
 * (issue 33). The README's own start (production-start.e2e.ts, `npm run serve` on a port and data
 * directory of its own, no browser) runs with the others.
 */
const alone = ['specs/faults.e2e.ts', 'specs/scale-out.e2e.ts'];

/**
 * The specs that take a minute or more on two cores (.ci/run's table of the slowest files), longest
 * first. They start first, so the workers end together: on a fresh clone vitest has no durations yet and
 * goes by file size, which started console-tour and layout-width last and left one worker running them alone.
 */
const longest = [
  'console-sales',
  'console-tour',
  'layout-width',
  'door-offline',
  'member-fixes',
  'engage',
  'browse',
  'content',
];

/** Vitest's order (projects by groupOrder; then known durations or file size), with the longest specs moved to the front. */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = longest.findIndex((name) => f.moduleId.endsWith(`/specs/${name}.e2e.ts`));
      return i === -1 ? longest.length : i;
    };
    const group = (f: TestSpecification) => f.project.config.sequence.groupOrder;
    return (await super.sort(files))
      .map((f, i) => ({ f, i }))
      .sort((a, b) => group(a.f) - group(b.f) || rank(a.f) - rank(b.f) || a.i - b.i)
      .map(({ f }) => f);
  }
}

/**
 * Playwright specs against the real built server (`npm run build` first; `npm run test:e2e` does it).
 * Every spec starts its own server on a free port with its own data directory and opens its own browser
 * contexts in its worker's Chromium (support/app.ts, support/browser.ts), so no two specs share state: the `e2e` project runs three at a time (E2E_WORKERS overrides it; on two cores a spec waits on
 * its server and page often enough that a third fills the gaps: 8% idle left, was 18% with two); `e2e-alone`
 * runs the specs above one by one beside them. The \`e2e\` project's specs start on copies of one
 * data directory seeded once for the run (support/seeded-data.ts); the specs alone seed their own.
 */
export default defineConfig({
  test: {
    root: './e2e',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll gives up after 1 s by default: on two cores with three specs and their browsers running, a
    // language chunk or a re-render can take longer (shell.e2e's English switch failed CI that way). Polls wait
    // on conditions, so a longer ceiling costs nothing when the page is quick.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['specs/**/*.e2e.ts'],
          exclude: alone,
          maxWorkers: Number(process.env.E2E_WORKERS ?? 3),
          // A worker runs its specs one after another in one process (each spec still starts its own server
          // and its own browser contexts; support/ keeps no state of a spec): a new process per spec spent
          // ~1.5 CPU-s starting Node and importing playwright-core and vitest again, ~50 CPU-s a run (issue 33).
          isolate: false,
          sequence: { groupOrder: 0 },
          globalSetup: ['./support/seeded-data.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'e2e-alone', include: alone, fileParallelism: false, sequence: { groupOrder: 0 } },
      },
    ],
  },
});
