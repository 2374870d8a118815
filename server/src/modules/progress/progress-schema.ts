/** Progress logs: weight, measurements, workouts, meals, photos, weekly check-ins, idempotency keys. Only this module's repo queries these tables (db/schema.ts assembles every module's). */
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, ts } from '../../db/columns';
import { users } from '../auth/auth-schema';
import { plans } from '../plans/plans-schema';

/** Body weight, one a day per member (posting the same date again updates it). docs/product.md#progress-tracking */
export const weightLogs = pgTable(
  'weight_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    weightKg: doublePrecision('weight_kg').notNull(),
    /** Where an imported weight came from ('apple-health'); null: the member logged it (an import never replaces it). */
    source: text('source'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('weight_logs_user_date_key').on(t.userId, t.date)],
);

/** Body measurements, one row a day per member; a later post of the same day fills or replaces the given fields. */
export const measurementLogs = pgTable(
  'measurement_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    waistCm: doublePrecision('waist_cm'),
    hipCm: doublePrecision('hip_cm'),
    chestCm: doublePrecision('chest_cm'),
    armCm: doublePrecision('arm_cm'),
    thighCm: doublePrecision('thigh_cm'),
    bodyFatPct: doublePrecision('body_fat_pct'),
    /** Where an imported day came from ('apple-health'); null: the member logged it (an import never replaces it). */
    source: text('source'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('measurement_logs_user_date_key').on(t.userId, t.date)],
);

/** One logged training session of a plan (week, day): its exercises and sets; logging it again replaces it. */
export const workoutLogs = pgTable(
  'workout_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    week: integer('week').notNull(),
    day: integer('day').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** [{ exerciseId, sets: [{ reps, weightKg, rpe, done }] }] (common/progress.ts workoutLogSchema). */
    exercises: jsonb('exercises')
      .$type<
        {
          exerciseId: string;
          sets: { reps: number; weightKg: number; rpe: number | null; done: boolean }[];
        }[]
      >()
      .notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('workout_logs_session_key').on(t.userId, t.planId, t.week, t.day),
    index('workout_logs_user_date_idx').on(t.userId, t.date),
  ],
);

/**
 * A day's activity as one source (an app or device of an import) counted it: steps and active energy summed over the
 * day, the day's resting heart rate. Reads take each day's highest-counting source (common/progress.ts activityQuery).
 */
export const activityDays = pgTable(
  'activity_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** The import kind and the source's name, e.g. 'apple-health:Asha’s Apple Watch'. */
    source: text('source').notNull(),
    steps: integer('steps'),
    activeKcal: doublePrecision('active_kcal'),
    restingHeartRate: doublePrecision('resting_heart_rate'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.date, t.source] })],
);

/** A workout recorded by a phone or watch and imported; the same source, start and type is the same workout. */
export const importedWorkouts = pgTable(
  'imported_workouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    startAt: ts('start_at').notNull(),
    /**
     * The day it started where the member was (the export's own UTC offset; a FIT activity's local timestamp): a
     * 06:00 run in India is that day's run, not the day before's in UTC.
     */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    /** The recording app's activity type, e.g. HKWorkoutActivityTypeRunning. */
    type: text('type').notNull(),
    durationMin: doublePrecision('duration_min').notNull(),
    energyKcal: doublePrecision('energy_kcal'),
    distanceKm: doublePrecision('distance_km'),
    /** Beats per minute over the workout, when the file records them (FIT files do; Apple Health's export does not). */
    avgHeartRate: integer('avg_heart_rate'),
    maxHeartRate: integer('max_heart_rate'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('imported_workouts_key').on(t.userId, t.source, t.startAt, t.type),
    index('imported_workouts_user_day').on(t.userId, t.localDate),
  ],
);

/** A planned meal's outcome on a day: eaten (with the portion), skipped or swapped. */
export const mealLogs = pgTable(
  'meal_logs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    slot: text('slot').notNull(),
    /**
     * Which meal of the slot that day, 0-based (a day may serve two or three snacks). Rows logged before it existed
     * were of the slot's first meal (logMeal took the first), so they are 0.
     */
    slotIndex: integer('slot_index').notNull().default(0),
    /** eaten | skipped | swapped (common/progress.ts MEAL_STATUSES). */
    status: text('status').notNull(),
    portion: doublePrecision('portion').notNull(),
    /** The planned meal's kcal × portion when logged (the plan may be regenerated later). */
    kcal: doublePrecision('kcal').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.planId, t.date, t.slot, t.slotIndex] })],
);

/**
 * An optional progress photo: the image lives in the encrypted file store (like report files) under a random key;
 * the row holds only what the screens list. docs/product.md#progress-tracking
 */
export const progressPhotos = pgTable(
  'progress_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('progress_photos_user_date_idx').on(t.userId, t.date)],
);

/** A weekly check-in: the expenditure estimate, the new calorie target, progressions and the explanation. */
export const checkIns = pgTable(
  'check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    /** The check-in as answered (common/progress.ts checkInSchema, without id and createdAt). */
    result: jsonb('result').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('check_ins_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * Idempotency keys of logging calls: a retried request with the same key gets the stored answer and logs nothing
 * again. Kept per member; `scope` is the route, so one key cannot replay another call's answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * A member's progress revision: bumped by every write to what the progress summary reads (weights, measurements,
 * sets, meals, check-ins), in the write's transaction. The summary is cached per member under it
 * (progress-summary.ts), so every instance sees a write at once. Bookkeeping, not member data.
 */
export const progressRevisions = pgTable('progress_revisions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  revision: integer('revision').notNull().default(0),
});
