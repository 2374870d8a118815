/** Runs the real server as a child process. */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { projectRoot } from '../src/lib/project-root';

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
  /** The built server (dist/server/main.js) to run; default: the TypeScript sources through tsx. */
  main?: string;
  timeoutMs?: number;
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
  const args = options.main
    ? [options.main]
    : ['--import', 'tsx', path.join(root, 'server', 'src', 'main.ts')];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      // Tests remove DATA_DIR when done: its generated keys go inside it (refused only with NODE_ENV=production).
      ...(env.DATA_DIR && env.NODE_ENV !== 'production' ? { KEYS_DIR: path.join(env.DATA_DIR, 'keys') } : {}),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
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
