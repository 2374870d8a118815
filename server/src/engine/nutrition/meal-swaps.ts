/**
 * Meal swaps: alternatives for one meal of a plan, and a plan with the member's chosen swaps in place.
 *
 * Alternatives come out of the engine's own path, never a looser one: the dishes are the slot's recipe pool for the
 * member's diet (buildPools: restrictions, allergies, dislikes, medication and pregnancy exclusions, clinician
 * overrides, biomarker avoid-traits and keto/low-carb shares, foods with an unknown value under a limit left out,
 * exactly as planMeals builds it), and each candidate is portioned by sizeDay — the day's own LP with its portion
 * bounds, household measures, steering sides and top-ups — in the day it would join, the day's other meals held
 * as they are. A candidate is offered only when, once portioned,
 * - its energy is within ±SWAP_RULES.kcalTolerance and its protein within the protein band of the meal it replaces;
 * - the day with it stays under every hard daily ceiling the plan keeps (ceilingsFor: saturated fat, carbs on
 *   keto/low-carb, sodium, potassium, fat share, protein ceiling in kidney disease, a low-residue diet's fibre) and
 *   inside the vitamin K band of
 *   a vitamin K antagonist — for the plan's stored targets and for the member's current ones — or, where the day
 *   already stood outside one, no further outside it;
 * - under glucose steering the meal carries no more than the per-meal carbohydrate share (or no more than the
 *   original did);
 * - mealViolations finds nothing (the check the property tests run over every plan).
 * Fibre is a target with a generous upper bound here (swapFibreMaxG), not the planner's 1.5× aim: more fibre than
 * planned never blocks a swap (issue 31).
 * Pure: the same plan, meal and rules give the same alternatives.
 */
import {
  NUTRIENT_KEYS,
  RECIPE_SLOT_OF,
  type Meal,
  type NutrientTotals,
  type PlanContent,
  type PlanDay,
} from '@common/plan';
import { PROTEIN_SHAKE_DISH_ID, SWAP_RULES, planDishId } from '@common/plan-swaps';
import { mealViolations, withExclusions, type DietRules } from './diet-rules';
import { foodById, foodsWithUnknown } from '../data/foods/food-table';
import { fruitVegFloor } from './fruit-veg';
import { groceryLists } from './grocery';
import { CLINICAL_RULES, MEAL_PLANNING, NUTRIENT_RULES } from '../guidelines';
import { buildPools, foodFirst, topUpDiet } from './meal-pools';
import { mealCarbCap } from './meal-pattern';
import { itemOf, limitedNutrients, withinTolerance } from './meal-planner';
import type { MealPlanInput, MealSteering } from './meal-types';
import type { MenuMeal } from './menu-chooser';
import { addFood, roundTotals, sumNutrients, zeroNutrients } from './nutrients';
import { isProteinPowder } from './portion-bounds';
import { unpairSwappedBatches } from './batch-cooking';
import { ceilingsFor, pickTopUps, satFatStrict, sizeDay, steeringSides } from './portion-sizing';
import { withUnservedNoted, withoutUnservedIngredients } from './meal-core';
import { seasonDay } from './seasoning';
import { createRng } from '../plan/prng';
import { RECIPE_DEFS, type ResolvedRecipe } from './recipes';

/** The rules the plan's menu follows now (generate-plan.ts menuRules). */
export interface SwapRules {
  diet: DietRules;
  steering: MealSteering;
  targets: PlanContent['targets'];
  proteinCeiling: boolean;
}

/** A swap the member chose, as stored (plan_meal_swaps). */
export interface StoredSwap {
  day: number;
  meal: number;
  /** The dish the plan had there; a swap applies only while the plan still has it (a new version may not). */
  originalRecipeId: string | null;
  recipeId: string;
  content: Meal;
  createdAt: Date;
}

export interface SwapOptions {
  alternatives: Meal[];
  band: { kcal: [number, number]; proteinG: [number, number] };
  reason: string | null;
}

const RECIPE_IDS = new Set(RECIPE_DEFS.map((r) => r.id));

/** The protein shake the sizing adds to reach the protein target (portion-sizing.ts); it has no recipe. */
function isShake(meal: Meal): boolean {
  return planDishId(meal) === PROTEIN_SHAKE_DISH_ID;
}

/**
 * The energy and protein band an alternative keeps to: ±kcalTolerance of the meal's energy and ±proteinTolerance
 * of its protein, widened (SWAP_RULES …WithRoom) as far as the day — `day` with the plan's own dish at this place —
 * stays within its own energy and protein tolerance of `targets`.
 */
export function swapBand(
  original: Meal,
  day?: Pick<NutrientTotals, 'kcal' | 'proteinG'>,
  targets?: Pick<PlanContent['targets'], 'calories' | 'proteinG'>,
): SwapOptions['band'] {
  const k = original.totals.kcal;
  const p = original.totals.proteinG;
  const dp = Math.max(p * SWAP_RULES.proteinTolerance, SWAP_RULES.proteinToleranceMinG);
  let [down, up, gain] = [k * SWAP_RULES.kcalTolerance, k * SWAP_RULES.kcalTolerance, dp];
  if (day && targets) {
    const wide = k * SWAP_RULES.kcalToleranceWithRoom;
    const E = MEAL_PLANNING.energyTolerance;
    down = Math.max(down, Math.min(wide, day.kcal - targets.calories * (1 - E)));
    // A protein shake is a small top-up: food bringing its protein may take whatever room the day has above it.
    up = Math.max(up, Math.min(isShake(original) ? Infinity : wide, targets.calories * (1 + E) - day.kcal));
    const more = Math.max(p * SWAP_RULES.proteinGainWithRoom, SWAP_RULES.proteinGainWithRoomMinG);
    gain = Math.max(dp, Math.min(more, targets.proteinG * (1 + MEAL_PLANNING.macroTolerance) - day.proteinG));
  }
  return {
    kcal: [Math.round(k - down), Math.round(k + up)],
    proteinG: [Math.max(0, Math.round(p - dp)), Math.round(p + gain)],
  };
}

/** A meal of the day held as it is: its items at their grams (role 'x': the LP keeps them fixed). */
function held(meal: Meal, index: number): ResolvedRecipe {
  const items = meal.items.map((i) => ({ food: foodById(i.foodId), grams: i.grams, role: 'x' as const }));
  const r: ResolvedRecipe = {
    id: `held-${index}`,
    name: meal.name,
    slots: [RECIPE_SLOT_OF[meal.slot]],
    cuisine: meal.cuisine ?? 'international',
    note: meal.note,
    method: 'dressing',
    howTo: meal.howTo ?? { steps: [], prepMin: 0, cookMin: 0, serving: '', region: 'international' },
    items,
    containsMask: 0,
    traitMask: 0,
    ...zeroNutrients(),
  };
  for (const it of items) {
    r.containsMask |= it.food.containsMask;
    addFood(r, it.food, it.grams);
  }
  return r;
}

/** The day's totals with `from` replaced by `to` (per nutrient; unknown micronutrients count as 0). */
function dayWith(day: PlanDay, from: Meal, to: Meal): NutrientTotals {
  const out = {} as NutrientTotals;
  for (const k of NUTRIENT_KEYS)
    out[k] = Math.round(((day.totals[k] ?? 0) - (from.totals[k] ?? 0) + (to.totals[k] ?? 0)) * 10) / 10;
  return out;
}

/**
 * The fibre a day with a swap may reach: a clinical ceiling (low-residue diet) as it is, otherwise a generous bound,
 * NUTRIENT_RULES.fiberSwapMaxFactor × the target (never below the planner's own bound).
 */
export function swapFibreMaxG(targets: Pick<PlanContent['targets'], 'fiberG' | 'limits'>): number {
  const max = targets.limits!.fiberMaxG;
  if (max <= CLINICAL_RULES.lowResidueFibreMaxG) return max;
  return Math.max(max, Math.round(targets.fiberG * NUTRIENT_RULES.fiberSwapMaxFactor));
}

/** Which hard limit the day with the swap would break (null when none). */
function limitBroken(
  input: MealPlanInput,
  current: SwapRules,
  before: NutrientTotals,
  after: NutrientTotals,
): string | null {
  const generous = (t: MealPlanInput['targets']) =>
    ceilingsFor({ ...input, targets: t }).map((c) =>
      c.key === 'fiberG' ? { ...c, max: swapFibreMaxG(t) } : c,
    );
  const ceilings = [
    ...generous(input.targets),
    ...generous({ ...current.targets, limits: current.targets.limits! }),
  ];
  for (const c of ceilings) {
    if (!(c.key in after)) continue;
    const key = c.key as keyof NutrientTotals;
    // Over the ceiling and higher than the day already was.
    if (after[key] > c.max && after[key] > before[key] + 0.05) return c.key;
  }
  for (const band of [input.targets.limits.vitaminKBandUg, current.targets.limits?.vitaminKBandUg ?? null]) {
    if (!band) continue;
    const out = (v: number): number => Math.max(0, band[0] - v, v - band[1]);
    if (out(after.vitaminKUg) > 0 && out(after.vitaminKUg) > out(before.vitaminKUg) + 0.05)
      return 'vitaminKUg';
  }
  return null;
}

const WHY: Record<string, string> = {
  saturatedFatG: 'saturated fat',
  fiberG: 'fibre',
  carbsG: 'carbohydrate',
  proteinG: 'protein',
  sodiumMg: 'sodium',
  potassiumMg: 'potassium',
  fatG: 'fat',
  vitaminKUg: 'vitamin K',
};

/**
 * Up to SWAP_RULES.alternatives dishes for meal `index` of `day` (the day as the plan shows it, other swaps in
 * place). `original` is the plan's own dish for that meal: the band and the excluded dish come from it.
 */
/** The one-day planning input a swap is sized and checked with (null: a plan stored before swaps had limits). */
function swapInput(
  content: PlanContent,
  rules: SwapRules,
  planType: PlanContent['planType'],
  shown: PlanDay,
  day: number,
) {
  const storedLimits = content.targets.limits;
  if (!storedLimits) return null;
  const targets = { ...content.targets, limits: storedLimits };
  const limited = [
    ...limitedNutrients(storedLimits),
    ...(rules.targets.limits ? limitedNutrients(rules.targets.limits) : []),
  ];
  // The same diet planMeals uses: a food whose value for a limited nutrient is unknown is left out, and protein
  // powders unless the member welcomes shakes.
  const diet = foodFirst(
    withExclusions(rules.diet, [], foodsWithUnknown([...new Set(limited)])),
    rules.steering.preferences,
  );
  const input: MealPlanInput = {
    targets,
    diet,
    steering: rules.steering,
    planType,
    days: 1,
    startDate: new Date(`${shown.date}T00:00:00Z`),
    rng: createRng(day, 'swaps'),
    proteinCeiling: rules.proteinCeiling,
  };
  return { input, targets, diet };
}

/**
 * Which hard limit the day would break if the swap at day/index went back to the plan's own dish, in plain words
 * ("saturated fat"; null: none).
 * Each swap was checked against the day as it stood when chosen; after undoing one, the other swaps kept that day
 * may together pass a ceiling (potassium, vitamin K band …) that no single choice did.
 */
export function undoBreaksLimit(args: {
  content: PlanContent;
  shownDays: readonly PlanDay[];
  day: number;
  index: number;
  original: Meal;
  rules: SwapRules;
  planType: PlanContent['planType'];
}): string | null {
  const { content, shownDays, day, index, original, rules, planType } = args;
  const shown = shownDays[day - 1];
  const current = shown?.meals[index];
  if (!shown || !current || !current.swap) return null;
  const built = swapInput(content, rules, planType, shown, day);
  if (!built) return null;
  const key = limitBroken(
    built.input,
    rules,
    dayWith(shown, current, current),
    dayWith(shown, current, original),
  );
  return key === null ? null : (WHY[key] ?? 'a nutrient');
}

export function swapOptions(args: {
  content: PlanContent;
  /** The plan days as shown (other swaps applied). */
  shownDays: readonly PlanDay[];
  day: number;
  index: number;
  original: Meal;
  rules: SwapRules;
  planType: PlanContent['planType'];
}): SwapOptions {
  const { content, shownDays, day, index, original, rules, planType } = args;
  const shown = shownDays[day - 1];
  const current = shown?.meals[index];
  const band = swapBand(original, shown && current && dayWith(shown, current, original), content.targets);
  const none = (reason: string): SwapOptions => ({ alternatives: [], band, reason });
  if (!shown || !current) return none('This meal is not in the plan.');
  if (
    current.batch?.role === 'cook-double' &&
    shownDays[day]?.meals.some((m) => m.batch?.role === 'leftover')
  )
    return none(`This dinner is cooked double for day ${current.batch.day}’s lunch: swap that lunch first.`);
  const built = swapInput(content, rules, planType, shown, day);
  if (!built) return none('This plan was made before meal swaps; generate a new plan to swap meals.');
  const { input, targets, diet } = built;
  const slot = original.slot;
  // Suhoor draws on the breakfast dishes and iftar on the main dishes (fasting plans: meal-pattern.ts).
  const pool = RECIPE_SLOT_OF[slot];
  const { pools } = buildPools(diet, rules.steering);
  const inDay = new Set(shown.meals.map((m, i) => (i === index ? null : m.recipeId)).filter(Boolean));
  const fits = pools[pool].filter(
    (r) => RECIPE_IDS.has(r.id) && r.id !== original.recipeId && !inDay.has(r.id),
  );
  if (fits.length === 0) return none(`No other ${slot} dish we have suits your diet and health needs.`);

  // Mains already served three times this plan week go last (the variety rule of the plan).
  const weekStart = Math.floor((day - 1) / 7) * 7;
  const weekUses = new Map<string, number>();
  if (pool === 'lunch' || pool === 'dinner') {
    shownDays.slice(weekStart, weekStart + 7).forEach((d, di) =>
      d.meals.forEach((m, mi) => {
        if (
          (RECIPE_SLOT_OF[m.slot] === 'lunch' || RECIPE_SLOT_OF[m.slot] === 'dinner') &&
          m.recipeId &&
          !(di + weekStart === day - 1 && mi === index)
        )
          weekUses.set(m.recipeId, (weekUses.get(m.recipeId) ?? 0) + 1);
      }),
    );
  }
  const o = original.totals;
  const rel = (v: number, t: number): number => Math.abs(v - t) / Math.max(10, t);
  const distance = (r: ResolvedRecipe): number => {
    const k = o.kcal / Math.max(1, r.kcal);
    const overused = (weekUses.get(r.id) ?? 0) >= MEAL_PLANNING.variety.weekMaxRepeats ? 10 : 0;
    return (
      overused + 2 * rel(r.proteinG * k, o.proteinG) + rel(r.carbsG * k, o.carbsG) + rel(r.fatG * k, o.fatG)
    );
  };
  const ranked = fits
    .map((r) => ({ r, d: distance(r) }))
    .sort((a, b) => a.d - b.d || a.r.id.localeCompare(b.r.id))
    .map((x) => x.r);

  const T = targets.calories;
  // The LP aims at the day as it stands (the original meal's contribution is what the new dish must bring), not
  // at the plan's targets. Its ceilings get room for the day as it already is (a stored day may sit within the
  // LP's rounding margin of a ceiling, which would leave no feasible portion and force a relaxation): the hard
  // limits are checked afterwards on the day with the swap, against the plan's own figures (limitBroken).
  // The day with the plan's own dish at this place (a swap already chosen here does not move the options).
  const asIs = dayWith(shown, current, original);
  const room = (max: number | null, v: number, pad: number): number | null =>
    max === null ? null : Math.max(max, Math.ceil(v * 1.05 + pad));
  const L = targets.limits;
  const sizing: MealPlanInput = {
    ...input,
    diet: { ...diet, carbsMaxG: diet.carbsMaxG === null ? null : room(diet.carbsMaxG, asIs.carbsG, 5) },
    proteinCeiling: false,
    targets: {
      ...targets,
      calories: Math.max(1, Math.round(asIs.kcal)),
      proteinG: asIs.proteinG,
      carbsG: asIs.carbsG,
      fatG: asIs.fatG,
      saturatedFatMaxG: room(targets.saturatedFatMaxG, asIs.saturatedFatG, 2)!,
      limits: {
        ...L,
        sodiumMaxMg: room(L.sodiumMaxMg, asIs.sodiumMg, 20),
        potassiumMaxMg: room(L.potassiumMaxMg, asIs.potassiumMg, 20),
        fiberMaxG: room(swapFibreMaxG(targets), asIs.fiberG, 5)!,
        vitaminKBandUg: L.vitaminKBandUg
          ? [L.vitaminKBandUg[0], room(L.vitaminKBandUg[1], asIs.vitaminKUg, 5)!]
          : null,
        fatMaxPct:
          L.fatMaxPct === null
            ? null
            : Math.max(L.fatMaxPct, ((asIs.fatG * 1.05 + 5) * 9 * 100) / Math.max(1, asIs.kcal)),
      },
    },
  };
  const potassiumLimited = targets.limits.potassiumMaxMg !== null || rules.steering.noHighPotassiumTopUps;
  const firstOfSlot = shown.meals.findIndex((m) => m.slot === slot) === index;
  // Top-ups and steering sides of this meal's slot only (the other meals keep theirs as they are); no shakes.
  const topUps = firstOfSlot
    ? pickTopUps(
        topUpDiet(diet, rules.steering.preferences),
        T,
        potassiumLimited,
        input.proteinCeiling,
        fruitVegFloor(targets.limits) !== null,
        satFatStrict(targets),
      ).filter((t) => t.slot === pool && !isProteinPowder(t.food))
    : [];
  const sides = firstOfSlot ? steeringSides(input).filter((s) => s.slot === pool) : [];
  const others = shown.meals.map((m, i) => (i === index ? null : held(m, i)));
  const share = Math.max(0.02, original.totals.kcal / Math.max(1, sizing.targets.calories));
  const carbsCap = mealCarbCap(
    pool,
    rules.steering.mealPattern ?? 'usual',
    rules.steering.glucoseSpread,
    targets,
  );

  const out: Meal[] = [];
  const names = new Set<string>();
  let outOfBand = 0;
  let incomplete = 0;
  const broken = new Set<string>();
  let sized = 0;
  for (const recipe of ranked) {
    if (out.length >= SWAP_RULES.alternatives || sized >= SWAP_RULES.maxSized) break;
    if (names.has(recipe.name)) continue;
    sized++;
    const menu: MenuMeal[] = shown.meals.map((m, i) => {
      const h = others[i];
      // Held meals at share = their energy / the sizing target: scale 1, their grams as they are.
      return h
        ? { slot: RECIPE_SLOT_OF[m.slot], recipe: h, share: h.kcal / Math.max(1, sizing.targets.calories) }
        : { slot: pool, recipe, share };
    });
    // Carbohydrate and fat aim at this dish's own mix at the meal's energy, so the LP sizes it for energy and
    // protein instead of shrinking it (or leaving ingredients out) to copy the original dish's split.
    const k = o.kcal / Math.max(1, recipe.kcal);
    const aim: MealPlanInput = {
      ...sizing,
      targets: {
        ...sizing.targets,
        carbsG: Math.max(0, asIs.carbsG - o.carbsG + recipe.carbsG * k),
        fatG: Math.max(0, asIs.fatG - o.fatG + recipe.fatG * k),
      },
    };
    const sizedDay = sizeDay(menu, aim, topUps, sides);
    const day0 = seasonDay({ ...sizedDay, meals: withoutUnservedIngredients(sizedDay.meals) }, aim);
    const mine = withUnservedNoted(day0.meals).find((m) => m.recipe.id === recipe.id && m.slot === slot);
    if (!mine || mine.parts.length === 0) continue;
    // A dish whose main ingredient the sizing left out is not that dish.
    const served = new Set(mine.parts.map((p) => p.food.id));
    if (recipe.items.some((it) => it.role === 'm' && !served.has(it.food.id))) {
      incomplete++;
      continue;
    }
    const meal: Meal = {
      slot,
      name: mine.recipe.name,
      recipeId: recipe.id,
      cuisine: recipe.cuisine,
      note: mine.note,
      howTo: mine.recipe.howTo,
      items: mine.parts.map((p) => itemOf(p.food, p.grams, mine.recipe.name)),
      totals: roundTotals(sumNutrients(mine.parts)),
    };
    const t = meal.totals;
    if (
      t.kcal < band.kcal[0] ||
      t.kcal > band.kcal[1] ||
      t.proteinG < band.proteinG[0] ||
      t.proteinG > band.proteinG[1]
    ) {
      outOfBand++;
      continue;
    }
    // The gestational-diabetes cap is hard; the glucose spread only keeps a swap from adding carbohydrate.
    const hardCap = rules.steering.mealPattern === 'gdm';
    if (carbsCap !== null && t.carbsG > carbsCap && (hardCap || t.carbsG > o.carbsG + 0.5)) {
      broken.add('carbsG');
      continue;
    }
    const limit = limitBroken(input, rules, asIs, dayWith(shown, current, meal));
    // (dayWith(shown, current, meal): the shown day with this place's dish replaced by the alternative.)
    if (limit) {
      broken.add(limit);
      continue;
    }
    if (mealViolations(meal.items, diet).length > 0) continue;
    names.add(recipe.name);
    out.push(meal);
  }
  let reason: string | null = null;
  if (out.length < SWAP_RULES.alternatives) {
    // Plain words for the member (issue 31): what suits them, and why the rest cannot be served here.
    const why = [
      ...(outOfBand > 0
        ? [
            `${outOfBand} cannot be portioned to ${band.kcal[0]}–${band.kcal[1]} kcal with ${band.proteinG[0]}–${band.proteinG[1]} g protein, close to this meal`,
          ]
        : []),
      ...(incomplete > 0 ? [`${incomplete} would lose a main ingredient at this portion size`] : []),
      ...(broken.size > 0
        ? [
            `some would give you more ${[...broken].map((k) => WHY[k] ?? 'of a nutrient').join(' and ')} in a day than your plan allows`,
          ]
        : []),
    ];
    const head =
      out.length === 0
        ? 'No alternative for this meal'
        : `Only ${out.length} alternative${out.length === 1 ? '' : 's'} for this meal`;
    const suit = `${fits.length} other ${slot} dish${fits.length === 1 ? '' : 'es'} suit${fits.length === 1 ? 's' : ''} your diet and health needs`;
    reason = `${head}: ${suit}${why.length ? `, but ${why.join('; ')}` : ''}.`;
  }
  return { alternatives: out, band, reason };
}

/**
 * The plan as the member sees it: each stored swap in place of the plan's own dish (marked), the day's totals and
 * tolerance recomputed, and the grocery lists summed again from the meals shown. A swap whose original dish is no
 * longer at that place (a newer version re-planned the day) is not applied.
 */
export function applySwaps(content: PlanContent, swaps: readonly StoredSwap[]): PlanContent {
  let applied = 0;
  const days = content.days.map((d) => {
    const mine = swaps.filter((s) => s.day === d.day);
    if (mine.length === 0) return d;
    let day = d;
    for (const s of mine) {
      const from = day.meals[s.meal];
      if (!from || from.recipeId !== s.originalRecipeId || from.slot !== s.content.slot) continue;
      const to: Meal = {
        ...s.content,
        swap: {
          originalRecipeId: s.originalRecipeId,
          originalName: from.name,
          swappedAt: s.createdAt.toISOString(),
        },
      };
      const totals = dayWith(day, from, to);
      day = {
        ...day,
        meals: day.meals.map((m, i) => (i === s.meal ? to : m)),
        totals,
        withinTolerance: withinTolerance(totals, content.targets),
      };
      applied++;
    }
    return day;
  });
  if (applied === 0) return content;
  const shown = unpairSwappedBatches(days);
  return { ...content, days: shown, groceryList: groceryLists(shown) };
}
