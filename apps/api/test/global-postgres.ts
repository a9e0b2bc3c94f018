import type { TestProject } from 'vitest/node';
import { startCluster } from './pg-cluster.js';
import { buildTemplates } from './template-build.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string | null;
  }
}

/**
 * Global setup of the `api-postgres` project: one cluster for the run and its migrated template
 * database; every test file gets a copy (template-db.ts).
 */
export default async function setup(project: TestProject) {
  const cluster = await startCluster();
  if ('skipped' in cluster) {
    console.warn(`[api-postgres] skipped: ${cluster.skipped}`);
    project.provide('pgUrl', null);
    project.provide('dbTemplates', null);
    return;
  }
  project.provide('pgUrl', cluster.url);
  try {
    const { templates, remove } = await buildTemplates('postgres', cluster.url);
    project.provide('dbTemplates', templates);
    return () => {
      try {
        cluster.stop();
      } finally {
        remove();
      }
    };
  } catch (err) {
    cluster.stop();
    throw err;
  }
}
