/**
 * The portion LP's proof of infeasibility (portion-lp.ts `provablyInfeasible`), which lets a relaxation stage be
 * skipped without running the simplex: it must never claim a programme the simplex can solve, and it must catch
 * the usual case (the recipe's least portions already over a ceiling or a meal's share), or it saves nothing.
 */
import fc from 'fast-check';
import { solve } from 'yalps';
import { describe, expect, it } from 'vitest';
import { foodById, type Food } from '../data/foods/food-table';
import { MEAL_TUNING } from '../guidelines';
import { portionProgramme, provablyInfeasible, solvePortions, type LpInput, type Stage } from './portion-lp';

// Paneer, brinjal, rice, chicken, eggs, ghee, banana, almonds: fatty, lean, starchy and sweet foods.
const FOODS: Food[] = ['L003', 'D031', 'A015', 'usda:chicken-breast', 'M001', 'T013', 'E009', 'H001'].map(
  (id) => foodById(id),
);
const SOLVER_OPTIONS = { maxPivots: MEAL_TUNING.lp.maxPivots, checkCycles: true } as const;

const lpInput: fc.Arbitrary<LpInput> = fc
  .record({
    meals: fc.integer({ min: 1, max: 4 }),
    items: fc.array(
      fc.record({
        meal: fc.nat(3),
        food: fc.nat(FOODS.length - 1),
        lo: fc.integer({ min: 0, max: 150 }),
        width: fc.integer({ min: 0, max: 200 }),
        base: fc.double({ min: 0, max: 1, noNaN: true }),
        core: fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined }),
        keep: fc.boolean(),
      }),
      { minLength: 1, maxLength: 12 },
    ),
    topUps: fc.array(fc.record({ food: fc.nat(FOODS.length - 1), meal: fc.nat(3), maxG: fc.nat(150) }), {
      maxLength: 3,
    }),
    kcal: fc.integer({ min: 1200, max: 4000 }),
    band: fc.tuple(
      fc.double({ min: 0, max: 0.4, noNaN: true }),
      fc.double({ min: 0.2, max: 1, noNaN: true }),
    ),
    satMax: fc.integer({ min: 8, max: 40 }),
    carbsMax: fc.option(fc.integer({ min: 15, max: 200 }), { nil: null }),
    proteinMax: fc.option(fc.integer({ min: 30, max: 150 }), { nil: null }),
    share: fc.option(fc.double({ min: 0.05, max: 0.12, noNaN: true }), { nil: null }),
    mealCarbs: fc.option(fc.integer({ min: 10, max: 90 }), { nil: null }),
  })
  .map((r) => {
    const meals = Array.from({ length: r.meals }, () => ({
      minKcal: r.band[0] * r.kcal,
      maxKcal: Math.max(r.band[0], r.band[1]) * r.kcal,
    }));
    return {
      items: r.items.map((it) => ({
        meal: it.meal % r.meals,
        food: FOODS[it.food] ?? FOODS[0]!,
        lo: it.lo,
        hi: it.lo + it.width,
        base: it.lo + it.base * it.width,
        ...(it.core !== undefined ? { coreLo: it.core } : {}),
        ...(it.keep ? { keep: true } : {}),
      })),
      topUps: r.topUps.map((t) => ({
        food: FOODS[t.food] ?? FOODS[0]!,
        slot: 'snack' as const,
        meal: t.meal % r.meals,
        maxG: t.maxG,
      })),
      meals,
      targets: { kcal: r.kcal, protein: r.kcal / 20, carbs: r.kcal / 8, fat: r.kcal / 30, fiber: 30 },
      ceilings: [
        { key: 'saturatedFatG' as const, max: r.satMax, margin: 1 },
        ...(r.carbsMax !== null ? [{ key: 'carbsG' as const, max: r.carbsMax, margin: 2.5 }] : []),
        ...(r.proteinMax !== null ? [{ key: 'proteinG' as const, max: r.proteinMax, margin: 2.5 }] : []),
      ],
      vitaminKMin: null,
      mealCarbsMax: r.mealCarbs !== null ? meals.map(() => r.mealCarbs) : null,
      saturatedFatPerKcal: r.share,
    };
  });

describe('proof of an infeasible portion programme', () => {
  it('never claims a stage the simplex solves', () => {
    let proven = 0;
    fc.assert(
      fc.property(lpInput, fc.constantFrom<Stage>(0, 1, 2, 3, 4), (input, stage) => {
        if (!provablyInfeasible(input, stage)) return;
        proven++;
        expect(solve(portionProgramme(input, stage), SOLVER_OPTIONS).status).not.toBe('optimal');
      }),
      { numRuns: 600, seed: 30 },
    );
    // The generator reaches the proof often enough for the check to mean something.
    expect(proven).toBeGreaterThan(50);
  });

  it('proves least portions over a ceiling, and the day is still sized at the next stage', () => {
    const paneer = foodById('L003');
    const input: LpInput = {
      // 250 g of paneer at least: ~40 g of saturated fat against a 19 g ceiling.
      items: [{ meal: 0, food: paneer, lo: 250, hi: 300, base: 260 }],
      topUps: [],
      meals: [{ minKcal: 0, maxKcal: 5000 }],
      targets: { kcal: 2000, protein: 80, carbs: 250, fat: 60, fiber: 30 },
      ceilings: [{ key: 'saturatedFatG', max: 19, margin: 1 }],
      vitaminKMin: null,
      mealCarbsMax: null,
    };
    expect(provablyInfeasible(input, 0)).toBe(true);
    expect(provablyInfeasible(input, 1)).toBe(false);
    const day = solvePortions(input);
    expect(day.relaxation).toBe(1);
    expect(((day.grams[0] ?? 0) * paneer.saturatedFatG) / 100).toBeLessThanOrEqual(19);
  });
});
