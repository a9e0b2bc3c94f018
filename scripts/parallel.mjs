#!/usr/bin/env node
// Runs shell commands side by side and fails when any fails: `node scripts/parallel.mjs "cmd a" "cmd b"`.
// tsc and eslint use one core each, so on two cores the type checks and the lint of `npm test` finish in
// about half the time they take one after another (issue 33). Each command's output is held and printed
// whole when it ends, so the log reads as if they had run in turn. With `--stream` first, the first command's
// output passes through as it comes (a long test run shows its progress) and only the others are held:
// `npm test` builds the app for e2e beside the unit run, which leaves a fifth of two cores idle (issue 33).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * CPU seconds of this process's finished children and everything they waited for (Linux: /proc/self/stat's
 * cutime + cstime, in the kernel's fixed 100 ticks a second); null elsewhere. Read when a command ends, the
 * growth since the last reading is that command's whole tree (its shell, npm, vitest's workers, Chromium),
 * except daemons it left to init (a PostgreSQL cluster started with pg_ctl). The run is bound by CPU on two
 * cores, so each line says what its command cost besides how long it took (issue 33).
 */
const childCpu = () => {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
};
let cpuSeen = childCpu();

const stream = process.argv[2] === '--stream';
const commands = process.argv.slice(stream ? 3 : 2);
if (commands.length === 0) {
  console.error('usage: node scripts/parallel.mjs "<command>" ["<command>" …]');
  process.exit(2);
}

const run = (command, i) =>
  new Promise((resolve) => {
    const started = Date.now();
    const live = stream && i === 0;
    const child = spawn(command, {
      shell: true,
      stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
    });
    const out = [];
    child.stdout?.on('data', (b) => out.push(b));
    child.stderr?.on('data', (b) => out.push(b));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const cpuNow = childCpu();
      const cpu = cpuNow !== null && cpuSeen !== null ? `, ${(cpuNow - cpuSeen).toFixed(0)} CPU-s` : '';
      cpuSeen = cpuNow;
      if (!live) process.stdout.write(`\n> ${command}\n${Buffer.concat(out).toString()}`);
      const failed = code !== 0;
      process.stdout.write(
        `${failed ? '✗' : '✓'} ${command} (${seconds} s${cpu}${failed ? `, exit ${signal ?? code}` : ''})\n`,
      );
      resolve(failed);
    });
  });

const failures = (await Promise.all(commands.map((c, i) => run(c, i)))).filter(Boolean).length;
process.exit(failures === 0 ? 0 : 1);
