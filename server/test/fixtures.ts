import { existsSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../src/lib/project-root';

/** `../shared/fixtures/lab-reports` beside the project (or LAB_FIXTURES_DIR), or null when absent. */
export function labFixturesDir(): string | null {
  const dir =
    process.env.LAB_FIXTURES_DIR ?? path.join(projectRoot(), '..', 'shared', 'fixtures', 'lab-reports');
  return existsSync(dir) ? dir : null;
}
