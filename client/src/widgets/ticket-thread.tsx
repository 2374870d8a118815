import type { TicketMessage } from '@common/support';
import { Paperclip } from 'lucide-react';
import type { FileUrl } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatBytes, formatDateTime } from '@/lib/format';
import { ProtectedImage } from './protected-image';

/** A support request's conversation, oldest first: the member's messages and support's replies. */
export function TicketThread({
  messages,
  memberLabel,
  attachmentUrl,
}: {
  messages: readonly TicketMessage[];
  /** How the member is named ("You" for the member, their username for staff). */
  memberLabel: string;
  attachmentUrl: (messageId: string) => FileUrl;
}) {
  return (
    <ol className="space-y-4" aria-label="Conversation">
      {messages.map((m) => (
        <li
          key={m.id}
          className={cn(
            'min-w-0 rounded-xl border p-4',
            m.fromSupport ? 'border-primary/30 bg-secondary/50' : 'border-border bg-background',
          )}
        >
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
            <span className="font-semibold">{m.fromSupport ? 'VitalPlan Support' : memberLabel}</span>
            <time className="text-muted-foreground" dateTime={m.createdAt}>
              {formatDateTime(m.createdAt)}
            </time>
          </p>
          <p className="mt-2 whitespace-pre-wrap break-words text-sm leading-relaxed">{m.body}</p>
          {m.attachment && (
            <figure className="mt-3 space-y-2">
              <ProtectedImage url={attachmentUrl(m.id)} alt={`Screenshot: ${m.attachment.filename}`} />
              <figcaption className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
                <Paperclip className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="truncate">{m.attachment.filename}</span>
                <span className="shrink-0">({formatBytes(m.attachment.size)})</span>
              </figcaption>
            </figure>
          )}
        </li>
      ))}
    </ol>
  );
}
