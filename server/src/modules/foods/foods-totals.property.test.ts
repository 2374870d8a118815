import { NUTRIENT_FIELDS, type FoodLogEntry } from '@common/foods';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './foods-catalogue';
import { dayTotals, nutrientsFor } from './foods-presenters';

const FOOD_IDS = [...CATALOGUE.keys()];
const r1 = (v: number) => Math.round(v * 10) / 10;

/** An entry as the log makes it: a food of the database × a measure × an amount, or a calories-only quick add. */
const entry = fc.oneof(
  fc
    .record({
      foodIndex: fc.nat({ max: FOOD_IDS.length - 1 }),
      measureIndex: fc.nat({ max: 3 }),
      amount: fc.double({ min: 0.25, max: 20, noNaN: true }),
    })
    .map(({ foodIndex, measureIndex, amount }): FoodLogEntry['nutrients'] => {
      const food = CATALOGUE.get(FOOD_IDS[foodIndex]!)!;
      const measure = food.measures[measureIndex % food.measures.length]!;
      return nutrientsFor(food.per100g, Math.round(measure.grams * amount * 10) / 10);
    }),
  fc.integer({ min: 1, max: 5000 }).map((kcal) => ({
    kcal,
    proteinG: null,
    carbsG: null,
    fatG: null,
    fiberG: null,
    saturatedFatG: null,
    sodiumMg: null,
    potassiumMg: null,
  })),
);

const asEntry = (nutrients: FoodLogEntry['nutrients'], i: number): FoodLogEntry => ({
  id: String(i),
  date: '2026-01-01',
  slot: 'lunch',
  slotIndex: 0,
  kind: nutrients.proteinG === null ? 'quick' : 'food',
  foodId: null,
  name: 'x',
  measureLabel: null,
  amount: null,
  grams: null,
  nutrients,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('day totals', () => {
  it('equal the sum of the entries in every unit, and count the entries that do not know a nutrient', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), (list) => {
        const entries = list.map(asEntry);
        const totals = dayTotals(entries);
        for (const k of NUTRIENT_FIELDS) {
          const known = entries.map((e) => e.nutrients[k]).filter((v): v is number => v !== null);
          expect(totals[k]).toBe(r1(known.reduce((s, v) => s + v, 0)));
          if (k !== 'kcal') {
            const unknown = entries.length - known.length;
            expect(totals.unknownIn[k]).toBe(unknown);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('scale an entry with its grams: twice the grams is twice the nutrients (within rounding)', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: FOOD_IDS.length - 1 }),
        fc.double({ min: 1, max: 1000, noNaN: true }),
        (i, grams) => {
          const food = CATALOGUE.get(FOOD_IDS[i]!)!;
          const one = nutrientsFor(food.per100g, grams);
          const two = nutrientsFor(food.per100g, grams * 2);
          expect(Math.abs(two.kcal - 2 * one.kcal)).toBeLessThanOrEqual(0.15);
        },
      ),
    );
  });
});
