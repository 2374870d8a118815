import type { BiomarkerResult } from '@common/biomarkers';
import { retestReminders } from '@common/retest-rules';
import { CalendarClock } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { formatRange, formatResult } from '../lib/biomarker-display';
import { FlagBadge, ImportantBadge } from './biomarker-badges';

/**
 * "What needs attention", first on the report page: the results outside their range (important ones first) and
 * when to ask about a retest (common/retest-rules.ts, each rule with its guideline). Nothing is shown for a
 * report whose results are all within range.
 */
export function AttentionCard({ results }: { results: BiomarkerResult[] }) {
  const outside = results
    .filter((b) => b.flag === 'high' || b.flag === 'low' || b.clinicallyImportant)
    .sort((a, b) => Number(b.clinicallyImportant) - Number(a.clinicallyImportant));
  const reminders = retestReminders(results);
  if (outside.length === 0 && reminders.length === 0) return null;
  const nameOf = (code: string) => results.find((b) => b.code === code)?.name ?? code;
  return (
    <Card data-testid="attention">
      <CardHeader className="pb-3">
        <CardTitle>What needs attention</CardTitle>
        <CardDescription>
          {outside.length === 0
            ? 'Every result is within its range; see when to test again below.'
            : `${outside.length === 1 ? '1 result is' : `${outside.length} results are`} outside the reference range or marked important.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {outside.length > 0 && (
          <ul className="divide-y divide-border border-y border-border">
            {outside.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                <span className="min-w-0">
                  <span className="font-medium">{b.name}</span>{' '}
                  <span className="tabular-nums">{formatResult(b.value, b.comparator, b.unit)}</span>
                  {formatRange(b.refLow, b.refHigh) && (
                    <span className="text-sm text-muted-foreground">
                      {' '}
                      (range {formatRange(b.refLow, b.refHigh)})
                    </span>
                  )}
                </span>
                <span className="flex gap-1.5">
                  <FlagBadge flag={b.flag} />
                  {b.clinicallyImportant && <ImportantBadge />}
                </span>
              </li>
            ))}
          </ul>
        )}
        {reminders.length > 0 && (
          <section aria-labelledby="retest-heading" className="space-y-2">
            <h3 id="retest-heading" className="flex items-center gap-2 font-semibold">
              <CalendarClock className="size-4 text-primary" aria-hidden="true" /> When to test again
            </h3>
            <ul className="space-y-2 text-sm" data-testid="retest-reminders">
              {reminders.map((r) => (
                <li key={r.code}>
                  <p>
                    <span className="font-medium">{nameOf(r.code)}:</span> ask your doctor about a retest in
                    about {r.months === 12 ? 'a year' : `${r.months} months`}. {r.why}
                  </p>
                  <p className="text-xs text-muted-foreground">Source: {r.source}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </CardContent>
    </Card>
  );
}
