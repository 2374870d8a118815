// `npm start`: serves the built app, building it first only when the build is missing or older than the sources
// (a rebuild takes 15–30 s; starting from a current build takes under a second). `npm run build` always rebuilds.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.env.VITALPLAN_DIST ?? 'dist');
/** What the build reads: a change to any of them makes the build stale. */
const SOURCES = ['client', 'server/src', 'common', 'scripts', 'package-lock.json', 'tsconfig.json'];
const OUTPUTS = ['server/main.js', 'server/worker.js', 'client/index.html'];

/** Newest modification time under `p` (node_modules and tests skipped: they are not in the build). */
function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return /\.test\.tsx?$/.test(p) ? 0 : st.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(p)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(path.join(p, entry)));
  }
  return latest;
}

const builtAt = Math.min(
  ...OUTPUTS.map((o) => (existsSync(path.join(dist, o)) ? statSync(path.join(dist, o)).mtimeMs : 0)),
);
const sourcesAt = Math.max(...SOURCES.map((s) => newest(path.join(root, s))));
if (builtAt < sourcesAt) {
  console.log(
    builtAt === 0 ? 'No build yet: building the app…' : 'Sources changed since the last build: rebuilding…',
  );
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
} else {
  console.log('The build is current: starting it.');
}
// In this process, so signals (Ctrl-C, SIGTERM from a supervisor) reach the server's own graceful shutdown.
await import(pathToFileURL(path.join(dist, 'server', 'main.js')).href);
