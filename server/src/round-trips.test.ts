/**
 * How many statements (database round trips) a member's hot requests cost (issue 33), counted at the driver on
 * PostgreSQL and on the embedded database in its own thread (the server's default), one request at a time.
 */
import type { PlanDetail } from '@common/plans';
import type { WorkoutLogBody } from '@common/progress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db/client';
import { generatePlan } from '../test/factories';
import {
  createTestApp,
  createTestDatabase,
  grantEntitlement,
  injectAs,
  registerMember,
  testDatabaseKinds,
  type Member,
  type TestApp,
} from '../test/helpers';
import { roundTrips } from '../test/round-trips';

describe.each(testDatabaseKinds())('round trips per request on %s', (kind) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let t: TestApp;
  let m: Member;
  let plan: PlanDetail;
  beforeAll(async () => {
    if (kind === 'pglite') {
      database = await openDatabase({ kind: 'pglite', thread: true });
      await database.migrate();
      dispose = () => database.close();
    } else {
      const owned = await createTestDatabase(kind);
      database = owned.database;
      dispose = () => owned.dispose();
    }
    // A minute of session cache: at this machine's load a request can outlast the default second.
    t = await createTestApp(kind, { database, env: { SESSION_CACHE_MS: '60000' } });
    m = await registerMember(t.app);
    await grantEntitlement(database, m.user.id, 'premium');
    const saved = await call('POST', '/api/profile', {
      age: 30,
      gender: 'male',
      height: 180,
      weight: 82,
      activityLevel: 'moderate',
      fitnessGoals: ['Muscle Gain'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const gen = await generatePlan(t.app, m.token, { planType: 'premium' });
    expect(gen.statusCode, gen.body).toBe(201);
    const id = gen.json<{ plan: { id: string } }>().plan.id;
    plan = (await call('GET', `/api/plans/${id}`)).json<{ plan: PlanDetail }>().plan;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await dispose?.();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, key?: string) =>
    injectAs(t.app, m.token, {
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });
  const counted = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, key?: string) => {
    const { statements, result } = await roundTrips(() => call(method, url, payload, key));
    expect(result.statusCode, result.body).toBeLessThan(300);
    return statements;
  };

  function setLog(weightKg: number): WorkoutLogBody {
    const week = plan.content.training.weeks[0]!;
    const session = week.sessions.find((s) => s.exercises.length > 0)!;
    return {
      planId: plan.id,
      week: week.week,
      day: session.day,
      date: plan.startsAt.slice(0, 10),
      exercises: session.exercises.map((e) => ({
        exerciseId: e.exerciseId,
        sets: [{ reps: 8, weightKg, rpe: 8, done: true }],
      })),
    };
  }

  const day = () => plan.content.days[0]!;
  const mealLog = (i: number) => ({
    date: day().date,
    slot: day().meals[0]!.slot,
    status: 'eaten',
    portion: i % 2 ? 1 : 0.5,
  });

  it('GET /api/auth/me: one statement (the profile with the clinician role), the session from the cache', async () => {
    await call('GET', '/api/plans/active');
    const statements = await counted('GET', '/api/auth/me');
    expect(statements, statements.join('\n')).toHaveLength(1);
  });

  it('a set or a meal saved: one statement (the plan head kept); the summary after it: one read', async () => {
    await call('GET', '/api/progress/summary');
    for (let i = 0; i < 3; i++) {
      const set = await counted('POST', '/api/workouts/logs', setLog(40 + i), `round-trip-set-${i}`);
      expect(set, set.join('\n')).toHaveLength(1);
      // The active plan's head with the progress revision and the results series: the logs are the kept ones.
      const after = await counted('GET', '/api/progress/summary');
      expect(after, after.join('\n')).toHaveLength(1);
    }
    for (let i = 0; i < 3; i++) {
      const meal = await counted('PUT', `/api/plans/${plan.id}/meals`, mealLog(i), `round-trip-meal-${i}`);
      expect(meal, meal.join('\n')).toHaveLength(1);
      const after = await counted('GET', '/api/progress/summary');
      expect(after, after.join('\n')).toHaveLength(1);
    }
  });

  it('/today’s reads: the session and meal logs one statement each once the plan’s head is kept', async () => {
    await call('GET', `/api/plans/${plan.id}/meals`); // reads the head (a first read on this instance)
    for (const url of [`/api/plans/${plan.id}/meals`, `/api/workouts/logs?planId=${plan.id}`]) {
      const statements = await counted('GET', url);
      expect(statements, statements.join('\n')).toHaveLength(1);
    }
  });

  it('a retried key saves nothing and answers the first answer, the id the database chose included', async () => {
    // The session is logged again (an upsert: it keeps its id) under a new key, then that key is retried.
    const first = await call('POST', '/api/workouts/logs', setLog(60), 'round-trip-again-1');
    expect(first.statusCode, first.body).toBe(201);
    const retry = await call('POST', '/api/workouts/logs', setLog(70), 'round-trip-again-1');
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const logs = (await call('GET', `/api/workouts/logs?planId=${plan.id}`)).json<{
      logs: { id: string; exercises: { sets: { weightKg: number }[] }[] }[];
    }>().logs;
    expect(logs.map((l) => l.id)).toEqual([first.json<{ log: { id: string } }>().log.id]);
    expect(logs[0]!.exercises[0]!.sets[0]!.weightKg).toBe(60);
    const meal = await call('PUT', `/api/plans/${plan.id}/meals`, mealLog(0), 'round-trip-again-2');
    const mealRetry = await call('PUT', `/api/plans/${plan.id}/meals`, mealLog(1), 'round-trip-again-2');
    expect(mealRetry.json()).toEqual(meal.json());
  });
});
