import { replyTimeLeftText } from '@common/support';
import { AlertTriangle, Clock, Star } from 'lucide-react';
import { Badge } from '@/components/badge';
import { formatDateTime } from '@/lib/format';

export function ReplyDue({ dueAt, now }: { dueAt: string | null; now: Date }) {
  if (!dueAt) return null;
  const overdue = new Date(dueAt).getTime() < now.getTime();
  const Icon = overdue ? AlertTriangle : Clock;
  return (
    <Badge variant={overdue ? 'destructive' : 'warning'} title={`Reply due ${formatDateTime(dueAt)}`}>
      <Icon aria-hidden="true" />
      {replyTimeLeftText(dueAt, now)}
    </Badge>
  );
}

export function PriorityBadge() {
  return (
    <Badge variant="info" title="Premium or Doctor Verified: priority email support">
      <Star aria-hidden="true" /> Priority
    </Badge>
  );
}
