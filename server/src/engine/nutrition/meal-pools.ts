/**
 * Recipe pools per meal slot for one diet: restrictions are already applied by resolveRecipes; keto/low-carb
 * keep recipes whose carbohydrate share fits, biomarker steering and the member's preferences (cuisine, cooking time,
 * budget) narrow the pool where enough remain. When no
 * recipe fits a slot at all (e.g. vegan + paleo + keto), a simple plate is composed from the allowed foods.
 */
import type { RecipeSlot } from '@common/plan';
import type { MealPreferences } from '@common/profile';
import { FOODS, foodById, type Food } from '../data/foods/food-table';
import { priceLevel } from '../data/foods/food-prices';
import { foodAllowed, textAllowed, withExclusions, type DietRules } from './diet-rules';
import { MEAL_PLANNING, MEAL_TUNING as TUNE } from '../guidelines';
import { KETO_FAT_TOPUPS, PLATE, TOPUP_CANDIDATES } from './meal-components';
import type { MealSteering } from './meal-types';
import { dishMinutes, slotMinuteLimit } from './batch-cooking';
import { addFood, zeroNutrients } from './nutrients';
import { isProteinPowder } from './portion-bounds';
import { methodOf } from './recipe-method';
import { resolveRecipes, type ResolvedItem, type ResolvedRecipe } from './recipes';

/** Protein powders (whey, soy isolate): a shake or a dish made with one is a supplement, served food first. */
const POWDER_IDS = [...FOODS.values()].filter(isProteinPowder).map((f) => f.id);

/**
 * The diet with protein powders (and dishes made with them) left out unless the member welcomes shakes (issue 30:
 * food first). Plans and swaps both start here, so a swap never offers what the plan would not serve.
 */
export function foodFirst(diet: DietRules, preferences: MealPreferences | null | undefined): DietRules {
  return preferences?.proteinSupplements === true ? diet : withExclusions(diet, [], POWDER_IDS);
}

/** Premium-priced top-up foods (data/foods/food-prices.ts: whey, almonds, raspberries, olive oil…). */
const PREMIUM_TOPUP_IDS = [...Object.values(TOPUP_CANDIDATES), ...Object.values(KETO_FAT_TOPUPS)]
  .flat()
  .map(foodById)
  .filter((f) => priceLevel(f) === 'premium')
  .map((f) => f.id);

/**
 * The diet top-up foods are drawn from: on an economical budget no premium-priced one (issue 30). Plans and swaps
 * both start here, so a swap never adds what the plan would not.
 */
export function topUpDiet(diet: DietRules, preferences: MealPreferences | null | undefined): DietRules {
  return preferences?.budget === 'economical' ? withExclusions(diet, [], PREMIUM_TOPUP_IDS) : diet;
}

export function firstAllowed(ids: readonly string[], diet: DietRules, extraForbid = 0): Food | null {
  for (const id of ids) {
    const f = foodById(id);
    if (foodAllowed(f, diet, extraForbid)) return f;
  }
  return null;
}

function composePlate(slot: RecipeSlot, diet: DietRules, keto: boolean): ResolvedRecipe | null {
  const pick = (ids: readonly string[]): Food | null => firstAllowed(ids, diet);
  const protein = pick(PLATE.protein);
  const veg = pick(PLATE.veg);
  const carb = keto ? null : pick(PLATE.carb);
  const fat = pick(PLATE.fat);
  const parts: ResolvedItem[] = [];
  if (protein) parts.push({ food: protein, grams: protein.proteinG > 25 ? 40 : 120, role: 'm' });
  if (veg) parts.push({ food: veg, grams: 120, role: 'm' });
  if (carb) parts.push({ food: carb, grams: 60, role: 'm' });
  if (fat) parts.push({ food: fat, grams: fat.fatG > 90 ? 8 : 30, role: 'f' });
  if (parts.length === 0) return null;
  const r: ResolvedRecipe = {
    id: `plate-${slot}`,
    name: `Simple ${slot} plate`,
    slots: [slot],
    cuisine: 'international',
    note: 'Composed from the foods your restrictions allow; no catalogue recipe fitted.',
    method: 'dressing',
    howTo: methodOf(
      {
        id: `plate-${slot}`,
        name: `Simple ${slot} plate`,
        slots: [slot],
        cuisine: 'international',
        items: [],
      },
      'dressing',
      parts,
    ),
    items: parts,
    containsMask: 0,
    traitMask: 0,
    ...zeroNutrients(),
  };
  for (const { food, grams } of parts) {
    r.containsMask |= food.containsMask;
    r.traitMask |= food.traitMask;
    addFood(r, food, grams);
  }
  return r;
}

/** Narrow a pool by a preference, keeping the original when too few would remain. */
function prefer(
  pool: ResolvedRecipe[],
  keep: (r: ResolvedRecipe) => boolean,
  least: number = TUNE.minPool,
): ResolvedRecipe[] {
  const narrowed = pool.filter(keep);
  return narrowed.length >= Math.min(least, pool.length) ? narrowed : pool;
}

/** A dish with a premium-priced ingredient (whey, berries, salmon, cottage cheese…: data/foods/food-prices.ts). */
export const hasPremiumFood = (r: Pick<ResolvedRecipe, 'items'>): boolean =>
  r.items.some((i) => priceLevel(i.food) === 'premium');

/** A preference a slot's dishes could not all keep (too few dishes left with it): the plan says so. */
export type RelaxedPreference = 'cuisine' | 'region' | 'cookingMinutes' | 'budget';

/** Distinct dishes across pools (lunch and dinner share most of theirs). */
const distinct = (pools: readonly ResolvedRecipe[][]): number => new Set(pools.flat().map((r) => r.id)).size;

/**
 * The member's preferences as constraints on a slot's dishes (issue 30), each kept while enough dishes remain — a
 * preference never empties a slot the restrictions left, and one that cannot be kept is reported: the chosen
 * cuisine (Indian stays Indian), the chosen Indian region, on an economical budget no premium-priced ingredients,
 * and dishes made within the slot's cooking time. Each of lunch and dinner (`pools` holds both) keeps half the
 * week's variety floor; the region, a narrowing within the cuisine, also keeps the two together at the whole floor
 * of distinct dishes (MEAL_PLANNING.variety.weekMinMains), else the other regions' dishes stay (the menu chooser
 * still favours the member's region) — five west Indian dishes served at lunch and at dinner alike are five mains
 * a week, not ten.
 */
function preferred(
  pools: ResolvedRecipe[][],
  mains: boolean,
  slotMinutes: (number | null)[],
  pref: MealPreferences | null | undefined,
  relaxed: Set<RelaxedPreference>,
): ResolvedRecipe[][] {
  if (!pref || pools.every((p) => p.length === 0)) return pools;
  const least = mains ? MEAL_PLANNING.variety.weekMinMains / 2 : TUNE.minPool;
  const floor = mains ? MEAL_PLANNING.variety.weekMinMains : least;
  let out = pools;
  /**
   * Each slot narrowed while it keeps enough dishes; with `together` (the region), only while the slots together
   * keep the floor of distinct dishes too. A slot left wider than the preference makes the plan say so.
   */
  const keep = (what: RelaxedPreference, ok: (r: ResolvedRecipe) => boolean, together = false): void => {
    const narrowed = out.map((p) => {
      const n = p.filter(ok);
      return n.length >= Math.min(least, p.length) ? n : p;
    });
    const next = !together || distinct(narrowed) >= Math.min(floor, distinct(out)) ? narrowed : out;
    if (next.some((p, k) => p === out[k] && !p.every(ok))) relaxed.add(what);
    out = next;
  };
  if (pref.cuisine !== 'mixed') keep('cuisine', (r) => r.cuisine === pref.cuisine);
  // A chosen Indian region: its Indian dishes only (other cuisines, where the member takes them, stay).
  const region = pref.region;
  if (region) keep('region', (r) => r.cuisine !== 'indian' || r.howTo.region === region, true);
  // Budget before time, so the quickest dishes kept under a tight cooking time are still affordable ones.
  if (pref.budget === 'economical') keep('budget', (r) => !hasPremiumFood(r));
  out = out.map((p, k) => {
    const minutes = slotMinutes[k] ?? null;
    const within = (r: ResolvedRecipe): boolean => minutes === null || dishMinutes(r.howTo) <= minutes;
    if (p.every(within)) return p;
    const quick = p.filter(within);
    if (quick.length >= Math.min(least, p.length)) return quick;
    // Too few dishes within the time: the quickest ones (twice the least, for variety), and the plan says so.
    relaxed.add('cookingMinutes');
    return [...p].sort((a, b) => dishMinutes(a.howTo) - dishMinutes(b.howTo)).slice(0, 2 * least);
  });
  return out;
}

export function buildPools(
  diet: DietRules,
  steering: MealSteering,
): {
  pools: Record<RecipeSlot, ResolvedRecipe[]>;
  composed: RecipeSlot[];
  relaxed: RelaxedPreference[];
} {
  // The clinical rules' words (allergen names, tyramine condiments) hold in what the member reads, too.
  const all = resolveRecipes(diet, steering.avoidTraits).filter((r) =>
    textAllowed([r.name, ...r.howTo.steps, r.howTo.serving, ...r.items.map((i) => i.food.name)], diet),
  );
  const pools = {} as Record<RecipeSlot, ResolvedRecipe[]>;
  const composed: RecipeSlot[] = [];
  const relaxed = new Set<RelaxedPreference>();
  const slots = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
  for (const slot of slots) {
    let pool = all.filter((r) => r.slots.includes(slot) && r.kcal > 0);
    if (diet.keto) {
      const strict = pool.filter((r) => (r.carbsG * 4) / r.kcal <= TUNE.ketoRecipeCarbShare);
      pool =
        strict.length > 0
          ? strict
          : pool.sort((a, b) => a.carbsG / a.kcal - b.carbsG / b.kcal).slice(0, TUNE.minPool);
    } else if (diet.lowCarb) {
      pool = prefer(pool, (r) => (r.carbsG * 4) / r.kcal <= TUNE.lowCarbRecipeCarbShare);
    }
    if (steering.avoidTraits) pool = prefer(pool, (r) => (r.traitMask & steering.avoidTraits) === 0);
    if (steering.avoidTags) pool = prefer(pool, (r) => (r.containsMask & steering.avoidTags) === 0);
    pools[slot] = pool;
  }
  // The member's preferences: lunch and dinner narrowed together (their distinct dishes make the week's variety).
  const pref = steering.preferences;
  for (const group of [['breakfast'], ['lunch', 'dinner'], ['snack']] as const) {
    const narrowed = preferred(
      group.map((slot) => pools[slot]),
      group.length > 1,
      group.map((slot) => (pref ? slotMinuteLimit(pref, slot) : null)),
      pref,
      relaxed,
    );
    group.forEach((slot, k) => (pools[slot] = narrowed[k]!));
  }
  for (const slot of slots) {
    if (pools[slot].length === 0) {
      const plate = composePlate(slot, diet, diet.keto);
      if (plate) {
        pools[slot] = [plate];
        composed.push(slot);
      }
    }
  }
  return { pools, composed, relaxed: [...relaxed] };
}
