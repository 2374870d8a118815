/**
 * The read caches of issue 33 never serve stale data: the progress summary (cached per member under their progress
 * revision) and a plan's shown content (cached per plan revision). Each write is followed by a read that must see
 * it, after a read that was answered from the cache, on the same instance and on a second one sharing the database.
 */
import {
  activePlanResponse,
  planDetailResponse,
  planListResponse,
  planSummarySchema,
  type PlanDetail,
  type PlanSummary,
} from '@common/plans';
import { sql } from 'drizzle-orm';
import type { ProgressSummary, WorkoutLogBody } from '@common/progress';
import type { SwapOptionsResponse } from '@common/plan-swaps';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
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

const today = () => new Date().toISOString().slice(0, 10);

describe.each(testDatabaseKinds())('read caches on %s', (kind) => {
  // Two app instances on one database: each has its own in-process caches.
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp(kind);
    b = await createTestApp(kind, { database: a.database });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const call = (
    t: TestApp,
    m: Member,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => injectAs(t.app, m.token, { method, url, ...(payload ? { payload } : {}) });
  const summary = async (t: TestApp, m: Member) => {
    const res = await call(t, m, 'GET', '/api/progress/summary');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ProgressSummary>();
  };
  const planOf = async (t: TestApp, m: Member, id: string) => {
    const res = await call(t, m, 'GET', `/api/plans/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return res;
  };

  async function premiumMember(): Promise<{ m: Member; plan: PlanDetail }> {
    const m = await registerMember(a.app);
    await grantEntitlement(a.database, m.user.id, 'premium');
    const saved = await call(a, m, 'POST', '/api/profile', {
      age: 35,
      gender: 'female',
      height: 168,
      weight: 80,
      activityLevel: 'moderate',
      fitnessGoals: ['Weight Loss'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const gen = await generatePlan(a.app, m.token, { planType: 'premium' });
    expect(gen.statusCode, gen.body).toBe(201);
    const id = gen.json<{ plan: { id: string } }>().plan.id;
    return { m, plan: (await planOf(a, m, id)).json<{ plan: PlanDetail }>().plan };
  }

  function sessionLog(plan: PlanDetail, weightKg: number): WorkoutLogBody {
    const week = plan.content.training.weeks[0]!;
    const session = week.sessions.find((s) => s.exercises.length > 0)!;
    const ex = session.exercises[0]!;
    return {
      planId: plan.id,
      week: week.week,
      day: session.day,
      date: plan.startsAt.slice(0, 10),
      exercises: [{ exerciseId: ex.exerciseId, sets: [{ reps: 8, weightKg, rpe: 8, done: true }] }],
    };
  }

  it('the summary follows every write, on this instance and on another, after cached reads', async () => {
    const { m, plan } = await premiumMember();
    // Both instances have read (and cached) the empty summary.
    for (const t of [a, b]) expect((await summary(t, m)).weights).toEqual([]);
    for (const t of [a, b]) expect((await summary(t, m)).lifts).toEqual([]);

    // Each write on one instance, then each instance's next read sees it.
    const steps: [TestApp, () => Promise<number>, (s: ProgressSummary) => unknown, unknown][] = [
      [
        b,
        async () =>
          (await call(b, m, 'POST', '/api/progress/weights', { date: today(), weightKg: 79.5 })).statusCode,
        (s) => s.weights.map((w) => w.weightKg),
        [79.5],
      ],
      [
        a,
        async () =>
          (await call(a, m, 'PUT', `/api/progress/weights/${today()}`, { weightKg: 79.1 })).statusCode,
        (s) => s.weights.map((w) => w.weightKg),
        [79.1],
      ],
      [
        b,
        async () => (await call(b, m, 'POST', '/api/workouts/logs', sessionLog(plan, 40))).statusCode,
        (s) => s.lifts[0]?.history.map((h) => h.volumeKg),
        [320],
      ],
      [
        a,
        async () => (await call(a, m, 'POST', '/api/workouts/logs', sessionLog(plan, 50))).statusCode,
        (s) => s.lifts[0]?.history.map((h) => h.volumeKg),
        [400],
      ],
      [
        b,
        async () =>
          (
            await call(b, m, 'PUT', `/api/plans/${plan.id}/meals`, {
              date: plan.content.days[0]!.date,
              slot: plan.content.days[0]!.meals[0]!.slot,
              status: 'eaten',
            })
          ).statusCode,
        (s) => s.adherence[0]?.mealsEaten,
        1,
      ],
      [
        a,
        async () =>
          (await call(a, m, 'POST', '/api/progress/measurements', { date: today(), waistCm: 90 })).statusCode,
        (s) => s.measurements.map((x) => x.waistCm),
        [90],
      ],
      [
        b,
        async () => (await call(b, m, 'DELETE', `/api/progress/measurements/${today()}`)).statusCode,
        (s) => s.measurements,
        [],
      ],
      [
        a,
        async () => (await call(a, m, 'DELETE', `/api/progress/weights/${today()}`)).statusCode,
        (s) => s.weights,
        [],
      ],
    ];
    for (const [writer, write, pick, expected] of steps) {
      expect(await write()).toBeLessThan(300);
      for (const t of [a, b, writer]) expect(pick(await summary(t, m))).toEqual(expected);
    }
  });

  it('applies this instance’s log writes to the kept logs only when no write came between', async () => {
    const { m, plan } = await premiumMember();
    const day = plan.content.days[0]!;
    const meal = (status: 'eaten' | 'skipped') =>
      call(a, m, 'PUT', `/api/plans/${plan.id}/meals`, { date: day.date, slot: day.meals[0]!.slot, status });
    expect((await summary(a, m)).weights).toEqual([]); // kept on a

    // Two writes on a in a row, each applied to what a keeps: the second replaces the first's row.
    expect((await meal('eaten')).statusCode).toBe(200);
    expect((await summary(a, m)).adherence[0]?.mealsEaten).toBe(1);
    expect((await meal('skipped')).statusCode).toBe(200);
    expect((await summary(a, m)).adherence[0]?.mealsEaten).toBe(0);

    // A write on b, then one on a before a reads: a must not apply its own write on top of what it kept.
    const weight = await call(b, m, 'POST', '/api/progress/weights', { date: today(), weightKg: 79.5 });
    expect(weight.statusCode).toBe(201);
    expect((await call(a, m, 'POST', '/api/workouts/logs', sessionLog(plan, 40))).statusCode).toBe(201);
    for (const t of [a, b]) {
      const s = await summary(t, m);
      expect(s.weights.map((w) => w.weightKg)).toEqual([79.5]);
      expect(s.lifts[0]?.history.map((h) => h.volumeKg)).toEqual([320]);
    }

    // A retried write (same key) is answered from its first answer and changes nothing kept.
    const again = sessionLog(plan, 50);
    const first = await injectAs(a.app, m.token, {
      method: 'POST',
      url: '/api/workouts/logs',
      headers: { 'idempotency-key': 'read-cache-retry-1' },
      payload: again,
    });
    const retry = await injectAs(a.app, m.token, {
      method: 'POST',
      url: '/api/workouts/logs',
      headers: { 'idempotency-key': 'read-cache-retry-1' },
      payload: sessionLog(plan, 60),
    });
    expect(retry.json()).toEqual(first.json());
    for (const t of [a, b])
      expect((await summary(t, m)).lifts[0]?.history.map((h) => h.volumeKg)).toEqual([400]);
  });

  it('a new plan replaces the old one in the summary at once', async () => {
    const { m, plan } = await premiumMember();
    expect((await summary(b, m)).plan?.id).toBe(plan.id);
    const gen = await generatePlan(a.app, m.token, { planType: 'premium' });
    expect(gen.statusCode, gen.body).toBe(201);
    const next = gen.json<{ plan: { id: string } }>().plan.id;
    expect(next).not.toBe(plan.id);
    for (const t of [a, b]) expect((await summary(t, m)).plan?.id).toBe(next);
  });

  /** A meal of the plan with a dish it can be swapped for. */
  async function swapChoice(
    m: Member,
    plan: PlanDetail,
  ): Promise<{ day: number; meal: number; recipeId: string }> {
    for (const d of plan.content.days) {
      for (const [i, meal] of d.meals.entries()) {
        if (!meal.recipeId) continue;
        const o = await call(a, m, 'GET', `/api/plans/${plan.id}/swaps/options?day=${d.day}&meal=${i}`);
        const first = o.json<SwapOptionsResponse>().alternatives[0];
        if (first?.recipeId) return { day: d.day, meal: i, recipeId: first.recipeId };
      }
    }
    throw new Error('no meal of the plan can be swapped');
  }

  it('checks a set or a meal against the plan as it is now, not the head kept when it changed elsewhere', async () => {
    const { m, plan } = await premiumMember();
    // a keeps the plan's head (the summary reads it; a save reads it), then the plan changes on b.
    await summary(a, m);
    const choice = await swapChoice(m, plan);
    const day = plan.content.days.find((d) => d.day === choice.day)!;
    const slot = day.meals[choice.meal]!.slot;
    const slotIndex = day.meals.slice(0, choice.meal).filter((x) => x.slot === slot).length;
    const logMeal = () =>
      call(a, m, 'PUT', `/api/plans/${plan.id}/meals`, { date: day.date, slot, slotIndex, status: 'eaten' });
    const before = await logMeal();
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<{ meal: { kcal: number } }>().meal.kcal).toBe(
      Math.round(day.meals[choice.meal]!.totals.kcal),
    );

    // A swap on b: the meal logged on a counts the chosen dish's energy.
    const swapped = await call(b, m, 'POST', `/api/plans/${plan.id}/swaps`, choice);
    expect(swapped.statusCode, swapped.body).toBe(200);
    const shown = (await planOf(b, m, plan.id)).json<{ plan: PlanDetail }>().plan;
    const chosen = shown.content.days.find((d) => d.day === choice.day)!.meals[choice.meal]!;
    expect(chosen.recipeId).toBe(choice.recipeId);
    const after = await logMeal();
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json<{ meal: { kcal: number } }>().meal.kcal).toBe(Math.round(chosen.totals.kcal));

    // A revision elsewhere that takes the session away: a's next set for it is refused, nothing saved.
    const log = sessionLog(plan, 40);
    expect((await call(a, m, 'POST', '/api/workouts/logs', log)).statusCode).toBe(201);
    const week = plan.content.training.weeks.findIndex((w) => w.week === log.week);
    await b.database.db.execute(sql`
      update plans set content = jsonb_set(content, ${`{training,weeks,${week},sessions}`}::text[], '[]'::jsonb),
        shown_revision = shown_revision + 1
      where id = ${plan.id}`);
    const refused = await call(a, m, 'POST', '/api/workouts/logs', sessionLog(plan, 50));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json<{ field?: string }>().field).toBe('day');
    for (const t of [a, b])
      expect((await summary(t, m)).lifts[0]?.history.map((h) => h.volumeKg)).toEqual([320]);
  });

  it('answers a plan read naming its ETag with 304 until a write changes the plan, on either instance', async () => {
    const { m, plan } = await premiumMember();
    const read = (t: TestApp, ifNoneMatch?: string, who: Member = m) =>
      injectAs(t.app, who.token, {
        method: 'GET',
        url: `/api/plans/${plan.id}`,
        headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
      });
    const first = await read(a);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/".+"$/);
    for (const t of [a, b]) {
      const again = await read(t, tag);
      expect(again.statusCode, again.body).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(tag);
      // A list holding it, and the strong form of the same tag, match too (weak comparison).
      expect((await read(t, `W/"elsewhere", ${tag}`)).statusCode).toBe(304);
      expect((await read(t, tag.slice(2))).statusCode).toBe(304);
      const other = await read(t, 'W/"elsewhere"');
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(first.body);
      expect(other.headers.etag).toBe(tag);
    }
    // Another member naming the tag is refused as before, never told "not modified".
    const stranger = await registerMember(a.app);
    expect((await read(a, tag, stranger)).statusCode).not.toBe(304);

    // A swap on the other instance: the next read here sends the new body under a new tag.
    const choice = await swapChoice(m, plan);
    const swapped = await call(b, m, 'POST', `/api/plans/${plan.id}/swaps`, choice);
    expect(swapped.statusCode, swapped.body).toBe(200);
    const changed = await read(a, tag);
    expect(changed.statusCode).toBe(200);
    const swappedTag = changed.headers.etag as string;
    expect(swappedTag).not.toBe(tag);
    const meal = changed.json<{ plan: PlanDetail }>().plan.content.days.find((d) => d.day === choice.day)!
      .meals[choice.meal]!;
    expect(meal.recipeId).toBe(choice.recipeId);
    expect((await read(b, swappedTag)).statusCode).toBe(304);

    // A new plan: this one is no longer active, which changes its summary without a new content revision.
    const gen = await generatePlan(b.app, m.token, { planType: 'premium' });
    expect(gen.statusCode, gen.body).toBe(201);
    for (const t of [a, b]) {
      const after = await read(t, swappedTag);
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(swappedTag);
      expect(after.json<{ plan: PlanDetail }>().plan.isActive).toBe(false);
    }
  });

  it('serves a plan as the response schema would, and a meal swap made elsewhere at once', async () => {
    const { m, plan } = await premiumMember();
    // The pre-serialised body is what the response schema makes of the plan (no field more or less).
    const body = (await planOf(a, m, plan.id)).body;
    expect(body).toBe(JSON.stringify(planDetailResponse.parse(JSON.parse(body))));
    await planOf(b, m, plan.id); // cached on both instances

    const choice = await swapChoice(m, plan);
    const swapped = await call(a, m, 'POST', `/api/plans/${plan.id}/swaps`, choice);
    expect(swapped.statusCode, swapped.body).toBe(200);
    for (const t of [a, b]) {
      const shown = (await planOf(t, m, plan.id)).json<{ plan: PlanDetail }>().plan;
      const meal = shown.content.days.find((d) => d.day === choice.day)!.meals[choice.meal]!;
      expect(meal.recipeId).toBe(choice.recipeId);
    }
    // Undoing it (the plan's own dish again) shows the original everywhere too.
    const original = plan.content.days.find((d) => d.day === choice.day)!.meals[choice.meal]!;
    const undone = await call(b, m, 'POST', `/api/plans/${plan.id}/swaps`, {
      ...choice,
      recipeId: original.recipeId,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    for (const t of [a, b]) {
      const shown = (await planOf(t, m, plan.id)).json<{ plan: PlanDetail }>().plan;
      expect(shown.content.days.find((d) => d.day === choice.day)!.meals[choice.meal]).toEqual(original);
    }
  });

  it('serves the plan summaries as the response schema would, and any change to their row at once', async () => {
    const { m, plan } = await premiumMember();
    // What the zod serializer makes of the service's summaries (the bodies before they were kept serialised).
    const expected = async () => {
      const active = await a.app.ctx.services.plans.active(m.user.id);
      return {
        active: JSON.stringify(z.encode(activePlanResponse, { plan: active })),
        // This plan's summary while it is the active one.
        summary: active?.id === plan.id ? JSON.stringify(z.encode(planSummarySchema, active)) : null,
      };
    };
    const check = async () => {
      const want = await expected();
      for (const t of [a, b]) {
        const active = await call(t, m, 'GET', '/api/plans/active');
        expect(active.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(active.body).toBe(want.active);
        const list = await call(t, m, 'GET', '/api/plans');
        expect(list.body).toBe(JSON.stringify(z.encode(planListResponse, list.json())));
        const listed = list.json<{ plans: PlanSummary[] }>().plans.find((p) => p.id === plan.id)!;
        if (want.summary) expect(JSON.stringify(listed)).toBe(want.summary);
        // The 28-day plan's body starts with the same summary.
        const detail = (await planOf(t, m, plan.id)).body;
        const { content: _content, ...summary } = JSON.parse(detail).plan as PlanDetail;
        expect(JSON.stringify(summary)).toBe(JSON.stringify(listed));
      }
    };
    await check();
    await check(); // served from what the reads kept
    // Columns changed without a new shown revision, one at a time: each is seen at once.
    for (const change of [
      sql`summary = 'A summary rewritten'`,
      sql`confidence_score = 42`,
      sql`warnings = array['Check with your doctor.']`,
      sql`expires_at = expires_at + interval '1 day'`,
      sql`review_status = 'pending'`,
    ]) {
      await a.database.db.execute(sql`update plans set ${change} where id = ${plan.id}`);
      await check();
    }
    // A new plan: the first one is no longer active.
    const gen = await generatePlan(b.app, m.token, { planType: 'free' });
    expect(gen.statusCode, gen.body).toBe(201);
    await check();
    const old = (await call(a, m, 'GET', '/api/plans')).json<{ plans: PlanSummary[] }>().plans;
    expect(old.find((p) => p.id === plan.id)!.isActive).toBe(false);
  });

  it('lists a plan’s meal log from a kept head to its owner only, with what the other instance saved', async () => {
    const { m, plan } = await premiumMember();
    const meals = (t: TestApp, who: Member, id = plan.id) => call(t, who, 'GET', `/api/plans/${id}/meals`);
    expect((await meals(a, m)).json()).toEqual({ meals: [] }); // the head kept on a
    const day = plan.content.days[0]!;
    const logged = await call(b, m, 'PUT', `/api/plans/${plan.id}/meals`, {
      date: day.date,
      slot: day.meals[0]!.slot,
      status: 'eaten',
      portion: 1,
    });
    expect(logged.statusCode, logged.body).toBe(200);
    expect((await meals(a, m)).json<{ meals: unknown[] }>().meals).toHaveLength(1);
    // Another Premium member asking for it is told there is no such plan, as before the head was kept.
    const stranger = await registerMember(a.app);
    await grantEntitlement(a.database, stranger.user.id, 'premium');
    for (const id of [plan.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await meals(a, stranger, id);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Plan not found.' });
    }
  });

  it('shows a plan summary’s warnings as stored for the plan’s revision, on both instances', async () => {
    const { m, plan } = await premiumMember();
    const active = async (t: TestApp) => {
      const res = await call(t, m, 'GET', '/api/plans/active');
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ plan: PlanSummary }>().plan;
    };
    const listed = async (t: TestApp) => {
      const res = await call(t, m, 'GET', '/api/plans');
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ plans: PlanSummary[] }>().plans.find((p) => p.id === plan.id)!;
    };
    // As a plan revision writes them (plans-repo updatePlanVersion): the messages, the stored details, a new revision.
    const revise = (code: string, severity: string) =>
      a.database.db.execute(sql`
        update plans set warnings = array['Check with your doctor.'],
          content = jsonb_set(content, '{warnings}',
            ${JSON.stringify([{ severity, code, message: 'Check with your doctor.' }])}::jsonb),
          shown_revision = shown_revision + 1
        where id = ${plan.id}`);
    await revise('first-code', 'caution');
    for (const t of [a, b])
      for (const p of [await active(t), await listed(t)])
        expect(p.warningDetails).toEqual([
          { severity: 'caution', code: 'first-code', message: 'Check with your doctor.' },
        ]);
    await revise('second-code', 'critical');
    for (const t of [b, a])
      for (const p of [await active(t), await listed(t)])
        expect(p.warningDetails).toEqual([
          { severity: 'critical', code: 'second-code', message: 'Check with your doctor.' },
        ]);
  });
});
