/** The health profile (one row per member). Only this module's repo queries these tables (db/schema.ts assembles every module's). */
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ActivityLevel, Gender } from '@common/options';
import type {
  MealPreferences,
  PregnancyStatus,
  TrainingBackground,
  TrainingPreferences,
} from '@common/profile';
import type { UnitSystem } from '@common/units';
import { ts } from '../../db/columns';
import { users } from '../auth/auth-schema';

export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  age: integer('age'),
  gender: text('gender').$type<Gender>(),
  /** The member's name as printed on their lab reports (optional; compared with a report's patient name). */
  reportName: text('report_name'),
  heightCm: integer('height_cm'),
  weightKg: integer('weight_kg'),
  activityLevel: text('activity_level').$type<ActivityLevel>(),
  /** none | pregnant_1 | pregnant_2 | pregnant_3 | breastfeeding (common/profile PREGNANCY_STATUSES), or null. */
  pregnancyStatus: text('pregnancy_status').$type<PregnancyStatus>(),
  /** Display units (issue 21): 'metric' | 'imperial' (common/units UNIT_SYSTEMS); null means metric. */
  unitSystem: text('unit_system').$type<UnitSystem>(),
  fitnessGoals: text('fitness_goals')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  dietaryRestrictions: text('dietary_restrictions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  medicalConditions: text('medical_conditions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  medications: text('medications')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Training place, home equipment, pool, days and session length (common/profile), or null when not given. */
  trainingPreferences: jsonb('training_preferences').$type<TrainingPreferences>(),
  mealPreferences: jsonb('meal_preferences').$type<MealPreferences>(),
  /** Current running, lifting experience and sports (common/profile), or null when not given. */
  trainingBackground: jsonb('training_background').$type<TrainingBackground>(),
  // Optional inputs of the health risk assessment (server/src/clinical-scores); null = not given.
  systolicBp: integer('systolic_bp'),
  diastolicBp: integer('diastolic_bp'),
  treatedForHypertension: boolean('treated_for_hypertension'),
  smoker: boolean('smoker'),
  waistCm: integer('waist_cm'),
  familyHistoryDiabetes: boolean('family_history_diabetes'),
  familyHistoryEarlyHeartDisease: boolean('family_history_early_heart_disease'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
