/**
 * The plan engine's entry point: profile + biomarkers + plan type + now + seed → a complete plan. Pure and
 * deterministic: no clock, randomness, I/O or global state it was not handed (module-level tables are
 * read-only; the recipe-resolution memo is keyed by its inputs). The same input gives a deep-equal output.
 */
import type { BiomarkerInput } from '@common/biomarkers';
import { PLAN_DURATION_DAYS } from '@common/limits';
import { PLAN_TYPE_LABELS, PLAN_TYPES, type PlanType } from '@common/options';
import type { PlanContent, Rationale } from '@common/plan';
import { deriveSignals, describeReading, latestReadings, noSignals } from './biomarker-signals';
import { computeConfidence } from './confidence';
import { parseRestrictions, type DietRules } from './diet-rules';
import { TAG_BIT, TRAIT_BIT } from './food-data/food-table';
import { groceryLists } from './grocery';
import { SOURCES } from './guidelines';
import { planMeals, type MealSteering } from './meal-planner';
import { createRng } from './prng';
import { hasCondition, hasMedication, resolveProfile, type EngineProfile } from './profile-input';
import { recommendSupplements } from './supplements';
import { computeTargets } from './targets';
import { planTraining } from './training-planner';
import { collectWarnings } from './warnings';

export type { EngineProfile } from './profile-input';

export interface GeneratePlanInput {
  profile: EngineProfile | null;
  biomarkers: readonly BiomarkerInput[];
  planType: PlanType;
  now: Date;
  seed: number;
}

export interface GeneratedPlan {
  planType: PlanType;
  summary: string;
  /** 0–100, integer. */
  confidenceScore: number;
  /** Messages, most serious first (the dashboard shows the first). */
  warnings: string[];
  durationDays: number;
  /** ISO timestamps. */
  startsAt: string;
  expiresAt: string;
  /** doctor_verified plans start unverified and pending clinician review. */
  doctorVerified: false;
  reviewStatus: 'pending' | 'not_required';
  content: PlanContent;
}

/** Foods an MAOI user must avoid (tyramine): aged cheeses, fermented soy sauces, tempeh, wine. */
const TYRAMINE_FOODS = [
  'usda:cheddar',
  'usda:parmesan',
  'usda:feta',
  'usda:soy-sauce',
  'usda:tamari',
  'usda:tempeh',
  'usda:red-wine',
  'ifct:K001',
];

const DAY_MS = 86_400_000;

export function generatePlan(input: GeneratePlanInput): GeneratedPlan {
  if (!PLAN_TYPES.includes(input.planType)) throw new Error(`Unknown plan type: ${String(input.planType)}`);
  const now = new Date(input.now.getTime());
  if (!Number.isFinite(now.getTime())) throw new Error('generatePlan: invalid "now"');
  const { planType, seed } = input;
  const durationDays = PLAN_DURATION_DAYS[planType];
  const profile = resolveProfile(input.profile);
  const usesBiomarkers = planType !== 'free';
  const signals = usesBiomarkers ? deriveSignals(input.biomarkers, profile.sex) : noSignals();
  const unusedImportant = usesBiomarkers
    ? []
    : [...latestReadings(input.biomarkers).values()].filter((r) => r.clinicallyImportant);

  let diet: DietRules = parseRestrictions(profile.restrictions);
  const maoi = hasMedication(profile, 'maoi');
  if (maoi) diet = { ...diet, excludedFoodIds: new Set([...diet.excludedFoodIds, ...TYRAMINE_FOODS]) };

  const targetsResult = computeTargets(profile, signals, diet, planType);
  const { targets } = targetsResult;
  const rationale: Rationale[] = [...targetsResult.rationale];

  // Biomarker and condition steering of the menu.
  const glucose =
    signals.glucoseHigh !== null || hasCondition(profile, 'diabetes') || hasCondition(profile, 'pcos');
  const ldl = signals.ldlHigh !== null || hasCondition(profile, 'high-cholesterol');
  const tg = signals.tgHigh !== null;
  const steering: MealSteering = {
    avoidTraits: (glucose ? TRAIT_BIT['high-gi'] : 0) | (ldl ? TRAIT_BIT['high-sat'] : 0),
    boostTraits:
      (ldl ? TRAIT_BIT['soluble-fibre'] : 0) |
      (tg ? TRAIT_BIT['omega-3'] : 0) |
      (signals.b12Low ? TRAIT_BIT['b12-fortified'] : 0),
    avoidTags: tg || glucose ? TAG_BIT['added-sugar'] : 0,
    glucoseSpread: glucose,
    ironWithVitC: signals.ironLow !== null,
    b12Fortified: signals.b12Low !== null && (diet.vegan || diet.vegetarian),
    strictSatFat: ldl,
  };
  if (glucose) {
    rationale.push({
      topic: signals.glucoseHigh ? 'biomarkers' : 'meals',
      text: `${signals.glucoseHigh ? describeReading(signals.glucoseHigh) : 'Diabetes/PCOS listed'} → low-glycaemic foods (brown rice, millets, whole grains instead of refined), no meal with more than 35 % of the day's carbohydrate, added sugar avoided`,
      source: SOURCES.adaNutrition,
    });
  }
  if (tg && signals.tgHigh) {
    rationale.push({
      topic: 'biomarkers',
      text: `${describeReading(signals.tgHigh)} → fewer added sugars, oily fish or omega-3 foods favoured`,
      source: SOURCES.ahaOmega3,
    });
  }
  if (signals.ironLow) {
    rationale.push({
      topic: 'biomarkers',
      text: `${describeReading(signals.ironLow)} → iron-rich recipes (pulses, leafy greens${diet.vegetarian ? '' : ', meat and fish'}) with a vitamin C fruit at lunch and dinner to aid absorption`,
      source: SOURCES.whoAnaemia,
    });
  }
  if (signals.b12Low && steering.b12Fortified) {
    rationale.push({
      topic: 'biomarkers',
      text: `${describeReading(signals.b12Low)} on a ${diet.vegan ? 'vegan' : 'vegetarian'} diet → a B12-fortified food at breakfast`,
      source: SOURCES.veganB12,
    });
  }
  if (diet.recognised.length > 0) {
    rationale.push({
      topic: 'meals',
      text: `Restrictions kept as hard rules: ${diet.recognised.join('; ')}`,
      source: 'Dietary restriction definitions (engine: server/src/engine/diet-rules.ts)',
    });
  }
  rationale.push({
    topic: 'meals',
    text: `Portions sized by linear programming so each day's energy is within ±5 % and protein, carbohydrate and fat within ±10 % of target; food values from IFCT 2017 and USDA FoodData Central`,
    source: `${SOURCES.ifct}; ${SOURCES.usda}`,
  });

  const meals = planMeals({
    targets,
    diet,
    steering,
    planType,
    days: durationDays,
    startDate: now,
    rng: createRng(seed, 'meals'),
    proteinCeiling: targetsResult.proteinCapped,
  });

  const training = planTraining({
    profile,
    planType,
    weeks: planType === 'free' ? 1 : Math.ceil(durationDays / 7),
    bmi: targetsResult.bmi,
    rng: createRng(seed, 'training'),
  });
  rationale.push(...training.rationale);

  const supplements = recommendSupplements(profile, signals, diet, planType);
  rationale.push(...supplements.rationale);

  const shortfall =
    meals.daysOutOfTolerance > 0
      ? {
          daysOut: meals.daysOutOfTolerance,
          days: durationDays,
          detail: `average ${meals.average.kcal} kcal vs ${targets.calories}, protein ${Math.round(meals.average.proteinG)} g vs ${targets.proteinG}, carbohydrate ${Math.round(meals.average.carbsG)} g vs ${targets.carbsG}, fat ${Math.round(meals.average.fatG)} g vs ${targets.fatG}`,
        }
      : null;
  const warnings = collectWarnings({
    profile,
    signals,
    unusedImportant,
    diet,
    planType,
    targetNotes: targetsResult.notes,
    saturatedFatMaxG: targets.saturatedFatMaxG,
    mealShortfall: shortfall,
    tyramineFoodsRemoved: maoi,
  });

  const confidence = computeConfidence({
    profile,
    signals,
    planType,
    now,
    unrecognisedRestrictions: diet.unrecognised.length,
    daysOutOfTolerance: meals.daysOutOfTolerance,
    days: durationDays,
  });

  const assumptions = [
    ...profile.assumptions,
    ...diet.notes,
    ...(planType === 'free' ? ['Free plans use your profile only; blood test results are not used.'] : []),
    ...(usesBiomarkers && signals.latest.size === 0
      ? ['No blood test results were available; targets use your profile only.']
      : []),
    'Food weights are raw or dry weight as bought (rice, dal and pasta before cooking).',
    'Exercises assume access to basic equipment (dumbbells, a bench, resistance bands; machines where listed) — swap for the nearest equivalent if needed.',
    ...(meals.topUpsUsed.length > 0
      ? [`Top-up foods used to reach the targets on some days: ${meals.topUpsUsed.join(', ')}.`]
      : []),
    ...(meals.composedSlots.length > 0
      ? [
          `No catalogue recipe fits your restrictions for: ${meals.composedSlots.join(', ')}; simple plates were composed instead.`,
        ]
      : []),
  ];

  const startsAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + durationDays * DAY_MS).toISOString();
  const goalText = profile.goals.join(', ');
  const summary =
    `${PLAN_TYPE_LABELS[planType]} ${durationDays}-day plan for ${goalText.toLowerCase()}: ` +
    `${targets.calories} kcal a day (protein ${targets.proteinG} g, carbohydrate ${targets.carbsG} g, fat ${targets.fatG} g)` +
    `${
      diet.recognised.length > 0
        ? `, ${diet.recognised
            .map((r) => r.split(' (')[0])
            .join(', ')
            .toLowerCase()}`
        : ''
    }; ` +
    `${training.plan.daysPerWeek} training sessions a week` +
    `${supplements.supplements.length > 0 ? `; ${supplements.supplements.length} supplement suggestion${supplements.supplements.length > 1 ? 's' : ''}` : ''}.`;

  const content: PlanContent = {
    version: 1,
    planType,
    targets,
    days: meals.days,
    training: training.plan,
    supplements: supplements.supplements,
    warnings,
    rationale,
    groceryList: planType === 'free' ? [] : groceryLists(meals.days),
    assumptions,
    confidence,
    inputs: {
      restrictions: diet.recognised,
      conditions: [...new Set(profile.conditions.map((c) => c.key))],
      medications: [...new Set(profile.medications.map((m) => m.key))],
      biomarkersUsed: [...signals.latest.keys()],
    },
  };

  return {
    planType,
    summary,
    confidenceScore: confidence.score,
    warnings: warnings.map((w) => w.message),
    durationDays,
    startsAt,
    expiresAt,
    doctorVerified: false,
    reviewStatus: planType === 'doctor_verified' ? 'pending' : 'not_required',
    content,
  };
}
