/** How reports and their results are shown (DTOs), and whether a report's results count. */
import { BIOMARKERS, type BiomarkerResult } from '@common/biomarkers';
import { FHIR_JSON_MIME } from '@common/fhir';
import type { NotUnderstood, Report, ReportIdentity } from '@common/reports';
import type { BiomarkerRow, ReportRow } from './reports-repo';

/** Whether a report's results join trends and plans: no unanswered mismatch, and not answered "not mine". */
export function joinsTrends(row: Pick<ReportRow, 'identityMismatches' | 'identityAnswer'>): boolean {
  if (row.identityAnswer === 'not_mine') return false;
  return row.identityAnswer === 'mine' || (row.identityMismatches?.length ?? 0) === 0;
}

export function toIdentityDto(row: ReportRow): ReportIdentity {
  const mismatches = row.identityMismatches ?? [];
  return {
    printed: row.printedIdentity ?? {},
    mismatches,
    answer: row.identityAnswer,
    needsAnswer: mismatches.length > 0 && row.identityAnswer === null,
    included: joinsTrends(row),
  };
}

/** `queuedAhead`: reports to be read before this one while it waits for its turn (absent once reading started). */
export function toReportDto(row: ReportRow, biomarkerCount: number, queuedAhead?: number): Report {
  return {
    id: row.id,
    userId: row.userId,
    filename: row.filename,
    mimeType: row.mimeType,
    size: row.sizeBytes,
    status: row.status,
    statusMessage: row.error,
    sampleDate: row.sampleDate,
    uploadedAt: row.uploadedAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    biomarkerCount,
    progress:
      row.status === 'processing' && row.progressTotal
        ? { pagesDone: row.progressDone ?? 0, pageCount: row.progressTotal }
        : null,
    queue: row.status === 'processing' && queuedAhead !== undefined ? { ahead: queuedAhead } : null,
    identity: toIdentityDto(row),
    source: row.mimeType === FHIR_JSON_MIME ? 'fhir' : 'upload',
    notUnderstood: (row.extraction as { notUnderstood?: NotUnderstood[] } | null)?.notUnderstood ?? [],
  };
}

export function toBiomarkerDto(row: BiomarkerRow): BiomarkerResult {
  const code = row.code;
  return {
    id: row.id,
    code,
    name: BIOMARKERS[code]?.name ?? row.printedName,
    value: row.value,
    comparator: row.comparator,
    unit: row.unit,
    valueCanonical: row.valueCanonical,
    unitCanonical: BIOMARKERS[code]?.unit ?? row.unit ?? '',
    refLow: row.refLow,
    refHigh: row.refHigh,
    refSource: row.refSource,
    flag: row.flag,
    clinicallyImportant: row.clinicallyImportant,
    note: row.note,
    edited: row.edited,
    // A correction keeps the value as read (originalValue); a result the member added has none.
    addedByMember: row.edited && row.originalValue === null,
    confidence: row.confidence,
    needsReview: row.needsReview,
    reviewReason: row.reviewReason,
    confirmed: row.confirmed,
    hasCrop: row.location !== null,
  };
}
