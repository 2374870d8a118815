import {
  SUPPORT_ATTACHMENT_ACCEPT,
  SUPPORT_ATTACHMENT_MAX_MB,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  newTicketFields,
  supportAttachmentProblem,
} from '@common/support';
import { SUPPORT_REPLY_HOURS } from '@common/limits';
import { ImagePlus, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { ErrorSummary, type SummaryProblem } from '@/components/form-error-summary';
import { Button } from '@/components/button';
import { Card, CardContent } from '@/components/card';
import { Input, Textarea } from '@/components/input';
import { Label } from '@/components/label';
import { Page } from '@/components/page';
import { ApiError, errorText } from '@/lib/api';
import { formatBytes } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateTicket } from '../api/support-api';

type Field = 'subject' | 'message' | 'attachment';
/** The fields the error summary names, in the order of the form. */
const FIELDS: { name: Field; label: string }[] = [
  { name: 'subject', label: 'Subject' },
  { name: 'message', label: 'Message' },
  { name: 'attachment', label: 'Screenshot' },
];

/** Contact Support: subject, message and an optional screenshot; the answer arrives in My requests. */
export default function NewRequestPage() {
  useDocumentTitle('Contact Support');
  const id = useId();
  const [, navigate] = useLocation();
  const create = useCreateTicket();
  const fileRef = useRef<HTMLInputElement>(null);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);
  const problems: SummaryProblem[] = FIELDS.flatMap((f) => {
    const message = errors[f.name];
    return message ? [{ id: `${id}-${f.name}`, label: f.label, message }] : [];
  });

  function choose(file: File | undefined) {
    setErrors((e) => ({ ...e, attachment: undefined }));
    if (!file) return setScreenshot(null);
    const problem = supportAttachmentProblem(file);
    if (problem) {
      setErrors((e) => ({ ...e, attachment: problem }));
      if (fileRef.current) fileRef.current.value = '';
      return setScreenshot(null);
    }
    setScreenshot(file);
  }

  function removeScreenshot() {
    setScreenshot(null);
    if (fileRef.current) fileRef.current.value = '';
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    setAttempts((n) => n + 1);
    const parsed = newTicketFields.safeParse({ subject, message });
    if (!parsed.success) {
      // Every problem at once; a refused screenshot stays listed too.
      const next: Partial<Record<Field, string>> = { attachment: errors.attachment };
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      return setErrors(next);
    }
    if (errors.attachment) return;
    setErrors({});
    try {
      const res = await create.mutateAsync({ ...parsed.data, screenshot });
      toast.success('Request Sent', res.message);
      navigate(`/support/${res.ticket.id}`);
    } catch (err) {
      const field = err instanceof ApiError ? err.field : null;
      const text = errorText(err, 'Could not send your request. Please try again.');
      if (field === 'subject' || field === 'message' || field === 'attachment') setErrors({ [field]: text });
      else setFormError(text);
      setAttempts((n) => n + 1);
    }
  }

  const describedBy = (field: Field, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <Page
      title="Contact Support"
      description={`Tell us what happened. We reply within ${SUPPORT_REPLY_HOURS} hours, and you can follow your request in My requests.`}
      className="max-w-3xl"
    >
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <form className="space-y-5" onSubmit={onSubmit} noValidate>
            <ErrorSummary problems={problems} serverError={formError} focusKey={attempts} title="Not sent" />
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-subject`}>Subject</Label>
              <Input
                id={`${id}-subject`}
                value={subject}
                maxLength={SUPPORT_SUBJECT_MAX}
                onChange={(e) => {
                  setSubject(e.target.value);
                  setErrors((x) => ({ ...x, subject: undefined }));
                }}
                aria-invalid={errors.subject ? true : undefined}
                aria-describedby={describedBy('subject')}
                required
              />
              {errors.subject && (
                <p id={`${id}-subject-error`} className="text-sm text-destructive">
                  {errors.subject}
                </p>
              )}
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-message`}>Message</Label>
              <Textarea
                id={`${id}-message`}
                rows={8}
                value={message}
                maxLength={SUPPORT_MESSAGE_MAX}
                onChange={(e) => {
                  setMessage(e.target.value);
                  setErrors((x) => ({ ...x, message: undefined }));
                }}
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={describedBy('message', `${id}-message-hint`)}
                required
              />
              <p id={`${id}-message-hint`} className="text-sm text-muted-foreground">
                What you were doing, what you expected and what happened. Never send your password.
              </p>
              {errors.message && (
                <p id={`${id}-message-error`} className="text-sm text-destructive">
                  {errors.message}
                </p>
              )}
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-attachment`}>Screenshot (optional)</Label>
              {screenshot ? (
                <div className="flex min-w-0 items-center gap-2 rounded-lg border border-border p-2 text-sm">
                  <ImagePlus className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span className="min-w-0 flex-1 truncate">{screenshot.name}</span>
                  <span className="shrink-0 text-muted-foreground">{formatBytes(screenshot.size)}</span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${screenshot.name}`}
                    onClick={removeScreenshot}
                  >
                    <X />
                  </Button>
                </div>
              ) : null}
              <Input
                ref={fileRef}
                id={`${id}-attachment`}
                type="file"
                accept={SUPPORT_ATTACHMENT_ACCEPT}
                className="file:mr-3 file:border-0 file:bg-transparent file:font-medium"
                hidden={screenshot !== null}
                onChange={(e) => choose(e.target.files?.[0])}
                aria-invalid={errors.attachment ? true : undefined}
                aria-describedby={describedBy('attachment', `${id}-attachment-hint`)}
              />
              <p id={`${id}-attachment-hint`} className="text-sm text-muted-foreground">
                PNG, JPEG or WebP, up to {SUPPORT_ATTACHMENT_MAX_MB} MB. Please do not attach lab reports
                here: upload them on your Profile.
              </p>
              {errors.attachment && (
                <p id={`${id}-attachment-error`} className="text-sm text-destructive">
                  {errors.attachment}
                </p>
              )}
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button asChild variant="outline">
                <Link href="/support">Cancel</Link>
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? 'Sending...' : 'Send request'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </Page>
  );
}
