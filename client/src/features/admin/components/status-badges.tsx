import type { HealthStatus } from '@common/admin';
import { AlertTriangle, CheckCircle2, CircleHelp, XCircle } from 'lucide-react';
import { Badge, type BadgeVariant } from '@/components/badge';

// Subscription and report status badges are shared: '@/widgets/subscription-badge', '@/widgets/report-status-badge'.

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
