/**
 * Apple Health import benchmark (issue 34 item 7): writes an export.zip of about APPLE_HEALTH_BENCH_MB (default 300)
 * once into the temp dir and reuses it (server/test/apple-health-export.ts, streamed), uploads it through the real route (app.inject with a
 * streamed multipart body: routing, auth, the upload to disk, the checks) and waits for the background import,
 * printing wall time and peak RSS over the server's resting RSS (sampled every 50 ms). Baseline measured in the same
 * run: inflating export.xml alone (yauzl, no parsing), the floor any streaming import of this file pays.
 *
 *   npm run bench:apple-health            APPLE_HEALTH_BENCH_MB=50 for a quick run;
 *                                         APPLE_HEALTH_BENCH_SAXES=1 also times the reader the scanner replaced
 *
 * Targets (issue 34): ≤ 300 MB over resting memory and under 2 minutes on this machine for a 300 MB export.zip.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { openExport, openXmlStream } from '../server/src/modules/imports/apple-health-zip';
import { writeAppleHealthZip } from '../server/test/apple-health-export';
import { saxesReader } from '../server/test/apple-health-saxes-reader';
import { createMember, createTestApp, injectAs } from '../server/test/helpers';

const TARGET_MB = Number(process.env.APPLE_HEALTH_BENCH_MB ?? 300);
const MB = 1024 * 1024;
const OPTIONS = { start: '2000-01-01', stepSamples: 200, heartRateSamples: 600 };

/** The export is written once per size and reused (APPLE_HEALTH_BENCH_DIR, default the temp dir): ~5 GB of XML. */
async function makeExport(dir: string): Promise<string> {
  const file = path.join(
    process.env.APPLE_HEALTH_BENCH_DIR ?? os.tmpdir(),
    `vitalplan-apple-health-bench-${TARGET_MB}mb-v4.zip`,
  );
  const held = await stat(file).catch(() => null);
  if (held) {
    console.log(`export.zip: ${(held.size / MB).toFixed(0)} MB, reused from ${file}`);
    return file;
  }
  // Calibrate: the zipped size of 56 days (two cycles of the generator's template days), then as many as needed.
  const probe = path.join(dir, 'probe.zip');
  await writeAppleHealthZip(probe, { ...OPTIONS, days: 56 });
  const perDay = (await stat(probe)).size / 56;
  const days = Math.max(20, Math.round((TARGET_MB * MB) / perDay));
  const t0 = performance.now();
  // Days that end yesterday: a record dated in the future is refused unread, which would flatter the import.
  const start = new Date(Date.now() - (days + 1) * 86_400_000).toISOString().slice(0, 10);
  await writeAppleHealthZip(`${file}.part`, { ...OPTIONS, start, days });
  await rename(`${file}.part`, file);
  const size = (await stat(file)).size;
  console.log(
    `export.zip: ${(size / MB).toFixed(0)} MB, ${days} days, written in ${((performance.now() - t0) / 1000).toFixed(1)} s to ${file}`,
  );
  return file;
}

/** The reader the scanner replaced (saxes), reading the same file with no database: APPLE_HEALTH_BENCH_SAXES=1. */
async function saxesOnly(file: string): Promise<number> {
  const t0 = performance.now();
  const entry = await openExport(file);
  const reader = saxesReader(new Date());
  for await (const chunk of await openXmlStream(entry)) reader.write(chunk as Buffer);
  reader.end();
  entry.zip.close();
  return (performance.now() - t0) / 1000;
}

async function inflateOnly(file: string): Promise<{ seconds: number; xmlBytes: number }> {
  const t0 = performance.now();
  const entry = await openExport(file);
  let xmlBytes = 0;
  for await (const chunk of await openXmlStream(entry)) xmlBytes += (chunk as Buffer).length;
  entry.zip.close();
  return { seconds: (performance.now() - t0) / 1000, xmlBytes };
}

function multipartStream(file: string, size: number) {
  const boundary = '----vitalplanbench';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="export.zip"\r\nContent-Type: application/zip\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* body() {
    yield head;
    yield* createReadStream(file);
    yield tail;
  }
  return {
    payload: Readable.from(body()),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + size + tail.length),
    },
  };
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vitalplan-apple-bench-'));
  try {
    const file = await makeExport(dir);
    const base = await inflateOnly(file);
    console.log(
      `baseline, inflate export.xml only: ${base.seconds.toFixed(1)} s (${(base.xmlBytes / MB).toFixed(0)} MB of XML); load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );

    if (process.env.APPLE_HEALTH_BENCH_SAXES)
      console.log(`before (saxes reader, no database): ${(await saxesOnly(file)).toFixed(1)} s`);

    const t = await createTestApp('pglite', { env: { REQUEST_TIMEOUT_MS: '600000' } });
    const member = await createMember(t.app);
    global.gc?.();
    const resting = process.memoryUsage().rss;
    let peak = resting;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const t0 = performance.now();
    const res = await injectAs(t.app, member.token, {
      method: 'POST',
      url: '/api/imports/apple-health',
      ...multipartStream(file, (await stat(file)).size),
    });
    if (res.statusCode !== 202) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
    const accepted = (performance.now() - t0) / 1000;
    await t.app.ctx.services.imports.settled();
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    const job = (
      await injectAs(t.app, member.token, { method: 'GET', url: `/api/imports/${res.json().id}` })
    ).json();
    console.log(
      `import: ${job.status}, ${job.imported} rows written, ${job.skipped} records skipped, ${job.refused} refused (${JSON.stringify(job.refusedReasons)})`,
    );
    console.log(
      `upload + checks answered 202 in ${accepted.toFixed(1)} s; import done in ${seconds.toFixed(1)} s (target < 120 s)`,
    );
    console.log(
      `RSS resting ${(resting / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB: +${((peak - resting) / MB).toFixed(0)} MB over resting (target ≤ 300 MB)`,
    );
    console.log(
      `load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    await t.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
