/**
 * The one place tests and benches find the shared fixtures (`../shared/fixtures` beside the project; lab reports
 * may be pointed elsewhere with LAB_FIXTURES_DIR). The project must pass without them, so an absent folder is an
 * answer with the reason to skip, not an error.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../src/lib/project-root';

export type FixturesFolder = { dir: string; skipReason: null } | { dir: null; skipReason: string };

/** Where `../shared/fixtures/<name>` would be (before checking that it exists). */
export function fixturesPath(name = 'lab-reports'): string {
  const override = name === 'lab-reports' ? process.env.LAB_FIXTURES_DIR : undefined;
  return override ?? path.join(projectRoot(), '..', 'shared', 'fixtures', name);
}

/** The fixtures folder when present, else null with the reason a test or bench gives for skipping. */
export function fixturesFolder(name = 'lab-reports'): FixturesFolder {
  const dir = fixturesPath(name);
  return existsSync(dir)
    ? { dir, skipReason: null }
    : { dir: null, skipReason: `skipped: ${dir} not found (../shared/fixtures is absent)` };
}
