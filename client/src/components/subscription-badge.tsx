import { STATUS_DISPLAY_LABELS, statusDisplay, type StatusDisplay } from '@common/subscription';
import { Badge, type BadgeVariant } from './badge';

/** docs/product.md#states-and-rules colours: active green, canceled red, past_due yellow, anything else Free grey — always with text. */
const VARIANT: Record<StatusDisplay, BadgeVariant> = {
  active: 'success',
  canceled: 'destructive',
  past_due: 'warning',
  free: 'neutral',
};

export function SubscriptionBadge({ status }: { status: string | null | undefined }) {
  const display = statusDisplay(status);
  return (
    <Badge variant={VARIANT[display]} data-status={display}>
      {STATUS_DISPLAY_LABELS[display]}
    </Badge>
  );
}
