import type { PlanDetail } from '@common/plans';
import type { ExercisePrescription, TrainingSession } from '@common/plan';
import type { MealLog, MealStatus, WorkoutLog, WorkoutLogBody } from '@common/progress';
import { DEFAULT_UNIT_SYSTEM, loadForDisplay, massUnit, plannedLoad, setLoadToKg } from '@common/units';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { Input } from '@/components/input';
import { NativeSelect } from '@/components/native-select';
import { Page } from '@/components/page';
import { useActivePlan, usePlan } from '@/features/plans/api/plans-api';
import {
  localToday,
  newClientId,
  progressKeys,
  useMealLogs,
  useWorkoutLogs,
} from '@/features/progress/api/progress-api';
import { WeightLogForm } from '@/features/progress/components/weight-log-form';
import { useSyncQueue } from '@/features/progress/offline/offline-sync';
import { pendingMeal, pendingWorkout } from '@/features/progress/offline/sync-queue';
import { SyncStatus } from '@/features/progress/offline/sync-status';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';

const DAY = 86_400_000;

/** Where today falls in the plan: week (1…) and day of the plan week (1–7), or null outside it. */
function planPosition(plan: PlanDetail, today: string): { week: number; day: number } | null {
  const offset = Math.round((Date.parse(today) - Date.parse(plan.startsAt.slice(0, 10))) / DAY);
  if (offset < 0) return null;
  const week = Math.floor(offset / 7) + 1;
  if (week > plan.content.training.weeks.length) return null;
  return { week, day: (offset % 7) + 1 };
}

/**
 * /today: the active plan's session and meals of the day to tick off, the weight, and a rest timer (issue 18).
 * Sets and meals go through the device's sync queue: logged offline at the gym, they are sent when back online.
 */
export default function TodayScreen() {
  useDocumentTitle('Today');
  const { hasActiveSubscription } = useAuth();
  const active = useActivePlan();
  const planId = active.data?.plan?.id ?? null;
  const detail = usePlan(planId ?? '');
  const today = localToday();
  return (
    <Page title="Today" description={today}>
      <div className="space-y-6">
        {hasActiveSubscription && <SyncStatus />}
        {!hasActiveSubscription && (
          <Alert variant="info" title="Ticking off sets and meals is part of Premium">
            You can log your weight below.{' '}
            <Link href="/subscribe" className="font-semibold underline">
              Upgrade
            </Link>{' '}
            to log your sets and meals and see your progress.
          </Alert>
        )}
        {active.isPending ? (
          <p className="text-sm text-muted-foreground">Loading your plan…</p>
        ) : !planId ? (
          <Alert title="No active plan">
            Generate a plan on your{' '}
            <Link href="/dashboard" className="font-semibold underline">
              dashboard
            </Link>{' '}
            to see today’s meals and training here.
          </Alert>
        ) : detail.data ? (
          <TodayPlan plan={detail.data.plan} today={today} canLog={hasActiveSubscription} />
        ) : (
          <p className="text-sm text-muted-foreground">Loading your plan…</p>
        )}
        <Card>
          <CardHeader>
            <CardTitle>Weight</CardTitle>
          </CardHeader>
          <CardContent>
            <WeightLogForm />
          </CardContent>
        </Card>
      </div>
    </Page>
  );
}

function TodayPlan({ plan, today, canLog }: { plan: PlanDetail; today: string; canLog: boolean }) {
  const pos = planPosition(plan, today);
  const session =
    pos &&
    plan.content.training.weeks.find((w) => w.week === pos.week)?.sessions.find((s) => s.day === pos.day);
  const day = plan.content.days.find((d) => d.date === today);
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Training</CardTitle>
          <CardDescription>
            {pos ? `Week ${pos.week}, day ${pos.day} of your plan` : 'Today is outside your plan’s dates.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {session && session.exercises.length > 0 && pos ? (
            <SessionLoggerLoader
              plan={plan}
              session={session}
              week={pos.week}
              today={today}
              canLog={canLog}
            />
          ) : session ? (
            <p>
              {session.title}
              {session.cardio ? `: ${session.cardio.description}` : ''}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">Rest day: no session planned today.</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Meals</CardTitle>
        </CardHeader>
        <CardContent>
          {day ? (
            <MealList plan={plan} meals={day.meals} today={today} canLog={canLog} />
          ) : (
            <p className="text-sm text-muted-foreground">No meals planned for today.</p>
          )}
        </CardContent>
      </Card>
    </>
  );
}

interface SetRow {
  reps: string;
  /** As typed, in the member's unit (kg, or lb for imperial profiles); kilograms go to the API. */
  load: string;
  /** Effort 1–10 (optional): a set at RPE 9.5 or more deloads the exercise at the next check-in. */
  rpe: string;
  done: boolean;
}

/** The RPE typed, to the API's half steps within 1–10; blank or unreadable: none. */
function rpeOf(text: string): number | null {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) return null;
  return Math.min(10, Math.max(1, Math.round(value * 2) / 2));
}

function topReps(p: ExercisePrescription): string {
  const m = /(\d+)\s*(?:[–-]\s*(\d+))?/.exec(p.reps);
  return m ? (m[2] ?? m[1]!) : '';
}

interface SessionProps {
  plan: PlanDetail;
  session: TrainingSession;
  week: number;
  today: string;
  canLog: boolean;
}

/**
 * Waits for the member's logs, so a session logged earlier opens with its sets filled in (a save still waiting on
 * this device wins over the server's older copy).
 */
function SessionLoggerLoader(props: SessionProps) {
  const logs = useWorkoutLogs(props.canLog);
  const { snapshot } = useSyncQueue();
  if (props.canLog && logs.isPending) return <p className="text-sm text-muted-foreground">Loading…</p>;
  const saved = logs.data?.logs.find(
    (l) => l.planId === props.plan.id && l.week === props.week && l.day === props.session.day,
  );
  const waiting = pendingWorkout(snapshot, props.plan.id, props.week, props.session.day);
  return (
    <SessionLogger
      // One logger per session for the whole visit: sets ticked after a save (or while it syncs) stay on screen.
      key={`${props.plan.id}:${props.week}:${props.session.day}`}
      {...props}
      saved={(waiting?.body as WorkoutLogBody | undefined) ?? saved}
      waiting={waiting !== undefined}
    />
  );
}

function SessionLogger({
  plan,
  session,
  week,
  today,
  canLog,
  saved,
  waiting,
}: SessionProps & { saved: WorkoutLog | WorkoutLogBody | undefined; waiting: boolean }) {
  const system = useAuth().profile?.unitSystem ?? DEFAULT_UNIT_SYSTEM;
  const unit = massUnit(system);
  const [rows, setRows] = useState<Record<string, SetRow[]>>(() =>
    Object.fromEntries(
      session.exercises.map((p) => [
        p.exerciseId,
        saved?.exercises
          .find((e) => e.exerciseId === p.exerciseId)
          ?.sets.map((s) => ({
            reps: String(s.reps),
            load: String(loadForDisplay(s.weightKg, system)),
            rpe: s.rpe == null ? '' : String(s.rpe),
            done: s.done,
          })) ??
          Array.from({ length: p.sets }, () => ({
            reps: topReps(p),
            load: p.loadKg ? String(plannedLoad(p.loadKg, system)) : '',
            rpe: '',
            done: false,
          })),
      ]),
    ),
  );
  const [rest, setRest] = useState<{ left: number; total: number } | null>(null);
  const [saving, setSaving] = useState(false);
  const { queue } = useSyncQueue();

  useEffect(() => {
    if (!rest || rest.left <= 0) return;
    const id = setTimeout(() => setRest((r) => (r ? { ...r, left: r.left - 1 } : r)), 1000);
    return () => clearTimeout(id);
  }, [rest]);

  function update(exerciseId: string, i: number, change: Partial<SetRow>, restSec?: number) {
    setRows((prev) => ({
      ...prev,
      [exerciseId]: prev[exerciseId]!.map((r, j) => (j === i ? { ...r, ...change } : r)),
    }));
    if (change.done && restSec) setRest({ left: restSec, total: restSec });
  }

  async function save() {
    const exercises = session.exercises
      .map((p) => ({
        exerciseId: p.exerciseId,
        sets: (rows[p.exerciseId] ?? []).map((r) => ({
          reps: Math.max(0, Math.round(Number(r.reps) || 0)),
          weightKg: Math.max(0, setLoadToKg(Number(r.load) || 0, system)),
          rpe: rpeOf(r.rpe),
          done: r.done,
        })),
      }))
      .filter((e) => e.sets.some((s) => s.done));
    if (exercises.length === 0) {
      toast.error('Nothing to save', 'Tick at least one set you did.');
      return;
    }
    if (!queue) return;
    const done = exercises.reduce((n, e) => n + e.sets.filter((s) => s.done).length, 0);
    setSaving(true);
    const outcome = await queue.submit({
      id: newClientId(),
      method: 'POST',
      url: '/api/workouts/logs',
      body: { planId: plan.id, week, day: session.day, date: today, exercises } satisfies WorkoutLogBody,
      label: `${session.title} (${today}): ${done} ${done === 1 ? 'set' : 'sets'} done`,
      meta: { kind: 'workout', planId: plan.id, week, day: session.day, date: today },
    });
    setSaving(false);
    if (outcome === 'synced') toast.success('Session saved', 'Your sets are logged.');
    else if (outcome === 'queued')
      toast.info('Saved on this device', 'Your sets will sync when you are back online.');
    else toast.error('Could not save the session', outcome.rejected);
  }

  return (
    <div className="space-y-5">
      <p className="font-semibold">{session.title}</p>
      {rest && (
        <div
          className="sticky top-2 z-10 flex items-center justify-between gap-3 rounded-lg border bg-background p-3 shadow-sm"
          role="timer"
          aria-live="polite"
          data-testid="rest-timer"
        >
          <span className="flex items-center gap-2">
            <Timer aria-hidden="true" className="size-4" />
            {rest.left > 0
              ? `Rest ${Math.floor(rest.left / 60)}:${String(rest.left % 60).padStart(2, '0')}`
              : 'Rest over: next set'}
          </span>
          <Button variant="ghost" size="sm" onClick={() => setRest(null)}>
            Dismiss
          </Button>
        </div>
      )}
      {session.exercises.map((p) => (
        <fieldset key={p.exerciseId} className="space-y-2" data-testid={`exercise-${p.exerciseId}`}>
          <legend className="font-medium">
            {p.name}{' '}
            <span className="text-sm font-normal text-muted-foreground">
              {p.sets} × {p.reps} · {p.intensity.split(':')[0]}
              {p.loadKg ? ` · ${plannedLoad(p.loadKg, system)} ${unit}` : ''} · rest {p.restSec} s
            </span>
          </legend>
          {(rows[p.exerciseId] ?? []).map((r, i) => (
            <div key={i} className="grid grid-cols-[auto_1fr_1fr_1fr_auto] items-center gap-2">
              <span className="w-12 text-sm text-muted-foreground">Set {i + 1}</span>
              <Input
                aria-label={`${p.name} set ${i + 1} reps`}
                className="px-2"
                type="number"
                inputMode="numeric"
                min={0}
                value={r.reps}
                disabled={!canLog}
                onChange={(e) => update(p.exerciseId, i, { reps: e.target.value })}
              />
              <Input
                aria-label={`${p.name} set ${i + 1} ${unit}`}
                className="px-2"
                type="number"
                inputMode="decimal"
                step={unit === 'lb' ? '0.25' : '0.5'}
                min={0}
                placeholder={unit}
                value={r.load}
                disabled={!canLog}
                onChange={(e) => update(p.exerciseId, i, { load: e.target.value })}
              />
              <Input
                aria-label={`${p.name} set ${i + 1} RPE (effort 1–10, optional)`}
                className="px-2"
                type="number"
                inputMode="decimal"
                step="0.5"
                min={1}
                max={10}
                placeholder="RPE"
                value={r.rpe}
                disabled={!canLog}
                onChange={(e) => update(p.exerciseId, i, { rpe: e.target.value })}
              />
              <Button
                variant={r.done ? 'default' : 'outline'}
                size="icon"
                aria-pressed={r.done}
                aria-label={`${p.name} set ${i + 1} done`}
                disabled={!canLog}
                onClick={() => update(p.exerciseId, i, { done: !r.done }, p.restSec)}
              >
                <Check aria-hidden="true" />
              </Button>
            </div>
          ))}
        </fieldset>
      ))}
      {canLog && (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => void save()} disabled={saving} className="w-full sm:w-auto">
            {saving ? 'Saving…' : saved ? 'Update session' : 'Save session'}
          </Button>
          {waiting && (
            <span className="text-sm text-warning" data-testid="session-waiting">
              Saved on this device, waiting to sync
            </span>
          )}
        </div>
      )}
    </div>
  );
}

const STATUS_LABELS: Record<MealStatus, string> = { eaten: 'Eaten', skipped: 'Skipped', swapped: 'Swapped' };
/** Shares of the planned meal a member picks from (the API takes 0–3). */
const PORTIONS: readonly (readonly [number, string])[] = [
  [0.5, 'Half portion'],
  [0.75, '¾ portion'],
  [1, 'As planned'],
  [1.25, '1¼ portions'],
  [1.5, '1½ portions'],
  [2, 'Double portion'],
];

function MealList({
  plan,
  meals,
  today,
  canLog,
}: {
  plan: PlanDetail;
  meals: PlanDetail['content']['days'][number]['meals'];
  today: string;
  canLog: boolean;
}) {
  const logs = useMealLogs(plan.id, canLog);
  const { queue, snapshot } = useSyncQueue();
  const queryClient = useQueryClient();
  const logged = (slot: string) => logs.data?.meals.find((m) => m.date === today && m.slot === slot);
  const loggedStatus = (slot: string): MealLog['status'] | undefined => logged(slot)?.status;
  // The share of the planned portion eaten, per slot (kept until the page closes; the log holds the sent one).
  const [portions, setPortions] = useState<Record<string, number>>({});
  const portionOf = (slot: string) => portions[slot] ?? logged(slot)?.portion ?? 1;

  async function logMeal(slot: MealLog['slot'], status: MealStatus, portion = portionOf(slot)) {
    if (!queue) return;
    // Shown as logged at once; the list reloads from the server once the change is sent (or refused).
    const key = progressKeys.meals(plan.id);
    queryClient.setQueryData<{ meals: MealLog[] }>(key, (old) =>
      old
        ? {
            meals: [
              ...old.meals.filter((x) => !(x.date === today && x.slot === slot)),
              { planId: plan.id, date: today, slot, status, portion, kcal: 0 },
            ],
          }
        : old,
    );
    const outcome = await queue.submit({
      id: newClientId(),
      method: 'PUT',
      url: `/api/plans/${encodeURIComponent(plan.id)}/meals`,
      body: { date: today, slot, status, portion },
      label: `${slot[0]!.toUpperCase()}${slot.slice(1)} (${today}): ${STATUS_LABELS[status].toLowerCase()}`,
      meta: { kind: 'meal', planId: plan.id, date: today, slot, status },
    });
    if (typeof outcome === 'object') {
      toast.error('Could not log the meal', outcome.rejected);
      void queryClient.invalidateQueries({ queryKey: key });
    }
  }

  return (
    <ul className="divide-y">
      {meals.map((m) => {
        // A tap still waiting on this device shows at once, over what the server last answered.
        const waiting = pendingMeal(snapshot, plan.id, today, m.slot);
        const current =
          (waiting?.meta.kind === 'meal' ? waiting.meta.status : undefined) ?? loggedStatus(m.slot);
        return (
          <li key={m.slot} className="space-y-2 py-3" data-testid={`meal-${m.slot}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span>
                <span className="text-sm capitalize text-muted-foreground">{m.slot}</span>{' '}
                <span className="font-medium">{m.name}</span>
              </span>
              <span className="text-sm text-muted-foreground">
                {Math.round(m.totals.kcal)} kcal
                {waiting && <span className="text-warning"> · waiting to sync</span>}
              </span>
            </div>
            {canLog && (
              <div className="flex flex-wrap gap-2" role="group" aria-label={`${m.slot}: what happened`}>
                {(['eaten', 'skipped', 'swapped'] as const).map((status) => (
                  <Button
                    key={status}
                    size="sm"
                    variant={current === status ? 'default' : 'outline'}
                    aria-pressed={current === status}
                    onClick={() => void logMeal(m.slot, status)}
                  >
                    {STATUS_LABELS[status]}
                  </Button>
                ))}
                <NativeSelect
                  aria-label={`${m.slot}: portion eaten`}
                  containerClassName="w-36"
                  value={String(portionOf(m.slot))}
                  onChange={(e) => {
                    const portion = Number(e.target.value);
                    setPortions((prev) => ({ ...prev, [m.slot]: portion }));
                    // Already ticked as eaten or swapped: the log follows the new portion.
                    if (current === 'eaten' || current === 'swapped') void logMeal(m.slot, current, portion);
                  }}
                >
                  {PORTIONS.map(([value, label]) => (
                    <option key={value} value={String(value)}>
                      {label}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
