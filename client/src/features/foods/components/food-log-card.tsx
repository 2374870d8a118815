/**
 * What was eaten today beside the plan (issue 35): the day's logged foods by meal, the totals against the plan's
 * targets and the member's ceilings (saturated fat, sodium, potassium), and the "Log food" dialog.
 * A plan that hides numbers (eating-disorder history) shows the foods only. Logs and removals go through the
 * device's sync queue: one made offline shows here at once as "waiting to sync" (not in the totals, which are the
 * server's) and is sent once when back online. docs/product.md#food-log
 */
import type { FoodLogDay } from '@common/foods';
import type { MealSlot } from '@common/plan';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { LoadFailed } from '@/components/load-failed';
import { pendingFoodRemovals, pendingFoods } from '@/lib/sync-queue';
import { toast } from '@/lib/toast';
import { useFoodDay, useFoodOutbox } from '../api/foods-api';
import { mealLabel, type MealChoice } from '../lib/meal-choice';
import { CopyYesterday } from './copy-yesterday';
import { LogFoodDialog } from './log-food-dialog';

const r = Math.round;

function Totals({ day }: { day: FoodLogDay }) {
  const { totals: t, targets } = day;
  const rows: [string, string, boolean][] = [
    ['Energy', `${r(t.kcal)}${targets ? ` / ${targets.calories}` : ''} kcal`, false],
    ['Protein', `${r(t.proteinG)}${targets ? ` / ${targets.proteinG}` : ''} g`, false],
    ['Carbs · fat · fibre', `${r(t.carbsG)} · ${r(t.fatG)} · ${r(t.fiberG)} g`, false],
    [
      'Saturated fat',
      `${r(t.saturatedFatG)}${targets ? ` (limit ${targets.saturatedFatMaxG})` : ''} g`,
      day.over.includes('saturatedFat'),
    ],
    [
      'Sodium',
      `${r(t.sodiumMg)}${targets?.sodiumMaxMg ? ` (limit ${targets.sodiumMaxMg})` : ''} mg`,
      day.over.includes('sodium'),
    ],
    [
      'Potassium',
      `${r(t.potassiumMg)}${targets?.potassiumMaxMg ? ` (limit ${targets.potassiumMaxMg})` : ''} mg`,
      day.over.includes('potassium'),
    ],
  ];
  const unknown = Object.values(t.unknownIn).some((n) => n > 0);
  return (
    <div className="space-y-1">
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm tabular-nums">
        {rows.map(([label, value, over]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className={over ? 'font-semibold text-destructive' : undefined}>
              {value}
              {over ? ' · over your limit' : ''}
            </dd>
          </div>
        ))}
      </dl>
      {unknown && (
        <p className="text-xs text-muted-foreground">
          Some entries do not know every nutrient (quick adds, foods without a value): those totals are at
          least this.
        </p>
      )}
    </div>
  );
}

/**
 * `planShowsNumbers`: the running plan's rule when the screen knows it (null while unknown). Until the day's log
 * answers (offline, a day not kept on the device) that rule decides, and an unknown rule hides the numbers: a
 * member whose plan hides them must never see kcal because a request failed.
 */
export function FoodLogCard({
  today,
  planShowsNumbers,
  planned,
  logFor: logForProp,
  onLogFor,
}: {
  today: string;
  planShowsNumbers: boolean | null;
  /** Today's planned meals (each of two snacks its own choice in the dialog). */
  planned?: readonly { slot: MealSlot }[];
  /** The dialog, when /today owns it: closed (null), opened from this card ('any') or from a planned meal. */
  logFor?: MealChoice | 'any' | null;
  onLogFor?: (to: MealChoice | 'any' | null) => void;
}) {
  const [ownLogFor, setOwnLogFor] = useState<MealChoice | 'any' | null>(null);
  const logFor = onLogFor ? (logForProp ?? null) : ownLogFor;
  const setLogFor = onLogFor ?? setOwnLogFor;
  const day = useFoodDay(today);
  const outbox = useFoodOutbox();
  const numbers = day.data ? !day.data.numbersHidden : planShowsNumbers === true;
  const removing = pendingFoodRemovals(outbox.snapshot);
  const logged = (day.data?.entries ?? []).filter((e) => !removing.has(e.id));
  const waiting = pendingFoods(outbox.snapshot, today);

  async function remove(entry: { id: string; date: string; name: string }, isWaiting: boolean) {
    const outcome = await outbox.remove(entry, isWaiting);
    if (typeof outcome === 'object') toast.error('Could not remove it', outcome.rejected);
  }

  const rows = [
    ...logged.map((e) => ({
      id: e.id,
      name: e.name,
      text: `${mealLabel(e.slot, e.slotIndex)}: ${e.name}${e.amount !== null && e.measureLabel ? ` · ${e.amount} × ${e.measureLabel}` : ''}`,
      kcal: e.nutrients.kcal as number | null,
      waiting: false,
    })),
    ...waiting.map((w) => ({ id: w.id, name: w.text, text: w.text, kcal: w.kcal, waiting: true })),
  ];
  return (
    <Card data-testid="food-log-card">
      <CardHeader>
        <CardTitle>What you ate</CardTitle>
        <CardDescription>
          Log what you really ate, on plan or off it. Food logged in a meal replaces that meal’s tick in your
          check-in, so a meal is never counted twice.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {day.isError && waiting.length === 0 ? (
          <LoadFailed
            title="Could not load today’s food log"
            error={day.error}
            onRetry={() => void day.refetch()}
            retrying={day.isRefetching}
          />
        ) : day.data || waiting.length > 0 ? (
          <>
            {rows.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nothing logged yet today.</p>
            ) : (
              <ul className="divide-y" aria-label="Logged foods">
                {rows.map((row) => (
                  <li key={row.id} className="flex items-center justify-between gap-2 py-2">
                    <span className="text-sm">
                      {row.text}
                      {numbers && row.kcal !== null ? ` · ${r(row.kcal)} kcal` : ''}
                      {row.waiting && (
                        <span className="ml-2 inline-block rounded-full bg-warning-muted px-2 text-xs font-medium text-warning">
                          waiting to sync
                        </span>
                      )}
                    </span>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${row.name}`}
                      disabled={!outbox.ready}
                      onClick={() => void remove({ id: row.id, date: today, name: row.name }, row.waiting)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {numbers && day.data && logged.length > 0 && <Totals day={day.data} />}
            {numbers && waiting.length > 0 && (
              <p className="text-xs text-muted-foreground">
                Foods waiting to sync count in the totals once the server has them.
              </p>
            )}
          </>
        ) : (
          <p className="text-sm text-muted-foreground">Loading…</p>
        )}
        {/* Today's meals once the plan is known (none without a plan), to copy into meals the day serves. */}
        <CopyYesterday today={today} planned={planShowsNumbers === null ? undefined : (planned ?? [])} />
        <Button onClick={() => setLogFor('any')}>Log food</Button>
        <LogFoodDialog
          // A new dialog for each meal it is opened for (its meal choice starts from it).
          key={logFor && logFor !== 'any' ? `${logFor.slot}:${logFor.slotIndex}` : 'any'}
          open={logFor !== null}
          onOpenChange={(o) => setLogFor(o ? (logFor ?? 'any') : null)}
          date={today}
          numbers={numbers}
          planned={planned}
          meal={logFor === 'any' ? null : logFor}
        />
      </CardContent>
    </Card>
  );
}
