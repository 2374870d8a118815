/**
 * Kills the real server with SIGKILL while it reads a scanned report (OCR under way), restarts it, and checks that
 * the extraction job is picked up again and the report ends read: a crash never leaves a report "processing".
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { jobs } from '../../db/schema';
import { startChildServer, type ChildServer } from '../../../test/child-server';
import { EXTRACT_JOB } from './reports-service';

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A page-sized scan of a results table: OCR takes seconds, long enough to kill the server mid-way. */
async function scannedReport(): Promise<Buffer> {
  const rows = [
    ['Haemoglobin', '13.4', 'g/dL', '13.0 - 17.0'],
    ['Total Leucocyte Count', '7.2', '10^3/uL', '4.0 - 10.0'],
    ['Platelet Count', '245', '10^3/uL', '150 - 410'],
    ['Fasting Glucose', '112', 'mg/dL', '70 - 100'],
    ['HbA1c', '6.1', '%', '4.0 - 5.6'],
    ['Total Cholesterol', '212', 'mg/dL', '< 200'],
    ['LDL Cholesterol', '141', 'mg/dL', '< 100'],
    ['HDL Cholesterol', '44', 'mg/dL', '> 40'],
    ['Triglycerides', '168', 'mg/dL', '< 150'],
    ['Creatinine', '0.9', 'mg/dL', '0.7 - 1.3'],
  ];
  const text = rows
    .map(
      (r, i) =>
        `<text y="${400 + i * 90}" font-family="DejaVu Sans, sans-serif" font-size="44">` +
        `<tspan x="120">${xml(r[0]!)}</tspan><tspan x="1100">${r[1]}</tspan><tspan x="1450">${xml(r[2]!)}</tspan>` +
        `<tspan x="1800">${xml(r[3]!)}</tspan></text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2480" height="3508"><rect width="100%" height="100%" fill="white"/><text x="120" y="250" font-family="DejaVu Sans, sans-serif" font-size="60">City Lab - Test Report</text>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('a report being read survives a crash (SIGKILL) of the server', () => {
  let dataDir: string;
  let server: ChildServer | undefined;
  afterAll(async () => {
    await server?.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('picks the extraction job up again after a restart and finishes the report', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalplan-extract-crash-'));
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    server = await startChildServer(env, { timeoutMs: 150_000 });
    const reg = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'killed', email: 'killed@example.com', password: 'crash-test-pw' }),
    });
    const { token } = (await reg.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };

    const form = new FormData();
    form.append('file', new Blob([await scannedReport()], { type: 'image/png' }), 'scan.png');
    const res = await fetch(`${server.url}/api/blood-test/upload`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    expect(res.status).toBe(201);
    const id = ((await res.json()) as { report: { id: string; status: string } }).report.id;

    const reportOf = async (s: ChildServer) =>
      (
        (await (await fetch(`${s.url}/api/blood-test/reports/${id}`, { headers: auth })).json()) as {
          report: { status: string; progress: { pagesDone: number; pageCount: number } | null };
          biomarkers: { code: string }[];
        }
      ).report;
    // Kill once the job has started reading (progress recorded: page 1 of 1 under way).
    const started = Date.now();
    let seen = await reportOf(server);
    while (seen.status === 'processing' && !seen.progress && Date.now() - started < 60_000) {
      await new Promise((r) => setTimeout(r, 25));
      seen = await reportOf(server);
    }
    expect(seen, 'the job started reading before the kill').toMatchObject({
      status: 'processing',
      progress: { pagesDone: 0, pageCount: 1 },
    });
    await server.kill('SIGKILL');

    server = await startChildServer(env, { timeoutMs: 150_000 });
    const restarted = Date.now();
    let after = await reportOf(server);
    while (after.status === 'processing' && Date.now() - restarted < 120_000) {
      await new Promise((r) => setTimeout(r, 250));
      after = await reportOf(server);
    }
    expect(after.status, server.output()).toMatch(/processed|needs_review/);
    const read = (await (
      await fetch(`${server.url}/api/blood-test/reports/${id}`, { headers: auth })
    ).json()) as {
      biomarkers: { code: string }[];
    };
    expect(read.biomarkers.map((b) => b.code)).toEqual(expect.arrayContaining(['HGB', 'LDL']));
    expect(await server.kill('SIGTERM')).toBe(0);
    server = undefined;

    // One job, run twice: the attempt the kill interrupted, and the one after the restart.
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    const rows = await database.db.select().from(jobs).where(eq(jobs.name, EXTRACT_JOB));
    await database.close();
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([['done', 2]]);
  }, 480_000);
});
