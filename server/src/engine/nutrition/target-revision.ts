/**
 * An honest, stated revision of the targets (issue 30 item 2). Where the foods a diet allows, within every hard
 * daily limit and in portions people eat, cannot reach the computed energy or macros on a good share of the days,
 * the plan states the figures its days really serve as its targets, first and plainly, with what leaves no room
 * (each limit with its source). Days are then measured against the stated figures; a day still outside them stays a
 * miss. Limits are never loosened here: the revision only describes what the limited menu serves.
 */
import type { PlanDay, PlanTargets, TargetRevision } from '@common/plan';
import { MEAL_PLANNING, SOURCES } from '../guidelines';
import type { DietRules } from './diet-rules';
import { withinTolerance } from './meal-planner';
import type { SumKey } from './nutrients';

type Figure = TargetRevision['revised'][number];
const FIGURES: readonly { figure: Figure; day: 'kcal' | 'proteinG' | 'carbsG' | 'fatG'; step: number }[] = [
  { figure: 'calories', day: 'kcal', step: 10 },
  { figure: 'proteinG', day: 'proteinG', step: 1 },
  { figure: 'carbsG', day: 'carbsG', step: 1 },
  { figure: 'fatG', day: 'fatG', step: 1 },
];

const near = (v: number, t: number, tol: number): boolean => t <= 0 || Math.abs(v - t) <= tol * t;

/**
 * The figure (a multiple of `step`) that the most days serve within `tol`, the closest to their median among equals;
 * never under `least`; null unless the target misses at least `minMissShare` of the days and the figure meets
 * `minGainShare` more of them.
 */
export function servedFigure(
  values: readonly number[],
  target: number,
  tol: number,
  step: number,
  least = 0,
): number | null {
  const R = MEAL_PLANNING.targetRevision;
  // A stated figure keeps its days a little inside the band: a day's foods, summed item by item, round differently
  // from its printed total, and a day on the very edge would read as on target by one and off by the other.
  const inner = tol * R.innerShare;
  const count = (r: number, t = inner): number => values.filter((v) => near(v, r, t)).length;
  const base = count(target, tol);
  if (values.length - base < R.minMissShare * values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? target;
  let best = target;
  let bestN = count(target);
  for (const v of values)
    for (const c of [v / (1 + inner), v, v / (1 - inner)])
      for (const r of [Math.floor(c / step) * step, Math.ceil(c / step) * step]) {
        const n = count(r);
        if (
          r > 0 &&
          r >= least &&
          (n > bestN || (n === bestN && Math.abs(r - median) < Math.abs(best - median)))
        ) {
          best = r;
          bestN = n;
        }
      }
  return bestN - base >= Math.max(1, R.minGainShare * values.length) ? best : null;
}

export interface RevisionContext {
  diet: Pick<DietRules, 'recognised'>;
  /** The hard daily limits that stood at their ceiling on the missed days (meal-planner.ts). */
  limitsAtCeiling: readonly SumKey[];
  /** The member's own meal count, or null. */
  mealsPerDay: number | null;
  /** Gestational diabetes: its carbohydrate floor and per-meal caps stand as they are (no revision). */
  gdm: boolean;
  /**
   * The least protein a revision may state, g (MACROS.proteinSafeFloorPerKg × weight, never over the computed
   * target): a menu serving less stays a miss, and the plan says the combination cannot be made safe (warnings.ts).
   */
  proteinFloorG?: number;
}

/** What leaves no room for the computed figures, each with its source. */
function reasonsOf(targets: PlanTargets, ctx: RevisionContext): TargetRevision['reasons'] {
  const L = targets.limits;
  const out: TargetRevision['reasons'] = [];
  for (const key of ctx.limitsAtCeiling) {
    const r = limitReason(key, targets, L);
    if (r) out.push(r);
  }
  if (ctx.diet.recognised.length > 0)
    out.push({
      text: `the foods your diet allows (${ctx.diet.recognised.map((r) => r.split(' (')[0]).join(', ')})`,
      source: 'your stated dietary restrictions',
    });
  out.push({
    text:
      ctx.mealsPerDay !== null && ctx.mealsPerDay < 4
        ? `${ctx.mealsPerDay} meals a day in portions people eat (a meal or snack more would let the plan serve more)`
        : 'portions people eat (nuts, oils, fruit and bread at realistic servings)',
    source: 'engine portion bounds (ICMR-NIN 2024 household measures; USDA FNDDS)',
  });
  return out;
}

function limitReason(
  key: SumKey,
  t: PlanTargets,
  L: PlanTargets['limits'],
): TargetRevision['reasons'][number] | null {
  switch (key) {
    case 'saturatedFatG': {
      const pct = Math.round((t.saturatedFatMaxG * 9 * 100) / Math.max(1, t.calories));
      return {
        text: `saturated fat at most ${t.saturatedFatMaxG} g a day (about ${pct} % of energy)`,
        source: (t.saturatedFatMaxG * 9) / Math.max(1, t.calories) < 0.08 ? SOURCES.tlc : SOURCES.whoSatFat,
      };
    }
    case 'carbsG':
      return t.carbsMaxG === null
        ? null
        : { text: `carbohydrate at most ${t.carbsMaxG} g a day`, source: SOURCES.lowCarb };
    case 'proteinG':
      return { text: `protein at most ${t.proteinG} g a day for your kidneys`, source: SOURCES.kdigo };
    case 'sodiumMg':
      return L?.sodiumMaxMg == null
        ? null
        : {
            text: `sodium at most ${L.sodiumMaxMg.toLocaleString('en-US')} mg a day`,
            source: SOURCES.whoSodium,
          };
    case 'potassiumMg':
      return L?.potassiumMaxMg == null
        ? null
        : {
            text: `potassium at most ${L.potassiumMaxMg.toLocaleString('en-US')} mg a day`,
            source: SOURCES.kdoqiPotassium,
          };
    case 'fatG':
      return L?.fatMaxPct == null
        ? null
        : { text: `fat at most ${L.fatMaxPct} % of energy (very high triglycerides)`, source: SOURCES.esHtg };
    case 'fiberG':
      return L ? { text: `fibre at most ${L.fiberMaxG} g a day`, source: SOURCES.fibre } : null;
    case 'vitaminKUg':
      return L?.vitaminKBandUg
        ? {
            text: `vitamin K kept within ${L.vitaminKBandUg[0]}–${L.vitaminKBandUg[1]} µg a day (your anticoagulant)`,
            source: SOURCES.vka,
          }
        : null;
    default:
      return null;
  }
}

const kcalText = (n: number): string => `${n.toLocaleString('en-US')} kcal`;
const FIGURE_TEXT: Record<Figure, (n: number) => string> = {
  calories: kcalText,
  proteinG: (n) => `${n} g protein`,
  carbsG: (n) => `${n} g carbohydrate`,
  fatG: (n) => `${n} g fat`,
};

export interface Revised<
  D extends Pick<PlanDay, 'totals' | 'withinTolerance'>,
  T extends PlanTargets = PlanTargets,
> {
  targets: T;
  days: D[];
  daysOutOfTolerance: number;
  revision: TargetRevision | null;
}

/**
 * The figures the days serve where a computed one is systematically out of reach (servedFigure), or null: energy never
 * under the calorie floor, nothing for gestational diabetes (its carbohydrate floor and per-meal caps stand as they
 * are), and the saturated-fat ceiling kept at the same share of the energy stated (never loosened by serving less).
 */
function proposeTargets<T extends PlanTargets>(
  days: readonly Pick<PlanDay, 'totals'>[],
  targets: T,
  ctx: Pick<RevisionContext, 'gdm' | 'proteinFloorG'>,
): { targets: T; revised: Figure[] } | null {
  if (days.length === 0 || ctx.gdm) return null;
  // Energy is never stated under the calorie floor, nor under the energy at which each day's saturated fat (and fat,
  // with very high triglycerides) keeps its share: days serving less stay misses and the warning says so. The stated
  // saturated-fat ceiling is whole grams rounded down (atEnergy), so the day with the most must keep it in whole grams
  // (a sum of floats such as 12.0000001 g is 12 g, not 13).
  const most = (k: 'saturatedFatG' | 'fatG'): number => Math.max(...days.map((d) => d.totals[k]));
  const pct = targets.limits?.fatMaxPct ?? null;
  const leastKcal = Math.max(
    targets.energy.floorKcal,
    (Math.ceil(most('saturatedFatG') - 1e-6) * targets.calories) / Math.max(1, targets.saturatedFatMaxG),
    pct === null ? 0 : (most('fatG') * 900) / pct,
  );
  const next: T = { ...targets };
  const revised: Figure[] = [];
  for (const { figure, day, step } of FIGURES) {
    const tol = figure === 'calories' ? MEAL_PLANNING.energyTolerance : MEAL_PLANNING.macroTolerance;
    const r = servedFigure(
      days.map((d) => d.totals[day]),
      targets[figure],
      tol,
      step,
      figure === 'calories'
        ? leastKcal
        : figure === 'proteinG'
          ? Math.min(targets.proteinG, ctx.proteinFloorG ?? 0)
          : 0,
    );
    if (r === null) continue;
    next[figure] = r;
    revised.push(figure);
  }
  return revised.length === 0 ? null : { targets: atEnergy(next, targets, next.calories), revised };
}

/** `next` at `kcal`, its energy split recomputed and the saturated-fat ceiling at the computed share of energy. */
function atEnergy<T extends PlanTargets>(next: T, computed: PlanTargets, kcal: number): T {
  const e = Math.max(1, kcal);
  return {
    ...next,
    calories: kcal,
    saturatedFatMaxG: Math.min(
      computed.saturatedFatMaxG,
      Math.floor((computed.saturatedFatMaxG * e) / Math.max(1, computed.calories)),
    ),
    energySplitPct: {
      protein: Math.round((next.proteinG * 400) / e),
      carbs: Math.round((next.carbsG * 400) / e),
      fat: Math.round((next.fatG * 900) / e),
    },
  };
}

/** Every limit that is a share of energy holds on the day at the stated energy (saturated fat, the TG fat share). */
function keepsShares(t: Pick<PlanDay['totals'], 'saturatedFatG' | 'fatG'>, stated: PlanTargets): boolean {
  const pct = stated.limits?.fatMaxPct ?? null;
  return (
    t.saturatedFatG <= stated.saturatedFatMaxG &&
    (pct === null || t.fatG * 9 <= (pct / 100) * stated.calories + 1)
  );
}

/**
 * The targets the days serve where a computed figure is systematically out of reach (proposeTargets), with the days
 * measured against them again; the computed targets and days unchanged when none is, or when a day would break a
 * limit that is a share of the energy stated.
 */
export function reviseTargets<D extends Pick<PlanDay, 'totals' | 'withinTolerance'>, T extends PlanTargets>(
  days: readonly D[],
  targets: T,
  ctx: RevisionContext,
): Revised<D, T> {
  const unchanged = {
    targets,
    days: [...days],
    daysOutOfTolerance: days.filter((d) => !d.withinTolerance).length,
    revision: null,
  };
  const proposed = proposeTargets(days, targets, ctx);
  if (!proposed || !days.every((d) => keepsShares(d.totals, proposed.targets))) return unchanged;
  const { targets: next, revised } = proposed;
  const flagged = days.map((d) => ({ ...d, withinTolerance: withinTolerance(d.totals, next) }));
  const reasons = reasonsOf(targets, ctx);
  const served = revised.map((f) => FIGURE_TEXT[f](next[f])).join(', ');
  const computed = revised.map((f) => FIGURE_TEXT[f](targets[f])).join(', ');
  const satFat =
    next.saturatedFatMaxG < targets.saturatedFatMaxG
      ? ` Saturated fat stays at the same share of energy: at most ${next.saturatedFatMaxG} g a day.`
      : '';
  const statement =
    `Revised target: this plan serves ${served} a day, not the ${computed} computed from your profile. ` +
    unrevisedServed(days, next, revised) +
    `${capitalise(reasons.map((r) => r.text).join('; '))} leave no room for the computed figures without breaking a ` +
    `limit or a restriction.${satFat} Every limit stands; the day badges, your food log and check-ins use the ` +
    'revised figures. Ask a dietitian if you need the computed targets.';
  return {
    targets: next,
    days: flagged,
    daysOutOfTolerance: flagged.filter((d) => !d.withinTolerance).length,
    revision: {
      computed: {
        calories: targets.calories,
        proteinG: targets.proteinG,
        carbsG: targets.carbsG,
        fatG: targets.fatG,
        saturatedFatMaxG: targets.saturatedFatMaxG,
      },
      revised,
      statement,
      reasons,
    },
  };
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Energy and protein left as computed while the days serve on average more than their tolerance away from them (too
 * unevenly for one figure, or under the floor or the saturated-fat share): what the days serve, in the same
 * statement, so a revision of carbohydrate or fat never reads as if the energy shown were served (issue 30: never
 * print one number and serve another). Empty when both are served as shown.
 */
function unrevisedServed(
  days: readonly Pick<PlanDay, 'totals'>[],
  stated: PlanTargets,
  revised: readonly Figure[],
): string {
  const parts: string[] = [];
  for (const [figure, tol, unit] of [
    ['calories', MEAL_PLANNING.energyTolerance, ' kcal'],
    ['proteinG', MEAL_PLANNING.macroTolerance, ' g protein'],
  ] as const) {
    if (revised.includes(figure) || days.length === 0) continue;
    const values = days.map((d) => (figure === 'calories' ? d.totals.kcal : d.totals.proteinG));
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    if (Math.abs(mean - stated[figure]) <= tol * stated[figure]) continue;
    const n = (v: number): string => Math.round(v).toLocaleString('en-US');
    const lo = Math.min(...values);
    const hi = Math.max(...values);
    const range = Math.round(lo) === Math.round(hi) ? n(lo) : `${n(lo)}–${n(hi)}`;
    parts.push(
      `${range}${unit} (about ${n(mean)} on average), not the ${n(stated[figure])}${unit} shown, which stays as computed`,
    );
  }
  return parts.length === 0
    ? ''
    : `The days serve ${parts.join(', and ')}: no single figure fits them within your limits. `;
}

/** A revision of energy or protein by more than MEAL_PLANNING.targetRevision.criticalShare is critical. */
export function revisionIsCritical(r: TargetRevision, targets: PlanTargets): boolean {
  const off = (a: number, b: number): number => Math.abs(a - b) / Math.max(1, b);
  const share = MEAL_PLANNING.targetRevision.criticalShare;
  return (
    off(targets.calories, r.computed.calories) > share || off(targets.proteinG, r.computed.proteinG) > share
  );
}
