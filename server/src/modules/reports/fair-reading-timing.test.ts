/**
 * Fair reading (security issue #27): on the real server (child process, real OCR), a member's one-page scan is
 * read while another member's three multi-page scans, queued before it, are still waiting: members take turns.
 * Before, the one-page scan waited behind the other member's documents (minutes in production). The assertion is
 * about order, never time (a loaded machine slows both sides); the times are printed for reading, and the queue's
 * throughput and members' waits are measured by `bench/labs-queue-bench.ts`. Documents come from the project's seeded report generator
 * and are small (cropped table photos), so the test fits in about a minute on 2 cores.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '@common/reports';
import { startChildServer, type ChildServer } from '../../../test/child-server';
import { generateReport } from '../../../test/lab-documents/lab-generator/generate';
import { writeScannedPdf } from '../../../test/lab-documents/test-documents';

/**
 * Seeded page images (a photographed results table each), as the generator draws them: one at a time, so this
 * process never holds eleven canvases and sharp pipelines at once beside the OCR server (a test fork of this file
 * once exited without a word during a full run).
 */
async function pageImages(seeds: number[]): Promise<Buffer[]> {
  const images: Buffer[] = [];
  for (const seed of seeds) images.push((await generateReport('coloured-rows', seed)).bytes);
  return images;
}

describe('a one-page scan is not held up by another member’s multi-page scans (real server, real OCR)', () => {
  let dataDir: string;
  let server: ChildServer | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalplan-fair-reading-'));
    server = await startChildServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, { timeoutMs: 120_000 });
  }, 150_000);
  afterAll(async () => {
    await server?.kill('SIGTERM');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function member(name: string): Promise<Record<string, string>> {
    const res = await fetch(`${server!.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: name, email: `${name}@example.com`, password: 'fair-reading-pw' }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
  }

  async function upload(auth: Record<string, string>, pdf: Buffer, name: string): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), name);
    const res = await fetch(`${server!.url}/api/blood-test/upload`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { report: Report }).report.id;
  }

  const reportOf = async (auth: Record<string, string>, id: string): Promise<Report> =>
    (
      (await (await fetch(`${server!.url}/api/blood-test/reports/${id}`, { headers: auth })).json()) as {
        report: Report;
      }
    ).report;

  /**
   * Uploads and waits until the report is read: milliseconds from the upload to its result, or `giveUpMs` when it is
   * still not read by then (a queue that is not fair makes it wait minutes; the assertion then fails without
   * waiting that long).
   */
  async function timeToRead(
    auth: Record<string, string>,
    pdf: Buffer,
    name: string,
    giveUpMs = 300_000,
  ): Promise<number> {
    const started = performance.now();
    const id = await upload(auth, pdf, name);
    for (;;) {
      const r = await reportOf(auth, id);
      const elapsed = performance.now() - started;
      if (r.status !== 'processing' || elapsed > giveUpMs) return elapsed;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('reads it before most of another member’s 3 earlier multi-page scans', async () => {
    const [warm, single, ...pages] = await pageImages([11, 12, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
    // The same page each time (each upload is stored and read on its own).
    const onePage = await writeScannedPdf([single!]);
    const scans = await Promise.all([0, 3, 6].map((i) => writeScannedPdf(pages.slice(i, i + 3))));

    const reader = await member('fairreader');
    // Warm up the OCR workers (they start with the first scan), then the time alone.
    await timeToRead(reader, await writeScannedPdf([warm!]), 'warm-up.pdf');
    const aloneBefore = await timeToRead(reader, onePage, 'alone-before.pdf');

    // A fresh account queues three multi-page scans; once reading has started, the reader uploads one page.
    const flooder = await member('fairflooder');
    const flood = [];
    for (const [i, scan] of scans.entries()) flood.push(await upload(flooder, scan, `scan-${i}.pdf`));
    for (let t0 = performance.now(); performance.now() - t0 < 60_000;) {
      if ((await reportOf(flooder, flood[0]!)).progress) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const waiting = await reportOf(flooder, flood[2]!);
    expect(waiting.status, 'the third scan waits while the reader uploads').toBe('processing');
    const loaded = await timeToRead(reader, onePage, 'loaded.pdf');
    const flooderLeft = (await Promise.all(flood.map((id) => reportOf(flooder, id)))).filter(
      (r) => r.status === 'processing',
    ).length;
    // Alone again once the other member's scans are done: the baseline is the mean of before and after, so a
    // machine whose load drifts during the run (other processes) moves both sides alike.
    for (const id of flood) {
      for (let t0 = performance.now(); (await reportOf(flooder, id)).status === 'processing';) {
        if (performance.now() - t0 > 300_000) throw new Error(`scan still processing: ${server!.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const aloneAfter = await timeToRead(reader, onePage, 'alone-after.pdf');
    const alone = (aloneBefore + aloneAfter) / 2;

    console.info(
      `one-page scan: ${Math.round(aloneBefore)} / ${Math.round(aloneAfter)} ms alone, ${Math.round(loaded)} ms ` +
        `beside 3 × 3-page scans (${(loaded / alone).toFixed(2)}×); the other member's scans still being read ` +
        `then: ${flooderLeft}`,
    );
    // Taking turns: when the reader's page was read, at least two of the other member's three scans (queued
    // before it) were still waiting or being read. First come, first served leaves at most the last one.
    expect(flooderLeft).toBeGreaterThanOrEqual(2);
  }, 600_000);
});
