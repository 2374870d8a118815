/**
 * The account export against the real server: exporting many large reports streams the zip without holding up
 * other requests (/api/health keeps answering), the archive is complete, and exports are rate-limited.
 *
 * The data is prepared in-process on the same data directory (uploads with a quick extractor), then the server runs
 * as a child process with the same keys.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import type { Secrets } from '../../lib/secrets';
import { startChildServer, type ChildServer } from '../../../test/child-server';
import { multipartFile, pdfFromObjects } from '../../../test/documents';
import { registerMember, testConfig, type Member } from '../../../test/helpers';
import { copyTemplateDatabase } from '../../../test/template-db';
import type { ReportExtractor } from '../reports/reports-service';

const REPORTS = 8;
/** Incompressible, just under the 10 MB upload limit: the old zipSync spent seconds on each. */
const REPORT_BYTES = 9_500_000;

const quickExtract: ReportExtractor = async () => ({
  status: 'needs_review',
  message: 'n/a',
  sampleDate: null,
  results: [],
});

const bigPdf = () => {
  const noise = randomBytes(REPORT_BYTES).toString('latin1');
  return pdfFromObjects([
    '<< /Type /Catalog >>',
    `<< /Length ${noise.length} >>\nstream\n${noise}\nendstream`,
  ]);
};

describe('account export (real server)', () => {
  let dataDir: string;
  let server: ChildServer;
  let member: Member;
  const uploaded: Buffer[] = [];
  const keys = {
    SESSION_SECRET: randomBytes(24).toString('hex'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vp-export-'));
    const env = { ...keys, RATE_LIMITS: 'off' };
    const secrets: Secrets = {
      sessionKey: new TextEncoder().encode(keys.SESSION_SECRET),
      fileKey: Buffer.from(keys.DATA_ENCRYPTION_KEY, 'hex'),
    };
    await copyTemplateDatabase(path.join(dataDir, 'db'));
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    await database.migrate();
    const app = await buildApp(testConfig(env, dataDir), {
      database,
      secrets,
      staticDir: null,
      logger: false,
      extract: quickExtract,
    });
    member = await registerMember(app);
    for (let i = 0; i < REPORTS; i++) {
      const pdf = bigPdf();
      const form = multipartFile(pdf, `report-${i}.pdf`);
      const res = await app.inject({
        method: 'POST',
        url: '/api/blood-test/upload',
        headers: { authorization: `Bearer ${member.token}`, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(201);
      uploaded.push(pdf);
    }
    // Read them here (quick stand-in extractor), so the server below has no background reading to do.
    await app.ctx.jobs.drain();
    await app.close();
    await database.close();
    server = await startChildServer(
      { ...keys, DATA_DIR: dataDir, RATE_LIMITS: 'on', LOG_LEVEL: 'warn' },
      { timeoutMs: 240_000 },
    );
  }, 400_000);

  afterAll(async () => {
    await server?.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  });

  const exportRequest = () =>
    fetch(`${server.url}/api/account/export`, { headers: { authorization: `Bearer ${member.token}` } });

  it('streams every report while /api/health keeps answering', async () => {
    let done = false;
    let slowest = 0;
    /** /api/health answers received before the export's last byte. */
    let answeredDuringExport = 0;
    const probe = (async () => {
      while (!done) {
        const started = performance.now();
        expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
        if (!done) answeredDuringExport++;
        slowest = Math.max(slowest, performance.now() - started);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const started = performance.now();
    const res = await exportRequest();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const zip = new Uint8Array(await res.arrayBuffer());
    const exportMs = performance.now() - started;
    done = true;
    await probe;
    // Figures for people (timing is no assertion here; zip-stream.test.ts shows the turns the stream gives others).
    console.log(
      `export of ${REPORTS} reports: ${exportMs.toFixed(0)} ms; ${answeredDuringExport} /api/health answers meanwhile, the slowest ${slowest.toFixed(0)} ms`,
    );
    expect(answeredDuringExport).toBeGreaterThan(0);

    const files = unzipSync(zip);
    const data = JSON.parse(Buffer.from(files['data.json']!).toString('utf8'));
    expect(data.reports).toHaveLength(REPORTS);
    for (const [i, report] of data.reports.entries()) {
      expect(Buffer.from(files[report.file]!).equals(uploaded[i]!)).toBe(true);
    }
  }, 300_000);

  it('limits exports per member', async () => {
    // One export above; two more are allowed within the hour (their bodies are not needed).
    for (let i = 0; i < 2; i++) {
      const res = await exportRequest();
      expect(res.status).toBe(200);
      await res.body?.cancel();
    }
    const refused = await exportRequest();
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/too many/i);
  }, 120_000);
});
