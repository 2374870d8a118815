/** SQL on the food log's tables (custom_foods, member_recipes, food_logs), nothing else. */
import { and, asc, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customFoods, foodLogs, memberRecipes } from './foods-schema';

export type CustomFoodRow = typeof customFoods.$inferSelect;
export type FoodLogRow = typeof foodLogs.$inferSelect;
export type RecipeRow = typeof memberRecipes.$inferSelect;

export async function customFoodsOf(ex: Executor, userId: string): Promise<CustomFoodRow[]> {
  return ex
    .select()
    .from(customFoods)
    .where(eq(customFoods.userId, userId))
    .orderBy(asc(customFoods.createdAt));
}

export async function findCustomFood(ex: Executor, id: string): Promise<CustomFoodRow | undefined> {
  const [row] = await ex.select().from(customFoods).where(eq(customFoods.id, id));
  return row;
}

export async function findCustomFoodByGtin(
  ex: Executor,
  userId: string,
  gtin: string,
): Promise<CustomFoodRow | undefined> {
  const [row] = await ex
    .select()
    .from(customFoods)
    .where(and(eq(customFoods.userId, userId), eq(customFoods.gtin, gtin)));
  return row;
}

/** Inserts a member's food; undefined when the member already has a food with this barcode. */
export async function insertCustomFood(
  ex: Executor,
  row: typeof customFoods.$inferInsert,
): Promise<CustomFoodRow | undefined> {
  const [inserted] = await ex.insert(customFoods).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function recipesOf(ex: Executor, userId: string): Promise<RecipeRow[]> {
  return ex
    .select()
    .from(memberRecipes)
    .where(eq(memberRecipes.userId, userId))
    .orderBy(asc(memberRecipes.createdAt), asc(memberRecipes.id));
}

export async function findRecipe(ex: Executor, id: string): Promise<RecipeRow | undefined> {
  const [row] = await ex.select().from(memberRecipes).where(eq(memberRecipes.id, id));
  return row;
}

/** Inserts a recipe; undefined when the member already used its clientId (a retry). */
export async function insertRecipe(
  ex: Executor,
  row: typeof memberRecipes.$inferInsert,
): Promise<RecipeRow | undefined> {
  const [inserted] = await ex.insert(memberRecipes).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findRecipeByClientId(
  ex: Executor,
  userId: string,
  clientId: string,
): Promise<RecipeRow | undefined> {
  const [row] = await ex
    .select()
    .from(memberRecipes)
    .where(and(eq(memberRecipes.userId, userId), eq(memberRecipes.clientId, clientId)));
  return row;
}

export async function deleteRecipe(ex: Executor, id: string): Promise<void> {
  await ex.delete(memberRecipes).where(eq(memberRecipes.id, id));
}

/** Inserts a log entry; undefined when the member already used its clientId (a retry). */
export async function insertFoodLog(
  ex: Executor,
  row: typeof foodLogs.$inferInsert,
): Promise<FoodLogRow | undefined> {
  const [inserted] = await ex.insert(foodLogs).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findFoodLogByClientId(
  ex: Executor,
  userId: string,
  clientId: string,
): Promise<FoodLogRow | undefined> {
  const [row] = await ex
    .select()
    .from(foodLogs)
    .where(and(eq(foodLogs.userId, userId), eq(foodLogs.clientId, clientId)));
  return row;
}

export async function findFoodLog(ex: Executor, id: string): Promise<FoodLogRow | undefined> {
  const [row] = await ex.select().from(foodLogs).where(eq(foodLogs.id, id));
  return row;
}

export async function foodLogsOfDay(ex: Executor, userId: string, date: string): Promise<FoodLogRow[]> {
  return ex
    .select()
    .from(foodLogs)
    .where(and(eq(foodLogs.userId, userId), eq(foodLogs.date, date)))
    .orderBy(asc(foodLogs.createdAt), asc(foodLogs.id));
}

export async function deleteFoodLog(ex: Executor, id: string): Promise<void> {
  await ex.delete(foodLogs).where(eq(foodLogs.id, id));
}

/** The food ids of the member's latest logged foods (newest first, with repeats; the service keeps the first of each). */
export async function recentFoodIds(ex: Executor, userId: string, limit: number): Promise<string[]> {
  const rows = await ex
    .select({ foodId: foodLogs.foodId })
    .from(foodLogs)
    .where(and(eq(foodLogs.userId, userId), isNotNull(foodLogs.foodId)))
    .orderBy(desc(foodLogs.createdAt))
    .limit(limit);
  return rows.map((r) => r.foodId!);
}

export interface LoggedFoodKcal {
  date: string;
  slot: string;
  /** Which meal of the slot (the second snack is 1); rows logged before it existed are the first (0). */
  slotIndex: number;
  kcal: number;
}

/** Logged food energy per day and meal (slot and which of its meals) since `from` (YYYY-MM-DD), for the adaptive expenditure estimate. */
export async function loggedFoodKcal(ex: Executor, userId: string, from: string): Promise<LoggedFoodKcal[]> {
  return ex
    .select({
      date: foodLogs.date,
      slot: foodLogs.slot,
      slotIndex: foodLogs.slotIndex,
      kcal: sql<number>`sum(${foodLogs.kcal})::float8`,
    })
    .from(foodLogs)
    .where(and(eq(foodLogs.userId, userId), gte(foodLogs.date, from)))
    .groupBy(foodLogs.date, foodLogs.slot, foodLogs.slotIndex);
}
