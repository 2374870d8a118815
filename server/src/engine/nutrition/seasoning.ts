/**
 * Serves each dish's salt and sodium-rich condiments (recipe role 'n') after the portion LP has sized the day: the
 * standard-portion grams follow the dish's served size, count in the day's sodium as ordinary parts of the meal,
 * and the method names the grams served ("salt (¼ tsp, 1.5 g)"). Every member has a sodium ceiling (targets.ts: the
 * WHO 2,000 mg, a stricter clinical one, or a sweat-raised one): at or under the WHO ceiling salt and condiments start
 * at half (reduced-salt cooking), above it as written, and either way they are cut to the room the foods leave; salt
 * cut below a pinch is left out ("no added salt") and a condiment cut below half its amount is dropped from the dish
 * and its method. Only lithium lifts the ceiling (BNF asks for steady salt; clinical rules): dishes as written.
 */
import { NUTRIENT_RULES, SEASONING as S } from '../guidelines';
import type { Food } from '../data/foods/food-table';
import { mealCarbBand } from './meal-pattern';
import type { MealPlanInput } from './meal-types';
import type { SizedMeal } from './portion-sizing';
import type { RecipeMethod, StatedAmount } from './recipe-method';
import type { ResolvedRecipe, ResolvedSeasoning } from './recipes';

/** The sentence a dish's serving note gains when its salt is left out under a sodium limit. */
export const NO_ADDED_SALT = 'No added salt: lemon, herbs and spices give the flavour.';

const NAME: Record<string, string> = {
  'usda:salt': 'salt',
  'usda:baking-soda': 'baking soda',
  'usda:soy-sauce': 'soy sauce',
  'usda:tamari': 'tamari',
};

const isSalt = (f: Food): boolean => f.id === 'usda:salt';
const WORDS = new Map<string, RegExp>();
/**
 * The word a step names a seasoning by ("salt", "soy sauce"), as a pattern in any case: a step may open with it
 * ("Salt the water"); built once per food.
 */
function wordOf(food: Food, name: string): RegExp {
  let re = WORDS.get(food.id);
  if (!re) WORDS.set(food.id, (re = new RegExp(`\\b${name}\\b`, 'i')));
  return re;
}

/** How a method states `grams` of a served seasoning: the word it is named by, its plain name and the amount. */
export function seasoningAmount(food: Food, grams: number): StatedAmount {
  const name = NAME[food.id] ?? food.name.toLowerCase();
  return { word: wordOf(food, name), name, amount: statedAmount(food, grams) };
}

/** "a pinch, 0.4 g", "¼ tsp, 1.5 g", "≈ ½ tsp, 2.6 g" for salt; "2 tsp, 10 g" style for the rest. */
export function statedAmount(food: Food, grams: number): string {
  const g = `${grams} g`;
  if (!isSalt(food)) return g;
  if (grams < S.pinchMaxG) return `a pinch, ${g}`;
  const quarters = Math.max(1, Math.round((grams / S.saltTspG) * 4));
  const whole = Math.floor(quarters / 4);
  const frac = ['', '¼', '½', '¾'][quarters % 4] ?? '';
  const exact = Math.abs((quarters / 4) * S.saltTspG - grams) <= 0.2;
  return `${exact ? '' : '≈ '}${whole > 0 ? whole : ''}${frac} tsp, ${g}`;
}

const sodiumOf = (food: Food, grams: number): number => (food.sodiumMg * grams) / 100;

/** Rendered methods per resolved dish and served seasoning grams (dishes recur across days and plans). */
const METHODS = new WeakMap<ResolvedRecipe, Map<string, RecipeMethod>>();
function methodFor(
  recipe: ResolvedRecipe,
  served: readonly { s: ResolvedSeasoning; grams: number }[],
  amounts: ReadonlyMap<number, StatedAmount>,
): RecipeMethod {
  if (!recipe.methodWith) return recipe.howTo;
  const key = served.map(({ s, grams }) => `${s.index}:${grams}`).join(',');
  let byKey = METHODS.get(recipe);
  if (!byKey) METHODS.set(recipe, (byKey = new Map()));
  let method = byKey.get(key);
  if (!method) byKey.set(key, (method = recipe.methodWith(amounts)));
  return method;
}

/** Served grams: salt and soda to 0.1 g, condiments to 1 g; rounded down under a ceiling so it is never crossed. */
function roundServed(food: Food, grams: number, limited: boolean): number {
  const step = food.category === 'condiments' && food.sodiumMg < 10_000 ? 1 : 0.1;
  const n = grams / step;
  return Number(((limited ? Math.floor(n + 1e-9) : Math.round(n)) * step).toFixed(1));
}

/**
 * Under a hard per-meal carbohydrate cap (gestational diabetes, meal-pattern.ts) the sized meal may sit at its cap:
 * the share of its carbohydrate-bearing condiments (soy sauce, teriyaki) that still fits, 0–1.
 */
function carbRoom(
  m: SizedMeal,
  planned: readonly { s: ResolvedSeasoning; grams: number }[],
  input: MealPlanInput,
): number {
  const band = mealCarbBand(m.slot, input.steering.mealPattern ?? 'usual');
  if (!band) return 1;
  const carbsOf = (food: Food, grams: number) => (food.carbsG * grams) / 100;
  const meal = m.parts.reduce((t, p) => t + carbsOf(p.food, p.grams), 0);
  const added = planned.reduce((t, x) => t + carbsOf(x.s.food, x.grams), 0);
  if (added <= 0) return 1;
  return Math.min(1, Math.max(0, band[1] - meal) / added);
}

/** The day's meals with their seasonings served, counted and named in the methods. */
export function seasonDay<D extends { meals: SizedMeal[] }>(day: D, input: MealPlanInput): D {
  const ceiling = input.targets.limits.sodiumMaxMg;
  const limited = ceiling !== null;
  const reduced = limited && ceiling <= NUTRIENT_RULES.sodiumGeneralMaxMg;
  const planned = day.meals.map((m) => {
    const own = m.parts.filter((p) => p.role !== 'topup');
    const servedKcal = own.reduce((s, p) => s + (p.food.kcal * p.grams) / 100, 0);
    const [lo, hi] = S.scaleRange;
    const scale = Math.min(hi, Math.max(lo, servedKcal / Math.max(1, m.recipe.kcal)));
    return (m.recipe.seasoning ?? []).map((s) => ({
      s,
      grams: s.grams * scale * (reduced ? S.limitedShare : 1),
    }));
  });
  let fit = 1;
  if (ceiling !== null) {
    const foods = day.meals.flatMap((m) => m.parts).reduce((t, p) => t + sodiumOf(p.food, p.grams), 0);
    const wanted = planned.flat().reduce((t, x) => t + sodiumOf(x.s.food, x.grams), 0);
    const room = Math.max(0, ceiling * S.ceilingShare - foods);
    if (wanted > room) fit = room / wanted;
  }
  const meals = day.meals.map((m, i) => {
    const served: { s: ResolvedSeasoning; grams: number }[] = [];
    const carbFit = carbRoom(m, planned[i] ?? [], input);
    for (const { s, grams } of planned[i] ?? []) {
      const g = roundServed(s.food, grams * fit * (s.food.carbsG > 0 ? carbFit : 1), limited || carbFit < 1);
      const keep = isSalt(s.food) ? g >= S.minSaltG : g > 0 && fit >= S.minCondimentShare;
      if (keep) served.push({ s, grams: g });
    }
    if (!m.recipe.seasoning || m.recipe.seasoning.length === 0) return m;
    const amounts = new Map<number, StatedAmount>(
      served.map(({ s, grams }) => [s.index, seasoningAmount(s.food, grams)]),
    );
    const howTo = methodFor(m.recipe, served, amounts);
    const saltCut = m.recipe.seasoning.some((s) => isSalt(s.food)) && !served.some((x) => isSalt(x.s.food));
    return {
      ...m,
      recipe: {
        ...m.recipe,
        howTo: saltCut ? { ...howTo, serving: `${howTo.serving} ${NO_ADDED_SALT}` } : howTo,
      },
      parts: [
        ...m.parts,
        ...served.map(({ s, grams }) => ({ food: s.food, grams, role: 'n' as const, bounds: null })),
      ],
    };
  });
  return { ...day, meals };
}
