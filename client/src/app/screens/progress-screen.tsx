import {
  MEASUREMENT_KEYS,
  MEASUREMENT_NAMES,
  MEASUREMENT_RANGES,
  type MeasurementKey,
} from '@common/progress';
import {
  DEFAULT_UNIT_SYSTEM,
  lengthBound,
  lengthIn,
  lengthToCm,
  massIn,
  massUnit,
  type UnitSystem,
} from '@common/units';
import { Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { Input } from '@/components/input';
import { Label } from '@/components/label';
import { Page } from '@/components/page';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/table';
import {
  localToday,
  newClientId,
  useCheckIn,
  useDeleteWeight,
  useLogMeasurement,
  useMeasurements,
  useProgressSummary,
  useWeights,
} from '@/features/progress/api/progress-api';
import { LogsExport } from '@/features/progress/components/logs-export';
import { ProgressPhotos } from '@/features/progress/components/progress-photos';
import { AdherenceChart, SeriesChart } from '@/features/progress/components/series-chart';
import { WeightChart } from '@/features/progress/components/weight-chart';
import { WeightLogForm } from '@/features/progress/components/weight-log-form';
import { errorText } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ProgressBiomarkers } from './progress-biomarkers';

const rate = (kg: number | null, system: UnitSystem) =>
  kg === null
    ? 'weekly rate after a week of weigh-ins'
    : `${kg > 0 ? '+' : ''}${massIn(kg, system, 2)} ${massUnit(system)} a week`;

/** /progress: weight for everyone; trend, measurements, adherence, lifts and check-ins for Premium (issue 18). */
export default function ProgressScreen() {
  useDocumentTitle('Progress');
  const { hasActiveSubscription } = useAuth();
  return (
    <Page title="Progress" description="Your weight, measurements, training and how the plan adapts.">
      <div className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>Log your weight</CardTitle>
            <CardDescription>
              Once a day, ideally in the morning. Earlier days can be entered too.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <WeightLogForm />
          </CardContent>
        </Card>
        {hasActiveSubscription ? <PremiumProgress /> : <FreeProgress />}
        <ProgressBiomarkers />
        <LogsExport />
        <ProgressPhotos canAdd={hasActiveSubscription} />
      </div>
    </Page>
  );
}

/** The member's display preference for body weights and loads (the API keeps kilograms). */
function useUnitSystem(): UnitSystem {
  return useAuth().profile?.unitSystem ?? DEFAULT_UNIT_SYSTEM;
}

function FreeProgress() {
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

function PremiumProgress() {
  const system = useUnitSystem();
  const summary = useProgressSummary(true);
  const checkIn = useCheckIn();
  const s = summary.data;
  if (summary.isPending) return <p className="text-sm text-muted-foreground">Loading your progress…</p>;
  if (summary.isError || !s)
    return <Alert variant="destructive">{errorText(summary.error, 'Could not load your progress.')}</Alert>;
  const latest = checkIn.data?.checkIn ?? s.latestCheckIn;
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

      <Card>
        <CardHeader>
          <CardTitle>Weekly check-in</CardTitle>
          <CardDescription>
            Estimates what you really burn from your logged intake and weight trend, adjusts your calorie
            target within the safety limits and sets next week’s loads.
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

      <MeasurementsCard />
    </>
  );
}

/** The unit a measurement is read and typed in: % for body fat, else cm or (imperial) inches. */
const measurementUnit = (k: MeasurementKey, system: UnitSystem) =>
  k === 'bodyFatPct' ? '%' : system === 'imperial' ? 'in' : 'cm';
/** A stored measurement (cm or %) in the member's unit. */
const shownMeasurement = (k: MeasurementKey, v: number, system: UnitSystem) =>
  k === 'bodyFatPct' ? v : lengthIn(v, system);

/** A range end in the member's unit (body fat as it is), rounded inwards so it is itself accepted. */
const inward = (k: MeasurementKey, v: number, way: 'up' | 'down', system: UnitSystem) =>
  k === 'bodyFatPct' ? v : lengthBound(v, system, way);

function MeasurementsCard() {
  const system = useUnitSystem();
  const list = useMeasurements();
  const log = useLogMeasurement();
  const [values, setValues] = useState<Partial<Record<MeasurementKey, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const label = (k: MeasurementKey) => `${MEASUREMENT_NAMES[k]} (${measurementUnit(k, system)})`;
  function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const body: Record<string, number | string> = { date: localToday(), clientId: newClientId() };
    for (const k of MEASUREMENT_KEYS) {
      if (!values[k]) continue;
      const typed = Number(values[k]);
      const [min, max] = MEASUREMENT_RANGES[k];
      const stored = k === 'bodyFatPct' ? typed : lengthToCm(typed, system);
      if (!Number.isFinite(typed) || stored < min || stored > max) {
        const unit = measurementUnit(k, system);
        setError(
          `${MEASUREMENT_NAMES[k]} must be ${inward(k, min, 'up', system)}–${inward(k, max, 'down', system)} ${unit}.`,
        );
        return;
      }
      body[k] = k === 'bodyFatPct' ? Math.round(typed * 10) / 10 : stored;
    }
    log.mutate(body as never, {
      onSuccess: () => setValues({}),
      onError: (err) => setError(errorText(err, 'Could not save the measurements.')),
    });
  }
  const rows = list.data?.measurements ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Measurements</CardTitle>
        <CardDescription>Any of them, as often as you like (today’s date).</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={submit} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" noValidate>
          {MEASUREMENT_KEYS.map((k) => (
            <div key={k} className="space-y-1.5">
              <Label htmlFor={`m-${k}`}>{label(k)}</Label>
              <Input
                id={`m-${k}`}
                type="number"
                inputMode="decimal"
                step="0.1"
                value={values[k] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))}
              />
            </div>
          ))}
          <Button type="submit" className="col-span-2 sm:col-span-1" disabled={log.isPending}>
            Save measurements
          </Button>
          {error && (
            <p role="alert" className="col-span-full text-sm text-destructive">
              {error}
            </p>
          )}
        </form>
        {MEASUREMENT_KEYS.map((k) => (
          <SeriesChart
            key={k}
            label={MEASUREMENT_NAMES[k]}
            unit={measurementUnit(k, system)}
            points={rows.flatMap((r) =>
              r[k] === null ? [] : [{ date: r.date, value: shownMeasurement(k, r[k], system) }],
            )}
          />
        ))}
        {rows.length > 0 && (
          <Table regionLabel="Measurements">
            <TableHeader>
              <TableRow>
                <TableHead>Date</TableHead>
                {MEASUREMENT_KEYS.map((k) => (
                  <TableHead key={k}>{label(k)}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {[...rows].reverse().map((r) => (
                <TableRow key={r.date}>
                  <TableCell>{r.date}</TableCell>
                  {MEASUREMENT_KEYS.map((k) => (
                    <TableCell key={k}>{r[k] === null ? '—' : shownMeasurement(k, r[k], system)}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
