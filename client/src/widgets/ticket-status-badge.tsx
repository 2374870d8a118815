import { TICKET_STATUS_LABELS, type TicketStatus } from '@common/support';
import { Badge, type BadgeVariant } from '@/components/badge';

const VARIANT: Record<TicketStatus, BadgeVariant> = {
  open: 'info',
  answered: 'success',
  closed: 'neutral',
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge variant={VARIANT[status]}>{TICKET_STATUS_LABELS[status]}</Badge>;
}
