import { SUPPORT_REPLY_HOURS } from '@common/limits';
import { ChevronRight, LifeBuoy, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Page } from '@/components/page';
import { Skeleton } from '@/components/skeleton';
import { TicketStatusBadge } from '@/widgets/ticket-status-badge';
import { errorText } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMyTickets } from '../api/support-api';

/** My requests: the member's support requests, newest first, each opening its conversation. */
export default function MyRequestsPage() {
  useDocumentTitle('My requests');
  const tickets = useMyTickets();
  return (
    <Page
      title="My requests"
      description={`Your messages to support and our replies. We reply within ${SUPPORT_REPLY_HOURS} hours.`}
      className="max-w-3xl"
      actions={
        <Button asChild>
          <Link href="/support/new">
            <Plus aria-hidden="true" /> Contact Support
          </Link>
        </Button>
      }
    >
      {tickets.isError ? (
        <Alert variant="destructive" title="Could not load your requests">
          {errorText(tickets.error, 'Please try again.')}
        </Alert>
      ) : !tickets.data ? (
        <div className="space-y-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : tickets.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <LifeBuoy className="size-8 text-primary" aria-hidden="true" />
          <p className="font-medium">You have not contacted support yet.</p>
          <p className="text-sm text-muted-foreground">
            Questions about your plan, billing or the app? Send us a request and we reply here.
          </p>
        </Card>
      ) : (
        <ul className="space-y-3" aria-label="Support requests">
          {tickets.data.map((t) => (
            <li key={t.id}>
              <Link
                href={`/support/${t.id}`}
                className="flex min-w-0 items-center gap-3 rounded-(--radius-card) border border-border bg-background p-4 shadow-sm transition-colors hover:bg-muted"
              >
                <span className="min-w-0 flex-1 space-y-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="min-w-0 truncate font-semibold">{t.subject}</span>
                    <TicketStatusBadge status={t.status} />
                  </span>
                  <span className="block text-sm text-muted-foreground">
                    {t.reference} · {t.messageCount} message{t.messageCount === 1 ? '' : 's'} · updated{' '}
                    {formatDateTime(t.updatedAt)}
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
