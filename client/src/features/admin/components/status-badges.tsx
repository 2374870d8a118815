import type { HealthStatus } from '@common/admin';
import { REPORT_STATUS_LABELS, type ReportStatus } from '@common/options';
import { STATUS_DISPLAY_LABELS, statusDisplay, type StatusDisplay } from '@common/subscription';
import { AlertTriangle, CheckCircle2, CircleHelp, XCircle } from 'lucide-react';
import { Badge, type BadgeVariant } from '@/components/badge';

/** Spec §4: active green, canceled red, past_due yellow, anything else Free grey — always with its text. */
const SUBSCRIPTION_VARIANT: Record<StatusDisplay, BadgeVariant> = {
  active: 'success',
  canceled: 'destructive',
  past_due: 'warning',
  free: 'neutral',
};

export function SubscriptionStatusBadge({ status }: { status: string | null | undefined }) {
  const display = statusDisplay(status);
  return (
    <Badge variant={SUBSCRIPTION_VARIANT[display]} data-status={display}>
      {STATUS_DISPLAY_LABELS[display]}
    </Badge>
  );
}

const REPORT_VARIANT: Record<ReportStatus, BadgeVariant> = {
  processing: 'neutral',
  processed: 'success',
  needs_review: 'warning',
  failed: 'destructive',
};

/** The report's real processing status (Processed / Needs review / Failed / Processing). */
export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return <Badge variant={REPORT_VARIANT[status]}>{REPORT_STATUS_LABELS[status]}</Badge>;
}

const HEALTH_LABELS: Record<HealthStatus, string> = {
  ok: 'Healthy',
  warning: 'Warning',
  error: 'Problem',
  unknown: 'Unknown',
};

const HEALTH_VARIANT: Record<HealthStatus, BadgeVariant> = {
  ok: 'success',
  warning: 'warning',
  error: 'destructive',
  unknown: 'neutral',
};

const HEALTH_ICON = { ok: CheckCircle2, warning: AlertTriangle, error: XCircle, unknown: CircleHelp };

export function HealthBadge({ status, label }: { status: HealthStatus; label?: string }) {
  const Icon = HEALTH_ICON[status];
  return (
    <Badge variant={HEALTH_VARIANT[status]}>
      <Icon aria-hidden="true" />
      {label ?? HEALTH_LABELS[status]}
    </Badge>
  );
}
