import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractReport } from './extract-report';
import { OcrPool } from './ocr-pool';
import { TEXT_KINDS, type LayoutKind } from '../../test/lab-documents/lab-generator/generate';
import {
  formatFigures,
  formatWrongValues,
  measureKinds,
  type KindFigures,
} from '../../test/lab-documents/lab-generator/run-set';

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
  // Upside down or sideways: without orientation detection nothing on it is read.
  ['scan-turned', 1],
];

/** Text layouts read completely on these seeds; OCR floors are what the three images reached (see the bench). */
const FLOORS: Partial<Record<LayoutKind, { recall: number; precision: number }>> = {
  ...Object.fromEntries(TEXT_KINDS.map((k) => [k, { recall: 1, precision: 1 }])),
  // OCR (one document each; tesseract is deterministic for the same image).
  // All four read every value without a wrong one after the OCR unit, decimal and orientation checks (issue 16);
  // recall keeps one value of slack, precision none.
  'phone-photo': { recall: 0.85, precision: 1 },
  'tiff-multipage': { recall: 1, precision: 1 },
  'coloured-rows': { recall: 0.85, precision: 1 },
  'scan-turned': { recall: 0.95, precision: 1 },
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
