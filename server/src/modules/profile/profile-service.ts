import type { Profile, ProfileUpdate } from '@common/profile';
import type { Db, Executor } from '../../db/client';
import * as repo from './profile-repo';
import type { ProfileColumns, ProfileRow } from './profile-repo';

export function toProfileDto(row: ProfileRow): Profile {
  return {
    age: row.age,
    gender: row.gender,
    height: row.heightCm,
    weight: row.weightKg,
    activityLevel: row.activityLevel,
    fitnessGoals: row.fitnessGoals,
    dietaryRestrictions: row.dietaryRestrictions,
    medicalConditions: row.medicalConditions,
    medications: row.medications,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Maps the API's field names to columns; `undefined` keeps a value, `null` clears it (lists clear to empty). */
function toColumns(update: ProfileUpdate): ProfileColumns {
  const cols: ProfileColumns = {};
  if (update.age !== undefined) cols.age = update.age;
  if (update.gender !== undefined) cols.gender = update.gender;
  if (update.height !== undefined) cols.heightCm = update.height;
  if (update.weight !== undefined) cols.weightKg = update.weight;
  if (update.activityLevel !== undefined) cols.activityLevel = update.activityLevel;
  if (update.fitnessGoals !== undefined) cols.fitnessGoals = update.fitnessGoals ?? [];
  if (update.dietaryRestrictions !== undefined) cols.dietaryRestrictions = update.dietaryRestrictions ?? [];
  if (update.medicalConditions !== undefined) cols.medicalConditions = update.medicalConditions ?? [];
  if (update.medications !== undefined) cols.medications = update.medications ?? [];
  return cols;
}

/** The stored profile row, for other modules' services (plans, reports) that read it and never write it. */
export function findProfileRow(ex: Executor, userId: string): Promise<ProfileRow | undefined> {
  return repo.findProfile(ex, userId);
}

export type ProfileService = ReturnType<typeof createProfileService>;

export function createProfileService(deps: { db: Db; now: () => Date }) {
  return {
    async get(userId: string): Promise<Profile | null> {
      const row = await repo.findProfile(deps.db, userId);
      return row ? toProfileDto(row) : null;
    },
    async update(userId: string, update: ProfileUpdate): Promise<Profile> {
      return toProfileDto(await repo.upsertProfile(deps.db, userId, toColumns(update), deps.now()));
    },
  };
}
