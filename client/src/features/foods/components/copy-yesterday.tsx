/**
 * Copy yesterday's meal (issue 35): each meal logged yesterday, one tap to log again today. Every entry is posted
 * with a client id made from the copied entry and today's date, so a second tap (or a retried request) logs
 * nothing twice: the server answers the first entry (POST /api/food-logs is idempotent). Offline the copies wait
 * in the device's sync queue like any food log.
 */
import { MEAL_SLOTS, type MealSlot } from '@common/plan';
import { mealKey } from '@common/progress';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { toast } from '@/lib/toast';
import { useFoodDay, useFoodOutbox } from '../api/foods-api';
import { copyBody, copySlotIndex, dayBefore } from '../lib/copy-meal';
import { mealLabel, type MealChoice } from '../lib/meal-choice';

/** `planned`: today's planned meals, undefined while the plan is still loading. */
export function CopyYesterday({
  today,
  planned,
}: {
  today: string;
  planned: readonly { slot: MealSlot }[] | undefined;
}) {
  const yesterday = useFoodDay(dayBefore(today));
  const outbox = useFoodOutbox();
  const [copying, setCopying] = useState<string | null>(null);
  const entries = yesterday.data?.entries ?? [];
  // Each meal of yesterday once, in the day's slot order (snack 2 its own button).
  const indexOf = (e: { slotIndex?: number }) => e.slotIndex ?? 0;
  const meals: MealChoice[] = MEAL_SLOTS.flatMap((slot) =>
    [...new Set(entries.filter((e) => e.slot === slot).map(indexOf))]
      .sort((a, b) => a - b)
      .map((slotIndex) => ({ slot, slotIndex })),
  );
  if (meals.length === 0) return null;

  async function copy({ slot, slotIndex }: MealChoice) {
    setCopying(mealKey(slot, slotIndex));
    let queued = false;
    for (const e of entries.filter((x) => x.slot === slot && indexOf(x) === slotIndex)) {
      const text = `${mealLabel(e.slot, e.slotIndex)}: ${e.name}${e.grams ? ` · ${e.grams} g` : ''}`;
      const outcome = await outbox.log(copyBody(e, today, planned), { text, kcal: e.nutrients.kcal });
      if (typeof outcome === 'object') {
        setCopying(null);
        toast.error('Could not copy it', outcome.rejected);
        return;
      }
      queued ||= outcome === 'queued';
    }
    setCopying(null);
    const meal = mealLabel(slot, slotIndex).toLowerCase();
    const into = mealLabel(slot, copySlotIndex({ slot, slotIndex }, planned)).toLowerCase();
    // Snack 2 copied onto a day with one snack lands in that snack: say so.
    const where = into === meal ? 'for today' : `as today’s ${into}`;
    if (queued)
      toast.success(`Yesterday’s ${meal} saved on this device`, 'It is sent when you are back online.');
    else toast.success(`Yesterday’s ${meal} logged ${where}`);
  }

  return (
    <div className="flex flex-wrap gap-2" aria-label="Copy yesterday’s meals" role="group">
      {meals.map((m) => (
        <Button
          key={mealKey(m.slot, m.slotIndex)}
          variant="outline"
          disabled={copying !== null || !outbox.ready}
          onClick={() => void copy(m)}
        >
          <Copy className="size-4" aria-hidden="true" />
          Copy yesterday’s {mealLabel(m.slot, m.slotIndex).toLowerCase()}
        </Button>
      ))}
    </div>
  );
}
