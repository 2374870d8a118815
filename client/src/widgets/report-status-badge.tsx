import { REPORT_STATUS_LABELS, type ReportStatus } from '@common/options';
import type { Report } from '@common/reports';
import { Badge, type BadgeVariant } from '@/components/badge';

const VARIANT: Record<ReportStatus, BadgeVariant> = {
  processing: 'neutral',
  processed: 'success',
  needs_review: 'warning',
  failed: 'destructive',
};

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return <Badge variant={VARIANT[status]}>{REPORT_STATUS_LABELS[status]}</Badge>;
}

/** "Reading page 2 of 3…" while a report is read in the background (null progress: not started yet). */
export function readingText(progress: Report['progress']): string {
  if (!progress || progress.pageCount === 0) return 'Reading your report…';
  const page = Math.min(progress.pagesDone + 1, progress.pageCount);
  return `Reading page ${page} of ${progress.pageCount}…`;
}

/** The status badge, and while processing the page being read (announced politely to screen readers). */
export function ReportStatus({ report }: { report: Pick<Report, 'status' | 'progress'> }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <ReportStatusBadge status={report.status} />
      {report.status === 'processing' && (
        <span className="text-xs text-muted-foreground" role="status" data-testid="report-progress">
          {readingText(report.progress)}
        </span>
      )}
    </span>
  );
}
