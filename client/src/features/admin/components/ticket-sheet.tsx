import { SUPPORT_MESSAGE_MAX, ticketMessageBody } from '@common/support';
import { CheckCircle2, RotateCcw, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Textarea } from '@/components/input';
import { ErrorSummary } from '@/components/form-error-summary';
import { FieldError, Label } from '@/components/label';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/sheet';
import { Skeleton } from '@/components/skeleton';
import { TicketStatusBadge } from '@/widgets/ticket-status-badge';
import { TicketThread } from '@/widgets/ticket-thread';
import { errorText, serverFieldError } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { adminAttachmentUrl, useAdminTicket, useTicketAction } from '../api/support-admin-api';
import { PriorityBadge, ReplyDue } from './ticket-badges';

function ReplyForm({ ticketId, closed }: { ticketId: string; closed: boolean }) {
  const id = useId();
  const action = useTicketAction(ticketId);
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);

  async function run(next: Parameters<typeof action.mutateAsync>[0], done: string) {
    setServerError(null);
    try {
      await action.mutateAsync(next);
      toast.success(done);
      return true;
    } catch (err) {
      const problem = serverFieldError(err, 'That did not work. Please try again.', { message: 'message' });
      if (problem.field) setFieldError(problem.message);
      else setServerError(problem.message);
      setAttempts((n) => n + 1);
      return false;
    }
  }

  async function onReply(e: FormEvent) {
    e.preventDefault();
    setAttempts((n) => n + 1);
    const parsed = ticketMessageBody.safeParse({ message });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]!.message);
    setFieldError(null);
    if (await run({ kind: 'reply', message: parsed.data.message }, 'Reply sent: the member was emailed.'))
      setMessage('');
  }

  const summary = (
    <ErrorSummary
      problems={fieldError && !closed ? [{ id: `${id}-reply`, label: 'Reply', message: fieldError }] : []}
      serverError={serverError}
      focusKey={attempts}
      title="That did not work"
    />
  );

  if (closed)
    return (
      <div className="space-y-2">
        {summary}
        <p className="text-sm text-muted-foreground">This request is closed. Reopen it to reply.</p>
        <Button
          variant="outline"
          disabled={action.isPending}
          onClick={() => void run({ kind: 'reopen' }, 'Request reopened')}
        >
          <RotateCcw aria-hidden="true" /> Reopen
        </Button>
      </div>
    );

  return (
    <form className="space-y-2" onSubmit={onReply} noValidate>
      {summary}
      <Label htmlFor={`${id}-reply`}>Reply to the member</Label>
      <Textarea
        id={`${id}-reply`}
        rows={5}
        value={message}
        maxLength={SUPPORT_MESSAGE_MAX}
        onChange={(e) => setMessage(e.target.value)}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={`${id}-hint${fieldError ? ` ${id}-reply-error` : ''}`}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        The member is emailed that you replied; the reply itself is read in the app.
      </p>
      <FieldError id={`${id}-reply-error`} message={fieldError ?? undefined} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={action.isPending}
          onClick={() => void run({ kind: 'close' }, 'Request closed')}
        >
          <CheckCircle2 aria-hidden="true" /> Close request
        </Button>
        <Button type="submit" disabled={action.isPending}>
          <Send aria-hidden="true" /> {action.isPending ? 'Sending...' : 'Send reply'}
        </Button>
      </div>
    </form>
  );
}

/** One request, opened by staff (the server audit-logs it): the member, the conversation, reply, close, reopen. */
export function TicketSheet({
  ticketId,
  now,
  onClose,
}: {
  ticketId: string | null;
  now: Date;
  onClose: () => void;
}) {
  const ticket = useAdminTicket(ticketId);
  const data = ticket.data?.id === ticketId ? ticket.data : undefined;
  return (
    <Sheet open={ticketId !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" className="w-[min(40rem,calc(100vw-1rem))] overflow-y-auto">
        <SheetHeader>
          <SheetTitle className="break-words">{data?.subject ?? 'Support request'}</SheetTitle>
          <SheetDescription>
            {data ? `${data.reference} · received ${formatDateTime(data.createdAt)}` : 'Loading the request'}
          </SheetDescription>
        </SheetHeader>
        {ticket.isError ? (
          <Alert variant="destructive" className="mt-4">
            {errorText(ticket.error, 'Could not load this request.')}
          </Alert>
        ) : !data ? (
          <Skeleton className="mt-4 h-64 w-full" />
        ) : (
          <div className="mt-4 space-y-5">
            <div className="flex flex-wrap items-center gap-2">
              <TicketStatusBadge status={data.status} />
              {data.requester.priority && <PriorityBadge />}
              <ReplyDue dueAt={data.replyDueAt} now={now} />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Member</dt>
              <dd className="min-w-0 break-words">{data.requester.username}</dd>
              <dt className="text-muted-foreground">Email</dt>
              <dd className="min-w-0 break-all">{data.requester.email}</dd>
            </dl>
            <TicketThread
              messages={data.messages}
              memberLabel={data.requester.username}
              attachmentUrl={(messageId) => adminAttachmentUrl(data.id, messageId)}
            />
            <ReplyForm ticketId={data.id} closed={data.status === 'closed'} />
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
