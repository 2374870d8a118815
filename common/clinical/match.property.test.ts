import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONDITIONS } from './conditions';
import {
  matchConditions,
  matchMedicines,
  splitEntries,
  type ConditionMatchResult,
  type MedicineMatchResult,
} from './match';
import { MEDICINES } from './medicines';

/** Seeded so CI is repeatable; change the seed (and numRuns) locally to explore new cases. */
const RUN = { numRuns: 300, seed: 29 };
const SEPARATORS = [', ', '\n', '; ', ',', ' • '];
const EXTRAS = [
  'no diabetes',
  'none',
  'EF 30%',
  'mother has BP',
  'since 2019',
  'stage 3',
  '28 weeks',
  'h/o TB',
  '?thyroid',
  'Behçet',
  'x',
  '500 mg BD',
  'type 2',
];

const fragment = (pool: readonly string[]) =>
  fc.oneof(
    fc.constantFrom(...pool),
    fc.constantFrom(...EXTRAS),
    fc.stringMatching(/^[A-Za-z][A-Za-z0-9 '/-]{0,24}$/),
    fc.tuple(fc.constantFrom(...pool), fc.stringMatching(/^[a-z]{2,10}$/)).map(([a, b]) => `${a} ${b}`),
  );
const input = (pool: readonly string[]) =>
  fc
    .tuple(fc.array(fragment(pool), { minLength: 1, maxLength: 8 }), fc.constantFrom(...SEPARATORS))
    .map(([parts, sep]) => parts.join(sep));

/** Every line is matched (or folded into a match), negated, ignored as "none", or quoted back in `unmatched`. */
function accountsForEveryLine(text: string, r: ConditionMatchResult | MedicineMatchResult): void {
  const consumed = new Set<string>([
    ...r.matched.flatMap((m) => [m.text, ...('alsoFrom' in m ? (m.alsoFrom ?? []) : [])]),
    ...r.negated.map((n) => n.text),
    ...r.ignored,
    ...r.unmatched,
  ]);
  for (const line of splitEntries(text))
    expect(consumed.has(line), `${JSON.stringify(text)}: "${line}"`).toBe(true);
  for (const u of r.unmatched) expect(text.includes(u), u).toBe(true);
  for (const m of r.matched) expect(text.includes(m.words), m.words).toBe(true);
}

describe('no input is ever dropped (property)', () => {
  const conditionWords = CONDITIONS.flatMap((c) => c.synonyms.slice(0, 3));
  const medicineWords = MEDICINES.flatMap((m) => [...m.brands.slice(0, 2), ...m.synonyms.slice(0, 1)]);

  it('conditions: every line is matched, negated, ignored or returned unmatched, as typed', () => {
    fc.assert(
      fc.property(input(conditionWords), (text) => accountsForEveryLine(text, matchConditions(text))),
      // A repeated entry whose repeat folded in a qualifier line (found by an unseeded run in CI).
      { ...RUN, examples: [['type 2, type 2, since 2019']] },
    );
  });
  it('medicines: every line is matched, negated, ignored or returned unmatched, as typed', () => {
    fc.assert(
      fc.property(input(medicineWords), (text) => accountsForEveryLine(text, matchMedicines(text))),
      RUN,
    );
  });
  it('results are valid against their zod schemas', async () => {
    const { conditionMatchResultSchema, medicineMatchResultSchema } = await import('./match');
    fc.assert(
      fc.property(input(conditionWords), (text) => {
        expect(
          conditionMatchResultSchema.safeParse(matchConditions(text, { now: new Date('2025-01-01') }))
            .success,
        ).toBe(true);
        expect(medicineMatchResultSchema.safeParse(matchMedicines(text)).success).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
