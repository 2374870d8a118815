/**
 * Recipe pools per meal slot for one diet: restrictions are already applied by resolveRecipes; keto/low-carb
 * keep recipes whose carbohydrate share fits, and biomarker steering narrows the pool where enough remain. When no
 * recipe fits a slot at all (e.g. vegan + paleo + keto), a simple plate is composed from the allowed foods.
 */
import type { MealSlot } from '@common/plan';
import { foodById, type Food } from '../data/foods/food-table';
import { foodAllowed, textAllowed, type DietRules } from './diet-rules';
import { MEAL_TUNING as TUNE } from '../guidelines';
import { PLATE } from './meal-components';
import type { MealSteering } from './meal-types';
import { addFood, zeroNutrients } from './nutrients';
import { methodOf } from './recipe-method';
import { resolveRecipes, type ResolvedItem, type ResolvedRecipe } from './recipes';

export function firstAllowed(ids: readonly string[], diet: DietRules, extraForbid = 0): Food | null {
  for (const id of ids) {
    const f = foodById(id);
    if (foodAllowed(f, diet, extraForbid)) return f;
  }
  return null;
}

function composePlate(slot: MealSlot, diet: DietRules, keto: boolean): ResolvedRecipe | null {
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
function prefer(pool: ResolvedRecipe[], keep: (r: ResolvedRecipe) => boolean): ResolvedRecipe[] {
  const narrowed = pool.filter(keep);
  return narrowed.length >= Math.min(TUNE.minPool, pool.length) ? narrowed : pool;
}

export function buildPools(
  diet: DietRules,
  steering: MealSteering,
): { pools: Record<MealSlot, ResolvedRecipe[]>; composed: MealSlot[] } {
  // The clinical rules' words (allergen names, tyramine condiments) hold in what the member reads, too.
  const all = resolveRecipes(diet, steering.avoidTraits).filter((r) =>
    textAllowed([r.name, ...r.howTo.steps, r.howTo.serving, ...r.items.map((i) => i.food.name)], diet),
  );
  const pools = {} as Record<MealSlot, ResolvedRecipe[]>;
  const composed: MealSlot[] = [];
  for (const slot of ['breakfast', 'lunch', 'dinner', 'snack'] as const) {
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
    if (pool.length === 0) {
      const plate = composePlate(slot, diet, diet.keto);
      if (plate) {
        pool = [plate];
        composed.push(slot);
      }
    }
    pools[slot] = pool;
  }
  return { pools, composed };
}
