import { SUPPORT_MESSAGE_MAX, TICKET_STATUS_LABELS, ticketMessageBody } from '@common/support';
import { SUPPORT_REPLY_HOURS } from '@common/limits';
import { ArrowLeft } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'wouter';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/card';
import { Textarea } from '@/components/input';
import { ErrorSummary } from '@/components/form-error-summary';
import { FormField } from '@/components/form-field';
import { Page } from '@/components/page';
import { Skeleton } from '@/components/skeleton';
import { TicketStatusBadge } from '@/widgets/ticket-status-badge';
import { TicketThread } from '@/widgets/ticket-thread';
import { ApiError, errorText, serverFieldError } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { myAttachmentUrl, useFollowUp, useMyTicket } from '../api/support-api';

const STATUS_TEXT = {
  open: `Waiting for our reply (within ${SUPPORT_REPLY_HOURS} hours).`,
  answered: 'We replied. Answer below if you need anything else.',
  closed: 'This request is closed. Write below if you need more help, and it opens again.',
} as const;

function FollowUpForm({ ticketId }: { ticketId: string }) {
  const id = useId();
  const followUp = useFollowUp(ticketId);
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    setAttempts((n) => n + 1);
    const parsed = ticketMessageBody.safeParse({ message });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]!.message);
    setFieldError(null);
    try {
      await followUp.mutateAsync(parsed.data.message);
      setMessage('');
    } catch (err) {
      const problem = serverFieldError(err, 'Could not send your message. Please try again.', {
        message: 'message',
      });
      if (problem.field) setFieldError(problem.message);
      else setServerError(problem.message);
      setAttempts((n) => n + 1);
    }
  }

  return (
    <form className="space-y-2" onSubmit={onSubmit} noValidate>
      <ErrorSummary
        problems={fieldError ? [{ id: `${id}-message`, label: 'Your message', message: fieldError }] : []}
        serverError={serverError}
        focusKey={attempts}
        title="Not sent"
      />
      <FormField id={`${id}-message`} label="Your message" error={fieldError ?? undefined}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            value={message}
            maxLength={SUPPORT_MESSAGE_MAX}
            onChange={(e) => setMessage(e.target.value)}
          />
        )}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={followUp.isPending}>
          {followUp.isPending ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </form>
  );
}

/** One support request: its status, the conversation with support, and a box to answer. */
export default function RequestPage() {
  const { id = '' } = useParams<{ id: string }>();
  const ticket = useMyTicket(id);
  useDocumentTitle(ticket.data ? `Request ${ticket.data.reference}` : 'Support request');
  const notFound = ticket.error instanceof ApiError && [400, 404].includes(ticket.error.status);

  return (
    <Page
      title={ticket.data?.subject ?? 'Support request'}
      description={
        ticket.data ? `${ticket.data.reference} · sent ${formatDateTime(ticket.data.createdAt)}` : undefined
      }
      className="max-w-3xl [&_h1]:break-words"
      actions={
        <Button asChild variant="outline">
          <Link href="/support">
            <ArrowLeft aria-hidden="true" /> My requests
          </Link>
        </Button>
      }
    >
      {ticket.isError ? (
        <Alert variant="destructive" title={notFound ? 'Request not found' : 'Could not load this request'}>
          {notFound
            ? 'This request does not exist or belongs to another account.'
            : errorText(ticket.error, 'Please try again.')}
        </Alert>
      ) : !ticket.data ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <div className="space-y-6">
          <p className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
            <TicketStatusBadge status={ticket.data.status} />
            <span className="sr-only">Status: {TICKET_STATUS_LABELS[ticket.data.status]}.</span>
            <span className="text-muted-foreground">{STATUS_TEXT[ticket.data.status]}</span>
          </p>
          <TicketThread
            messages={ticket.data.messages}
            memberLabel="You"
            attachmentUrl={(messageId) => myAttachmentUrl(ticket.data.id, messageId)}
          />
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Add to this request</CardTitle>
            </CardHeader>
            <CardContent>
              <FollowUpForm ticketId={ticket.data.id} />
            </CardContent>
          </Card>
        </div>
      )}
    </Page>
  );
}
