/**
 * Weekly grocery lists: every food of the week's menu summed, rounded up to a shoppable amount, by aisle, each with
 * its price level and the week's estimated cost in every currency (data/foods/food-prices.ts).
 */
import { CURRENCIES, type Currency } from '@common/pricing';
import type { GroceryWeek, PlanDay } from '@common/plan';
import { FOODS } from '../data/foods/food-table';
import { foodCost, priceLevel } from '../data/foods/food-prices';

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

/** The week (0-based) a meal's food is bought for: a leftover's with the dinner it was cooked double with. */
const weekOf = (day: PlanDay, meal: PlanDay['meals'][number]): number =>
  Math.floor(((meal.batch?.role === 'leftover' ? meal.batch.day : day.day) - 1) / 7);

export function groceryLists(days: readonly PlanDay[]): GroceryWeek[] {
  const weeks: GroceryWeek[] = [];
  for (let start = 0; start < days.length; start += 7) {
    const totals = new Map<string, number>();
    for (const day of days.slice(start, start + 8)) {
      for (const meal of day.meals) {
        if (weekOf(day, meal) !== start / 7) continue;
        for (const item of meal.items) totals.set(item.foodId, (totals.get(item.foodId) ?? 0) + item.grams);
      }
    }
    const doubled = days
      .slice(start, start + 7)
      .flatMap((d) => d.meals.filter((m) => m.batch?.role === 'cook-double').map(() => d.day));
    const cost = Object.fromEntries(CURRENCIES.map((c) => [c, 0])) as Record<Currency, number>;
    const items = [...totals.entries()]
      .map(([foodId, grams]) => {
        const food = FOODS.get(foodId);
        // The cost counts what the week serves, not the rounded-up amount bought (packs differ by shop).
        if (food) for (const [c, v] of Object.entries(foodCost(food, grams))) cost[c as Currency] += v;
        return {
          foodId,
          name: food?.name ?? foodId,
          category: food?.category ?? 'other',
          grams: shoppable(grams),
          ...(food ? { priceLevel: priceLevel(food) } : {}),
        };
      })
      .sort(
        (a, b) =>
          CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category) ||
          a.name.localeCompare(b.name, 'en'),
      );
    const estimatedCost = Object.fromEntries(CURRENCIES.map((c) => [c, Math.round(cost[c])])) as Record<
      Currency,
      number
    >;
    weeks.push({
      week: start / 7 + 1,
      items,
      estimatedCost,
      ...(doubled.length > 0
        ? {
            batchNote: `Dinner${doubled.length > 1 ? 's' : ''} of day${doubled.length > 1 ? 's' : ''} ${doubled.join(', ')} ${doubled.length > 1 ? 'are' : 'is'} cooked double for the next day's lunch: the amounts include both portions.`,
          }
        : {}),
    });
  }
  return weeks;
}
