import { REPORT_STATUS_LABELS, type ReportStatus } from '@common/options';
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
