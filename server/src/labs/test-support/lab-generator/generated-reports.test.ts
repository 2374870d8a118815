import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractReport } from '../../extract-report';
import { OcrPool } from '../../ocr-pool';
import { TEXT_KINDS, type LayoutKind } from './generate';
import { formatFigures, formatWrongValues, measureKinds, type KindFigures } from './run-set';

/**
 * Generated lab reports read back through the extraction entry point, scored per layout kind: every text-PDF
 * layout on two seeds, and a few images for OCR. The floors are what the parser reached when this test was
 * written (recall, precision); a drop fails the test, and the floors should be raised as the parser improves.
 * The larger set and timings: npm run bench:labs.
 */
const TEXT_SEEDS = [1, 2];
const OCR_SET: [LayoutKind, number][] = [
  ['phone-photo', 1],
  ['tiff-multipage', 1],
  ['coloured-rows', 1],
];

/** At 0 today (parser bugs): range-first reads the range as the value; cumulative-newest-last the oldest column. */
const FLOORS: Partial<Record<LayoutKind, { recall: number; precision: number }>> = {
  basic: { recall: 1, precision: 1 },
  'range-first': { recall: 0, precision: 0 },
  'value-unit-cell': { recall: 0.97, precision: 1 },
  'cumulative-newest-first': { recall: 0.97, precision: 1 },
  'cumulative-newest-last': { recall: 0, precision: 0 },
  'si-units': { recall: 0.973, precision: 1 },
  'french-units': { recall: 0.721, precision: 1 },
  indian: { recall: 0.948, precision: 1 },
  'two-column': { recall: 0.97, precision: 1 },
  'split-lines': { recall: 0.792, precision: 1 },
  'multi-page': { recall: 0.989, precision: 1 },
  'flag-glyphs': { recall: 0.916, precision: 1 },
  'lang-de': { recall: 0.943, precision: 1 },
  'lang-es': { recall: 0.608, precision: 1 },
  'lang-pt': { recall: 0.285, precision: 1 },
  'lang-it': { recall: 0.713, precision: 1 },
  'lang-nl': { recall: 0.499, precision: 1 },
  'lang-pl': { recall: 0.527, precision: 1 },
  // OCR (one document each; tesseract is deterministic for the same image): SI units in µkat/L lose their unit.
  'phone-photo': { recall: 0.85, precision: 0.85 },
  'tiff-multipage': { recall: 0.9, precision: 0.9 },
  'coloured-rows': { recall: 0.71, precision: 0.71 },
};

describe('generated lab reports', () => {
  let pool: OcrPool;
  const figures: KindFigures[] = [];
  beforeAll(() => {
    pool = new OcrPool({ size: 2 });
  });
  afterAll(async () => {
    await pool.close();
    console.log(
      `Generated reports, per layout kind\n${formatFigures(figures)}\n${formatWrongValues(figures)}`,
    );
  });

  const extract = (doc: { bytes: Buffer; mimeType: Parameters<typeof extractReport>[1] }) =>
    extractReport(doc.bytes, doc.mimeType, { ocr: pool, pageWorkLimitMs: 120_000 });

  const cases: [LayoutKind, number[]][] = [
    ...TEXT_KINDS.map((k): [LayoutKind, number[]] => [k, TEXT_SEEDS]),
    ...OCR_SET.map(([k, s]): [LayoutKind, number[]] => [k, [s]]),
  ];
  it.each(cases)(
    '%s keeps its recall and precision floors',
    async (kind, seeds) => {
      const [f] = await measureKinds([kind], seeds, extract);
      figures.push(f!);
      const floor = FLOORS[kind];
      if (!floor) throw new Error(`no floor for ${kind}: measure it and add it to FLOORS`);
      expect(f!.rates.recall, `${kind} recall`).toBeGreaterThanOrEqual(floor.recall);
      expect(f!.rates.precision, `${kind} precision`).toBeGreaterThanOrEqual(floor.precision);
    },
    180_000,
  );
});
