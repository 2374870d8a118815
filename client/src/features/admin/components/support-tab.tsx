import { SUPPORT_REPLY_HOURS } from '@common/limits';
import {
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  type AdminTicketSummary,
  type TicketStatus,
} from '@common/support';
import { ChevronRight } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { TicketStatusBadge } from '@/widgets/ticket-status-badge';
import { formatDateTime } from '@/lib/format';
import { useAdminTickets } from '../api/support-admin-api';
import { ListLoadError, StatusFilter } from './admin-list-parts';
import { ALL, type FilterChoice, usePageForFilter } from '../hooks/use-page-for-filter';
import { PaginationBar } from './pagination-bar';
import { PriorityBadge, ReplyDue } from './ticket-badges';
import { TicketSheet } from './ticket-sheet';

/** The clock the "time left" texts are measured against, ticking once a minute. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function TicketRow({ ticket, now, onOpen }: { ticket: AdminTicketSummary; now: Date; onOpen: () => void }) {
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-background p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1 space-y-1.5">
        <p className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="min-w-0 break-words font-semibold">{ticket.subject}</span>
          <TicketStatusBadge status={ticket.status} />
          {ticket.requester.priority && <PriorityBadge />}
          <ReplyDue dueAt={ticket.replyDueAt} now={now} />
        </p>
        <p className="break-words text-sm text-muted-foreground">
          {ticket.reference} · {ticket.requester.username} · received {formatDateTime(ticket.createdAt)} ·{' '}
          {ticket.messageCount} message{ticket.messageCount === 1 ? '' : 's'}
        </p>
      </div>
      <Button variant="outline" className="self-start sm:self-center" onClick={onOpen}>
        Open <span className="sr-only">request {ticket.reference}</span>
        <ChevronRight aria-hidden="true" />
      </Button>
    </li>
  );
}

/**
 * Support: members' requests, open first; within them priority members (Premium, Doctor Verified) first, then the
 * longest-waiting, each with the time left to the reply promise (SUPPORT_REPLY_HOURS).
 */
export function SupportTab() {
  const statusId = useId();
  const now = useMinuteClock();
  const [status, setStatus] = useState<FilterChoice<TicketStatus>>(ALL);
  const [page, setPage] = usePageForFilter(status);
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useAdminTickets({ status: status === ALL ? undefined : status, page });
  const data = query.data;

  return (
    <section aria-labelledby={`${statusId}-title`} className="space-y-4">
      <h2 id={`${statusId}-title`} className="sr-only">
        Support requests
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {data ? (
            data.overdue > 0 ? (
              <span className="font-semibold text-destructive">
                {data.overdue} request{data.overdue === 1 ? '' : 's'} past the {SUPPORT_REPLY_HOURS}-hour
                reply promise
              </span>
            ) : (
              `No request is past the ${SUPPORT_REPLY_HOURS}-hour reply promise.`
            )
          ) : null}
        </p>
        <div className="w-full space-y-1.5 sm:w-52">
          <StatusFilter
            id={statusId}
            label="Filter requests by status"
            allLabel="All requests"
            statuses={TICKET_STATUSES}
            labels={TICKET_STATUS_LABELS}
            value={status}
            onChange={setStatus}
          />
        </div>
      </div>

      {query.isError && !data ? (
        <ListLoadError
          title="Could not load support requests"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <div className="space-y-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : (
        <div aria-busy={query.isFetching} className="space-y-3">
          {data.tickets.length === 0 ? (
            <p className="rounded-xl border border-dashed border-border py-10 text-center text-muted-foreground">
              {status === ALL ? 'No support requests yet.' : 'No requests with this status.'}
            </p>
          ) : (
            <ul
              aria-label="Support requests"
              className={query.isPlaceholderData ? 'space-y-3 opacity-60' : 'space-y-3'}
            >
              {data.tickets.map((t) => (
                <TicketRow key={t.id} ticket={t} now={now} onOpen={() => setOpenId(t.id)} />
              ))}
            </ul>
          )}
          <PaginationBar
            page={page}
            pageSize={data.pageSize}
            total={data.total}
            label="requests"
            busy={query.isFetching}
            onPageChange={setPage}
          />
        </div>
      )}
      <TicketSheet ticketId={openId} now={now} onClose={() => setOpenId(null)} />
    </section>
  );
}
