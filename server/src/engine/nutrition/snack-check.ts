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

/**
 * A lunch or dinner is a meal with what it is named for (issue 30): not one adapted for a lost core ("White rice
 * with onion" under a kidney protein ceiling) nor one serving a main ingredient its name names under a plausible
 * portion (11 g of toor dal in "Avial with rice and toor dal", 14 g of rice in a dal-rice): under
 * MEAL_PLANNING.mainCoreMinG, or the recipe's own amount where that is smaller. The meal planner serves another dish
 * of the slot in its place where one fits the day (meal-planner.ts); null when the meal is plausible or not a main.
 */
export function implausibleMain(m: SizedMeal): string | null {
  if ((m.slot !== 'lunch' && m.slot !== 'dinner') || m.parts.length === 0) return null;
  if (m.recipe.id.startsWith('adapted-')) return `${m.recipe.name}: adapted, its core left out`;
  const named = nameWords(m.recipe.name);
  for (const it of m.recipe.items) {
    if (!it.core || it.role !== 'm' || ![...foodWords(it.food)].some((w) => named.has(w))) continue;
    const served = m.parts.reduce((g, p) => (p.food.id === it.food.id ? g + p.grams : g), 0);
    if (served < Math.min(MEAL_PLANNING.mainCoreMinG, it.grams))
      return `${m.recipe.name}: ${it.food.name} ${Math.round(served)} g`;
  }
  return null;
}
