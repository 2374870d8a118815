/**
 * The plan engine's entry point: profile + biomarkers + plan type + now + seed → a complete plan. Pure and
 * deterministic: no clock, randomness, I/O or global state it was not handed (module-level tables are
 * read-only; the recipe-resolution memo is keyed by its inputs). The same input gives a deep-equal output.
 */
import type { BiomarkerInput } from '@common/biomarkers';
import type { ClinicianOverrides } from '@common/clinician';
import { PLAN_DURATION_DAYS } from '@common/limits';
import { PLAN_TYPE_LABELS, PLAN_TYPES, type PlanType } from '@common/options';
import type { PlanContent, PlanDay, PlanWarning, Rationale, TrainingPlan } from '@common/plan';
import { deriveSignals, describeReading, safetyOnly } from '../safety/biomarker-signals';
import { computeConfidence } from './confidence';
import { unpairSwappedBatches, withKeptDays } from '../nutrition/batch-cooking';
import { parseRestrictions, withExclusions, type DietRules } from '../nutrition/diet-rules';
import { drugClass } from '../safety/drug-interactions';
import { checkEligibility, checkServedMenu } from './eligibility';
import {
  overrideDiet,
  overrideTargets,
  overrideTraining,
  withOverrideWarnings,
} from '../safety/clinician-overrides';
import { FOODS, TAG_BIT, TRAIT_BIT } from '../data/foods/food-table';
import { groceryLists } from '../nutrition/grocery';
import { MACROS, MEAL_PLANNING, SOURCES } from '../guidelines';
import { planMeals, preferenceNotes } from '../nutrition/meal-planner';
import { NUTRIENT_NAMES } from '../nutrition/nutrients';
import { servedOnMissedDays, shortfallText } from '../nutrition/target-shortfall';
import { reviseTargets, type Revised } from '../nutrition/target-revision';
import type { MealSteering } from '../nutrition/meal-types';
import { applyProgressions, type NextStep } from '../progress/apply-progressions';
import { createRng } from './prng';
import {
  conditionsUnder,
  hasCondition,
  isPregnant,
  resolveProfile,
  type EngineProfile,
  type ResolvedProfile,
} from './profile-input';
import { recommendSupplements } from '../nutrition/supplements';
import { boneLoss, calciumFloorMg, calciumGapSupplement } from '../nutrition/calcium-need';
import { computeTargets } from '../nutrition/targets';
import { planTraining } from '../training/training-planner';
import { resultAims } from './result-aims';
import { collectWarnings, withUnsaidResults } from './warnings';
import { escalations } from '../safety/escalation';
import {
  activeRules,
  adjustSupplements,
  adjustTargets,
  careSteering,
  clinicalDiet,
  conditionCare,
  ironLoadingListed,
} from '../safety/clinical-rules';
import {
  hidesNumbers,
  mealPatternOf,
  numberFreePlan,
  ramadanRationale,
  ramadanTrainingNotes,
} from '../safety/clinical-rules/pattern-rules';

export type { EngineProfile } from './profile-input';
export { PlanRefused } from './eligibility';

export interface GeneratePlanInput {
  profile: EngineProfile | null;
  biomarkers: readonly BiomarkerInput[];
  planType: PlanType;
  now: Date;
  seed: number;
  /**
   * Whether biomarkers personalise foods, supplements and explanations (premium/doctor-verified with
   * includeBloodTest). Safety limits and warnings from the results always apply. Default true.
   */
  personaliseWithBiomarkers?: boolean;
  /** A clinician's changes to a doctor_verified plan (clinician-overrides.ts), applied on regeneration. */
  overrides?: ClinicianOverrides;
  /** A weekly check-in's calorie target (targets.ts checkInStep: floors and no-deficit rules still apply). */
  calorieTargetKcal?: number;
}

export interface GeneratedPlan {
  planType: PlanType;
  summary: string;
  /** 0–100, integer. */
  confidenceScore: number;
  /** Messages, most serious first (the dashboard shows the first). */
  warnings: string[];
  /** The same warnings with severity and code. */
  warningDetails: PlanWarning[];
  durationDays: number;
  /** ISO timestamps. */
  startsAt: string;
  expiresAt: string;
  /** doctor_verified plans start unverified and pending clinician review. */
  doctorVerified: false;
  reviewStatus: 'pending' | 'not_required';
  content: PlanContent;
}

const DAY_MS = 86_400_000;

/** Pregnancy: high-mercury fish and liver (vitamin A excess) by name, plus alcohol. fdaFish; acogNutrition */
const PREGNANCY_EXCLUDED = [...FOODS.values()]
  .filter((f) =>
    /shark|swordfish|king mackerel|marlin|tilefish|bigeye|\bliver\b/i.test(`${f.name} ${f.sourceRef}`),
  )
  .map((f) => f.id);

/** Catalogue entries whose care keeps all alcohol, cooking alcohol included, off the menu. */
const NO_ALCOHOL_ENTRIES = new Set([
  'pancreatitis',
  'acute-pancreatitis',
  'chronic-pancreatitis',
  'alcohol-use-disorder',
  'tuberculosis',
  'peptic-ulcer',
]);

/** Step 1: what the engine reads — profile, restrictions, medications, life stage, results on file. */
function readInputs(input: GeneratePlanInput) {
  const { planType } = input;
  const profile = resolveProfile({ ...input.profile, now: input.now });
  const personalised = planType !== 'free' && input.personaliseWithBiomarkers !== false;
  const allSignals = deriveSignals(input.biomarkers, profile.sex, input.now);
  // Safety-relevant results apply to every plan; only personalised plans steer foods and supplements by them.
  const signals = personalised ? allSignals : safetyOnly(allSignals);
  const classes = [...new Set(profile.medications.map((m) => m.key))].flatMap((k) => drugClass(k) ?? []);
  const effects = new Set(classes.flatMap((c) => c.effects ?? []));
  const noAlcohol =
    profile.lifeStage !== null ||
    signals.tgVeryHigh ||
    signals.liverHigh !== null ||
    hasCondition(profile, 'liver-disease') ||
    // Pancreatitis (ESPEN 2020: abstinence), alcohol dependence (NICE CG115), TB on treatment (hepatotoxic drugs;
    // NICE NG33), peptic ulcer (ACG 2017): their care says the plan has no alcohol, so cooking wine goes too.
    profile.clinical.conditions.some((c) => !c.history && NO_ALCOHOL_ENTRIES.has(c.entryId));
  const diet = withExclusions(
    parseRestrictions(profile.restrictions),
    [
      ...classes.flatMap((c) => c.excludeTags ?? []),
      ...(noAlcohol ? (['alcohol'] as const) : []),
      ...(signals.tgVeryHigh ? (['added-sugar'] as const) : []),
    ],
    [...classes.flatMap((c) => c.excludeFoods ?? []), ...(isPregnant(profile) ? PREGNANCY_EXCLUDED : [])],
  );
  const rules = activeRules(profile, allSignals);
  return {
    profile,
    personalised,
    signals,
    diet: overrideDiet(clinicalDiet(diet, rules), input.overrides),
    effects,
    rules,
  };
}

type Inputs = ReturnType<typeof readInputs>;

/** Supplements by biomarkers and goals, then by the clinical rules (life stage, iron overload, own ones). */
function supplementsFor(inputs: Inputs, planType: PlanType, menuCalciumMg: number | null = null) {
  const { profile, signals, diet, effects, rules } = inputs;
  const base = recommendSupplements(profile, signals, diet, planType, effects);
  const kidney = signals.ckd || hasCondition(profile, 'kidney-disease');
  const calcium = calciumGapSupplement(profile, menuCalciumMg, kidney);
  const adjusted = adjustSupplements(base.supplements, profile, diet, planType, rules, calcium);
  const kept = base.rationale.filter((r) => adjusted.supplements.some((x) => r.text.includes(x.dose)));
  const added = adjusted.supplements
    .filter((x) => !base.supplements.includes(x))
    .map((x) => ({ topic: 'supplements' as const, text: x.dose, source: x.source }));
  return { supplements: adjusted.supplements, rationale: [...kept, ...added, ...adjusted.rationale] };
}

/**
 * Iron-rich dishes with vitamin C: a low result or a typed anaemia, never with iron overload (EASL 2022) or a
 * condition that loads the body with iron (thalassaemia, sickle cell disease: TIF 2021).
 */
function ironSteered(inputs: Inputs): boolean {
  const care = careSteering(inputs.profile);
  return (
    (inputs.signals.ironLow !== null || care.ironWithVitC === true) &&
    !inputs.rules.ironOverload &&
    !ironLoadingListed(inputs.profile)
  );
}

/** Step 2: how biomarkers and conditions steer the menu, with the rationale lines that explain it. */
function steerMeals(inputs: Inputs, rationale: Rationale[]): MealSteering {
  const { profile, signals, diet, effects } = inputs;
  const glucose =
    signals.glucoseHigh !== null || hasCondition(profile, 'diabetes') || hasCondition(profile, 'pcos');
  const ldl =
    signals.ldlHigh !== null ||
    hasCondition(profile, 'high-cholesterol') ||
    hasCondition(profile, 'heart-disease');
  const tg = signals.tgHigh !== null;
  // A condition typed without a result (anaemia, B12 deficiency, low blood sugar episodes): condition-care.ts.
  const care = careSteering(profile);
  const b12 = signals.b12Low !== null || care.b12 === true;
  const steering: MealSteering = {
    avoidTraits: (glucose ? TRAIT_BIT['high-gi'] : 0) | (ldl ? TRAIT_BIT['high-sat'] : 0),
    boostTraits:
      (ldl ? TRAIT_BIT['soluble-fibre'] : 0) |
      (tg ? TRAIT_BIT['omega-3'] : 0) |
      (b12 ? TRAIT_BIT['b12-fortified'] : 0),
    avoidTags: tg || glucose ? TAG_BIT['added-sugar'] : 0,
    glucoseSpread: glucose || care.glucoseSpread === true,
    ironWithVitC: ironSteered(inputs),
    b12Fortified: b12 && (diet.vegan || diet.vegetarian),
    // Low potassium on a diuretic outweighs the ACE/ARB rule: potassium foods are then wanted (clinical-rules).
    noHighPotassiumTopUps: effects.has('no-potassium-topups') && !inputs.rules.diureticLowK,
    preferences: profile.mealPreferences,
    mealPattern: mealPatternOf(inputs.rules),
    ...(boneLoss(profile) ? { calciumFloorMg: calciumFloorMg(profile) } : {}),
  };
  rationale.push(...ramadanRationale(steering.mealPattern ?? 'usual'));
  if (steering.noHighPotassiumTopUps) {
    rationale.push({
      topic: 'meals',
      text: 'Your medication raises blood potassium: no high-potassium top-up foods (banana, dates, nuts) are added, and no salt substitutes',
      source: SOURCES.drugs,
    });
  }
  if (glucose) {
    rationale.push({
      topic: signals.glucoseHigh ? 'biomarkers' : 'meals',
      text: `${signals.glucoseHigh ? describeReading(signals.glucoseHigh) : 'Diabetes/PCOS listed'} → low-glycaemic foods (brown rice, millets, whole grains instead of refined), ${steering.mealPattern === 'gdm' ? 'carbohydrate capped per meal (gestational diabetes, below)' : "no meal with more than 35 % of the day's carbohydrate"}, added sugar avoided`,
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
  // Said only where the menu is steered (not beside iron overload or an iron-loading condition: ironSteered).
  if (signals.ironLow && steering.ironWithVitC) {
    rationale.push({
      topic: 'biomarkers',
      text: `${describeReading(signals.ironLow)} → iron-rich recipes (pulses, leafy greens${diet.vegetarian ? '' : ', meat and fish'}) with a vitamin C fruit at lunch and dinner to aid absorption`,
      source: SOURCES.whoAnaemia,
    });
  }
  for (const c of conditionCare(profile)) {
    if (!c.rationale) continue;
    if (c.steer?.ironWithVitC && !steering.ironWithVitC) continue;
    if (signals.ironLow && c.steer?.ironWithVitC) continue; // the result's own line says it
    rationale.push({ topic: 'meals', text: c.rationale, source: c.source });
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
      text: `Restrictions kept as hard rules (checked by ingredient tag and by food name, including hidden animal-derived ingredients): ${diet.recognised.join('; ')}`,
      source: SOURCES.hiddenAnimal,
    });
  }
  rationale.push({
    topic: 'meals',
    text: `Portions sized by linear programming so each day's energy is within ±5 % and protein, carbohydrate and fat within ±10 % of target, with every nutrient limit a hard rule; food values from IFCT 2017 and USDA FoodData Central`,
    source: `${SOURCES.ifct}; ${SOURCES.usda}`,
  });
  return steering;
}

function assumptionsOf(inputs: Inputs, meals: ReturnType<typeof planMeals>): string[] {
  const { profile, diet, signals, personalised } = inputs;
  return [
    ...profile.assumptions,
    ...diet.notes,
    ...(signals.latest.size > 0 && !personalised
      ? [
          'Your blood test results on file set the safety limits of this plan; they do not personalise foods or supplements in this plan type.',
        ]
      : []),
    ...(signals.latest.size === 0
      ? ['No blood test results were available; targets use your profile only.']
      : []),
    ...(signals.stale.length > 0
      ? [
          `Results older than 12 months (${signals.stale.map((r) => r.code).join(', ')}) are still applied for safety; please retest.`,
        ]
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
    ...preferenceNotes(meals, profile.mealPreferences),
  ];
}

/** The fasting pattern's notes on when to train and drink, first among the training notes. */
const withPatternNotes = (plan: TrainingPlan, steering: MealSteering): TrainingPlan => {
  const notes = ramadanTrainingNotes(steering.mealPattern ?? 'usual');
  return notes.length === 0 ? plan : { ...plan, notes: [...notes, ...plan.notes] };
};

/** The targets as the summary states them, with what the days serve where it differs; revisePlan swaps this phrase. */
const targetsText = (t: PlanContent['targets'], days: readonly Pick<PlanDay, 'totals'>[]) =>
  `${t.calories} kcal a day (protein ${t.proteinG} g, carbohydrate ${t.carbsG} g, fat ${t.fatG} g${servedText(days, t.calories)})`;
const TARGETS_TEXT =
  /\d+ kcal a day \(protein \d+ g, carbohydrate \d+ g, fat \d+ g(; the menu serves about \d+ kcal a day: see the safety notes)?\)/;

/**
 * Beside the energy stated, when the days serve on average more than the energy tolerance away from it (no stated
 * revision could cover them: their spread is too wide, or a limit's share holds it): what they serve, so the
 * summary never prints one number and serves another (issue 30). Empty otherwise.
 */
function servedText(days: readonly Pick<PlanDay, 'totals'>[], calories: number): string {
  if (days.length === 0) return '';
  const mean = days.reduce((s, d) => s + d.totals.kcal, 0) / days.length;
  if (Math.abs(mean - calories) <= MEAL_PLANNING.energyTolerance * calories) return '';
  return `; the menu serves about ${Math.round(mean / 10) * 10} kcal a day: see the safety notes`;
}

function summaryOf(
  planType: PlanType,
  durationDays: number,
  profile: ReturnType<typeof resolveProfile>,
  targets: PlanContent['targets'],
  diet: DietRules,
  /** "3 workouts and 2 walks", from the training schedule so the summary and the schedule agree. */
  trainingSessions: string,
  supplementCount: number,
  days: readonly Pick<PlanDay, 'totals'>[],
): string {
  const restrictions =
    diet.recognised.length > 0
      ? `, ${diet.recognised
          .map((r) => r.split(' (')[0])
          .join(', ')
          .toLowerCase()}`
      : '';
  // Eating-disorder history: regular meals and plate-based portions, no numbers (pattern-rules.ts, NICE NG69).
  const food = hidesNumbers(profile)
    ? 'regular meals with plate-based portions, to use with your care team'
    : targetsText(targets, days);
  return (
    `${PLAN_TYPE_LABELS[planType]} ${durationDays}-day plan for ${profile.goals.join(', ').toLowerCase()}: ` +
    `${food}${restrictions}; ` +
    `${trainingSessions} a week` +
    `${supplementCount > 0 ? `; ${supplementCount} supplement suggestion${supplementCount > 1 ? 's' : ''}` : ''}.`
  );
}

/** Step 3: inputs, targets and eligibility — everything that comes before a menu. */
function planBasis(input: GeneratePlanInput) {
  if (!PLAN_TYPES.includes(input.planType)) throw new Error(`Unknown plan type: ${String(input.planType)}`);
  const now = new Date(input.now.getTime());
  if (!Number.isFinite(now.getTime())) throw new Error('generatePlan: invalid "now"');
  const inputs = readInputs({ ...input, now });
  const { profile, signals, diet, effects } = inputs;
  const computed = computeTargets(
    profile,
    signals,
    diet,
    input.planType,
    effects.has('vitamin-k-steady'),
    input.calorieTargetKcal,
  );
  const kidney = signals.ckd || hasCondition(profile, 'kidney-disease');
  const ruled = adjustTargets(computed, profile, inputs.rules, kidney);
  const clinician = overrideTargets(ruled.targets, input.overrides);
  const targetsResult = {
    ...ruled,
    targets: clinician.targets,
    proteinCapped: ruled.proteinCapped || clinician.proteinCapped,
    rationale: [...ruled.rationale, ...clinician.rationale],
  };
  checkEligibility(profile, targetsResult.bmi, diet, signals.tgVeryHigh, escalations(profile, signals));
  return { now, inputs, targetsResult, durationDays: PLAN_DURATION_DAYS[input.planType] };
}

/**
 * The warnings as the member reads them: the clinician's overrides applied, then any result flagged out of range that
 * no warning, rationale line or supplement names listed for the doctor (warnings.ts withUnsaidResults).
 */
function finalWarnings(
  reviewed: PlanWarning[],
  overrides: ClinicianOverrides | undefined,
  inputs: Inputs,
  rationale: readonly Rationale[],
  supplements: ReturnType<typeof supplementsFor>,
): PlanWarning[] {
  return withUnsaidResults(withOverrideWarnings(reviewed, overrides), inputs.signals, [
    ...reviewed.map((w) => w.message),
    ...rationale.map((r) => r.text),
    ...supplements.supplements.map((s) => `${s.reason} ${s.dose}`),
  ]);
}

/** durationDays: the days the menu covers (a revision covers the remaining days only). */
type Basis = Omit<ReturnType<typeof planBasis>, 'durationDays'> & { durationDays: number };

/** What the menu achieved, for the warnings and the confidence (null: before a menu exists). */
interface MenuOutcome {
  days: ReturnType<typeof planMeals>['days'];
  daysOutOfTolerance: number;
  average: ReturnType<typeof planMeals>['average'];
  limitsAtCeiling: ReturnType<typeof planMeals>['limitsAtCeiling'];
  variety: ReturnType<typeof planMeals>['variety'];
  fruitVeg: ReturnType<typeof planMeals>['fruitVeg'];
  mealShareDays: number;
  preferencesRelaxed?: ReturnType<typeof planMeals>['preferencesRelaxed'];
}

/** What the menu does about fruit and vegetables (WHO ≥ 400 g a day, nutrition/fruit-veg.ts), for the rationale. */
function fruitVegRationale(menu: MenuOutcome): Rationale {
  const f = menu.fruitVeg;
  if (!f)
    return {
      topic: 'meals',
      text: 'Fruit and vegetables are not raised to 400 g a day: your low-residue diet comes first',
      source: SOURCES.whoFruitVeg,
    };
  const short = f.shortDays > 0 ? `; ${f.shortDays} day(s) still fall short, as the warnings say` : '';
  return f.potassiumLimited
    ? {
        topic: 'meals',
        text: `Fruit and vegetables at least ${f.floorG} g a day where your potassium limit allows, from lower-potassium ones (apple, berries, cucumber, tomato, cabbage, gourds): a potassium limit changes which fruit and vegetables, not whether${short}`,
        source: `${SOURCES.whoFruitVeg}; ${SOURCES.kdoqiPotassium}`,
      }
    : {
        topic: 'meals',
        text: `Fruit and vegetables at least ${f.floorG} g every day (potatoes and other starchy roots not counted): a side of vegetables is added where the dishes fall short${short}`,
        source: SOURCES.whoFruitVeg,
      };
}

/** The energy and protein the missed days really serve, stated as their revised figures (target-shortfall.ts). */
function shortfallOf(days: MenuOutcome['days'], targets: PlanContent['targets']): string {
  const served = servedOnMissedDays(days, targets);
  return served ? `${shortfallText(served, targets)}; ` : '';
}

/**
 * The targets the menu really serves where a computed figure is out of reach on a good share of days
 * (target-revision.ts), the days measured against them, and the basis the review reads them from. (Sizing the menus
 * a second time for the stated figures met 0.9 % more days in the engine bench at ~25 ms more p95: not done.)
 */
/** The served days under the calorie floor (a whole kcal under, as printed), for the plan's warning; else null. */
function floorShortfall(
  days: readonly Pick<PlanDay, 'totals'>[],
  floorKcal: number,
): { days: number; leastKcal: number; floorKcal: number } | null {
  const under = days.map((d) => Math.round(d.totals.kcal)).filter((k) => k < floorKcal);
  return under.length === 0 ? null : { days: under.length, leastKcal: Math.min(...under), floorKcal };
}

/**
 * The least protein a plan may state or serve as safe, g: WHO/FAO/UNU 2007's safe level per kg of the reference
 * weight the targets use (actual weight, or the BMI-25 weight in obesity: an obese member's fat mass needs no
 * protein).
 */
const proteinSafeFloorG = (referenceWeightKg: number): number =>
  Math.round(MACROS.proteinSafeFloorPerKg * referenceWeightKg);

function statedTargets(
  basis: Basis,
  steering: MealSteering,
  meals: ReturnType<typeof planMeals>,
): {
  basis: Basis;
  menu: ReturnType<typeof planMeals>;
  revised: Revised<ReturnType<typeof planMeals>['days'][number], Basis['targetsResult']['targets']>;
} {
  const { inputs, targetsResult } = basis;
  const safeFloorG = proteinSafeFloorG(targetsResult.referenceWeightKg);
  // A combination whose menu serves under the safe protein floor is refused before any target is stated.
  if (meals.days.length > 0)
    checkServedMenu(
      meals.average,
      Math.min(safeFloorG, targetsResult.targets.proteinG),
      targetsResult.targets.energy.floorKcal,
      inputs.diet,
    );
  const revised = reviseTargets(meals.days, targetsResult.targets, {
    diet: inputs.diet,
    limitsAtCeiling: meals.limitsAtCeiling,
    mealsPerDay: steering.preferences?.mealsPerDay ?? null,
    gdm: inputs.rules.gdm,
    proteinFloorG: safeFloorG,
  });
  return {
    basis: { ...basis, targetsResult: { ...targetsResult, targets: revised.targets } },
    menu: { ...meals, days: revised.days, daysOutOfTolerance: revised.daysOutOfTolerance },
    revised,
  };
}

/** Step 6: ranked warnings and the confidence score with its reasons. */
function reviewPlan(
  basis: Basis,
  planType: PlanType,
  menu: MenuOutcome | null,
  revision: PlanContent['targetRevision'] = undefined,
  supplementNames: readonly string[] = [],
) {
  const { inputs, targetsResult, durationDays, now } = basis;
  const { profile, signals, diet } = inputs;
  const { targets } = targetsResult;
  const warnings = collectWarnings({
    targetRevision: revision ? { revision, targets } : null,
    profile,
    signals,
    diet,
    planType,
    bmi: targetsResult.bmi,
    targetNotes: targetsResult.notes,
    saturatedFatMaxG: targets.saturatedFatMaxG,
    mealShortfall:
      menu && menu.daysOutOfTolerance > 0
        ? {
            daysOut: menu.daysOutOfTolerance,
            days: durationDays,
            detail: `${shortfallOf(menu.days, targets)}average ${menu.average.kcal} kcal vs ${targets.calories}, protein ${Math.round(menu.average.proteinG)} g vs ${targets.proteinG}, carbohydrate ${Math.round(menu.average.carbsG)} g vs ${targets.carbsG}, fat ${Math.round(menu.average.fatG)} g vs ${targets.fatG}`,
            limitsAtCeiling: [
              ...menu.limitsAtCeiling.map((k) => NUTRIENT_NAMES[k]),
              // The per-meal caps hold energy back as well (ADA SoC 2025 §15): named so the miss is explained.
              ...(inputs.rules.gdm ? ['carbohydrate per meal (gestational diabetes)'] : []),
            ],
          }
        : null,
    varietyShortfall: menu && !menu.variety.ok ? menu.variety : null,
    preferencesRelaxed: menu?.preferencesRelaxed ?? [],
    supplementNames,
    // A target set under the floor on purpose (a clinician's) is what the days aim at: no floor to fall short of.
    floorShortfall:
      targets.energy.floorKcal <= targets.calories
        ? floorShortfall(menu?.days ?? [], targets.energy.floorKcal)
        : null,
    fruitVegShortfall: menu?.fruitVeg && menu.fruitVeg.shortDays > 0 ? menu.fruitVeg : null,
    mealShareDays: menu?.mealShareDays ?? 0,
    deficitApplied: targetsResult.deficitApplied,
    ironSteered: ironSteered(inputs),
    calciumAvgMg: menu && menu.days.length > 0 ? menu.average.calciumMg : null,
  });
  const confidence = computeConfidence({
    profile,
    signals,
    planType,
    now,
    unrecognisedRestrictions: diet.unrecognised.length,
    daysOutOfTolerance: menu?.daysOutOfTolerance ?? 0,
    days: durationDays,
    criticalFindings: warnings.filter((w) => w.severity === 'critical').length,
    personalised: inputs.personalised,
  });
  return { warnings, confidence };
}

/**
 * The safety screen of a profile without building a menu: targets with their hard limits, the ranked warnings
 * and the confidence as they stand before portions are sized. Throws PlanRefused like generatePlan.
 */
export function screenProfile(input: GeneratePlanInput) {
  const basis = planBasis(input);
  return { targets: basis.targetsResult.targets, ...reviewPlan(basis, input.planType, null) };
}

export function generatePlan(input: GeneratePlanInput): GeneratedPlan {
  const basis = planBasis(input);
  const { now, inputs, targetsResult, durationDays } = basis;
  const { planType, seed } = input;
  const { profile, signals, diet } = inputs;
  const rationale: Rationale[] = [...targetsResult.rationale];
  const steering = steerMeals(inputs, rationale);

  // From here on the plan states the targets its days serve (the computed ones unless out of reach).
  const stated = statedTargets(
    basis,
    steering,
    planMeals({
      targets: targetsResult.targets,
      diet,
      steering,
      planType,
      days: durationDays,
      startDate: now,
      rng: createRng(seed, 'meals'),
      proteinCeiling: targetsResult.proteinCapped,
    }),
  );
  const meals = stated.menu;
  const revision = stated.revised.revision ?? undefined;
  const targets = stated.revised.targets;
  rationale.push(fruitVegRationale(meals));
  const training = planTraining({
    profile,
    planType,
    weeks: planType === 'free' ? 1 : Math.ceil(durationDays / 7),
    bmi: targetsResult.bmi,
    rng: createRng(seed, 'training'),
    caps: { maxRpe: input.overrides?.maxRpe, maxPct1Rm: input.overrides?.maxPercent1Rm },
  });
  rationale.push(...training.rationale);
  const supplements = supplementsFor(
    inputs,
    planType,
    meals.days.length > 0 ? meals.average.calciumMg : null,
  );
  rationale.push(...supplements.rationale);
  const reviewed = reviewPlan(
    stated.basis,
    planType,
    meals,
    revision,
    supplements.supplements.map((x) => x.name),
  );
  const { confidence } = reviewed;
  const warnings = finalWarnings(reviewed.warnings, input.overrides, inputs, rationale, supplements);

  const built: PlanContent = {
    version: 2,
    planType,
    targets,
    ...(revision ? { targetRevision: revision } : {}),
    days: meals.days,
    training: withPatternNotes(overrideTraining(training.plan, input.overrides), steering),
    supplements: supplements.supplements,
    warnings,
    rationale,
    groceryList: groceryLists(meals.days),
    assumptions: assumptionsOf(inputs, meals),
    confidence,
    inputs: {
      restrictions: diet.recognised,
      conditions: conditionKeys(profile),
      medications: [...new Set(profile.medications.map((m) => m.key))],
      biomarkersUsed: [...signals.latest.keys()],
      biomarkersStale: signals.stale.map((r) => r.code),
    },
    resultAims: resultAims({
      signals,
      supplements: supplements.supplements,
      ironWithVitC: steering.ironWithVitC,
      b12Fortified: steering.b12Fortified,
      startDate: meals.days[0]?.date ?? now.toISOString().slice(0, 10),
    }),
  };
  const content = hidesNumbers(profile) ? numberFreePlan(built) : built;
  return {
    planType,
    summary: summaryOf(
      planType,
      durationDays,
      profile,
      targets,
      diet,
      training.sessionsText,
      supplements.supplements.length,
      meals.days,
    ),
    confidenceScore: confidence.score,
    // As the plan states them (without food amounts for an eating-disorder history).
    warnings: content.warnings.map((w) => w.message),
    warningDetails: content.warnings,
    durationDays,
    startsAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + durationDays * DAY_MS).toISOString(),
    doctorVerified: false,
    reviewStatus: planType === 'doctor_verified' ? 'pending' : 'not_required',
    content,
  };
}

export interface RevisePlanInput extends GeneratePlanInput {
  /** The version being revised: its days before `fromDay`, its training and its dates are kept. */
  current: PlanContent;
  /** Its summary (the new one states the new targets). */
  currentSummary: string;
  /** The first plan day (1-based) of the new version: the first day of the coming plan week. */
  fromDay: number;
  /** Next week's step per exercise, from the check-in (engine/progress/progression.ts). */
  progressions: readonly NextStep[];
}

export interface RevisedPlan {
  summary: string;
  confidenceScore: number;
  warnings: string[];
  content: PlanContent;
  /** The calorie target the new weeks follow (the check-in's, unless a clinical rule kept it). */
  calories: number;
  /** Exercises of the coming week given a new load or rep goal. */
  progressed: number;
  /** False when no new calorie target was given: the meals, targets and warnings stay as they were. */
  mealsReplanned: boolean;
}

/**
 * A new version of a plan from a weekly check-in: the days before `fromDay` stay as they were (they are history,
 * and logs point at them); with a new calorie target the remaining days are re-planned by the same engine at it,
 * with the member's current profile, results and rules (targets, limits, restrictions, floors); without one the
 * meals stay. The coming week's sessions carry the check-in's loads and rep goals. Pure, like generatePlan.
 */
export function revisePlan(input: RevisePlanInput): RevisedPlan {
  const { current, fromDay, planType, seed } = input;
  const week = Math.ceil(fromDay / 7);
  const training = applyProgressions(current.training, week, input.progressions);
  if (input.calorieTargetKcal === undefined) {
    return {
      summary: input.currentSummary,
      confidenceScore: current.confidence.score,
      warnings: current.warnings.map((w) => w.message),
      content: { ...current, training: training.plan },
      calories: current.targets.calories,
      progressed: training.progressed,
      mealsReplanned: false,
    };
  }
  const kept = current.days.filter((d) => d.day < fromDay);
  const first = current.days.find((d) => d.day === fromDay);
  if (!first) throw new Error(`revisePlan: the plan has no day ${fromDay}`);
  const remaining = current.days.length - kept.length;
  const basis = { ...planBasis(input), durationDays: remaining };
  const { inputs, targetsResult } = basis;
  const { diet } = inputs;
  const rationale: Rationale[] = [...targetsResult.rationale];
  const steering = steerMeals(inputs, rationale);
  const stated = statedTargets(
    basis,
    steering,
    planMeals({
      targets: targetsResult.targets,
      diet,
      steering,
      planType,
      days: remaining,
      startDate: new Date(`${first.date}T00:00:00Z`),
      firstDay: fromDay,
      rng: createRng(seed, 'meals'),
      proteinCeiling: targetsResult.proteinCapped,
    }),
  );
  const meals = stated.menu;
  const revision = stated.revised.revision ?? undefined;
  const targets = stated.revised.targets;
  rationale.push(fruitVegRationale(meals));
  // The re-planned days are numbered from fromDay (their leftovers and cooking-time days too); the last kept day's
  // dinner was cooked double for a day that is re-planned now: it is cooked once.
  const days = unpairSwappedBatches([...kept, ...meals.days]);
  rationale.push(...current.rationale.filter((r) => r.topic === 'training'));
  const supplements = supplementsFor(
    inputs,
    planType,
    meals.days.length > 0 ? meals.average.calciumMg : null,
  );
  rationale.push(...supplements.rationale);
  const reviewed = reviewPlan(
    stated.basis,
    planType,
    meals,
    revision,
    supplements.supplements.map((x) => x.name),
  );
  const warnings = finalWarnings(reviewed.warnings, input.overrides, inputs, rationale, supplements);
  const revised: PlanContent = {
    ...current,
    targets,
    targetRevision: revision,
    days,
    training: training.plan,
    supplements: supplements.supplements,
    warnings,
    rationale,
    groceryList: groceryLists(days),
    // The cooking-time statement names the plan's days over the limit, the kept ones too.
    assumptions: assumptionsOf(inputs, {
      ...meals,
      cookingTime: meals.cookingTime && withKeptDays(meals.cookingTime, kept),
    }),
    confidence: reviewed.confidence,
  };
  const content = hidesNumbers(inputs.profile) ? numberFreePlan(revised) : revised;
  return {
    summary: input.currentSummary.replace(TARGETS_TEXT, targetsText(targets, days)),
    confidenceScore: reviewed.confidence.score,
    warnings: content.warnings.map((w) => w.message),
    content,
    calories: targets.calories,
    progressed: training.progressed,
    mealsReplanned: true,
  };
}

/**
 * What the menu of a plan was chosen under, for meal swaps (meal-swaps.ts): the member's diet rules (restrictions,
 * medication and pregnancy exclusions, clinician overrides), the biomarker steering, the targets with their hard
 * limits and whether protein is a ceiling. Built by the same steps as generatePlan; throws PlanRefused like it.
 */
export function menuRules(input: GeneratePlanInput) {
  const basis = planBasis(input);
  const steering = steerMeals(basis.inputs, []);
  return {
    diet: basis.inputs.diet,
    steering,
    targets: basis.targetsResult.targets,
    proteinCeiling: basis.targetsResult.proteinCapped,
    inputs: {
      restrictions: basis.inputs.diet.recognised,
      conditions: conditionKeys(basis.inputs.profile),
      /** What the listed conditions sit under now (profile-input conditionsUnder): re-read, not dropped. */
      conditionsUnder: conditionsUnder(basis.inputs.profile),
      medications: [...new Set(basis.inputs.profile.medications.map((m) => m.key))],
    },
  };
}

/**
 * The conditions a plan was made for, with the life stage from the pregnancy field as a condition too: a later
 * profile without it must not get swaps looser than the plan's meals (plans-service swapRulesFor).
 */
function conditionKeys(profile: ResolvedProfile): string[] {
  const keys = new Set<string>(profile.conditions.map((c) => c.key));
  if (isPregnant(profile)) keys.add('pregnancy');
  else if (profile.lifeStage === 'breastfeeding') keys.add('breastfeeding');
  return [...keys];
}
