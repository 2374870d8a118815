/**
 * One day's portions as a small linear programme (solved with yalps, a dense simplex). Variables are the grams
 * of each adjustable ingredient above its lower bound plus optional top-up foods; the day's energy, protein,
 * carbohydrate and fat are goals with two-tier deviation variables (a cheap inner band the rounding can live
 * in, an expensive outer part), fibre is a soft minimum, saturated fat a soft (LDL: near-hard) maximum, and
 * keto/low-carb carbohydrate ceilings, meal energy shares and glucose "carbohydrate spread" are hard rows.
 * When hard rows make it infeasible it relaxes in stages (lower bounds, then meal shares, then both), but never
 * the carbohydrate or protein ceilings, which x = 0 always satisfies.
 */
import { solve, type Constraint, type Solution } from 'yalps';
import type { MealSlot } from '@common/plan';
import type { Food } from './food-data/food-table';
import { MEAL_PLANNING, MEAL_TUNING } from './guidelines';

export interface LpItem {
  meal: number;
  food: Food;
  /** grams at the lower and upper bound; equal for fixed items. */
  lo: number;
  hi: number;
  /** The recipe's own (scaled) amount, which the LP prefers to keep. */
  base: number;
}

export interface LpTopUp {
  food: Food;
  maxG: number;
  /** The meal it is served with. */
  slot: MealSlot;
  /** Index of that meal in the day (set per day; counts towards the meal's carbohydrate spread limit). */
  meal?: number;
}

export interface LpInput {
  items: LpItem[];
  topUps: LpTopUp[];
  meals: { minKcal: number; maxKcal: number }[];
  targets: { kcal: number; protein: number; carbs: number; fat: number; fiber: number; satFatMax: number };
  carbsMax: number | null;
  /** Glucose steering: each meal's carbohydrate at most this many grams. */
  mealCarbsMax: number | null;
  /** Hard protein ceiling (kidney disease), grams/day, or null. */
  proteinMax: number | null;
  satFatWeight: number;
}

export interface LpResult {
  grams: number[];
  topUpGrams: number[];
  /** 0 = as designed; 1 = portions may shrink to zero; 2 = meal shares dropped; 3 = both. */
  relaxation: Stage;
}

type Stage = 0 | 1 | 2 | 3;
const zeroLows = (stage: Stage): boolean => stage === 1 || stage === 3;
const dropBands = (stage: Stage): boolean => stage >= 2;

type Nutrient = 'kcal' | 'proteinG' | 'carbsG' | 'fatG';
const GOALS: [Nutrient, string, number][] = [
  ['kcal', 'kcal', MEAL_PLANNING.energyInnerBand],
  ['proteinG', 'p', MEAL_PLANNING.macroInnerBand],
  ['carbsG', 'c', MEAL_PLANNING.macroInnerBand],
  ['fatG', 'f', MEAL_PLANNING.macroInnerBand],
];
const W = MEAL_TUNING.lp;
const SOLVER_OPTIONS = { maxPivots: W.maxPivots, checkCycles: true } as const;
export const CARB_CEILING_MARGIN_G = W.ceilingMarginG;
const PROTEIN_CEILING_MARGIN_G = W.ceilingMarginG;

function targetOf(t: LpInput['targets'], n: Nutrient): number {
  return n === 'kcal' ? t.kcal : n === 'proteinG' ? t.protein : n === 'carbsG' ? t.carbs : t.fat;
}

function build(input: LpInput, stage: Stage) {
  const { items, topUps, meals, targets } = input;
  const lows = items.map((it) => (zeroLows(stage) && it.hi > it.lo ? 0 : it.lo));
  // Constant part (the lower bounds) of every row.
  const constant = { kcal: 0, proteinG: 0, carbsG: 0, fatG: 0, fiberG: 0, satFatG: 0 };
  const mealKcal = meals.map(() => 0);
  const mealCarbs = meals.map(() => 0);
  items.forEach((it, i) => {
    const k = (lows[i] ?? 0) / 100;
    constant.kcal += it.food.kcal * k;
    constant.proteinG += it.food.proteinG * k;
    constant.carbsG += it.food.carbsG * k;
    constant.fatG += it.food.fatG * k;
    constant.fiberG += it.food.fiberG * k;
    constant.satFatG += it.food.satFatG * k;
    mealKcal[it.meal] = (mealKcal[it.meal] ?? 0) + it.food.kcal * k;
    mealCarbs[it.meal] = (mealCarbs[it.meal] ?? 0) + it.food.carbsG * k;
  });

  const constraints: [string, Constraint][] = [];
  const variables: [string, [string, number][]][] = [];

  // Rows are scaled by their targets (relative units) so the tableau is well conditioned.
  const scale: Record<string, number> = {};
  for (const [n, key, band] of GOALS) {
    const T = Math.max(1, targetOf(targets, n));
    scale[key] = 1 / T;
    constraints.push([key, { equal: 1 - constant[n] / T }]);
    constraints.push([`${key}_in+`, { max: band }], [`${key}_in-`, { max: band }]);
    variables.push(
      [
        `${key}_u1`,
        [
          [key, 1],
          [`${key}_in-`, 1],
          ['cost', W.inner],
        ],
      ],
      [
        `${key}_o1`,
        [
          [key, -1],
          [`${key}_in+`, 1],
          ['cost', W.inner],
        ],
      ],
      [
        `${key}_u2`,
        [
          [key, 1],
          ['cost', W.outer],
        ],
      ],
      [
        `${key}_o2`,
        [
          [key, -1],
          ['cost', W.outer],
        ],
      ],
    );
  }
  const fibreT = Math.max(1, targets.fiber);
  scale.fib = 1 / fibreT;
  constraints.push(['fib', { min: 1 - constant.fiberG / fibreT }]);
  variables.push([
    'fib_short',
    [
      ['fib', 1],
      ['cost', W.fibreShortfall],
    ],
  ]);
  const satT = Math.max(1, targets.satFatMax);
  scale.sat = 1 / satT;
  constraints.push(['sat', { max: 1 - constant.satFatG / satT }]);
  variables.push([
    'sat_over',
    [
      ['sat', -1],
      ['cost', input.satFatWeight],
    ],
  ]);

  if (input.carbsMax !== null) {
    const capT = Math.max(1, input.carbsMax);
    scale.cap = 1 / capT;
    constraints.push(['cap', { max: (input.carbsMax - CARB_CEILING_MARGIN_G - constant.carbsG) / capT }]);
  }
  if (input.proteinMax !== null) {
    const pT = Math.max(1, input.proteinMax);
    scale.pmax = 1 / pT;
    constraints.push([
      'pmax',
      { max: (input.proteinMax - PROTEIN_CEILING_MARGIN_G - constant.proteinG) / pT },
    ]);
  }
  const kcalT = Math.max(1, targets.kcal);
  const carbT = Math.max(1, input.mealCarbsMax ?? 1);
  if (!dropBands(stage)) {
    meals.forEach((m, i) => {
      const c = mealKcal[i] ?? 0;
      constraints.push([`m${i}`, { min: (m.minKcal - c) / kcalT, max: (m.maxKcal - c) / kcalT }]);
      if (input.mealCarbsMax !== null)
        constraints.push([`g${i}`, { max: (input.mealCarbsMax - (mealCarbs[i] ?? 0)) / carbT }]);
    });
  }
  const s = (key: string): number => scale[key] ?? 1;

  items.forEach((it, i) => {
    const low = lows[i] ?? 0;
    if (it.hi - low <= 0) return;
    const f = it.food;
    const coef: [string, number][] = [
      ['kcal', f.kcal * s('kcal')],
      ['p', f.proteinG * s('p')],
      ['c', f.carbsG * s('c')],
      ['f', f.fatG * s('f')],
      ['fib', f.fiberG * s('fib')],
      ['sat', f.satFatG * s('sat')],
    ];
    if (input.carbsMax !== null) coef.push(['cap', f.carbsG * s('cap')]);
    if (input.proteinMax !== null) coef.push(['pmax', f.proteinG * s('pmax')]);
    if (!dropBands(stage)) {
      coef.push([`m${it.meal}`, f.kcal / kcalT]);
      if (input.mealCarbsMax !== null) coef.push([`g${it.meal}`, f.carbsG / carbT]);
    }
    // |grams − base| penalty as two pieces: below the recipe's amount (a, rewarded) and above it (b, charged),
    // so portions stay close to the recipe unless the targets need them to move.
    const base = Math.min(it.hi, Math.max(low, it.base));
    const reg = W.movePer100Kcal * (f.kcal / 100) + W.movePer100g;
    if (base > low) {
      constraints.push([`ua${i}`, { max: (base - low) / 100 }]);
      variables.push([`a${i}`, [...coef, [`ua${i}`, 1], ['cost', -reg]]]);
    }
    if (it.hi > base) {
      constraints.push([`ub${i}`, { max: (it.hi - base) / 100 }]);
      variables.push([`b${i}`, [...coef, [`ub${i}`, 1], ['cost', reg]]]);
    }
  });
  topUps.forEach((t, i) => {
    const f = t.food;
    const coef: [string, number][] = [
      ['kcal', f.kcal * s('kcal')],
      ['p', f.proteinG * s('p')],
      ['c', f.carbsG * s('c')],
      ['f', f.fatG * s('f')],
      ['fib', f.fiberG * s('fib')],
      ['sat', f.satFatG * s('sat')],
      [`ut${i}`, 1],
      ['cost', W.topUpPer100g],
    ];
    if (input.carbsMax !== null) coef.push(['cap', f.carbsG * s('cap')]);
    if (input.proteinMax !== null) coef.push(['pmax', f.proteinG * s('pmax')]);
    if (!dropBands(stage) && input.mealCarbsMax !== null && t.meal !== undefined)
      coef.push([`g${t.meal}`, f.carbsG / carbT]);
    constraints.push([`ut${i}`, { max: t.maxG / 100 }]);
    variables.push([`t${i}`, coef]);
  });
  return { lows, model: { direction: 'minimize' as const, objective: 'cost', constraints, variables } };
}

export function solvePortions(input: LpInput): LpResult {
  for (const stage of [0, 1, 2, 3] as const) {
    const { lows, model } = build(input, stage);
    const solution: Solution<string> = solve(model, SOLVER_OPTIONS);
    if (solution.status !== 'optimal') continue;
    const grams = input.items.map((it, i) => lows[i] ?? it.lo);
    const topUpGrams = input.topUps.map(() => 0);
    for (const [key, value] of solution.variables) {
      if (key.startsWith('a') || key.startsWith('b')) {
        const i = Number(key.slice(1));
        grams[i] = (grams[i] ?? 0) + value * 100;
      } else if (key.startsWith('t')) {
        const i = Number(key.slice(1));
        topUpGrams[i] = value * 100;
      }
    }
    return { grams, topUpGrams, relaxation: stage };
  }
  // Unreachable in practice (stage 3 is feasible at x = 0); keep the lower bounds.
  return { grams: input.items.map((it) => it.lo), topUpGrams: input.topUps.map(() => 0), relaxation: 3 };
}
