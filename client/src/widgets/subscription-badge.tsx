import { STATUS_DISPLAY_LABELS, statusDisplay, type StatusDisplay } from '@common/subscription';
import { Badge, type BadgeVariant } from '@/components/badge';

/** docs/product.md#states-and-rules colours: active green, canceled red, past_due yellow, anything else Free grey — always with text. */
const VARIANT: Record<StatusDisplay, BadgeVariant> = {
  active: 'success',
  canceled: 'destructive',
  past_due: 'warning',
  free: 'neutral',
};

/** A Doctor Verified member is shown as such (not "Free" or a bare "Active"): the package they bought. */
export function SubscriptionBadge({
  status,
  doctorVerified = false,
}: {
  status: string | null | undefined;
  doctorVerified?: boolean;
}) {
  if (doctorVerified) {
    return (
      <Badge variant="success" data-status="doctor_verified">
        Doctor Verified
      </Badge>
    );
  }
  const display = statusDisplay(status);
  return (
    <Badge variant={VARIANT[display]} data-status={display}>
      {STATUS_DISPLAY_LABELS[display]}
    </Badge>
  );
}
