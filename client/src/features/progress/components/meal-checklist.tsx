import { MEAL_SLOT_LABELS, showsNumbers } from '@common/plan';
import type { PlanDetail } from '@common/plans';
import type { MealLog, MealStatus } from '@common/progress';
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
/** Shares of the planned meal a member picks from (the API takes 0–3). */
const PORTIONS: readonly (readonly [number, string])[] = [
  [0.5, 'Half portion'],
  [0.75, '¾ portion'],
  [1, 'As planned'],
  [1.25, '1¼ portions'],
  [1.5, '1½ portions'],
  [2, 'Double portion'],
];

/** Today's meals to tick off (eaten, skipped, swapped) with the portion eaten; sent through the sync queue. */
export function MealChecklist({
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
    const key = queryKeys.progress.meals(plan.id);
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
      ...queuedRequests.meal(plan.id, { date: today, slot, status, portion }),
      label: `${MEAL_SLOT_LABELS[slot]} (${today}): ${STATUS_LABELS[status].toLowerCase()}`,
      meta: { kind: 'meal', planId: plan.id, date: today, slot, status },
    });
    if (typeof outcome === 'object') {
      toast.error('Could not log the meal', outcome.rejected);
      void queryClient.invalidateQueries({ queryKey: key });
    }
  }

  // What today's ticks add up to against the day's targets: eaten and swapped meals count at their portion.
  const statusOf = (slot: string) => {
    const waiting = pendingMeal(snapshot, plan.id, today, slot);
    return (waiting?.meta.kind === 'meal' ? waiting.meta.status : undefined) ?? loggedStatus(slot);
  };
  const eaten = meals.reduce(
    (sum, m) => {
      const status = statusOf(m.slot);
      if (status !== 'eaten' && status !== 'swapped') return sum;
      const share = portionOf(m.slot);
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
          const waiting = pendingMeal(snapshot, plan.id, today, m.slot);
          const current = statusOf(m.slot);
          return (
            <li key={`${i}-${m.slot}`} className="space-y-2 py-3" data-testid={`meal-${m.slot}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span>
                  <span className="text-sm text-muted-foreground">{MEAL_SLOT_LABELS[m.slot]}</span>{' '}
                  <span className="font-medium">{m.name}</span>
                </span>
                <span className="text-sm text-muted-foreground">
                  {showsNumbers(plan.content) && `${Math.round(m.totals.kcal)} kcal`}
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
                      if (current === 'eaten' || current === 'swapped')
                        void logMeal(m.slot, current, portion);
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
    </div>
  );
}
