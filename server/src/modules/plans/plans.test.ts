import { planContentSchema } from '@common/plan';
import type { GeneratePlanBody } from '@common/plans';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../db/schema';
import { textPdf } from '../../../test/documents';
import { extractedResult, generatePlan, uploadReport } from '../../../test/factories';
import {
  createTestApp,
  grantEntitlement,
  injectAs,
  registerMember,
  testDatabaseKinds,
  type Member,
  type TestApp,
} from '../../../test/helpers';
import type { ReportExtractor } from '../reports/reports-service';

/** Every uploaded document "contains" a high LDL and a low vitamin D. */
const extract: ReportExtractor = async () => ({
  status: 'processed',
  message: '',
  sampleDate: '2026-10-01',
  results: [
    extractedResult('LDL', 172, 'mg/dL', { printedName: 'LDL Cholesterol', refHigh: 100, flag: 'high' }),
    extractedResult('VITD_25OH', 14, 'ng/mL', {
      printedName: 'Vitamin D',
      refLow: 30,
      refHigh: 100,
      flag: 'low',
    }),
  ],
});

describe.each(testDatabaseKinds())('plans API on %s', (kind) => {
  let t: TestApp;
  let m: Member;
  beforeAll(async () => {
    t = await createTestApp(kind, { extract });
    m = await registerMember(t.app);
    await injectAs(t.app, m.token, {
      method: 'POST',
      url: '/api/profile',
      payload: {
        age: 40,
        gender: 'female',
        height: 165,
        weight: 72,
        activityLevel: 'light',
        fitnessGoals: ['Weight Loss'],
        medicalConditions: ['Hypertension'],
      },
    });
  });
  afterAll(() => t.close());

  const generate = (body: unknown, token = m.token) => generatePlan(t.app, token, body as GeneratePlanBody);
  const get = (url: string, token = m.token) => injectAs(t.app, token, { method: 'GET', url });
  const activeCount = async (userId: string) =>
    (
      await t.database.db
        .select()
        .from(plans)
        .where(and(eq(plans.userId, userId), eq(plans.isActive, true)))
    ).length;

  it('starts with no active plan and no plans', async () => {
    expect((await get('/api/plans/active')).json()).toEqual({ plan: null });
    expect((await get('/api/plans')).json()).toEqual({ plans: [] });
  });

  it('generates a free plan for any member: 7 days, active, listed, with full content', async () => {
    const res = await generate({ planType: 'free', includeBloodTest: false });
    expect(res.statusCode).toBe(201);
    const { message, plan } = res.json();
    expect(message).toMatch(/ready/);
    expect(plan).toMatchObject({ planType: 'free', isActive: true, doctorVerified: false });
    expect(new Date(plan.expiresAt).getTime() - new Date(plan.startsAt).getTime()).toBe(7 * 86_400_000);
    expect(plan.warnings[0]).toMatch(/blood pressure/i);
    expect((await get('/api/plans/active')).json().plan.id).toBe(plan.id);

    const detail = (await get(`/api/plans/${plan.id}`)).json().plan;
    const content = planContentSchema.parse(detail.content);
    expect(content.days).toHaveLength(7);
    expect(content.training.weeks.length).toBeGreaterThan(0);
    expect(content.supplements).toEqual([]);
    expect(content.inputs.biomarkersUsed).toEqual([]);
  });

  it('refuses premium and doctor-verified plans without the entitlement (403) and creates nothing', async () => {
    const before = (await get('/api/plans')).json().plans.length;
    const premium = await generate({ planType: 'premium', includeBloodTest: true });
    expect(premium.statusCode).toBe(403);
    expect(premium.json().message).toMatch(/subscription/i);
    const doctor = await generate({ planType: 'doctor_verified', includeBloodTest: true });
    expect(doctor.statusCode).toBe(403);
    expect((await get('/api/plans')).json().plans).toHaveLength(before);
  });

  it('personalises premium plans by blood test results when asked; every plan keeps their safety limits', async () => {
    const upload = await uploadReport(t.app, m.token, { bytes: textPdf(['lipids']), filename: 'lipids.pdf' });
    expect(upload.statusCode).toBe(201);
    await grantEntitlement(t.database, m.user.id, 'premium');

    const premium = await generate({ planType: 'premium', includeBloodTest: true });
    expect(premium.statusCode).toBe(201);
    const content = (await get(`/api/plans/${premium.json().plan.id}`)).json().plan.content;
    expect(content.days).toHaveLength(28);
    expect(content.inputs.biomarkersUsed).toEqual(expect.arrayContaining(['LDL', 'VITD_25OH']));
    expect(content.supplements.map((s: { name: string }) => s.name).join(' ')).toMatch(/vitamin d/i);

    // Issue 15: results on file set the safety limits of every plan (free, or premium without
    // includeBloodTest); only the personalisation (supplements, steering) needs the premium opt-in.
    for (const body of [
      { planType: 'premium', includeBloodTest: false },
      { planType: 'free', includeBloodTest: true },
    ]) {
      const res = await generate(body);
      expect(res.statusCode).toBe(201);
      const other = (await get(`/api/plans/${res.json().plan.id}`)).json().plan.content;
      expect(other.inputs.biomarkersUsed).toEqual(expect.arrayContaining(['LDL', 'VITD_25OH']));
      expect(other.assumptions.join(' ')).toMatch(/set the safety limits/);
      expect(other.supplements.map((s: { name: string }) => s.name).join(' ')).not.toMatch(/vitamin d/i);
    }
  });

  it('creates doctor-verified plans pending review once the member is verified', async () => {
    await grantEntitlement(t.database, m.user.id, 'doctor_verified');
    const res = await generate({ planType: 'doctor_verified', includeBloodTest: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().plan).toMatchObject({
      planType: 'doctor_verified',
      doctorVerified: false,
      reviewStatus: 'pending',
    });
  });

  it('keeps exactly one active plan, even when generations race', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => generate({ planType: 'free' })));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await activeCount(m.user.id)).toBe(1);
    const list = (await get('/api/plans')).json().plans as { createdAt: string; isActive: boolean }[];
    expect(list.filter((p) => p.isActive)).toHaveLength(1);
    const times = list.map((p) => p.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('answers 404 for another member’s plan and for ids that are not plans', async () => {
    const other = await registerMember(t.app);
    const theirs = (await generate({ planType: 'free' }, other.token)).json().plan.id;
    expect((await get(`/api/plans/${theirs}`)).statusCode).toBe(404);
    expect((await get(`/api/plans/${theirs}`, other.token)).statusCode).toBe(200);
    expect((await get('/api/plans/nope')).statusCode).toBe(404);
    expect((await get('/api/plans/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('validates the body and needs a member', async () => {
    const bad = await generate({ planType: 'gold' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/plan type/i);
    expect((await generate({ planType: 'free', includeBloodTest: 'yes' })).statusCode).toBe(400);
    expect((await generate({ planType: 'free' }, '')).statusCode).toBe(401);
    expect((await get('/api/plans/active', '')).statusCode).toBe(401);
  });
});
