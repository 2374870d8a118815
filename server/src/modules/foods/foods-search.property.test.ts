/**
 * The index scores only entries holding a word close to a query word (foods-search.ts); the list must be the one
 * scoring every entry gives (`scoreAll`), over random names, typos and queries (seeded).
 *   FOOD_SEARCH_PROPERTY_RUNS=2000 npx vitest run server/src/modules/foods/foods-search.property.test.ts
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFoodIndex, type IndexEntry } from './foods-search';

const RUNS = Number(process.env.FOOD_SEARCH_PROPERTY_RUNS ?? 100);
// prettier-ignore
const WORDS = ['paneer', 'panir', 'glucose', 'biscuits', 'masala', 'noodles', 'butter', 'milk', 'namkeen', 'bhujia',
  'dal', 'daal', 'chawal', 'rice', 'parle', 'amul', 'haldiram', 'aloo', 'tikki', 'cream', 'b', 'bu', 'chips'];

const word = fc.oneof(
  fc.constantFrom(...WORDS),
  // A typo: one letter of a known word dropped or doubled.
  fc.tuple(fc.constantFrom(...WORDS), fc.nat(), fc.boolean()).map(([w, i, drop]) => {
    const at = i % w.length;
    return drop ? w.slice(0, at) + w.slice(at + 1) : w.slice(0, at + 1) + w.slice(at);
  }),
);
const name = fc.array(word, { minLength: 1, maxLength: 4 }).map((ws) => ws.join(' '));
const entries = fc
  .array(
    fc.record({
      names: fc.array(name, { minLength: 1, maxLength: 3 }),
      boost: fc.constantFrom(0, 0.02, 0.03),
    }),
    {
      minLength: 1,
      maxLength: 60,
    },
  )
  .map((es) => es.map((e, i): IndexEntry => ({ id: `f${i}`, ...e })));

describe('food search lists what scoring every entry would list', () => {
  it('for random names, typos and queries', () => {
    fc.assert(
      fc.property(entries, name, (es, query) => {
        const reference = createFoodIndex(es, { scoreAll: true }).search(query, es.length);
        expect(createFoodIndex(es).search(query, es.length)).toEqual(reference);
      }),
      { numRuns: RUNS, seed: 35 },
    );
  });
});
