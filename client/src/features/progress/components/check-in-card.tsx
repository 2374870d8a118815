import type { CheckIn, ProgressSummary } from '@common/progress';
import { Link } from 'wouter';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { errorText } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useCheckIn } from '../api/progress-api';
import { CheckInRedFlags } from './check-in-red-flags';

/** The weekly check-in: run it, and read the latest one's new calorie target, reasons and plan version. */
export function CheckInCard({ summary: s }: { summary: ProgressSummary }) {
  const checkIn = useCheckIn();
  const latest: CheckIn | null = checkIn.data?.checkIn ?? s.latestCheckIn;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Weekly check-in</CardTitle>
        <CardDescription>
          Estimates what you really burn from your logged intake and weight trend, adjusts your calorie target
          within the safety limits and sets next week’s loads.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Button
          onClick={() =>
            checkIn.mutate(undefined, {
              onError: (e) => toast.error('Check-in failed', errorText(e, 'Please try again.')),
            })
          }
          disabled={checkIn.isPending}
        >
          {checkIn.isPending ? 'Checking in…' : 'Run weekly check-in'}
        </Button>
        {latest && (
          <div className="space-y-2" data-testid="check-in">
            <CheckInRedFlags checkIn={latest} />
            {latest.newTargetKcal !== null && (
              <p className="font-semibold">
                Calorie target: {latest.previousTargetKcal} → {latest.newTargetKcal} kcal a day
                {latest.tdeeKcal !== null && <> (estimated expenditure {latest.tdeeKcal} kcal)</>}
              </p>
            )}
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {latest.explanation.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {latest.planVersion != null && s.plan && (
              <p className="text-sm">
                <Link href={`/plans/${s.plan.id}`} className="font-medium underline">
                  See version {latest.planVersion} of your plan
                </Link>
              </p>
            )}
            {latest.missing.length > 0 && (
              <Alert variant="info" title="What is missing">
                <ul className="list-disc pl-5">
                  {latest.missing.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              </Alert>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
