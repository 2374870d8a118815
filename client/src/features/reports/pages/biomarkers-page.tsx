import type { BiomarkerSeries } from '@common/biomarkers';
import { Activity, ChevronDown, FileText, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card, CardContent, CardHeader } from '@/components/card';
import { LoadFailed } from '@/components/load-failed';
import { Page } from '@/components/page';
import { Skeleton } from '@/components/skeleton';
import { formatPlainDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useBiomarkerSeries, useReports } from '../api/reports-api';
import { EditedBadge, FlagBadge, ImportantBadge } from '../components/biomarker-badges';
import { MedicalDisclaimer } from '../components/medical-disclaimer';
import { TrendChart } from '../components/trend-chart';
import { canonicalText, formatRange, formatResult } from '../lib/biomarker-display';
import { groupSeries, pointMarks } from '../lib/biomarker-trends';

/**
 * /biomarkers — every biomarker of the member across reports, grouped by panel: the latest value with its range and
 * status, a trend chart over the report dates with the reference band, and the values as a table. Reports that may
 * be someone else's (an unanswered profile mismatch, or "not mine") are not part of it; the page says so.
 */
export default function BiomarkersPage() {
  useDocumentTitle('Your biomarkers');
  const series = useBiomarkerSeries();
  const reports = useReports();
  const waiting = (reports.data?.reports ?? []).filter((r) => r.identity?.needsAnswer);

  return (
    <Page
      title="Your biomarkers"
      description="Every result from your blood test reports, grouped by panel, with its trend over time."
    >
      <div className="space-y-6">
        {waiting.length > 0 && (
          <Alert variant="warning" title="A report is waiting for your answer" data-testid="identity-waiting">
            <p>
              {waiting.length === 1 ? 'One report' : `${waiting.length} reports`} may not be yours: the name,
              sex or age printed on {waiting.length === 1 ? 'it does' : 'them do'} not match your profile.
              Results from {waiting.length === 1 ? 'it are' : 'them are'} left out here and in your plans
              until you answer.
            </p>
            <ul className="mt-2 list-inside list-disc">
              {waiting.map((r) => (
                <li key={r.id}>
                  <Link href={`/reports/${r.id}`} className="font-medium underline underline-offset-2">
                    {r.filename}
                  </Link>
                </li>
              ))}
            </ul>
          </Alert>
        )}

        {series.isPending ? (
          <DashboardSkeleton />
        ) : series.error ? (
          <LoadFailed
            title="Could not load your biomarkers"
            error={series.error}
            onRetry={() => void series.refetch()}
            retrying={series.isRefetching}
          />
        ) : series.data.biomarkers.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <Overview series={series.data.biomarkers} />
            {groupSeries(series.data.biomarkers).map((group) => {
              const headingId = `panel-${group.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
              return (
                <section key={group.name} aria-labelledby={headingId} className="space-y-3">
                  <h2 id={headingId} className="text-xl font-semibold">
                    {group.name}
                  </h2>
                  <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                    {group.series.map((s) => (
                      <li key={s.code} className="min-w-0">
                        <BiomarkerCard series={s} />
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
            <MedicalDisclaimer />
          </>
        )}
      </div>
    </Page>
  );
}

function Overview({ series }: { series: BiomarkerSeries[] }) {
  const outside = series.filter((s) => s.latest.flag === 'high' || s.latest.flag === 'low').length;
  const unverified = series.filter((s) => s.latest.awaitingReview || s.latest.lowConfidence).length;
  const reports = new Set(series.flatMap((s) => s.history.map((p) => p.reportId))).size;
  return (
    <p className="text-base" data-testid="biomarkers-overview">
      <strong>
        {series.length} {series.length === 1 ? 'biomarker' : 'biomarkers'}
      </strong>{' '}
      from {reports === 1 ? '1 report' : `${reports} reports`}
      {outside > 0 ? `; latest result outside the range for ${outside}` : '; all latest results within range'}
      {unverified > 0
        ? `; ${unverified} latest ${unverified === 1 ? 'value is' : 'values are'} not verified yet`
        : ''}
      .
    </p>
  );
}

function BiomarkerCard({ series }: { series: BiomarkerSeries }) {
  const { latest } = series;
  const range = formatRange(latest.refLow, latest.refHigh);
  const canonical = canonicalText({ ...latest, unitCanonical: series.unitCanonical });
  return (
    <Card className="h-full" data-testid={`biomarker-${series.code}`}>
      <CardHeader className="pb-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="text-lg font-semibold leading-tight tracking-tight [overflow-wrap:anywhere]">
            {series.name}
          </h3>
          <div className="flex flex-wrap gap-1.5">
            <FlagBadge flag={latest.flag} />
            {latest.clinicallyImportant && <ImportantBadge />}
          </div>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-muted-foreground">Latest</dt>
          <dd className="min-w-0">
            <span className="text-base font-semibold tabular-nums" data-testid="latest-value">
              {formatResult(latest.value, latest.comparator, latest.unit)}
            </span>
            {canonical && <span className="text-muted-foreground tabular-nums"> (= {canonical})</span>}
            <span className="text-muted-foreground"> · {formatPlainDate(latest.sampledAt)}</span>
          </dd>
          <dt className="text-muted-foreground">Range</dt>
          <dd className="tabular-nums">
            {range ? `${range}${latest.unit ? ` ${latest.unit}` : ''}` : 'Not given'}
            {range && latest.refSource === 'standard' && (
              <span className="text-muted-foreground"> (standard adult range)</span>
            )}
          </dd>
        </dl>
        <PointBadges point={latest} />
        <TrendChart series={series} />
        <ValuesTable series={series} />
      </CardContent>
    </Card>
  );
}

function PointBadges({ point }: { point: BiomarkerSeries['latest'] }) {
  if (!point.awaitingReview && !point.lowConfidence && !point.edited) return null;
  return (
    <div className="flex flex-wrap gap-1.5">
      {point.awaitingReview ? (
        <Badge variant="warning">Awaiting your review</Badge>
      ) : (
        point.lowConfidence && <Badge variant="warning">Low confidence</Badge>
      )}
      {point.edited && <EditedBadge />}
      {(point.awaitingReview || point.lowConfidence) && (
        <Link
          href={`/reports/${point.reportId}`}
          className="text-sm font-medium text-primary underline underline-offset-2"
        >
          Check it on the report
        </Link>
      )}
    </div>
  );
}

/** The values behind the chart, newest first, as a table (collapsed until asked for). */
function ValuesTable({ series }: { series: BiomarkerSeries }) {
  const [open, setOpen] = useState(false);
  const tableId = useId();
  const rows = [...series.history].reverse();
  return (
    <div>
      <Button
        variant="ghost"
        size="sm"
        className="-ml-2"
        aria-expanded={open}
        aria-controls={tableId}
        onClick={() => setOpen(!open)}
      >
        <ChevronDown
          className={open ? 'rotate-180 transition-transform' : 'transition-transform'}
          aria-hidden
        />
        {open ? 'Hide values' : `Show ${rows.length === 1 ? 'the value' : `all ${rows.length} values`}`}
      </Button>
      <div id={tableId} hidden={!open}>
        {open && (
          <table className="mt-2 w-full text-sm">
            <caption className="sr-only">{series.name}: every result by date, newest first</caption>
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                <th scope="col" className="py-1.5 pr-2 font-medium">
                  Date
                </th>
                <th scope="col" className="py-1.5 pr-2 font-medium">
                  Result
                </th>
                <th scope="col" className="py-1.5 font-medium">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => {
                const marks = pointMarks(p);
                return (
                  <tr key={p.biomarkerId} className="border-b border-border align-top last:border-0">
                    <td className="py-1.5 pr-2">
                      <Link
                        href={`/reports/${p.reportId}`}
                        className="text-primary underline-offset-2 hover:underline"
                        aria-label={`${formatPlainDate(p.sampledAt)}, open the report`}
                      >
                        {formatPlainDate(p.sampledAt)}
                      </Link>
                    </td>
                    <td className="py-1.5 pr-2 tabular-nums">
                      {formatResult(p.value, p.comparator, p.unit)}
                    </td>
                    <td className="py-1.5">
                      {p.flag === 'high'
                        ? 'High'
                        : p.flag === 'low'
                          ? 'Low'
                          : p.flag === 'normal'
                            ? 'Normal'
                            : '—'}
                      {marks.length > 0 && (
                        <span className="block text-xs text-muted-foreground">{marks.join(', ')}</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}

function EmptyState() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 pt-6 text-center sm:pt-8">
        <Activity className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">No results yet</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          Upload a blood test report and each result appears here, grouped by panel, with its trend as you add
          more reports.
        </p>
        <Button asChild>
          <Link href="/profile">
            <Upload aria-hidden="true" /> Upload a report
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function DashboardSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <p className="sr-only" role="status">
        Loading your biomarkers…
      </p>
      <Skeleton className="h-6 w-64 max-w-full" />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Card key={i} className="space-y-3 p-6">
            <FileText className="size-5 text-muted-foreground" aria-hidden="true" />
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-32 w-full" />
          </Card>
        ))}
      </div>
    </div>
  );
}
