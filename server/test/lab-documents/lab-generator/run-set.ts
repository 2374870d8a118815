import type { ExtractionOutcome } from '../../../src/labs/extract-report';
import { generateReport, type GeneratedReport, type LayoutKind } from './generate';
import { scoreReport, summarise, type Rates, type ReportScore } from './score';

/**
 * Generate reports of the given kinds, read each back with `extract`, and score them per layout kind. Shared by
 * the regression test (a small set) and the benchmark (a larger one).
 */
export interface KindFigures {
  kind: LayoutKind;
  medium: 'text' | 'ocr';
  docs: number;
  pages: number;
  rates: Rates;
  /** Wall time per page of each document, ms. */
  msPerPage: number[];
  scores: { doc: GeneratedReport; score: ReportScore }[];
}

export type Extract = (doc: GeneratedReport) => Promise<Pick<ExtractionOutcome, 'results' | 'pages'>>;

export async function measureKinds(
  kinds: readonly LayoutKind[],
  seeds: readonly number[],
  extract: Extract,
): Promise<KindFigures[]> {
  const out: KindFigures[] = [];
  for (const kind of kinds) {
    const scores: KindFigures['scores'] = [];
    const msPerPage: number[] = [];
    let pages = 0;
    for (const seed of seeds) {
      const doc = await generateReport(kind, seed);
      const t0 = performance.now();
      const outcome = await extract(doc);
      msPerPage.push((performance.now() - t0) / Math.max(1, doc.pages));
      pages += doc.pages;
      scores.push({ doc, score: scoreReport(doc.truth, outcome.results) });
    }
    out.push({
      kind,
      medium: scores[0]!.doc.medium,
      docs: seeds.length,
      pages,
      rates: summarise(scores.map((s) => s.score)),
      msPerPage,
      scores,
    });
  }
  return out;
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

/** A per-kind table (and totals per medium) for the console. */
export function formatFigures(figures: KindFigures[]): string {
  const head = `${'layout kind'.padEnd(25)}${'medium'.padEnd(7)}${'docs'.padStart(5)}${'values'.padStart(8)}${'recall'.padStart(8)}${'prec.'.padStart(8)}${'wrong'.padStart(7)}${'review'.padStart(8)}${'ms/page'.padStart(9)}`;
  const line = (name: string, medium: string, docs: number, r: Rates, ms: number[]): string =>
    `${name.padEnd(25)}${medium.padEnd(7)}${String(docs).padStart(5)}${String(r.expected).padStart(8)}${pct(r.recall).padStart(8)}${pct(r.precision).padStart(8)}${String(r.wrong).padStart(7)}${(r.wrong ? pct(r.wrongFlaggedForReview) : '-').padStart(8)}${String(Math.round(ms.reduce((a, b) => a + b, 0) / Math.max(1, ms.length))).padStart(9)}`;
  const rows = figures.map((f) => line(f.kind, f.medium, f.docs, f.rates, f.msPerPage));
  for (const medium of ['text', 'ocr'] as const) {
    const group = figures.filter((f) => f.medium === medium);
    if (group.length === 0) continue;
    rows.push(
      line(
        `all ${medium}`,
        medium,
        group.reduce((n, f) => n + f.docs, 0),
        summarise(group.flatMap((f) => f.scores.map((s) => s.score))),
        group.flatMap((f) => f.msPerPage),
      ),
    );
  }
  return [head, ...rows].join('\n');
}

/** One line per wrong value (at most `perKind` per layout kind): the evidence to reproduce each. */
export function formatWrongValues(figures: KindFigures[], perKind = 5): string {
  return figures
    .flatMap((f) => {
      const lines = f.scores.flatMap(({ doc, score }) =>
        score.wrong.map(
          (w) =>
            `${f.kind} seed ${doc.seed}: ${w.got.code} read ${w.got.value} ${w.got.unit ?? ''}` +
            (w.expected
              ? `, printed ${w.expected.text} ${w.expected.unit ?? ''} ("${w.expected.label}")`
              : ', not a current result') +
            (w.got.needsReview ? ' [needsReview]' : ' [TRUSTED]'),
        ),
      );
      return lines.length > perKind
        ? [...lines.slice(0, perKind), `${f.kind}: … and ${lines.length - perKind} more`]
        : lines;
    })
    .join('\n');
}
