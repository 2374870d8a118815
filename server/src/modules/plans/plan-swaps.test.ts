import type { PlanDetail } from '@common/plans';
import { PROTEIN_SHAKE_DISH_ID, PROTEIN_SHAKE_NAME, type SwapOptionsResponse } from '@common/plan-swaps';
import { eq, sql } from 'drizzle-orm';
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
import { plans } from './plans-schema';

const PROFILE = {
  age: 38,
  gender: 'male',
  height: 176,
  weight: 80,
  activityLevel: 'moderate',
  fitnessGoals: ['Weight Loss'],
  dietaryRestrictions: ['Vegetarian'],
  medicalConditions: ['Hypertension'],
};

describe.each(testDatabaseKinds())('meal swaps API on %s', (kind) => {
  let t: TestApp;
  let owner: Member;
  let other: Member;
  let premiumId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await registerMember(t.app);
    other = await registerMember(t.app);
    for (const m of [owner, other])
      await injectAs(t.app, m.token, { method: 'POST', url: '/api/profile', payload: PROFILE });
    await grantEntitlement(t.database, owner.user.id, 'premium');
    const res = await generatePlan(t.app, owner.token, { planType: 'premium', includeBloodTest: false });
    expect(res.statusCode).toBe(201);
    premiumId = res.json().plan.id;
  }, 60_000);
  afterAll(() => t.close());

  const as = (m: Member, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    injectAs(t.app, m.token, {
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const plan = async (id: string): Promise<PlanDetail> =>
    (await as(owner, 'GET', `/api/plans/${id}`)).json<{ plan: PlanDetail }>().plan;
  const options = async (id: string, day: number, meal: number): Promise<SwapOptionsResponse> => {
    const res = await as(owner, 'GET', `/api/plans/${id}/swaps/options?day=${day}&meal=${meal}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SwapOptionsResponse>();
  };
  /** The first meal of the plan (from day `from`) that has at least one alternative. */
  async function swappable(id: string, from = 1) {
    const p = await plan(id);
    for (const d of p.content.days.filter((x) => x.day >= from)) {
      for (const [i, m] of d.meals.entries()) {
        if (!m.recipeId || m.swap) continue;
        const o = await options(id, d.day, i);
        if (o.alternatives.length > 0) return { day: d.day, meal: i, o };
      }
    }
    throw new Error('no swappable meal');
  }
  const grocery = (p: PlanDetail, week: number) =>
    new Map(p.content.groceryList.find((w) => w.week === week)!.items.map((i) => [i.foodId, i.grams]));

  it('offers up to 3 alternatives of the same slot within the energy and protein band, with household measures', async () => {
    const { o } = await swappable(premiumId);
    expect(o.alternatives.length).toBeLessThanOrEqual(3);
    if (o.alternatives.length < 3) expect(o.reason).toBeTruthy();
    else expect(o.reason).toBeNull();
    for (const a of o.alternatives) {
      expect(a.slot).toBe(o.slot);
      expect(a.recipeId).not.toBe(o.original.recipeId);
      expect(a.totals.kcal).toBeGreaterThanOrEqual(o.band.kcal[0]);
      expect(a.totals.kcal).toBeLessThanOrEqual(o.band.kcal[1]);
      expect(a.totals.proteinG).toBeGreaterThanOrEqual(o.band.proteinG[0]);
      expect(a.totals.proteinG).toBeLessThanOrEqual(o.band.proteinG[1]);
      expect(a.howTo?.steps.length).toBeGreaterThan(0);
      for (const item of a.items) {
        expect(item.measure).toMatch(/\d|[¼½¾]|^a pinch$/);
        expect(item.contains).not.toContain('meat');
        expect(item.contains).not.toContain('egg');
      }
    }
    // ±10 % of the meal, widened to at most ±15 % where the day has room (SWAP_RULES).
    expect(o.band.kcal[0]).toBeLessThanOrEqual(o.original.totals.kcal * 0.9 + 1);
    expect(o.band.kcal[0]).toBeGreaterThanOrEqual(o.original.totals.kcal * 0.85 - 1);
  });

  it('saves the choice: the plan shows it in place, marked, after a reload; the grocery list follows; undo restores', async () => {
    const before = await plan(premiumId);
    const { day, meal, o } = await swappable(premiumId);
    const choice = o.alternatives[0]!;
    const res = await as(owner, 'POST', `/api/plans/${premiumId}/swaps`, {
      day,
      meal,
      recipeId: choice.recipeId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/replaces/);
    const after = await plan(premiumId);
    const shown = after.content.days[day - 1]!.meals[meal]!;
    expect(shown.recipeId).toBe(choice.recipeId);
    expect(shown.swap).toMatchObject({
      originalRecipeId: o.original.recipeId,
      originalName: o.original.name,
    });
    expect(res.json().plan.content.days[day - 1].meals[meal].recipeId).toBe(choice.recipeId);
    // Day totals follow the swap.
    const d0 = before.content.days[day - 1]!;
    const d1 = after.content.days[day - 1]!;
    expect(d1.totals.kcal).toBeCloseTo(d0.totals.kcal - o.original.totals.kcal + choice.totals.kcal, 0);
    // The week's grocery list has the new dish's foods and no longer the old one's (where nothing else uses them).
    const week = Math.ceil(day / 7);
    const g0 = grocery(before, week);
    const g1 = grocery(after, week);
    expect(g1).not.toEqual(g0);
    for (const item of choice.items) expect(g1.get(item.foodId) ?? 0).toBeGreaterThanOrEqual(item.grams);
    const options2 = await options(premiumId, day, meal);
    expect(options2.swapped).toBe(true);
    expect(options2.current.recipeId).toBe(choice.recipeId);
    // The options of a meal do not move with the swap chosen there (they are for the plan's own dish's place).
    expect(options2.alternatives).toEqual(o.alternatives);
    expect(options2.band).toEqual(o.band);

    // Choosing the plan's own dish again undoes the swap.
    const undo = await as(owner, 'POST', `/api/plans/${premiumId}/swaps`, {
      day,
      meal,
      recipeId: o.original.recipeId,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().message).toMatch(/^Back to/);
    const restored = await plan(premiumId);
    expect(restored.content.days[day - 1]!.meals[meal]).toEqual(before.content.days[day - 1]!.meals[meal]);
    expect(restored.content.groceryList).toEqual(before.content.groceryList);
  });

  it('a swapped meal is logged at the chosen dish’s energy', async () => {
    const p = await plan(premiumId);
    const day = p.content.days[0]!;
    let done = false;
    for (const [i, m] of day.meals.entries()) {
      if (done || !m.recipeId || m.swap || m.slot === 'snack') continue;
      const o = await options(premiumId, 1, i);
      const choice = o.alternatives[0];
      if (!choice) continue;
      const res = await as(owner, 'POST', `/api/plans/${premiumId}/swaps`, {
        day: 1,
        meal: i,
        recipeId: choice.recipeId,
      });
      expect(res.statusCode, res.body).toBe(200);
      const log = await as(owner, 'PUT', `/api/plans/${premiumId}/meals`, {
        date: day.date,
        slot: m.slot,
        status: 'eaten',
      });
      expect(log.statusCode, log.body).toBe(200);
      expect(log.json().meal.kcal).toBeCloseTo(choice.totals.kcal, 0);
      await as(owner, 'POST', `/api/plans/${premiumId}/swaps`, { day: 1, meal: i, recipeId: m.recipeId });
      done = true;
    }
    expect(done).toBe(true);
  });

  it('rejects bad keys and dishes that are not offered with a 400 naming the field', async () => {
    const url = `/api/plans/${premiumId}/swaps`;
    const bad = async (payload: unknown, field: RegExp) => {
      const res = await as(owner, 'POST', url, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(field);
    };
    await bad({ day: 0, meal: 0, recipeId: 'x' }, /day/);
    await bad({ day: 99, meal: 0, recipeId: 'x' }, /day must be between 1 and 28/);
    await bad({ day: 1, meal: 9, recipeId: 'x' }, /meal must be between 0 and/);
    await bad({ day: 1, meal: 'first', recipeId: 'x' }, /meal/);
    // JSON must carry numbers: null, true or [] are not read as 0 or 1.
    await bad({ day: true, meal: 0, recipeId: 'x' }, /day must be a whole number/);
    await bad({ day: 1, meal: null, recipeId: 'x' }, /meal must be a whole number/);
    await bad({ day: [1], meal: 0, recipeId: 'x' }, /day must be a whole number/);
    await bad({ day: 1, meal: 0 }, /recipeId/);
    await bad({ day: 1, meal: 0, recipeId: 'x', extra: 1 }, /Unknown field: extra/);
    const { day, meal } = await swappable(premiumId);
    await bad(
      { day, meal, recipeId: 'no-such-dish' },
      /recipeId: "no-such-dish" is not one of the dishes offered/,
    );
    // A real dish of another slot is not an allowed alternative either.
    const p = await plan(premiumId);
    const slot = p.content.days[day - 1]!.meals[meal]!.slot;
    const otherSlot = p.content.days.flatMap((d) => d.meals).find((m) => m.slot !== slot && m.recipeId)!;
    await bad({ day, meal, recipeId: otherSlot.recipeId }, /is not one of the dishes offered/);
    const q = await as(owner, 'GET', `/api/plans/${premiumId}/swaps/options?day=1`);
    expect(q.statusCode).toBe(400);
    expect(q.json().message).toMatch(/meal/);
  });

  it('a plan made during pregnancy (the profile field) offers no swaps once the profile no longer says so', async () => {
    const m = await registerMember(t.app);
    await grantEntitlement(t.database, m.user.id, 'premium');
    const pregnant = {
      ...PROFILE,
      gender: 'female',
      pregnancyStatus: 'pregnant_2',
      fitnessGoals: ['General Health'],
    };
    expect((await as(m, 'POST', '/api/profile', pregnant)).statusCode).toBe(200);
    const res = await generatePlan(t.app, m.token, { planType: 'premium', includeBloodTest: false });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().plan.id as string;
    const made = (await as(m, 'GET', `/api/plans/${id}`)).json<{ plan: PlanDetail }>().plan;
    expect(made.content.inputs.conditions).toContain('pregnancy');
    const meal = made.content.days[0]!.meals.findIndex((x) => x.recipeId);
    expect((await as(m, 'POST', '/api/profile', { ...pregnant, pregnancyStatus: null })).statusCode).toBe(
      200,
    );
    const o = await as(m, 'GET', `/api/plans/${id}/swaps/options?day=1&meal=${meal}`);
    expect(o.statusCode, o.body).toBe(200);
    expect(o.json().alternatives).toEqual([]);
    expect(o.json().reason).toMatch(/no longer lists pregnancy/);
  });

  it('a plan stored when atrial fibrillation carried the heart-disease key still offers swaps; dropping AF refuses', async () => {
    // The catalogue re-read AF as a rhythm disorder (no heart-disease rules); plans made before kept the key.
    const m = await registerMember(t.app);
    await grantEntitlement(t.database, m.user.id, 'premium');
    const af = { ...PROFILE, medicalConditions: ['Atrial fibrillation'] };
    expect((await as(m, 'POST', '/api/profile', af)).statusCode).toBe(200);
    const res = await generatePlan(t.app, m.token, { planType: 'premium', includeBloodTest: false });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().plan.id as string;
    const [row] = await t.database.db.select().from(plans).where(eq(plans.id, id));
    const stored = row!.content;
    expect(stored.inputs.conditions).not.toContain('heart-disease');
    await t.database.db
      .update(plans)
      .set({
        content: {
          ...stored,
          inputs: { ...stored.inputs, conditions: [...stored.inputs.conditions, 'heart-disease'] },
        },
        shownRevision: sql`${plans.shownRevision} + 1`,
      })
      .where(eq(plans.id, id));
    const meal = stored.days[0]!.meals.findIndex((x) => x.recipeId);
    const o = await as(m, 'GET', `/api/plans/${id}/swaps/options?day=1&meal=${meal}`);
    expect(o.statusCode, o.body).toBe(200);
    expect(o.json().reason ?? '').not.toMatch(/no longer lists/);
    expect(o.json().alternatives.length).toBeGreaterThan(0);
    // A profile that no longer lists AF (nor any heart condition) is refused as before.
    expect((await as(m, 'POST', '/api/profile', PROFILE)).statusCode).toBe(200);
    const gone = await as(m, 'GET', `/api/plans/${id}/swaps/options?day=1&meal=${meal}`);
    expect(gone.json().alternatives).toEqual([]);
    expect(gone.json().reason).toMatch(/no longer lists heart-disease/);
  });

  it('the protein shake the plan added can be swapped for a snack with its protein, and brought back', async () => {
    // Plans are seeded by account, so a few members whose plans add shakes (weight loss at a high protein target;
    // shakes welcome — food first otherwise).
    const welcome = { mealPreferences: { proteinSupplements: true } };
    const profiles = [
      { age: 45, gender: 'female', weight: 90, ...welcome },
      { age: 38, gender: 'male', weight: 95, ...welcome },
      { age: 38, gender: 'male', weight: 80, dietaryRestrictions: ['Vegetarian'], ...welcome },
    ];
    let found: { day: number; meal: number; o: SwapOptionsResponse } | null = null;
    let member: Member | null = null;
    let id = '';
    let content: PlanDetail['content'] | null = null;
    let shakeCount = 0;
    for (const p of profiles) {
      member = await registerMember(t.app);
      await injectAs(t.app, member.token, {
        method: 'POST',
        url: '/api/profile',
        payload: { ...PROFILE, dietaryRestrictions: [], medicalConditions: [], ...p },
      });
      await grantEntitlement(t.database, member.user.id, 'premium');
      const made = await generatePlan(t.app, member.token, { planType: 'premium', includeBloodTest: false });
      expect(made.statusCode, made.body).toBe(201);
      id = made.json().plan.id;
      content = (await injectAs(t.app, member.token, { method: 'GET', url: `/api/plans/${id}` })).json().plan
        .content;
      for (const d of content!.days)
        for (const [i, m] of d.meals.entries()) {
          if (found || m.name !== PROTEIN_SHAKE_NAME) continue;
          shakeCount++;
          const o = (
            await injectAs(t.app, member.token, {
              method: 'GET',
              url: `/api/plans/${id}/swaps/options?day=${d.day}&meal=${i}`,
            })
          ).json<SwapOptionsResponse>();
          expect(o.original.recipeId).toBeNull();
          if (o.alternatives.length > 0) found = { day: d.day, meal: i, o };
          else expect(o.reason).toMatch(/No alternative for this meal/);
        }
      if (found) break;
    }
    expect(shakeCount, 'these profiles’ plans have protein shakes').toBeGreaterThan(0);
    const mine = (method: 'GET' | 'POST', url: string, payload?: object) =>
      injectAs(t.app, member!.token, { method, url, ...(payload ? { payload } : {}) });
    expect(found, 'some shake of the plan has an alternative').not.toBeNull();
    const { day, meal, o } = found!;
    for (const a of o.alternatives) {
      expect(a.totals.proteinG).toBeGreaterThanOrEqual(o.band.proteinG[0]);
      expect(a.totals.kcal).toBeLessThanOrEqual(o.band.kcal[1]);
    }
    // The band never lets the day leave its ±5 % energy tolerance.
    const d = content!.days[day - 1]!;
    expect(d.totals.kcal - o.original.totals.kcal + o.band.kcal[1]).toBeLessThanOrEqual(
      Math.max(content!.targets.calories * 1.05, d.totals.kcal + o.original.totals.kcal * 0.1) + 1,
    );
    const chosen = await mine('POST', `/api/plans/${id}/swaps`, {
      day,
      meal,
      recipeId: o.alternatives[0]!.recipeId,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().plan.content.days[day - 1].meals[meal].swap.originalName).toBe(PROTEIN_SHAKE_NAME);
    const back = await mine('POST', `/api/plans/${id}/swaps`, { day, meal, recipeId: PROTEIN_SHAKE_DISH_ID });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().message).toBe(`Back to ${PROTEIN_SHAKE_NAME}.`);
    const restored: PlanDetail['content'] = (await mine('GET', `/api/plans/${id}`)).json().plan.content;
    expect(restored.days[day - 1]!.meals[meal]).toEqual(content!.days[day - 1]!.meals[meal]);
  });

  it("hides another member's plan (404) for both routes; staff reads keep working", async () => {
    const o = await as(other, 'GET', `/api/plans/${premiumId}/swaps/options?day=1&meal=0`);
    expect(o.statusCode).toBe(404);
    const c = await as(other, 'POST', `/api/plans/${premiumId}/swaps`, { day: 1, meal: 0, recipeId: 'x' });
    expect(c.statusCode).toBe(404);
    expect((await as(other, 'GET', `/api/plans/${premiumId}`)).statusCode).toBe(404);
  });

  it('free plans: a filled grocery list that follows a swap', async () => {
    const m = await registerMember(t.app);
    await as(m, 'POST', '/api/profile', { ...PROFILE, dietaryRestrictions: [], medicalConditions: [] });
    const gen = await generatePlan(t.app, m.token, { planType: 'free' });
    const id = gen.json().plan.id as string;
    const get = async () => (await as(m, 'GET', `/api/plans/${id}`)).json<{ plan: PlanDetail }>().plan;
    const before = await get();
    expect(before.content.groceryList[0]!.items.length).toBeGreaterThan(5);
    let done = false;
    for (const d of before.content.days) {
      for (const [i, meal] of d.meals.entries()) {
        if (done || !meal.recipeId) continue;
        const o = (
          await as(m, 'GET', `/api/plans/${id}/swaps/options?day=${d.day}&meal=${i}`)
        ).json<SwapOptionsResponse>();
        const a = o.alternatives[0];
        if (!a) continue;
        const res = await as(m, 'POST', `/api/plans/${id}/swaps`, {
          day: d.day,
          meal: i,
          recipeId: a.recipeId,
        });
        expect(res.statusCode, res.body).toBe(200);
        const after = await get();
        expect(after.content.days[d.day - 1]!.meals[i]!.recipeId).toBe(a.recipeId);
        expect(after.content.groceryList).not.toEqual(before.content.groceryList);
        done = true;
      }
    }
    expect(done).toBe(true);
  });

  it('a check-in that re-plans the coming weeks drops their swaps and says so; earlier swaps stay', async () => {
    const early = await swappable(premiumId, 1);
    const late = await swappable(premiumId, 8);
    for (const s of [early, late]) {
      const res = await as(owner, 'POST', `/api/plans/${premiumId}/swaps`, {
        day: s.day,
        meal: s.meal,
        recipeId: s.o.alternatives[0]!.recipeId,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const current = await plan(premiumId);
    const result = await t.database.db.transaction((tx) =>
      t.app.ctx.services.plans.revise(tx, {
        userId: owner.user.id,
        planId: premiumId,
        fromDay: 8,
        calorieTargetKcal: current.content.targets.calories - 100,
        progressions: [],
        checkInId: '00000000-0000-4000-8000-000000000001',
        reasons: [],
      }),
    );
    expect('revision' in result).toBe(true);
    if (!('revision' in result)) return;
    expect(result.revision.changes.join(' ')).toMatch(/1 meal swap you chose .* was dropped/);
    const after = await plan(premiumId);
    expect(after.content.days[early.day - 1]!.meals[early.meal]!.swap).toBeDefined();
    expect(
      after.content.days
        .slice(7)
        .flatMap((d) => d.meals)
        .some((m) => m.swap),
    ).toBe(false);
    expect(after.content.revision?.changes.join(' ')).toMatch(/dropped/);
  });

  it('Doctor Verified plans: no swaps while the clinician review is pending', async () => {
    const m = await registerMember(t.app);
    await as(m, 'POST', '/api/profile', PROFILE);
    await grantEntitlement(t.database, m.user.id, 'doctor_verified');
    const gen = await generatePlan(t.app, m.token, { planType: 'doctor_verified', includeBloodTest: false });
    expect(gen.statusCode, gen.body).toBe(201);
    const id = gen.json().plan.id as string;
    const res = await as(m, 'POST', `/api/plans/${id}/swaps`, { day: 1, meal: 0, recipeId: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/once your clinician has approved/);
    // The alternatives can still be looked at.
    expect((await as(m, 'GET', `/api/plans/${id}/swaps/options?day=1&meal=0`)).statusCode).toBe(200);
  });
});
