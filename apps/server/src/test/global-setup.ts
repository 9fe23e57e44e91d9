import type { TestProject } from 'vitest/node';
import { dropTemplate, makeTemplate } from './db';

/** The project's env (TEST_DB) is the workers'; read it here, where the template is made. */
const kindOf = (project: TestProject) => (project.config.env?.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

export async function setup(project: TestProject) {
  await makeTemplate(kindOf(project));
  return () => dropTemplate(kindOf(project));
}
