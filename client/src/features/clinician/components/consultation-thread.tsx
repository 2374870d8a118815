import { useState, type FormEvent } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/card';
import { ErrorSummary } from '@/components/form-error-summary';
import { FormField } from '@/components/form-field';
import { Textarea } from '@/components/input';
import { Skeleton } from '@/components/skeleton';
import { errorText, serverFieldError } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useSendMessage, useThread } from '../api/clinician-api';

/** The longest message the API takes (postMessageBody, common/clinician.ts). */
const MESSAGE_MAX = 4000;

/** The member ↔ clinician thread with the urgent-symptoms notice, the reply target and read receipts. */
export function ConsultationThread({
  memberId,
  viewer,
}: {
  memberId?: string;
  viewer: 'member' | 'clinician';
}) {
  const thread = useThread(memberId);
  const send = useSendMessage(memberId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);
  const fieldId = `message-${memberId ?? 'mine'}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setServerError(null);
    setAttempts((n) => n + 1);
    if (!body.trim()) return setError('Write a message first.');
    if (body.trim().length > MESSAGE_MAX)
      return setError(`Your message must be at most ${MESSAGE_MAX} characters.`);
    setError(undefined);
    send.mutate(
      { body: body.trim() },
      {
        onSuccess: () => setBody(''),
        onError: (err) => {
          const problem = serverFieldError(err, 'Message not sent. Please try again.', { body: 'body' });
          if (problem.field) setError(problem.message);
          else setServerError(problem.message);
          setAttempts((n) => n + 1);
        },
      },
    );
  };

  if (thread.isError)
    return (
      <Alert variant="destructive" title="Could not load the messages">
        {errorText(thread.error, 'Please try again.')}
      </Alert>
    );
  if (!thread.data) return <Skeleton className="h-48 w-full" />;
  const t = thread.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {viewer === 'member' ? 'Messages with your clinician' : 'Consultation messages'}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <Alert variant="warning" title="Urgent symptoms?">
          <span className="inline-flex items-start gap-1">
            <AlertTriangle className="sr-only" aria-hidden="true" />
            {t.urgentNotice}
          </span>
        </Alert>
        <p className="text-sm text-muted-foreground" data-testid="reply-target">
          {viewer === 'member'
            ? t.clinician
              ? `Your clinician: ${t.clinician.displayName}, ${t.clinician.specialty} (registration ${t.clinician.registrationNumber}, ${t.clinician.registrationBody}). Messages are received at any time and answered within ${t.replyTargetHours} hours.`
              : 'A clinician is assigned when you create your first Doctor Verified plan.'
            : `Reply target: within ${t.replyTargetHours} hours of the member's message.`}
        </p>
        <ol className="space-y-3" aria-label="Messages">
          {t.messages.length === 0 && <li className="text-sm text-muted-foreground">No messages yet.</li>}
          {t.messages.map((m) => (
            <li
              key={m.id}
              className={
                m.from === viewer
                  ? 'ml-auto max-w-[85%] rounded-lg bg-primary/10 p-3'
                  : 'mr-auto max-w-[85%] rounded-lg bg-muted p-3'
              }
            >
              <p className="text-xs font-semibold">{m.senderName}</p>
              <p className="whitespace-pre-wrap break-words text-sm">{m.body}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {formatDateTime(m.createdAt)}
                {m.from === viewer && (m.readAt ? ` · Read ${formatDateTime(m.readAt)}` : ' · Not read yet')}
              </p>
            </li>
          ))}
        </ol>
        {t.readOnlyReason ? (
          <Alert data-testid="thread-read-only" title="This conversation is read-only">
            {t.readOnlyReason}
          </Alert>
        ) : (
          (viewer === 'clinician' || t.clinician) && (
            <form onSubmit={submit} className="space-y-2" noValidate>
              <ErrorSummary
                problems={error ? [{ id: fieldId, label: 'Your message', message: error }] : []}
                serverError={serverError}
                focusKey={attempts}
                title="Message not sent"
              />
              <FormField id={fieldId} label="Your message" error={error}>
                {(control) => (
                  <Textarea
                    {...control}
                    rows={3}
                    maxLength={MESSAGE_MAX}
                    value={body}
                    onChange={(e) => setBody(e.target.value)}
                  />
                )}
              </FormField>
              <Button type="submit" disabled={send.isPending}>
                Send message
              </Button>
            </form>
          )
        )}
      </CardContent>
    </Card>
  );
}
