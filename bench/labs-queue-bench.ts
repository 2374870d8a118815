/**
 * Throughput of report reading as a background job: 20 documents uploaded at once (16 text PDFs, 4 page-sized
 * scans that need OCR) through the real upload route, read by the job queue with its real poller, the real
 * extractor and OCR pool. Same-run baseline: the same 20 documents read one after another by the extractor
 * directly (no queue, no database). Prints documents/min, time per page, and how long members waited.
 *
 *   npx tsx bench/labs-queue-bench.ts          (LABS_QUEUE_SCANS=n scans instead of 4; ~1–3 min on 2 cores)
 */
import sharp from 'sharp';
import { extractReport } from '../server/src/labs/extract-report';
import { OcrPool } from '../server/src/labs/ocr-pool';
import { warmUpPdf } from '../server/src/labs/pdf-text';
import { multipartFile, textPdf } from '../server/test/documents';
import { createTestApp, injectAs, registerMember } from '../server/test/helpers';

const TOTAL = 20;
const SCANS = Number(process.env.LABS_QUEUE_SCANS ?? 4);

const ROWS = [
  ['Haemoglobin', '13.4', 'g/dL', '13.0 - 17.0'],
  ['Total Leucocyte Count', '7.2', '10^3/uL', '4.0 - 10.0'],
  ['Platelet Count', '245', '10^3/uL', '150 - 410'],
  ['Fasting Glucose', '112', 'mg/dL', '70 - 100'],
  ['HbA1c', '6.1', '%', '4.0 - 5.6'],
  ['LDL Cholesterol', '141', 'mg/dL', '0 - 100'],
  ['HDL Cholesterol', '44', 'mg/dL', '40 - 60'],
  ['Creatinine', '0.9', 'mg/dL', '0.7 - 1.3'],
];

function textReport(i: number): Buffer {
  return textPdf([
    `Riverbank Diagnostics  Report ${i}`,
    'Collected: 12/03/2024',
    'Test  Result  Unit  Reference Range',
    ...ROWS.map((r) => r.join('  ')),
  ]);
}

async function scannedReport(i: number): Promise<Buffer> {
  const rows = ROWS.map(
    (r, k) =>
      `<text y="${400 + k * 90}" font-family="DejaVu Sans, sans-serif" font-size="44"><tspan x="120">${r[0]}</tspan>` +
      `<tspan x="1100">${r[1]}</tspan><tspan x="1450">${r[2]}</tspan><tspan x="1800">${r[3]}</tspan></text>`,
  ).join('');
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="2480" height="3508"><rect width="100%" height="100%" fill="white"/>' +
    `<text x="120" y="250" font-family="DejaVu Sans, sans-serif" font-size="60">City Lab report ${i}</text>${rows}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

interface Doc {
  name: string;
  bytes: Buffer;
  mime: 'application/pdf' | 'image/jpeg';
}

async function documents(): Promise<Doc[]> {
  const docs: Doc[] = [];
  for (let i = 0; i < TOTAL; i++) {
    // Scans spread through the queue, as real uploads would arrive.
    const scan =
      i % Math.ceil(TOTAL / Math.max(1, SCANS)) === 0 &&
      docs.filter((d) => d.mime !== 'application/pdf').length < SCANS;
    docs.push(
      scan
        ? { name: `scan-${i}.jpg`, bytes: await scannedReport(i), mime: 'image/jpeg' }
        : { name: `report-${i}.pdf`, bytes: textReport(i), mime: 'application/pdf' },
    );
  }
  return docs;
}

const perMin = (n: number, ms: number) => ((n * 60_000) / ms).toFixed(1);

async function baseline(docs: Doc[]): Promise<{ ms: number; pages: number }> {
  const ocr = new OcrPool({ size: 2 });
  try {
    // Workers started and pdf.js loaded before timing, as in a running server.
    await warmUpPdf();
    await extractReport(docs.find((d) => d.mime !== 'application/pdf')!.bytes, 'image/jpeg', {
      ocr,
      pageWorkLimitMs: 45_000,
    });
    const t0 = performance.now();
    let pages = 0;
    for (const d of docs)
      pages += (await extractReport(d.bytes, d.mime, { ocr, pageWorkLimitMs: 45_000 })).pages;
    return { ms: performance.now() - t0, pages };
  } finally {
    await ocr.close();
  }
}

async function queued(docs: Doc[]) {
  const t = await createTestApp('pglite', { env: { OCR_WORKERS: '2' } });
  try {
    const m = await registerMember(t.app);
    // Warm the pool and pdf.js through one job, as a running server would be.
    const warm = multipartFile(docs.find((d) => d.mime !== 'application/pdf')!.bytes, 'warm.jpg');
    await injectAs(t.app, m.token, { method: 'POST', url: '/api/blood-test/upload', ...warm });
    await warmUpPdf();
    await t.app.ctx.jobs.drain();
    await t.app.ctx.jobs.start();

    const t0 = performance.now();
    const uploads = await Promise.all(
      docs.map(async (d) => {
        const res = await injectAs(t.app, m.token, {
          method: 'POST',
          url: '/api/blood-test/upload',
          ...multipartFile(d.bytes, d.name),
        });
        if (res.statusCode !== 201) throw new Error(`${d.name}: ${res.statusCode} ${res.body}`);
        return { id: res.json().report.id as string, answeredMs: performance.now() - t0 };
      }),
    );
    const allAnswered = Math.max(...uploads.map((u) => u.answeredMs));
    const doneAt = new Map<string, number>();
    let pages = 0;
    while (doneAt.size < uploads.length) {
      await new Promise((r) => setTimeout(r, 100));
      for (const u of uploads) {
        if (doneAt.has(u.id)) continue;
        const { report } = (
          await injectAs(t.app, m.token, { method: 'GET', url: `/api/blood-test/reports/${u.id}` })
        ).json();
        if (report.status === 'processing') continue;
        if (report.status === 'failed') throw new Error(`${u.id} failed: ${report.statusMessage}`);
        doneAt.set(u.id, performance.now() - t0);
      }
      if (performance.now() - t0 > 10 * 60_000) throw new Error('not done after 10 minutes');
    }
    const ms = Math.max(...doneAt.values());
    for (const u of uploads) {
      const row = await t.database.db.query.bloodTestReports.findFirst({
        where: (r, { eq }) => eq(r.id, u.id),
      });
      pages += Number((row?.extraction as { pages?: number } | null)?.pages ?? 1);
    }
    await t.app.ctx.jobs.stop();
    return { ms, pages, allAnswered, waits: [...doneAt.values()].sort((a, b) => a - b) };
  } finally {
    await t.close();
  }
}

const docs = await documents();
const scans = docs.filter((d) => d.mime !== 'application/pdf').length;
console.log(`${TOTAL} documents: ${TOTAL - scans} text PDFs, ${scans} scans (OCR), 2 OCR workers`);
const base = await baseline(docs);
const q = await queued(docs);
const median = q.waits[Math.floor(q.waits.length / 2)]!;
console.log(
  `baseline  one after another, extractor only: ${(base.ms / 1000).toFixed(1)} s, ${perMin(TOTAL, base.ms)} documents/min, ${(base.ms / base.pages).toFixed(0)} ms/page`,
);
console.log(
  `queued    20 uploaded at once, job queue:    ${(q.ms / 1000).toFixed(1)} s, ${perMin(TOTAL, q.ms)} documents/min, ${(q.ms / q.pages).toFixed(0)} ms/page`,
);
console.log(
  `          every upload answered within ${(q.allAnswered / 1000).toFixed(2)} s; results ready after median ${(median / 1000).toFixed(1)} s, last ${(q.ms / 1000).toFixed(1)} s`,
);
