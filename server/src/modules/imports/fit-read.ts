/**
 * FIT activity files (Garmin and other watches, issue 34 item 4) read with Garmin's own SDK (@garmin/fitsdk).
 * checkFitFile() is the cheap check made at upload (a FIT header, the size it declares, the file's CRC);
 * readFitWorkouts() decodes a checked file in the background: each session message (one per sport of a recorded
 * activity; a triathlon has several) becomes a workout. A file without a session is not a recorded activity (a
 * course, a planned workout, settings) and is refused with that reason.
 */
import { FIT_MESSAGES } from '@common/imports';
import { Decoder, Stream, type ActivityMesg, type SessionMesg } from '@garmin/fitsdk';
import type { ImportedWorkout } from './imported-workout';

export interface FitWorkout extends ImportedWorkout {
  avgHeartRate: number | null;
  maxHeartRate: number | null;
}

const SOURCE_PREFIX = 'fit:';
/** A FIT file is its header (size in byte 0), its records (size in bytes 4–7, little-endian) and a 2-byte CRC. */
const CRC_BYTES = 2;

/** Why a file cannot be a FIT activity (FIT_MESSAGES), or null when its header, size and CRC hold. */
export function checkFitFile(bytes: Buffer): string | null {
  const decoder = new Decoder(Stream.fromBuffer(bytes));
  if (!decoder.isFIT()) return FIT_MESSAGES.notFit;
  if (bytes.length < bytes[0]! + bytes.readUInt32LE(4) + CRC_BYTES) return FIT_MESSAGES.truncated;
  if (!decoder.checkIntegrity()) return FIT_MESSAGES.badCrc;
  return null;
}

const round = (v: number | undefined, to: number): number | null =>
  v !== undefined && Number.isFinite(v) && v >= 0 ? Math.round(v * to) / to : null;

/**
 * A heart rate a wrist or chest sensor can report (25–250 bpm); outside it the sensor lost contact, and no figure is
 * better than a wrong one.
 */
const heartRate = (v: number | undefined): number | null =>
  v !== undefined && v >= 25 && v <= 250 ? Math.round(v) : null;

/** 'running', 'cycling/indoorCycling', 'training/strengthTraining': FIT's sport, and its sub-sport when it has one. */
function typeOf(session: SessionMesg): string {
  const sport = typeof session.sport === 'string' ? session.sport : 'generic';
  const sub = typeof session.subSport === 'string' ? session.subSport : 'generic';
  return sub === 'generic' ? sport : `${sport}/${sub}`;
}

/** Seconds from the Unix epoch to FIT's (1989-12-31T00:00:00Z): FIT's local timestamps count from it. */
const FIT_EPOCH_S = 631_065_600;
/** UTC offsets run from −12:00 to +14:00; anything else is not an offset. */
const MAX_OFFSET_S = 14 * 3600;

/**
 * The watch's UTC offset in seconds, from the activity message's local timestamp beside its UTC one (FIT's way of
 * saying where it was; the profile: "timestamp epoch expressed in local time used to convert timestamps to local
 * time"). Null when the file does not say: its days are then UTC days.
 */
function utcOffsetSeconds(activity: ActivityMesg | undefined): number | null {
  const local = activity?.localTimestamp;
  const utc = activity?.timestamp;
  if (typeof local !== 'number' || !(utc instanceof Date)) return null;
  const raw = local - (utc.getTime() / 1000 - FIT_EPOCH_S);
  // Offsets come in quarter hours (Nepal +05:45); the two stamps may be written a second apart.
  const offset = Math.round(raw / 900) * 900;
  return Math.abs(offset) <= MAX_OFFSET_S ? offset : null;
}

export type FitRead = { workouts: FitWorkout[]; refused: Map<string, number> } | { error: string };

/** Decodes a file checkFitFile() accepted: its sessions as workouts, and by reason those refused. */
export function readFitWorkouts(bytes: Buffer, now: Date): FitRead {
  const { messages, errors } = new Decoder(Stream.fromBuffer(bytes)).read();
  if (errors.length > 0) return { error: `the FIT file could not be read (${String(errors[0])})` };
  const sessions = messages.sessionMesgs ?? [];
  if (sessions.length === 0) return { error: FIT_MESSAGES.noSession };
  const manufacturer = messages.fileIdMesgs?.[0]?.manufacturer;
  const source = SOURCE_PREFIX + (typeof manufacturer === 'string' ? manufacturer : 'unknown');
  const offsetS = utcOffsetSeconds(messages.activityMesgs?.[0]) ?? 0;
  const refused = new Map<string, number>();
  const refuse = (reason: string) => refused.set(reason, (refused.get(reason) ?? 0) + 1);
  const workouts: FitWorkout[] = [];
  for (const s of sessions) {
    const start = s.startTime instanceof Date ? s.startTime : null;
    if (!start || Number.isNaN(start.getTime())) {
      refuse('an activity without a start time');
      continue;
    }
    if (start > now) {
      refuse('an activity dated in the future');
      continue;
    }
    // Timer time leaves out pauses (what the watch shows as the activity's time); elapsed time when there is none.
    const durationMin = (s.totalTimerTime ?? s.totalElapsedTime ?? NaN) / 60;
    // A day has 1440 minutes; a longer or empty activity is a recording fault (as for Apple Health workouts).
    if (!(durationMin > 0 && durationMin <= 1440)) {
      refuse('an activity without a plausible duration');
      continue;
    }
    const avg = heartRate(s.avgHeartRate);
    const max = heartRate(s.maxHeartRate);
    workouts.push({
      source,
      startAt: start.toISOString(),
      localDate: new Date(start.getTime() + offsetS * 1000).toISOString().slice(0, 10),
      type: typeOf(s),
      durationMin: Math.round(durationMin * 10) / 10,
      energyKcal: round(s.totalCalories, 1),
      // FIT distances are metres; a strength session records none (or 0), kept as none.
      distanceKm: s.totalDistance ? round(s.totalDistance / 1000, 1000) : null,
      avgHeartRate: avg,
      // A maximum below the average is a sensor fault: the maximum is dropped.
      maxHeartRate: max !== null && avg !== null && max < avg ? null : max,
    });
  }
  return { workouts, refused };
}
