/**
 * Lab-report extraction benchmark on generated reports (server/test/lab-documents/lab-generator): every
 * layout kind on many seeds, scored against the ground truth per kind; time per page for text PDFs and for
 * OCR; and throughput with 20 documents queued at once through the extraction entry point.
 *
 *   npm run bench:labs                (runs the fixtures bench, then this one)
 *   npx tsx bench/labs-generated-bench.ts
 *
 * LAB_GEN_TEXT_DOCS (default 10) and LAB_GEN_OCR_DOCS (default 4): documents per text / OCR layout kind;
 * LAB_GEN_SEED (default 1): first seed, to look at another sample; LAB_OCR_WORKERS (default 2): OCR pool size;
 * LAB_GEN_KINDS (comma-separated layout kinds, default all) and LAB_GEN_THROUGHPUT=0 (skip the 20-document run;
 * LAB_GEN_THROUGHPUT_ONLY=1 runs only it):
 * a short run on a busy machine. Every wrong value is listed with its trust mark (LAB_GEN_WRONG_LINES caps the
 * lines per layout kind).
 */
import os from 'node:os';
import { extractReport, type ExtractionOutcome } from '../server/src/labs/extract-report';
import { OcrPool } from '../server/src/labs/ocr-pool';
import { warmUpPdf } from '../server/src/labs/pdf-text';
import {
  generateReport,
  LAYOUT_KINDS,
  OCR_KINDS,
  TEXT_KINDS,
  type GeneratedReport,
  type LayoutKind,
} from '../server/test/lab-documents/lab-generator/generate';
import {
  formatFigures,
  formatWrongValues,
  measureKinds,
  type KindFigures,
} from '../server/test/lab-documents/lab-generator/run-set';
import { scoreReport, summarise } from '../server/test/lab-documents/lab-generator/score';

/** Issue 16's targets: wrong values are worse than missing ones, and wrong values must be marked for review. */
const TARGETS = { recall: 0.98, precision: 0.995, wrongFlaggedForReview: 0.9 };
const QUEUED = 20;

const envInt = (name: string, fallback: number): number => {
  const v = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const mark = (ok: boolean): string => (ok ? 'ok' : 'BELOW TARGET');
const seedsFrom = (first: number, n: number): number[] => Array.from({ length: n }, (_, i) => first + i);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

function timeLine(name: string, figures: KindFigures[]): string {
  const ms = figures.flatMap((f) => f.msPerPage);
  if (ms.length === 0) return `  ${name}: no documents`;
  const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
  return `  ${name.padEnd(9)} ${ms.length} docs: per page mean ${Math.round(mean)} ms, median ${Math.round(percentile(ms, 0.5))} ms, p95 ${Math.round(percentile(ms, 0.95))} ms, max ${Math.round(Math.max(...ms))} ms`;
}

/** 20 documents (text and OCR kinds mixed as uploads are) submitted at once; wall time until all are read. */
async function throughput(pool: OcrPool, firstSeed: number): Promise<string[]> {
  const ocrShare = Math.round(QUEUED * 0.3);
  const docs: GeneratedReport[] = await Promise.all(
    Array.from({ length: QUEUED }, (_, i) =>
      i < ocrShare
        ? generateReport(OCR_KINDS[i % OCR_KINDS.length]!, firstSeed + 1000 + i)
        : generateReport(TEXT_KINDS[i % TEXT_KINDS.length]!, firstSeed + 1000 + i),
    ),
  );
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const runs = await Promise.all(
    docs.map(async (doc) => {
      const outcome: ExtractionOutcome = await extractReport(doc.bytes, doc.mimeType, {
        ocr: pool,
        pageWorkLimitMs: 120_000, // per page of work: time queued behind the other 19 does not count
      });
      return { doc, outcome, ms: performance.now() - t0 };
    }),
  );
  const wall = performance.now() - t0;
  const pages = docs.reduce((n, d) => n + d.pages, 0);
  // Issue 32 item 6: OCR pages ≤ 3 s mean with 20 queued. The batch's wall time over its OCR pages: what one
  // OCR page costs the machine (2 workers in parallel) while the queue is full; the text pages (~50 ms each)
  // are counted in, so this is an upper bound.
  const ocrPages = docs.filter((d) => OCR_KINDS.includes(d.kind)).reduce((n, d) => n + d.pages, 0);
  const perOcrPage = wall / Math.max(1, ocrPages);
  // The process's CPU time (OCR worker threads and sharp's included) over the OCR pages: what a page costs
  // whatever else the machine runs; with both cores free the wall time per page is about half of it.
  const cpu = process.cpuUsage(cpu0);
  const cpuPerOcrPage = (cpu.user + cpu.system) / 1000 / Math.max(1, ocrPages);
  const rates = summarise(runs.map((r) => scoreReport(r.doc.truth, r.outcome.results)));
  const latency = runs.map((r) => r.ms);
  const failed = runs.filter((r) => r.outcome.status === 'failed');
  return [
    `  ${QUEUED} documents (${ocrShare} for OCR, ${pages} pages) queued at once: all read in ${(wall / 1000).toFixed(1)} s`,
    `  throughput ${((QUEUED / wall) * 60_000).toFixed(1)} documents/min, ${((pages / wall) * 60_000).toFixed(1)} pages/min; ` +
      `time to result median ${(percentile(latency, 0.5) / 1000).toFixed(1)} s, max ${(Math.max(...latency) / 1000).toFixed(1)} s`,
    `  per OCR page ${(perOcrPage / 1000).toFixed(2)} s mean (wall ÷ ${ocrPages} OCR pages; target ≤ 3 s: ${mark(perOcrPage <= 3000)}), ` +
      `CPU ${(cpuPerOcrPage / 1000).toFixed(2)} s per OCR page (≈ ${(cpuPerOcrPage / 2000).toFixed(2)} s wall per page on 2 idle cores), ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} at its end`,
    `  under load: recall ${pct(rates.recall)}, precision ${pct(rates.precision)}, failed ${failed.length}` +
      (failed.length
        ? ` (${failed.map((f) => `${f.doc.kind}: ${f.outcome.detail ?? f.outcome.message}`).join('; ')})`
        : ''),
  ];
}

async function main(): Promise<void> {
  const textDocs = envInt('LAB_GEN_TEXT_DOCS', 10);
  const ocrDocs = envInt('LAB_GEN_OCR_DOCS', 4);
  const firstSeed = envInt('LAB_GEN_SEED', 1);
  const workers = envInt('LAB_OCR_WORKERS', 2);
  const only = (process.env.LAB_GEN_KINDS ?? '').split(',').filter(Boolean);
  const unknown = only.filter((k) => !(LAYOUT_KINDS as string[]).includes(k));
  if (unknown.length) throw new Error(`LAB_GEN_KINDS: unknown layout kinds ${unknown.join(', ')}`);
  const chosen = (kinds: readonly LayoutKind[]) => kinds.filter((k) => only.length === 0 || only.includes(k));
  const pool = new OcrPool({ size: workers });
  await Promise.all([pool.warmUp(), warmUpPdf()]);
  console.log(
    `\nGenerated lab reports — ${LAYOUT_KINDS.length} layout kinds, ${textDocs} documents per text kind, ${ocrDocs} per OCR kind, seeds from ${firstSeed}`,
  );
  console.log(
    `${os.cpus().length} CPUs, ${workers} OCR workers, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  try {
    const extract = (doc: GeneratedReport) =>
      extractReport(doc.bytes, doc.mimeType, { ocr: pool, pageWorkLimitMs: 120_000 });
    if (process.env.LAB_GEN_THROUGHPUT_ONLY === '1') {
      console.log(`Throughput (only)\n${(await throughput(pool, firstSeed)).join('\n')}`);
      return;
    }
    const figures = [
      ...(await measureKinds(chosen(TEXT_KINDS), seedsFrom(firstSeed, textDocs), extract)),
      ...(await measureKinds(chosen(OCR_KINDS), seedsFrom(firstSeed, ocrDocs), extract)),
    ];
    console.log(formatFigures(figures));
    const total = summarise(figures.flatMap((f) => f.scores.map((s) => s.score)));
    console.log('\nOverall (generated set)');
    console.log(
      `  recall     ${pct(total.recall)}  (target ≥ ${pct(TARGETS.recall)}: ${mark(total.recall >= TARGETS.recall)})`,
    );
    console.log(
      `  precision  ${pct(total.precision)}  (target ≥ ${pct(TARGETS.precision)}: ${mark(total.precision >= TARGETS.precision)})`,
    );
    console.log(
      `  review     ${pct(total.wrongFlaggedForReview)} of ${total.wrong} wrong values marked needsReview (target ≥ ${pct(TARGETS.wrongFlaggedForReview)}: ${mark(total.wrongFlaggedForReview >= TARGETS.wrongFlaggedForReview)})`,
    );
    console.log(
      `  trusted    precision ${pct(total.trustedPrecision)} of the values not marked needsReview; ${pct(total.reviewShare)} of all values marked for the member to confirm`,
    );
    for (const medium of ['text', 'ocr'] as const) {
      const group = summarise(
        figures.filter((f) => f.medium === medium).flatMap((f) => f.scores.map((s) => s.score)),
      );
      if (group.expected === 0) continue;
      console.log(
        `  ${medium.padEnd(10)} recall ${pct(group.recall)} (${mark(group.recall >= TARGETS.recall)}), precision ${pct(group.precision)} (${mark(group.precision >= TARGETS.precision)}), ${group.wrong} wrong of which ${pct(group.wrongFlaggedForReview)} marked, trusted precision ${pct(group.trustedPrecision)}`,
      );
    }
    console.log('\nTime per page');
    console.log(
      timeLine(
        'text PDF',
        figures.filter((f) => f.medium === 'text'),
      ),
    );
    console.log(
      timeLine(
        'OCR',
        figures.filter((f) => f.medium === 'ocr'),
      ),
    );
    if (process.env.LAB_GEN_THROUGHPUT !== '0') {
      console.log('\nThroughput');
      console.log((await throughput(pool, firstSeed)).join('\n'));
    }
    console.log(
      `\nLoad average at the end ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const wrong = formatWrongValues(figures, envInt('LAB_GEN_WRONG_LINES', Number.MAX_SAFE_INTEGER));
    if (wrong) console.log(`\nWrong values (reproduce with generateReport(kind, seed))\n${wrong}`);
  } finally {
    await pool.close();
  }
}

await main();
