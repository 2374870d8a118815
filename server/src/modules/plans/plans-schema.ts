/** Plans, their versions (weekly check-ins) and meal swaps. Only this module's repo queries these tables (db/schema.ts assembles every module's). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PlanType } from '@common/options';
import type { Meal, PlanContent } from '@common/plan';
import { createdAt, ts } from '../../db/columns';
import { users } from '../auth/auth-schema';

export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planType: text('plan_type').$type<PlanType>().notNull(),
    summary: text('summary').notNull(),
    content: jsonb('content').$type<PlanContent>().notNull(),
    confidenceScore: integer('confidence_score').notNull(),
    warnings: text('warnings')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    doctorVerified: boolean('doctor_verified').notNull().default(false),
    /** none (free/premium) | pending | approved | changes_requested (doctor_verified review). */
    reviewStatus: text('review_status').notNull().default('none'),
    isActive: boolean('is_active').notNull().default(false),
    /**
     * Bumped by every write that changes what a read of the plan shows (a new version, a meal swap, the review's
     * outcome): reads cache the shown content per (id, shown_revision), so every instance sees a change at once.
     */
    shownRevision: integer('shown_revision').notNull().default(0),
    startsAt: ts('starts_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Matches the list order (newest first, id as tie-breaker) so a member's plan list never sorts.
    index('plans_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('plans_created_idx').on(t.createdAt),
    // Exactly one active plan per member, enforced by the database.
    uniqueIndex('plans_one_active_per_user')
      .on(t.userId)
      .where(sql`${t.isActive}`),
  ],
);

/**
 * Earlier versions of a plan: a weekly check-in re-plans the remaining weeks (plans.content becomes the new
 * version) and the version it replaced is kept here as it was, readable by its owner.
 */
export const planVersions = pgTable(
  'plan_versions',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    summary: text('summary').notNull(),
    content: jsonb('content').$type<PlanContent>().notNull(),
    confidenceScore: integer('confidence_score').notNull(),
    warnings: text('warnings')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When this version was made, and when the next one replaced it. */
    createdAt: ts('created_at').notNull(),
    supersededAt: ts('superseded_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.version] })],
);

/**
 * Meal swaps a member chose on their plan (POST /api/plans/:id/swaps): one row per swapped meal, the dish sized for
 * that meal as it was offered. The plan's own content is never changed; the plan is read with its swaps in place
 * (engine/nutrition/meal-swaps.ts applySwaps). A check-in that re-plans days drops their swaps (docs/decisions/008).
 */
export const planMealSwaps = pgTable(
  'plan_meal_swaps',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    /** Plan day (1-based) and the meal's position in that day's meals (0-based). */
    day: integer('day').notNull(),
    meal: integer('meal').notNull(),
    /** The plan's own dish there when the swap was made (null: none had a recipe id). */
    originalRecipeId: text('original_recipe_id'),
    recipeId: text('recipe_id').notNull(),
    /** The chosen dish as offered: items with grams and household measures, totals. */
    content: jsonb('content').$type<Meal>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.day, t.meal] })],
);
