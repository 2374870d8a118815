/** The food log's part of the member's data (export and deletion: lib/member-data.ts). */
import { asc, eq } from 'drizzle-orm';
import type { MemberDataContributor } from '../../lib/member-data';
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
