/**
 * A plan's training sessions (and optionally its meal times) as an iCalendar file, made with ical-generator.
 * Times are floating (no time zone): "07:00" is 07:00 wherever the member's calendar is. Event ids and the
 * stamp come from the plan, so the same plan exports the same file and re-importing updates, not duplicates.
 */
import ical, { ICalCalendarMethod } from 'ical-generator';
import { MEAL_SLOT_LABELS, showsNumbers, type MealSlot, type PlanContent } from '@common/plan';
import type { PlanCalendarQuery } from '@common/plans';
import { mealKey, slotIndexes } from '@common/progress';

const DAY_MS = 86_400_000;
/** Usual meal times for the optional meal events (the member moves them in their calendar). */
const MEAL_TIMES: Record<MealSlot, [number, number, number]> = {
  breakfast: [8, 0, 20],
  lunch: [13, 0, 30],
  snack: [16, 30, 15],
  dinner: [20, 0, 30],
  // Fasting plans: suhoor before dawn and iftar at sunset (the member moves them to the day's prayer times).
  suhoor: [4, 30, 30],
  iftar: [18, 30, 30],
};

/** Snacks are timed by the main meal before them (a day may hold up to three: gestational diabetes). */
const SNACK_AFTER: Partial<Record<MealSlot, [number, number, number]>> = {
  breakfast: [10, 30, 15],
  suhoor: [10, 30, 15],
  lunch: [16, 30, 15],
  dinner: [21, 30, 15],
  iftar: [21, 30, 15],
};

function mealTime(meals: readonly { slot: MealSlot }[], i: number): [number, number, number] {
  const slot = meals[i]!.slot;
  if (slot !== 'snack') return MEAL_TIMES[slot];
  const before = meals.slice(0, i).findLast((m) => m.slot !== 'snack');
  return (before && SNACK_AFTER[before.slot]) ?? MEAL_TIMES.snack;
}

interface PlanForCalendar {
  id: string;
  startsAt: string;
  createdAt: string;
  content: PlanContent;
}

/** A floating time: the UTC fields of this Date are written without a zone (see ical-generator's formatter). */
function at(startDay: number, offsetDays: number, hour: number, minute: number): Date {
  return new Date(startDay + offsetDays * DAY_MS + (hour * 60 + minute) * 60_000);
}

function sessionDescription(s: PlanContent['training']['weeks'][number]['sessions'][number]): string {
  const lines = [
    ...s.warmUp.map((w) => `Warm-up: ${w.name} (${w.minutes} min)`),
    ...s.exercises.map((e) => `${e.name}: ${e.sets} × ${e.reps}, rest ${e.restSec} s, ${e.intensity}`),
    ...(s.cardio ? [`${s.cardio.activity}: ${s.cardioMinutes} min, ${s.cardio.description}`] : []),
    ...s.coolDown.map((c) => `Cool-down: ${c.name} (${c.minutes} min)`),
  ];
  return lines.join('\n');
}

export function planCalendar(plan: PlanForCalendar, query: PlanCalendarQuery): string {
  const start = new Date(plan.startsAt);
  const startDay = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
  const [hour, minute] = query.time.split(':').map(Number) as [number, number];
  const cal = ical({
    name: 'VitalPlan',
    prodId: { company: 'VitalPlan', product: 'plan' },
    method: ICalCalendarMethod.PUBLISH,
  });
  const stamp = new Date(plan.createdAt);
  for (const week of plan.content.training.weeks) {
    for (const s of week.sessions) {
      const offset = (week.week - 1) * 7 + (s.day - 1);
      const begin = at(startDay, offset, hour, minute);
      cal.createEvent({
        id: `${plan.id}-w${week.week}-d${s.day}@vitalplan`,
        stamp,
        start: begin,
        end: new Date(begin.getTime() + s.durationMin * 60_000),
        floating: true,
        summary: `${s.title} (${s.durationMin} min)`,
        description: sessionDescription(s),
      });
    }
  }
  if (query.meals) {
    for (const day of plan.content.days) {
      const indexes = slotIndexes(day.meals);
      day.meals.forEach((meal, i) => {
        const [h, m, length] = mealTime(day.meals, i);
        const begin = at(startDay, day.day - 1, h, m);
        cal.createEvent({
          // The first meal of a slot keeps its old id, so calendars that subscribed keep their events.
          id: `${plan.id}-d${day.day}-${mealKey(meal.slot, indexes[i])}@vitalplan`,
          stamp,
          start: begin,
          end: new Date(begin.getTime() + length * 60_000),
          floating: true,
          summary: `${MEAL_SLOT_LABELS[meal.slot]}: ${meal.name}`,
          // Eating-disorder history: household measures only, no grams (showsNumbers).
          description: meal.items
            .map((i) =>
              showsNumbers(plan.content)
                ? `${i.name} ${Math.round(i.grams)} g`
                : `${i.name}${i.measure ? ` ${i.measure}` : ''}`,
            )
            .join('\n'),
        });
      });
    }
  }
  return cal.toString();
}
