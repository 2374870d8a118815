/**
 * POST /api/imports/fit with FIT files written by Garmin's encoder (server/test/fit-files.ts): a run, a ride and a
 * strength session at once become workouts in the progress read; the same files again add nothing; a damaged,
 * cut-short or foreign file is refused with its reason (a 4xx when no file of the upload can be imported).
 */
import { FIT_LIMITS, FIT_MESSAGES, type ImportJob } from '@common/imports';
import type { ImportedWorkout } from '@common/progress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitActivity, multipartFiles, RIDE, RUN, STRENGTH } from '../../../test/fit-files';
import {
  createMember,
  createTestApp,
  injectAs,
  oneTestDatabaseKind,
  type TestApp,
} from '../../../test/helpers';
import { ALREADY_IMPORTED } from '../progress';
import { insertImport } from './imports-repo';

/** A FIT file whose last byte (the file's CRC) no longer matches its contents. */
function withBadCrc(bytes: Buffer): Buffer {
  const copy = Buffer.from(bytes);
  copy[copy.length - 1]! ^= 0xff;
  return copy;
}

describe.each(oneTestDatabaseKind())('FIT activity import (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const upload = (token: string, files: { bytes: Buffer; filename: string }[]) =>
    injectAs(t.app, token, { method: 'POST', url: '/api/imports/fit', ...multipartFiles(files) });

  async function importFiles(
    token: string,
    files: { bytes: Buffer; filename: string }[],
  ): Promise<ImportJob> {
    const res = await upload(token, files);
    expect(res.statusCode, res.body).toBe(202);
    await t.app.ctx.services.imports.settled();
    const job = await injectAs(t.app, token, { method: 'GET', url: `/api/imports/${res.json().id}` });
    expect(job.statusCode).toBe(200);
    return job.json();
  }

  const workouts = async (token: string): Promise<ImportedWorkout[]> => {
    const res = await injectAs(t.app, token, {
      method: 'GET',
      url: '/api/progress/activity?from=2026-06-01&to=2026-06-30',
    });
    expect(res.statusCode).toBe(200);
    return res.json().workouts;
  };
  const imports = async (token: string) =>
    (await injectAs(t.app, token, { method: 'GET', url: '/api/imports' })).json().imports as ImportJob[];

  const run = { bytes: fitActivity(RUN), filename: 'Morning_Run.fit' };
  const ride = { bytes: fitActivity(RIDE), filename: 'Evening_Ride.fit' };
  const strength = { bytes: fitActivity(STRENGTH), filename: 'Strength.fit' };

  it('a run, a ride and a strength session at once become workouts; the same files again add nothing', async () => {
    const member = await createMember(t.app);
    const first = await importFiles(member.token, [run, ride, strength]);
    expect(first).toMatchObject({
      kind: 'fit',
      status: 'done',
      filename: '3 FIT files',
      imported: 3,
      skipped: 0,
      refused: 0,
    });
    expect(first.bytesRead).toBe(first.totalBytes);
    expect(await workouts(member.token)).toEqual([
      {
        startAt: '2026-06-02T06:15:00.000Z',
        date: '2026-06-02',
        type: 'running',
        source: 'garmin',
        durationMin: 42,
        distanceKm: 8.24,
        energyKcal: 612,
        avgHeartRate: 152,
        maxHeartRate: 178,
      },
      {
        startAt: '2026-06-03T17:30:00.000Z',
        date: '2026-06-03',
        type: 'cycling/road',
        source: 'garmin',
        durationMin: 95,
        distanceKm: 41.8,
        energyKcal: 1050,
        avgHeartRate: 138,
        maxHeartRate: 171,
      },
      {
        startAt: '2026-06-04T18:00:00.000Z',
        date: '2026-06-04',
        type: 'training/strengthTraining',
        source: 'garmin',
        durationMin: 50,
        distanceKm: null,
        energyKcal: 290,
        avgHeartRate: 112,
        maxHeartRate: 149,
      },
    ]);

    // Again, with the run sent twice in the same upload: still three workouts.
    const again = await importFiles(member.token, [run, ride, strength, { ...run, filename: 'copy.fit' }]);
    expect(again).toMatchObject({ status: 'done', imported: 0, skipped: 3, refused: 0 });
    expect(again.skippedReasons).toEqual([{ reason: ALREADY_IMPORTED, count: 3 }]);
    expect(await workouts(member.token)).toHaveLength(3);
  });

  it("an activity counts for the watch's local day: a 05:00 run in India is not the day before's", async () => {
    const member = await createMember(t.app);
    const early = { ...RUN, start: new Date('2026-06-01T23:30:00Z'), utcOffsetMin: 330 };
    const west = { ...RIDE, start: new Date('2026-06-03T02:00:00Z'), utcOffsetMin: -7 * 60 };
    const job = await importFiles(member.token, [
      { bytes: fitActivity(early), filename: 'early.fit' },
      { bytes: fitActivity(west), filename: 'west.fit' },
    ]);
    expect(job.imported).toBe(2);
    expect((await workouts(member.token)).map((w) => [w.startAt, w.date])).toEqual([
      ['2026-06-01T23:30:00.000Z', '2026-06-02'],
      ['2026-06-03T02:00:00.000Z', '2026-06-02'],
    ]);
  });

  it('an upload while an import of the member is still running: 409, and nothing new is created', async () => {
    const member = await createMember(t.app);
    const at = new Date();
    await insertImport(t.database.db, {
      userId: member.user.id,
      kind: 'fit',
      status: 'running',
      filename: 'earlier.fit',
      totalBytes: 1,
      createdAt: at,
      updatedAt: at,
    });
    const res = await upload(member.token, [run]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(FIT_MESSAGES.busy);
    expect(await imports(member.token)).toHaveLength(1);
    expect(await workouts(member.token)).toEqual([]);
  });

  it('broken files among good ones are refused by name; the good one is imported', async () => {
    const member = await createMember(t.app);
    const job = await importFiles(member.token, [
      run,
      { bytes: withBadCrc(ride.bytes), filename: 'damaged.fit' },
      { bytes: strength.bytes.subarray(0, 600), filename: 'cut.fit' },
      { bytes: Buffer.from('<gpx version="1.1"></gpx>'), filename: 'route.gpx' },
      { bytes: fitActivity({ ...RIDE, noSession: true }), filename: 'course.fit' },
    ]);
    expect(job).toMatchObject({ status: 'done', imported: 1, refused: 4 });
    expect(job.refusedReasons.map((r) => r.reason).sort()).toEqual(
      [
        `course.fit: ${FIT_MESSAGES.noSession}`,
        `cut.fit: ${FIT_MESSAGES.truncated}`,
        `damaged.fit: ${FIT_MESSAGES.badCrc}`,
        `route.gpx: ${FIT_MESSAGES.notFit}`,
      ].sort(),
    );
    expect((await workouts(member.token)).map((w) => w.type)).toEqual(['running']);
  });

  describe('uploads that cannot be imported are a 4xx with nothing written', () => {
    async function refused(files: { bytes: Buffer; filename: string }[], status: number, message: RegExp) {
      const member = await createMember(t.app);
      const res = await upload(member.token, files);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
      expect(await imports(member.token)).toEqual([]);
      expect(await workouts(member.token)).toEqual([]);
    }

    it('a FIT file with a bad CRC: 422', () =>
      refused([{ bytes: withBadCrc(run.bytes), filename: 'run.fit' }], 422, /run\.fit: .*checksum/));

    it('a FIT file cut short: 422', () =>
      refused([{ bytes: run.bytes.subarray(0, 1000), filename: 'run.fit' }], 422, /incomplete/));

    it('files that are not FIT at all: 400 naming each', () =>
      refused(
        [
          { bytes: Buffer.from('%PDF-1.7 a report'), filename: 'report.pdf' },
          { bytes: Buffer.alloc(0), filename: 'empty.fit' },
        ],
        400,
        /None of these files .*report\.pdf: not a FIT file.*empty\.fit: not a FIT file/,
      ));

    it(`more than ${FIT_LIMITS.maxFiles} files: 400`, () =>
      refused(
        Array.from({ length: FIT_LIMITS.maxFiles + 1 }, (_, i) => ({ ...run, filename: `${i}.fit` })),
        400,
        /at most 20 FIT files/,
      ));

    it('a file over 10 MB: 413', () =>
      refused(
        [{ bytes: Buffer.concat([run.bytes, Buffer.alloc(FIT_LIMITS.maxFileBytes)]), filename: 'huge.fit' }],
        413,
        /larger than 10 MB/,
      ));

    it('no file at all: 400', () => refused([], 400, /Choose one or more \.fit/));
  });
});
