import type { BiomarkerPoint, BiomarkerResult } from '@common/biomarkers';
import type { Report } from '@common/reports';
import {
  ArrowLeft,
  ChevronDown,
  Download,
  FileSearch,
  LineChart,
  RotateCcw,
  Trash2,
  Upload,
} from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link, useParams } from 'wouter';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card, CardContent } from '@/components/card';
import { Page } from '@/components/page';
import { Progress } from '@/components/progress';
import { Skeleton } from '@/components/skeleton';
import { ApiError, errorText } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { formatDate, formatPlainDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { downloadReport } from '@/widgets/report-download';
import { useBiomarkerSeries, useReport, useRetryReport } from '../api/reports-api';
import { useDeleteOpenReport } from '../components/use-delete-open-report';
import { BiomarkerResults } from '../components/biomarker-results';
import { AddResultDialog } from '../components/add-result-dialog';
import { CorrectResultDialog } from '../components/correct-result-dialog';
import { ReportStatus, readingText } from '@/widgets/report-status-badge';
import { AttentionCard } from '../components/attention-card';
import { FhirSourceNote } from '../components/fhir-source-note';
import { IdentityCheck } from '../components/identity-check';
import { MedicalDisclaimer } from '../components/medical-disclaimer';
import { ReviewValues } from '../components/review-values';
import { valuesToReview } from '../lib/biomarker-display';

/** Long file names without spaces wrap instead of widening the page on phones. */
const WRAP_TITLE = '[&_h1]:[overflow-wrap:anywhere]';

/**
 * /reports/:id — one blood test report: its header, what to do when it could not be read fully, and its results by
 * panel with flags, ranges, notes and trends. The owner can correct a misread value; admins read only.
 */
export default function ReportPage() {
  const { id } = useParams<{ id: string }>();
  const { user } = useAuth();
  const { data, error, isPending, refetch, isRefetching } = useReport(id);
  const isOwner = data !== undefined && user !== null && data.report.userId === user.id;
  // The history endpoint is the caller's own: only meaningful on the caller's own report.
  const series = useBiomarkerSeries({ enabled: isOwner });
  const history = useMemo(
    () =>
      series.data
        ? new Map<string, BiomarkerPoint[]>(series.data.biomarkers.map((s) => [s.code, s.history]))
        : undefined,
    [series.data],
  );
  const [correcting, setCorrecting] = useState<BiomarkerResult | null>(null);
  useDocumentTitle(data?.report.filename ?? 'Blood test report');

  if (isPending) return <ReportSkeleton />;

  if (error || !data) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <Page title={missing ? 'Report not found' : 'Could not load the report'}>
        <Alert variant="destructive" className="max-w-2xl">
          {missing
            ? `${errorText(error, 'Report not found.')} It may have been deleted, or it belongs to another account.`
            : errorText(error, 'Something went wrong while loading this report.')}
        </Alert>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href="/profile">
              <ArrowLeft aria-hidden="true" /> Back to your reports
            </Link>
          </Button>
          {!missing && (
            <Button onClick={() => void refetch()} disabled={isRefetching}>
              {isRefetching ? 'Retrying...' : 'Try again'}
            </Button>
          )}
        </div>
      </Page>
    );
  }

  const { report, biomarkers } = data;
  const inRange = biomarkers.filter(isPlainlyInRange);
  const others = biomarkers.filter((b) => !isPlainlyInRange(b));
  const back = isOwner
    ? { href: '/profile', label: 'Back to profile' }
    : { href: '/admin', label: 'Back to admin' };

  return (
    <Page
      title={report.filename}
      className={WRAP_TITLE}
      description={<ReportFacts report={report} />}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href={back.href}>
              <ArrowLeft aria-hidden="true" /> {back.label}
            </Link>
          </Button>
          {isOwner && (
            <Button asChild variant="outline">
              <Link href="/biomarkers">
                <LineChart aria-hidden="true" /> All your biomarkers
              </Link>
            </Button>
          )}
          <DownloadButton report={report} />
        </div>
      }
    >
      <div className="space-y-6">
        {/* With no results the empty state below offers the upload instead. */}
        <StatusAlert report={report} isOwner={isOwner} offerUpload={isOwner && biomarkers.length > 0} />

        {isOwner && <IdentityCheck report={report} />}
        <FhirSourceNote report={report} />

        {isOwner && (
          <ReviewValues reportId={report.id} results={valuesToReview(biomarkers)} onCorrect={setCorrecting} />
        )}

        {!isOwner && (
          <Alert variant="default" role="note" title="Read-only view">
            You are viewing a member&apos;s report (user {report.userId.slice(0, 8)}…) as an admin. Only the
            member can correct values; their trends are shown to them.
          </Alert>
        )}

        {biomarkers.length === 0 ? (
          report.status !== 'processing' && (
            <>
              <EmptyResults isOwner={isOwner} />
              {/* Nothing read from a document that has results: the member can type them in. */}
              {isOwner && report.status === 'needs_review' && <AddResultDialog reportId={report.id} />}
            </>
          )
        ) : (
          <>
            <Summary results={biomarkers} />
            <AttentionCard results={biomarkers} />
            {isOwner && (
              <Alert variant="info" role="note" title="Reading a report is never the last word">
                Check each value against your report; correct anything we misread (value, unit or range) and
                add any result we missed. Your changes are marked &ldquo;Corrected by you&rdquo; or
                &ldquo;Added by you&rdquo; and used in your trends and next plan.
                <div className="mt-3">
                  <AddResultDialog reportId={report.id} />
                </div>
              </Alert>
            )}
            {others.length > 0 && (
              <BiomarkerResults
                results={others}
                title={inRange.length > 0 ? 'Results to look at' : 'Results'}
                history={isOwner ? history : undefined}
                onCorrect={isOwner ? setCorrecting : undefined}
              />
            )}
            {inRange.length > 0 && (
              <InRangeResults
                results={inRange}
                history={isOwner ? history : undefined}
                onCorrect={isOwner ? setCorrecting : undefined}
              />
            )}
            <MedicalDisclaimer />
          </>
        )}
      </div>
      {isOwner && (
        <CorrectResultDialog reportId={report.id} result={correcting} onClose={() => setCorrecting(null)} />
      )}
    </Page>
  );
}

function ReportFacts({ report }: { report: Report }) {
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <ReportStatus report={report} />
      <span>Uploaded {formatDate(report.uploadedAt)}</span>
      {report.sampleDate && <span>Sample taken {formatPlainDate(report.sampleDate)}</span>}
    </span>
  );
}

function DownloadButton({ report }: { report: Report }) {
  const [busy, setBusy] = useState(false);
  async function onDownload() {
    setBusy(true);
    await downloadReport(report);
    setBusy(false);
  }
  return (
    <Button variant="outline" onClick={onDownload} disabled={busy}>
      <Download aria-hidden="true" /> {busy ? 'Downloading...' : 'Download'}
    </Button>
  );
}

/**
 * processing: the place in the reading queue, then the page being read, updated by polling. needs_review / failed: what happened, in the server's plain
 * words, and what the member can do (read a failed report again, delete it, or upload a better copy).
 */
function StatusAlert({
  report,
  isOwner,
  offerUpload,
}: {
  report: Report;
  isOwner: boolean;
  offerUpload: boolean;
}) {
  if (report.status === 'processed') return null;
  if (report.status === 'processing') {
    const { progress } = report;
    return (
      <Alert variant="info" title="Reading your report" data-testid="processing-message">
        <p>
          {readingText(progress, report.queue)} Your results appear here as soon as we are done; you can leave
          this page.
        </p>
        <Progress
          className="mt-3 max-w-md"
          value={progress?.pageCount ? Math.round((100 * progress.pagesDone) / progress.pageCount) : null}
          aria-label="Reading progress"
        />
      </Alert>
    );
  }
  const failed = report.status === 'failed';
  return (
    <Alert
      variant={failed ? 'destructive' : 'warning'}
      title={failed ? 'We could not read this report' : 'Please check this report'}
      data-testid="status-message"
    >
      <p>
        {report.statusMessage ??
          (failed
            ? 'Please upload a clearer photo or the PDF from your lab.'
            : 'We found only a few results; please check them, and upload a clearer copy if results are missing.')}
      </p>
      {failed && isOwner ? (
        <FailedActions report={report} />
      ) : (
        offerUpload && (
          <Button asChild variant="outline" size="sm" className="mt-3 bg-background text-foreground">
            <Link href="/profile">
              <Upload aria-hidden="true" /> Upload another copy
            </Link>
          </Button>
        )
      )}
    </Alert>
  );
}

/** A failed report: read it again (after a crash or a hiccup that may be gone), or delete it. */
function FailedActions({ report }: { report: Report }) {
  const retry = useRetryReport();
  const { deleteReport: onDelete, deleting } = useDeleteOpenReport(report);
  async function onRetry() {
    try {
      await retry.mutateAsync(report.id);
    } catch (err) {
      toast.error('Could Not Try Again', errorText(err, 'Please upload the report again.'));
    }
  }
  const busy = retry.isPending || deleting;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="outline"
        className="bg-background text-foreground"
        onClick={() => void onRetry()}
        disabled={busy}
      >
        <RotateCcw aria-hidden="true" /> {retry.isPending ? 'Starting...' : 'Try reading it again'}
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="bg-background text-foreground"
        onClick={() => void onDelete()}
        disabled={busy}
      >
        <Trash2 aria-hidden="true" /> Delete this report
      </Button>
      <Button asChild variant="outline" size="sm" className="bg-background text-foreground">
        <Link href="/profile">
          <Upload aria-hidden="true" /> Upload another copy
        </Link>
      </Button>
    </div>
  );
}

function Summary({ results }: { results: BiomarkerResult[] }) {
  const count = (pick: (b: BiomarkerResult) => boolean) => results.filter(pick).length;
  const high = count((b) => b.flag === 'high');
  const low = count((b) => b.flag === 'low');
  const unflagged = count((b) => b.flag === null);
  const important = count((b) => b.clinicallyImportant);
  const edited = count((b) => b.edited);
  const outside = high + low;
  const parts = [
    outside === 0 && unflagged === 0 && 'all within their reference ranges',
    outside > 0 &&
      `${outside} outside the reference range (${[high && `${high} high`, low && `${low} low`].filter(Boolean).join(', ')})`,
    unflagged > 0 && `${unflagged} without a reference range`,
    important > 0 && `${important} marked important`,
    edited > 0 && `${edited} corrected by hand`,
  ].filter(Boolean);
  return (
    <p className="text-base" data-testid="report-summary">
      We read <strong>{results.length === 1 ? '1 result' : `${results.length} results`}</strong>
      {parts.length > 0 ? `: ${parts.join('; ')}.` : '.'}
    </p>
  );
}

/** Within its range, not marked important, nothing left to review: collapsed behind "N results in range". */
function isPlainlyInRange(b: BiomarkerResult): boolean {
  return b.flag === 'normal' && !b.clinicallyImportant && !(b.needsReview && !b.confirmed);
}

/** The results within their range, collapsed: what needs attention comes first, the rest on request. */
function InRangeResults({
  results,
  history,
  onCorrect,
}: {
  results: BiomarkerResult[];
  history?: Map<string, BiomarkerPoint[]>;
  onCorrect?: (result: BiomarkerResult) => void;
}) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const label = results.length === 1 ? '1 result in range' : `${results.length} results in range`;
  return (
    <Card data-testid="in-range-results">
      <h2 className="text-lg font-semibold leading-tight tracking-tight">
        <button
          type="button"
          className="flex min-h-11 w-full items-center justify-between gap-3 rounded-(--radius-card) px-4 py-4 text-left hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:px-6"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen(!open)}
        >
          <span>
            {label}
            <span className="block text-sm font-normal text-muted-foreground">
              {open ? 'Hide them' : 'Within the reference range; show them'}
            </span>
          </span>
          <ChevronDown
            className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </button>
      </h2>
      <div id={contentId} hidden={!open}>
        {open && (
          <CardContent>
            <BiomarkerResults results={results} history={history} onCorrect={onCorrect} bare />
          </CardContent>
        )}
      </div>
    </Card>
  );
}

function EmptyResults({ isOwner }: { isOwner: boolean }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 pt-6 text-center sm:pt-8">
        <FileSearch className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">No results found in this report</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          We could not match any blood test results in this file. The PDF from your lab, or a sharp, well-lit
          photo of the results table, usually reads best.
        </p>
        {isOwner && (
          <Button asChild>
            <Link href="/profile">
              <Upload aria-hidden="true" /> Upload a report
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function ReportSkeleton() {
  return (
    <Page title="Blood test report">
      <div className="space-y-6" aria-busy="true">
        <p className="sr-only" role="status">
          Loading the report…
        </p>
        <Skeleton className="h-5 w-72 max-w-full" />
        <Skeleton className="h-16 w-full" />
        {[0, 1].map((i) => (
          <Card key={i} className="space-y-3 p-6">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </Card>
        ))}
      </div>
    </Page>
  );
}
