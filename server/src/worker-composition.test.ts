/**
 * The worker's composition: services and jobs without HTTP. Its import graph holds no route module, no app.ts and
 * no Fastify at run time, and createServices alone (no Fastify instance) runs a module's job.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, oneTestDatabaseKind, TEST_SECRETS, testConfig } from '../test/helpers';
import { projectRoot } from './lib/project-root';
import type { Db } from './db/client';
import { createPlanService } from './modules/plans/plans-service';
import { createReportService } from './modules/reports/reports-service';
import { createServices } from './services';
import { FileNotFound } from './storage/file-store';
import { ORPHAN_SWEEP_JOB } from './storage/stored-file-jobs';

const root = projectRoot();

/** The files a module loads at run time (type-only imports erased), and the packages they load. */
function runtimeImports(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const resolve = (from: string, spec: string): string | null => {
    const base = spec.startsWith('@common/')
      ? path.join(root, 'common', spec.slice('@common/'.length))
      : spec.startsWith('.')
        ? path.resolve(path.dirname(from), spec)
        : null;
    if (!base) return null;
    for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base])
      if (existsSync(candidate) && !candidate.endsWith(path.sep)) return candidate;
    throw new Error(`cannot resolve ${spec} from ${from}`);
  };
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    const statement = /^(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s+'([^']+)'|^import\s+'([^']+)'/gms;
    for (const m of source.matchAll(statement)) {
      const spec = m[3] ?? m[4]!;
      const typeOnly =
        m[1] !== undefined ||
        (m[2] !== undefined &&
          /^\{[^}]*\}$/s.test(m[2]) &&
          m[2]
            .slice(1, -1)
            .split(',')
            .every((n) => /^\s*(type\s|$)/.test(n)));
      if (typeOnly) continue;
      const target = resolve(file, spec);
      if (target) visit(target);
      else packages.add(spec);
    }
  };
  visit(entry);
  return { files, packages };
}

describe('worker composition', () => {
  it('imports no route module, no app.ts and no Fastify', () => {
    const { files, packages } = runtimeImports(path.join(root, 'server/src/worker.ts'));
    const relative = [...files].map((f) => path.relative(root, f));
    // The walk follows the graph (createServices and the modules' services are in it).
    expect(relative).toContain('server/src/services.ts');
    expect(relative).toContain('server/src/modules/reports/reports-service.ts');
    expect(relative.filter((f) => f.endsWith('-routes.ts') || f === 'server/src/app.ts')).toEqual([]);
    expect([...packages].filter((p) => p === 'fastify' || p.startsWith('@fastify/'))).toEqual([]);
  });

  it('the walk sees what the server imports (so an empty answer above means something)', () => {
    const { files, packages } = runtimeImports(path.join(root, 'server/src/main.ts'));
    expect([...files].some((f) => f.endsWith('-routes.ts'))).toBe(true);
    expect(packages.has('fastify')).toBe(true);
  });

  it('cross-module reactions are required: leaving one out does not compile (checked by tsc -b)', () => {
    const unwired = () => [
      // @ts-expect-error review is required: without it a Doctor Verified plan would never be queued for review
      createPlanService({ db: {} as Db, now: () => new Date(), notify: { planReady: async () => {} } }),
      // @ts-expect-error notify is required: without it a processed report would mail nobody
      createReportService({} as Omit<Parameters<typeof createReportService>[0], 'notify'>),
    ];
    expect(unwired).toBeTypeOf('function'); // built, never called: the check is the compiler's
  });

  it.each(oneTestDatabaseKind())('runs a module job from createServices alone (%s)', async (kind) => {
    const { database, dispose } = await createTestDatabase(kind);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalplan-worker-'));
    // An hour on: the file below is past the recurring sweep's grace period.
    const now = () => new Date(Date.now() + 3600_000);
    const services = await createServices(testConfig({}, dataDir), {
      database,
      secrets: TEST_SECRETS,
      log: pino({ level: 'silent' }),
      publicUrl: () => 'http://localhost',
      now,
    });
    try {
      const orphan = randomBytes(16).toString('hex'); // a file whose row was never committed
      await services.files.put(orphan, Buffer.from('left by an interrupted upload'));
      await services.jobs.enqueue(ORPHAN_SWEEP_JOB, {});
      expect(await services.jobs.drain()).toBeGreaterThan(0);
      await expect(services.files.get(orphan)).rejects.toBeInstanceOf(FileNotFound);
    } finally {
      await services.close();
      await dispose();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
