import type { BiomarkerPoint, BiomarkerResult } from '@common/biomarkers';
import { Pencil } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/table';
import { cn } from '@/lib/cn';
import {
  canonicalText,
  formatRange,
  formatResult,
  groupResults,
  trendText,
  type BiomarkerGroup,
} from '../lib/biomarker-display';
import { EditedBadge, FlagBadge, ImportantBadge } from './biomarker-badges';
import { TrendSparkline } from './trend-sparkline';

export interface BiomarkerResultsProps {
  results: BiomarkerResult[];
  /** Per biomarker code, its history across the member's reports (absent: no trends shown). */
  history?: Map<string, BiomarkerPoint[]>;
  /** Offer "Correct" on each result (the owner; admins read only). */
  onCorrect?: (result: BiomarkerResult) => void;
  /** The card's heading and description (default "Results"). */
  title?: string;
  description?: string;
  /** Inside another card (the in-range disclosure): no card of its own. */
  bare?: boolean;
}

/**
 * The report's results grouped by panel: one table on wide screens (a header row per panel, so columns line up
 * across panels), a list per panel on phones and tablets (a six-column table would need sideways scrolling at
 * 390 px and hide the flag, the column that matters most).
 */
export function BiomarkerResults({
  results,
  history,
  onCorrect,
  title = 'Results',
  description,
  bare = false,
}: BiomarkerResultsProps) {
  const uid = useId();
  const trendOf = (b: BiomarkerResult) => history?.get(b.code) ?? [];
  const showTrends = results.some((b) => trendText(trendOf(b), b.id, b.unitCanonical) !== null);
  const groups = groupResults(results);
  const columns = 4 + (showTrends ? 1 : 0) + (onCorrect ? 1 : 0);
  const body = (
    <>
      <Table containerClassName="hidden lg:block" className="table-fixed">
        <TableHeader>
          <TableRow>
            <TableHead className={showTrends ? 'w-[30%]' : 'w-[38%]'}>Test</TableHead>
            <TableHead>Result</TableHead>
            <TableHead>Reference range</TableHead>
            <TableHead className="w-36">Flag</TableHead>
            {showTrends && <TableHead className="w-[22%]">Trend</TableHead>}
            {onCorrect && (
              <TableHead className="w-28">
                <span className="sr-only">Actions</span>
              </TableHead>
            )}
          </TableRow>
        </TableHeader>
        {groups.map((group) => (
          <TableBody key={group.name}>
            <TableRow className="bg-muted/40 hover:bg-muted/40">
              <TableHead
                scope="colgroup"
                colSpan={columns}
                className="h-auto py-2 text-sm normal-case tracking-normal text-foreground"
              >
                <span>{group.name}</span>{' '}
                <span className="font-normal text-muted-foreground">· {groupSummary(group)}</span>
              </TableHead>
            </TableRow>
            {group.results.map((b) => (
              <TableRow key={b.id} data-testid={`result-${b.code}`}>
                <TableCell className="align-top">
                  <p className="font-medium">{b.name}</p>
                  <Note result={b} />
                </TableCell>
                <TableCell className="align-top">
                  <ResultValue result={b} />
                </TableCell>
                <TableCell className="align-top">
                  <RangeText result={b} />
                </TableCell>
                <TableCell className="align-top">
                  <Flags result={b} />
                </TableCell>
                {showTrends && (
                  <TableCell className="align-top">
                    <TrendSparkline
                      history={trendOf(b)}
                      biomarkerId={b.id}
                      unit={b.unitCanonical}
                      className="flex-col items-start"
                    />
                  </TableCell>
                )}
                {onCorrect && (
                  <TableCell className="py-1.5 text-right align-top">
                    <CorrectButton result={b} onCorrect={onCorrect} />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        ))}
      </Table>

      <div className="space-y-6 lg:hidden">
        {groups.map((group) => {
          const headingId = `${uid}panel-${group.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
          return (
            <section key={group.name} aria-labelledby={headingId}>
              <h3 id={headingId} className="font-semibold">
                {group.name}
              </h3>
              <p className="text-sm text-muted-foreground">{groupSummary(group)}</p>
              <ul className="mt-2 divide-y divide-border border-t border-border">
                {group.results.map((b) => (
                  <li key={b.id} className="space-y-3 py-4" data-testid={`result-card-${b.code}`}>
                    <div className="flex items-start justify-between gap-3">
                      <h4 className="font-medium leading-snug">{b.name}</h4>
                      <Flags result={b} className="justify-end" />
                    </div>
                    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                      <dt className="text-muted-foreground">Result</dt>
                      <dd>
                        <ResultValue result={b} />
                      </dd>
                      <dt className="text-muted-foreground">Range</dt>
                      <dd>
                        <RangeText result={b} />
                      </dd>
                    </dl>
                    <Note result={b} />
                    {showTrends && (
                      <TrendSparkline history={trendOf(b)} biomarkerId={b.id} unit={b.unitCanonical} />
                    )}
                    {onCorrect && <CorrectButton result={b} onCorrect={onCorrect} />}
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </>
  );
  if (bare) return body;
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-4">
        <CardTitle>{title}</CardTitle>
        <CardDescription>
          {description ??
            'Grouped by panel, with values and units as printed on the report. Ranges are the lab’s own unless marked “standard adult range”.'}
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

function groupSummary({ results }: BiomarkerGroup): string {
  const outside = results.filter((b) => b.flag === 'low' || b.flag === 'high').length;
  const count = `${results.length} result${results.length === 1 ? '' : 's'}`;
  if (outside > 0) return `${count}, ${outside} outside the range`;
  return results.every((b) => b.flag === 'normal') ? `${count}, all within range` : count;
}

function ResultValue({ result: b }: { result: BiomarkerResult }) {
  const canonical = canonicalText(b);
  return (
    <div className="space-y-1">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold tabular-nums" data-testid="result-value">
          {formatResult(b.value, b.comparator, b.unit)}
        </span>
        {b.edited && <EditedBadge added={b.addedByMember} />}
      </p>
      {canonical && (
        <p className="text-xs text-muted-foreground tabular-nums">
          <span className="sr-only">In standard units: </span>= {canonical}
        </p>
      )}
    </div>
  );
}

function RangeText({ result: b }: { result: BiomarkerResult }) {
  const range = formatRange(b.refLow, b.refHigh);
  if (!range) return <span className="text-muted-foreground">Not given</span>;
  return (
    <div className="space-y-1">
      <p className="tabular-nums">
        {range}
        {b.unit ? ` ${b.unit}` : ''}
      </p>
      {b.refSource === 'standard' && (
        <p className="text-xs text-muted-foreground">standard adult range (not printed on the report)</p>
      )}
    </div>
  );
}

function Flags({ result: b, className }: { result: BiomarkerResult; className?: string }) {
  return (
    <div className={cn('flex flex-wrap gap-1.5', className)}>
      <FlagBadge flag={b.flag} />
      {b.clinicallyImportant && <ImportantBadge />}
    </div>
  );
}

/**
 * Notes stored before the page had its one disclaimer end with their own copy of it: shown without it (the page's
 * MedicalDisclaimer says it once).
 */
const LEGACY_NOTE_DISCLAIMER =
  ' Worth discussing with your doctor; this note is information, not a diagnosis.';

function Note({ result: b }: { result: BiomarkerResult }) {
  if (!b.note) return null;
  const note = b.note.endsWith(LEGACY_NOTE_DISCLAIMER)
    ? b.note.slice(0, -LEGACY_NOTE_DISCLAIMER.length)
    : b.note;
  return <p className="mt-1 max-w-prose text-sm text-muted-foreground">{note}</p>;
}

function CorrectButton({
  result: b,
  onCorrect,
}: {
  result: BiomarkerResult;
  onCorrect: (result: BiomarkerResult) => void;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Correct the value of ${b.name}`}
      onClick={() => onCorrect(b)}
    >
      <Pencil aria-hidden="true" /> Correct
    </Button>
  );
}
