import type { PlanDetail } from '@common/plans';
import type { ExercisePrescription, TrainingSession } from '@common/plan';
import type { WorkoutLog, WorkoutLogBody } from '@common/progress';
import { DEFAULT_UNIT_SYSTEM, loadForDisplay, massUnit, plannedLoad, setLoadToKg } from '@common/units';
import { Check, Timer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { decimalInputProps, parseTypedNumber } from '@/lib/typed-number';
import { newClientId, queuedRequests, useWorkoutLogs } from '../api/progress-api';
import { useSyncQueue } from '@/lib/offline-sync';
import { pendingWorkout } from '@/lib/sync-queue';

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
  const value = parseTypedNumber(text);
  if (value === null) return null;
  return Math.min(10, Math.max(1, Math.round(value * 2) / 2));
}

/** Typing in a set waits this long before the session is saved again (a tick saves at once). */
const EDIT_SAVE_DELAY_MS = 800;

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
 * A day's session to tick off set by set, with a rest timer; saved through the device's sync queue. This one
 * waits for the member's logs, so a session logged earlier opens with its sets filled in (a save still waiting on
 * this device wins over the server's older copy).
 */
export function SessionLoggerLoader(props: SessionProps) {
  const logs = useWorkoutLogs(props.plan.id, props.canLog);
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
  /** Every tick is saved the moment it is made (and typing in a ticked set shortly after), so a reload or a tab
   * the phone killed loses nothing; `version` counts the edits, `immediate` marks a tick. */
  const [edit, setEdit] = useState<{ version: number; immediate: boolean } | null>(null);
  const everSaved = useRef(saved !== undefined);
  const latestRows = useRef(rows);
  latestRows.current = rows;

  useEffect(() => {
    if (!edit) return;
    const id = setTimeout(() => void save('auto'), edit.immediate ? 0 : EDIT_SAVE_DELAY_MS);
    return () => clearTimeout(id);
    // save reads the latest rows through a ref; only a new edit schedules a save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [edit]);

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
    if (canLog) setEdit((e) => ({ version: (e?.version ?? 0) + 1, immediate: 'done' in change }));
  }

  /**
   * Sends the session through the device's queue. `manual` (the button) says what happened in a toast; `auto` (a
   * tick or an edit) is quiet unless the server refuses, and also sends a session whose last tick was taken back,
   * so the server's copy matches the screen.
   */
  async function save(mode: 'manual' | 'auto' = 'manual') {
    const all = session.exercises.map((p) => ({
      exerciseId: p.exerciseId,
      sets: (latestRows.current[p.exerciseId] ?? []).map((r) => ({
        reps: Math.max(0, Math.round(parseTypedNumber(r.reps) ?? 0)),
        weightKg: Math.max(0, setLoadToKg(parseTypedNumber(r.load) ?? 0, system)),
        rpe: rpeOf(r.rpe),
        done: r.done,
      })),
    }));
    const ticked = all.filter((e) => e.sets.some((s) => s.done));
    if (mode === 'auto' && ticked.length === 0 && !everSaved.current) return;
    if (mode === 'manual' && ticked.length === 0) {
      toast.error('Nothing to save', 'Tick at least one set you did.');
      return;
    }
    const exercises = ticked.length > 0 ? ticked : all;
    if (!queue) return;
    const done = exercises.reduce((n, e) => n + e.sets.filter((s) => s.done).length, 0);
    everSaved.current = true;
    if (mode === 'manual') setSaving(true);
    const outcome = await queue.submit({
      id: newClientId(),
      ...queuedRequests.workout({ planId: plan.id, week, day: session.day, date: today, exercises }),
      label: `${session.title} (${today}): ${done} ${done === 1 ? 'set' : 'sets'} done`,
      meta: { kind: 'workout', planId: plan.id, week, day: session.day, date: today },
    });
    if (mode === 'auto') {
      if (typeof outcome === 'object') toast.error('Could not save the session', outcome.rejected);
      return;
    }
    setSaving(false);
    if (outcome === 'synced') toast.success('Session saved', 'Your sets are logged.');
    else if (outcome === 'queued')
      toast.info('Saved on this device', 'Your sets will sync when you are back online.');
    else toast.error('Could not save the session', outcome.rejected);
  }

  return (
    <div className="space-y-5">
      <div className="space-y-1">
        <p className="font-semibold">{session.title}</p>
        <p className="text-sm text-muted-foreground" data-testid="rpe-explained">
          RPE is how hard a set felt, 1–10: 10 = not one more rep, 8 = two reps left, 6 = four or more left.
          Typing it is optional; it steers your next loads.
        </p>
      </div>
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
              {p.loadKg ? ` · suggested load ${plannedLoad(p.loadKg, system)} ${unit}` : ''} · rest{' '}
              {p.restSec} s
            </span>
          </legend>
          {!p.loadKg && p.loadGuide && <p className="text-sm text-muted-foreground">{p.loadGuide}</p>}
          {/* Column labels for sighted members; each input also names its set and column for screen readers. */}
          <div
            aria-hidden="true"
            className="grid grid-cols-[auto_1fr_1fr_1fr_auto] gap-2 text-xs font-medium text-muted-foreground"
          >
            <span className="w-12">Set</span>
            <span>Reps</span>
            <span>Load ({unit})</span>
            <span>RPE</span>
            <span className="w-10 text-center">Done</span>
          </div>
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
                {...decimalInputProps}
                placeholder={unit}
                value={r.load}
                disabled={!canLog}
                onChange={(e) => update(p.exerciseId, i, { load: e.target.value })}
              />
              <Input
                aria-label={`${p.name} set ${i + 1} RPE (effort 1–10, optional)`}
                className="px-2"
                {...decimalInputProps}
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
            {saving ? 'Saving…' : 'Save session'}
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
