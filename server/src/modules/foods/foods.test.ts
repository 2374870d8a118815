import type { Food, FoodLogDay, FoodLogEntry } from '@common/foods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePlan } from '../../../test/factories';
import {
  createTestApp,
  injectAs,
  registerMember,
  testDatabaseKinds,
  type Member,
  type TestApp,
} from '../../../test/helpers';

const today = () => new Date().toISOString().slice(0, 10);
/** A GTIN-13 with a valid check digit (GS1 mod 10), and the same digits with a wrong one. */
const GTIN = '8901063092211';
const BAD_GTIN = '8901063092212';

describe.each(testDatabaseKinds())('food database and food log on %s', (kind) => {
  let t: TestApp;
  let a: Member;
  let b: Member;
  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await registerMember(t.app);
    b = await registerMember(t.app);
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
  const search = async (q: string) =>
    (await as(a, 'GET', `/api/foods?q=${encodeURIComponent(q)}`)).json<{ foods: Food[] }>().foods;

  describe('GET /api/foods', () => {
    it('finds foods by transliterated names, plurals and typos', async () => {
      for (const q of ['paneer', 'panir', 'pannner'])
        expect((await search(q)).map((f) => f.id)).toContain('ifct:L003');
      expect((await search('dahi'))[0]!.id).toBe('usda:yogurt');
      expect((await search('chawal')).map((f) => f.id)).toContain('dish:rice-cooked');
      expect((await search('samosas'))[0]!.id).toBe('dish:samosa');
      expect((await search('biriyani'))[0]!.id).toBe('dish:chicken-biryani');
      expect(await search('qqqzzzxx')).toEqual([]);
    });

    it('lists dishes per serving with their source, confidence and measures', async () => {
      const dal = (await search('dal tadka'))[0]!;
      expect(dal).toMatchObject({ id: 'dish:dal-tadka', source: 'VitalPlan dish', confidence: 'recipe' });
      expect(dal.measures[0]).toMatchObject({ id: 'serving', label: 'katori (150 ml)', grams: 150 });
      expect(dal.per100g.sodiumMg).toBeGreaterThan(0);
    });

    it('refuses a missing or empty query, naming q', async () => {
      for (const url of ['/api/foods', '/api/foods?q=', '/api/foods?q=%20%20']) {
        const res = await as(a, 'GET', url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().field).toBe('q');
      }
    });

    it('needs a signed-in member', async () => {
      expect((await injectAs(t.app, null, { method: 'GET', url: '/api/foods?q=dal' })).statusCode).toBe(401);
    });
  });

  describe('GET /api/foods/:id', () => {
    it('answers a food of the table, 404 for an unknown id', async () => {
      const res = await as(a, 'GET', '/api/foods/ifct:L003');
      expect(res.statusCode).toBe(200);
      expect(res.json().food).toMatchObject({ name: 'Paneer', source: 'IFCT 2017', confidence: 'analysed' });
      expect((await as(a, 'GET', '/api/foods/ifct:Z999')).statusCode).toBe(404);
      expect((await as(a, 'GET', '/api/foods/custom:not-a-uuid')).statusCode).toBe(404);
    });
  });

  describe('own foods and barcodes', () => {
    const label = {
      name: 'Glucose biscuits',
      gtin: GTIN,
      servingLabel: '4 biscuits',
      servingGrams: 25,
      kcal: 113,
      proteinG: 1.7,
      carbsG: 19,
      fatG: 3.4,
      sodiumMg: 60,
    };

    it('an unknown barcode answers 404 with how to create the food; a wrong check digit is a 400 on gtin', async () => {
      const unknown = await as(a, 'GET', `/api/foods/barcode/${GTIN}`);
      expect(unknown.statusCode).toBe(404);
      // Words a member understands (no API call in the message), and the create call beside it for the client.
      const body = unknown.json();
      expect(body.message).toContain(GTIN);
      expect(body.message).toMatch(/label/);
      expect(body.message).not.toMatch(/POST|\/api\/|gtin/);
      expect(body.create).toEqual({ method: 'POST', path: '/api/foods', body: { gtin: GTIN } });
      const bad = await as(a, 'GET', `/api/foods/barcode/${BAD_GTIN}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBe('gtin');
    });

    it("creates the member's food (per 100 g from the label), found by its barcode by that member only", async () => {
      const created = await as(a, 'POST', '/api/foods', label);
      expect(created.statusCode, created.body).toBe(201);
      const food = created.json<{ food: Food }>().food;
      expect(food.per100g.kcal).toBeCloseTo(452, 5);
      expect(food.per100g.sodiumMg).toBeCloseTo(240, 5);
      expect(food.per100g.potassiumMg).toBeNull();
      expect(food.measures[0]).toMatchObject({ id: 'serving', label: '4 biscuits', grams: 25 });

      expect((await as(a, 'GET', `/api/foods/barcode/${GTIN}`)).json().food.id).toBe(food.id);
      expect((await search('glucose biscuit')).map((f) => f.id)).toContain(food.id);
      expect((await as(b, 'GET', `/api/foods/barcode/${GTIN}`)).statusCode).toBe(404);
      expect((await as(b, 'GET', `/api/foods/${food.id}`)).statusCode).toBe(404);
      expect((await as(a, 'POST', '/api/foods', label)).statusCode).toBe(409);
    });

    it('refuses bad labels, naming the field', async () => {
      for (const [body, field] of [
        [{ ...label, gtin: undefined, name: 'x' }, 'name'],
        [{ ...label, gtin: undefined, servingGrams: 0 }, 'servingGrams'],
        [{ ...label, gtin: undefined, kcal: -1 }, 'kcal'],
        [{ ...label, gtin: '123' }, 'gtin'],
      ] as const) {
        const res = await as(a, 'POST', '/api/foods', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().field).toBe(field);
      }
    });
  });

  describe('the food log', () => {
    const katoriDal = (extra: object = {}) => ({
      kind: 'food',
      date: today(),
      slot: 'lunch',
      foodId: 'dish:dal-tadka',
      measureId: 'serving',
      amount: 1.5,
      ...extra,
    });

    it('logs a measure × amount with its nutrients; the day totals them against the plan', async () => {
      const m = await registerMember(t.app);
      const saved = await as(m, 'POST', '/api/profile', {
        age: 40,
        gender: 'male',
        height: 172,
        weight: 82,
        activityLevel: 'light',
        fitnessGoals: ['Weight Loss'],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await generatePlan(t.app, m.token)).statusCode).toBe(201);

      const dal = (await as(m, 'GET', '/api/foods/dish:dal-tadka')).json<{ food: Food }>().food;
      const res = await as(m, 'POST', '/api/food-logs', katoriDal());
      expect(res.statusCode, res.body).toBe(201);
      const entry = res.json<{ entry: FoodLogEntry }>().entry;
      expect(entry).toMatchObject({
        name: dal.name,
        measureLabel: 'katori (150 ml)',
        amount: 1.5,
        grams: 225,
      });
      expect(entry.nutrients.kcal).toBeCloseTo((dal.per100g.kcal * 225) / 100, 0);

      const quick = await as(m, 'POST', '/api/food-logs', {
        kind: 'quick',
        date: today(),
        slot: 'snack',
        kcal: 250,
        label: 'Party sweet',
      });
      expect(quick.statusCode, quick.body).toBe(201);
      expect(quick.json().entry.nutrients).toMatchObject({ kcal: 250, proteinG: null, sodiumMg: null });

      const day = (await as(m, 'GET', `/api/food-logs?date=${today()}`)).json<FoodLogDay>();
      expect(day.entries).toHaveLength(2);
      expect(day.totals.kcal).toBeCloseTo(entry.nutrients.kcal + 250, 5);
      expect(day.totals.sodiumMg).toBe(entry.nutrients.sodiumMg);
      expect(day.totals.unknownIn.sodiumMg).toBe(1);
      expect(day.targets).not.toBeNull();
      expect(day.targets!.calories).toBeGreaterThan(1000);
      expect(day.targets!.saturatedFatMaxG).toBeGreaterThan(0);
    });

    it('answers no targets without an active plan', async () => {
      const day = (await as(b, 'GET', `/api/food-logs?date=${today()}`)).json<FoodLogDay>();
      expect(day).toMatchObject({ entries: [], targets: null, numbersHidden: false, over: [] });
      expect(day.totals.kcal).toBe(0);
    });

    it('is idempotent: a retry with the same key logs once; the key with another body is a conflict', async () => {
      const m = await registerMember(t.app);
      const first = await as(m, 'POST', '/api/food-logs', katoriDal({ clientId: 'dal-retry-0001' }));
      const again = await as(m, 'POST', '/api/food-logs', katoriDal({ clientId: 'dal-retry-0001' }));
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.json().entry.id).toBe(first.json().entry.id);
      const header = { 'idempotency-key': 'dal-retry-0002' };
      const h1 = await as(m, 'POST', '/api/food-logs', katoriDal(), header);
      const h2 = await as(m, 'POST', '/api/food-logs', katoriDal(), header);
      expect(h2.json().entry.id).toBe(h1.json().entry.id);
      const other = await as(m, 'POST', '/api/food-logs', katoriDal({ amount: 2 }), header);
      expect(other.statusCode).toBe(409);
      // Another member may use the same key for their own log.
      expect((await as(b, 'POST', '/api/food-logs', katoriDal(), header)).statusCode).toBe(201);
      const day = (await as(m, 'GET', `/api/food-logs?date=${today()}`)).json<FoodLogDay>();
      expect(day.entries).toHaveLength(2);
    });

    it('refuses bad input with a 400 naming the field', async () => {
      const cases: [object, string][] = [
        [katoriDal({ date: '2026-02-30' }), 'date'],
        [katoriDal({ date: '2999-01-01' }), 'date'],
        [katoriDal({ slot: 'brunch' }), 'slot'],
        [katoriDal({ amount: 0 }), 'amount'],
        [katoriDal({ amount: 'two' }), 'amount'],
        [katoriDal({ measureId: 'bucket' }), 'measureId'],
        [katoriDal({ foodId: 'ifct:Z999' }), 'foodId'],
        [katoriDal({ clientId: 'x' }), 'clientId'],
        [{ kind: 'quick', date: today(), slot: 'snack', kcal: 0 }, 'kcal'],
        [{ kind: 'meal', date: today(), slot: 'snack' }, 'kind'],
      ];
      for (const [body, field] of cases) {
        const res = await as(a, 'POST', '/api/food-logs', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().field, JSON.stringify(body)).toBe(field);
      }
      const badKey = await as(a, 'POST', '/api/food-logs', katoriDal(), { 'idempotency-key': 'short' });
      expect(badKey.statusCode).toBe(400);
      expect(badKey.json().field).toBe('Idempotency-Key');
      const badDay = await as(a, 'GET', '/api/food-logs?date=yesterday');
      expect(badDay.statusCode).toBe(400);
      expect(badDay.json().field).toBe('date');
    });

    it("deletes one's own entry; another member's answers 404", async () => {
      const m = await registerMember(t.app);
      const id = (await as(m, 'POST', '/api/food-logs', katoriDal())).json().entry.id as string;
      expect((await as(b, 'DELETE', `/api/food-logs/${id}`)).statusCode).toBe(404);
      expect((await as(m, 'DELETE', `/api/food-logs/${id}`)).statusCode).toBe(204);
      expect((await as(m, 'DELETE', `/api/food-logs/${id}`)).statusCode).toBe(404);
      const bad = await as(m, 'DELETE', '/api/food-logs/not-an-id');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBe('id');
    });

    it("shows another member's entries to nobody else", async () => {
      const m = await registerMember(t.app);
      await as(m, 'POST', '/api/food-logs', katoriDal());
      const other = (await as(b, 'GET', `/api/food-logs?date=${today()}`)).json<FoodLogDay>();
      expect(other.entries.every((e) => e.id)).toBe(true);
      const mine = (await as(m, 'GET', `/api/food-logs?date=${today()}`)).json<FoodLogDay>();
      expect(other.entries.map((e) => e.id)).not.toContain(mine.entries[0]!.id);
    });

    it('lists recent foods, newest first, each once', async () => {
      const m = await registerMember(t.app);
      await as(m, 'POST', '/api/food-logs', katoriDal());
      await as(
        m,
        'POST',
        '/api/food-logs',
        katoriDal({ foodId: 'dish:roti', measureId: 'serving', amount: 2 }),
      );
      await as(m, 'POST', '/api/food-logs', katoriDal());
      const recent = (await as(m, 'GET', '/api/foods/recent')).json<{ foods: Food[] }>().foods;
      expect(recent.map((f) => f.id)).toEqual(['dish:dal-tadka', 'dish:roti']);
    });
  });
});
