/** Weekly grocery lists: every food of the week's menu summed, rounded up to a shoppable amount, by aisle. */
import type { GroceryWeek, PlanDay } from '@common/plan';
import { FOODS } from '../data/foods/food-table';

const CATEGORY_ORDER = [
  'vegetables',
  'fruits',
  'grains',
  'pulses',
  'protein',
  'meat',
  'fish',
  'eggs',
  'dairy',
  'nuts',
  'oils',
  'spices',
  'condiments',
  'other',
];

/** Round up: to 10 g below 500 g, to 50 g above. */
const shoppable = (g: number): number => (g < 500 ? Math.ceil(g / 10) * 10 : Math.ceil(g / 50) * 50);

export function groceryLists(days: readonly PlanDay[]): GroceryWeek[] {
  const weeks: GroceryWeek[] = [];
  for (let start = 0; start < days.length; start += 7) {
    const totals = new Map<string, number>();
    for (const day of days.slice(start, start + 7)) {
      for (const meal of day.meals) {
        for (const item of meal.items) totals.set(item.foodId, (totals.get(item.foodId) ?? 0) + item.grams);
      }
    }
    const items = [...totals.entries()]
      .map(([foodId, grams]) => {
        const food = FOODS.get(foodId);
        return {
          foodId,
          name: food?.name ?? foodId,
          category: food?.category ?? 'other',
          grams: shoppable(grams),
        };
      })
      .sort(
        (a, b) =>
          CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category) ||
          a.name.localeCompare(b.name, 'en'),
      );
    weeks.push({ week: start / 7 + 1, items });
  }
  return weeks;
}
