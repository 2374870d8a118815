import type { ProgressSummary } from '@common/progress';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/table';
import { AdherenceChart } from './series-chart';

/** Meals eaten and sessions done by week of the plan, as a chart and a table. */
export function AdherenceCard({ summary: s }: { summary: ProgressSummary }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Adherence</CardTitle>
        <CardDescription>Meals eaten and sessions done, by week of your plan.</CardDescription>
      </CardHeader>
      <CardContent>
        {s.adherence.length === 0 ? (
          <p className="text-sm text-muted-foreground">No active plan.</p>
        ) : (
          <div className="space-y-3">
            <AdherenceChart
              weeks={s.adherence.map((a) => ({
                week: a.week,
                meals: [a.mealsEaten, a.mealsPlanned],
                sessions: [a.sessionsDone, a.sessionsPlanned],
              }))}
            />
            <p className="text-xs text-muted-foreground">Dark bars: meals. Grey bars: sessions.</p>
            <Table regionLabel="Adherence by week">
              <TableHeader>
                <TableRow>
                  <TableHead>Week</TableHead>
                  <TableHead>Meals</TableHead>
                  <TableHead>Sessions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {s.adherence.map((a) => (
                  <TableRow key={a.week} data-testid={`adherence-week-${a.week}`}>
                    <TableCell>
                      {a.week} <span className="text-muted-foreground">(from {a.weekStart})</span>
                    </TableCell>
                    <TableCell>
                      {a.mealsEaten} of {a.mealsPlanned}
                    </TableCell>
                    <TableCell>
                      {a.sessionsDone} of {a.sessionsPlanned}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
