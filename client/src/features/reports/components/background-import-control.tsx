import type { ImportJob, ImportKind } from '@common/imports';
import type { LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { errorText } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useImportStatus, useUploadImport } from '../api/imports-api';

const percent = (part: number, whole: number) => `${Math.floor((100 * part) / Math.max(1, whole))} %`;

export interface BackgroundImportProps {
  kind: ImportKind;
  icon: LucideIcon;
  /** The button's words when idle ("Import Apple Health export"). */
  label: string;
  /** The hidden file input's accessible name. */
  chooseLabel: string;
  accept: string;
  multiple?: boolean;
  /** One line beside the button: what the import brings in. */
  description: string;
  /** Why these files cannot be sent (over a limit), checked before uploading; null when they can. */
  refuse: (files: File[]) => string | null;
  /** The toast when the import is done. */
  doneTitle: string;
  doneText: (job: ImportJob) => string;
  /** What the member may choose to import, offered as checkboxes (all ticked) before the upload; none = no choice. */
  choices?: readonly { value: string; label: string }[];
}

/**
 * An upload imported in the background (Apple Health export, FIT files): the file(s) are uploaded with progress, then
 * the import's progress is polled; its outcome is told once, and what it refused is listed beside the button.
 */
export function BackgroundImportControl(props: BackgroundImportProps) {
  const { kind, icon: Icon, label, chooseLabel, accept, multiple, description, refuse, choices } = props;
  const inputId = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(choices?.map((c) => c.value) ?? []),
  );
  const nothingChosen = choices !== undefined && chosen.size === 0;
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploaded, setUploaded] = useState(0);
  const [importId, setImportId] = useState<string | null>(null);
  const upload = useUploadImport(kind, setUploaded);
  const status = useImportStatus(importId);
  const job = status.data;
  // A progress read that fails is said, never shown as a forever "Importing" (the import may still be running:
  // the read keeps trying, and a new upload meanwhile is answered "already running").
  const unreadable = importId !== null && status.isError;
  const running =
    upload.isPending ||
    (importId !== null && !unreadable && job?.status !== 'done' && job?.status !== 'failed');

  // Each import's outcome is told once.
  const told = useRef<string | null>(null);
  const { doneTitle, doneText } = props;
  useEffect(() => {
    if (!job || told.current === job.id) return;
    if (job.status === 'done') {
      told.current = job.id;
      toast.success(doneTitle, doneText(job));
    } else if (job.status === 'failed') {
      told.current = job.id;
      toast.error('Import Failed', job.error ?? 'The file could not be imported.');
    }
  }, [job, doneTitle, doneText]);

  async function onChoose(list: FileList | null) {
    const files = [...(list ?? [])];
    if (files.length === 0) return;
    const refused = refuse(files);
    if (refused) {
      toast.error('Cannot Upload', refused);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    try {
      setUploaded(0);
      const kinds = choices?.filter((c) => chosen.has(c.value)).map((c) => c.value);
      setImportId((await upload.mutateAsync({ files, kinds })).id);
    } catch (err) {
      toast.error('Import Failed', errorText(err, 'Could not import this file. Please try again.'));
    } finally {
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  const buttonLabel = upload.isPending
    ? `Uploading ${percent(uploaded, 1)}`
    : running
      ? `Importing ${job ? percent(job.bytesRead, job.totalBytes) : ''}`
      : label;

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={accept}
        multiple={multiple}
        className="sr-only"
        aria-label={chooseLabel}
        onChange={(e) => void onChoose(e.target.files)}
      />
      <Button variant="outline" onClick={() => inputRef.current?.click()} disabled={running || nothingChosen}>
        <Icon /> {buttonLabel}
      </Button>
      <span>{description}</span>
      {choices && (
        <fieldset className="flex w-full flex-wrap items-center gap-x-4 gap-y-1" disabled={running}>
          <legend className="sr-only">What to import</legend>
          <span aria-hidden="true">Import:</span>
          {choices.map((c) => (
            <label key={c.value} className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={chosen.has(c.value)}
                onChange={(e) => {
                  const next = new Set(chosen);
                  if (e.target.checked) next.add(c.value);
                  else next.delete(c.value);
                  setChosen(next);
                }}
              />
              {c.label}
            </label>
          ))}
          {nothingChosen && <span role="status">Tick at least one to import.</span>}
        </fieldset>
      )}
      {job?.status === 'done' && job.refusedReasons.length > 0 && (
        <ul aria-label="Not imported" className="w-full list-disc pl-5 text-xs">
          {job.refusedReasons.map((r) => (
            <li key={r.reason}>
              {r.reason}
              {r.count > 1 ? ` (${r.count})` : ''}
            </li>
          ))}
        </ul>
      )}
      {unreadable && (
        <span role="status" className="text-destructive">
          Could not read the import’s progress ({errorText(status.error, 'no connection')}). It may still be
          running; we keep checking.
        </span>
      )}
    </div>
  );
}
