/**
 * After an account is deleted, its health data must not stay readable in PGlite's files: neither in dead rows of
 * the tables nor in the write-ahead log. The test reads every file of the data directory for a unique marker.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { injectAs, registerMember, TEST_SECRETS, testConfig } from '../../../test/helpers';
import { copyTemplateDatabase } from '../../../test/template-db';
import type { FastifyInstance } from 'fastify';

async function filesHolding(dir: string, marker: Buffer): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await readFile(file)).includes(marker)) found.push(path.relative(dir, file));
  }
  return found;
}

describe('account deletion on PGlite', () => {
  let root: string;
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'vp-purge-'));
    await copyTemplateDatabase(path.join(root, 'db'));
    database = await openDatabase({ kind: 'pglite', dataDir: path.join(root, 'db') });
    await database.migrate();
    app = await buildApp(testConfig({}, root), {
      database,
      secrets: TEST_SECRETS,
      staticDir: null,
      logger: false,
    });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
    await rm(root, { recursive: true, force: true });
  });

  it('leaves no trace of the deleted conditions and medications in the data directory', async () => {
    const marker = `purge-marker-${randomBytes(8).toString('hex')}`;
    const member = await registerMember(app);
    const saved = await injectAs(app, member.token, {
      method: 'POST',
      url: '/api/profile',
      payload: {
        age: 40,
        gender: 'female',
        height: 165,
        weight: 70,
        activityLevel: 'moderate',
        fitnessGoals: ['Weight Loss'],
        dietaryRestrictions: [],
        medicalConditions: [`condition ${marker}`],
        medications: [`medication ${marker}`],
      },
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    // Control: the scan does find the marker while the data exists.
    expect(await filesHolding(path.join(root, 'db'), Buffer.from(marker))).not.toEqual([]);

    const deleted = await injectAs(app, member.token, {
      method: 'DELETE',
      url: '/api/account',
      payload: { password: member.password },
    });
    expect(deleted.statusCode).toBe(200);
    await app.close();
    await database.close();
    expect(await filesHolding(path.join(root, 'db'), Buffer.from(marker))).toEqual([]);
  }, 120_000);
});
