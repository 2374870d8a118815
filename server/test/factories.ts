/**
 * Factories for the rows tests need over and over: a report uploaded through the API, a plan generated through
 * the API, and plan rows written straight into the table when only their number and dates matter.
 */
import type { GeneratePlanBody } from '@common/plans';
import type { PlanContent } from '@common/plan';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { plans } from '../src/db/schema';
import type { ExtractedResult } from '../src/modules/reports/reports-service';
import { multipartFile, textPdf } from './documents';
import { injectAs } from './helpers';

const DAY_MS = 86_400_000;

export interface ReportUpload {
  bytes?: Buffer;
  filename?: string;
  /** The part's Content-Type (default: the browser's guess from the name). */
  contentType?: string;
}

/** POST /api/blood-test/upload as the member: a one-line haemoglobin PDF unless told otherwise. */
/**
 * POST /api/blood-test/upload as the member, then run the extraction job it queued (test apps do not start the
 * queue's poller; drain() runs due jobs deterministically). The response is the upload's (status processing).
 */
export async function uploadReport(app: FastifyInstance, token: string, upload: ReportUpload = {}) {
  const bytes = upload.bytes ?? textPdf(['Hemoglobin 13.5 g/dL']);
  const { payload, headers } = multipartFile(
    bytes,
    upload.filename ?? 'report.pdf',
    upload.contentType ? { contentType: upload.contentType } : {},
  );
  const res = await injectAs(app, token, { method: 'POST', url: '/api/blood-test/upload', payload, headers });
  await app.ctx.jobs.drain();
  return res;
}

/** POST /api/plans/generate as the member (a free plan unless told otherwise). */
export function generatePlan(
  app: FastifyInstance,
  token: string,
  body: GeneratePlanBody = { planType: 'free' },
) {
  return injectAs(app, token, { method: 'POST', url: '/api/plans/generate', payload: body });
}

/** `count` plan rows for the member created at `createdAt`, without the engine (their content is empty). */
export async function insertPlanRows(
  db: Db,
  userId: string,
  count: number,
  createdAt = new Date(),
): Promise<void> {
  if (count === 0) return;
  await db.insert(plans).values(
    Array.from({ length: count }, (_, i) => ({
      userId,
      planType: 'free' as const,
      summary: `Test plan ${i + 1}`,
      // Counting and dating rows needs no plan: an empty object stands in for the engine's content.
      content: {} as PlanContent,
      confidenceScore: 70,
      startsAt: createdAt,
      expiresAt: new Date(createdAt.getTime() + 7 * DAY_MS),
      createdAt,
    })),
  );
}

/**
 * One result as an extractor hands it over (for stand-in extractors): the printed value in the canonical unit,
 * flag from the printed range, no judgement of confidence unless given.
 */
export function extractedResult(
  code: ExtractedResult['code'],
  value: number,
  unit: string,
  more: Partial<ExtractedResult> = {},
): ExtractedResult {
  return {
    code,
    printedName: code,
    value,
    comparator: null,
    unit,
    valueCanonical: value,
    refLow: null,
    refHigh: null,
    refSource: 'report',
    flag: 'normal',
    clinicallyImportant: false,
    note: null,
    ...more,
  };
}
