import { z } from 'zod';
import { biomarkerSeriesSchema } from './biomarkers';
import { WEIGHT_KG_RANGE } from './limits';
import { MEAL_SLOTS } from './plan';

/**
 * Progress tracking (issue 18): body weight, measurements, workout sets and meals logged against the active plan,
 * the summary the progress screen draws, and the weekly check-in. Units are metric (kg, cm); the client converts
 * for display (common/units.ts). docs/product.md#progress-tracking
 */

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 is refused). */
export const isoDate = z
  .string({ error: 'date must be a date (YYYY-MM-DD)' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be a date (YYYY-MM-DD)')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'date must be a real calendar date (YYYY-MM-DD)');

/** How far back a log may be dated (members enter last weeks' weights, also from before a plan). */
export const MAX_BACKDATE_DAYS = 366;

/** The client-generated id that makes a retried logging request count once (the `Idempotency-Key` header wins). */
const clientId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'clientId must be 8–100 letters, digits, - or _')
  .optional();

/** Whole multiples of `step` (within float noise): 72.3 is 0.1 kg steps, 72.35 is not. */
const inSteps = (step: number) => (v: number) => Math.abs(v / step - Math.round(v / step)) < 1e-6;

const num = (name: string) => z.number({ error: `${name} must be a number` });

/** Body weight accepted in a log: the profile's plausible range (common/limits.ts), in 0.1 kg steps. */
export const weightKg = num('Weight')
  .min(WEIGHT_KG_RANGE.min, `Weight must be at least ${WEIGHT_KG_RANGE.min} kg`)
  .max(WEIGHT_KG_RANGE.max, `Weight must be at most ${WEIGHT_KG_RANGE.max} kg`)
  .refine(inSteps(0.1), 'Weight must be in 0.1 kg steps');

export const weightLogBody = z.strictObject({ date: isoDate, weightKg, clientId });
export type WeightLogBody = z.input<typeof weightLogBody>;

export const weightLogSchema = z.object({ id: z.string(), date: z.string(), weightKg: z.number() });
export type WeightLog = z.infer<typeof weightLogSchema>;
export const weightLogResponse = z.object({ weight: weightLogSchema });
export const weightListResponse = z.object({ weights: z.array(weightLogSchema) });
export const weightEditBody = z.strictObject({ weightKg });

/** Plausible adult ranges per measurement (beyond them the value is a typo or the wrong unit). */
export const MEASUREMENT_RANGES = {
  waistCm: [40, 250],
  hipCm: [50, 250],
  chestCm: [50, 250],
  armCm: [10, 80],
  thighCm: [20, 120],
  bodyFatPct: [2, 70],
} as const;
export type MeasurementKey = keyof typeof MEASUREMENT_RANGES;
export const MEASUREMENT_KEYS = Object.keys(MEASUREMENT_RANGES) as MeasurementKey[];
export const MEASUREMENT_NAMES: Record<MeasurementKey, string> = {
  waistCm: 'Waist',
  hipCm: 'Hip',
  chestCm: 'Chest',
  armCm: 'Arm',
  thighCm: 'Thigh',
  bodyFatPct: 'Body fat',
};

const measurement = (key: MeasurementKey) => {
  const [min, max] = MEASUREMENT_RANGES[key];
  const unit = key === 'bodyFatPct' ? ' %' : ' cm';
  return num(key)
    .min(min, `${key} must be at least ${min}${unit}`)
    .max(max, `${key} must be at most ${max}${unit}`)
    .refine(inSteps(0.1), `${key} must be in 0.1 steps`)
    .optional();
};

export const measurementLogBody = z
  .strictObject({
    date: isoDate,
    waistCm: measurement('waistCm'),
    hipCm: measurement('hipCm'),
    chestCm: measurement('chestCm'),
    armCm: measurement('armCm'),
    thighCm: measurement('thighCm'),
    bodyFatPct: measurement('bodyFatPct'),
    clientId,
  })
  .refine((b) => MEASUREMENT_KEYS.some((k) => b[k] !== undefined), {
    message: `Give at least one measurement (${MEASUREMENT_KEYS.join(', ')})`,
    path: ['waistCm'],
  });
export type MeasurementLogBody = z.input<typeof measurementLogBody>;

export const measurementLogSchema = z.object({
  id: z.string(),
  date: z.string(),
  waistCm: z.number().nullable(),
  hipCm: z.number().nullable(),
  chestCm: z.number().nullable(),
  armCm: z.number().nullable(),
  thighCm: z.number().nullable(),
  bodyFatPct: z.number().nullable(),
});
export type MeasurementLog = z.infer<typeof measurementLogSchema>;
export const measurementLogResponse = z.object({ measurement: measurementLogSchema });
export const measurementListResponse = z.object({ measurements: z.array(measurementLogSchema) });

/** Set loads are kept to 0.01 kg (see loggedSetSchema). */
export const SET_LOAD_STEP_KG = 0.01;

/**
 * One logged set. `weightKg` in 0.01 kg steps: the screens send kilograms to 0.25 kg, or a load typed in pounds
 * converted to 0.01 kg so it reads back as typed (common/units.ts setLoadToKg). `rpe` optional (1–10 in half
 * steps); `done` false = planned but not completed.
 */
// Messages in words a member reads on /today (the API adds the field path in `field`).
export const loggedSetSchema = z.strictObject({
  reps: num('Reps')
    .int('Reps must be a whole number')
    .min(0, 'Reps must be 0 or more')
    .max(100, 'Reps must be at most 100 in one set'),
  weightKg: num('The load')
    .min(0, 'The load must be 0 or more')
    .max(500, 'The load must be at most 500 kg')
    .refine(inSteps(SET_LOAD_STEP_KG), `The load must be in ${SET_LOAD_STEP_KG} kg steps`),
  rpe: num('RPE')
    .min(1, 'RPE must be from 1 to 10')
    .max(10, 'RPE must be from 1 to 10')
    .refine(inSteps(0.5), 'RPE must be a whole or half number (7, 7.5)')
    .nullable()
    .optional(),
  done: z.boolean({ error: 'done must be true or false' }),
});
export type LoggedSetInput = z.infer<typeof loggedSetSchema>;

export const workoutLogBody = z.strictObject({
  planId: z.string({ error: 'planId is required' }).max(100),
  week: num('week').int().min(1, 'week must be 1 or more').max(52),
  day: num('day').int().min(1, 'day must be 1–7').max(7, 'day must be 1–7'),
  date: isoDate,
  exercises: z
    .array(
      z.strictObject({
        exerciseId: z.string().min(1, 'exerciseId is required').max(100),
        sets: z.array(loggedSetSchema).min(1, 'sets: log at least one set').max(20, 'sets: at most 20'),
      }),
    )
    .min(1, 'exercises: log at least one exercise')
    .max(30, 'exercises: at most 30'),
  clientId,
});
export type WorkoutLogBody = z.input<typeof workoutLogBody>;

export const workoutLogSchema = z.object({
  id: z.string(),
  planId: z.string(),
  week: z.number(),
  day: z.number(),
  date: z.string(),
  exercises: z.array(
    z.object({
      exerciseId: z.string(),
      sets: z.array(
        z.object({ reps: z.number(), weightKg: z.number(), rpe: z.number().nullable(), done: z.boolean() }),
      ),
    }),
  ),
});
export type WorkoutLog = z.infer<typeof workoutLogSchema>;
export const workoutLogResponse = z.object({ log: workoutLogSchema });
export const workoutLogListResponse = z.object({ logs: z.array(workoutLogSchema) });
/** One plan's sessions (what /today's logger needs), or every session logged when absent. */
export const workoutLogListQuery = z.object({
  planId: z.uuid({ error: 'planId must be a plan id (a UUID)' }).optional(),
});

export const MEAL_STATUSES = ['eaten', 'skipped', 'swapped'] as const;
export type MealStatus = (typeof MEAL_STATUSES)[number];

/** The most meals of one slot a plan day serves (gestational diabetes: three snacks; meal-pattern.ts). */
export const MAX_MEALS_PER_SLOT = 6;

/**
 * Which meal of its slot a meal is on its day, 0-based in the day's order: the second snack is slotIndex 1. A meal
 * log is keyed by (date, slot, slotIndex), so ticking the second snack never replaces the first.
 */
export const slotIndex = num('slotIndex')
  .int('slotIndex must be a whole number')
  .min(0, 'slotIndex must be 0 or more')
  .max(MAX_MEALS_PER_SLOT - 1, `slotIndex must be at most ${MAX_MEALS_PER_SLOT - 1}`);

/** The slotIndex of each of a day's meals, in order (breakfast, snack, lunch, snack → 0, 0, 0, 1). */
export function slotIndexes(meals: readonly { slot: string }[]): number[] {
  const seen = new Map<string, number>();
  return meals.map((m) => {
    const i = seen.get(m.slot) ?? 0;
    seen.set(m.slot, i + 1);
    return i;
  });
}

/** One planned meal of a day as a string key: the slot for its first meal ('snack'), else 'snack:1'. */
export const mealKey = (slot: string, index = 0) => (index === 0 ? slot : `${slot}:${index}`);

export const mealLogBody = z.strictObject({
  date: isoDate,
  slot: z.enum(MEAL_SLOTS, { error: `slot must be one of ${MEAL_SLOTS.join(', ')}` }),
  /** Which meal of the slot (0 = the first, also when left out: the calls made before it existed). */
  slotIndex: slotIndex.optional(),
  status: z.enum(MEAL_STATUSES, { error: `status must be one of ${MEAL_STATUSES.join(', ')}` }),
  /** Share of the planned portion eaten (1 = as planned); ignored for skipped. */
  portion: num('portion')
    .min(0, 'portion must be 0–3')
    .max(3, 'portion must be 0–3')
    .refine(inSteps(0.05), 'portion must be in 0.05 steps')
    .optional(),
  clientId,
});
export type MealLogBody = z.input<typeof mealLogBody>;

export const mealLogSchema = z.object({
  planId: z.string(),
  date: z.string(),
  slot: z.enum(MEAL_SLOTS),
  /** Which meal of the slot that day, 0-based (the second snack is 1). */
  slotIndex: z.number().int(),
  status: z.enum(MEAL_STATUSES),
  portion: z.number(),
  /** Planned kcal of the meal × portion (0 when skipped; the planned kcal when swapped, as an estimate). */
  kcal: z.number(),
});
export type MealLog = z.infer<typeof mealLogSchema>;
export const mealLogResponse = z.object({ meal: mealLogSchema });
export const mealLogListResponse = z.object({ meals: z.array(mealLogSchema) });

/** GET /api/progress/summary: what the progress screen draws (every figure also as a table). */
export const progressSummarySchema = z.object({
  weights: z.array(z.object({ date: z.string(), weightKg: z.number(), trendKg: z.number() })),
  /** kg per week from the trend over the last 14 days (negative = losing); null with < 2 weeks of weights. */
  weeklyRateKg: z.number().nullable(),
  latestTrendKg: z.number().nullable(),
  measurements: z.array(measurementLogSchema),
  adherence: z.array(
    z.object({
      week: z.number(),
      weekStart: z.string(),
      mealsPlanned: z.number(),
      mealsEaten: z.number(),
      sessionsPlanned: z.number(),
      sessionsDone: z.number(),
    }),
  ),
  lifts: z.array(
    z.object({
      exerciseId: z.string(),
      name: z.string(),
      /** Per logged session: date, volume (kg × reps over done sets) and the best estimated 1RM (Epley). */
      history: z.array(z.object({ date: z.string(), volumeKg: z.number(), e1rmKg: z.number().nullable() })),
    }),
  ),
  plan: z
    .object({ id: z.string(), startsAt: z.string(), expiresAt: z.string(), daysLeft: z.number() })
    .nullable(),
  latestCheckIn: z.lazy(() => checkInSchema).nullable(),
  /** Every biomarker across the member's reports with its range and history (as GET /api/biomarkers). */
  biomarkers: z.array(biomarkerSeriesSchema),
});
export type ProgressSummary = z.infer<typeof progressSummarySchema>;

export const progressionSchema = z.object({
  exerciseId: z.string(),
  name: z.string(),
  action: z.enum(['add_reps', 'add_load', 'deload', 'repeat']),
  nextLoadKg: z.number().nullable(),
  nextReps: z.number().nullable(),
  reason: z.string(),
});
export type Progression = z.infer<typeof progressionSchema>;

/** What a weekly check-in watches for across weeks (server/src/engine/progress/check-in-red-flags.ts). Issue 29 */
export const CHECK_IN_RED_FLAGS = [
  'intake-far-below-plan',
  'eating-disorder-signs',
  'rapid-loss',
  'hypoglycaemia-risk',
] as const;
export const checkInRedFlagSchema = z.object({
  code: z.enum(CHECK_IN_RED_FLAGS),
  /** What was noticed, in plain words. */
  message: z.string(),
});
export type CheckInRedFlag = z.infer<typeof checkInRedFlagSchema>;
/** The heading the check-in shows above its red flags. */
export const CHECK_IN_RED_FLAG_TITLE =
  'This check-in noticed something that needs a person, not a smaller plan';

/** The check-in is weekly: the next one is due this many days after the plan started or the last check-in. */
export const CHECK_IN_EVERY_DAYS = 7;

export const checkInSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** Estimated expenditure, kcal/day; null when there was not enough data. */
  tdeeKcal: z.number().nullable(),
  previousTargetKcal: z.number().nullable(),
  newTargetKcal: z.number().nullable(),
  weeklyRateKg: z.number().nullable(),
  /** True when days without meal logs were counted at the planned intake. */
  intakeAssumed: z.boolean(),
  progressions: z.array(progressionSchema),
  /** What changed and why, in plain words (one sentence each). */
  explanation: z.array(z.string()),
  /** What is missing for a full check-in (empty when nothing is). */
  missing: z.array(z.string()),
  /** The plan version this check-in made (the remaining weeks re-planned), or null when the plan was not changed. */
  planVersion: z.number().int().nullable().optional(),
  /** Red flags across the last weeks: the target was not lowered (absent on check-ins made before issue 29). */
  redFlags: z.array(checkInRedFlagSchema).optional(),
  /** Where to turn about the red flags (GP, helpline, the clinician), each line once. */
  help: z.array(z.string()).optional(),
  /** Doctor Verified: the red flags were sent to the member's clinician in Messages (by this or an earlier check-in). */
  clinicianTold: z.boolean().optional(),
  /** Made for a plan that hides numbers (eating-disorder history): its words carry no calories, nor do its fields. */
  numbersHidden: z.boolean().optional(),
});
export type CheckIn = z.infer<typeof checkInSchema>;
export const checkInResponse = z.object({ checkIn: checkInSchema });

/** The idempotency header a logging call may carry (a retried request with the same key is answered, not logged again). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/**
 * Optional progress photos: JPEG, PNG or WebP (decided from the bytes), at most PHOTO_MAX_MB. The server re-encodes
 * each as a JPEG of at most PHOTO_MAX_EDGE px (the metadata, such as the place a phone photo was taken, is dropped)
 * and stores it encrypted like report files.
 */
export const PHOTO_MAX_MB = 10;
export const PHOTO_MAX_BYTES = PHOTO_MAX_MB * 1024 * 1024;
export const PHOTO_MAX_EDGE = 2048;
/** A member keeps at most this many photos (storage stays bounded; older ones can be deleted). */
export const PHOTO_MAX_COUNT = 500;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_ACCEPT = [...PHOTO_MIME_TYPES, '.jpg', '.jpeg', '.png', '.webp'].join(',');
export const PHOTO_MESSAGES = {
  invalidType: 'Upload the photo as a JPEG, PNG or WebP image.',
  tooLarge: `The photo must be at most ${PHOTO_MAX_MB} MB.`,
  empty: 'The photo file is empty.',
  notAForm:
    "Upload the photo as a form (multipart/form-data) with a field named 'file' and an optional 'date'.",
  tooMany: `You already have ${PHOTO_MAX_COUNT} progress photos: delete some before adding more.`,
} as const;

export const progressPhotoSchema = z.object({
  id: z.string(),
  /** The day the photo shows (YYYY-MM-DD). */
  date: z.string(),
  createdAt: z.string(),
  byteSize: z.number(),
  width: z.number(),
  height: z.number(),
});
export type ProgressPhoto = z.infer<typeof progressPhotoSchema>;
export const progressPhotoResponse = z.object({ photo: progressPhotoSchema });
export const progressPhotoListResponse = z.object({ photos: z.array(progressPhotoSchema) });

/** The logs as CSV, one file per kind (GET /api/progress/export?file=; also inside the account export). */
export const PROGRESS_CSV_FILES = [
  'weights.csv',
  'measurements.csv',
  'workout-sets.csv',
  'meals.csv',
] as const;
export type ProgressCsvFile = (typeof PROGRESS_CSV_FILES)[number];
export const progressExportQuery = z.strictObject({
  file: z.enum(PROGRESS_CSV_FILES, { error: `file must be one of ${PROGRESS_CSV_FILES.join(', ')}` }),
});

/**
 * Daily activity imported from a phone or watch (issue 34): steps and active energy per day. Several devices count
 * the same steps (a phone in the pocket and a watch on the wrist), so a day's figure is its highest-counting
 * source's, never the sum of sources (Apple Health de-duplicates the same way, by a priority of sources).
 */
export const activityQuery = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'from must not be after to',
    path: ['from'],
  });
export const activityDaySchema = z.object({
  date: z.string(),
  steps: z.number().int().nullable(),
  activeKcal: z.number().nullable(),
  restingHeartRate: z.number().nullable(),
  /** The source whose counts the day shows (the app or device as the export names it). */
  source: z.string(),
});
export type ActivityDay = z.infer<typeof activityDaySchema>;
/** A workout imported from a watch or phone (Apple Health, FIT files), as the recording device measured it. */
export const importedWorkoutSchema = z.object({
  startAt: z.string(),
  /** The day it started where the member was (the recording's own UTC offset): the day it counts for. */
  date: z.string(),
  /** The recording app's activity type: HKWorkoutActivityTypeRunning, or FIT's sport[/sub-sport] (running, training/strengthTraining). */
  type: z.string(),
  /** The app or device, as the import names it. */
  source: z.string(),
  durationMin: z.number(),
  distanceKm: z.number().nullable(),
  energyKcal: z.number().nullable(),
  avgHeartRate: z.number().int().nullable(),
  maxHeartRate: z.number().int().nullable(),
});
export type ImportedWorkout = z.infer<typeof importedWorkoutSchema>;
export const activityResponse = z.object({
  days: z.array(activityDaySchema),
  /** Imported workouts started in the same days, oldest first. */
  workouts: z.array(importedWorkoutSchema),
});
export type ActivityResponse = z.infer<typeof activityResponse>;
