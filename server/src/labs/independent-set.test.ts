import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractReport } from './extract-report';
import { OcrPool } from './ocr-pool';
import { independentSet, type IndependentDoc } from '../../test/lab-documents/independent-set';
import { scoreReport } from '../../test/lab-documents/lab-generator/score';

/*
 * End to end on the independent set's text PDFs (layouts typed after other labs, issue 32), apart from the
 * held-out documents, which only the bench reads (bench/labs-independent-bench.ts): every printed result read,
 * no value wrong. The photographed pages are for the bench (OCR is too slow for the unit tests).
 */
let pool: OcrPool;
let docs: IndependentDoc[];
beforeAll(async () => {
  pool = new OcrPool({ size: 1 });
  docs = (await independentSet(['text'])).filter((d) => !d.heldOut);
});
afterAll(async () => {
  await pool.close();
});

describe('independent set (text PDFs, held-out documents excluded)', () => {
  it('reads every printed result and no wrong value', async () => {
    expect(docs.length).toBeGreaterThanOrEqual(3);
    for (const doc of docs) {
      const out = await extractReport(doc.bytes, doc.mimeType, { ocr: pool, pageWorkLimitMs: 60_000 });
      const score = scoreReport(doc.truth, out.results);
      expect({ doc: doc.name, missing: score.missing.map((m) => m.code), wrong: score.wrong }).toEqual({
        doc: doc.name,
        missing: [],
        wrong: [],
      });
      // Nothing from the patient block: no LDH from "P.ID No.: 1234/59".
      expect(out.results.some((r) => r.code === 'LDH')).toBe(false);
    }
  });
});
