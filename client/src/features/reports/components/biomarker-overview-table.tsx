import type { BiomarkerSeries } from '@common/biomarkers';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/table';
import { formatPlainDate } from '@/lib/format';
import { formatRange, formatResult } from '../lib/biomarker-display';
import { FlagBadge } from './biomarker-badges';
import { TrendSparkline } from './trend-sparkline';

/**
 * Every biomarker across the member's reports in one table: the latest result with its date, its reference range,
 * its status and the trend across reports in words beside a sparkline (the /biomarkers page has the full charts).
 * Results outside their range come first.
 */
export function BiomarkerOverviewTable({ series }: { series: BiomarkerSeries[] }) {
  const outside = (s: BiomarkerSeries) => (s.latest.flag === 'high' || s.latest.flag === 'low' ? 0 : 1);
  const rows = [...series].sort((a, b) => outside(a) - outside(b) || a.name.localeCompare(b.name));
  return (
    <Table regionLabel="Biomarkers across your reports">
      <TableHeader>
        <TableRow>
          <TableHead>Biomarker</TableHead>
          <TableHead>Latest</TableHead>
          <TableHead>Range</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Across reports</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((s) => {
          const range = formatRange(s.latest.refLow, s.latest.refHigh);
          return (
            <TableRow key={s.code} data-testid={`progress-biomarker-${s.code}`}>
              <TableCell className="font-medium">{s.name}</TableCell>
              <TableCell className="tabular-nums">
                {formatResult(s.latest.value, s.latest.comparator, s.latest.unit)}
                <span className="block text-xs text-muted-foreground">
                  {formatPlainDate(s.latest.sampledAt)}
                </span>
              </TableCell>
              <TableCell className="tabular-nums">
                {range ? `${range}${s.latest.unit ? ` ${s.latest.unit}` : ''}` : 'Not given'}
              </TableCell>
              <TableCell>
                <FlagBadge flag={s.latest.flag} />
              </TableCell>
              <TableCell className="min-w-40">
                {s.history.length > 1 ? (
                  <TrendSparkline
                    history={s.history}
                    biomarkerId={s.latest.biomarkerId}
                    unit={s.unitCanonical}
                  />
                ) : (
                  <span className="text-muted-foreground">1 result</span>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
