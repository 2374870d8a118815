import { UPLOAD_ACCEPT, uploadProblem } from '@common/upload-check';
import { FileUp, Upload, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { Progress } from '@/components/progress';
import { Skeleton } from '@/components/skeleton';
import { errorText } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatBytes } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useRecentReports, useUploadReport } from '../api/reports-api';
import { AppleHealthImportButton } from './apple-health-import-button';
import { FitImportButton } from './fit-import-button';
import { FhirImportButton } from './fhir-import-button';
import { ReportList } from './report-list';

/** Pick or drop a report, upload it with progress, and see the 3 most recent reports. */
export function UploadCard() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useUploadReport((fraction) => setProgress(Math.round(fraction * 100)));
  const { reports, total, isPending } = useRecentReports();

  function clearSelection() {
    setFile(null);
    setProgress(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  function choose(picked: File | undefined) {
    if (!picked) return;
    const problem = uploadProblem(picked);
    if (problem) {
      toast.error(problem.title, problem.message);
      clearSelection();
      return;
    }
    setFile(picked);
  }

  async function onUpload() {
    if (!file) return;
    setProgress(0);
    try {
      // The server answers once the file is stored; the report is read in the background (the list shows
      // "Reading page 1 of 2…" and updates when done), so the toast says it was received and is being read.
      const res = await upload.mutateAsync(file);
      toast.success('Upload Successful', res.message);
    } catch (err) {
      toast.error('Upload Failed', errorText(err, 'Failed to upload report. Please try again.'));
    } finally {
      clearSelection();
    }
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    choose(e.dataTransfer.files[0]);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileUp className="size-5 text-primary" aria-hidden="true" /> Blood Test Reports
        </CardTitle>
        <CardDescription>
          Upload a lab report (PDF, JPG, PNG or TIFF, up to 10 MB). We read your results from it.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <label
          htmlFor={inputId}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input p-6 text-center transition-colors hover:bg-muted/60 focus-within:outline-2 focus-within:outline-ring',
            dragging && 'border-primary bg-secondary',
          )}
        >
          <Upload className="size-6 text-primary" aria-hidden="true" />
          <span className="text-sm font-medium">Drop a report here or choose a file</span>
          <span className="text-xs text-muted-foreground">PDF, JPG, PNG, TIFF · max 10 MB</span>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={UPLOAD_ACCEPT}
            className="sr-only"
            aria-label="Choose a blood test report"
            onChange={(e) => choose(e.target.files?.[0])}
          />
        </label>

        <FhirImportButton />
        <AppleHealthImportButton />
        <FitImportButton />

        {file && (
          <div className="space-y-3 rounded-lg border border-border p-3">
            <div className="flex items-center justify-between gap-2">
              <p className="min-w-0 truncate text-sm">
                <span className="font-medium">{file.name}</span>{' '}
                <span className="text-muted-foreground">({formatBytes(file.size)})</span>
              </p>
              {!upload.isPending && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label="Remove selected file"
                  onClick={clearSelection}
                >
                  <X />
                </Button>
              )}
            </div>
            {progress !== null && (
              <div className="space-y-1">
                <Progress value={progress === 100 ? null : progress} aria-label="Upload progress" />
                <p className="text-xs text-muted-foreground" aria-live="polite">
                  {progress < 100 ? `Uploading… ${progress}%` : 'Storing your report…'}
                </p>
              </div>
            )}
            <Button className="w-full" onClick={onUpload} disabled={upload.isPending}>
              {upload.isPending ? 'Uploading...' : 'Upload Report'}
            </Button>
          </div>
        )}

        <div className="space-y-2">
          <h3 className="text-sm font-semibold">
            Recent reports{' '}
            {total > 0 && <span className="font-normal text-muted-foreground">({total} in all)</span>}
          </h3>
          {isPending ? (
            <Skeleton className="h-16 w-full" />
          ) : reports.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No reports yet. Your first upload unlocks biomarker-aware plans.
            </p>
          ) : (
            <ReportList reports={reports} />
          )}
        </div>
      </CardContent>
    </Card>
  );
}
