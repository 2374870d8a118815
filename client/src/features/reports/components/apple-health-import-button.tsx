import { APPLE_HEALTH_LIMITS, APPLE_HEALTH_MESSAGES } from '@common/imports';
import { HeartPulse } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { errorText } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useImportAppleHealth, useImportStatus } from '../api/imports-api';

const percent = (part: number, whole: number) => `${Math.floor((100 * part) / Math.max(1, whole))} %`;

/**
 * "Import Apple Health export": the export.zip of the Health app (Export All Health Data) is uploaded, then read in
 * the background; its progress shows here, and the weight chart and activity fill when it is done.
 */
export function AppleHealthImportButton() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploaded, setUploaded] = useState(0);
  const [importId, setImportId] = useState<string | null>(null);
  const upload = useImportAppleHealth(setUploaded);
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

  useEffect(() => {
    if (!job || told.current === job.id) return;
    if (job.status === 'done') {
      told.current = job.id;
      toast.success(
        'Apple Health imported',
        `${job.imported} days, weights and workouts imported; ${job.skipped} records skipped, ${job.refused} refused.`,
      );
    } else if (job.status === 'failed') {
      told.current = job.id;
      toast.error('Import Failed', job.error ?? 'The export could not be imported.');
    }
  }, [job]);

  async function onChoose(file: File | undefined) {
    if (!file) return;
    if (file.size > APPLE_HEALTH_LIMITS.maxUploadBytes) {
      toast.error('File Too Large', APPLE_HEALTH_MESSAGES.tooLarge);
      return;
    }
    try {
      setUploaded(0);
      setImportId((await upload.mutateAsync(file)).id);
    } catch (err) {
      toast.error('Import Failed', errorText(err, 'Could not import this export. Please try again.'));
    } finally {
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  const label = upload.isPending
    ? `Uploading ${percent(uploaded, 1)}`
    : running
      ? `Importing ${job ? percent(job.bytesRead, job.totalBytes) : ''}`
      : 'Import Apple Health export';

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept=".zip,application/zip"
        className="sr-only"
        aria-label="Choose an Apple Health export.zip"
        onChange={(e) => void onChoose(e.target.files?.[0])}
      />
      <Button variant="outline" onClick={() => inputRef.current?.click()} disabled={running}>
        <HeartPulse /> {label}
      </Button>
      <span>Weight, body fat, steps and workouts from the Health app’s export.zip.</span>
      {unreadable && (
        <span role="status" className="text-destructive">
          Could not read the import’s progress ({errorText(status.error, 'no connection')}). It may still be
          running; we keep checking.
        </span>
      )}
    </div>
  );
}
