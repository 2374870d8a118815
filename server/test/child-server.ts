/** Runs the real server as a child process. */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { projectRoot } from '../src/lib/project-root';
import { TEMPLATE_ENV } from './template-db';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** Output so far (for failure messages). */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

export interface ChildServerOptions {
  /** The built server (dist/server/main.js) to run; default: see defaultMain. */
  main?: string;
  timeoutMs?: number;
}

/**
 * What a child server runs unless the test names it: the TypeScript sources through tsx, so a test never meets a
 * stale build. CHILD_SERVER=build runs the bundle (dist/server/main.js) instead: `npm test` sets it, as it builds
 * just before Vitest (a start from the bundle skips tsx's compile: 4 child-server files 80–85 s → 58–60 s).
 */
function defaultMain(root: string): string | undefined {
  const built = path.join(root, 'dist', 'server', 'main.js');
  const choice = process.env.CHILD_SERVER ?? 'sources';
  if (choice === 'build' && !existsSync(built))
    throw new Error(`CHILD_SERVER=build but ${built} is missing: npm run build`);
  return choice === 'build' ? built : undefined;
}

/**
 * A child on the embedded database starts from a copy of the migrated template (global-setup.ts) when its data
 * directory has no database yet: initialising PGlite and migrating costs a fresh server most of its start time.
 */
function seedEmbeddedDatabase(env: Record<string, string>): void {
  const template = process.env[TEMPLATE_ENV];
  const embedded = !(env.DATABASE_URL ?? process.env.DATABASE_URL);
  if (!template || !embedded || !env.DATA_DIR) return;
  const dir = path.join(env.DATA_DIR, 'db');
  if (!existsSync(dir)) cpSync(template, dir, { recursive: true });
}

/**
 * Starts the server as a child process on a free port and waits until /api/health answers. Used by the crash,
 * shutdown and abuse tests (sources), the end-to-end tests and the web benchmark (the build).
 */
export async function startChildServer(
  env: Record<string, string>,
  options: ChildServerOptions = {},
): Promise<ChildServer> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const port = await freePort();
  const root = projectRoot();
  const main = options.main ?? defaultMain(root);
  seedEmbeddedDatabase(env);
  const args = main ? [main] : ['--import', 'tsx', path.join(root, 'server', 'src', 'main.ts')];
  // A production child hashes at the production cost: the server refuses the test-only weak hash there.
  const { TEST_ONLY_WEAK_PASSWORD_HASH: weakHash, ...inherited } = process.env;
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...inherited,
      ...(env.NODE_ENV !== 'production' && weakHash ? { TEST_ONLY_WEAK_PASSWORD_HASH: weakHash } : {}),
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      // Tests remove DATA_DIR when done: its generated keys go inside it (refused only with NODE_ENV=production).
      ...(env.DATA_DIR && env.NODE_ENV !== 'production' ? { KEYS_DIR: path.join(env.DATA_DIR, 'keys') } : {}),
      ...env,
      PORT: String(port),
      // Tests reach it on 127.0.0.1; a test may open it wider (HOST=0.0.0.0, as in compose.yaml).
      HOST: env.HOST ?? '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    process: child,
    output: () => output,
    async kill(signal) {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
