/**
 * What the days that miss their energy or protein target really serve (issue 30 item 2). Where the foods a diet and
 * its limits allow cannot reach a target, the plan states the energy and protein those days serve, summed from their
 * foods, as a revised figure for those days: the plan never prints one number and serves another.
 */
import { DAY_TOLERANCE, energyProteinOff, type PlanDay, type PlanTargets } from '@common/plan';

export interface ServedShortfall {
  /** Days outside energy ±5 % or protein ±10 % of the plan's targets. */
  days: number;
  /** The least and most those days serve, as printed on them (kcal, g). */
  kcal: readonly [number, number];
  proteinG: readonly [number, number];
}

/** Energy within ±5 % and protein within ±10 % of the targets (the "targets met"). */
export function energyProteinMet(
  totals: Pick<PlanDay['totals'], 'kcal' | 'proteinG'>,
  targets: Pick<PlanTargets, 'calories' | 'proteinG'>,
): boolean {
  const off = energyProteinOff(totals, targets);
  return Math.abs(off.energy) <= DAY_TOLERANCE.energy && Math.abs(off.protein) <= DAY_TOLERANCE.macro;
}

/** The served range over the days that miss energy or protein, or null when every day meets both. */
export function servedOnMissedDays(
  days: readonly Pick<PlanDay, 'totals'>[],
  targets: Pick<PlanTargets, 'calories' | 'proteinG'>,
): ServedShortfall | null {
  const missed = days.filter((d) => !energyProteinMet(d.totals, targets));
  if (missed.length === 0) return null;
  const range = (v: number[]): [number, number] => [Math.min(...v), Math.max(...v)];
  return {
    days: missed.length,
    kcal: range(missed.map((d) => Math.round(d.totals.kcal))),
    proteinG: range(missed.map((d) => Math.round(d.totals.proteinG))),
  };
}

const span = ([lo, hi]: readonly [number, number]): string => (lo === hi ? `${lo}` : `${lo}–${hi}`);

/** The revised figures in words, e.g. "on 3 days the menu serves 2303–2385 kcal (target 2590) and 95–102 g protein (target 97)". */
export function shortfallText(
  s: ServedShortfall,
  targets: Pick<PlanTargets, 'calories' | 'proteinG'>,
): string {
  return `on ${s.days} day(s) the menu serves ${span(s.kcal)} kcal (target ${targets.calories}) and ${span(s.proteinG)} g protein (target ${targets.proteinG}): those days' own totals are what they serve`;
}
