/**
 * A snack stays a snack (issue 30): a dish served in the snack slot is one a person would eat as a snack. It keeps
 * the dish it was chosen as (a snack whose core the limits took is renamed for leftovers of it: "Onion" with
 * raspberries and almonds), and every food its name names is served at a meaningful amount
 * (MEAL_PLANNING.snackNamedMinG), not 5 g of the puffed rice beside a top-up's tofu. The meal planner serves another
 * snack of the pool in place of one that is not (meal-planner.ts).
 */
import { MEAL_PLANNING } from '../guidelines';
import type { SizedMeal } from './portion-sizing';
import { foodWords, nameWords } from './recipe-core';

/** Why this served snack is not a plausible snack, or null when it is (or the meal is not a snack). */
export function implausibleSnack(m: SizedMeal): string | null {
  if (m.slot !== 'snack' || m.parts.length === 0) return null;
  if (m.recipe.id.startsWith('adapted-')) return `${m.recipe.name}: adapted, its core left out`;
  const named = nameWords(m.recipe.name);
  for (const p of m.parts) {
    if (p.role === 'topup' || p.role === 'n' || p.grams <= 0) continue;
    if (![...foodWords(p.food)].some((w) => named.has(w))) continue;
    if (p.grams < MEAL_PLANNING.snackNamedMinG)
      return `${m.recipe.name}: ${p.food.name} ${Math.round(p.grams * 10) / 10} g`;
  }
  return null;
}
