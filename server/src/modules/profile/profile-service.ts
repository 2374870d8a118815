import { implausibleBmi, RISK_PROFILE_FIELDS, type Profile, type ProfileUpdate } from '@common/profile';
import { DEFAULT_UNIT_SYSTEM } from '@common/units';
import { matchConditions, matchMedicines } from '@common/clinical/match';
import { BadRequest } from '../../lib/errors';
import type { Db, Executor } from '../../db/client';
import type { EngineProfile } from '../../engine';
import * as repo from './profile-repo';
import type { ProfileColumns, ProfileRow } from './profile-repo';

export { profileWithColumn } from './profile-repo';

export function toProfileDto(row: ProfileRow): Profile {
  return {
    age: row.age,
    gender: row.gender,
    reportName: row.reportName ?? null,
    height: row.heightCm,
    weight: row.weightKg,
    activityLevel: row.activityLevel,
    fitnessGoals: row.fitnessGoals,
    dietaryRestrictions: row.dietaryRestrictions,
    medicalConditions: row.medicalConditions,
    medications: row.medications,
    pregnancyStatus: row.pregnancyStatus ?? null,
    trainingPreferences: row.trainingPreferences ?? null,
    trainingBackground: row.trainingBackground ?? null,
    mealPreferences: row.mealPreferences ?? null,
    unitSystem: row.unitSystem ?? DEFAULT_UNIT_SYSTEM,
    systolicBp: row.systolicBp,
    diastolicBp: row.diastolicBp,
    treatedForHypertension: row.treatedForHypertension,
    smoker: row.smoker,
    waistCm: row.waistCm,
    familyHistoryDiabetes: row.familyHistoryDiabetes,
    familyHistoryEarlyHeartDisease: row.familyHistoryEarlyHeartDisease,
    notUnderstood: notUnderstoodOf(row),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the catalogue could not read in the member's own words, returned with the profile (issue 29). */
function notUnderstoodOf(row: ProfileRow): NonNullable<Profile['notUnderstood']> {
  return {
    medicalConditions: matchConditions(row.medicalConditions).unmatched,
    medications: matchMedicines(row.medications).unmatched,
  };
}

/** Maps the API's field names to columns; `undefined` keeps a value, `null` clears it (lists clear to empty). */
function toColumns(update: ProfileUpdate): ProfileColumns {
  const cols: ProfileColumns = {};
  if (update.age !== undefined) cols.age = update.age;
  if (update.gender !== undefined) cols.gender = update.gender;
  if (update.reportName !== undefined) cols.reportName = update.reportName;
  if (update.height !== undefined) cols.heightCm = update.height;
  if (update.weight !== undefined) cols.weightKg = update.weight;
  if (update.activityLevel !== undefined) cols.activityLevel = update.activityLevel;
  if (update.fitnessGoals !== undefined) cols.fitnessGoals = update.fitnessGoals ?? [];
  if (update.dietaryRestrictions !== undefined) cols.dietaryRestrictions = update.dietaryRestrictions ?? [];
  if (update.medicalConditions !== undefined) cols.medicalConditions = update.medicalConditions ?? [];
  if (update.medications !== undefined) cols.medications = update.medications ?? [];
  if (update.pregnancyStatus !== undefined) cols.pregnancyStatus = update.pregnancyStatus;
  if (update.trainingPreferences !== undefined) cols.trainingPreferences = update.trainingPreferences;
  if (update.trainingBackground !== undefined) cols.trainingBackground = update.trainingBackground;
  if (update.mealPreferences !== undefined) cols.mealPreferences = update.mealPreferences;
  if (update.unitSystem !== undefined) cols.unitSystem = update.unitSystem;
  for (const key of RISK_PROFILE_FIELDS) {
    if (update[key] !== undefined) Object.assign(cols, { [key]: update[key] });
  }
  return cols;
}

/** The stored profile row, for other modules' services (plans, reports) that read it and never write it. */
export function findProfileRow(ex: Executor, userId: string): Promise<ProfileRow | undefined> {
  return repo.findProfile(ex, userId);
}

/** The engine's view of a stored profile (plans and the check-in's safety rules read it). */
export function engineProfile(profile: ProfileRow | undefined): EngineProfile | null {
  return profile
    ? {
        age: profile.age,
        gender: profile.gender,
        height: profile.heightCm,
        weight: profile.weightKg,
        activityLevel: profile.activityLevel,
        fitnessGoals: profile.fitnessGoals,
        dietaryRestrictions: profile.dietaryRestrictions,
        medicalConditions: profile.medicalConditions,
        medications: profile.medications,
        pregnancyStatus: profile.pregnancyStatus,
        trainingPreferences: profile.trainingPreferences,
        trainingBackground: profile.trainingBackground,
        mealPreferences: profile.mealPreferences,
      }
    : null;
}

export type ProfileService = ReturnType<typeof createProfileService>;

/** Profile fields a lab report's printed identity is compared with (reports-service recheckIdentity). */
const IDENTITY_FIELDS = ['age', 'gender', 'reportName'] as const;

export function createProfileService(deps: {
  db: Db;
  now: () => Date;
  /** Called after sex, age or the name on lab reports changed: earlier reports are compared again. */
  onIdentityChanged: (userId: string) => Promise<unknown>;
}) {
  return {
    async get(userId: string): Promise<Profile | null> {
      const row = await repo.findProfile(deps.db, userId);
      return row ? toProfileDto(row) : null;
    },
    async update(userId: string, update: ProfileUpdate): Promise<Profile> {
      // BMI needs both numbers: the one sent, or the stored one when only the other changes.
      if (update.height != null || update.weight != null) {
        const stored = await repo.findProfile(deps.db, userId);
        const message = implausibleBmi(
          update.height !== undefined ? update.height : (stored?.heightCm ?? null),
          update.weight !== undefined ? update.weight : (stored?.weightKg ?? null),
        );
        if (message) throw new BadRequest(message, 'height');
      }
      const saved = await repo.upsertProfile(deps.db, userId, toColumns(update), deps.now());
      if (IDENTITY_FIELDS.some((f) => update[f] !== undefined)) await deps.onIdentityChanged(userId);
      return toProfileDto(saved);
    },
  };
}
