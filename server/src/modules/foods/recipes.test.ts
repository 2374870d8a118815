import type { Food, FoodLogEntry, Recipe } from '@common/foods';
import { NUTRIENT_FIELDS } from '@common/foods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  registerMember,
  testDatabaseKinds,
  type Member,
  type TestApp,
} from '../../../test/helpers';

const today = () => new Date().toISOString().slice(0, 10);

describe.each(testDatabaseKinds())('member recipes on %s', (kind) => {
  let t: TestApp;
  let a: Member;
  let b: Member;
  let ownFood: Food;
  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await registerMember(t.app);
    b = await registerMember(t.app);
    ownFood = (
      await injectAs(t.app, a.token, {
        method: 'POST',
        url: '/api/foods',
        payload: {
          name: 'Homemade ghee',
          servingLabel: 'tsp',
          servingGrams: 5,
          kcal: 45,
          proteinG: 0,
          carbsG: 0,
          fatG: 5,
        },
      })
    ).json<{ food: Food }>().food;
  });
  afterAll(() => t.close());

  const as = (
    m: Member,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    headers?: object,
  ) =>
    injectAs(t.app, m.token, {
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(headers ? { headers: headers as Record<string, string> } : {}),
    });
  const foodOf = async (id: string) => (await as(a, 'GET', `/api/foods/${id}`)).json<{ food: Food }>().food;

  /** Paneer bhurji for 2: 200 g paneer, 1 katori of dal (a dish), 2 tsp of the member's own ghee. */
  const bhurji = (extra: object = {}) => ({
    name: 'Paneer bhurji',
    servings: 2,
    ingredients: [
      { foodId: 'ifct:L003', measureId: 'g', amount: 200 },
      { foodId: 'dish:dal-tadka', measureId: 'serving', amount: 1 },
      { foodId: ownFood.id, measureId: 'serving', amount: 2 },
    ],
    ...extra,
  });

  it('sums the ingredients per serving and is found, shown and logged like a food by its owner only', async () => {
    const res = await as(a, 'POST', '/api/foods/recipes', bhurji());
    expect(res.statusCode, res.body).toBe(201);
    const recipe = res.json<{ recipe: Recipe }>().recipe;
    const [paneer, dal] = [await foodOf('ifct:L003'), await foodOf('dish:dal-tadka')];
    expect(recipe.ingredients.map((i) => [i.name, i.grams])).toEqual([
      ['Paneer', 200],
      [dal.name, 150],
      ['Homemade ghee', 10],
    ]);
    for (const k of ['kcal', 'proteinG', 'fatG'] as const) {
      const total = (paneer.per100g[k] * 200 + dal.per100g[k] * 150 + ownFood.per100g[k] * 10) / 100;
      expect(recipe.perServing[k], k).toBeCloseTo(total / 2, 6);
    }
    // The member's ghee lists no sodium: the serving's sodium is unknown, not a guess.
    expect(recipe.perServing.sodiumMg).toBeNull();

    const food = await foodOf(recipe.foodId);
    expect(food).toMatchObject({ name: 'Paneer bhurji', source: 'Your recipe', confidence: 'recipe' });
    expect(food.measures.map((m) => m.id)).toEqual(['serving']);
    expect(food.note).toContain('sodium');
    const found = (await as(a, 'GET', '/api/foods?q=bhurji')).json<{ foods: Food[] }>().foods;
    expect(found.map((f) => f.id)).toContain(recipe.foodId);

    const logged = await as(a, 'POST', '/api/food-logs', {
      kind: 'food',
      date: today(),
      slot: 'dinner',
      foodId: recipe.foodId,
      measureId: 'serving',
      amount: 1.5,
    });
    expect(logged.statusCode, logged.body).toBe(201);
    const entry = logged.json<{ entry: FoodLogEntry }>().entry;
    expect(entry.nutrients.kcal).toBeCloseTo(recipe.perServing.kcal * 1.5, 0);
    expect(entry.nutrients.proteinG!).toBeCloseTo(recipe.perServing.proteinG * 1.5, 0);

    expect((await as(a, 'GET', '/api/foods/recipes')).json().recipes).toHaveLength(1);
    expect((await as(a, 'GET', `/api/foods/recipes/${recipe.id}`)).json().recipe.id).toBe(recipe.id);
    expect((await as(b, 'GET', `/api/foods/${recipe.foodId}`)).statusCode).toBe(404);
    expect((await as(b, 'GET', `/api/foods/recipes/${recipe.id}`)).statusCode).toBe(404);
    expect((await as(b, 'GET', '/api/foods/recipes')).json().recipes).toEqual([]);
    expect((await as(b, 'GET', '/api/foods?q=bhurji')).json().foods.map((f: Food) => f.id)).not.toContain(
      recipe.foodId,
    );
    const bLogs = await as(b, 'POST', '/api/food-logs', {
      kind: 'food',
      date: today(),
      slot: 'dinner',
      foodId: recipe.foodId,
      measureId: 'serving',
      amount: 1,
    });
    expect(bLogs.statusCode).toBe(400);
    expect(bLogs.json().field).toBe('foodId');
    // Another member cannot use it as an ingredient either.
    const bUses = await as(b, 'POST', '/api/foods/recipes', {
      name: 'Theirs',
      servings: 1,
      ingredients: [{ foodId: recipe.foodId, measureId: 'serving', amount: 1 }],
    });
    expect(bUses.statusCode).toBe(400);
    expect(bUses.json().field).toBe('ingredients.0.foodId');
  });

  it('with the cooked weight, grams are a measure and a serving weighs the pot ÷ servings', async () => {
    const recipe = (
      await as(a, 'POST', '/api/foods/recipes', bhurji({ name: 'Weighed bhurji', cookedGrams: 300 }))
    ).json<{ recipe: Recipe }>().recipe;
    const food = await foodOf(recipe.foodId);
    expect(food.measures.map((m) => [m.id, m.grams])).toEqual([
      ['serving', 150],
      ['g', 1],
    ]);
    for (const k of NUTRIENT_FIELDS) {
      const v = recipe.perServing[k];
      if (v === null) expect(food.per100g[k]).toBeNull();
      else expect(food.per100g[k]! * 1.5, k).toBeCloseTo(v, 6);
    }
  });

  it('is idempotent: a retry with the same key creates one recipe; the key with another body is a conflict', async () => {
    const m = await registerMember(t.app);
    const body = {
      name: 'Poha',
      servings: 1,
      ingredients: [{ foodId: 'ifct:L003', measureId: 'g', amount: 50 }],
    };
    const first = await as(m, 'POST', '/api/foods/recipes', { ...body, clientId: 'poha-retry-0001' });
    const again = await as(m, 'POST', '/api/foods/recipes', { ...body, clientId: 'poha-retry-0001' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().recipe.id).toBe(first.json().recipe.id);
    const header = { 'idempotency-key': 'poha-retry-0002' };
    const h1 = await as(m, 'POST', '/api/foods/recipes', body, header);
    const h2 = await as(m, 'POST', '/api/foods/recipes', body, header);
    expect(h2.json().recipe.id).toBe(h1.json().recipe.id);
    expect((await as(m, 'POST', '/api/foods/recipes', { ...body, servings: 2 }, header)).statusCode).toBe(
      409,
    );
    expect((await as(m, 'GET', '/api/foods/recipes')).json().recipes).toHaveLength(2);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [object, string][] = [
      [bhurji({ ingredients: [] }), 'ingredients'],
      [bhurji({ ingredients: undefined }), 'ingredients'],
      [bhurji({ servings: 0 }), 'servings'],
      [bhurji({ servings: -2 }), 'servings'],
      [bhurji({ name: '' }), 'name'],
      [bhurji({ cookedGrams: 0 }), 'cookedGrams'],
      [bhurji({ ingredients: [{ foodId: 'ifct:L003', measureId: 'g', amount: 0 }] }), 'ingredients.0.amount'],
      [
        bhurji({ ingredients: [{ foodId: 'ifct:L003', measureId: 'g', amount: -5 }] }),
        'ingredients.0.amount',
      ],
      [
        bhurji({
          ingredients: [
            { foodId: 'ifct:L003', measureId: 'g', amount: 1 },
            { foodId: 'ifct:Z999', measureId: 'g', amount: 1 },
          ],
        }),
        'ingredients.1.foodId',
      ],
      [
        bhurji({ ingredients: [{ foodId: 'custom:not-a-uuid', measureId: 'g', amount: 1 }] }),
        'ingredients.0.foodId',
      ],
      [
        bhurji({ ingredients: [{ foodId: 'ifct:L003', measureId: 'bucket', amount: 1 }] }),
        'ingredients.0.measureId',
      ],
      [bhurji({ clientId: 'x' }), 'clientId'],
    ];
    for (const [body, field] of cases) {
      const res = await as(a, 'POST', '/api/foods/recipes', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field, JSON.stringify(body)).toBe(field);
    }
    const badId = await as(a, 'GET', '/api/foods/recipes/not-an-id');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().field).toBe('id');
  });

  it("deletes one's own recipe (logged food stays); another member's answers 404", async () => {
    const m = await registerMember(t.app);
    const recipe = (
      await as(m, 'POST', '/api/foods/recipes', {
        ...bhurji(),
        ingredients: bhurji().ingredients.slice(0, 2),
      })
    ).json<{ recipe: Recipe }>().recipe;
    const log = {
      kind: 'food',
      date: today(),
      slot: 'lunch',
      foodId: recipe.foodId,
      measureId: 'serving',
      amount: 1,
    };
    expect((await as(m, 'POST', '/api/food-logs', log)).statusCode).toBe(201);
    expect((await as(b, 'DELETE', `/api/foods/recipes/${recipe.id}`)).statusCode).toBe(404);
    expect((await as(m, 'DELETE', `/api/foods/recipes/${recipe.id}`)).statusCode).toBe(204);
    expect((await as(m, 'DELETE', `/api/foods/recipes/${recipe.id}`)).statusCode).toBe(404);
    expect((await as(m, 'GET', `/api/foods/${recipe.foodId}`)).statusCode).toBe(404);
    const day = (await as(m, 'GET', `/api/food-logs?date=${today()}`)).json();
    expect(day.entries.map((e: FoodLogEntry) => e.name)).toEqual(['Paneer bhurji']);
  });
});
