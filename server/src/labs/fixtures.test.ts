import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractReport } from './extract-report';
import { fixturesFolder } from '../../test/fixtures';
import {
  addScores,
  loadFixtures,
  rates,
  scoreDocument,
  type DocScore,
} from '../../test/lab-documents/fixture-scoring';
import { OcrPool } from './ocr-pool';

/**
 * Regression test on the shared lab-report fixtures (bench: npm run bench:labs). It pins the figures reached
 * so far: overall recall 215/218 (98.6 %), precision 215/216 (99.5 %), flags 100 % of found results, and the
 * per-document counts below. Improve freely; a drop fails the test. Skipped when ../shared is absent.
 */
const { dir, skipReason } = fixturesFolder();
const fixtures = dir ? loadFixtures(dir) : [];
const accepted = fixtures.filter((f) => f.doc.expect === 'accept');
const rejects = fixtures.filter((f) => f.doc.expect === 'reject');

const PINNED = { recall: 0.986, precision: 0.995, flagAccuracy: 1 };
/** Minimum results found per document (the photo d06 has its last two rows cut off; see the bench). */
const MIN_FOUND: Record<string, number> = {
  'd01-sunrise-diagnostics-cbc-lipid-hba1c.pdf': 25,
  'd02-northgate-pathology-uk-bloods.pdf': 29,
  'd03-labor-hartmann-befund-de.pdf': 32,
  'd04-citycare-thyroid-vitamins-iron-scan.pdf': 8,
  'd05-riverside-cmp-lipids-scan.pdf': 27,
  'd06-apex-health-cbc-photo.jpg': 14,
  'd07-sunrise-diagnostics-kft-photo.jpg': 11,
  'd08-greenfield-hospital-chemistry-photo.png': 19,
  'd09-bluebell-lft-sugar-vitamins-fax.tiff': 14,
  'd10-aarogya-full-body-checkup.pdf': 36,
};

describe.skipIf(fixtures.length === 0)(
  `lab fixtures${skipReason ? ` — ${skipReason}` : fixtures.length === 0 ? ` — skipped: no fixtures in ${dir}` : ''}`,
  () => {
    let pool: OcrPool;
    const scores = new Map<string, DocScore>();
    beforeAll(() => {
      pool = new OcrPool({ size: 2 });
    });
    afterAll(async () => {
      await pool.close();
    });

    it.each(accepted.map((f) => [f.doc.file, f] as const))('%s', async (file, fixture) => {
      const out = await extractReport(readFileSync(fixture.path), fixture.doc.mimeType, {
        ocr: pool,
        pageWorkLimitMs: 120_000,
      });
      const score = scoreDocument(fixture.doc.results, out.results);
      scores.set(file, score);
      expect(out.status).toBe('processed');
      expect(out.sampleDate).toBe(fixture.doc.sampleDate);
      expect(out.patient).toEqual(fixture.doc.patient);
      expect(
        score.found,
        `found in ${file}; missing ${score.missing.map((m) => m.analyte).join(', ')}`,
      ).toBeGreaterThanOrEqual(MIN_FOUND[file] ?? score.expected);
      expect(score.wrongFlags).toEqual([]);
    });

    it('keeps overall recall, precision and flag accuracy at the pinned figures', () => {
      expect(scores.size).toBe(accepted.length);
      const r = rates(addScores([...scores.values()]));
      expect(r.recall).toBeGreaterThanOrEqual(PINNED.recall);
      expect(r.precision).toBeGreaterThanOrEqual(PINNED.precision);
      expect(r.flagAccuracy).toBeGreaterThanOrEqual(PINNED.flagAccuracy);
    });

    it.each(rejects.map((f) => [f.doc.file, f] as const))('refuses %s', async (_file, fixture) => {
      const out = await extractReport(readFileSync(fixture.path), fixture.doc.mimeType, {
        ocr: pool,
        pageWorkLimitMs: 10_000,
      });
      expect(out.status).toBe('failed');
      expect(out.results).toEqual([]);
    });
  },
);
