import { kgToLb, lbToKg } from '@common/units';

/**
 * A logged weight far from the nearest one on file is more often a typo or the other unit (86 typed in lb by a
 * member who weighs 86 kg) than a real change, so the form asks before logging it (issue 31).
 *
 * Allowed change: day-to-day body weight moves by up to ~2 kg with fluid and food (Bhutani et al., Obesity 2017:
 * within-week variation ~0.35 %, holiday swings of 1–2 kg), so max(2 kg, 3 % of the last weight), plus 0.2 kg per
 * day between the two dates (well above the fastest safe loss of ~1 kg a week, NICE CG189), for at most 90 days.
 */
export interface WeightQuestion {
  /** The question in words, naming the weight it is compared with. */
  message: string;
  /** When the number fits the last weight in the other unit: that reading, in kg. */
  otherUnitKg: number | null;
}

const DAY_MS = 86_400_000;
const round1 = (n: number) => Math.round(n * 10) / 10;

export function weightQuestion(
  typed: number,
  unit: 'kg' | 'lb',
  date: string,
  weights: readonly { date: string; weightKg: number }[],
): WeightQuestion | null {
  const at = Date.parse(`${date}T00:00:00Z`);
  const others = weights.filter((w) => w.date !== date);
  if (others.length === 0 || Number.isNaN(at)) return null;
  const nearest = others.reduce((a, b) =>
    Math.abs(Date.parse(`${b.date}T00:00:00Z`) - at) < Math.abs(Date.parse(`${a.date}T00:00:00Z`) - at)
      ? b
      : a,
  );
  const days = Math.min(90, Math.abs(Date.parse(`${nearest.date}T00:00:00Z`) - at) / DAY_MS);
  const allowed = Math.max(2, 0.03 * nearest.weightKg) + 0.2 * days;
  const typedKg = unit === 'lb' ? lbToKg(typed) : typed;
  const change = typedKg - nearest.weightKg;
  if (Math.abs(change) <= allowed) return null;

  const shown = (kg: number) => (unit === 'lb' ? `${Math.round(kgToLb(kg))} lb` : `${round1(kg)} kg`);
  const otherKg = unit === 'lb' ? typed : lbToKg(typed);
  const fitsOther = Math.abs(otherKg - nearest.weightKg) <= allowed;
  const otherUnit = unit === 'lb' ? 'kg' : 'lb';
  return {
    message:
      `That is ${shown(Math.abs(change))} ${change < 0 ? 'less' : 'more'} than your ${shown(nearest.weightKg)} ` +
      `on ${nearest.date}.` +
      (fitsOther ? ` Did you mean ${typed} ${otherUnit}?` : ' Please check the number.'),
    otherUnitKg: fitsOther ? round1(otherKg) : null,
  };
}
