/**
 * Reading a report as a durable background job: the upload answers once the file is stored, the job records
 * progress, runs at most `concurrency` reports at once, retries with backoff, ends a report that cannot be read in
 * a failed state the member can retry or delete; flagged values are used by plans only once the member checks them.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditEvents, jobs } from '../../db/schema';
import { multipartFile, textPdf } from '../../../test/documents';
import { extractedResult, generatePlan } from '../../../test/factories';
import {
  createTestApp,
  grantEntitlement,
  injectAs,
  registerMember,
  testDatabaseKinds,
  type Member,
  type TestApp,
} from '../../../test/helpers';
import { pdfWithJavaScript } from '../../../test/hostile-files';
import { EXTRACT_ATTEMPTS, EXTRACT_JOB, type Extraction, type ReportExtractor } from './reports-service';

/** What the stand-in extractor does with a document, chosen by a word in it. */
interface Script {
  /** Calls before the extraction resolves (each waits for `release`). */
  gate?: Promise<void>;
  failures: number;
}

const LDL_FLAGGED: Extraction = {
  status: 'processed',
  message: '',
  sampleDate: '2024-05-01',
  results: [
    extractedResult('LDL', 172, 'mg/dL', {
      printedName: 'LDL Cholesterol',
      refHigh: 100,
      flag: 'high',
      confidence: 0.4,
      needsReview: true,
      reviewReason: 'The photo is hard to read here.',
    }),
  ],
};

describe.each(testDatabaseKinds())('report extraction as a background job on %s', (kind) => {
  let t: TestApp;
  let m: Member;
  let clock = Date.parse('2026-01-10T09:00:00Z');
  const script: Script = { failures: 0 };
  let running = 0;
  let maxRunning = 0;
  let calls = 0;
  const extract: ReportExtractor = async (bytes, _mime, options) => {
    calls++;
    running++;
    maxRunning = Math.max(maxRunning, running);
    try {
      options?.onProgress?.(0, 3);
      options?.onProgress?.(1, 3);
      await script.gate;
      // Reading takes a while: jobs claimed together overlap here.
      await new Promise((r) => setTimeout(r, 10));
      if (bytes.includes('BROKEN') && script.failures-- > 0) throw new Error('storage hiccup');
      options?.onProgress?.(3, 3);
      return LDL_FLAGGED;
    } finally {
      running--;
    }
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { extract, now: () => new Date(clock) });
    m = await registerMember(t.app);
  });
  afterAll(() => t.close());

  const upload = (bytes: Buffer, name = 'lab.pdf', token = m.token) => {
    const { payload, headers } = multipartFile(bytes, name);
    return injectAs(t.app, token, { method: 'POST', url: '/api/blood-test/upload', payload, headers });
  };
  const get = (url: string, token = m.token) => injectAs(t.app, token, { method: 'GET', url });
  const report = async (id: string) => (await get(`/api/blood-test/reports/${id}`)).json();

  it('answers once stored (processing), shows the page being read, then the results', async () => {
    let release!: () => void;
    script.gate = new Promise((r) => (release = r));
    const res = await upload(textPdf(['Hemoglobin 11.2']));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/received and is being read/);
    const id = res.json().report.id;
    expect(res.json().report).toMatchObject({ status: 'processing', progress: null, biomarkerCount: 0 });

    const draining = t.app.ctx.jobs.drain();
    // The job is held after page 1 of 3: the report says so.
    for (let i = 0; i < 100 && (await report(id)).report.progress?.pagesDone !== 1; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect((await report(id)).report).toMatchObject({
      status: 'processing',
      progress: { pagesDone: 1, pageCount: 3 },
    });
    release();
    await draining;
    script.gate = undefined;
    const done = await report(id);
    expect(done.report).toMatchObject({ status: 'processed', progress: null, biomarkerCount: 1 });
    expect(done.biomarkers[0]).toMatchObject({ code: 'LDL', needsReview: true, confirmed: false });
  });

  it('reads 20 reports queued at once, never more at a time than the configured concurrency', async () => {
    // Four members: one member's reports are read one at a time (members take turns, decision 010).
    const owners = [m, ...(await Promise.all([1, 2, 3].map(() => registerMember(t.app))))];
    const uploaded: { id: string; token: string }[] = [];
    for (let i = 0; i < 20; i++) {
      const { token } = owners[i % owners.length]!;
      const res = await upload(textPdf([`Hemoglobin 11.2 copy ${i}`]), `r${i}.pdf`, token);
      uploaded.push({ id: res.json().report.id, token });
    }
    maxRunning = 0;
    await t.app.ctx.jobs.drain();
    for (const { id, token } of uploaded)
      expect((await get(`/api/blood-test/reports/${id}`, token)).json().report.status, id).toBe('processed');
    // One report per OCR worker at a time (OCR_WORKERS), and they did run side by side.
    expect(maxRunning).toBe(t.app.ctx.config.OCR_WORKERS);
    expect(maxRunning).toBeGreaterThan(1);
  });

  it('retries with backoff, then ends failed with a message; the member can read it again or delete it', async () => {
    script.failures = EXTRACT_ATTEMPTS;
    const id = (await upload(textPdf(['BROKEN report']))).json().report.id;
    const before = calls;
    await t.app.ctx.jobs.drain();
    expect(calls - before).toBe(1);
    // The retry waits for its backoff: nothing runs until the clock passes it.
    expect(await t.app.ctx.jobs.drain()).toBe(0);
    expect((await report(id)).report.status).toBe('processing');
    for (let attempt = 2; attempt <= EXTRACT_ATTEMPTS; attempt++) {
      clock += 60_000;
      await t.app.ctx.jobs.drain();
    }
    expect(calls - before).toBe(EXTRACT_ATTEMPTS);
    const failed = (await report(id)).report;
    expect(failed).toMatchObject({ status: 'failed', progress: null });
    expect(failed.statusMessage).toMatch(/could not read this report/i);

    // Another member cannot retry it; a report that is not failed cannot be retried.
    const other = await registerMember(t.app);
    const retryUrl = `/api/blood-test/reports/${id}/retry`;
    expect((await injectAs(t.app, other.token, { method: 'POST', url: retryUrl })).statusCode).toBe(404);

    script.failures = 0;
    const retried = await injectAs(t.app, m.token, { method: 'POST', url: retryUrl });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().report.status).toBe('processing');
    await t.app.ctx.jobs.drain();
    expect((await report(id)).report.status).toBe('processed');
    const again = await injectAs(t.app, m.token, { method: 'POST', url: retryUrl });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/could not be read/);
    const audits = await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, id));
    expect(audits.map((a) => a.action)).toContain('report.retried');

    expect(
      (await injectAs(t.app, m.token, { method: 'DELETE', url: `/api/blood-test/reports/${id}` })).statusCode,
    ).toBe(200);
  });

  it('a report deleted before its job runs is left alone (the job finishes without work)', async () => {
    const id = (await upload(textPdf(['deleted before reading']))).json().report.id;
    await injectAs(t.app, m.token, { method: 'DELETE', url: `/api/blood-test/reports/${id}` });
    const before = calls;
    await t.app.ctx.jobs.drain();
    expect(calls).toBe(before);
    const rows = await t.database.db.select().from(jobs).where(eq(jobs.name, EXTRACT_JOB));
    expect(rows.every((r) => r.status === 'done' || r.status === 'failed')).toBe(true);
  });

  it('a report whose job the queue abandoned (worker killed in its last attempt) ends failed, not processing', async () => {
    const id = (await upload(textPdf(['abandoned in the last attempt']))).json().report.id;
    // What the queue does when the lease of a job's final attempt runs out: the job is failed without its handler.
    await t.database.db
      .update(jobs)
      .set({ status: 'failed', lastError: 'abandoned', payload: {} })
      .where(eq(jobs.status, 'queued'));
    expect((await report(id)).report.status).toBe('processing');
    expect(await t.app.ctx.services.reports.failAbandonedReads()).toBe(1);
    const after = (await report(id)).report;
    expect(after.status).toBe('failed');
    expect(after.statusMessage).toMatch(/could not read/i);
    // The member can read it again.
    expect(
      (await injectAs(t.app, m.token, { method: 'POST', url: `/api/blood-test/reports/${id}/retry` }))
        .statusCode,
    ).toBe(200);
    await t.app.ctx.jobs.drain();
    expect((await report(id)).report.status).toBe('processed');
  });

  it('plans use a flagged value only after the member confirms it', async () => {
    const member = await registerMember(t.app);
    await injectAs(t.app, member.token, {
      method: 'POST',
      url: '/api/profile',
      payload: { gender: 'male', age: 45 },
    });
    await grantEntitlement(t.database, member.user.id, 'premium');
    const id = (await upload(textPdf(['lipids']), 'lipids.pdf', member.token)).json().report.id;
    await t.app.ctx.jobs.drain();
    const ldl = (await get(`/api/blood-test/reports/${id}`, member.token)).json().biomarkers[0];
    const used = async () => {
      const plan = (
        await generatePlan(t.app, member.token, { planType: 'premium', includeBloodTest: true })
      ).json().plan;
      return (await get(`/api/plans/${plan.id}`, member.token)).json().plan.content.inputs
        .biomarkersUsed as string[];
    };
    expect(await used()).not.toContain('LDL');

    const url = `/api/blood-test/reports/${id}/biomarkers/${ldl.id}/confirm`;
    expect((await injectAs(t.app, m.token, { method: 'POST', url })).statusCode).toBe(404);
    const confirmed = await injectAs(t.app, member.token, { method: 'POST', url });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().biomarker).toMatchObject({
      value: 172,
      confirmed: true,
      needsReview: false,
      edited: false,
    });
    expect(await used()).toContain('LDL');
    const audits = await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, id));
    expect(audits.map((a) => a.action)).toContain('report.result.confirmed');
  });
});

describe('the real extractor: screening at upload, and the crop of where a value was read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers 422 before storing a PDF that carries JavaScript, and queues nothing', async () => {
    const m = await registerMember(t.app);
    const { payload, headers } = multipartFile(pdfWithJavaScript(), 'script.pdf');
    const res = await injectAs(t.app, m.token, {
      method: 'POST',
      url: '/api/blood-test/upload',
      payload,
      headers,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/embedded scripts/);
    expect(
      (await injectAs(t.app, m.token, { method: 'GET', url: '/api/blood-test/reports' })).json(),
    ).toEqual({
      reports: [],
    });
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.name, EXTRACT_JOB));
    expect(queued).toHaveLength(0);
  });

  it('serves the owner a PNG crop of the row a flagged value was read from, rendered and not stored', async () => {
    const m = await registerMember(t.app);
    const other = await registerMember(t.app);
    // MCHC 41 disagrees with Hb / Hct (14 / 42 → 33.3): the identity check flags it for review.
    const pdf = textPdf([
      'Sunrise Diagnostics',
      'Test  Result  Unit  Reference Range',
      'Haemoglobin  14.0  g/dL  13.0 - 17.0',
      'Haematocrit  42.0  %  40 - 50',
      'MCHC  41.0  g/dL  31.5 - 34.5',
    ]);
    const { payload, headers } = multipartFile(pdf, 'cbc.pdf');
    const up = await injectAs(t.app, m.token, {
      method: 'POST',
      url: '/api/blood-test/upload',
      payload,
      headers,
    });
    const id = up.json().report.id;
    await t.app.ctx.jobs.drain();
    const { biomarkers } = (
      await injectAs(t.app, m.token, { method: 'GET', url: `/api/blood-test/reports/${id}` })
    ).json();
    const mchc = biomarkers.find((b: { code: string }) => b.code === 'MCHC');
    expect(mchc).toMatchObject({ value: 41, needsReview: true, hasCrop: true });

    const url = `/api/blood-test/reports/${id}/biomarkers/${mchc.id}/crop`;
    const crop = await injectAs(t.app, m.token, { method: 'GET', url });
    expect(crop.statusCode).toBe(200);
    expect(crop.headers['content-type']).toBe('image/png');
    expect(crop.headers['cache-control']).toMatch(/no-store/);
    const meta = await sharp(crop.rawPayload).metadata();
    // A band across the page around the row: wide and short.
    expect(meta.width).toBeGreaterThan(500);
    expect(meta.height).toBeLessThan(meta.width / 4);
    expect((await injectAs(t.app, other.token, { method: 'GET', url })).statusCode).toBe(404);
    // Only the encrypted original is on disk: the crop was rendered in memory.
    const stored = await readdir(path.join(t.dataDir, 'uploads'), { recursive: true });
    expect(stored.filter((f) => !f.startsWith('.tmp') && /[0-9a-f]{32}$/.test(f))).toHaveLength(1);
  });
});
