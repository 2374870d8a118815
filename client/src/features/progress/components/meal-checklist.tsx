import { MEAL_SLOT_LABELS, showsNumbers } from '@common/plan';
import type { PlanDetail } from '@common/plans';
import { mealKey, slotIndexes, type MealLog, type MealStatus } from '@common/progress';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/button';
import { NativeSelect } from '@/components/native-select';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { newClientId, queuedRequests, useMealLogs } from '../api/progress-api';
import { useSyncQueue } from '@/lib/offline-sync';
import { pendingMeal } from '@/lib/sync-queue';

const STATUS_LABELS: Record<MealStatus, string> = { eaten: 'Eaten', skipped: 'Skipped', swapped: 'Swapped' };
/** One planned meal of the day: its slot and which meal of that slot it is (the second snack is 1). */
interface MealRef {
  slot: MealLog['slot'];
  slotIndex: number;
}
const keyOf = (m: MealRef) => mealKey(m.slot, m.slotIndex);
/** How a meal is named in labels: 'snack', and 'snack 2' for the second (two snacks must not share a name). */
const nameOf = (m: MealRef) => (m.slotIndex === 0 ? m.slot : `${m.slot} ${m.slotIndex + 1}`);

/** Shares of the planned meal a member picks from (the API takes 0–3). */
const PORTIONS: readonly (readonly [number, string])[] = [
  [0.5, 'Half portion'],
  [0.75, '¾ portion'],
  [1, 'As planned'],
  [1.25, '1¼ portions'],
  [1.5, '1½ portions'],
  [2, 'Double portion'],
];

/**
 * Today's meals to tick off (eaten, skipped, swapped) with the portion eaten; sent through the sync queue.
 * `onLogFood`: opens "Log food" for that meal (the second snack's food is logged for the second snack).
 */
export function MealChecklist({
  plan,
  meals,
  today,
  canLog,
  onLogFood,
}: {
  plan: PlanDetail;
  meals: PlanDetail['content']['days'][number]['meals'];
  today: string;
  canLog: boolean;
  onLogFood?: (meal: MealRef) => void;
}) {
  const logs = useMealLogs(plan.id, canLog);
  const { queue, snapshot } = useSyncQueue();
  const queryClient = useQueryClient();
  const indexes = slotIndexes(meals);
  const same = (a: MealRef, b: MealRef) => a.slot === b.slot && a.slotIndex === b.slotIndex;
  const logged = (m: MealRef) => logs.data?.meals.find((x) => x.date === today && same(x, m));
  const loggedStatus = (m: MealRef): MealLog['status'] | undefined => logged(m)?.status;
  // The share of the planned portion eaten, per meal (kept until the page closes; the log holds the sent one).
  const [portions, setPortions] = useState<Record<string, number>>({});
  const portionOf = (m: MealRef) => portions[keyOf(m)] ?? logged(m)?.portion ?? 1;

  async function logMeal(m: MealRef, status: MealStatus, portion = portionOf(m)) {
    if (!queue) return;
    const { slot, slotIndex } = m;
    // Shown as logged at once; the list reloads from the server once the change is sent (or refused).
    const key = queryKeys.progress.meals(plan.id);
    queryClient.setQueryData<{ meals: MealLog[] }>(key, (old) =>
      old
        ? {
            meals: [
              ...old.meals.filter((x) => !(x.date === today && same(x, m))),
              { planId: plan.id, date: today, slot, slotIndex, status, portion, kcal: 0 },
            ],
          }
        : old,
    );
    const label = `${MEAL_SLOT_LABELS[slot]}${slotIndex ? ` ${slotIndex + 1}` : ''}`;
    const outcome = await queue.submit({
      id: newClientId(),
      ...queuedRequests.meal(plan.id, { date: today, slot, slotIndex, status, portion }),
      label: `${label} (${today}): ${STATUS_LABELS[status].toLowerCase()}`,
      meta: { kind: 'meal', planId: plan.id, date: today, slot, slotIndex, status },
    });
    if (typeof outcome === 'object') {
      toast.error('Could not log the meal', outcome.rejected);
      void queryClient.invalidateQueries({ queryKey: key });
    }
  }

  // What today's ticks add up to against the day's targets: eaten and swapped meals count at their portion.
  const statusOf = (m: MealRef) => {
    const waiting = pendingMeal(snapshot, plan.id, today, m.slot, m.slotIndex);
    return (waiting?.meta.kind === 'meal' ? waiting.meta.status : undefined) ?? loggedStatus(m);
  };
  const eaten = meals.reduce(
    (sum, m, i) => {
      const ref = { slot: m.slot, slotIndex: indexes[i]! };
      const status = statusOf(ref);
      if (status !== 'eaten' && status !== 'swapped') return sum;
      const share = portionOf(ref);
      return { kcal: sum.kcal + m.totals.kcal * share, proteinG: sum.proteinG + m.totals.proteinG * share };
    },
    { kcal: 0, proteinG: 0 },
  );
  const targets = plan.content.targets;

  return (
    <div className="space-y-2">
      {/* Eating-disorder history: no calories or grams anywhere (showsNumbers, NICE NG69). */}
      {canLog && showsNumbers(plan.content) && (
        <p className="text-sm" data-testid="eaten-today" aria-live="polite">
          Eaten today: <strong>{Math.round(eaten.kcal).toLocaleString('en-US')}</strong> of{' '}
          {targets.calories.toLocaleString('en-US')} kcal · protein{' '}
          <strong>{Math.round(eaten.proteinG)}</strong> of {targets.proteinG} g
        </p>
      )}
      <ul className="divide-y">
        {meals.map((m, i) => {
          // A tap still waiting on this device shows at once, over what the server last answered.
          const ref = { slot: m.slot, slotIndex: indexes[i]! };
          const waiting = pendingMeal(snapshot, plan.id, today, ref.slot, ref.slotIndex);
          const current = statusOf(ref);
          return (
            <li key={`${i}-${m.slot}`} className="space-y-2 py-3" data-testid={`meal-${keyOf(ref)}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span>
                  <span className="text-sm text-muted-foreground">
                    {MEAL_SLOT_LABELS[m.slot]}
                    {ref.slotIndex > 0 && ` ${ref.slotIndex + 1}`}
                  </span>{' '}
                  <span className="font-medium">{m.name}</span>
                </span>
                <span className="text-sm text-muted-foreground">
                  {showsNumbers(plan.content) && `${Math.round(m.totals.kcal)} kcal`}
                  {waiting && <span className="text-warning"> · waiting to sync</span>}
                </span>
              </div>
              {canLog && (
                <div
                  className="flex flex-wrap gap-2"
                  role="group"
                  aria-label={`${nameOf(ref)}: what happened`}
                >
                  {(['eaten', 'skipped', 'swapped'] as const).map((status) => (
                    <Button
                      key={status}
                      size="sm"
                      variant={current === status ? 'default' : 'outline'}
                      aria-pressed={current === status}
                      onClick={() => void logMeal(ref, status)}
                    >
                      {STATUS_LABELS[status]}
                    </Button>
                  ))}
                  <NativeSelect
                    aria-label={`${nameOf(ref)}: portion eaten`}
                    containerClassName="w-36"
                    value={String(portionOf(ref))}
                    onChange={(e) => {
                      const portion = Number(e.target.value);
                      setPortions((prev) => ({ ...prev, [keyOf(ref)]: portion }));
                      // Already ticked as eaten or swapped: the log follows the new portion.
                      if (current === 'eaten' || current === 'swapped') void logMeal(ref, current, portion);
                    }}
                  >
                    {PORTIONS.map(([value, label]) => (
                      <option key={value} value={String(value)}>
                        {label}
                      </option>
                    ))}
                  </NativeSelect>
                  {onLogFood && (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`${MEAL_SLOT_LABELS[ref.slot]}${ref.slotIndex > 0 ? ` ${ref.slotIndex + 1}` : ''}: log what you ate`}
                      onClick={() => onLogFood(ref)}
                    >
                      Log what you ate
                    </Button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
