import type { TestProject } from 'vitest/node';
import { buildTemplates } from './template-build.js';

/** Global setup of the `api-pglite` project: the migrated template every test file copies (template-db.ts). */
export default async function setup(project: TestProject) {
  const { templates, remove } = await buildTemplates('pglite');
  project.provide('dbTemplates', templates);
  return remove;
}
