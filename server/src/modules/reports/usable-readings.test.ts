/**
 * One definition of a usable lab result (reports-repo usableReadings), read by plans, retest reminders and the
 * clinician's risk assessment: a canonical value, not waiting for review, from a report that joins the trends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BiomarkerCode } from '@common/biomarkers';
import type { IdentityMismatch } from '@common/reports';
import { biomarkerResults, bloodTestReports, users } from '../../db/schema';
import { createTestDatabase, oneTestDatabaseKind, type TestDatabase } from '../../../test/helpers';
import { usableReadings } from '.';

describe.each(oneTestDatabaseKind())('usableReadings (%s)', (kind) => {
  let t: TestDatabase;
  let userId: string;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const [user] = await t.database.db
      .insert(users)
      .values({ username: 'usable', email: 'usable@example.com', passwordHash: 'x' })
      .returning();
    userId = user!.id;
    const report = async (
      sampleDate: string,
      identity: { mismatches?: IdentityMismatch[]; answer?: 'mine' | 'not_mine' } = {},
    ) => {
      const [row] = await t.database.db
        .insert(bloodTestReports)
        .values({
          userId,
          filename: 'r.pdf',
          mimeType: 'application/pdf',
          sizeBytes: 1,
          sha256: sampleDate,
          storageKey: `report-${sampleDate.replaceAll('-', '')}`,
          status: 'processed',
          sampleDate,
          identityMismatches: identity.mismatches ?? [],
          identityAnswer: identity.answer ?? null,
        })
        .returning();
      return row!.id;
    };
    const result = (
      reportId: string,
      code: BiomarkerCode,
      value: number,
      more: { needsReview?: boolean; canonical?: number | null } = {},
    ) =>
      t.database.db.insert(biomarkerResults).values({
        reportId,
        userId,
        position: 0,
        code,
        printedName: code,
        value,
        valueCanonical: more.canonical === undefined ? value : more.canonical,
        needsReview: more.needsReview ?? false,
      });
    const mismatch: IdentityMismatch[] = [{ field: 'sex', printed: 'female', profile: 'male' }];
    const newer = await report('2024-05-01');
    const older = await report('2024-01-01');
    await result(older, 'HBA1C', 6.1);
    await result(newer, 'HBA1C', 6.4);
    await result(newer, 'LDL', 190, { needsReview: true }); // misread?: the member has not confirmed it
    await result(newer, 'TSH', 2, { canonical: null }); // no comparable value
    await result(await report('2024-06-01', { mismatches: mismatch }), 'HBA1C', 9); // maybe someone else's
    await result(await report('2024-06-02', { answer: 'not_mine' }), 'HBA1C', 9.5);
    await result(await report('2024-06-03', { mismatches: mismatch, answer: 'mine' }), 'VITD_25OH', 40);
  });
  afterAll(() => t.dispose());

  it('returns only results with a value, not awaiting review, from reports that are the member’s, oldest first', async () => {
    const rows = await usableReadings(t.database.db, { userId });
    expect(rows.map((r) => [r.code, r.valueCanonical, r.sampleDate])).toEqual([
      ['HBA1C', 6.1, '2024-01-01'],
      ['HBA1C', 6.4, '2024-05-01'],
      ['VITD_25OH', 40, '2024-06-03'],
    ]);
  });

  it('filters by biomarker across members the same way', async () => {
    const rows = await usableReadings(t.database.db, { codes: ['LDL', 'HBA1C'] });
    expect(rows.map((r) => [r.code, r.valueCanonical])).toEqual([
      ['HBA1C', 6.1],
      ['HBA1C', 6.4],
    ]);
  });
});
