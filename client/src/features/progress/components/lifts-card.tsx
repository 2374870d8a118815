import type { ProgressSummary } from '@common/progress';
import { massIn, massUnit } from '@common/units';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/table';
import { useUnitSystem } from '../lib/use-unit-system';
import { SeriesChart } from './series-chart';

/** Training volume and estimated 1RM per loaded lift, as charts and a table. */
export function LiftsCard({ summary: s }: { summary: ProgressSummary }) {
  const system = useUnitSystem();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Lifts</CardTitle>
        <CardDescription>
          Training volume ({massUnit(system)} × reps) and estimated 1RM (Epley) per loaded lift.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {s.lifts.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Log sets with a weight on the Today screen to see them here.
          </p>
        ) : (
          <div className="space-y-3">
            {s.lifts.map((l) => (
              <SeriesChart
                key={l.exerciseId}
                label={`Estimated 1RM of ${l.name}`}
                unit={massUnit(system)}
                points={l.history.flatMap((h) =>
                  h.e1rmKg === null ? [] : [{ date: h.date, value: massIn(h.e1rmKg, system) }],
                )}
              />
            ))}
            <Table regionLabel="Lifts">
              <TableHeader>
                <TableRow>
                  <TableHead>Exercise</TableHead>
                  <TableHead>Sessions</TableHead>
                  <TableHead>Latest volume</TableHead>
                  <TableHead>Est. 1RM</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {s.lifts.map((l) => {
                  const last = l.history[l.history.length - 1]!;
                  return (
                    <TableRow key={l.exerciseId} data-testid="lift-row">
                      <TableCell>{l.name}</TableCell>
                      <TableCell>{l.history.length}</TableCell>
                      <TableCell>
                        {massIn(last.volumeKg, system, 0)} {massUnit(system)}
                      </TableCell>
                      <TableCell>
                        {last.e1rmKg === null ? '—' : `${massIn(last.e1rmKg, system)} ${massUnit(system)}`}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
