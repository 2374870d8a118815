import type { PlanDetail } from '@common/plans';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { idempotencyKeys, plans, workoutLogs } from '../../db/schema';
import { generatePlan } from '../../../test/factories';
import {
  createTestApp,
  grantEntitlement,
  injectAs,
  registerMember,
  testDatabaseKinds,
  type Member,
  type TestApp,
} from '../../../test/helpers';
import { slotIndexes } from '@common/progress';
import { IDEMPOTENCY_KEY_TTL_DAYS, IDEMPOTENCY_SWEEP_JOB } from './progress-jobs';

const DAY = 86_400_000;
const REAL_NOW = new Date();
const dayOffset = (days: number) => new Date(REAL_NOW.getTime() + days * DAY).toISOString().slice(0, 10);

describe.each(testDatabaseKinds())('progress logs on %s', (kind) => {
  let t: TestApp;
  // Wound back while a plan is generated, so a check-in can have weeks of logged meals behind it.
  let clock = REAL_NOW;
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => clock });
  });
  afterAll(() => t.close());

  const as = (
    m: Member,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers?: Record<string, string>,
  ) =>
    injectAs(t.app, m.token, {
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(headers ? { headers } : {}),
    });

  /** A Premium member with a saved profile and a plan of `planType` made `startedDaysAgo` days ago. */
  async function premiumWithPlan(
    startedDaysAgo = 0,
    planType: 'premium' | 'doctor_verified' = 'premium',
    profile: Record<string, unknown> = {},
  ): Promise<{ m: Member; plan: PlanDetail }> {
    const m = await registerMember(t.app);
    await grantEntitlement(t.database, m.user.id, planType === 'premium' ? 'premium' : 'doctor_verified');
    clock = new Date(REAL_NOW.getTime() - startedDaysAgo * DAY);
    try {
      const saved = await as(m, 'POST', '/api/profile', {
        age: 35,
        gender: 'female',
        height: 168,
        weight: 80,
        activityLevel: 'moderate',
        fitnessGoals: ['Weight Loss'],
        ...profile,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const gen = await generatePlan(t.app, m.token, { planType });
      expect(gen.statusCode, gen.body).toBe(201);
      const id = gen.json<{ plan: { id: string } }>().plan.id;
      const plan = (await as(m, 'GET', `/api/plans/${id}`)).json<{ plan: PlanDetail }>().plan;
      return { m, plan };
    } finally {
      clock = REAL_NOW;
    }
  }

  /** Every planned meal of the plan's days in the last `days` days marked eaten as planned; the logs made (one a meal). */
  async function logEveryMeal(m: Member, plan: PlanDetail, days = 14): Promise<number> {
    let logged = 0;
    for (const day of plan.content.days.filter((d) => d.date > dayOffset(-days) && d.date <= dayOffset(0))) {
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
      logged += day.meals.length;
    }
    return logged;
  }

  /** The first session of week 1 with exercises, and a valid log of it. */
  /** Week 1's first session and its first exercise counted in reps (a timed hold has no rep range to progress). */
  function loggedExercise(plan: PlanDetail) {
    const week = plan.content.training.weeks[0]!;
    for (const session of week.sessions) {
      const ex = session.exercises.find((e) => !/\d\s*(s|sec|min)\b/i.test(e.reps));
      if (ex) return { week, session, ex };
    }
    throw new Error('the test plan has no exercise counted in reps');
  }

  function sessionLog(plan: PlanDetail, reps = 8, weightKg = 40) {
    const { week, session, ex } = loggedExercise(plan);
    return {
      planId: plan.id,
      week: week.week,
      day: session.day,
      date: plan.startsAt.slice(0, 10),
      exercises: [
        {
          exerciseId: ex.exerciseId,
          sets: Array.from({ length: ex.sets }, () => ({ reps, weightKg, rpe: 8, done: true })),
        },
      ],
    };
  }

  describe('body weight', () => {
    it('logs one weight a day: the same date again updates it; backdating is allowed', async () => {
      const m = await registerMember(t.app);
      const first = await as(m, 'POST', '/api/progress/weights', { date: dayOffset(0), weightKg: 80.4 });
      expect(first.statusCode).toBe(201);
      expect(first.json().weight).toMatchObject({ date: dayOffset(0), weightKg: 80.4 });
      expect(
        (await as(m, 'POST', '/api/progress/weights', { date: dayOffset(0), weightKg: 80.1 })).statusCode,
      ).toBe(201);
      expect(
        (await as(m, 'POST', '/api/progress/weights', { date: dayOffset(-40), weightKg: 83 })).statusCode,
      ).toBe(201);
      const list = (await as(m, 'GET', '/api/progress/weights')).json().weights;
      expect(list.map((w: { date: string; weightKg: number }) => [w.date, w.weightKg])).toEqual([
        [dayOffset(-40), 83],
        [dayOffset(0), 80.1],
      ]);
    });

    it.each([
      [{ date: dayOffset(0), weightKg: 80.45 }, 'weightKg', /0\.1 kg steps/],
      [{ date: dayOffset(0), weightKg: -3 }, 'weightKg', /at least 30/],
      [{ date: dayOffset(0), weightKg: 900 }, 'weightKg', /at most 300/],
      [{ date: dayOffset(0), weightKg: '80' }, 'weightKg', /number/],
      [{ date: '2026-02-30', weightKg: 80 }, 'date', /real calendar date/],
      [{ date: '12/03/2026', weightKg: 80 }, 'date', /YYYY-MM-DD/],
      [{ date: dayOffset(5), weightKg: 80 }, 'date', /future/],
      [{ date: dayOffset(-400), weightKg: 80 }, 'date', /366 days/],
      [{ weightKg: 80 }, 'date', /date/],
    ])('refuses %j with 400 naming %s', async (payload, field, message) => {
      const m = await registerMember(t.app);
      const res = await as(m, 'POST', '/api/progress/weights', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().field).toBe(field);
      expect(res.json().message).toMatch(message);
    });

    it('edits and deletes by date; another member’s date is 404', async () => {
      const m = await registerMember(t.app);
      const other = await registerMember(t.app);
      await as(m, 'POST', '/api/progress/weights', { date: dayOffset(-1), weightKg: 70 });
      expect(
        (await as(other, 'PUT', `/api/progress/weights/${dayOffset(-1)}`, { weightKg: 60 })).statusCode,
      ).toBe(404);
      expect((await as(other, 'DELETE', `/api/progress/weights/${dayOffset(-1)}`)).statusCode).toBe(404);
      const edit = await as(m, 'PUT', `/api/progress/weights/${dayOffset(-1)}`, { weightKg: 70.2 });
      expect(edit.json().weight.weightKg).toBe(70.2);
      expect((await as(m, 'DELETE', `/api/progress/weights/${dayOffset(-1)}`)).statusCode).toBe(204);
      expect((await as(m, 'GET', '/api/progress/weights')).json().weights).toEqual([]);
    });

    it('a retried request with the same Idempotency-Key logs once and answers the same', async () => {
      const m = await registerMember(t.app);
      const key = { 'idempotency-key': 'retry-key-0001' };
      const a = await as(m, 'POST', '/api/progress/weights', { date: dayOffset(-2), weightKg: 75 }, key);
      // The retry carries a different body (a double tap after an edit): the first answer stands.
      const b = await as(m, 'POST', '/api/progress/weights', { date: dayOffset(-2), weightKg: 76 }, key);
      expect(b.statusCode).toBe(201);
      expect(b.json()).toEqual(a.json());
      expect((await as(m, 'GET', '/api/progress/weights')).json().weights).toHaveLength(1);
      expect((await as(m, 'GET', '/api/progress/weights')).json().weights[0].weightKg).toBe(75);
      // The same key on another kind of call is a conflict, never a replay of the weight.
      const c = await as(m, 'POST', '/api/progress/measurements', { date: dayOffset(-2), waistCm: 80 }, key);
      expect(c.statusCode).toBe(409);
      const bad = await as(
        m,
        'POST',
        '/api/progress/weights',
        { date: dayOffset(-2), weightKg: 75 },
        { 'idempotency-key': 'x' },
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBe('Idempotency-Key');
    });

    it('forgets idempotency keys after the retention window (daily job), keeps recent ones', async () => {
      const m = await registerMember(t.app);
      const old = { 'idempotency-key': 'old-key-0000001' };
      const recent = { 'idempotency-key': 'recent-key-00001' };
      await as(m, 'POST', '/api/progress/weights', { date: dayOffset(-3), weightKg: 75 }, old);
      await as(m, 'POST', '/api/progress/weights', { date: dayOffset(-4), weightKg: 74 }, recent);
      const longAgo = new Date(Date.now() - (IDEMPOTENCY_KEY_TTL_DAYS + 1) * DAY);
      await t.database.db
        .update(idempotencyKeys)
        .set({ createdAt: longAgo })
        .where(and(eq(idempotencyKeys.userId, m.user.id), eq(idempotencyKeys.key, old['idempotency-key'])));
      await t.app.ctx.jobs.enqueue(IDEMPOTENCY_SWEEP_JOB, {});
      await t.app.ctx.jobs.drain();
      // The old key is gone: the same key now logs afresh; the recent one still answers its first answer.
      const again = await as(m, 'POST', '/api/progress/weights', { date: dayOffset(-3), weightKg: 76 }, old);
      expect(again.json().weight.weightKg).toBe(76);
      const replay = await as(
        m,
        'POST',
        '/api/progress/weights',
        { date: dayOffset(-4), weightKg: 70 },
        recent,
      );
      expect(replay.json().weight.weightKg).toBe(74);
    });
  });

  describe('measurements', () => {
    it('takes any subset, keeps the day’s other values, and needs at least one', async () => {
      const m = await registerMember(t.app);
      expect(
        (await as(m, 'POST', '/api/progress/measurements', { date: dayOffset(0), waistCm: 82.5 })).statusCode,
      ).toBe(201);
      const second = await as(m, 'POST', '/api/progress/measurements', {
        date: dayOffset(0),
        bodyFatPct: 24,
      });
      expect(second.json().measurement).toMatchObject({ waistCm: 82.5, bodyFatPct: 24, hipCm: null });
      const none = await as(m, 'POST', '/api/progress/measurements', { date: dayOffset(0) });
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toMatch(/at least one measurement/);
      const absurd = await as(m, 'POST', '/api/progress/measurements', { date: dayOffset(0), armCm: 400 });
      expect(absurd.statusCode).toBe(400);
      expect(absurd.json().field).toBe('armCm');
      const clientRetry = { date: dayOffset(-1), hipCm: 100, clientId: 'client-abc-123' };
      await as(m, 'POST', '/api/progress/measurements', clientRetry);
      const again = await as(m, 'POST', '/api/progress/measurements', { ...clientRetry, hipCm: 101 });
      expect(again.json().measurement.hipCm).toBe(100);
    });
  });

  describe('workout sets (Premium)', () => {
    it('free members are refused on the server (403), even for their own plan', async () => {
      const m = await registerMember(t.app);
      const gen = await generatePlan(t.app, m.token);
      const plan = (await as(m, 'GET', `/api/plans/${gen.json().plan.id}`)).json().plan as PlanDetail;
      const res = await as(m, 'POST', '/api/workouts/logs', sessionLog(plan));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/Premium/);
    });

    it('logs a session of the member’s plan, once per idempotency key; other members’ plans are 404', async () => {
      const { m, plan } = await premiumWithPlan();
      const body = sessionLog(plan);
      const key = { 'idempotency-key': 'set-log-000001' };
      const first = await as(m, 'POST', '/api/workouts/logs', body, key);
      expect(first.statusCode, first.body).toBe(201);
      const retry = await as(m, 'POST', '/api/workouts/logs', body, key);
      expect(retry.json()).toEqual(first.json());
      expect((await as(m, 'GET', '/api/workouts/logs')).json().logs).toHaveLength(1);

      const { m: intruder } = await premiumWithPlan();
      expect((await as(intruder, 'POST', '/api/workouts/logs', body)).statusCode).toBe(404);
    });

    it("reads one plan's sessions with planId (what /today asks for), every session without it", async () => {
      const { m, plan } = await premiumWithPlan();
      expect((await as(m, 'POST', '/api/workouts/logs', sessionLog(plan))).statusCode).toBe(201);
      // An earlier plan's session, as a long-time member has hundreds of.
      const earlier = await t.database.db
        .insert(plans)
        .values({
          userId: m.user.id,
          planType: 'premium',
          summary: 'Earlier plan',
          content: plan.content,
          confidenceScore: 80,
          isActive: false,
          startsAt: new Date(Date.now() - 60 * 86_400_000),
          expiresAt: new Date(Date.now() - 32 * 86_400_000),
        })
        .returning({ id: plans.id });
      await t.database.db.insert(workoutLogs).values({
        userId: m.user.id,
        planId: earlier[0]!.id,
        week: 1,
        day: 1,
        date: dayOffset(-60),
        exercises: [],
      });
      expect((await as(m, 'GET', '/api/workouts/logs')).json().logs).toHaveLength(2);
      const mine = (await as(m, 'GET', `/api/workouts/logs?planId=${plan.id}`)).json().logs as {
        planId: string;
      }[];
      expect(mine.map((l) => l.planId)).toEqual([plan.id]);
      const bad = await as(m, 'GET', '/api/workouts/logs?planId=not-a-plan');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/planId/);
    });

    it('keeps a load typed in pounds to 0.01 kg (47.5 lb = 21.55 kg reads back as typed)', async () => {
      const { m, plan } = await premiumWithPlan();
      const saved = await as(m, 'POST', '/api/workouts/logs', sessionLog(plan, 10, 21.55));
      expect(saved.statusCode, saved.body).toBe(201);
      expect(saved.json().log.exercises[0].sets[0].weightKg).toBe(21.55);
    });

    it('validates week, day, exercise and date against the plan, naming the field', async () => {
      const { m, plan } = await premiumWithPlan();
      const body = sessionLog(plan);
      const restDay = [1, 2, 3, 4, 5, 6, 7].find(
        (d) => !plan.content.training.weeks[0]!.sessions.some((s) => s.day === d),
      );
      const cases: [object, string][] = [
        [{ ...body, week: 40 }, 'week'],
        [
          { ...body, exercises: [{ ...body.exercises[0]!, exerciseId: 'not-an-exercise' }] },
          'exercises.0.exerciseId',
        ],
        [{ ...body, date: dayOffset(-30) }, 'date'],
        [{ ...body, date: dayOffset(3) }, 'date'],
        [
          { ...body, exercises: [{ ...body.exercises[0]!, sets: [{ reps: -1, weightKg: 40, done: true }] }] },
          'exercises.0.sets.0.reps',
        ],
        [
          {
            ...body,
            exercises: [{ ...body.exercises[0]!, sets: [{ reps: 5, weightKg: 40, rpe: 11, done: true }] }],
          },
          'exercises.0.sets.0.rpe',
        ],
        [
          {
            ...body,
            exercises: [{ ...body.exercises[0]!, sets: [{ reps: 5, weightKg: 21.555, done: true }] }],
          },
          'exercises.0.sets.0.weightKg',
        ],
        [{ ...body, planId: 'nope' }, ''],
      ];
      if (restDay) cases.push([{ ...body, day: restDay }, 'day']);
      for (const [payload, field] of cases) {
        const res = await as(m, 'POST', '/api/workouts/logs', payload);
        if (field === '') {
          expect(res.statusCode).toBe(404);
          continue;
        }
        expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
        expect(res.json().field).toBe(field);
      }
    });
  });

  describe('meals (Premium)', () => {
    it('marks a planned meal eaten, skipped or swapped; checks date and slot; free members 403', async () => {
      const { m, plan } = await premiumWithPlan();
      const day = plan.content.days[0]!;
      const slot = day.meals[0]!.slot;
      const url = `/api/plans/${plan.id}/meals`;
      const eaten = await as(m, 'PUT', url, { date: day.date, slot, status: 'eaten', portion: 0.5 });
      expect(eaten.statusCode, eaten.body).toBe(200);
      expect(eaten.json().meal.kcal).toBe(Math.round(day.meals[0]!.totals.kcal * 0.5));
      const skipped = await as(m, 'PUT', url, { date: day.date, slot, status: 'skipped' });
      expect(skipped.json().meal).toMatchObject({ status: 'skipped', portion: 0, kcal: 0 });
      expect((await as(m, 'GET', url)).json().meals).toHaveLength(1);
      const badStatus = await as(m, 'PUT', url, { date: day.date, slot, status: 'devoured' });
      expect(badStatus.json().field).toBe('status');
      const badDate = await as(m, 'PUT', url, { date: dayOffset(-200), slot, status: 'eaten' });
      expect(badDate.statusCode).toBe(400);
      expect(badDate.json().field).toBe('date');
      const { m: intruder } = await premiumWithPlan();
      expect((await as(intruder, 'PUT', url, { date: day.date, slot, status: 'eaten' })).statusCode).toBe(
        404,
      );
      const free = await registerMember(t.app);
      expect((await as(free, 'PUT', url, { date: day.date, slot, status: 'eaten' })).statusCode).toBe(403);
    });

    it('keeps a tick of each of two snacks of a day (neither replaces the other); no slotIndex is the first', async () => {
      // Gestational diabetes: three meals and three snacks a day (meal-pattern.ts).
      const { m, plan } = await premiumWithPlan(0, 'premium', {
        pregnancyStatus: 'pregnant_2',
        medicalConditions: ['gestational diabetes'],
        fitnessGoals: ['General Fitness'],
      });
      const day = plan.content.days[0]!;
      const snacks = day.meals.filter((meal) => meal.slot === 'snack');
      expect(snacks.length).toBeGreaterThanOrEqual(2);
      const url = `/api/plans/${plan.id}/meals`;
      const tick = (body: object) => as(m, 'PUT', url, { date: day.date, slot: 'snack', ...body });
      const first = await tick({ slotIndex: 0, status: 'eaten', portion: 0.5 });
      expect(first.statusCode, first.body).toBe(200);
      const summaryBefore = (await as(m, 'GET', '/api/progress/summary')).json(); // cached, then updated by the next tick
      expect(summaryBefore.adherence[0].mealsEaten).toBe(1);
      const second = await tick({ slotIndex: 1, status: 'eaten' });
      expect(second.statusCode, second.body).toBe(200);
      const read = () =>
        as(m, 'GET', url)
          .then((r) =>
            r.json<{ meals: { slot: string; slotIndex: number; status: string; kcal: number }[] }>(),
          )
          .then((r) => r.meals.filter((x) => x.slot === 'snack'));
      expect(await read()).toMatchObject([
        { slotIndex: 0, status: 'eaten', kcal: Math.round(snacks[0]!.totals.kcal * 0.5) },
        { slotIndex: 1, status: 'eaten', kcal: Math.round(snacks[1]!.totals.kcal) },
      ]);
      expect((await as(m, 'GET', '/api/progress/summary')).json().adherence[0].mealsEaten).toBe(2);
      // A call without slotIndex (clients before it) still means the first snack, and leaves the second alone.
      expect((await tick({ status: 'skipped' })).json().meal).toMatchObject({ slotIndex: 0, kcal: 0 });
      expect((await read()).map((x) => [x.slotIndex, x.status])).toEqual([
        [0, 'skipped'],
        [1, 'eaten'],
      ]);
      const beyond = await tick({ slotIndex: snacks.length, status: 'eaten' });
      expect(beyond.statusCode).toBe(400);
      expect(beyond.json()).toMatchObject({ field: 'slotIndex' });
      expect(beyond.json().message).toMatch(new RegExp(`has ${snacks.length} snack meals`));
      const negative = await tick({ slotIndex: -1, status: 'eaten' });
      expect(negative.statusCode).toBe(400);
      expect(negative.json().field).toBe('slotIndex');
      // The account export keeps both.
      const zip = await as(m, 'GET', '/api/account/export');
      const files = unzipSync(new Uint8Array(zip.rawPayload));
      const data = JSON.parse(strFromU8(files['data.json']!));
      expect(data.progress.meals.map((x: { slotIndex: number }) => x.slotIndex)).toEqual([0, 1]);
      expect(strFromU8(files['progress/meals.csv']!)).toContain(`${day.date},${plan.id},snack,1,eaten,1,`);
    });

    it('logs food for the snack it names (slotIndex; left out = the first), refuses one past the last', async () => {
      const { m, plan } = await premiumWithPlan(0, 'premium', {
        pregnancyStatus: 'pregnant_2',
        medicalConditions: ['gestational diabetes'],
        fitnessGoals: ['General Fitness'],
      });
      const day = plan.content.days[0]!;
      const snacks = day.meals.filter((meal) => meal.slot === 'snack').length;
      expect(snacks).toBeGreaterThanOrEqual(2);
      const log = (body: object) =>
        as(m, 'POST', '/api/food-logs', { kind: 'quick', date: day.date, slot: 'snack', kcal: 180, ...body });
      const second = await log({ slotIndex: 1, label: 'Festival sweet' });
      expect(second.statusCode, second.body).toBe(201);
      expect(second.json().entry).toMatchObject({ slot: 'snack', slotIndex: 1 });
      const first = await log({ label: 'Biscuits' });
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json().entry.slotIndex).toBe(0);
      const listed = (await as(m, 'GET', `/api/food-logs?date=${day.date}`)).json<{
        entries: { name: string; slotIndex: number }[];
      }>().entries;
      expect(listed.map((e) => [e.name, e.slotIndex])).toEqual([
        ['Festival sweet', 1],
        ['Biscuits', 0],
      ]);
      for (const slotIndex of [snacks, 5]) {
        const beyond = await log({ slotIndex });
        expect(beyond.statusCode, beyond.body).toBe(400);
        expect(beyond.json()).toMatchObject({ field: 'slotIndex' });
        expect(beyond.json().message).toContain(`has ${snacks} snack meals in your plan`);
      }
      // Lunch is served once: a second lunch does not exist.
      const lunch2 = await log({ slot: 'lunch', slotIndex: 1 });
      expect(lunch2.statusCode).toBe(400);
      expect(lunch2.json().field).toBe('slotIndex');
      expect((await log({ slotIndex: -1 })).json().field).toBe('slotIndex');
      // The account export keeps which snack each entry was for.
      const zip = await as(m, 'GET', '/api/account/export');
      const zipped = unzipSync(new Uint8Array(zip.rawPayload));
      const data = JSON.parse(strFromU8(zipped['data.json']!));
      expect(data.foods.foodLogs.map((x: { slotIndex: number }) => x.slotIndex)).toEqual([1, 0]);
      const rows = strFromU8(zipped['foods/food-log.csv']!).trim().split('\r\n');
      expect(rows[0]).toMatch(/^date,slot,slot_index,kind,name,/);
      expect(rows.slice(1)).toEqual([
        expect.stringContaining(`${day.date},snack,1,quick,Festival sweet,`),
        expect.stringContaining(`${day.date},snack,0,quick,Biscuits,`),
      ]);
      // A retry of a saved snack-2 entry is answered even after the plan changed (no second snack to check against).
      const key = { 'idempotency-key': 'food-snack-2-retry-0001' };
      const body = { kind: 'quick', date: day.date, slot: 'snack', slotIndex: 1, kcal: 90, label: 'Fruit' };
      const saved = await as(m, 'POST', '/api/food-logs', body, key);
      expect(saved.statusCode, saved.body).toBe(201);
      await t.database.db.update(plans).set({ isActive: false }).where(eq(plans.userId, m.user.id));
      const retried = await as(m, 'POST', '/api/food-logs', body, key);
      expect(retried.statusCode, retried.body).toBeLessThan(300);
      expect(retried.json().entry.id).toBe(saved.json().entry.id);
    });
  });

  describe('summary and check-in (Premium)', () => {
    it('free members get 403 for the summary and check-ins', async () => {
      const m = await registerMember(t.app);
      expect((await as(m, 'GET', '/api/progress/summary')).statusCode).toBe(403);
      expect((await as(m, 'POST', '/api/progress/check-ins')).statusCode).toBe(403);
    });

    it('a check-in without data says what is missing', async () => {
      const m = await registerMember(t.app);
      await grantEntitlement(t.database, m.user.id, 'premium');
      const res = await as(m, 'POST', '/api/progress/check-ins');
      expect(res.statusCode).toBe(201);
      const c = res.json().checkIn;
      expect(c.tdeeKcal).toBeNull();
      expect(c.missing.join(' ')).toMatch(/active plan/);
      expect(c.missing.join(' ')).toMatch(/Weigh-ins/);
    });

    it('summarises the logs and a check-in estimates expenditure, moves the target and progresses lifts', async () => {
      // A plan made 15 days ago, its meals logged as planned for the last 14 days.
      const { m, plan } = await premiumWithPlan(15);
      // Three weeks of backdated weights losing ~0.5 kg a week at the plan's intake.
      for (let d = 21; d >= 0; d--) {
        const weightKg = Math.round((80 - (21 - d) * 0.07 + (d % 3 === 0 ? 0.3 : -0.1)) * 10) / 10;
        expect(
          (await as(m, 'POST', '/api/progress/weights', { date: dayOffset(-d), weightKg })).statusCode,
        ).toBe(201);
      }
      const body = sessionLog(plan, 30, 40); // every set far above the range: add load
      const { ex } = loggedExercise(plan);
      expect((await as(m, 'POST', '/api/workouts/logs', body)).statusCode).toBe(201);
      const day = plan.content.days[0]!;
      await as(m, 'PUT', `/api/plans/${plan.id}/meals`, {
        date: day.date,
        slot: day.meals[0]!.slot,
        status: 'eaten',
      });
      const mealsLogged = 1 + (await logEveryMeal(m, plan));
      const weekOneMeals =
        1 +
        plan.content.days
          .slice(0, 7)
          .filter((d) => d.date > dayOffset(-14))
          .reduce((n, d) => n + d.meals.length, 0);

      const summary = (await as(m, 'GET', '/api/progress/summary')).json();
      expect(summary.weights).toHaveLength(22);
      expect(summary.weeklyRateKg).toBeLessThan(-0.2);
      expect(summary.weeklyRateKg).toBeGreaterThan(-0.8);
      expect(summary.adherence[0]).toMatchObject({ week: 1, mealsEaten: weekOneMeals, sessionsDone: 1 });
      expect(summary.adherence).toHaveLength(plan.content.training.weeks.length);
      expect(summary.plan).toMatchObject({ id: plan.id });
      expect(summary.plan.daysLeft).toBeGreaterThan(10);

      const res = await as(m, 'POST', '/api/progress/check-ins');
      expect(res.statusCode).toBe(201);
      const c = res.json().checkIn;
      const planned = plan.content.targets.calories;
      // ~0.49 kg a week lost at the planned intake (logged): expenditure ≈ planned + 0.07 × 7700.
      expect(c.missing).toEqual([]);
      expect(c.tdeeKcal).toBeGreaterThan(planned + 300);
      expect(c.tdeeKcal).toBeLessThan(planned + 800);
      expect(c.intakeAssumed).toBe(false);
      expect(c.previousTargetKcal).toBe(planned);
      expect(typeof c.newTargetKcal).toBe('number');
      expect(Math.abs(c.newTargetKcal - planned)).toBeLessThanOrEqual(250);
      expect(c.explanation.join(' ')).toMatch(/estimated at \d+ kcal/);
      expect(c.explanation.join(' ')).toMatch(/meals were logged on 14 of those 22 days/);
      const prog = c.progressions.find((p: { exerciseId: string }) => p.exerciseId === ex.exerciseId);
      expect(prog.action).toMatch(/add_load|add_reps/);
      expect((await as(m, 'GET', '/api/progress/summary')).json().latestCheckIn.id).toBe(c.id);

      // The export carries the logs.
      const zip = await as(m, 'GET', '/api/account/export');
      const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(zip.rawPayload))['data.json']!));
      expect(data.progress.weights).toHaveLength(22);
      expect(data.progress.workouts).toHaveLength(1);
      expect(data.progress.meals).toHaveLength(mealsLogged);
      expect(data.progress.checkIns).toHaveLength(1);
      // …and as CSV, one file per kind (and as downloads on /progress).
      const files = unzipSync(new Uint8Array(zip.rawPayload));
      expect(strFromU8(files['progress/weights.csv']!).trimEnd().split('\r\n')).toHaveLength(23);
      expect(strFromU8(files['progress/meals.csv']!)).toContain(
        `${day.date},${plan.id},${day.meals[0]!.slot},0,eaten,1,`,
      );
      const sets = await as(m, 'GET', '/api/progress/export?file=workout-sets.csv');
      expect(sets.statusCode).toBe(200);
      expect(sets.headers['content-type']).toMatch(/^text\/csv/);
      expect(sets.headers['content-disposition']).toContain('vitalplan-workout-sets.csv');
      const setRows = sets.body.trimEnd().split('\r\n');
      expect(setRows[0]).toBe('date,plan_id,week,day,exercise_id,exercise,set,reps,weight_kg,rpe,done');
      expect(setRows.slice(1)).toHaveLength(body.exercises[0]!.sets.length);
      expect(setRows[1]).toContain(`,${plan.id},1,${body.day},${ex.exerciseId},`);
      expect(setRows[1]).toMatch(/,1,30,40,8,true$/);
      // Another member's export holds none of it; an unknown file is a 400 naming the field.
      const other = await registerMember(t.app);
      expect((await as(other, 'GET', '/api/progress/export?file=weights.csv')).body).toBe(
        'date,weight_kg\r\n',
      );
      const unknown = await as(m, 'GET', '/api/progress/export?file=photos.csv');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toMatch(/file must be one of/);
    });

    it('a check-in makes a new plan version from next week and keeps the earlier one readable', async () => {
      // A plan in its second week, every meal logged as planned, and two weeks of a flat weight: expenditure ≈
      // intake, so the deficit is not there.
      const { m, plan } = await premiumWithPlan(8);
      await logEveryMeal(m, plan);
      for (let d = 13; d >= 0; d--) {
        const weightKg = d % 2 === 0 ? 80.2 : 79.8;
        expect(
          (await as(m, 'POST', '/api/progress/weights', { date: dayOffset(-d), weightKg })).statusCode,
        ).toBe(201);
      }
      const planned = plan.content.targets.calories;
      const c = (await as(m, 'POST', '/api/progress/check-ins')).json().checkIn;
      expect(c.newTargetKcal).toBe(planned - 250);
      expect(c.planVersion).toBe(2);
      expect(c.explanation.join(' ')).toMatch(
        new RegExp(`Version 2 of your plan applies from ${plan.content.days[14]!.date} \\(week 3\\)`),
      );
      expect(c.explanation.join(' ')).toMatch(new RegExp(`from ${planned} to ${planned - 250} kcal a day`));

      const now = (await as(m, 'GET', `/api/plans/${plan.id}`)).json<{ plan: PlanDetail }>().plan;
      expect(now.id).toBe(plan.id);
      expect(now.isActive).toBe(true);
      expect(now.content.targets.calories).toBe(planned - 250);
      expect(now.summary).toContain(`${planned - 250} kcal a day`);
      expect(now.content.revision).toMatchObject({
        version: 2,
        fromWeek: 3,
        fromDate: plan.content.days[14]!.date,
        previousCalories: planned,
        calories: planned - 250,
        checkInId: c.id,
      });
      expect(now.content.revision!.changes.join(' ')).toMatch(/estimated at \d+ kcal/);
      // The two weeks so far are history: unchanged. The coming weeks follow the new target.
      expect(now.content.days.slice(0, 14)).toEqual(plan.content.days.slice(0, 14));
      const mean = (days: PlanDetail['content']['days']) =>
        days.reduce((sum, d) => sum + d.totals.kcal, 0) / days.length;
      expect(mean(now.content.days.slice(14))).toBeLessThan(mean(plan.content.days.slice(14)) - 150);

      const versions = (await as(m, 'GET', `/api/plans/${plan.id}/versions`)).json().versions;
      expect(versions.map((v: { version: number; current: boolean }) => [v.version, v.current])).toEqual([
        [2, true],
        [1, false],
      ]);
      expect(versions[1].calories).toBe(planned);
      const v1 = (await as(m, 'GET', `/api/plans/${plan.id}/versions/1`)).json<{ plan: PlanDetail }>().plan;
      expect(v1.content).toEqual(plan.content);
      expect(v1.summary).toBe(plan.summary);
      expect(v1.isActive).toBe(false);
      expect(
        (await as(m, 'GET', `/api/plans/${plan.id}/versions/2`)).json().plan.content.revision.version,
      ).toBe(2);

      // Bad or unknown versions, and other members.
      const none = await as(m, 'GET', `/api/plans/${plan.id}/versions/9`);
      expect(none.statusCode).toBe(404);
      const bad = await as(m, 'GET', `/api/plans/${plan.id}/versions/first`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/version/);
      const other = await registerMember(t.app);
      expect((await as(other, 'GET', `/api/plans/${plan.id}/versions`)).statusCode).toBe(404);
      expect((await as(other, 'GET', `/api/plans/${plan.id}/versions/1`)).statusCode).toBe(404);

      // Checking in again the same week redoes that week's change; it does not stack another 250 kcal step.
      const again = (await as(m, 'POST', '/api/progress/check-ins')).json().checkIn;
      expect(again.previousTargetKcal).toBe(planned);
      expect(again.newTargetKcal).toBe(planned - 250);
      expect(again.planVersion).toBeNull();
      const after = (await as(m, 'GET', `/api/plans/${plan.id}`)).json<{ plan: PlanDetail }>().plan;
      expect(after.content).toEqual(now.content);
    });

    it('checking in again the same week never stacks a step, and a pregnant member’s target is never lowered', async () => {
      // Doctor Verified: no plan version, so the check-in's target is a suggestion; tapping again must not lower it more.
      const { m: dv, plan: dvPlan } = await premiumWithPlan(15, 'doctor_verified');
      await logEveryMeal(dv, dvPlan);
      // Gaining 0.1 kg a day on the planned intake: the measured expenditure is well below the plan's.
      for (let d = 15; d >= 0; d--)
        await as(dv, 'POST', '/api/progress/weights', { date: dayOffset(-d), weightKg: 78 + (15 - d) * 0.1 });
      const first = (await as(dv, 'POST', '/api/progress/check-ins')).json().checkIn;
      const second = (await as(dv, 'POST', '/api/progress/check-ins')).json().checkIn;
      expect(first.tdeeKcal).not.toBeNull();
      expect(first.newTargetKcal).toBeLessThan(first.previousTargetKcal);
      expect(second.previousTargetKcal).toBe(first.previousTargetKcal);
      expect(second.newTargetKcal).toBe(first.newTargetKcal);

      // Pregnant (the planner gives no deficit): the same gain may not lower her target, and the answer says why.
      const { m: mother, plan } = await premiumWithPlan(15, 'premium', {
        age: 30,
        height: 165,
        weight: 70,
        activityLevel: 'light',
        pregnancyStatus: 'pregnant_2',
      });
      await logEveryMeal(mother, plan);
      for (let d = 15; d >= 0; d--)
        await as(mother, 'POST', '/api/progress/weights', {
          date: dayOffset(-d),
          weightKg: 68 + (15 - d) * 0.1,
        });
      const c = (await as(mother, 'POST', '/api/progress/check-ins')).json().checkIn;
      expect(c.tdeeKcal).toBeLessThan(c.previousTargetKcal);
      expect(c.newTargetKcal).toBe(c.previousTargetKcal);
      expect(c.explanation.join(' ')).toMatch(/not lowered because you are pregnant/);
    });

    it('a plan that hides numbers (eating-disorder history) is re-planned without a calorie in any word the member reads', async () => {
      const { m, plan } = await premiumWithPlan(15, 'premium', {
        medicalConditions: ['h/o anorexia nervosa'],
      });
      expect(plan.content.numbersHidden).toBe(true);
      for (let d = 21; d >= 0; d--)
        await as(m, 'POST', '/api/progress/weights', {
          date: dayOffset(-d),
          weightKg: Math.round((80 - (21 - d) * 0.03) * 10) / 10,
        });
      await logEveryMeal(m, plan);
      expect((await as(m, 'POST', '/api/workouts/logs', sessionLog(plan, 30, 40))).statusCode).toBe(201);
      const c = (await as(m, 'POST', '/api/progress/check-ins')).json().checkIn;
      expect(c.planVersion).toBe(2); // the logged sets alone make a new version
      const words = (x: { explanation: string[] }) => x.explanation.join(' ');
      expect(c).toMatchObject({ tdeeKcal: null, previousTargetKcal: null, newTargetKcal: null });
      expect(words(c)).toMatch(/Version 2 of your plan applies/);
      expect(words(c)).not.toMatch(/kcal|calorie|protein \d|\d+ g\b/i);
      const revised = (await as(m, 'GET', `/api/plans/${plan.id}`)).json().plan as PlanDetail;
      expect(revised.content.numbersHidden).toBe(true);
      expect(revised.content.revision!.changes.join(' ')).not.toMatch(/kcal|calorie/i);
      // Without an active plan the summary still shows the check-in without figures.
      await t.database.db.update(plans).set({ isActive: false }).where(eq(plans.userId, m.user.id));
      const latest = (await as(m, 'GET', '/api/progress/summary')).json().latestCheckIn;
      expect(latest).toMatchObject({ id: c.id, tdeeKcal: null, newTargetKcal: null });
      expect(words(latest)).not.toMatch(/kcal|calorie/i);
    });

    it('makes no new version of a Doctor Verified plan or of a plan in its last week, and says why', async () => {
      // Doctor Verified in its third week; Premium in its last (day 23 of 28).
      for (const [kind, startedDaysAgo] of [
        ['doctor_verified', 15],
        ['premium', 22],
      ] as const) {
        const { m, plan } = await premiumWithPlan(startedDaysAgo, kind);
        await logEveryMeal(m, plan);
        for (let d = 15; d >= 0; d--) {
          await as(m, 'POST', '/api/progress/weights', {
            date: dayOffset(-d),
            weightKg: d % 2 ? 79.8 : 80.2,
          });
        }
        const c = (await as(m, 'POST', '/api/progress/check-ins')).json().checkIn;
        expect(c.tdeeKcal).not.toBeNull();
        expect(typeof c.newTargetKcal).toBe('number');
        expect(c.planVersion).toBeNull();
        expect(c.explanation.join(' ')).toMatch(
          kind === 'premium'
            ? /Your plan ends this week/
            : /doctor verified, so a check-in does not change it/,
        );
        const versions = (await as(m, 'GET', `/api/plans/${plan.id}/versions`)).json().versions;
        expect(versions).toHaveLength(1);
      }
    });

    it('on day 1 with weights but no meals logged it changes nothing and says the meals are missing (issue 31)', async () => {
      const { m, plan } = await premiumWithPlan();
      const planned = plan.content.targets.calories;
      // Three weeks of backdated weigh-ins (enough weights) and today's sets, but no meals: nothing to measure with.
      for (let d = 21; d >= 0; d--) {
        const weightKg = Math.round((80 - (21 - d) * 0.07) * 10) / 10;
        const res = await as(m, 'POST', '/api/progress/weights', { date: dayOffset(-d), weightKg });
        expect(res.statusCode, res.body).toBe(201);
      }
      expect((await as(m, 'POST', '/api/workouts/logs', sessionLog(plan, 30, 40))).statusCode).toBe(201);
      const c = (await as(m, 'POST', '/api/progress/check-ins')).json().checkIn;
      expect(c.tdeeKcal).toBeNull();
      expect(c.newTargetKcal).toBeNull();
      expect(c.planVersion).toBeNull();
      expect(c.missing.join(' ')).toMatch(
        /Logged meals: every meal of the day logged on at least 13 of 22 days \(you have 0\)/,
      );
      expect(c.explanation.join(' ')).toMatch(/Your plan stays as it is/);
      const now = (await as(m, 'GET', `/api/plans/${plan.id}`)).json<{ plan: PlanDetail }>().plan;
      expect(now.content.targets.calories).toBe(planned);
      expect(now.content.revision ?? null).toBeNull();
      expect((await as(m, 'GET', `/api/plans/${plan.id}/versions`)).json().versions).toHaveLength(1);
    });
  });
});
