/**
 * Gestational diabetes: after rounding and trimming, the day's carbohydrate is brought back to its floor (≥ 175 g,
 * IOM 2005 DRI; ADA SoC 2025 §15) by enlarging a carbohydrate food a meal already serves (rice, dal, fruit, milk),
 * only in meals with room under their cap and within the food's realistic serving range (a whole-unit food such as
 * a roti by whole units only).
 */
import { measureOf } from '../data/foods/household-measures';
import type { SizedMeal } from './portion-sizing';

/** A food counts as a carbohydrate source from this many g per 100 g. engine */
const CARB_SOURCE_G = 10;

export function raiseToCarbFloor(meals: SizedMeal[], caps: (number | null)[], floor: number): void {
  const carbsOf = (m: SizedMeal): number => m.parts.reduce((s, p) => s + (p.food.carbsG * p.grams) / 100, 0);
  let day = meals.reduce((s, m) => s + carbsOf(m), 0);
  // Each part is enlarged at most once: the loop ends after a pass over every meal.
  for (const [i, m] of meals.entries()) {
    if (day >= floor) return;
    const cap = caps[i];
    if (cap == null) continue;
    let room = cap - 0.05 - carbsOf(m);
    const sources = m.parts
      .filter((p) => p.grams > 0 && p.food.carbsG >= CARB_SOURCE_G)
      .sort((a, b) => b.food.carbsG - a.food.carbsG);
    for (const p of sources) {
      if (room <= 0.1 || day >= floor) break;
      const most = (p.bounds ? p.bounds[1] : p.grams * 1.5) - p.grams;
      const unit = measureOf(p.food, m.recipe.name);
      // A whole-unit food (roti, slice) gains one more unit only when the meal has room for all of it.
      const want = unit.whole
        ? (unit.grams * p.food.carbsG) / 100 <= room
          ? unit.grams
          : 0
        : (Math.min(room, floor - day) * 100) / p.food.carbsG;
      const add = unit.whole
        ? want <= most
          ? want
          : 0
        : Math.floor(Math.max(0, Math.min(most, want)) * 10) / 10;
      if (add <= 0) continue;
      p.grams += add;
      const carbs = (p.food.carbsG * add) / 100;
      room -= carbs;
      day += carbs;
    }
  }
}
