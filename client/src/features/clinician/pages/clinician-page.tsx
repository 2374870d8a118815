import { AlertOctagon, ChevronRight, Clock } from 'lucide-react';
import { Link } from 'wouter';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { Page } from '@/components/page';
import { Skeleton } from '@/components/skeleton';
import { errorText } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useReviewQueue } from '../api/clinician-api';

/** The clinician's review queue: oldest first, with waiting time against the 48-hour target and critical flags. */
export default function ClinicianPage() {
  useDocumentTitle('Review queue');
  const queue = useReviewQueue();
  return (
    <Page
      title="Review queue"
      description="Doctor Verified plans of your members waiting for your review, oldest first. Target: a decision within 48 hours."
      className="max-w-4xl"
    >
      {queue.isError ? (
        <Alert variant="destructive" title="Could not load the queue">
          {errorText(queue.error, 'Please try again.')}
        </Alert>
      ) : !queue.data ? (
        <Skeleton className="h-40 w-full" />
      ) : queue.data.length === 0 ? (
        <Card className="p-10 text-center text-muted-foreground">No plans are waiting for you.</Card>
      ) : (
        <ul className="space-y-3" aria-label="Plans waiting for review">
          {queue.data.map((r) => (
            <li key={r.planId}>
              <Link
                href={`/clinician/reviews/${r.planId}`}
                className="flex min-w-0 items-center gap-3 rounded-(--radius-card) border border-border bg-background p-4 shadow-sm hover:bg-muted"
              >
                <span className="min-w-0 flex-1 space-y-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="min-w-0 truncate font-semibold">{r.memberName}</span>
                    {r.urgent && (
                      <Badge variant="destructive">Urgent: result past a critical threshold</Badge>
                    )}
                    {!!r.criticalFindings && (
                      <Badge variant="destructive">
                        <AlertOctagon aria-hidden="true" /> {r.criticalFindings} critical finding
                        {r.criticalFindings === 1 ? '' : 's'}
                      </Badge>
                    )}
                    {r.resubmission && <Badge variant="info">Regenerated after your changes</Badge>}
                    {r.overdue && <Badge variant="warning">Over 48 h</Badge>}
                  </span>
                  <span className="flex items-center gap-1 text-sm text-muted-foreground">
                    <Clock className="size-4" aria-hidden="true" /> Waiting {r.waitingHours} h of{' '}
                    {r.targetHours} h · since {formatDateTime(r.requestedAt)}
                  </span>
                </span>
                <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
