/**
 * Imported activity feeds the plan (issue 34, item 5): an imported run counts as the plan's aerobic session in the
 * progress summary's adherence (once, never over the member's own log), and the weekly check-in's expenditure
 * estimate uses a watch's active energy and says which days.
 */
import type { PlanDetail } from '@common/plans';
import { slotIndexes } from '@common/progress';
import { isAerobicSession } from '@common/progress-activity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePlan } from '../../../test/factories';
import {
  createMember,
  createTestApp,
  grantEntitlement,
  injectAs,
  oneTestDatabaseKind,
  type Member,
  type TestApp,
} from '../../../test/helpers';
import { writeHealthImport } from './progress-activity-repo';

const DAY = 86_400_000;
const REAL_NOW = new Date();
const dayOffset = (days: number) => new Date(REAL_NOW.getTime() + days * DAY).toISOString().slice(0, 10);
const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

describe.each(oneTestDatabaseKind())('imported activity feeds the plan (%s)', (kind) => {
  let t: TestApp;
  let clock = REAL_NOW;
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => clock });
  });
  afterAll(() => t.close());

  const as = (m: Member, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    injectAs(t.app, m.token, { method, url, ...(payload ? { payload } : {}) });

  async function premiumWithPlan(startedDaysAgo: number, profile: Record<string, unknown> = {}) {
    const m = await createMember(t.app);
    await grantEntitlement(t.database, m.user.id, 'premium');
    clock = new Date(REAL_NOW.getTime() - startedDaysAgo * DAY);
    try {
      const saved = await as(m, 'POST', '/api/profile', {
        age: 35,
        gender: 'female',
        height: 168,
        weight: 80,
        activityLevel: 'sedentary',
        fitnessGoals: ['Weight Loss'],
        ...profile,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const gen = await generatePlan(t.app, m.token, { planType: 'premium' });
      expect(gen.statusCode, gen.body).toBe(201);
      const id = gen.json<{ plan: { id: string } }>().plan.id;
      return { m, plan: (await as(m, 'GET', `/api/plans/${id}`)).json<{ plan: PlanDetail }>().plan };
    } finally {
      clock = REAL_NOW;
    }
  }

  const importRows = (m: Member, input: Partial<Parameters<typeof writeHealthImport>[2]>) =>
    writeHealthImport(
      t.database.db,
      m.user.id,
      { source: 'apple-health', weights: [], measurements: [], activity: [], workouts: [], ...input },
      new Date(),
    );

  it('an imported run counts as week 1’s aerobic session, once, and not for a session with sets', async () => {
    const { m, plan } = await premiumWithPlan(0);
    const start = plan.startsAt.slice(0, 10);
    const week = plan.content.training.weeks[0]!;
    const aerobic = week.sessions.find((s) =>
      isAerobicSession({
        cardio: s.cardio,
        cardioMinutes: s.cardioMinutes,
        exerciseCount: s.exercises.length,
      }),
    );
    const withSets = week.sessions.find((s) => s.exercises.length > 0);
    expect(aerobic, 'the plan has an aerobic-only session in week 1').toBeDefined();
    const date = addDays(start, aerobic!.day - 1);
    const before = (await as(m, 'GET', '/api/progress/summary')).json().adherence[0];
    expect(before.sessionsDone).toBe(0);

    const run = (at: string, minutes: number, type = 'HKWorkoutActivityTypeRunning') => ({
      source: 'apple-health:Watch',
      startAt: new Date(`${at}T06:30:00Z`),
      localDate: at,
      type,
      durationMin: minutes,
      energyKcal: 300,
      distanceKm: 5,
    });
    // Two runs on the session's day (counted once), a strength workout and a too-short run on other days, and a run
    // on the day of a session with sets (a watch does not know the sets: not counted).
    await importRows(m, {
      workouts: [
        run(date, Math.max(aerobic!.cardioMinutes, 20)),
        { ...run(date, 40), startAt: new Date(`${date}T17:00:00Z`) },
        run(addDays(date, 1), 3),
        run(addDays(date, 2), 45, 'HKWorkoutActivityTypeTraditionalStrengthTraining'),
        ...(withSets ? [run(addDays(start, withSets.day - 1), 45)] : []),
      ],
    });
    const after = (await as(m, 'GET', '/api/progress/summary')).json().adherence[0];
    expect(after.sessionsDone).toBe(1);
    expect(after.sessionsPlanned).toBe(week.sessions.length);
  });

  it('the check-in uses the watch’s active energy, names the days, and holds an absurd figure', async () => {
    const { m, plan } = await premiumWithPlan(15);
    // Noisy weigh-ins (a thin trend: the prior matters) and every meal logged as planned for 14 days.
    for (let d = 21; d >= 0; d--) {
      const weightKg = Math.round((80 - (21 - d) * 0.05 + (d % 2 === 0 ? 0.8 : -0.8)) * 10) / 10;
      const res = await as(m, 'POST', '/api/progress/weights', { date: dayOffset(-d), weightKg });
      expect(res.statusCode).toBe(201);
    }
    for (const day of plan.content.days.filter((d) => d.date > dayOffset(-14) && d.date <= dayOffset(0))) {
      const indexes = slotIndexes(day.meals);
      for (const [i, meal] of day.meals.entries()) {
        const res = await as(m, 'PUT', `/api/plans/${plan.id}/meals`, {
          date: day.date,
          slot: meal.slot,
          slotIndex: indexes[i],
          status: 'eaten',
        });
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    const first = (await as(m, 'POST', '/api/progress/check-ins')).json().checkIn;
    expect(first.tdeeKcal).not.toBeNull();
    expect(first.explanation.join(' ')).not.toMatch(/device/);

    // A watch that says 6,000 kcal of active energy every day of the last 21: used, and held by the clamp.
    await importRows(m, {
      activity: Array.from({ length: 21 }, (_, i) => ({
        date: dayOffset(-i),
        source: 'apple-health:Watch',
        steps: 15000,
        activeKcal: 6000,
        restingHeartRate: null,
      })),
    });
    const second = (await as(m, 'POST', '/api/progress/check-ins')).json().checkIn;
    const text = second.explanation.join(' ');
    expect(text).toMatch(
      /Your device's activity was used on \d+ days \(\d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d\)/,
    );
    expect(text).toMatch(/counted at 80 %/);
    expect(text).toMatch(/held at \d+ kcal, the highest a device may move it/);
    expect(text).toMatch(/steadied by an estimate of \d+ kcal from your device's activity/);
    const tdee = plan.content.targets.energy.tdee;
    const held = Number(/held at (\d+) kcal/.exec(text)![1]);
    expect(held).toBeLessThanOrEqual(Math.round(tdee * 1.15));
    // The prior moved up (within the clamp), so the estimate rose, and by no more than the clamp allows.
    expect(second.tdeeKcal).toBeGreaterThan(first.tdeeKcal);
    expect(second.tdeeKcal - first.tdeeKcal).toBeLessThanOrEqual(Math.round(tdee * 0.15) + 1);
  });
});
