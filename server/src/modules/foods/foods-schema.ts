/** The food log: members' own foods and recipes, and logged food entries. Only this module's repo queries these tables. */
import { sql } from 'drizzle-orm';
import type { RecipeIngredient } from '@common/foods';
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, ts } from '../../db/columns';
import { users } from '../auth/auth-schema';

/** A member's own food (from a packet's label), per 100 g; found by its barcode by that member only. */
export const customFoods = pgTable(
  'custom_foods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    gtin: text('gtin'),
    servingLabel: text('serving_label').notNull(),
    servingGrams: doublePrecision('serving_grams').notNull(),
    kcal: doublePrecision('kcal').notNull(),
    proteinG: doublePrecision('protein_g').notNull(),
    carbsG: doublePrecision('carbs_g').notNull(),
    fatG: doublePrecision('fat_g').notNull(),
    fiberG: doublePrecision('fiber_g').notNull(),
    saturatedFatG: doublePrecision('saturated_fat_g'),
    sodiumMg: doublePrecision('sodium_mg'),
    potassiumMg: doublePrecision('potassium_mg'),
    createdAt: createdAt(),
  },
  (t) => [
    index('custom_foods_user_idx').on(t.userId),
    uniqueIndex('custom_foods_user_gtin_key')
      .on(t.userId, t.gtin)
      .where(sql`${t.gtin} is not null`),
  ],
);

/**
 * One logged food (or a calories-only quick add) of a day and meal slot, with a snapshot of its nutrients when
 * logged, so a later change to the food database never rewrites the past. `clientId` + `requestHash` make a
 * retried POST count once (the same key with another body is a conflict).
 */
export const foodLogs = pgTable(
  'food_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    slot: text('slot').notNull(),
    /**
     * Which meal of the slot that day, 0-based in the plan day's order (the second snack is 1; common/progress.ts
     * slotIndexes), so food logged for the second snack stands for that snack only. 0 for rows logged before it.
     */
    slotIndex: integer('slot_index').notNull().default(0),
    /** food | quick */
    kind: text('kind').notNull(),
    foodId: text('food_id'),
    name: text('name').notNull(),
    measureLabel: text('measure_label'),
    amount: doublePrecision('amount'),
    grams: doublePrecision('grams'),
    kcal: doublePrecision('kcal').notNull(),
    /** null on a quick add (calories only). */
    proteinG: doublePrecision('protein_g'),
    carbsG: doublePrecision('carbs_g'),
    fatG: doublePrecision('fat_g'),
    fiberG: doublePrecision('fiber_g'),
    saturatedFatG: doublePrecision('saturated_fat_g'),
    sodiumMg: doublePrecision('sodium_mg'),
    potassiumMg: doublePrecision('potassium_mg'),
    clientId: text('client_id'),
    requestHash: text('request_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('food_logs_user_date_idx').on(t.userId, t.date),
    uniqueIndex('food_logs_user_client_key')
      .on(t.userId, t.clientId)
      .where(sql`${t.clientId} is not null`),
  ],
);

/**
 * A member's recipe: its ingredients as they were when it was saved (food, measure, amount, grams) and one serving's
 * nutrients summed from them, so a later change to the food database never rewrites a saved recipe. Logged and
 * found as a food by its owner only. `clientId` + `requestHash` make a retried POST create it once.
 */
export const memberRecipes = pgTable(
  'member_recipes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    servings: doublePrecision('servings').notNull(),
    /** The pot weighed after cooking (g), when the member weighed it. */
    cookedGrams: doublePrecision('cooked_grams'),
    ingredients: jsonb('ingredients').$type<RecipeIngredient[]>().notNull(),
    kcal: doublePrecision('kcal').notNull(),
    proteinG: doublePrecision('protein_g').notNull(),
    carbsG: doublePrecision('carbs_g').notNull(),
    fatG: doublePrecision('fat_g').notNull(),
    fiberG: doublePrecision('fiber_g').notNull(),
    /** null when an ingredient does not know it. */
    saturatedFatG: doublePrecision('saturated_fat_g'),
    sodiumMg: doublePrecision('sodium_mg'),
    potassiumMg: doublePrecision('potassium_mg'),
    clientId: text('client_id'),
    requestHash: text('request_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_recipes_user_idx').on(t.userId),
    uniqueIndex('member_recipes_user_client_key')
      .on(t.userId, t.clientId)
      .where(sql`${t.clientId} is not null`),
  ],
);

/**
 * Packaged foods loaded by the operator from an open data set (`npm run foods:import`, off-import.ts): one row per
 * barcode, per 100 g (or 100 ml, as the label states it), with the source's licence and notice. `gtinKey` is the
 * barcode zero-padded to 14 digits (GTIN-14 form, GS1 General Specifications §3.2: padding keeps the check digit),
 * so a UPC-A scanned as 12 digits finds the product the source filed as 13. Re-importing a file updates its rows.
 */
export const packagedFoods = pgTable('packaged_foods', {
  gtinKey: text('gtin_key').primaryKey(),
  /** The barcode as the source writes it. */
  gtin: text('gtin').notNull(),
  name: text('name').notNull(),
  brand: text('brand'),
  quantity: text('quantity'),
  servingLabel: text('serving_label'),
  servingGrams: doublePrecision('serving_grams'),
  kcal: doublePrecision('kcal').notNull(),
  proteinG: doublePrecision('protein_g').notNull(),
  carbsG: doublePrecision('carbs_g').notNull(),
  fatG: doublePrecision('fat_g').notNull(),
  /** null when the label (as contributed) gives none. */
  fiberG: doublePrecision('fiber_g'),
  saturatedFatG: doublePrecision('saturated_fat_g'),
  sodiumMg: doublePrecision('sodium_mg'),
  potassiumMg: doublePrecision('potassium_mg'),
  /** The data set ("Open Food Facts"), its licence ("ODbL-1.0") and the notice shown with the food. */
  source: text('source').notNull(),
  licence: text('licence').notNull(),
  attribution: text('attribution').notNull(),
  sourceUrl: text('source_url').notNull(),
  importedAt: ts('imported_at').notNull(),
});

/** One run of the packaged-food import: what was read, kept and skipped (and why); the search reloads after one. */
export const foodImports = pgTable('food_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  source: text('source').notNull(),
  file: text('file').notNull(),
  country: text('country'),
  read: integer('read').notNull(),
  upserted: integer('upserted').notNull(),
  otherCountry: integer('other_country').notNull(),
  skipped: jsonb('skipped').$type<Record<string, number>>().notNull(),
  finishedAt: ts('finished_at').notNull().defaultNow(),
});
