/**
 * FIT activity files as a watch writes them, made with Garmin's own encoder (@garmin/fitsdk): a file id, a start
 * event, a record every 10 s (heart rate, distance), a stop event, a lap, a session summing it up and the activity.
 * What the import should make of each is returned beside it.
 */
import {
  Encoder,
  Profile,
  type ActivityMesg,
  type EventMesg,
  type FileIdMesg,
  type LapMesg,
  type Mesg,
  type RecordMesg,
  type SessionMesg,
} from '@garmin/fitsdk';

export interface FitActivity {
  sport: 'running' | 'cycling' | 'training';
  subSport?: 'generic' | 'strengthTraining' | 'road' | 'indoorCycling';
  start: Date;
  minutes: number;
  /** Metres; 0 for a strength session. */
  distanceM: number;
  kcal: number;
  avgHr: number;
  maxHr: number;
  manufacturer?: 'garmin' | 'development';
  /** The watch's UTC offset in minutes, written as the activity's local timestamp (none: the file does not say). */
  utcOffsetMin?: number;
  /** Leave the session message out (a file that is not a recorded activity). */
  noSession?: boolean;
}

export function fitActivity(a: FitActivity): Buffer {
  const encoder = new Encoder();
  const write = <T extends Mesg>(mesgNum: number | undefined, mesg: T) => encoder.onMesg(mesgNum!, mesg);
  const end = new Date(a.start.getTime() + a.minutes * 60_000);
  const seconds = a.minutes * 60;
  write<FileIdMesg>(Profile.MesgNum.FILE_ID, {
    type: 'activity',
    manufacturer: a.manufacturer ?? 'garmin',
    product: 4315,
    serialNumber: 3_412_345_678,
    timeCreated: a.start,
  });
  write<EventMesg>(Profile.MesgNum.EVENT, {
    timestamp: a.start,
    event: 'timer',
    eventType: 'start',
  });
  // A record every 10 s: heart rate rising from the average towards the maximum and back, distance evenly.
  for (let t = 0; t <= seconds; t += 10) {
    const phase = Math.sin((Math.PI * t) / seconds);
    write<RecordMesg>(Profile.MesgNum.RECORD, {
      timestamp: new Date(a.start.getTime() + t * 1000),
      heartRate: Math.round(a.avgHr - 8 + (a.maxHr - a.avgHr + 8) * phase),
      ...(a.distanceM > 0 ? { distance: (a.distanceM * t) / seconds } : {}),
    });
  }
  write<EventMesg>(Profile.MesgNum.EVENT, { timestamp: end, event: 'timer', eventType: 'stopAll' });
  const summary = {
    timestamp: end,
    startTime: a.start,
    totalElapsedTime: seconds,
    totalTimerTime: seconds,
    ...(a.distanceM > 0 ? { totalDistance: a.distanceM } : {}),
    totalCalories: a.kcal,
    avgHeartRate: a.avgHr,
    maxHeartRate: a.maxHr,
    sport: a.sport,
    subSport: a.subSport ?? 'generic',
  };
  write<LapMesg>(Profile.MesgNum.LAP, { ...summary, messageIndex: 0, event: 'lap', eventType: 'stop' });
  if (!a.noSession)
    write<SessionMesg>(Profile.MesgNum.SESSION, {
      ...summary,
      messageIndex: 0,
      firstLapIndex: 0,
      numLaps: 1,
      event: 'session',
      eventType: 'stop',
    });
  write<ActivityMesg>(Profile.MesgNum.ACTIVITY, {
    timestamp: end,
    // FIT's local timestamps count seconds from its epoch, 1989-12-31T00:00:00Z, in the watch's local time.
    ...(a.utcOffsetMin !== undefined
      ? { localTimestamp: Math.round(end.getTime() / 1000) - 631_065_600 + a.utcOffsetMin * 60 }
      : {}),
    totalTimerTime: seconds,
    numSessions: a.noSession ? 0 : 1,
    type: 'manual',
    event: 'activity',
    eventType: 'stop',
  });
  return Buffer.from(encoder.close());
}

/** A morning run, an evening ride and a strength session of the same member, as three files. */
export const RUN: FitActivity = {
  sport: 'running',
  start: new Date('2026-06-02T06:15:00Z'),
  minutes: 42,
  distanceM: 8_240,
  kcal: 612,
  avgHr: 152,
  maxHr: 178,
};
export const RIDE: FitActivity = {
  sport: 'cycling',
  subSport: 'road',
  start: new Date('2026-06-03T17:30:00Z'),
  minutes: 95,
  distanceM: 41_800,
  kcal: 1_050,
  avgHr: 138,
  maxHr: 171,
};
export const STRENGTH: FitActivity = {
  sport: 'training',
  subSport: 'strengthTraining',
  start: new Date('2026-06-04T18:00:00Z'),
  minutes: 50,
  distanceM: 0,
  kcal: 290,
  avgHr: 112,
  maxHr: 149,
};

/** A multipart body with several files under the field 'file' (for app.inject). */
export function multipartFiles(files: { bytes: Buffer; filename: string }[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----vitalplanfit${Math.random().toString(16).slice(2)}`;
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
