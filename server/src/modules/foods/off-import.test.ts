import type { Food, FoodLogEntry } from '@common/foods';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  registerMember,
  testDatabaseKinds,
  type Member,
  type TestApp,
} from '../../../test/helpers';
import * as repo from './foods-repo';
import { importOpenFoodFacts } from './off-import';
import { checkOffProduct, fromJsonLine } from './off-product';

/** A barcode with its GS1 check digit appended (mod 10, weights 3 and 1 from the right), computed here. */
function gtin(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return `${body}${(10 - (sum % 10)) % 10}`;
}
const wrongCheck = (code: string) => `${code.slice(0, -1)}${(Number(code.at(-1)) + 1) % 10}`;

const BISCUITS = gtin('890100000001');
const NOODLES_UPC = gtin('01234567890'); // UPC-A, 12 digits
const BUTTER = gtin('890100000002');
const NOODLES_KJ = gtin('890100000003');

const CSV_COLUMNS = [
  'code',
  'url',
  'product_name',
  'brands',
  'countries_tags',
  'quantity',
  'serving_size',
  'serving_quantity',
  'energy-kcal_100g',
  'energy_100g',
  'fat_100g',
  'saturated-fat_100g',
  'carbohydrates_100g',
  'fiber_100g',
  'proteins_100g',
  'salt_100g',
  'sodium_100g',
  'potassium_100g',
];
type CsvRow = Partial<Record<(typeof CSV_COLUMNS)[number], string | number>>;
const csvLine = (r: CsvRow) => CSV_COLUMNS.map((c) => String(r[c] ?? '')).join('\t');

const biscuits: CsvRow = {
  code: BISCUITS,
  product_name: 'Glucose Biscuits',
  brands: 'Parle,Parle Products',
  countries_tags: 'en:india,en:nepal',
  quantity: '250 g',
  serving_size: '4 biscuits (25 g)',
  serving_quantity: 25,
  'energy-kcal_100g': 452,
  fat_100g: 13,
  'saturated-fat_100g': 6,
  carbohydrates_100g: 77,
  proteins_100g: 6.7,
  salt_100g: 0.6, // no sodium column value: sodium = salt ÷ 2.5 = 240 mg
};
const noodles: CsvRow = {
  code: NOODLES_UPC,
  product_name: 'Masala Instant Noodles',
  brands: 'Noodleco',
  countries_tags: 'en:india',
  'energy-kcal_100g': 427,
  fat_100g: 15,
  carbohydrates_100g: 63,
  proteins_100g: 9,
  fiber_100g: 2.5,
  sodium_100g: 1.2,
  potassium_100g: 0.15,
};

const CSV = [
  CSV_COLUMNS.join('\t'),
  csvLine(biscuits),
  csvLine(noodles),
  csvLine({ ...biscuits, code: gtin('300000000001'), countries_tags: 'en:france' }),
  csvLine({ ...biscuits, code: wrongCheck(gtin('890100000004')), product_name: 'Wrong digit' }),
  csvLine({ ...biscuits, code: gtin('890100000005'), 'energy-kcal_100g': 1200 }),
  csvLine({ ...biscuits, code: gtin('890100000006'), 'energy-kcal_100g': 150 }),
  csvLine({ ...biscuits, code: gtin('890100000007'), product_name: '' }),
  csvLine({ ...biscuits, code: gtin('890100000008'), proteins_100g: 150 }),
  '',
].join('\n');

const jsonProduct = (o: object) => JSON.stringify(o);
const butter = {
  code: BUTTER,
  product_name: 'Pasteurised Butter',
  brands: 'Dairyco',
  countries_tags: ['en:india'],
  serving_size: '1 tbsp (10 g)',
  serving_quantity: '10',
  nutriments: {
    'energy-kcal_100g': 722,
    fat_100g: 80,
    'saturated-fat_100g': 51,
    carbohydrates_100g: 0.5,
    proteins_100g: 0.5,
    sodium_100g: 0.8,
  },
};
const JSONL = [
  jsonProduct(butter),
  // Energy in kJ only: 1500 kJ ÷ 4.184 = 358.5 kcal, and 4×10 + 4×60 + 9×9 = 361.
  jsonProduct({
    code: NOODLES_KJ,
    product_name: 'Atta Noodles',
    brands: 'Noodleco',
    countries_tags: ['en:india'],
    nutriments: { energy_100g: 1500, fat_100g: 9, carbohydrates_100g: 60, proteins_100g: 10 },
  }),
  '{not json',
  jsonProduct({ ...butter, code: gtin('200000000001') }),
  jsonProduct({
    ...butter,
    code: gtin('890100000009'),
    nutriments: { ...butter.nutriments, 'saturated-fat_100g': 90 },
  }),
  jsonProduct({ ...butter, code: gtin('890100000010'), product_name: undefined }),
  jsonProduct({ ...butter, code: gtin('890100000011'), countries_tags: ['en:germany'] }),
].join('\n');

describe('an Open Food Facts product is checked before it is kept', () => {
  const raw = (nutriments: object, extra: object = {}) =>
    fromJsonLine(JSON.stringify({ ...butter, nutriments, ...extra }))!;
  it('keeps a plausible product, per 100 g, sodium from salt ÷ 2.5 and mg from g', () => {
    const r = checkOffProduct(raw({ ...butter.nutriments, sodium_100g: undefined, salt_100g: 2 }));
    expect(r.ok && r.food).toMatchObject({ sodiumMg: 800, servingGrams: 10, kcal: 722, brand: 'Dairyco' });
  });
  it.each([
    ['checkDigit', { code: wrongCheck(BUTTER) }, {}],
    ['barcodeFormat', { code: '12345' }, {}],
    ['restricted', { code: gtin('020000000001') }, {}],
    ['name', { product_name: ' ' }, {}],
    ['missing', {}, { proteins_100g: undefined }],
    ['notANumber', {}, { fat_100g: 'eighty' }],
    ['notANumber', {}, { fat_100g: -1 }],
    ['over100', {}, { 'saturated-fat_100g': 50, potassium_100g: 101 }],
    ['macroSum', {}, { proteins_100g: 30, carbohydrates_100g: 30, fat_100g: 80, 'energy-kcal_100g': 960 }],
    ['kcalMax', {}, { 'energy-kcal_100g': 950, fat_100g: 100, 'saturated-fat_100g': 50 }],
    ['atwater', {}, { 'energy-kcal_100g': 500 }],
  ])('skips %s', (reason, extra, nutrients) => {
    const r = checkOffProduct(raw({ ...butter.nutriments, ...nutrients }, extra));
    expect(r).toEqual({ ok: false, reason });
  });
});

describe.each(testDatabaseKinds())('Open Food Facts import on %s', (kind) => {
  let t: TestApp;
  let a: Member;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await registerMember(t.app);
    dir = await mkdtemp(path.join(os.tmpdir(), 'vitalplan-off-'));
    await writeFile(path.join(dir, 'products.csv'), CSV);
    await writeFile(path.join(dir, 'products.jsonl.gz'), gzipSync(JSONL));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });
  const get = (url: string) => injectAs(t.app, a.token, { method: 'GET', url });
  const search = async (q: string) =>
    (await get(`/api/foods?q=${encodeURIComponent(q)}`)).json<{ foods: Food[] }>().foods;

  it('an imported barcode is unknown before the import (404 with the create path)', async () => {
    const res = await get(`/api/foods/barcode/${BISCUITS}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().create).toEqual({ method: 'POST', path: '/api/foods', body: { gtin: BISCUITS } });
    expect(await search('glucose biscuits')).not.toContainEqual(expect.objectContaining({ gtin: BISCUITS }));
  });

  it('imports the CSV export for India: good rows kept, bad ones counted by reason', async () => {
    const s = await importOpenFoodFacts(t.database.db, {
      file: path.join(dir, 'products.csv'),
      country: 'en:india',
    });
    expect(s).toMatchObject({ format: 'csv', read: 8, upserted: 2, otherCountry: 1 });
    expect(s.skipped).toEqual({ checkDigit: 1, kcalMax: 1, atwater: 1, name: 1, over100: 1 });
    expect(s.examples.map((e) => e.line)).toEqual([5, 6, 7, 8, 9]);
  });

  it('imports the gzipped JSONL dump the same way', async () => {
    const s = await importOpenFoodFacts(t.database.db, {
      file: path.join(dir, 'products.jsonl.gz'),
      country: 'india',
    });
    expect(s).toMatchObject({ format: 'jsonl', read: 7, upserted: 2, otherCountry: 1 });
    expect(s.skipped).toEqual({ unreadable: 1, restricted: 1, saturated: 1, name: 1 });
  });

  it('importing the same files again changes nothing but the import date', async () => {
    const before = await repo.allPackagedFoods(t.database.db);
    expect(before.map((r) => r.gtin).sort()).toEqual([BISCUITS, BUTTER, NOODLES_KJ, NOODLES_UPC].sort());
    const later = new Date(Date.now() + 60_000);
    await importOpenFoodFacts(t.database.db, {
      file: path.join(dir, 'products.csv'),
      country: 'en:india',
      now: () => later,
    });
    await importOpenFoodFacts(t.database.db, {
      file: path.join(dir, 'products.jsonl.gz'),
      country: 'en:india',
      now: () => later,
    });
    const after = await repo.allPackagedFoods(t.database.db);
    const strip = (rows: typeof before) =>
      rows.map(({ importedAt: _, ...r }) => r).sort((x, y) => x.gtin.localeCompare(y.gtin));
    expect(strip(after)).toEqual(strip(before));
    expect(after.every((r) => r.importedAt.getTime() === later.getTime())).toBe(true);
  });

  it('GET /api/foods/barcode/:gtin finds an imported product, with its source, licence notice and measures', async () => {
    const res = await get(`/api/foods/barcode/${BISCUITS}`);
    expect(res.statusCode, res.body).toBe(200);
    const food = res.json<{ food: Food }>().food;
    expect(food).toMatchObject({
      id: `off:${BISCUITS}`,
      name: 'Glucose Biscuits',
      brand: 'Parle',
      source: 'Open Food Facts',
      confidence: 'label',
      gtin: BISCUITS,
    });
    expect(food.per100g).toMatchObject({
      kcal: 452,
      proteinG: 6.7,
      sodiumMg: 240,
      potassiumMg: null,
      fiberG: 0,
    });
    expect(food.note).toMatch(/Fibre is not on this label/);
    expect(food.measures.map((m) => [m.id, m.label, m.grams])).toEqual([
      ['serving', '4 biscuits (25 g)', 25],
      ['100g', '100 g', 100],
      ['g', 'g', 1],
    ]);
    expect(food.attribution).toMatchObject({
      licence: 'ODbL-1.0',
      url: `https://world.openfoodfacts.org/product/${BISCUITS}`,
    });
    expect(food.attribution!.text).toMatch(/Open Food Facts.*Open Database License/);
    expect(Date.parse(food.attribution!.importedAt)).not.toBeNaN();
    // mg from the g of the export; the same product by its id.
    const noodlesFood = (await get(`/api/foods/barcode/${NOODLES_UPC}`)).json<{ food: Food }>().food;
    expect(noodlesFood.per100g).toMatchObject({ sodiumMg: 1200, potassiumMg: 150, fiberG: 2.5 });
    expect((await get(`/api/foods/off:${BUTTER}`)).json<{ food: Food }>().food.per100g.sodiumMg).toBe(800);
  });

  it('a UPC-A is found by its 12 digits and by the 13 a scanner may read (leading 0)', async () => {
    for (const code of [NOODLES_UPC, `0${NOODLES_UPC}`]) {
      const res = await get(`/api/foods/barcode/${code}`);
      expect(res.statusCode, code).toBe(200);
      expect(res.json().food.name).toBe('Masala Instant Noodles');
    }
  });

  it('a skipped or foreign product stays unknown: the 404 path is unchanged', async () => {
    for (const code of [gtin('890100000005'), gtin('300000000001')]) {
      const res = await get(`/api/foods/barcode/${code}`);
      expect(res.statusCode, code).toBe(404);
      expect(res.json().create.body).toEqual({ gtin: code });
    }
    expect((await get(`/api/foods/off:${gtin('890100000005')}`)).statusCode).toBe(404);
  });

  it('search finds imported products by name and by brand', async () => {
    expect((await search('glucose biscuits'))[0]!.id).toBe(`off:${BISCUITS}`);
    expect((await search('parle')).map((f) => f.id)).toContain(`off:${BISCUITS}`);
    const noodleco = (await search('noodleco')).map((f) => f.id);
    expect(noodleco).toEqual(expect.arrayContaining([`off:${NOODLES_UPC}`, `off:${NOODLES_KJ}`]));
    const found = (await search('butter')).find((f) => f.id === `off:${BUTTER}`);
    expect(found?.attribution?.licence).toBe('ODbL-1.0');
  });

  it('a later import with corrected values is what search and the barcode answer next', async () => {
    const fixed = path.join(dir, 'fixed.jsonl');
    await writeFile(fixed, jsonProduct({ ...butter, product_name: 'Salted Table Butter' }));
    await importOpenFoodFacts(t.database.db, { file: fixed });
    expect((await search('salted table butter'))[0]!.id).toBe(`off:${BUTTER}`);
    expect((await get(`/api/foods/barcode/${BUTTER}`)).json().food.name).toBe('Salted Table Butter');
  });

  it('a packaged food is logged by its serving like any other food', async () => {
    const res = await injectAs(t.app, a.token, {
      method: 'POST',
      url: '/api/food-logs',
      payload: {
        kind: 'food',
        date: new Date().toISOString().slice(0, 10),
        slot: 'snack',
        foodId: `off:${BISCUITS}`,
        measureId: 'serving',
        amount: 2,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const entry = res.json<{ entry: FoodLogEntry }>().entry;
    expect(entry).toMatchObject({ name: 'Glucose Biscuits', grams: 50 });
    expect(entry.nutrients).toMatchObject({ kcal: 226, sodiumMg: 120 });
  });
});
