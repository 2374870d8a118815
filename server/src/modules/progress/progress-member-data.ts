/** Progress's part of the member's data (export and deletion: lib/member-data.ts). */
import { asc, eq } from 'drizzle-orm';
import type { MemberDataContributor } from '../../lib/member-data';
import {
  activityDays,
  checkIns,
  importedWorkouts,
  mealLogs,
  measurementLogs,
  progressPhotos,
  weightLogs,
  workoutLogs,
} from './progress-schema';

export const progressMemberData = {
  tables: [
    weightLogs,
    measurementLogs,
    workoutLogs,
    mealLogs,
    checkIns,
    progressPhotos,
    activityDays,
    importedWorkouts,
  ],
  async rows(ex, userId) {
    return {
      progress: {
        weights: await ex
          .select()
          .from(weightLogs)
          .where(eq(weightLogs.userId, userId))
          .orderBy(asc(weightLogs.date)),
        measurements: await ex
          .select()
          .from(measurementLogs)
          .where(eq(measurementLogs.userId, userId))
          .orderBy(asc(measurementLogs.date)),
        workouts: await ex
          .select()
          .from(workoutLogs)
          .where(eq(workoutLogs.userId, userId))
          .orderBy(asc(workoutLogs.date)),
        meals: await ex
          .select()
          .from(mealLogs)
          .where(eq(mealLogs.userId, userId))
          .orderBy(asc(mealLogs.date), asc(mealLogs.slot), asc(mealLogs.slotIndex)),
        checkIns: await ex
          .select()
          .from(checkIns)
          .where(eq(checkIns.userId, userId))
          .orderBy(asc(checkIns.createdAt)),
        photos: await ex
          .select()
          .from(progressPhotos)
          .where(eq(progressPhotos.userId, userId))
          .orderBy(asc(progressPhotos.date), asc(progressPhotos.createdAt)),
        activity: await ex
          .select()
          .from(activityDays)
          .where(eq(activityDays.userId, userId))
          .orderBy(asc(activityDays.date), asc(activityDays.source)),
        importedWorkouts: await ex
          .select()
          .from(importedWorkouts)
          .where(eq(importedWorkouts.userId, userId))
          .orderBy(asc(importedWorkouts.startAt)),
      },
    };
  },
  /** The progress photos. */
  async storageKeys(ex, userId) {
    const rows = await ex
      .select({ key: progressPhotos.storageKey })
      .from(progressPhotos)
      .where(eq(progressPhotos.userId, userId));
    return rows.map((r) => r.key);
  },
} satisfies MemberDataContributor<{
  progress: {
    weights: (typeof weightLogs.$inferSelect)[];
    measurements: (typeof measurementLogs.$inferSelect)[];
    workouts: (typeof workoutLogs.$inferSelect)[];
    meals: (typeof mealLogs.$inferSelect)[];
    checkIns: (typeof checkIns.$inferSelect)[];
    photos: (typeof progressPhotos.$inferSelect)[];
    activity: (typeof activityDays.$inferSelect)[];
    importedWorkouts: (typeof importedWorkouts.$inferSelect)[];
  };
}>;
