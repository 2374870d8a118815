import type { PlanDetail } from '@common/plans';

const DAY = 86_400_000;

/** Where today falls in the plan: week (1…) and day of the plan week (1–7), or null outside it. */
export function planPosition(plan: PlanDetail, today: string): { week: number; day: number } | null {
  const offset = Math.round((Date.parse(today) - Date.parse(plan.startsAt.slice(0, 10))) / DAY);
  if (offset < 0) return null;
  const week = Math.floor(offset / 7) + 1;
  if (week > plan.content.training.weeks.length) return null;
  return { week, day: (offset % 7) + 1 };
}

/** Today's planned session, or null (a rest day, or outside the plan's dates). */
export function sessionOf(plan: PlanDetail, today: string) {
  const pos = planPosition(plan, today);
  return (
    (pos &&
      plan.content.training.weeks
        .find((w) => w.week === pos.week)
        ?.sessions.find((s) => s.day === pos.day)) ??
    null
  );
}
