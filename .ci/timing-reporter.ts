// Per-file times of a vitest run, written for .ci/run's closing table (.ci/timings.mjs): every file's
// project, its setup (environment, harness, setup files, import and collection) and its tests and
// hooks, in ms. The file goes to $TIMINGS_FILE (default test-output/timings.json under the root).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

export default class TimingReporter implements Reporter {
  private root = process.cwd();
  private started = Date.now();

  onInit(ctx: Vitest) {
    this.root = ctx.config.root;
    this.started = Date.now();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const files = modules.map((m) => {
      const d = m.diagnostic();
      const setupMs = d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration;
      return {
        project: m.project.name,
        file: relative(process.cwd(), m.moduleId),
        setupMs: Math.round(setupMs),
        testMs: Math.round(d.duration),
        tests: [...m.children.allTests()].length,
      };
    });
    const out = resolve(process.cwd(), process.env.TIMINGS_FILE ?? resolve(this.root, 'test-output/timings.json'));
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify({ wallMs: Date.now() - this.started, files }, null, 1));
  }
}
