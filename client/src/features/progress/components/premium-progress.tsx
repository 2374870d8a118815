import { massIn, massUnit, type UnitSystem } from '@common/units';
import { Alert } from '@/components/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { errorText } from '@/lib/api';
import { useProgressSummary } from '../api/progress-api';
import { useUnitSystem } from '../lib/use-unit-system';
import { ActivityCard } from './activity-card';
import { AdherenceCard } from './adherence-card';
import { CheckInCard } from './check-in-card';
import { LiftsCard } from './lifts-card';
import { MeasurementsCard } from './measurements-card';
import { OutcomesCard } from './outcomes-card';
import { WeightChart } from './weight-chart';

const rate = (kg: number | null, system: UnitSystem) =>
  kg === null
    ? 'weekly rate after a week of weigh-ins'
    : `${kg > 0 ? '+' : ''}${massIn(kg, system, 2)} ${massUnit(system)} a week`;

/** /progress with Premium (`showEnergy`: the active plan shows energy numbers): the weight trend, the weekly check-in, adherence, did it work, lifts and measurements. */
export function PremiumProgress({ showEnergy }: { showEnergy: boolean }) {
  const system = useUnitSystem();
  const summary = useProgressSummary(true);
  const s = summary.data;
  if (summary.isPending) return <p className="text-sm text-muted-foreground">Loading your progress…</p>;
  if (summary.isError || !s)
    return <Alert variant="destructive">{errorText(summary.error, 'Could not load your progress.')}</Alert>;
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Weight</CardTitle>
          <CardDescription>
            Trend {s.latestTrendKg === null ? '—' : `${massIn(s.latestTrendKg, system)} ${massUnit(system)}`}{' '}
            · <span data-testid="weekly-rate">{rate(s.weeklyRateKg, system)}</span>
            {s.plan && <> · {s.plan.daysLeft} days left in your plan</>}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <WeightChart points={s.weights} weeklyRateKg={s.weeklyRateKg} imperial={system === 'imperial'} />
        </CardContent>
      </Card>

      <CheckInCard summary={s} />
      <AdherenceCard summary={s} />
      <OutcomesCard />
      <LiftsCard summary={s} />
      <MeasurementsCard />
      <ActivityCard showEnergy={showEnergy} />
    </>
  );
}
