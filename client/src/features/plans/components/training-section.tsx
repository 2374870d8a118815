/**
 * The training tab: the programme overview (where the member trains, their goals, notes), each week's sessions
 * as stacked exercise rows that never widen a phone screen, an exercise's instructions in a dialog, and the
 * calendar export.
 */
import type { ExercisePrescription, PlanContent, TrainingSession } from '@common/plan';
import { CalendarPlus, Info } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/dialog';
import { Skeleton } from '@/components/skeleton';
import { errorText } from '@/lib/api';
import { downloadFile, fileUrl } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useExercise } from '../api/plans-api';
import { PlanPicker } from './plan-picker';

type Training = PlanContent['training'];

/** Older plans (before sessionsText): every session without exercises counted as a walk. */
function sessionCounts(training: Training): string {
  const week = training.weeks[0];
  if (!week) return '';
  const workouts = week.sessions.filter((s) => s.exercises.length > 0).length;
  const walks = week.sessions.length - workouts;
  return `${workouts} workout${workouts === 1 ? '' : 's'}${walks ? ` and ${walks} walk${walks === 1 ? '' : 's'}` : ''} a week`;
}

function accessText(access: NonNullable<Training['access']>): string {
  if (access.assumed) return 'Planned for a gym without a pool (set where you train in your profile).';
  const kit = access.equipment.length ? access.equipment.join(', ').replace(/-/g, ' ') : 'no equipment';
  return `Planned for ${access.place === 'gym' ? 'a gym' : `home with ${kit}`}${access.pool ? ' and a pool' : ''}.`;
}

function ExerciseRow({ e, onOpen }: { e: ExercisePrescription; onOpen: (id: string) => void }) {
  return (
    <li className="break-inside-avoid border-b border-border py-2 last:border-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <button
          type="button"
          className="min-h-11 text-left font-medium text-primary underline-offset-4 hover:underline print:min-h-0 print:text-foreground"
          onClick={() => onOpen(e.exerciseId)}
          aria-label={`${e.name}: how to do it`}
        >
          {e.name}
          <Info className="ml-1 inline size-3.5 align-baseline print:hidden" aria-hidden="true" />
        </button>
        <span className="whitespace-nowrap text-sm tabular-nums">
          {e.sets} × {e.reps} · rest {e.restSec} s{e.loadKg != null && <strong> · {e.loadKg} kg</strong>}
        </span>
      </div>
      <p className="text-sm text-muted-foreground">{e.intensity}</p>
      {e.notes && <p className="text-xs text-muted-foreground">{e.notes}</p>}
      {e.loadKg == null && e.loadGuide && (
        <details className="text-xs text-muted-foreground">
          <summary className="cursor-pointer py-1">Starting weight</summary>
          <p>{e.loadGuide}</p>
        </details>
      )}
    </li>
  );
}

function SessionCard({ session, onOpen }: { session: TrainingSession; onOpen: (id: string) => void }) {
  return (
    <Card className="min-w-0 break-inside-avoid">
      <CardHeader className="pb-3">
        <CardTitle className="text-base">
          Day {session.day}: {session.title}
        </CardTitle>
        <CardDescription>
          About {session.durationMin} min
          {session.cardioMinutes > 0 && ` · ${session.cardioMinutes} min cardio`}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {session.warmUp.length > 0 && (
          <p>
            <span className="font-semibold">Warm-up:</span>{' '}
            {session.warmUp.map((s) => `${s.name} (${s.minutes} min)`).join(', ')}
          </p>
        )}
        {session.exercises.length > 0 && (
          <ul aria-label={`Exercises for day ${session.day}`}>
            {session.exercises.map((e) => (
              <ExerciseRow key={e.exerciseId} e={e} onOpen={onOpen} />
            ))}
          </ul>
        )}
        {session.cardio && (
          <p>
            <span className="font-semibold">Cardio:</span> {session.cardio.activity}, {session.cardioMinutes}{' '}
            min at {session.cardio.intensity} intensity — {session.cardio.description}
          </p>
        )}
        {session.coolDown.length > 0 && (
          <p>
            <span className="font-semibold">Cool-down:</span>{' '}
            {session.coolDown.map((s) => `${s.name} (${s.minutes} min)`).join(', ')}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function ListBlock({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h3 className="font-semibold">{title}</h3>
      <ul className="list-disc space-y-1 pl-5">
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    </section>
  );
}

function ExerciseDialog({ id, onChange }: { id: string | null; onChange: (id: string | null) => void }) {
  const { data, error, isPending } = useExercise(id);
  const e = data?.exercise;
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onChange(null)}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{e?.name ?? 'Exercise'}</DialogTitle>
          <DialogDescription>
            {e
              ? `${e.muscles.join(', ')}${e.secondaryMuscles.length ? ` (also ${e.secondaryMuscles.join(', ')})` : ''} · ${e.equipment.length ? e.equipment.join(', ').replace(/-/g, ' ') : 'no equipment'}`
              : 'How to do it'}
          </DialogDescription>
        </DialogHeader>
        {isPending && id !== null && <Skeleton className="h-48" />}
        {error && <Alert variant="destructive">{errorText(error, 'Could not load this exercise.')}</Alert>}
        {e && (
          <div className="grid gap-4 text-sm sm:grid-cols-[10rem_1fr]">
            <img
              src={e.illustrationUrl}
              alt={`Illustration: ${e.name}`}
              width={160}
              height={160}
              className="mx-auto size-40 rounded-lg border border-border bg-white"
            />
            <div className="min-w-0 space-y-4">
              <section>
                <h3 className="font-semibold">How to do it</h3>
                <ol className="list-decimal space-y-1 pl-5">
                  {e.instructions.map((i) => (
                    <li key={i}>{i}</li>
                  ))}
                </ol>
              </section>
              <ListBlock title="Cues" items={e.cues} />
              <ListBlock title="Common mistakes" items={e.mistakes} />
              {(e.regressions.length > 0 || e.progressions.length > 0) && (
                <section className="space-y-2">
                  {(
                    [
                      ['Easier', e.regressions],
                      ['Harder', e.progressions],
                    ] as const
                  ).map(([label, list]) =>
                    list.length ? (
                      <p key={label} className="flex flex-wrap items-center gap-2">
                        <span className="font-semibold">{label}:</span>
                        {list.map((v) => (
                          <Button key={v.id} variant="outline" size="sm" onClick={() => onChange(v.id)}>
                            {v.name}
                          </Button>
                        ))}
                      </p>
                    ) : null,
                  )}
                </section>
              )}
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CalendarExport({ planId }: { planId: string }) {
  const [time, setTime] = useState('07:00');
  const [meals, setMeals] = useState(false);
  const [busy, setBusy] = useState(false);
  async function exportIcs() {
    setBusy(true);
    try {
      const url = fileUrl('/api/plans/:id/calendar.ics', {
        params: { id: planId },
        query: { time, meals: meals ? 'true' : 'false' },
      });
      await downloadFile(url, 'vitalplan.ics');
    } catch (err) {
      toast.error('Export failed', errorText(err, 'Could not export the calendar.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-wrap items-end gap-3" data-print-hidden>
      <label className="grid gap-1 text-sm">
        <span className="font-medium">Training time</span>
        <input
          type="time"
          value={time}
          onChange={(ev) => setTime(ev.target.value || '07:00')}
          className="min-h-11 rounded-md border border-input bg-background px-3"
        />
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4"
          checked={meals}
          onChange={(ev) => setMeals(ev.target.checked)}
        />
        Include meal times
      </label>
      <Button variant="outline" onClick={exportIcs} disabled={busy}>
        <CalendarPlus /> Add to calendar (.ics)
      </Button>
    </div>
  );
}

export function TrainingSection({
  training,
  planId,
  currentWeek,
}: {
  training: Training;
  planId: string;
  /** The plan week today falls in (shown first), when the plan is running. */
  currentWeek?: number;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const [week, setWeek] = useState<number | null>(null);
  const shownWeek = week ?? currentWeek ?? training.weeks[0]?.week ?? 1;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Training programme</CardTitle>
          <CardDescription>
            {training.goal} · {training.levelLabel ?? training.level} ·{' '}
            {training.sessionsText ? `${training.sessionsText} a week` : sessionCounts(training)}
            {training.heartRate &&
              ` · moderate effort ${training.heartRate.moderateBpm[0]}–${training.heartRate.moderateBpm[1]} bpm${training.heartRate.reliable ? '' : ' (use effort, not heart rate — see notes)'}`}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-2 text-sm">
          {training.access && <p>{accessText(training.access)}</p>}
          {training.goalsUsed?.map((g) => (
            <p key={g.goal}>
              Your goal “{g.goal}”: {g.how}.
            </p>
          ))}
          {(training.goalsNotUsed?.length ?? 0) > 0 && (
            <p className="text-muted-foreground">
              Goals not used in the training plan: {training.goalsNotUsed?.join(', ')}.
            </p>
          )}
          {training.notes.map((n) => (
            <p key={n}>{n}</p>
          ))}
          {training.excludedTags.map((x) => (
            <p key={x.tag} className="text-muted-foreground">
              Left out: {x.tag.replace(/-/g, ' ')} exercises — {x.reason}
            </p>
          ))}
          <CalendarExport planId={planId} />
        </CardContent>
      </Card>
      <PlanPicker
        label="Week of training"
        options={training.weeks.map((w) => ({ value: w.week, label: `Week ${w.week}` }))}
        value={shownWeek}
        onChange={setWeek}
      />
      {training.weeks.map((week) => (
        <section
          key={week.week}
          className={week.week === shownWeek ? 'space-y-3' : 'hidden space-y-3 print:block'}
          aria-labelledby={`week-${week.week}`}
        >
          <h3 id={`week-${week.week}`} className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            Week {week.week}: {week.focus}
            {week.deload && <Badge variant="info">Lighter week</Badge>}
            {week.loadChangePct !== 0 && (
              <Badge variant="neutral">
                Load {week.loadChangePct > 0 ? '+' : ''}
                {week.loadChangePct}%
              </Badge>
            )}
          </h3>
          <p className="text-sm text-muted-foreground">
            {week.aerobicModerateEquivalentMin} min moderate-equivalent aerobic activity · strength on{' '}
            {week.strengthDays} days
          </p>
          <div className="grid gap-4 lg:grid-cols-2 print:block print:space-y-3">
            {week.sessions.map((s) => (
              <SessionCard key={s.day} session={s} onOpen={setOpen} />
            ))}
          </div>
        </section>
      ))}
      <ExerciseDialog id={open} onChange={setOpen} />
    </div>
  );
}
