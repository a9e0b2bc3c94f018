// .ci/run's closing table: per project its files, tests, the summed setup and test time of its files
// and the wall time of each run; then the 10 slowest files. Reads the timing reporter's files
// (.ci/timing-reporter.ts) named on the command line; a missing one is skipped.
import { existsSync, readFileSync } from 'node:fs';

const runs = process.argv
  .slice(2)
  .filter((f) => existsSync(f))
  .map((f) => ({ name: f, ...JSON.parse(readFileSync(f, 'utf8')) }));
if (runs.length === 0) process.exit(0);
const s = (ms) => (ms / 1000).toFixed(1);
const pad = (v, n, left = false) => (left ? String(v).padEnd(n) : String(v).padStart(n));
const projects = new Map();
for (const run of runs) {
  for (const f of run.files) {
    const p = projects.get(f.project) ?? { files: 0, tests: 0, setupMs: 0, testMs: 0 };
    p.files++;
    p.tests += f.tests;
    p.setupMs += f.setupMs;
    p.testMs += f.testMs;
    projects.set(f.project, p);
  }
}
console.log('\nTime per project (setup and tests summed over files; they overlap across workers):');
console.log(
  `${pad('project', 14, true)}${pad('files', 7)}${pad('tests', 7)}${pad('setup s', 10)}${pad('tests s', 10)}`,
);
for (const [name, p] of [...projects].sort((a, b) => b[1].setupMs + b[1].testMs - (a[1].setupMs + a[1].testMs))) {
  console.log(
    `${pad(name, 14, true)}${pad(p.files, 7)}${pad(p.tests, 7)}${pad(s(p.setupMs), 10)}${pad(s(p.testMs), 10)}`,
  );
}
for (const run of runs) console.log(`wall ${pad(s(run.wallMs), 7)} s  ${run.name}`);
console.log('\nSlowest 10 files (setup + tests):');
const all = runs.flatMap((r) => r.files).sort((a, b) => b.setupMs + b.testMs - (a.setupMs + a.testMs));
for (const f of all.slice(0, 10))
  console.log(`${pad(s(f.setupMs + f.testMs), 7)} s  ${pad(f.project, 14, true)}${f.file}`);
