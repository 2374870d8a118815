/**
 * Lab-report extraction on the independent set (server/test/lab-documents/independent-set.ts): layouts typed by
 * hand after other labs' reports, not made by the generator (issue 32). Scored with the generator's rule
 * (lab-generator/score.ts) and printed apart from it: recall, precision, precision of trusted values (not marked
 * for review), the share marked for review, and every wrong value with its trust mark. The held-out part is
 * printed on its own line.
 *
 *   npx tsx bench/labs-independent-bench.ts        (LAB_INDEPENDENT_OCR=0 skips the photographed pages)
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
  const docs = (await independentSet()).filter((d) => withOcr || d.medium === 'text');
  const pool = new OcrPool({ size: 2 });
  await Promise.all([withOcr ? pool.warmUp() : Promise.resolve(), warmUpPdf()]);
  const runs: { doc: IndependentDoc; score: ReportScore; reasons: Map<unknown, string | null> }[] = [];
  try {
    for (const doc of docs) {
      const out = await extractReport(doc.bytes, doc.mimeType, { ocr: pool, pageWorkLimitMs: 120_000 });
      const score = scoreReport(doc.truth, out.results);
      const reasons = new Map<unknown, string | null>(out.results.map((r) => [r, r.reviewReason]));
      runs.push({ doc, score, reasons });
    }
  } finally {
    await pool.close();
  }
  console.log(
    `\nIndependent set — ${docs.length} documents typed after other labs' layouts (not the generator)`,
  );
  for (const { doc, score } of runs)
    console.log(line(`${doc.name}`.slice(0, 22), [score]) + `  [${doc.name}]`);
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
  if (withOcr)
    console.log(
      line(
        'photographed (OCR)',
        pick((d) => d.medium === 'ocr'),
      ),
    );
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
