/**
 * One day's portions as a small linear programme (solved with yalps, a dense simplex). Variables are the grams
 * of each adjustable ingredient above its lower bound plus optional top-up foods; the day's energy, protein,
 * carbohydrate and fat are goals with two-tier deviation variables (a cheap inner band the rounding can live
 * in, an expensive outer part), fibre, the vitamin K floor and the calorie floor are soft minimums, and every nutrient ceiling
 * (keto/low-carb carbohydrate, kidney protein, saturated fat, sodium, potassium, fibre, vitamin K, fat), meal
 * energy shares (top-ups counted with their meal) and glucose "carbohydrate spread" are hard rows; the WHO 400 g of
 * fruit and vegetables is a priced floor (fruit-veg.ts). When hard rows make it infeasible it relaxes in
 * stages (lower bounds, then meal shares — priced instead of held — then both; the glucose carbohydrate spread stays); only as a last resort
 * are the ceilings (and the spread) priced or dropped instead of hard, and portion-sizing then trims the rounded
 * day under every ceiling.
 */
import { solve, type Constraint, type Solution } from 'yalps';
import type { RecipeSlot } from '@common/plan';
import type { Food } from '../data/foods/food-table';
import { MEAL_PLANNING, MEAL_TUNING } from '../guidelines';
import { countsAsFruitVeg } from './fruit-veg';
import { sumNutrients, type SumKey } from './nutrients';

export interface LpItem {
  meal: number;
  food: Food;
  /** grams at the lower and upper bound; equal for fixed items. */
  lo: number;
  hi: number;
  /** The recipe's own (scaled) amount, which the LP prefers to keep. */
  base: number;
  /** A steering side (vitamin C fruit, fortified food): its lower bound holds at every relaxation stage. */
  keep?: boolean;
  /**
   * A core ingredient's floor (what the dish is named for, recipe-core.ts): every gram below it is priced
   * (MEAL_TUNING.lp.coreShortPer100g, above any move inside the targets' inner bands, below a miss outside them), so
   * a dish keeps its core unless the targets cannot be met with it; the planner then tries another dish or renames it.
   */
  coreLo?: number;
}

export interface LpTopUp {
  food: Food;
  maxG: number;
  /** The meal it is served with. */
  slot: RecipeSlot;
  /** Index of that meal in the day (set per day; counts towards the meal's carbohydrate spread limit). */
  meal?: number;
}

/** A hard daily ceiling (or floor) on one nutrient; `margin` keeps rounding to whole grams inside it. */
export interface LpLimit {
  key: SumKey;
  max: number;
  margin: number;
}

export interface LpInput {
  items: LpItem[];
  topUps: LpTopUp[];
  meals: { minKcal: number; maxKcal: number }[];
  targets: { kcal: number; protein: number; carbs: number; fat: number; fiber: number };
  /** Hard ceilings (keto carbohydrate, kidney protein, saturated fat, sodium, potassium, fibre, vitamin K, fat). */
  ceilings: LpLimit[];
  /** Soft floor with a high cost for every unit short (vitamin K band), or null. */
  vitaminKMin: number | null;
  /** Each meal's carbohydrate at most this many grams (by meal index; null = no cap), or null for none. */
  mealCarbsMax: (number | null)[] | null;
  /** The caps are a clinical rule (gestational diabetes): they hold at every relaxation stage. */
  mealCarbsHard?: boolean;
  /** The day's carbohydrate at least this many grams (gestational diabetes), or null. */
  carbsMin?: number | null;
  /**
   * The day's energy at least this many kcal (the plan's calorie floor, targets.energy.floorKcal), or null: with the
   * target at the floor, the ±5 % band let days serve under it (1,145 kcal against a 1,200 floor on keto and paleo).
   * Priced like the carbohydrate floor, so it gives way only where no portion can fill it (then reported).
   */
  kcalMin?: number | null;
  /**
   * Fruit and vegetables at least this many grams (WHO 400 g plus a rounding margin), or null where a clinical rule
   * limits them. Every 100 g short is priced (MEAL_TUNING.lp.fruitVegShortPer100g): dearer than moving portions
   * inside the targets' bands, cheaper than a missed target, so a day short of it is one the foods cannot fill.
   */
  fruitVegMin?: number | null;
  /**
   * Saturated fat at most this many grams per kcal served (the plan's ceiling over its energy target: 7 % or 10 % of
   * energy, WHO 2023 / NCEP ATP III), or null. The gram ceiling alone lets a day that serves less energy than its
   * target carry more than that share of what is eaten (29 g in a 3,200 kcal keto day is 8.2 %).
   */
  saturatedFatPerKcal?: number | null;
  /**
   * A top-up of the same food as a dish's item in the same meal is served in that item's portion (portion-sizing.ts),
   * which keeps its realistic bounds: the two together at most `max` grams, or the LP counts energy the meal never
   * serves.
   */
  jointMax?: { item: number; topUp: number; max: number }[];
}

export interface LpResult {
  grams: number[];
  topUpGrams: number[];
  /** 0 = as designed; 1 = portions may shrink to zero; 2 = meal shares priced; 3 = both; 4 = ceilings soft. */
  relaxation: Stage;
}

export type Stage = 0 | 1 | 2 | 3 | 4;
const zeroLows = (stage: Stage): boolean => stage === 1 || stage >= 3;
const dropBands = (stage: Stage): boolean => stage >= 2;

type Goal = 'kcal' | 'proteinG' | 'carbsG' | 'fatG';
const GOALS: [Goal, string, number][] = [
  ['kcal', 'kcal', MEAL_PLANNING.energyInnerBand],
  ['proteinG', 'p', MEAL_PLANNING.macroInnerBand],
  ['carbsG', 'c', MEAL_PLANNING.macroInnerBand],
  ['fatG', 'f', MEAL_PLANNING.macroInnerBand],
];
const W = MEAL_TUNING.lp;
/** Grams of saturated fat kept under its share of the energy served, so rounding stays inside it. engine */
const SAT_SHARE_MARGIN_G = 0.5;
/** Grams above a carbohydrate floor the LP aims for, so rounding and trimming keep the day on it. engine */
const FLOOR_MARGIN_G = 4;
/** Kcal above the calorie floor the LP aims for, so rounding and trimming keep the day on it. engine */
const FLOOR_MARGIN_KCAL = 40;
const SOLVER_OPTIONS = { maxPivots: W.maxPivots, checkCycles: true } as const;

/**
 * A row's or variable's name by its index (`#`), made once: the solver keys its rows by name, and a fresh string for
 * every row of every build (and the row's scale looked up by it) took about a tenth of the build.
 */
const NAMES: Record<string, string[]> = {};
function nm(format: string, i: number): string {
  const list = (NAMES[format] ??= []);
  return (list[i] ??= format.replace('#', String(i)));
}
const GOAL_ROWS = GOALS.map(([goal, key, band]) => ({
  goal,
  key,
  band,
  innerUp: `${key}_in+`,
  innerDown: `${key}_in-`,
  u1: `${key}_u1`,
  o1: `${key}_o1`,
  u2: `${key}_u2`,
  o2: `${key}_o2`,
}));

function targetOf(t: LpInput['targets'], n: Goal): number {
  return n === 'kcal' ? t.kcal : n === 'proteinG' ? t.protein : n === 'carbsG' ? t.carbs : t.fat;
}

function build(input: LpInput, stage: Stage) {
  const { items, topUps, meals, targets } = input;
  const lows = items.map((it) => (zeroLows(stage) && it.hi > it.lo && !it.keep ? 0 : it.lo));
  // Variables measure each portion's move away from the recipe's own amount (its base): the simplex starts from
  // the recipe as written, which is usually close to the answer, instead of from every lower bound (the same
  // programme; it took far fewer pivots). Constant part (the bases) of every row:
  const bases = items.map((it, i) => Math.min(it.hi, Math.max(lows[i] ?? 0, it.base)));
  const constant = sumNutrients(items.map((it, i) => ({ food: it.food, grams: bases[i] ?? 0 })));
  const mealKcal = meals.map(() => 0);
  const mealCarbs = meals.map(() => 0);
  items.forEach((it, i) => {
    const k = (bases[i] ?? 0) / 100;
    mealKcal[it.meal] = (mealKcal[it.meal] ?? 0) + it.food.kcal * k;
    mealCarbs[it.meal] = (mealCarbs[it.meal] ?? 0) + it.food.carbsG * k;
  });

  const constraints: [string, Constraint][] = [];
  const variables: [string, [string, number][]][] = [];

  // Rows are scaled by their targets (relative units) so the tableau is well conditioned.
  const scale: Record<string, number> = {};
  for (const { goal: n, key, band, innerUp, innerDown, u1, o1, u2, o2 } of GOAL_ROWS) {
    const T = Math.max(1, targetOf(targets, n));
    scale[key] = 1 / T;
    constraints.push([key, { equal: 1 - constant[n] / T }]);
    constraints.push([innerUp, { max: band }], [innerDown, { max: band }]);
    variables.push(
      [
        u1,
        [
          [key, 1],
          [innerDown, 1],
          ['cost', W.inner],
        ],
      ],
      [
        o1,
        [
          [key, -1],
          [innerUp, 1],
          ['cost', W.inner],
        ],
      ],
      [
        u2,
        [
          [key, 1],
          ['cost', W.outer],
        ],
      ],
      [
        o2,
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
  if (input.vitaminKMin !== null) {
    const vkT = Math.max(1, input.vitaminKMin);
    scale.vkmin = 1 / vkT;
    constraints.push(['vkmin', { min: 1 - constant.vitaminKUg / vkT }]);
    variables.push([
      'vk_short',
      [
        ['vkmin', 1],
        ['cost', W.outer],
      ],
    ]);
  }
  const capScale = input.ceilings.map((c) => 1 / Math.max(1, c.max));
  input.ceilings.forEach((c, i) => {
    const T = Math.max(1, c.max);
    constraints.push([nm('cap#', i), { max: (c.max - c.margin - constant[c.key]) / T }]);
    // Last resort: ceilings soft at a high price, trimmed after rounding (portion-sizing).
    if (stage === 4)
      variables.push([
        nm('cap#_over', i),
        [
          [nm('cap#', i), -1],
          ['cost', W.outer * 10],
        ],
      ]);
  });
  const kcalT = Math.max(1, targets.kcal);
  const caps = input.mealCarbsMax;
  const carbT = Math.max(1, ...(caps ?? []).map((c) => c ?? 1));
  // The glucose "carbohydrate spread" is a steering rule of its own: it outlasts the meal energy shares and is only
  // let go with the ceilings (stage 4), when the lower bounds are gone and pinned portions could exceed it. The
  // gestational-diabetes caps are a clinical rule and hold at every stage (stage 4 lets every portion shrink).
  const spread = caps !== null && (stage < 4 || input.mealCarbsHard === true);
  const capped = (meal: number): boolean => spread && caps?.[meal] != null;
  meals.forEach((m, i) => {
    const c = mealKcal[i] ?? 0;
    constraints.push([nm('m#', i), { min: (m.minKcal - c) / kcalT, max: (m.maxKcal - c) / kcalT }]);
    // Relaxed stages price a meal's energy outside its share (per unit of the day's energy) instead of holding it.
    if (dropBands(stage))
      variables.push(
        [
          nm('m#_up', i),
          [
            [nm('m#', i), 1],
            ['cost', W.mealShareMiss],
          ],
        ],
        [
          nm('m#_dn', i),
          [
            [nm('m#', i), -1],
            ['cost', W.mealShareMiss],
          ],
        ],
      );
    if (capped(i)) constraints.push([nm('g#', i), { max: ((caps?.[i] ?? 0) - (mealCarbs[i] ?? 0)) / carbT }]);
  });
  // The day's carbohydrate floor (gestational diabetes, IOM 175 g), with a small margin for rounding: every gram
  // short costs ten times a missed target, so it gives way only where the meal caps leave no room (a day that
  // misses it is out of tolerance and reported). A hard row here forced whole relaxation stages instead.
  const floor = input.carbsMin ?? null;
  if (floor !== null) {
    constraints.push(['cmin', { min: (floor + FLOOR_MARGIN_G - constant.carbsG) / Math.max(1, floor) }]);
    variables.push([
      'cmin_short',
      [
        ['cmin', 1],
        ['cost', W.outer * 10],
      ],
    ]);
  }
  const kcalFloor = input.kcalMin ?? null;
  if (kcalFloor !== null) {
    constraints.push([
      'emin',
      { min: (kcalFloor + FLOOR_MARGIN_KCAL - constant.kcal) / Math.max(1, kcalFloor) },
    ]);
    variables.push([
      'emin_short',
      [
        ['emin', 1],
        ['cost', W.outer * 10],
      ],
    ]);
  }
  const fv = input.fruitVegMin ?? null;
  if (fv !== null) {
    let have = 0;
    items.forEach((it, i) => {
      if (countsAsFruitVeg(it.food)) have += bases[i] ?? 0;
    });
    constraints.push(['fv', { min: 1 - have / fv }]);
    variables.push([
      'fv_short',
      [
        ['fv', 1],
        ['cost', (W.fruitVegShortPer100g * fv) / 100],
      ],
    ]);
  }
  const satShare = input.saturatedFatPerKcal ?? null;
  if (satShare !== null) {
    const T = Math.max(1, satShare * targets.kcal);
    scale.satrel = 1 / T;
    const room = satShare * constant.kcal - constant.saturatedFatG - SAT_SHARE_MARGIN_G;
    constraints.push(['satrel', { max: room / T }]);
    // Like every ceiling: soft at a high price only at the last stage.
    if (stage === 4)
      variables.push([
        'satrel_over',
        [
          ['satrel', -1],
          ['cost', W.outer * 10],
        ],
      ]);
  }
  const s = (key: string): number => scale[key] ?? 1;
  const [sKcal, sP, sC, sF, sFib, sVk, sSat] = ['kcal', 'p', 'c', 'f', 'fib', 'vkmin', 'satrel'].map(s);
  const rowsOf = (f: Food): [string, number][] => {
    const coef: [string, number][] = [
      ['kcal', f.kcal * (sKcal ?? 1)],
      ['p', f.proteinG * (sP ?? 1)],
      ['c', f.carbsG * (sC ?? 1)],
      ['f', f.fatG * (sF ?? 1)],
      ['fib', f.fiberG * (sFib ?? 1)],
    ];
    if (input.vitaminKMin !== null) coef.push(['vkmin', f.vitaminKUg * (sVk ?? 1)]);
    input.ceilings.forEach((c, i) => coef.push([nm('cap#', i), f[c.key] * (capScale[i] ?? 1)]));
    if (satShare !== null) coef.push(['satrel', (f.saturatedFatG - satShare * f.kcal) * (sSat ?? 1)]);
    if (fv !== null && countsAsFruitVeg(f)) coef.push(['fv', 100 / fv]);
    if (kcalFloor !== null) coef.push(['emin', f.kcal / Math.max(1, kcalFloor)]);
    return coef;
  };

  const joints = input.jointMax ?? [];
  joints.forEach((j, k) => {
    constraints.push([nm('jt#', k), { max: (j.max - (bases[j.item] ?? 0)) / 100 }]);
  });
  const jointRows = (at: (j: NonNullable<LpInput['jointMax']>[number]) => boolean): [string, number][] =>
    joints.flatMap((j, k): [string, number][] => (at(j) ? [[nm('jt#', k), 1]] : []));
  items.forEach((it, i) => {
    const low = lows[i] ?? 0;
    if (it.hi - low <= 0) return;
    const f = it.food;
    const coef = rowsOf(f);
    coef.push([nm('m#', it.meal), f.kcal / kcalT], ...jointRows((j) => j.item === i));
    if (capped(it.meal)) coef.push([nm('g#', it.meal), f.carbsG / carbT]);
    if (floor !== null) coef.push(['cmin', f.carbsG / Math.max(1, floor)]);
    // |grams − base| penalty as two pieces, both charged: below the recipe's amount (a, down to the lower bound)
    // and above it (b, up to the upper bound), so portions stay close to the recipe unless the targets need them
    // to move.
    const base = bases[i] ?? low;
    const reg = W.movePer100Kcal * (f.kcal / 100) + W.movePer100g;
    const down: [string, number][] = coef.map(([row, c]) => [row, -c]);
    // A core's grams under its floor are a second, priced piece of the move down.
    const coreLo = it.coreLo === undefined ? low : Math.max(low, Math.min(base, it.coreLo));
    if (base > coreLo) {
      constraints.push([nm('ua#', i), { max: (base - coreLo) / 100 }]);
      variables.push([nm('a#', i), [...down, [nm('ua#', i), 1], ['cost', reg]]]);
    }
    if (coreLo > low) {
      constraints.push([nm('uc#', i), { max: (coreLo - low) / 100 }]);
      variables.push([nm('c#', i), [...down, [nm('uc#', i), 1], ['cost', reg + W.coreShortPer100g]]]);
    }
    if (it.hi > base) {
      constraints.push([nm('ub#', i), { max: (it.hi - base) / 100 }]);
      variables.push([nm('b#', i), [...coef, [nm('ub#', i), 1], ['cost', reg]]]);
    }
  });
  topUps.forEach((t, i) => {
    const coef = rowsOf(t.food);
    coef.push([nm('ut#', i), 1], ['cost', W.topUpPer100g], ...jointRows((j) => j.topUp === i));
    if (t.meal !== undefined) coef.push([nm('m#', t.meal), t.food.kcal / kcalT]);
    if (t.meal !== undefined && capped(t.meal)) coef.push([nm('g#', t.meal), t.food.carbsG / carbT]);
    if (floor !== null) coef.push(['cmin', t.food.carbsG / Math.max(1, floor)]);
    constraints.push([nm('ut#', i), { max: t.maxG / 100 }]);
    variables.push([nm('t#', i), coef]);
  });
  return { bases, model: { direction: 'minimize' as const, objective: 'cost', constraints, variables } };
}

/** How far past a hard row's limit its least reach must be before it counts as proof (scaled rows; simplex 1e-8). */
const PROOF_SLACK = 1e-6;

/**
 * True when one hard row of the stage's programme (build) cannot be met with every portion anywhere in its range and
 * every top-up anywhere from none to its most: the least portions already over a ceiling, a meal's least energy over
 * its share or its most under it. Such a programme has no solution and the simplex finds none either, only after a
 * whole first phase; most stages before the first feasible one are proven so (a kidney protein ceiling or the 7 %
 * saturated-fat share under the recipe's least portions). False proves nothing: the simplex decides.
 */
export function provablyInfeasible(input: LpInput, stage: Stage): boolean {
  const { items, topUps, meals } = input;
  const least = new Float64Array(items.length);
  const most = new Float64Array(items.length);
  items.forEach((it, i) => {
    const low = zeroLows(stage) && it.hi > it.lo && !it.keep ? 0 : it.lo;
    // An item with no room is held at its base (build), clamped to its range.
    const base = Math.min(it.hi, Math.max(low, it.base));
    least[i] = it.hi - low <= 0 ? base : low;
    most[i] = it.hi - low <= 0 ? base : it.hi;
  });
  const over = (reach: number, limit: number, scale: number): boolean =>
    reach > limit + PROOF_SLACK * Math.max(1, scale);
  if (stage < 4) {
    for (const c of input.ceilings) {
      let g = 0;
      items.forEach((it, i) => (g += (it.food[c.key] * (least[i] ?? 0)) / 100));
      if (over(g, c.max - c.margin, c.max)) return true;
    }
    const share = input.saturatedFatPerKcal ?? null;
    if (share !== null) {
      // Saturated fat over its share of the energy served, per gram: the least is each food at its cheaper end.
      let g = 0;
      items.forEach((it, i) => {
        const e = (it.food.saturatedFatG - share * it.food.kcal) / 100;
        g += e * (e > 0 ? (least[i] ?? 0) : (most[i] ?? 0));
      });
      for (const t of topUps) g += Math.min(0, (t.food.saturatedFatG - share * t.food.kcal) / 100) * t.maxG;
      if (over(g, -SAT_SHARE_MARGIN_G, share * input.targets.kcal)) return true;
    }
  }
  const caps = input.mealCarbsMax;
  const spread = caps !== null && (stage < 4 || input.mealCarbsHard === true);
  for (let m = 0; m < meals.length; m++) {
    const band = meals[m];
    const cap = spread ? (caps?.[m] ?? null) : null;
    if (!band || (dropBands(stage) && cap === null)) continue;
    let kcalLeast = 0;
    let kcalMost = 0;
    let carbsLeast = 0;
    items.forEach((it, i) => {
      if (it.meal !== m) return;
      kcalLeast += (it.food.kcal * (least[i] ?? 0)) / 100;
      kcalMost += (it.food.kcal * (most[i] ?? 0)) / 100;
      carbsLeast += (it.food.carbsG * (least[i] ?? 0)) / 100;
    });
    for (const t of topUps) if (t.meal === m) kcalMost += (t.food.kcal * t.maxG) / 100;
    const T = input.targets.kcal;
    if (!dropBands(stage) && (over(kcalLeast, band.maxKcal, T) || over(band.minKcal, kcalMost, T)))
      return true;
    if (cap !== null && over(carbsLeast, cap, cap)) return true;
  }
  return false;
}

/** The stage's programme as the solver reads it (for the proof's tests). */
export const portionProgramme = (input: LpInput, stage: Stage) => build(input, stage).model;

/** Sum of the outer (expensive) deviations: zero when every goal is inside its inner band. */
function outerMiss(solution: Solution<string>): number {
  let miss = 0;
  for (const [key, value] of solution.variables) if (/_[uo]2$/.test(key)) miss += value;
  return miss;
}

function readSolution(input: LpInput, bases: number[], solution: Solution<string>, stage: Stage): LpResult {
  const grams = input.items.map((it, i) => bases[i] ?? it.lo);
  const topUpGrams = input.topUps.map(() => 0);
  for (const [key, value] of solution.variables) {
    if (/^[abc]\d/.test(key)) {
      const i = Number(key.slice(1));
      grams[i] = (grams[i] ?? 0) + (key[0] === 'b' ? value : -value) * 100;
    } else if (/^t\d/.test(key)) {
      const i = Number(key.slice(1));
      topUpGrams[i] = value * 100;
    }
  }
  return { grams, topUpGrams, relaxation: stage };
}

/** `from`: the first relaxation stage to try (a re-solve of a day already known to need relaxing starts there). */
export function solvePortions(input: LpInput, from: Stage = 0): LpResult {
  for (const stage of ([0, 1, 2, 3, 4] as const).filter((s) => s >= from)) {
    if (provablyInfeasible(input, stage)) continue;
    const { bases, model } = build(input, stage);
    const solution: Solution<string> = solve(model, SOLVER_OPTIONS);
    if (solution.status !== 'optimal') continue;
    // A hard ceiling can leave the targets out of reach with the recipe's minimum portions (e.g. cheese on a
    // keto day under the saturated-fat ceiling): then let those portions shrink and keep the closer day.
    if (stage === 0 && outerMiss(solution) > 1e-6) {
      if (provablyInfeasible(input, 1)) return readSolution(input, bases, solution, stage);
      const relaxed = build(input, 1);
      const second: Solution<string> = solve(relaxed.model, SOLVER_OPTIONS);
      if (second.status === 'optimal' && outerMiss(second) < outerMiss(solution) - 1e-6)
        return readSolution(input, relaxed.bases, second, 1);
    }
    return readSolution(input, bases, solution, stage);
  }
  // Unreachable in practice (stage 4 has no hard nutrient row); keep the lower bounds.
  return { grams: input.items.map((it) => it.lo), topUpGrams: input.topUps.map(() => 0), relaxation: 4 };
}
