/** A workout read from an Apple Health export or a FIT file, before it is stored (progress' imported_workouts). */
export interface ImportedWorkout {
  /** The importer's prefix and the recording app or device: 'apple-health:Asha’s Apple Watch', 'fit:garmin'. */
  source: string;
  /** The instant it started (ISO, UTC). */
  startAt: string;
  /** The day it started where the member was (YYYY-MM-DD): the day it counts for. */
  localDate: string;
  type: string;
  durationMin: number;
  energyKcal: number | null;
  distanceKm: number | null;
}
