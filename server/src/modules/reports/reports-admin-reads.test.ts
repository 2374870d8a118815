/**
 * The admin console's list of every member's reports, filtered by status: the right page in the right order, and a
 * plan that reads one index range of that status (bench:scale, issue 33 item 3: over 200,000 reports the "needs
 * review" page walked the upload-date index backwards past every processed report).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportStatus } from '@common/options';
import { bloodTestReports, users } from '../../db/schema';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../../test/helpers';
import { listAllReports, reportsPageQuery } from './reports-admin-reads';

const REPORTS = 400;
/** Every 25th report needs review, as a minority does after extraction. */
const statusOf = (i: number): ReportStatus => (i % 25 === 0 ? 'needs_review' : 'processed');

describe.each(testDatabaseKinds())('admin list of reports by status (%s)', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const db = t.database.db;
    const [user] = await db
      .insert(users)
      .values({ username: 'lab-owner', email: 'lab-owner@example.com', passwordHash: 'x' })
      .returning();
    const start = Date.parse('2026-01-01T00:00:00Z');
    await db.insert(bloodTestReports).values(
      Array.from({ length: REPORTS }, (_, i) => ({
        userId: user!.id,
        filename: `r${i}.pdf`,
        mimeType: 'application/pdf',
        sizeBytes: 1,
        sha256: `sha-${i}`,
        storageKey: `report-${i}`,
        status: statusOf(i),
        uploadedAt: new Date(start + i * 3_600_000),
      })),
    );
    await db.execute(sql`analyze blood_test_reports`);
  });
  afterAll(() => t.dispose());

  it('pages the reports of one status, newest first, with their count', async () => {
    const expected = Array.from({ length: REPORTS }, (_, i) => i)
      .filter((i) => statusOf(i) === 'needs_review')
      .reverse()
      .map((i) => `r${i}.pdf`);
    const { rows, total } = await listAllReports(t.database.db, {
      status: 'needs_review',
      limit: 5,
      offset: 2,
    });
    expect(total).toBe(expected.length);
    expect(rows.map((r) => r.filename)).toEqual(expected.slice(2, 7));
    expect(rows.every((r) => r.status === 'needs_review' && r.username === 'lab-owner')).toBe(true);
  });

  it('reads one index range of that status, not every report by date', async () => {
    const q = reportsPageQuery(t.database.db, { status: 'needs_review', limit: 50, offset: 0 }).toSQL();
    const parts = q.sql.split(/\$\d+/);
    const query = sql.join(
      parts.flatMap((p, i) => (i < q.params.length ? [sql.raw(p), sql`${q.params[i]}`] : [sql.raw(p)])),
    );
    const plan = await t.database.db.transaction(async (tx) => {
      // At 400 rows a sequential scan is as good; the choice that matters at scale is between the indexes.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const result = await tx.execute(sql`explain ${query}`);
      return (result as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toMatch(/reports_status_uploaded_idx/);
    expect(plan).not.toMatch(/reports_uploaded_idx/);
  });
});
