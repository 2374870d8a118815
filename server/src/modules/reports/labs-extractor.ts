/** Connects the report service to the labs extractor (server/src/labs): one OCR pool per server. */
import type { FastifyBaseLogger } from 'fastify';
import { extractReport } from '../../labs/extract-report';
import { DOCUMENT_LIMITS } from '../../labs/limits';
import type { OcrPool } from '../../labs/ocr-pool';
import type { Metrics } from '../../observability/metrics';
import { screenDocument } from '../../labs/screen-document';
import type { ReportExtractor, ReportScreen } from './reports-extraction';

/**
 * The checks an upload passes before it is stored (PDF parsed for scripts, passwords, bombs; image header), and
 * its page count.
 */
export const labsScreen: ReportScreen = (bytes, mimeType) => screenDocument(bytes, mimeType);

export function labsExtractor(
  ocr: OcrPool,
  pageWorkLimitMs: number,
  log: FastifyBaseLogger,
  metrics: Metrics['extraction'],
): ReportExtractor {
  return async (bytes, mimeType, options = {}) => {
    const outcome = await extractReport(bytes, mimeType, { ocr, pageWorkLimitMs, ...options });
    metrics.observe(outcome.method, outcome.pages, outcome.timings.totalMs / 1000);
    if (outcome.detail)
      log.info({ detail: outcome.detail, status: outcome.status }, 'report extraction detail');
    return {
      status: outcome.status,
      message: outcome.message,
      sampleDate: outcome.sampleDate,
      ...(outcome.identity ? { identity: outcome.identity } : {}),
      ...(outcome.refused ? { refused: true } : {}),
      results: outcome.results.map(
        // Earlier results of cumulative reports and a second printing in another unit are not stored yet.
        ({
          page: _page,
          section: _section,
          unitCanonical: _unit,
          earlier: _earlier,
          alsoPrinted: _alsoPrinted,
          at,
          ...result
        }) => ({
          ...result,
          location: at,
        }),
      ),
      details: {
        method: outcome.method,
        pages: outcome.pages,
        patient: outcome.patient,
        ocrConfidence: outcome.ocrConfidence ?? null,
        timings: outcome.timings,
      },
    };
  };
}

/**
 * The extraction job's wall-clock limit, a safety net only: OCR work is limited per page by the extractor (work
 * done, not time waiting for a worker), and a document has at most maxOcrPages OCR pages. Twice the total
 * allowed work plus a minute leaves room for a busy machine without letting a stuck job hold its slot forever.
 */
export function extractionSafetyNetMs(pageWorkLimitMs: number): number {
  return 2 * DOCUMENT_LIMITS.maxOcrPages * pageWorkLimitMs + 60_000;
}
