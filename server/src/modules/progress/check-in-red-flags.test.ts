/**
 * The weekly check-in's red flags through the route (issue 29 item 5): two weeks of real logs on a plan made two
 * weeks ago, then POST /api/progress/check-ins. The flag rules themselves: engine/progress/check-in-red-flags.test.ts.
 */
import type { PlanDetail } from '@common/plans';
import { slotIndexes, type CheckIn } from '@common/progress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicianAssignments, clinicians } from '../../db/schema';
import { generatePlan } from '../../../test/factories';
import {
  createMember,
  createTestApp,
  grantEntitlement,
  injectAs,
  type Member,
  type TestApp,
} from '../../../test/helpers';

const DAY = 86_400_000;
const REAL_NOW = new Date();
const dateOf = (d: Date) => d.toISOString().slice(0, 10);
const daysAgo = (n: number) => dateOf(new Date(REAL_NOW.getTime() - n * DAY));

describe('check-in red flags through the route', () => {
  let t: TestApp;
  let clock = REAL_NOW;
  beforeAll(async () => {
    t = await createTestApp('pglite', { now: () => clock });
  });
  afterAll(() => t.close());

  const as = (m: Member, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    injectAs(t.app, m.token, { method, url, ...(payload ? { payload } : {}) });

  /** A member whose plan was made 15 days ago (the clock is wound back for it), with a saved profile. */
  async function memberWithPlan(
    kind: 'premium' | 'doctor_verified',
    profile: { medicalConditions?: string[]; medications?: string[] },
  ): Promise<{ m: Member; plan: PlanDetail }> {
    const m = await createMember(t.app);
    await grantEntitlement(t.database, m.user.id, kind);
    clock = new Date(REAL_NOW.getTime() - 15 * DAY);
    try {
      const saved = await as(m, 'POST', '/api/profile', {
        age: 40,
        gender: 'female',
        height: 165,
        weight: 80,
        activityLevel: 'light',
        fitnessGoals: ['Weight Loss'],
        ...profile,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const gen = await generatePlan(t.app, m.token, { planType: kind });
      expect(gen.statusCode, gen.body).toBe(201);
      const id = gen.json<{ plan: { id: string } }>().plan.id;
      const plan = (await as(m, 'GET', `/api/plans/${id}`)).json<{ plan: PlanDetail }>().plan;
      return { m, plan };
    } finally {
      clock = REAL_NOW;
    }
  }

  /** Every meal of the last 14 plan days logged: main meals at half a portion, snacks skipped; daily weights. */
  async function logTwoLowWeeks(m: Member, plan: PlanDetail, weightKg: (daysAgo: number) => number) {
    for (const day of plan.content.days.filter((d) => d.date >= daysAgo(13) && d.date <= daysAgo(0))) {
      const indexes = slotIndexes(day.meals);
      for (const [i, meal] of day.meals.entries()) {
        const skipped = /snack/.test(meal.slot);
        const res = await as(m, 'PUT', `/api/plans/${plan.id}/meals`, {
          date: day.date,
          slot: meal.slot,
          slotIndex: indexes[i],
          status: skipped ? 'skipped' : 'eaten',
          ...(skipped ? {} : { portion: 0.5 }),
        });
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    for (let d = 15; d >= 0; d--) {
      const res = await as(m, 'POST', '/api/progress/weights', { date: daysAgo(d), weightKg: weightKg(d) });
      expect(res.statusCode, res.body).toBe(201);
    }
  }

  const checkIn = async (m: Member): Promise<CheckIn> => {
    const res = await as(m, 'POST', '/api/progress/check-ins');
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ checkIn: CheckIn }>().checkIn;
  };

  it('holds the target of a member on a sulfonylurea eating far less than planned, says why and where to turn', async () => {
    const { m, plan } = await memberWithPlan('premium', { medications: ['glimepiride 2 mg once daily'] });
    // A flat weight on about half the plan: the measured expenditure is low, which would lower the target.
    await logTwoLowWeeks(m, plan, (d) => (d % 2 ? 79.8 : 80.2));
    const c = await checkIn(m);
    const codes = (c.redFlags ?? []).map((f) => f.code);
    expect(codes).toEqual(expect.arrayContaining(['intake-far-below-plan', 'hypoglycaemia-risk']));
    expect(c.tdeeKcal).not.toBeNull();
    expect(c.tdeeKcal!).toBeLessThan(c.previousTargetKcal! - plan.content.targets.energy.adjustmentKcal);
    expect(c.newTargetKcal).toBeGreaterThanOrEqual(c.previousTargetKcal!);
    expect(c.explanation.join(' ')).toMatch(/not lowered: this check-in noticed something/);
    expect(new Set(c.explanation).size).toBe(c.explanation.length);
    expect(c.help!.filter((l) => /GP or doctor/.test(l))).toHaveLength(1);
    expect(c.help!.join(' ')).toMatch(/diabetes medicine dose/);
    expect(c.clinicianTold).toBeUndefined();
    // The summary shows the same check-in with its flags.
    const summary = (await as(m, 'GET', '/api/progress/summary')).json();
    expect(summary.latestCheckIn.redFlags.map((f: { code: string }) => f.code)).toEqual(codes);
  });

  // Before any clinician exists (a Doctor Verified plan is assigned to one when there is one).
  it('a Doctor Verified member without an assigned clinician is asked to write to them', async () => {
    const { m, plan } = await memberWithPlan('doctor_verified', {});
    await logTwoLowWeeks(m, plan, (d) => (d % 2 ? 79.8 : 80.2));
    const c = await checkIn(m);
    expect((c.redFlags ?? []).map((f) => f.code)).toContain('intake-far-below-plan');
    expect(c.clinicianTold).toBe(false);
    expect(c.help![0]).toMatch(/Please message your clinician/);
  });
  it('tells a Doctor Verified member’s clinician once, in Messages, about skipped meals and loss after an eating disorder', async () => {
    const { m, plan } = await memberWithPlan('doctor_verified', {
      medicalConditions: ['h/o anorexia nervosa'],
    });
    const doctor = await createMember(t.app);
    await t.database.db.insert(clinicians).values({
      userId: doctor.user.id,
      displayName: 'Dr Test',
      registrationNumber: 'NMC-29',
      registrationBody: 'National Medical Commission',
      specialty: 'Internal medicine',
    });
    await t.database.db
      .insert(clinicianAssignments)
      .values({ memberId: m.user.id, clinicianId: doctor.user.id, assignedBy: 'admin' });
    await logTwoLowWeeks(m, plan, (d) => Math.round((78 + d * 0.08) * 10) / 10); // losing ~0.55 kg a week

    const c = await checkIn(m);
    expect((c.redFlags ?? []).map((f) => f.code)).toEqual(
      expect.arrayContaining(['intake-far-below-plan', 'eating-disorder-signs']),
    );
    expect(c.clinicianTold).toBe(true);
    expect(c.help![0]).toMatch(/Your clinician has been told/);
    // Her plan hides numbers (NICE NG69 1.3: no calorie counting): so does her check-in, here and in the summary.
    expect(plan.content.numbersHidden).toBe(true);
    for (const shown of [c, (await as(m, 'GET', '/api/progress/summary')).json().latestCheckIn]) {
      expect(shown).toMatchObject({ tdeeKcal: null, previousTargetKcal: null, newTargetKcal: null });
      const words = [...shown.explanation, ...shown.redFlags.map((f: { message: string }) => f.message)];
      expect(words.join(' ')).not.toMatch(/kcal|calorie/i);
      expect(words.join(' ')).toMatch(/checked against your plan/);
    }
    expect(c.help!.join(' ')).toMatch(/talk to someone you trust/);
    const thread = (await as(m, 'GET', '/api/consultations/messages')).json();
    const notes = thread.messages.filter((x: { body: string }) =>
      /Automatic message from my weekly check-in/.test(x.body),
    );
    expect(notes).toHaveLength(1);
    expect(notes[0].body).toMatch(/skipped \d+ meals in the last two weeks/);

    // Checking in again the same week with the same flags: told already, no second message.
    const again = await checkIn(m);
    expect(again.clinicianTold).toBe(true);
    const after = (await as(m, 'GET', '/api/consultations/messages')).json();
    expect(after.messages.filter((x: { body: string }) => /Automatic message/.test(x.body))).toHaveLength(1);
  });
});
