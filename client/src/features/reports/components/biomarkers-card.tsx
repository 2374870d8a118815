import { Link } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { useBiomarkerSeries } from '../api/reports-api';
import { BiomarkerOverviewTable } from './biomarker-overview-table';

/** /progress: the blood-test side of progress, every biomarker across reports with its range . */
export function BiomarkersCard() {
  const series = useBiomarkerSeries();
  const list = series.data?.biomarkers ?? [];
  return (
    <Card data-testid="progress-biomarkers">
      <CardHeader>
        <CardTitle>Biomarkers</CardTitle>
        <CardDescription>
          Your blood test results across reports, with their reference ranges.{' '}
          <Link href="/biomarkers" className="font-medium text-primary underline underline-offset-2">
            See every chart
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {series.isPending ? (
          <p className="text-sm text-muted-foreground">Loading your results…</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No results yet: upload a blood test report on your profile to follow them here.
          </p>
        ) : (
          <BiomarkerOverviewTable series={list} />
        )}
      </CardContent>
    </Card>
  );
}
