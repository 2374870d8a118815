/**
 * A private PostgreSQL server for outage tests: initdb into a temporary directory, its own port, started and
 * stopped at will — never the shared server other tests use. Null (with the reason) where it cannot run.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './child-server';

export interface PrivatePostgres {
  url: string;
  start(): void;
  stop(): void;
  dispose(): void;
}

function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const version = readdirSync(root).sort().pop();
  return version ? path.join(root, version, 'bin') : null;
}

/** Why a private server cannot be started here, or null when it can. */
export function privatePostgresUnavailable(): string | null {
  if (!binDir()) return 'PostgreSQL server binaries (/usr/lib/postgresql/*/bin) not installed';
  if (process.getuid?.() !== 0) return 'needs root to run initdb as the postgres user';
  try {
    execFileSync('id', ['postgres'], { stdio: 'ignore' });
  } catch {
    return 'no postgres system user';
  }
  return null;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir()!;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitalplan-pg-'));
  chmodSync(dir, 0o755);
  const data = path.join(dir, 'data');
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  chownSync(dir, uid, gid);
  const asPostgres = (cmd: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], {
      stdio: 'pipe',
      cwd: dir,
    });
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pg: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () =>
      void asPostgres('pg_ctl', ['-D', data, '-o', opts, '-w', '-l', path.join(dir, 'log'), 'start']),
    stop: () => void asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']),
    dispose: () => {
      try {
        pg.stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  pg.start();
  return pg;
}
