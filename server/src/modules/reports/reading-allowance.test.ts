/**
 * Each member's fair share of report reading (security issue #27), through the real server: at most
 * REPORT_READING.maxInProgress reports waiting or being read (429 with what to do), at most pagesPerHour pages
 * queued per hour, and each waiting report says how many will be read before it — members take turns, so another
 * member's backlog does not put a newcomer at its end.
 */
import { REPORT_READING } from '@common/limits';
import type { Report } from '@common/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../../test/documents';
import { createTestApp, injectAs, registerMember, type TestApp } from '../../../test/helpers';
import { sampleReportPdfItems, writeTextPdf } from '../../../test/lab-documents/test-documents';

/** A digital report of `pages` pages (text layer: read without OCR, in milliseconds). */
const reportOfPages = (pages: number, label: string) =>
  writeTextPdf(
    Array.from({ length: pages }, (_, i) => [
      ...sampleReportPdfItems(),
      { x: 40, y: 800, text: `${label} page ${i + 1}` },
    ]),
  );

describe('reading allowance and queue position (real extractor, RATE_LIMITS=on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => t.close());

  const upload = (token: string, bytes: Buffer, name = 'report.pdf') => {
    const form = multipartFile(bytes, name);
    return injectAs(t.app, token, {
      method: 'POST',
      url: '/api/blood-test/upload',
      headers: form.headers,
      payload: form.payload,
    });
  };
  const list = async (token: string): Promise<Report[]> =>
    (await injectAs(t.app, token, { method: 'GET', url: '/api/blood-test/reports' })).json().reports;

  it('refuses a member’s fourth report while three wait (429, readable), not another member’s', async () => {
    const a = await registerMember(t.app);
    const b = await registerMember(t.app);
    for (let i = 0; i < REPORT_READING.maxInProgress; i++)
      expect((await upload(a.token, reportOfPages(1, `a${i}`))).statusCode).toBe(201);
    const refused = await upload(a.token, reportOfPages(1, 'a-extra'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/already have 3 reports waiting to be read.*wait until one/i);
    expect((await list(a.token)).length).toBe(REPORT_READING.maxInProgress);
    expect((await upload(b.token, reportOfPages(1, 'b'))).statusCode).toBe(201);
    await t.app.ctx.jobs.drain();
    expect((await upload(a.token, reportOfPages(1, 'a-later'))).statusCode).toBe(201);
    await t.app.ctx.jobs.drain();
  });

  it('shows each waiting report how many will be read before it: a newcomer is not put behind a backlog', async () => {
    const flooder = await registerMember(t.app);
    const newcomer = await registerMember(t.app);
    for (let i = 0; i < 3; i++) await upload(flooder.token, reportOfPages(1, `f${i}`), `f${i}.pdf`);
    const res = await upload(newcomer.token, reportOfPages(1, 'n'), 'mine.pdf');
    expect(res.statusCode).toBe(201);
    // The upload's answer says it already: one of the flooder's reports is read first, then this one.
    expect(res.json().report.queue).toEqual({ ahead: 1 });
    const [mine] = await list(newcomer.token);
    expect(mine).toMatchObject({ status: 'processing', queue: { ahead: 1 } });
    const theirs = (await list(flooder.token)).sort((x, y) => x.filename.localeCompare(y.filename));
    expect(theirs.map((r) => r.queue?.ahead)).toEqual([0, 2, 3]);
    const one = await injectAs(t.app, newcomer.token, {
      method: 'GET',
      url: `/api/blood-test/reports/${mine!.id}`,
    });
    expect(one.json().report.queue).toEqual({ ahead: 1 });
    await t.app.ctx.jobs.drain();
    const done = await list(newcomer.token);
    expect(done[0]).toMatchObject({ status: 'processed', queue: null });
  });

  it('refuses pages past the hourly page budget, naming the numbers (429)', async () => {
    const m = await registerMember(t.app);
    const pages = 20;
    const fits = Math.floor(REPORT_READING.pagesPerHour / pages);
    for (let i = 0; i < fits; i++) {
      expect((await upload(m.token, reportOfPages(pages, `p${i}`))).statusCode).toBe(201);
      await t.app.ctx.jobs.drain();
    }
    const refused = await upload(m.token, reportOfPages(pages, 'over'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      new RegExp(`sent ${fits * pages} pages.*${REPORT_READING.pagesPerHour} pages an hour`),
    );
    // Nothing of the refused upload is kept.
    expect((await list(m.token)).length).toBe(fits);
  });
});
