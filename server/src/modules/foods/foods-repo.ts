/** SQL on the food log's tables (custom_foods, member_recipes, food_logs, packaged_foods, food_imports), nothing else. */
import { and, asc, desc, eq, getTableColumns, gte, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customFoods, foodImports, foodLogs, memberRecipes, packagedFoods } from './foods-schema';

export type CustomFoodRow = typeof customFoods.$inferSelect;
export type FoodLogRow = typeof foodLogs.$inferSelect;
export type RecipeRow = typeof memberRecipes.$inferSelect;
export type PackagedFoodRow = typeof packagedFoods.$inferSelect;
export type FoodImportRow = typeof foodImports.$inferInsert;

/** Every column but the key, set from the incoming row on a conflict: a re-import updates the product in place. */
const PACKAGED_UPDATE = Object.fromEntries(
  Object.entries(getTableColumns(packagedFoods))
    .filter(([key]) => key !== 'gtinKey')
    .map(([key, col]) => [key, sql.raw(`excluded."${col.name}"`)]),
);

/** Inserts or updates packaged foods by barcode (their gtinKey must be distinct within the call). */
export async function upsertPackagedFoods(
  ex: Executor,
  rows: (typeof packagedFoods.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await ex
    .insert(packagedFoods)
    .values(rows)
    .onConflictDoUpdate({ target: packagedFoods.gtinKey, set: PACKAGED_UPDATE });
}

export async function findPackagedFood(ex: Executor, gtinKey: string): Promise<PackagedFoodRow | undefined> {
  const [row] = await ex.select().from(packagedFoods).where(eq(packagedFoods.gtinKey, gtinKey));
  return row;
}

export async function allPackagedFoods(ex: Executor): Promise<PackagedFoodRow[]> {
  return ex.select().from(packagedFoods);
}

export async function insertFoodImport(ex: Executor, row: FoodImportRow): Promise<void> {
  await ex.insert(foodImports).values(row);
}

/**
 * How many import runs there have been: the search's packaged-food index is rebuilt when it changes (a count, not
 * a date, so an import stamped with any clock still counts; the table holds one row per run).
 */
export async function foodImportCount(ex: Executor): Promise<number> {
  const [row] = await ex.select({ n: sql<number>`count(*)::int` }).from(foodImports);
  return row?.n ?? 0;
}

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
