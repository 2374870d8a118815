/** Test data for the reports feature's unit tests. */
import type { BiomarkerPoint, BiomarkerResult } from '@common/biomarkers';
import type { Report } from '@common/reports';

export function result(over: Partial<BiomarkerResult> = {}): BiomarkerResult {
  return {
    id: 'r1',
    code: 'HGB',
    name: 'Hemoglobin',
    value: 11.2,
    comparator: null,
    unit: 'g/dL',
    valueCanonical: 11.2,
    unitCanonical: 'g/dL',
    refLow: 13,
    refHigh: 17,
    refSource: 'report',
    flag: 'low',
    clinicallyImportant: false,
    note: null,
    edited: false,
    confidence: 1,
    needsReview: false,
    reviewReason: null,
    confirmed: false,
    hasCrop: false,
    addedByMember: false,
    ...over,
  };
}

export function point(
  biomarkerId: string,
  sampledAt: string,
  valueCanonical: number | null,
  over: Partial<BiomarkerPoint> = {},
): BiomarkerPoint {
  return {
    reportId: `report-${biomarkerId}`,
    biomarkerId,
    sampledAt,
    value: valueCanonical ?? 0,
    unit: 'g/dL',
    valueCanonical,
    flag: 'normal',
    clinicallyImportant: false,
    edited: false,
    comparator: null,
    refLow: 13,
    refHigh: 17,
    refLowCanonical: 13,
    refHighCanonical: 17,
    refSource: 'report',
    awaitingReview: false,
    lowConfidence: false,
    confirmed: false,
    ...over,
  };
}

export function report(over: Partial<Report> = {}): Report {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    userId: 'owner-id',
    filename: 'march-bloods.pdf',
    mimeType: 'application/pdf',
    size: 1234,
    status: 'processed',
    statusMessage: null,
    sampleDate: '2024-03-12',
    uploadedAt: '2024-03-14T10:30:00.000Z',
    processedAt: '2024-03-14T10:30:01.000Z',
    biomarkerCount: 1,
    progress: null,
    queue: null,
    identity: { printed: {}, mismatches: [], answer: null, needsAnswer: false, included: true },
    source: 'upload',
    notUnderstood: [],
    ...over,
  };
}
