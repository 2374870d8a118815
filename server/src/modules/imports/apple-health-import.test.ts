/**
 * POST /api/imports/apple-health with export.zip files made by server/test/apple-health-export.ts (several sources,
 * old- and new-style workouts, a pounds entry, an implausible weight): the weights fill the weight log, daily steps
 * are the highest-counting source's, importing again adds nothing, a member's own entry is kept; hostile files (not a
 * zip, XXE, entity expansion, a zip bomb, an oversized upload, XML broken half-way) are 4xx or a failed import with
 * nothing written.
 */
import { APPLE_HEALTH_LIMITS, type ImportJob } from '@common/imports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appleHealthZip,
  healthXml,
  newExpectation,
  zipOf,
  type ExportOptions,
} from '../../../test/apple-health-export';
import { multipartFile } from '../../../test/documents';
import {
  createMember,
  createTestApp,
  injectAs,
  oneTestDatabaseKind,
  type TestApp,
} from '../../../test/helpers';
import { ALREADY_IMPORTED, MEMBER_LOGGED } from '../progress';

const EXPORT: ExportOptions = { start: '2026-05-01', days: 35, seed: 7 };

describe.each(oneTestDatabaseKind())('Apple Health import (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const upload = (token: string, zip: Buffer, filename = 'export.zip') =>
    injectAs(t.app, token, {
      method: 'POST',
      url: '/api/imports/apple-health',
      ...multipartFile(zip, filename),
    });

  /** Uploads and waits for the background import to end. */
  async function importZip(token: string, zip: Buffer): Promise<ImportJob> {
    const res = await upload(token, zip);
    expect(res.statusCode, res.body).toBe(202);
    await t.app.ctx.services.imports.settled();
    const job = await injectAs(t.app, token, { method: 'GET', url: `/api/imports/${res.json().id}` });
    expect(job.statusCode).toBe(200);
    return job.json();
  }

  const weights = async (token: string) =>
    (await injectAs(t.app, token, { method: 'GET', url: '/api/progress/weights' })).json().weights as {
      date: string;
      weightKg: number;
    }[];

  it('imports weights, body fat, daily activity and workouts; the same export again adds nothing', async () => {
    const member = await createMember(t.app);
    const expected = newExpectation();
    const zip = appleHealthZip(EXPORT, expected);

    const first = await importZip(member.token, zip);
    expect(first.status).toBe('done');
    // A day's weight, a day's measurements, each source's day of activity (phone and watch), each workout.
    expect(first.imported).toBe(EXPORT.days * 4 + expected.workouts);
    expect(first.refused).toBe(expected.refused);
    expect(first.refusedReasons).toEqual([
      { reason: 'a body weight outside 30–300 kg', count: expected.refused },
    ]);
    expect(first.skippedReasons.map((r) => r.reason)).toContain('not imported: HeartRate');

    expect(Object.fromEntries((await weights(member.token)).map((w) => [w.date, w.weightKg]))).toEqual(
      Object.fromEntries(expected.weights),
    );
    const activity = await injectAs(t.app, member.token, {
      method: 'GET',
      url: `/api/progress/activity?from=${EXPORT.start}&to=2026-12-31`,
    });
    expect(activity.statusCode).toBe(200);
    const days = activity.json().days as {
      date: string;
      steps: number;
      source: string;
      restingHeartRate: number;
    }[];
    expect(Object.fromEntries(days.map((d) => [d.date, d.steps]))).toEqual(
      Object.fromEntries(expected.steps),
    );
    // The watch alone records resting heart rate: a day shows it whichever source counted more steps.
    expect(days.every((d) => ['Asha’s iPhone', 'Asha’s Apple Watch'].includes(d.source))).toBe(true);
    expect(days.every((d) => d.restingHeartRate >= 55 && d.restingHeartRate <= 65)).toBe(true);

    const again = await importZip(member.token, zip);
    expect(again.status).toBe('done');
    expect(again.imported).toBe(0);
    expect(again.skippedReasons).toContainEqual({ reason: ALREADY_IMPORTED, count: first.imported });
    expect(await weights(member.token)).toHaveLength(EXPORT.days);

    const list = await injectAs(t.app, member.token, { method: 'GET', url: '/api/imports' });
    expect(list.json().imports.map((i: ImportJob) => i.id)).toEqual([again.id, first.id]);
  });

  it('imports only the kinds the member chose; the rest are counted as left out by choice', async () => {
    const member = await createMember(t.app);
    const expected = newExpectation();
    const zip = appleHealthZip(EXPORT, expected);
    const res = await injectAs(t.app, member.token, {
      method: 'POST',
      url: '/api/imports/apple-health?kinds=weight',
      ...multipartFile(zip, 'export.zip'),
    });
    expect(res.statusCode, res.body).toBe(202);
    await t.app.ctx.services.imports.settled();
    const job = (
      await injectAs(t.app, member.token, { method: 'GET', url: `/api/imports/${res.json().id}` })
    ).json<ImportJob>();
    expect(job.status).toBe('done');
    expect(job.kinds).toEqual(['weight']);
    expect(job.imported).toBe(EXPORT.days);
    expect((await weights(member.token)).length).toBe(EXPORT.days);
    const activity = (
      await injectAs(t.app, member.token, {
        method: 'GET',
        url: `/api/progress/activity?from=${EXPORT.start}&to=2026-12-31`,
      })
    ).json();
    expect(activity.days).toEqual([]);
    expect(activity.workouts).toEqual([]);
    const reasons = Object.fromEntries(job.skippedReasons.map((r) => [r.reason, r.count]));
    expect(reasons['left out by your choice: workouts']).toBe(expected.workouts);
    // Each day: 12 step samples from each of two sources and 12 active energy samples.
    expect(reasons['left out by your choice: steps and active energy']).toBe(EXPORT.days * 36);
    expect(reasons['left out by your choice: body fat']).toBe(EXPORT.days);
    expect(reasons['left out by your choice: resting heart rate']).toBe(EXPORT.days);

    // Everything, when nothing is chosen.
    const all = await importZip(member.token, zip);
    expect(all.kinds).toEqual(['weight', 'bodyFat', 'waist', 'restingHeartRate', 'activity', 'workouts']);
    expect(all.imported).toBe(EXPORT.days * 3 + expected.workouts);

    // Resting heart rate alone, again: the days' steps and active energy (the same rows) are kept, not blanked.
    const activityNow = async () =>
      (
        await injectAs(t.app, member.token, {
          method: 'GET',
          url: `/api/progress/activity?from=${EXPORT.start}&to=2026-12-31`,
        })
      ).json().days;
    const before = await activityNow();
    expect(before.some((d: { steps: number | null }) => d.steps !== null)).toBe(true);
    const heartOnly = await injectAs(t.app, member.token, {
      method: 'POST',
      url: '/api/imports/apple-health?kinds=restingHeartRate',
      ...multipartFile(zip, 'export.zip'),
    });
    expect(heartOnly.statusCode, heartOnly.body).toBe(202);
    await t.app.ctx.services.imports.settled();
    expect(await activityNow()).toEqual(before);
  });

  it('an unknown kind to import is a 400 naming it, and nothing is imported', async () => {
    const member = await createMember(t.app);
    const res = await injectAs(t.app, member.token, {
      method: 'POST',
      url: '/api/imports/apple-health?kinds=weight,sleep',
      ...multipartFile(appleHealthZip({ ...EXPORT, days: 2 }), 'export.zip'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Unknown kind to import: 'sleep'/);
    expect(
      (await injectAs(t.app, member.token, { method: 'GET', url: '/api/imports' })).json().imports,
    ).toEqual([]);
  });

  it('keeps a weight the member logged themselves on a day the export also has', async () => {
    const member = await createMember(t.app);
    const logged = await injectAs(t.app, member.token, {
      method: 'POST',
      url: '/api/progress/weights',
      payload: { date: '2026-05-03', weightKg: 70.5 },
    });
    expect(logged.statusCode).toBe(201);
    const job = await importZip(member.token, appleHealthZip(EXPORT));
    expect(job.skippedReasons).toContainEqual({ reason: MEMBER_LOGGED, count: 1 });
    expect((await weights(member.token)).find((w) => w.date === '2026-05-03')?.weightKg).toBe(70.5);
  });

  it("a workout counts for the day it started where the member was, not UTC's", async () => {
    // 05:10 in India is 23:40 UTC the day before: the run belongs to 2 May, the member's day.
    const member = await createMember(t.app);
    const start = '2026-05-02 05:10:00 +0530';
    const end = '2026-05-02 05:45:00 +0530';
    const zip = zipOf({
      'apple_health_export/export.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<HealthData locale="en_IN">\n <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="35" durationUnit="min" sourceName="Watch" startDate="${start}" endDate="${end}"/>\n</HealthData>\n`,
    });
    expect((await importZip(member.token, zip)).imported).toBe(1);
    const on = async (day: string) =>
      (
        await injectAs(t.app, member.token, {
          method: 'GET',
          url: `/api/progress/activity?from=${day}&to=${day}`,
        })
      ).json().workouts as { date: string; startAt: string }[];
    expect(await on('2026-05-02')).toMatchObject([
      { date: '2026-05-02', startAt: '2026-05-01T23:40:00.000Z' },
    ]);
    expect(await on('2026-05-01')).toEqual([]);
  });

  it("another member's import is not found", async () => {
    const owner = await createMember(t.app);
    const other = await createMember(t.app);
    const job = await importZip(owner.token, appleHealthZip({ ...EXPORT, days: 3 }));
    const res = await injectAs(t.app, other.token, { method: 'GET', url: `/api/imports/${job.id}` });
    expect(res.statusCode).toBe(404);
    expect(
      (await injectAs(t.app, other.token, { method: 'GET', url: '/api/imports' })).json().imports,
    ).toEqual([]);
  });

  describe('hostile and broken files', () => {
    const xml = (days: number) => [...healthXml({ ...EXPORT, days })].join('');
    const imports = async (token: string) =>
      (await injectAs(t.app, token, { method: 'GET', url: '/api/imports' })).json().imports as ImportJob[];

    async function refused(zip: Buffer, status: number, message: RegExp) {
      const member = await createMember(t.app);
      const res = await upload(member.token, zip);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
      expect(await imports(member.token)).toEqual([]);
      expect(await weights(member.token)).toEqual([]);
    }

    it('a file that is not a zip is a 400', () => refused(Buffer.from(xml(2)), 400, /not a zip archive/));

    it('a zip without export.xml is a 400', () =>
      refused(zipOf({ 'photos/cat.xml': xml(2) }), 400, /no apple_health_export\/export\.xml/));

    it('an external entity (XXE) is refused unread: 422', () =>
      refused(
        zipOf({
          'apple_health_export/export.xml': `<?xml version="1.0"?>\n<!DOCTYPE HealthData [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<HealthData locale="en"><Record type="HKQuantityTypeIdentifierBodyMass" sourceName="&xxe;" unit="kg" value="70" startDate="2026-05-01 07:00:00 +0000" endDate="2026-05-01 07:00:00 +0000"/></HealthData>`,
        }),
        422,
        /declares entities or an external DTD/,
      ));

    it('an external DTD is refused: 422', () =>
      refused(
        zipOf({
          'apple_health_export/export.xml': `<?xml version="1.0"?>\n<!DOCTYPE HealthData SYSTEM "http://attacker.example/health.dtd">\n<HealthData locale="en"/>`,
        }),
        422,
        /declares entities or an external DTD/,
      ));

    it('entity expansion ("billion laughs") is refused: 422', () =>
      refused(
        zipOf({
          'apple_health_export/export.xml': `<?xml version="1.0"?>\n<!DOCTYPE HealthData [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>\n<HealthData locale="en">&b;</HealthData>`,
        }),
        422,
        /declares entities/,
      ));

    it('a zip bomb is a 413 before anything is inflated', () =>
      refused(
        zipOf({ 'apple_health_export/export.xml': new Uint8Array(APPLE_HEALTH_LIMITS.ratioFloorBytes * 2) }),
        413,
        /zip bomb/,
      ));

    it('an upload declaring more than the limit is a 413 unread', async () => {
      const member = await createMember(t.app);
      const { payload, headers } = multipartFile(appleHealthZip({ ...EXPORT, days: 1 }), 'export.zip');
      const res = await injectAs(t.app, member.token, {
        method: 'POST',
        url: '/api/imports/apple-health',
        payload,
        headers: { ...headers, 'content-length': String(APPLE_HEALTH_LIMITS.maxUploadBytes + 1024 * 1024) },
      });
      expect(res.statusCode).toBe(413);
      expect(await imports(member.token)).toEqual([]);
    });

    it('a crafted file cannot grow reasons or sources without bound: the rest are counted, not kept', async () => {
      const member = await createMember(t.app);
      const row = (type: string, source: string) =>
        ` <Record type="${type}" sourceName="${source}" unit="count" startDate="2026-05-02 08:00:00 +0530" endDate="2026-05-02 08:09:00 +0530" value="100"/>\n`;
      let extra = '';
      for (let i = 0; i < 200; i++) extra += row(`HKQuantityTypeIdentifierMadeUp${i}`, 'App');
      for (let i = 0; i < APPLE_HEALTH_LIMITS.maxSources + 20; i++)
        extra += row('HKQuantityTypeIdentifierStepCount', `Source ${i}`);
      const crafted = xml(1).replace('</HealthData>', `${extra}</HealthData>`);
      const job = await importZip(member.token, zipOf({ 'apple_health_export/export.xml': crafted }));
      expect(job.status).toBe('done');
      expect(job.skippedReasons.length).toBeLessThanOrEqual(APPLE_HEALTH_LIMITS.maxReasons);
      expect(job.skippedReasons.find((r) => r.reason === 'other reasons')?.count).toBeGreaterThan(100);
      // The export's own few sources are among the first 50: at least the 20 beyond are refused.
      const beyond = job.refusedReasons.find((r) => /more than 50 apps and devices/.test(r.reason))?.count;
      expect(beyond).toBeGreaterThanOrEqual(20);
      expect(beyond).toBeLessThan(30);
    });

    it('XML broken half-way fails the import with nothing written', async () => {
      const member = await createMember(t.app);
      const broken = xml(20).replace(
        '</HealthData>',
        ' <Record type="HKQuantityTypeIdentifierBodyMass" value=">\n',
      );
      const job = await importZip(member.token, zipOf({ 'apple_health_export/export.xml': broken }));
      expect(job.status).toBe('failed');
      expect(job.error).toMatch(/not well-formed XML/);
      expect(await weights(member.token)).toEqual([]);
    });
  });
});
