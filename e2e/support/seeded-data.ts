// Vitest global setup for the e2e run: one data directory migrated and seeded with the demo once, by the
// built server's own first start; startApp (app.ts) gives each spec a copy instead of seeding again. A
// first start on these machines takes 2.5 s of CPU, a start on a copied directory 1.1 s, and the run
// starts 34 servers (issue 33). Specs about the first start itself ask for `fresh: true`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.js';

export interface SeededData {
  /** The data directory after a clean stop (no lock held): copy it, never start a server on it. */
  dir: string;
  /** What the seeding start printed once (the staff account's password among it). */
  output: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededData: SeededData;
  }
}

/** Seeds the directory and provides it to the specs; the returned teardown removes it. */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'nanhua-e2e-seeded-'));
  const server = await startServer({ dataDir: dir });
  const code = await server.stop();
  const output = server.output();
  if (code !== 0 || !output.includes('Staff account:'))
    throw new Error(`the seeding start ended with ${code}, staff account not printed:\n${output}`);
  project.provide('seededData', { dir, output });
  return () => rmSync(dir, { recursive: true, force: true });
}
