/** The food log's part of the member's data (export and deletion: lib/member-data.ts). */
import { asc, eq } from 'drizzle-orm';
import type { MemberDataContributor } from '../../lib/member-data';
import { csv } from '../progress';
import { customFoods, foodLogs, memberRecipes } from './foods-schema';

export const foodsMemberData = {
  tables: [customFoods, memberRecipes, foodLogs],
  async rows(ex, userId) {
    return {
      foods: {
        customFoods: await ex
          .select()
          .from(customFoods)
          .where(eq(customFoods.userId, userId))
          .orderBy(asc(customFoods.createdAt)),
        recipes: await ex
          .select()
          .from(memberRecipes)
          .where(eq(memberRecipes.userId, userId))
          .orderBy(asc(memberRecipes.createdAt)),
        foodLogs: await ex
          .select()
          .from(foodLogs)
          .where(eq(foodLogs.userId, userId))
          .orderBy(asc(foodLogs.date), asc(foodLogs.createdAt)),
      },
    };
  },
} satisfies MemberDataContributor<{
  foods: {
    customFoods: (typeof customFoods.$inferSelect)[];
    recipes: (typeof memberRecipes.$inferSelect)[];
    foodLogs: (typeof foodLogs.$inferSelect)[];
  };
}>;

/**
 * The food log as CSV for a spreadsheet (the account export's foods/food-log.csv): one row per entry, with the meal
 * it was logged in (slot and slot_index: 1 is the second snack) and its nutrient snapshot; unknown values are empty.
 */
export function foodLogCsv(rows: readonly (typeof foodLogs.$inferSelect)[]): string {
  return csv(
    [
      'date',
      'slot',
      'slot_index',
      'kind',
      'name',
      'measure',
      'amount',
      'grams',
      'kcal',
      'protein_g',
      'carbs_g',
      'fat_g',
      'fiber_g',
      'saturated_fat_g',
      'sodium_mg',
      'potassium_mg',
    ],
    rows.map((r) => [
      r.date,
      r.slot,
      r.slotIndex,
      r.kind,
      r.name,
      r.measureLabel,
      r.amount,
      r.grams,
      Math.round(r.kcal),
      r.proteinG,
      r.carbsG,
      r.fatG,
      r.fiberG,
      r.saturatedFatG,
      r.sodiumMg,
      r.potassiumMg,
    ]),
  );
}
