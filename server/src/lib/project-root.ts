import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

function findUp(start: string): string | null {
  let dir = start;
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === 'vitalplan') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/**
 * The repository root (the folder holding this project's package.json). Works from the TypeScript sources
 * (tests, tsx), from the bundled dist/server/main.js, and from a bundle built elsewhere (VITALPLAN_DIST) when
 * started from the project folder.
 */
export function projectRoot(): string {
  cached ??= findUp(path.dirname(fileURLToPath(import.meta.url))) ?? findUp(process.cwd()) ?? undefined;
  if (!cached) throw new Error('Cannot find the project root (package.json named "vitalplan")');
  return cached;
}
