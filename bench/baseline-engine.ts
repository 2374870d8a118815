/**
 * A baseline commit's plan generator, for benches that measure this engine beside an earlier one in the same run
 * (the machine's speed and load cancel out). The commit's `server/src/engine` and `scripts` are extracted once per
 * ref under `bench/.baseline/` (git-ignored); `none` skips the baseline.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { generatePlan } from '../server/src/engine/plan/generate-plan';

export type Generate = typeof generatePlan;

export async function baselineGenerator(ref: string): Promise<Generate | null> {
  if (ref === 'none') return null;
  const root = path.resolve(import.meta.dirname, '..');
  const dir = path.join(root, 'bench', '.baseline', ref.replace(/[^\w.-]/g, '_'));
  if (!existsSync(path.join(dir, 'server'))) {
    mkdirSync(dir, { recursive: true });
    const tar = path.join(dir, 'engine.tar');
    execFileSync('git', ['archive', '-o', tar, ref, 'server/src/engine', 'scripts'], { cwd: root });
    execFileSync('tar', ['-x', '-f', tar, '-C', dir]);
  }
  const mod = (await import(path.join(dir, 'server/src/engine/plan/generate-plan.ts'))) as {
    generatePlan: Generate;
  };
  return mod.generatePlan;
}
