import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * The repository root (the folder holding this project's package.json). Works from the TypeScript sources
 * (tests, tsx) and from the bundled dist/server/main.js alike.
 */
export function projectRoot(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === 'vitalplan') return (cached = dir);
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the project root (package.json named "vitalplan")');
    dir = parent;
  }
}
