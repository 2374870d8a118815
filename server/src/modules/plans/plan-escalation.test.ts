/**
 * Escalation through the API (issue 29 item 4): a blood result past an emergency threshold refuses the plan with a
 * 422 that says what to do, and nothing is written; a critical but not emergency result leads the plan's warnings;
 * a Doctor Verified review of such a plan is marked urgent and listed first in the clinician's queue.
 */
import type { ReviewQueueItem } from '@common/clinician';
import type { GeneratePlanBody } from '@common/plans';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../db/schema';
import { textPdf } from '../../../test/documents';
import { extractedResult, generatePlan, uploadReport } from '../../../test/factories';
import {
  createTestApp,
  grantEntitlement,
  injectAs,
  registerListedAdmin,
  registerMember,
  testDatabaseKinds,
  type Member,
  type TestApp,
} from '../../../test/helpers';
import type { ReportExtractor } from '../reports/reports-service';

/** What the next uploaded document "contains" (set per test). */
let nextResults: ReturnType<typeof extractedResult>[] = [];
const extract: ReportExtractor = async () => ({
  status: 'processed',
  message: '',
  sampleDate: '2026-10-01',
  results: nextResults,
});

const profile = {
  age: 52,
  gender: 'male',
  height: 172,
  weight: 84,
  activityLevel: 'light',
  fitnessGoals: ['General Health'],
};

describe.each(testDatabaseKinds())('plan escalation on %s', (kind) => {
  let t: TestApp;
  const ADMIN_EMAIL = 'escalation-admin@example.com';
  beforeAll(async () => {
    t = await createTestApp(kind, { extract, env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  }, 60_000);
  afterAll(() => t.close());

  async function memberWithResults(results: typeof nextResults): Promise<Member> {
    const m = await registerMember(t.app);
    const saved = await injectAs(t.app, m.token, { method: 'POST', url: '/api/profile', payload: profile });
    expect(saved.statusCode).toBeLessThan(300);
    nextResults = results;
    const upload = await uploadReport(t.app, m.token, { bytes: textPdf(['panel']), filename: 'panel.pdf' });
    expect(upload.statusCode).toBe(201);
    await t.app.ctx.jobs.drain();
    return m;
  }

  const generate = (m: Member, body: GeneratePlanBody) => generatePlan(t.app, m.token, body);

  it('refuses a plan with 422 and what to do when potassium is at an emergency level; no plan is written', async () => {
    const m = await memberWithResults([
      extractedResult('K', 7.1, 'mmol/L', { refLow: 3.5, refHigh: 5.1, flag: 'high' }),
    ]);
    const res = await generate(m, { planType: 'free', includeBloodTest: false });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/potassium/i);
    expect(res.json().message).toMatch(/emergency|doctor/i);
    const rows = await t.database.db.select().from(plans).where(eq(plans.userId, m.user.id));
    expect(rows).toHaveLength(0);
  });

  it('makes the plan but leads its warnings with a critical result (HbA1c 11 %)', async () => {
    const m = await memberWithResults([extractedResult('HBA1C', 11, '%', { refHigh: 5.7, flag: 'high' })]);
    const res = await generate(m, { planType: 'free', includeBloodTest: false });
    expect(res.statusCode).toBe(201);
    const warnings: string[] = res.json().plan.warnings;
    expect(warnings[0]).toMatch(/11/);
    expect(warnings[0]).toMatch(/glucose/i);
  });

  it("marks a Doctor Verified review urgent and lists it before an older routine one in the clinician's queue", async () => {
    const admin = await registerListedAdmin(t, ADMIN_EMAIL);
    const doctor = await registerMember(t.app);
    const granted = await injectAs(t.app, admin.token, {
      method: 'POST',
      url: '/api/admin/clinicians',
      payload: {
        userId: doctor.user.id,
        displayName: 'Dr Test',
        registrationNumber: 'NMC-654321',
        registrationBody: 'National Medical Commission',
        specialty: 'Internal medicine',
      },
    });
    expect(granted.statusCode).toBe(201);
    const routine = await memberWithResults([
      extractedResult('LDL', 120, 'mg/dL', { refHigh: 100, flag: 'high' }),
    ]);
    const severe = await memberWithResults([
      extractedResult('TG', 1180, 'mg/dL', { refHigh: 150, flag: 'high' }),
    ]);
    for (const m of [routine, severe]) {
      await grantEntitlement(t.database, m.user.id, 'doctor_verified');
      const res = await generate(m, { planType: 'doctor_verified', includeBloodTest: true });
      expect(res.statusCode).toBe(201);
    }
    const res = await injectAs(t.app, doctor.token, {
      method: 'GET',
      url: '/api/clinician/reviews?status=pending',
    });
    expect(res.statusCode).toBe(200);
    const mine = res
      .json<{ reviews: ReviewQueueItem[] }>()
      .reviews.filter((r) => [routine.user.id, severe.user.id].includes(r.memberId));
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ memberId: severe.user.id, urgent: true });
    expect(mine[1]).toMatchObject({ memberId: routine.user.id, urgent: false });
  });
});
