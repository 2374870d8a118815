/**
 * A worker killed with SIGKILL in the middle of a job: after a restart the job is taken again and completes, on
 * PGlite (the restarted process requeues it at once) and on PostgreSQL (its lease runs out).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../lib/project-root';
import { createScratchPostgres, testDatabaseKinds } from '../../test/helpers';

function startWorker(env: Record<string, string>): ChildProcess {
  const script = path.join(projectRoot(), 'server', 'test', 'job-worker-child.ts');
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: projectRoot(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', () => resolve()),
  );

describe.each(testDatabaseKinds())('job queue crash on %s', (kind) => {
  let dir: string;
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>> | undefined;
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    if (dir) await rm(dir, { recursive: true, force: true });
    await scratch?.drop();
  });

  it('completes a job after its worker was killed with SIGKILL mid-job and restarted', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vitalplan-job-crash-'));
    const marker = path.join(dir, 'marker.log');
    const env: Record<string, string> = { MARKER_FILE: marker, LEASE_MS: '1000' };
    if (kind === 'postgres') {
      scratch = await createScratchPostgres('vp_jobs');
      env.DATABASE_URL = scratch.url;
    } else {
      env.PGLITE_DIR = path.join(dir, 'db');
    }
    const lines = () => (existsSync(marker) ? readFileSync(marker, 'utf8').trim().split('\n') : []);

    const first = startWorker({ ...env, ENQUEUE: 'job-1' });
    children.push(first);
    await waitFor(() => lines().includes('start job-1 1'), 'the first attempt to start');
    first.kill('SIGKILL');
    await exited(first);
    expect(lines()).toEqual(['start job-1 1']);

    const second = startWorker(env);
    children.push(second);
    await waitFor(() => lines().includes('done job-1 2'), 'the job to complete after the restart');
    second.kill('SIGTERM');
    await exited(second);
    expect(second.exitCode).toBe(0);
    expect(lines()).toEqual(['start job-1 1', 'start job-1 2', 'done job-1 2']);
  });
});
