/**
 * A clinician's structured overrides (common/clinician.ts), applied by the engine when it regenerates a
 * doctor_verified plan. Each override tightens the plan: a ceiling only ever lowers a value, exclusions only
 * remove foods or exercises. The clinician's judgement is the source of each change (the review is recorded).
 */
import type { ClinicianOverrides } from '@common/clinician';
import type { PlanContent, PlanTargets, PlanWarning, Rationale } from '@common/plan';
import { withExclusions, type DietRules } from '../nutrition/diet-rules';
import { FOODS } from '../data/foods/food-table';

const SOURCE = 'Clinician review (Doctor Verified)';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordMatcher = (words: readonly string[]) =>
  words.length === 0 ? null : new RegExp(`\\b(${words.map((w) => escape(w.trim())).join('|')})`, 'i');

/** The catalogue foods whose name matches an excluded word ("peanut" excludes "Peanut butter"). */
export function foodIdsNamed(words: readonly string[]): string[] {
  const re = wordMatcher(words);
  if (!re) return [];
  return [...FOODS.values()].filter((f) => re.test(f.name)).map((f) => f.id);
}

export function overrideDiet(diet: DietRules, o: ClinicianOverrides | undefined): DietRules {
  if (!o) return diet;
  return withExclusions(diet, o.excludeFoodGroups ?? [], foodIdsNamed(o.excludeFoods ?? []));
}

/**
 * Calorie target and protein ceiling: protein is capped first, then carbohydrate and fat are scaled (keeping
 * their ratio, within a carbohydrate ceiling) so the macros add up to the calorie target again.
 */
export function overrideTargets<T extends PlanTargets>(
  targets: T,
  o: ClinicianOverrides | undefined,
): { targets: T; proteinCapped: boolean; rationale: Rationale[] } {
  if (!o) return { targets, proteinCapped: false, rationale: [] };
  const rationale: Rationale[] = [];
  const calories = o.calorieTargetKcal ?? targets.calories;
  const refWeightKg = targets.proteinGPerKg > 0 ? targets.proteinG / targets.proteinGPerKg : 0;
  let proteinG = targets.proteinG;
  let proteinCapped = false;
  if (o.proteinMaxGPerKg !== undefined && refWeightKg > 0) {
    const ceiling = Math.floor(o.proteinMaxGPerKg * refWeightKg);
    if (ceiling < proteinG) {
      proteinG = ceiling;
      proteinCapped = true;
    }
    rationale.push({
      topic: 'macros',
      text: `Your clinician set protein to at most ${o.proteinMaxGPerKg} g per kg (${ceiling} g a day)`,
      source: SOURCE,
    });
  }
  if (o.calorieTargetKcal !== undefined) {
    rationale.push({
      topic: 'energy',
      text: `Your clinician set the daily energy target to ${calories} kcal`,
      source: SOURCE,
    });
  }
  if (calories === targets.calories && proteinG === targets.proteinG) {
    return {
      targets: withLimits(targets, o),
      proteinCapped,
      rationale: [...rationale, ...limitRationale(o)],
    };
  }
  const rest = Math.max(0, calories - proteinG * 4);
  const carbFatKcal = targets.carbsG * 4 + targets.fatG * 9;
  const carbShare = carbFatKcal > 0 ? (targets.carbsG * 4) / carbFatKcal : 0.5;
  let carbsG = Math.round((rest * carbShare) / 4);
  if (targets.carbsMaxG !== null && carbsG > targets.carbsMaxG) carbsG = targets.carbsMaxG;
  const fatG = Math.max(0, Math.round((rest - carbsG * 4) / 9));
  const pct = (kcal: number) => Math.round((kcal / calories) * 100);
  const next: T = {
    ...targets,
    calories,
    proteinG,
    carbsG,
    fatG,
    proteinGPerKg: refWeightKg > 0 ? Math.round((proteinG / refWeightKg) * 100) / 100 : targets.proteinGPerKg,
    saturatedFatMaxG: Math.round((targets.saturatedFatMaxG * calories) / targets.calories),
    energySplitPct: { protein: pct(proteinG * 4), carbs: pct(carbsG * 4), fat: pct(fatG * 9) },
    energy: { ...targets.energy, adjustmentKcal: calories - targets.energy.tdee },
  };
  return { targets: withLimits(next, o), proteinCapped, rationale: [...rationale, ...limitRationale(o)] };
}

/** Sodium and potassium ceilings: the lower of the engine's and the clinician's. */
function withLimits<T extends PlanTargets>(targets: T, o: ClinicianOverrides): T {
  if (!targets.limits || (o.sodiumMaxMg === undefined && o.potassiumMaxMg === undefined)) return targets;
  const lower = (a: number | null, b: number | undefined) =>
    b === undefined ? a : a === null ? b : Math.min(a, b);
  return {
    ...targets,
    limits: {
      ...targets.limits,
      sodiumMaxMg: lower(targets.limits.sodiumMaxMg, o.sodiumMaxMg),
      potassiumMaxMg: lower(targets.limits.potassiumMaxMg, o.potassiumMaxMg),
    },
  };
}

function limitRationale(o: ClinicianOverrides): Rationale[] {
  return [
    ...(o.sodiumMaxMg !== undefined
      ? [
          {
            topic: 'meals' as const,
            text: `Your clinician limited sodium to ${o.sodiumMaxMg} mg a day`,
            source: SOURCE,
          },
        ]
      : []),
    ...(o.potassiumMaxMg !== undefined
      ? [
          {
            topic: 'meals' as const,
            text: `Your clinician limited potassium to ${o.potassiumMaxMg} mg a day`,
            source: SOURCE,
          },
        ]
      : []),
    ...((o.excludeFoods?.length ?? 0) + (o.excludeFoodGroups?.length ?? 0) > 0
      ? [
          {
            topic: 'meals' as const,
            text: `Your clinician excluded: ${[...(o.excludeFoods ?? []), ...(o.excludeFoodGroups ?? [])].join(', ')}`,
            source: SOURCE,
          },
        ]
      : []),
  ];
}

/**
 * Training: excluded exercises (by id or name), vigorous cardio made moderate under a low RPE cap, and the
 * member-facing note. The RPE and %1RM caps themselves are applied by the planner (TrainingInput.caps), so each
 * prescription's effort, load and text agree.
 */
export function overrideTraining(
  training: PlanContent['training'],
  o: ClinicianOverrides | undefined,
): PlanContent['training'] {
  if (!o) return training;
  const excluded = wordMatcher(o.excludeExercises ?? []);
  // Vigorous aerobic work is RPE 7–8 and above on the 0–10 scale (ACSM): a cap below 7 makes it moderate.
  const noVigorous = o.maxRpe !== undefined && o.maxRpe < 7;
  const notes = [
    ...training.notes,
    ...(o.maxRpe !== undefined || o.maxPercent1Rm !== undefined
      ? [
          `Your clinician capped training intensity at ${[
            o.maxRpe !== undefined ? `RPE ${o.maxRpe}` : null,
            o.maxPercent1Rm !== undefined ? `${o.maxPercent1Rm} % of one-repetition maximum` : null,
          ]
            .filter(Boolean)
            .join(' and ')}.`,
        ]
      : []),
    ...(o.excludeExercises?.length ? [`Your clinician excluded: ${o.excludeExercises.join(', ')}.`] : []),
  ];
  return {
    ...training,
    notes,
    weeks: training.weeks.map((week) => ({
      ...week,
      sessions: week.sessions.map((s) => ({
        ...s,
        exercises: s.exercises.filter(
          (e) => !excluded || !(excluded.test(e.name) || (o.excludeExercises ?? []).includes(e.exerciseId)),
        ),
        cardio:
          s.cardio && noVigorous && s.cardio.intensity === 'vigorous'
            ? {
                ...s.cardio,
                intensity: 'moderate' as const,
                description: `${s.cardio.description} (kept moderate on your clinician's advice)`,
              }
            : s.cardio,
      })),
    })),
  };
}

/** The clinician's extra warnings, shown with the engine's. */
export function overrideWarnings(o: ClinicianOverrides | undefined): PlanWarning[] {
  return (o?.extraWarnings ?? []).map((message) => ({ severity: 'caution', code: 'clinician', message }));
}

const RANK = { critical: 0, caution: 1, info: 2 } as const;

/** The engine's warnings with the clinician's added, most serious first (a stable merge). */
export function withOverrideWarnings(
  warnings: PlanWarning[],
  o: ClinicianOverrides | undefined,
): PlanWarning[] {
  const extra = overrideWarnings(o);
  if (extra.length === 0) return warnings;
  return [...warnings, ...extra]
    .map((w, i) => ({ w, i }))
    .sort((a, b) => RANK[a.w.severity] - RANK[b.w.severity] || a.i - b.i)
    .map(({ w }) => w);
}
