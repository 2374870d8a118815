/**
 * Swapping a meal (docs/product.md#meal-swaps): the alternatives the engine offers for one meal — same slot, close
 * energy and protein, sized for the meal, within the member's restrictions and health limits — each with its
 * energy, protein, household measures and method time; choosing one saves it on the plan (the meal and the grocery
 * list follow), and "Back to original" undoes it.
 */
import { MEAL_SLOT_LABELS, type Meal } from '@common/plan';
import { planDishId } from '@common/plan-swaps';
import { Clock, RotateCcw } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/dialog';
import { Skeleton } from '@/components/skeleton';
import { errorText } from '@/lib/api';
import { formatGrams } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useChooseSwap, useSwapOptions, type MealKey } from '../api/plans-api';

const round = (n: number) => Math.round(n);

function minutes(meal: Meal): string | null {
  if (!meal.howTo) return null;
  const total = meal.howTo.prepMin + meal.howTo.cookMin;
  return `${total} min${meal.howTo.cookMin > 0 ? ` (prep ${meal.howTo.prepMin}, cook ${meal.howTo.cookMin})` : ''}`;
}

/** "2 rotis · 1 katori dal (150 g)": what to put on the plate, household measures first. */
function measures(meal: Meal, numbers: boolean): string[] {
  return meal.items.map((i) =>
    !numbers
      ? `${i.name}${i.measure ? `: ${i.measure}` : ''}`
      : `${i.name}: ${i.measure ? `${i.measure} (${formatGrams(i.grams)})` : formatGrams(i.grams)}`,
  );
}

function DishSummary({ meal, numbers }: { meal: Meal; numbers: boolean }) {
  const time = minutes(meal);
  return (
    <>
      <p className="text-sm tabular-nums text-muted-foreground">
        {numbers &&
          `${round(meal.totals.kcal)} kcal · protein ${round(meal.totals.proteinG)} g · carbs ${round(meal.totals.carbsG)} g · fat ${round(meal.totals.fatG)} g`}
        {time && (
          <span className="ml-1 inline-flex items-center gap-1 whitespace-nowrap">
            · <Clock className="size-3.5" aria-hidden="true" /> {time}
          </span>
        )}
      </p>
      <ul className="ml-4 list-disc text-xs text-muted-foreground">
        {measures(meal, numbers).map((m, i) => (
          <li key={i} className="break-words">
            {m}
          </li>
        ))}
      </ul>
    </>
  );
}

export interface SwapTarget extends MealKey {
  /** The meal as the plan shows it now (for the title before the options load). */
  name: string;
  slot: Meal['slot'];
  /** False for a plan without numbers (eating-disorder history: showsNumbers in common/plan.ts). */
  numbers?: boolean;
}

export function MealSwapDialog({
  planId,
  target,
  onClose,
}: {
  planId: string;
  target: SwapTarget | null;
  onClose: () => void;
}) {
  const key = target ? { day: target.day, meal: target.meal } : null;
  const { data, error, isPending } = useSwapOptions(planId, key);
  const choose = useChooseSwap(planId);

  const pick = (recipeId: string) => {
    if (!target) return;
    choose.mutate(
      { day: target.day, meal: target.meal, recipeId },
      {
        onSuccess: (res) => {
          toast.success('Meal swapped', res.message);
          onClose();
        },
        onError: (e) => toast.error('Could not swap this meal', errorText(e, 'Please try again.')),
      },
    );
  };

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            Swap {target ? MEAL_SLOT_LABELS[target.slot] : 'meal'} on day {target?.day}
          </DialogTitle>
          <DialogDescription>
            {data && target?.numbers === false
              ? `Instead of ${data.original.name}${data.swapped ? ' (the plan’s dish)' : ''}: dishes for the same meal, portions sized for it, within your restrictions and health limits.`
              : data
                ? `Instead of ${data.original.name}${data.swapped ? ' (the plan’s dish)' : ''}: dishes for the same meal with ${data.band.kcal[0]}–${data.band.kcal[1]} kcal and ${data.band.proteinG[0]}–${data.band.proteinG[1]} g protein, portions sized for it, within your restrictions and health limits.`
                : `Alternatives for ${target?.name ?? 'this meal'}.`}
          </DialogDescription>
        </DialogHeader>
        {isPending && target && <Skeleton className="h-48" />}
        {error && <Alert variant="destructive">{errorText(error, 'Could not load the alternatives.')}</Alert>}
        {data && (
          <div className="min-w-0 space-y-4">
            {data.swapped && planDishId(data.original) && (
              <div className="flex flex-col gap-2 rounded-lg border border-border bg-muted/40 p-3 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm">
                  You chose <strong>{data.current.name}</strong> instead of the plan’s {data.original.name}.
                </p>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={choose.isPending}
                  onClick={() => pick(planDishId(data.original)!)}
                >
                  <RotateCcw aria-hidden="true" /> Back to original
                </Button>
              </div>
            )}
            {data.reason && <Alert>{data.reason}</Alert>}
            {data.alternatives.length > 0 && (
              <ul className="space-y-3" aria-label="Alternatives">
                {data.alternatives.map((a) => (
                  <li key={a.recipeId} className="min-w-0 space-y-1 rounded-lg border border-border p-3">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <h3 className="min-w-0 font-semibold break-words">{a.name}</h3>
                      {a.recipeId === data.current.recipeId ? (
                        <span className="text-sm font-medium text-success">Your choice</span>
                      ) : (
                        <Button
                          size="sm"
                          disabled={choose.isPending}
                          onClick={() => pick(a.recipeId!)}
                          aria-label={`Choose ${a.name}`}
                        >
                          Choose
                        </Button>
                      )}
                    </div>
                    <DishSummary meal={a} numbers={target?.numbers ?? true} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
