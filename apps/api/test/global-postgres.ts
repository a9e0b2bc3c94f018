import type { TestProject } from 'vitest/node';
import { startCluster } from './pg-cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string | null;
  }
}

/** Global setup of the `api-postgres` project: one cluster for the run, a database per test file. */
export default async function setup(project: TestProject) {
  const cluster = await startCluster();
  if ('skipped' in cluster) {
    console.warn(`[api-postgres] skipped: ${cluster.skipped}`);
    project.provide('pgUrl', null);
    return;
  }
  project.provide('pgUrl', cluster.url);
  return () => cluster.stop();
}
