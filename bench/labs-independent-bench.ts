/**
 * Lab-report extraction on the independent set (server/test/lab-documents/independent-set.ts): layouts typed by
 * hand after other labs' reports, not made by the generator (issue 32). Scored with the generator's rule
 * (lab-generator/score.ts) and printed apart from it: recall, precision, precision of trusted values (not marked
 * for review), the share marked for review, and every wrong value with its trust mark. The held-out part is
 * printed on its own line.
 *
 *   npx tsx bench/labs-independent-bench.ts        (LAB_INDEPENDENT_OCR=0 skips the photographed pages,
 *     LAB_INDEPENDENT_GROUPS='hard photo' reads only the named groups (text, photo, hard photo; comma-separated),
 *     LAB_INDEPENDENT_HELD_OUT=0 leaves the held-out documents unread while developing)
 *
 * Per photographed page: wall time of preparation and OCR, and CPU time of the whole process (all OCR worker
 * threads), which a shared, loaded machine distorts less than wall time.
 */
import { extractReport } from '../server/src/labs/extract-report';
import { OcrPool } from '../server/src/labs/ocr-pool';
import { warmUpPdf } from '../server/src/labs/pdf-text';
import { independentSet, type IndependentDoc } from '../server/test/lab-documents/independent-set';
import { scoreReport, summarise, type ReportScore } from '../server/test/lab-documents/lab-generator/score';

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

function line(name: string, scores: ReportScore[]): string {
  const r = summarise(scores);
  return (
    `  ${name.padEnd(22)} recall ${pct(r.recall)} (${r.correct}/${r.expected}), precision ${pct(r.precision)}, ` +
    `trusted precision ${pct(r.trustedPrecision)}, review share ${pct(r.reviewShare)}, ${r.wrong} wrong ` +
    `(${pct(r.wrongFlaggedForReview)} marked for review)`
  );
}

async function main(): Promise<void> {
  const withOcr = process.env.LAB_INDEPENDENT_OCR !== '0';
  const groups = (process.env.LAB_INDEPENDENT_GROUPS?.split(',').map((g) => g.trim()) ?? [
    'text',
    'photo',
    'hard photo',
  ]) as IndependentDoc['group'][];
  const withHeldOut = process.env.LAB_INDEPENDENT_HELD_OUT !== '0';
  const docs = (await independentSet(withOcr ? groups : groups.filter((g) => g === 'text'))).filter(
    (d) => withHeldOut || !d.heldOut,
  );
  const pool = new OcrPool({ size: 2 });
  await Promise.all([withOcr ? pool.warmUp() : Promise.resolve(), warmUpPdf()]);
  const runs: {
    doc: IndependentDoc;
    score: ReportScore;
    reasons: Map<unknown, string | null>;
    time: { prepMs: number; ocrMs: number; cpuMs: number };
  }[] = [];
  try {
    for (const doc of docs) {
      const cpu0 = process.cpuUsage();
      const out = await extractReport(doc.bytes, doc.mimeType, { ocr: pool, pageWorkLimitMs: 120_000 });
      const cpu = process.cpuUsage(cpu0);
      const score = scoreReport(doc.truth, out.results);
      const reasons = new Map<unknown, string | null>(out.results.map((r) => [r, r.reviewReason]));
      const time = {
        prepMs: out.timings.imageMs,
        ocrMs: out.timings.ocrMs,
        cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      };
      runs.push({ doc, score, reasons, time });
    }
  } finally {
    await pool.close();
  }
  console.log(
    `\nIndependent set — ${docs.length} documents typed after other labs' layouts (not the generator)`,
  );
  for (const { doc, score, time } of runs)
    console.log(
      line(`${doc.name}`.slice(0, 22), [score]) +
        `  [${doc.name}]` +
        (doc.medium === 'ocr' ? ` prep ${time.prepMs} ms, OCR ${time.ocrMs} ms, CPU ${time.cpuMs} ms` : ''),
    );
  const pick = (f: (d: IndependentDoc) => boolean) => runs.filter((r) => f(r.doc)).map((r) => r.score);
  console.log('\nOverall (independent set)');
  console.log(
    line(
      'all',
      pick(() => true),
    ),
  );
  console.log(
    line(
      'text PDFs',
      pick((d) => d.medium === 'text'),
    ),
  );
  for (const group of ['photo', 'hard photo'] as const) {
    const inGroup = runs.filter((r) => r.doc.group === group);
    if (!inGroup.length) continue;
    const mean = (f: (t: (typeof inGroup)[number]['time']) => number): number =>
      Math.round(inGroup.reduce((s, r) => s + f(r.time), 0) / inGroup.length);
    console.log(
      line(
        group === 'photo' ? 'photographed (OCR)' : 'hard photos (OCR)',
        inGroup.map((r) => r.score),
      ) +
        `; per page: prep ${mean((t) => t.prepMs)} ms, OCR ${mean((t) => t.ocrMs)} ms, CPU ${mean((t) => t.cpuMs)} ms`,
    );
    const heldOut = inGroup.filter((r) => r.doc.heldOut).map((r) => r.score);
    if (group === 'hard photo' && heldOut.length) console.log(line('  of which held out', heldOut));
  }
  console.log(
    line(
      'developed on',
      pick((d) => !d.heldOut),
    ),
  );
  console.log(
    line(
      'held out',
      pick((d) => d.heldOut),
    ),
  );
  const wrong = runs.flatMap(({ doc, score, reasons }) =>
    score.wrong.map(
      (w) =>
        `  ${doc.name}: ${w.got.code} read ${w.got.value} ${w.got.unit ?? ''}` +
        (w.expected ? `, printed ${w.expected.text} ${w.expected.unit ?? ''}` : ', not a printed result') +
        (w.got.needsReview ? ` [needsReview: ${reasons.get(w.got) ?? ''}]` : ' [TRUSTED]'),
    ),
  );
  const missing = runs.flatMap(({ doc, score }) =>
    score.missing.map((m) => `  ${doc.name}: missed ${m.code} ${m.text} ${m.unit ?? ''}`),
  );
  console.log(`\nWrong values (${wrong.length})${wrong.length ? `\n${wrong.join('\n')}` : ''}`);
  console.log(`\nMissed (${missing.length})${missing.length ? `\n${missing.join('\n')}` : ''}`);
}

await main();
