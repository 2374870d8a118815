/**
 * The progress summary kept current by the member's own writes (progress-summary-cache: a saved row applied to the
 * kept logs) is exactly what a full recompute from the database gives, over random sequences of logs, edits and
 * deletes on two instances (issue 33). Instance C only reads: every write bumps the member's progress revision, so
 * each of its reads recomputes from every log.
 */
import type { PlanDetail } from '@common/plans';
import type { ProgressSummary } from '@common/progress';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const dayOffset = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

type Op =
  | { kind: 'weight'; on: 0 | 1; day: number; kg: number }
  | { kind: 'edit-weight'; on: 0 | 1; day: number; kg: number }
  | { kind: 'delete-weight'; on: 0 | 1; day: number }
  | { kind: 'measurement'; on: 0 | 1; day: number; waistCm: number }
  | { kind: 'delete-measurement'; on: 0 | 1; day: number }
  | { kind: 'set'; on: 0 | 1; session: number; kg: number; done: boolean; keyed: boolean }
  | { kind: 'meal'; on: 0 | 1; day: number; meal: number; skipped: boolean; portion: number; keyed: boolean };

const on = fc.constantFrom<0 | 1>(0, 0, 0, 1);
const day = fc.integer({ min: -4, max: 0 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('weight' as const), on, day, kg: fc.integer({ min: 600, max: 1000 }) }),
  fc.record({ kind: fc.constant('edit-weight' as const), on, day, kg: fc.integer({ min: 600, max: 1000 }) }),
  fc.record({ kind: fc.constant('delete-weight' as const), on, day }),
  fc.record({
    kind: fc.constant('measurement' as const),
    on,
    day,
    waistCm: fc.integer({ min: 600, max: 1200 }),
  }),
  fc.record({ kind: fc.constant('delete-measurement' as const), on, day }),
  fc.record({
    kind: fc.constant('set' as const),
    on,
    session: fc.integer({ min: 0, max: 2 }),
    kg: fc.integer({ min: 0, max: 80 }),
    done: fc.boolean(),
    keyed: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('meal' as const),
    on,
    day: fc.integer({ min: 0, max: 1 }),
    meal: fc.integer({ min: 0, max: 5 }),
    skipped: fc.boolean(),
    portion: fc.integer({ min: 1, max: 20 }),
    keyed: fc.boolean(),
  }),
);

describe.each(testDatabaseKinds())('incremental progress summary on %s', (kind) => {
  let a: TestApp;
  let b: TestApp;
  let c: TestApp;
  let m: Member;
  let plan: PlanDetail;
  beforeAll(async () => {
    a = await createTestApp(kind);
    b = await createTestApp(kind, { database: a.database });
    c = await createTestApp(kind, { database: a.database });
    m = await registerMember(a.app);
    await grantEntitlement(a.database, m.user.id, 'premium');
    const saved = await injectAs(a.app, m.token, {
      method: 'POST',
      url: '/api/profile',
      payload: {
        age: 41,
        gender: 'female',
        height: 165,
        weight: 78,
        activityLevel: 'light',
        fitnessGoals: ['Weight Loss'],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const gen = await generatePlan(a.app, m.token, { planType: 'premium' });
    expect(gen.statusCode, gen.body).toBe(201);
    const id = gen.json<{ plan: { id: string } }>().plan.id;
    plan = (await injectAs(a.app, m.token, { method: 'GET', url: `/api/plans/${id}` })).json<{
      plan: PlanDetail;
    }>().plan;
  });
  afterAll(async () => {
    await c?.close();
    await b?.close();
    await a?.close();
  });

  let keys = 0;
  async function apply(o: Op): Promise<void> {
    const t = o.on === 0 ? a : b;
    const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, keyed = true) =>
      injectAs(t.app, m.token, {
        method,
        url,
        ...(payload ? { payload } : {}),
        ...(keyed ? { headers: { 'idempotency-key': `summary-prop-${kind}-${keys++}` } } : {}),
      });
    let res;
    switch (o.kind) {
      case 'weight':
        res = await send('POST', '/api/progress/weights', { date: dayOffset(o.day), weightKg: o.kg / 10 });
        break;
      case 'edit-weight':
        res = await send('PUT', `/api/progress/weights/${dayOffset(o.day)}`, { weightKg: o.kg / 10 }, false);
        break;
      case 'delete-weight':
        res = await send('DELETE', `/api/progress/weights/${dayOffset(o.day)}`, undefined, false);
        break;
      case 'measurement':
        res = await send('POST', '/api/progress/measurements', {
          date: dayOffset(o.day),
          waistCm: o.waistCm / 10,
        });
        break;
      case 'delete-measurement':
        res = await send('DELETE', `/api/progress/measurements/${dayOffset(o.day)}`, undefined, false);
        break;
      case 'set': {
        const weeks = plan.content.training.weeks;
        const sessions = weeks[0]!.sessions.filter((s) => s.exercises.length > 0);
        const session = sessions[o.session % sessions.length]!;
        res = await send(
          'POST',
          '/api/workouts/logs',
          {
            planId: plan.id,
            week: weeks[0]!.week,
            day: session.day,
            date: plan.startsAt.slice(0, 10),
            exercises: [
              {
                exerciseId: session.exercises[0]!.exerciseId,
                sets: [{ reps: 8, weightKg: o.kg, rpe: 8, done: o.done }],
              },
            ],
          },
          o.keyed,
        );
        break;
      }
      case 'meal': {
        const d = plan.content.days[o.day]!;
        const meal = d.meals[o.meal % d.meals.length]!;
        const slotIndex = d.meals.filter((x) => x.slot === meal.slot).indexOf(meal);
        res = await send(
          'PUT',
          `/api/plans/${plan.id}/meals`,
          {
            date: d.date,
            slot: meal.slot,
            slotIndex,
            status: o.skipped ? 'skipped' : 'eaten',
            portion: o.portion / 20,
          },
          o.keyed,
        );
        break;
      }
    }
    // An edit or delete of a day with nothing logged is a 404; everything else is saved.
    expect(res.statusCode, `${JSON.stringify(o)}: ${res.body}`).toBeLessThan(
      o.kind.includes('-') ? 500 : 300,
    );
  }

  const summary = async (t: TestApp) => {
    const res = await injectAs(t.app, m.token, { method: 'GET', url: '/api/progress/summary' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ProgressSummary>();
  };

  it('equals a full recompute after every write, edit and delete', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        // Both writing instances keep the member's logs (the summary read fills their caches).
        await summary(a);
        await summary(b);
        for (const o of ops) {
          await apply(o);
          const recomputed = await summary(c);
          expect(await summary(a), JSON.stringify(o)).toEqual(recomputed);
          expect(await summary(b), JSON.stringify(o)).toEqual(recomputed);
        }
      }),
      { numRuns: 12 },
    );
    // ~25 s on a quiet machine; a busy one (load average 30+) took over a minute.
  }, 240_000);
});
