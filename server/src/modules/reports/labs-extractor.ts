/** Connects the report service to the labs extractor (server/src/labs): one OCR pool per server. */
import type { FastifyBaseLogger } from 'fastify';
import { extractReport } from '../../labs/extract-report';
import type { OcrPool } from '../../labs/ocr-pool';
import type { Metrics } from '../../observability/metrics';
import type { ReportExtractor } from './reports-service';

export function labsExtractor(
  ocr: OcrPool,
  pageWorkLimitMs: number,
  log: FastifyBaseLogger,
  metrics: Metrics['extraction'],
): ReportExtractor {
  return async (bytes, mimeType) => {
    const outcome = await extractReport(bytes, mimeType, { ocr, pageWorkLimitMs });
    metrics.observe(outcome.method, outcome.pages, outcome.timings.totalMs / 1000);
    if (outcome.detail)
      log.info({ detail: outcome.detail, status: outcome.status }, 'report extraction detail');
    return {
      status: outcome.status,
      message: outcome.message,
      sampleDate: outcome.sampleDate,
      ...(outcome.refused ? { refused: true } : {}),
      results: outcome.results.map(
        // Earlier results of cumulative reports are not stored yet (the member-review work will show them).
        ({ page: _page, section: _section, unitCanonical: _unit, earlier: _earlier, ...result }) => result,
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
