#!/usr/bin/env node
// Runs shell commands side by side and fails when any fails: `node scripts/parallel.mjs "cmd a" "cmd b"`.
// tsc and eslint use one core each, so on two cores the type checks and the lint of `npm test` finish in
// about half the time they take one after another (issue 33). Each command's output is held and printed
// whole when it ends, so the log reads as if they had run in turn. With `--stream` first, the first command's
// output passes through as it comes (a long test run shows its progress) and only the others are held:
// `npm test` builds the app for e2e beside the unit run, which leaves a fifth of two cores idle (issue 33).
import { spawn } from 'node:child_process';

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
      if (!live) process.stdout.write(`\n> ${command}\n${Buffer.concat(out).toString()}`);
      const failed = code !== 0;
      process.stdout.write(
        `${failed ? '✗' : '✓'} ${command} (${seconds} s${failed ? `, exit ${signal ?? code}` : ''})\n`,
      );
      resolve(failed);
    });
  });

const failures = (await Promise.all(commands.map((c, i) => run(c, i)))).filter(Boolean).length;
process.exit(failures === 0 ? 0 : 1);
