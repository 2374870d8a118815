/**
 * GET /api/progress/outcomes ("did it work?", issue 35): a plan made from a report states the results it aims to
 * move; a later report is compared with it, each change judged against the test's own variation (reference change
 * value), beside how closely the plan was followed in between.
 */
import type { ProgressOutcomes, ResultOutcome } from '@common/outcomes';
import { planContentSchema } from '@common/plan';
import { slotIndexes } from '@common/progress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractedResult, generatePlan, uploadReport } from '../../../test/factories';
import { textPdf } from '../../../test/documents';
import {
  createTestApp,
  grantEntitlement,
  injectAs,
  registerMember,
  testDatabaseKinds,
  type Member,
  type TestApp,
} from '../../../test/helpers';
import type { ExtractedResult, ReportExtractor } from '../reports/reports-service';
import { writeHealthImport } from './progress-activity-repo';

const DAY = 86_400_000;
const REAL_NOW = new Date();
const dateAgo = (days: number) => new Date(REAL_NOW.getTime() - days * DAY).toISOString().slice(0, 10);
const PLAN_DAYS_AGO = 40;

/** What the next uploaded report "contains" (the stand-in extractor reads it). */
let next: { sampleDate: string; results: ExtractedResult[] } = { sampleDate: '', results: [] };
const extract: ReportExtractor = async () => ({ status: 'processed', message: '', ...next });

const baseline = () => ({
  sampleDate: dateAgo(PLAN_DAYS_AGO + 5),
  results: [
    extractedResult('LDL', 172, 'mg/dL', { flag: 'high' }),
    extractedResult('TG', 220, 'mg/dL', { flag: 'high' }),
    extractedResult('HBA1C', 6.0, '%', { flag: 'high' }),
    extractedResult('FERRITIN', 12, 'ng/mL', { flag: 'low' }),
    extractedResult('VITD_25OH', 14, 'ng/mL', { flag: 'low' }),
    extractedResult('HGB', 13.5, 'g/dL'), // in range: not an aim
  ],
});

describe.each(testDatabaseKinds())('did the plan work? (GET /api/progress/outcomes) on %s', (kind) => {
  let t: TestApp;
  let clock = REAL_NOW;
  beforeAll(async () => {
    t = await createTestApp(kind, { extract, now: () => clock });
  });
  afterAll(() => t.close());

  const as = (m: Member, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    injectAs(t.app, m.token, { method, url, ...(payload ? { payload } : {}) });

  async function upload(m: Member, report: typeof next) {
    next = report;
    expect(
      (await uploadReport(t.app, m.token, { bytes: textPdf(['panel']), filename: 'panel.pdf' })).statusCode,
    ).toBe(201);
  }

  /** A Premium member whose plan was made PLAN_DAYS_AGO from the baseline report. */
  async function memberWithPlan() {
    const m = await registerMember(t.app);
    await grantEntitlement(t.database, m.user.id, 'premium');
    clock = new Date(REAL_NOW.getTime() - PLAN_DAYS_AGO * DAY);
    try {
      const profile = { age: 45, gender: 'male', height: 172, weight: 82, activityLevel: 'light' };
      expect((await as(m, 'POST', '/api/profile', profile)).statusCode).toBe(200);
      await upload(m, baseline());
      const gen = await generatePlan(t.app, m.token, { planType: 'premium', includeBloodTest: true });
      expect(gen.statusCode, gen.body).toBe(201);
      const id = gen.json<{ plan: { id: string } }>().plan.id;
      const plan = (await as(m, 'GET', `/api/plans/${id}`)).json<{ plan: { id: string; content: unknown } }>()
        .plan;
      return { m, plan: { id: plan.id, content: planContentSchema.parse(plan.content) } };
    } finally {
      clock = REAL_NOW;
    }
  }

  const outcomes = async (m: Member) => {
    const res = await as(m, 'GET', '/api/progress/outcomes');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ProgressOutcomes>();
  };
  const byCode = (o: ProgressOutcomes) =>
    Object.fromEntries((o.plan?.outcomes ?? []).map((x) => [x.code, x])) as Record<string, ResultOutcome>;

  it('the plan states what it aims to move, which way, how, and when to retest', async () => {
    const { plan } = await memberWithPlan();
    const aims = plan.content.resultAims!;
    expect(aims.map((a) => [a.code, a.direction])).toEqual([
      ['LDL', 'down'],
      ['TG', 'down'],
      ['HBA1C', 'down'],
      ['FERRITIN', 'up'],
      ['VITD_25OH', 'up'],
    ]);
    const start = plan.content.days[0]!.date;
    const ldl = aims.find((a) => a.code === 'LDL')!;
    expect(ldl.before.value).toBe(172);
    // 3 months from the plan's first day (2018 AHA/ACC: 4–12 weeks after a change).
    const threeMonths = new Date(`${start}T00:00:00Z`);
    threeMonths.setUTCMonth(threeMonths.getUTCMonth() + 3);
    expect(ldl.retest?.by).toBe(threeMonths.toISOString().slice(0, 10));
    expect(ldl.retest?.source).toMatch(/AHA\/ACC/);
    // HbA1c in the prediabetes range: yearly (ADA 2024, section 2), the report page's own rule.
    expect(aims.find((a) => a.code === 'HBA1C')!.retest?.source).toMatch(/prediabetes/);
    for (const a of aims) expect(a.how.length).toBeGreaterThan(10);
  });

  it('before a retest: every aim awaits one, with adherence so far', async () => {
    const { m, plan } = await memberWithPlan();
    const day = plan.content.days[1]!;
    const indexes = slotIndexes(day.meals);
    for (const [i, meal] of day.meals.entries())
      expect(
        (
          await as(m, 'PUT', `/api/plans/${plan.id}/meals`, {
            date: day.date,
            slot: meal.slot,
            slotIndex: indexes[i],
            status: 'eaten',
          })
        ).statusCode,
      ).toBe(200);
    const got = await outcomes(m);
    expect(got.caveat).toMatch(/change, not cause/);
    const ldl = byCode(got).LDL!;
    expect(ldl.verdict).toBe('awaiting-retest');
    expect(ldl.after).toBeNull();
    expect(ldl.summary).toMatch(/retest is advised by/);
    expect(ldl.adherence?.mealsEaten).toBe(day.meals.length);
    expect(ldl.adherence?.intake?.loggedDays).toBe(1);
    expect(ldl.adherence?.intake?.targetKcal).toBe(plan.content.targets.calories);
  });

  it('an imported run counts as the plan’s aerobic session in the adherence beside each result (issue 34)', async () => {
    const { m, plan } = await memberWithPlan();
    const start = plan.content.days[0]!.date;
    const week = plan.content.training.weeks[0]!;
    const aerobic = week.sessions.find((s) => s.cardio !== null && s.exercises.length === 0);
    expect(aerobic, 'the plan has an aerobic-only session in week 1').toBeDefined();
    const date = new Date(Date.parse(`${start}T00:00:00Z`) + (aerobic!.day - 1) * DAY)
      .toISOString()
      .slice(0, 10);
    const before = byCode(await outcomes(m)).LDL!.adherence!.sessionsDone;
    await writeHealthImport(
      t.database.db,
      m.user.id,
      {
        source: 'fit',
        weights: [],
        measurements: [],
        activity: [],
        workouts: [
          {
            source: 'fit:garmin',
            startAt: new Date(`${date}T07:00:00Z`),
            localDate: date,
            type: 'running',
            durationMin: Math.max(aerobic!.cardioMinutes, 20),
            energyKcal: null,
            distanceKm: 5,
          },
        ],
      },
      new Date(),
    );
    expect(byCode(await outcomes(m)).LDL!.adherence!.sessionsDone).toBe(before + 1);
  });

  it('a retest is judged against each test’s reference change value, never as the plan’s doing', async () => {
    const { m, plan } = await memberWithPlan();
    // A report sampled before the plan started is not a retest of it.
    await upload(m, {
      sampleDate: dateAgo(PLAN_DAYS_AGO + 2),
      results: [extractedResult('LDL', 90, 'mg/dL')],
    });
    expect(byCode(await outcomes(m)).LDL!.verdict).toBe('awaiting-retest');

    await upload(m, {
      sampleDate: dateAgo(3),
      results: [
        extractedResult('LDL', 120, 'mg/dL', { flag: 'high' }), // −30.2 %, RCV 25.7 %
        extractedResult('TG', 200, 'mg/dL', { flag: 'high' }), // −9.1 %, RCV 64.8 %
        extractedResult('HBA1C', 6.3, '%', { flag: 'high' }), // +5 %, RCV 10.5 %
        extractedResult('FERRITIN', 6, 'ng/mL', { flag: 'low' }), // −50 %, RCV 44 %
        extractedResult('VITD_25OH', 28, 'ng/mL', { flag: 'low' }), // no variation figure on file
      ],
    });
    const got = byCode(await outcomes(m));
    expect(got.LDL).toMatchObject({
      before: { value: 172 },
      after: { value: 120 },
      change: { absolute: -52, percent: -30.2 },
      variation: { cvWithinPct: 8.3, cvAnalyticalPct: 4.2, referenceChangePct: 25.7 },
      verdict: 'moved-as-aimed',
    });
    expect(got.LDL!.variation!.source).toMatch(/Westgard|Ricós/);
    expect(got.TG!.verdict).toBe('within-variation');
    expect(got.TG!.summary).toMatch(/may not be a real change/);
    expect(got.HBA1C!.verdict).toBe('within-variation');
    expect(got.FERRITIN!.verdict).toBe('moved-against-aim');
    expect(got.VITD_25OH).toMatchObject({ verdict: 'no-variation-figure', variation: null });
    for (const o of Object.values(got)) {
      expect(o.summary).not.toMatch(/because of|thanks to|caused|the plan worked/i);
      // Followed from the plan's first day to the retest, or to the plan's last day when it ended before.
      expect(o.adherence).toMatchObject({
        from: plan.content.days[0]!.date,
        to: [dateAgo(3), plan.content.days.at(-1)!.date].sort()[0],
      });
    }
  });

  it('answers another member only their own plan, refuses a Free member, and needs a login', async () => {
    const other = await registerMember(t.app);
    await grantEntitlement(t.database, other.user.id, 'premium');
    expect((await outcomes(other)).plan).toBeNull();
    const free = await registerMember(t.app);
    expect((await as(free, 'GET', '/api/progress/outcomes')).statusCode).toBe(403);
    expect((await injectAs(t.app, null, { method: 'GET', url: '/api/progress/outcomes' })).statusCode).toBe(
      401,
    );
  });
});
