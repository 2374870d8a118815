import { massIn, massUnit } from '@common/units';
import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/table';
import { useDeleteWeight, useWeights } from '../api/progress-api';
import { useUnitSystem } from '../lib/use-unit-system';

/** /progress without Premium: the weights logged (each can be deleted) and what Premium adds. */
export function FreeProgress() {
  const system = useUnitSystem();
  const weights = useWeights();
  const remove = useDeleteWeight();
  const list = weights.data?.weights ?? [];
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Your weights</CardTitle>
        </CardHeader>
        <CardContent>
          {list.length === 0 ? (
            <p className="text-sm text-muted-foreground">No weights logged yet.</p>
          ) : (
            <Table regionLabel="Your weights">
              <TableHeader>
                <TableRow>
                  <TableHead>Date</TableHead>
                  <TableHead>Weight ({massUnit(system)})</TableHead>
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {[...list].reverse().map((w) => (
                  <TableRow key={w.date}>
                    <TableCell>{w.date}</TableCell>
                    <TableCell>{massIn(w.weightKg, system)}</TableCell>
                    <TableCell>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => remove.mutate(w.date)}
                        aria-label={`Delete ${w.date}`}
                      >
                        Delete
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      <Card data-testid="premium-preview">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Lock aria-hidden="true" className="size-4" /> Progress tracking and analytics with Premium
          </CardTitle>
          <CardDescription>
            Premium and Doctor Verified add: your weight trend and weekly rate, body measurements, ticking off
            sets and meals on the Today screen, adherence by week, training volume and estimated 1RM per lift,
            and a weekly check-in that adjusts your calorie target and next week’s loads from what you logged,
            and says why.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link href="/subscribe">Upgrade to Premium</Link>
          </Button>
        </CardContent>
      </Card>
    </>
  );
}
