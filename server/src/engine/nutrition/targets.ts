/**
 * Daily targets: energy (Mifflin-St Jeor BMR × activity factor, adjusted for the goal, never below the safety
 * floor), protein by goal (capped for kidney disease), fat and carbohydrate within the AMDR unless keto/low-carb,
 * fibre, water and the saturated-fat ceiling. Each decision leaves a rationale line with its source.
 */
import type { PlanType } from '@common/options';
import type { NutrientLimits, PlanTargets, Rationale, WarningSeverity } from '@common/plan';
import { bmi as bmiOf, bmr as mifflinBmr, dailyEnergyNeed } from '@common/health-metrics';
import type { BiomarkerSignals } from '../safety/biomarker-signals';
import { describeReading } from '../safety/biomarker-signals';
import type { DietRules } from './diet-rules';
import { isFrail } from '../training/training-background';
import { wheelchairActivityFactor } from '../training/training-seated';
import { ENERGY, LIFE_STAGE, MACROS, NUTRIENT_RULES as NR, SOURCES } from '../guidelines';
import {
  hasCondition,
  kidneyAtRisk,
  monthsSince,
  onDialysis,
  isPregnant,
  resolveProfile,
  type EngineProfile,
  type ResolvedProfile,
} from '../plan/profile-input';

export interface TargetsResult {
  targets: PlanTargets & { limits: NutrientLimits };
  rationale: Rationale[];
  /** Safety notes that become warnings (e.g. deficit withheld). */
  notes: { severity: WarningSeverity; code: string; message: string }[];
  bmi: number;
  /** Weight used for protein and water (kg). */
  referenceWeightKg: number;
  deficitApplied: boolean;
  proteinCapped: boolean;
}

const round = (v: number, step = 1): number => Math.round(v / step) * step;

/** Mifflin-St Jeor; unknown sex uses the midpoint of the two sex constants. */
export function computeBmr(p: ResolvedProfile): number {
  if (p.sex !== 'unknown') {
    return mifflinBmr({ age: p.age, gender: p.sex, height: p.heightCm, weight: p.weightKg }) ?? 0;
  }
  const mid = (ENERGY.mifflinMaleConstant + ENERGY.mifflinFemaleConstant) / 2;
  return Math.round(10 * p.weightKg + 6.25 * p.heightCm - 5 * p.age + mid);
}

interface EnergyStep {
  bmr: number;
  factor: number;
  tdee: number;
  floor: number;
  calories: number;
  /** The goal's target before a check-in replaced it: adjustmentKcal stays the goal's, for the next check-in. */
  goalCalories: number;
  deficitApplied: boolean;
}

/**
 * Why no deficit may be planned for this profile, or null: the same rule the planner applies, for the weekly
 * check-in (which must never lower such a member's target either). nhlbiObesity; who2000Bmi; pregnancyEnergy
 */
export function deficitWithheldBecause(profile: EngineProfile | null): string | null {
  const p = resolveProfile(profile);
  return deficitBlocker(p, bmiOf(p.weightKg, p.heightCm) ?? 22);
}

/** The general fibre ceiling: 1.5× the target, never under NUTRIENT_RULES.fiberMaxMinG (clinical ceilings apart). */
const fibreCeiling = (fiberG: number): number =>
  Math.max(Math.round(fiberG * NR.fiberMaxFactor), NR.fiberMaxMinG);

/**
 * Listed conditions (catalogue ids, current only) under which losing weight costs the body what it needs to recover,
 * with the reason the plan gives: unintended weight loss (NICE CG32 nutrition support: screen for the cause, do not
 * restrict); tuberculosis on treatment (WHO 2013 nutritional care and support for patients with TB: energy and
 * protein for recovery); cancer treatment now (ESPEN 2021 practical guideline on clinical nutrition in cancer,
 * Muscaritoli et al.: keep weight and muscle during treatment); dementia (ESPEN 2015 nutrition and hydration in
 * dementia, Volkert et al.: weight loss is to be prevented). A dated entry more than a year old, or latent TB,
 * is not "now".
 */
const NO_DEFICIT_WHILE: Readonly<Record<string, string>> = {
  underweight: 'being underweight or losing weight without trying is listed',
  tuberculosis: 'tuberculosis is listed (your body needs energy and protein to recover during treatment)',
  'cancer-treatment':
    'cancer treatment is listed (weight loss during treatment only if your team advises it)',
  dementia: 'dementia is listed (weight loss in dementia is a warning sign to prevent, not a goal)',
};

/** Why no deficit may be planned, or null. */
function deficitBlocker(p: ResolvedProfile, bmi: number): string | null {
  if (bmi < ENERGY.underweightBmi) return `your BMI is ${bmi} (underweight)`;
  if (p.age < ENERGY.adultAge) return `you are under ${ENERGY.adultAge}`;
  if (isPregnant(p)) return 'you are pregnant';
  if (p.lifeStage === 'breastfeeding') return 'you are breastfeeding';
  if (hasCondition(p, 'eating-disorder')) return 'an eating disorder is listed';
  if (isFrail(p)) return 'frailty or falls are listed (losing weight then costs muscle and bone)';
  // Missed periods at a healthy weight: too little energy for the training is a cause (IOC REDs 2023, Mountjoy et
  // al.); with overweight the likelier cause is PCOS, where losing weight helps, so the deficit stays there.
  if (
    bmi < ENERGY.leanBmi &&
    p.clinical.conditions.some((c) => !c.history && c.entryId === 'irregular-periods')
  )
    return 'irregular or missed periods are listed at a healthy weight (eating too little for your training can stop periods)';
  const listed = p.clinical.conditions.find((c) => {
    if (c.history || !(c.entryId in NO_DEFICIT_WHILE) || /\blatent\b/i.test(c.text)) return false;
    const months = monthsSince(c.qualifiers, p.now);
    return months === null || months <= 12;
  });
  return listed ? NO_DEFICIT_WHILE[listed.entryId]! : null;
}

function energyStep(
  p: ResolvedProfile,
  bmi: number,
  planType: PlanType,
  rationale: Rationale[],
  notes: TargetsResult['notes'],
  checkInKcal?: number,
): EnergyStep {
  const bmr = computeBmr(p);
  // A wheelchair user's factor is lower (training-seated.ts: AND SCI evidence analysis; Farkas et al. 2019).
  const seated = wheelchairActivityFactor(p, ENERGY.activityFactors);
  const factor = seated ?? ENERGY.activityFactors[p.activityLevel] ?? 1.2;
  const tdee =
    seated !== null
      ? Math.round(bmr * seated)
      : (dailyEnergyNeed(bmr, p.activityLevel) ?? Math.round(bmr * factor));
  rationale.push({
    topic: 'energy',
    text: `BMR ${bmr} kcal (Mifflin-St Jeor: ${p.weightKg} kg, ${p.heightCm} cm, ${p.age} y, ${p.sex}) × activity factor ${factor} (${p.activityLevel.replace('_', ' ')}${seated !== null ? '; lowered for a wheelchair user, whose legs do little of the work' : ''}) = ${tdee} kcal/day to maintain weight`,
    source: `${SOURCES.mifflin}; ${SOURCES.activity}${seated !== null ? '; Academy of Nutrition and Dietetics spinal cord injury evidence analysis (measured expenditure ≥ 10 % below predicted); Farkas et al., Am J Phys Med Rehabil 2019 (SCI-specific factor 1.15)' : ''}`,
  });
  const floor =
    p.sex === 'female'
      ? ENERGY.floorFemaleKcal
      : p.sex === 'male'
        ? ENERGY.floorMaleKcal
        : ENERGY.floorUnknownKcal;
  let adjustment = 0;
  let deficitApplied = false;
  const increment = p.lifeStage ? (LIFE_STAGE.energyIncrementKcal[p.lifeStage] ?? 0) : 0;
  if (p.lifeStage) {
    adjustment = increment;
    rationale.push({
      topic: 'energy',
      text: `${p.lifeStage === 'breastfeeding' ? 'Breastfeeding' : 'Pregnancy'}: +${increment} kcal/day${p.lifeStage === 'pregnant' ? ' (trimester not given: first-trimester needs; add 340 kcal in the second and 452 in the third)' : ''}, no deficit`,
      source: SOURCES.pregnancyEnergy,
    });
  }
  if (p.goals.includes('Weight Loss')) {
    const blocker = deficitBlocker(p, bmi);
    if (blocker) {
      notes.push({
        severity: 'caution',
        code: 'deficit-withheld',
        message: `No calorie deficit is planned because ${blocker}; weight loss should be supervised by your doctor.`,
      });
      rationale.push({
        topic: 'energy',
        text: `Weight-loss deficit withheld because ${blocker} → energy at maintenance`,
        source: `${SOURCES.nhlbiObesity}; ${SOURCES.who2000Bmi}`,
      });
    } else {
      const deficit =
        planType === 'doctor_verified'
          ? ENERGY.deficitDoctorVerifiedKcal
          : bmi >= ENERGY.obeseBmi
            ? ENERGY.deficitObeseKcal
            : ENERGY.deficitStandardKcal;
      adjustment = -deficit;
      deficitApplied = true;
      rationale.push({
        topic: 'energy',
        text: `Weight loss: ${deficit} kcal/day deficit${bmi >= ENERGY.obeseBmi ? ` (BMI ${bmi} ≥ ${ENERGY.obeseBmi})` : ''}${planType === 'doctor_verified' ? ' (doctor-verified plans use the conservative end)' : ''}, about 0.5 kg a week`,
        source: SOURCES.nhlbiObesity,
      });
    }
  } else if (p.goals.includes('Muscle Gain') && !p.lifeStage) {
    if (bmi >= ENERGY.obeseBmi) {
      rationale.push({
        topic: 'energy',
        text: `Muscle gain with BMI ${bmi} ≥ ${ENERGY.obeseBmi}: no surplus; maintenance energy with high protein (body recomposition)`,
        source: SOURCES.surplus,
      });
    } else {
      const pct =
        bmi < ENERGY.leanBmi && planType !== 'doctor_verified'
          ? ENERGY.surplusLeanPct
          : ENERGY.surplusDefaultPct;
      adjustment = Math.round(tdee * pct);
      rationale.push({
        topic: 'energy',
        text: `Muscle gain: +${Math.round(pct * 100)} % energy surplus (${adjustment} kcal/day) to support lean-mass gain`,
        source: SOURCES.surplus,
      });
    }
  }
  let calories = round(tdee + adjustment, 10);
  if (calories < floor) {
    rationale.push({
      topic: 'energy',
      text: `Calories raised to the ${floor} kcal safety floor (${p.sex === 'female' ? 'women' : p.sex === 'male' ? 'men' : 'unknown sex: the higher floor'})`,
      source: SOURCES.nhlbiObesity,
    });
    if (deficitApplied && floor >= tdee) {
      notes.push({
        severity: 'caution',
        code: 'floor-above-needs',
        message: `Your estimated needs (${tdee} kcal) are close to the minimum safe intake (${floor} kcal): weight loss should come from more activity, not eating less.`,
      });
    }
    calories = floor;
  }
  // Frail older adults are underfed by the equations' maintenance (ESPEN: about 30 kcal/kg); not above BMI 30.
  const frailMin = Math.round((ENERGY.frailKcalPerKg * p.weightKg) / 10) * 10;
  if (isFrail(p) && bmi < ENERGY.obeseBmi && calories < frailMin) {
    rationale.push({
      topic: 'energy',
      text: `Frailty or falls: energy raised to ${ENERGY.frailKcalPerKg} kcal per kg (${frailMin} kcal/day) to keep muscle and bone`,
      source: SOURCES.espenGeriatrics,
    });
    calories = frailMin;
  }
  const goalCalories = calories;
  if (checkInKcal !== undefined) calories = checkInStep(p, bmi, calories, floor, checkInKcal, rationale);
  return { bmr, factor, tdee, floor, calories, goalCalories, deficitApplied };
}

/**
 * A weekly check-in's target (measured expenditure + the goal's adjustment, engine/progress/calorie-target.ts)
 * replaces the estimate. Where the engine withholds a deficit (underweight, under 18, pregnancy, breastfeeding, an
 * eating disorder) a check-in may raise the target but never lower it below the plan's: weight loss for them is
 * supervised (nhlbiObesity; who2000Bmi; pregnancyEnergy). The sex floor holds as everywhere (nhlbiObesity).
 */
function checkInStep(
  p: ResolvedProfile,
  bmi: number,
  planned: number,
  floor: number,
  checkInKcal: number,
  rationale: Rationale[],
): number {
  const blocker = deficitBlocker(p, bmi);
  if (blocker && checkInKcal < planned) {
    rationale.push({
      topic: 'energy',
      text: `Your check-in measured a lower need (${checkInKcal} kcal), but the target stays at ${planned} kcal because ${blocker}: a lower intake should be supervised by your doctor`,
      source: `${SOURCES.nhlbiObesity}; ${SOURCES.who2000Bmi}; ${SOURCES.pregnancyEnergy}`,
    });
    return planned;
  }
  const calories = Math.max(floor, round(checkInKcal, 10));
  rationale.push({
    topic: 'energy',
    text: `Calorie target ${calories} kcal a day from your weekly check-in (your measured expenditure with the goal's adjustment) in place of the ${planned} kcal estimated above${calories > round(checkInKcal, 10) ? `, held at the ${floor} kcal safety floor` : ''}`,
    source: `${SOURCES.energyDensity}; ${SOURCES.lossRate}; ${SOURCES.nhlbiObesity}`,
  });
  return calories;
}

function proteinStep(
  p: ResolvedProfile,
  bmi: number,
  signals: BiomarkerSignals,
  planType: PlanType,
  e: EnergyStep,
  rationale: Rationale[],
): { proteinG: number; perKg: number; refWeight: number; capped: boolean } {
  const refWeight =
    bmi >= ENERGY.obeseBmi
      ? Math.round(MACROS.proteinReferenceBmi * (p.heightCm / 100) ** 2 * 10) / 10
      : p.weightKg;
  const strengthGoal = p.goals.some((g) => g === 'Muscle Gain' || g === 'Strength');
  const lifting = p.trainingBackground?.liftingExperience;
  const trained = lifting === '1_3y' || lifting === 'over_3y';
  let perKg = Math.max(MACROS.proteinDefaultPerKg, ...p.goals.map((g) => MACROS.proteinPerKgByGoal[g] ?? 0));
  if (!trained) perKg = Math.min(perKg, MACROS.proteinUntrainedStrengthPerKg);
  let why = `${p.goals.join(', ')}${trained ? ', resistance-trained' : ''}`;
  if (e.deficitApplied) {
    const level = trained ? 'trained' : 'untrained';
    perKg = strengthGoal ? MACROS.proteinDeficitPerKg[level] : MACROS.proteinWeightLossPerKg[level];
    why = `${strengthGoal ? 'energy deficit with a strength/muscle goal' : 'energy deficit (preserves lean mass)'}, ${trained ? 'resistance-trained' : 'not resistance-trained'}`;
  }
  if (planType === 'doctor_verified') perKg = Math.min(perKg, MACROS.proteinDoctorVerifiedMaxPerKg);
  let capped = false;
  const dialysis = onDialysis(p);
  if (dialysis) {
    // The dialysis range whatever the goal: its top is the ceiling the menu is sized under (MACROS).
    perKg = MACROS.proteinDialysisPerKg.max;
    capped = true;
    why = 'on dialysis';
  } else if (signals.ckd || hasCondition(p, 'kidney-disease')) {
    perKg = Math.min(perKg, MACROS.proteinCkdPerKg);
    capped = true;
    why =
      signals.egfr && signals.ckd
        ? `${describeReading(signals.egfr)}: reduced kidney function`
        : 'kidney disease listed';
  } else if (kidneyAtRisk(p) && perKg > MACROS.proteinKidneyAtRiskMaxPerKg) {
    perKg = MACROS.proteinKidneyAtRiskMaxPerKg;
    capped = true;
    why = 'one kidney or protein in the urine listed: no high-protein diet';
  }
  let proteinG = perKg * refWeight;
  const max = (e.calories * MACROS.proteinMaxEnergyShare) / MACROS.kcalPerGProtein;
  const min = (e.calories * MACROS.proteinMinEnergyShare) / MACROS.kcalPerGProtein;
  let note = '';
  if (proteinG > max) {
    proteinG = max;
    note = `, limited to ${Math.round(MACROS.proteinMaxEnergyShare * 100)} % of energy`;
  } else if (proteinG < min && !capped) {
    proteinG = min;
    note = `, raised to ${Math.round(MACROS.proteinMinEnergyShare * 100)} % of energy (the AMDR minimum)`;
  }
  proteinG = Math.round(proteinG);
  rationale.push({
    topic: 'macros',
    text: `Protein ${perKg} g/kg × ${refWeight} kg${refWeight !== p.weightKg ? ' (weight at BMI 25, because BMI ≥ 30)' : ''} → ${proteinG} g/day (${why})${dialysis ? `: at most ${MACROS.proteinDialysisPerKg.max} g/kg, the top of the dialysis range ${MACROS.proteinDialysisPerKg.min}–${MACROS.proteinDialysisPerKg.max} g/kg` : capped ? ': capped to protect the kidneys' : ''}${note}`,
    source: capped
      ? SOURCES.kdigo
      : [
          SOURCES.issnProtein,
          ...(e.deficitApplied && !strengthGoal ? [SOURCES.leidyProtein] : []),
          ...(strengthGoal && !trained ? [SOURCES.mortonProtein] : []),
          ...(strengthGoal && trained && e.deficitApplied ? [SOURCES.helmsProtein] : []),
          ...(refWeight !== p.weightKg ? [SOURCES.aspen] : []),
          ...(note ? [SOURCES.amdr] : []),
        ].join('; '),
  });
  return { proteinG, perKg, refWeight, capped };
}

function fatAndCarbStep(
  p: ResolvedProfile,
  signals: BiomarkerSignals,
  diet: DietRules,
  calories: number,
  proteinG: number,
  rationale: Rationale[],
): { fatG: number; carbsG: number } {
  const proteinKcal = proteinG * MACROS.kcalPerGProtein;
  if (diet.keto || diet.lowCarb) {
    const target = diet.keto ? MACROS.ketoCarbTargetG : MACROS.lowCarbTargetG;
    const room = Math.max(0, (calories - proteinKcal) / MACROS.kcalPerGCarb);
    const carbsG = Math.round(Math.min(target, room));
    const fatG = Math.round(
      Math.max(0, calories - proteinKcal - carbsG * MACROS.kcalPerGCarb) / MACROS.kcalPerGFat,
    );
    rationale.push({
      topic: 'macros',
      text: `${diet.keto ? 'Keto' : 'Low-carb'}: carbohydrate ${carbsG} g/day (limit ${diet.carbsMaxG} g); fat supplies the rest of the energy (${fatG} g)`,
      source: SOURCES.lowCarb,
    });
    return { fatG, carbsG };
  }
  const glucoseSteer = signals.glucoseHigh !== null || hasCondition(p, 'diabetes') || hasCondition(p, 'pcos');
  const preferred: number = glucoseSteer || diet.paleo ? MACROS.fatMaxShare : MACROS.fatDefaultShare;
  let fatShare = preferred;
  let why = glucoseSteer
    ? ', the upper end, to keep carbohydrate moderate for blood glucose'
    : diet.paleo
      ? ', the upper end, because paleo excludes grains and legumes'
      : '';
  const carbShareFor = (fs: number): number => (calories - proteinKcal - calories * fs) / calories;
  if (carbShareFor(fatShare) < MACROS.carbMinShare) {
    fatShare = Math.max(MACROS.fatMinShare, 1 - MACROS.carbMinShare - proteinKcal / calories);
    why = `, lowered from ${Math.round(preferred * 100)} % so carbohydrate stays at ≥ ${Math.round(MACROS.carbMinShare * 100)} % beside the high protein`;
  } else if (carbShareFor(fatShare) > MACROS.carbMaxShare) {
    fatShare = Math.min(MACROS.fatMaxShare, 1 - MACROS.carbMaxShare - proteinKcal / calories);
    why = `, raised so carbohydrate stays at ≤ ${Math.round(MACROS.carbMaxShare * 100)} %`;
  }
  // Very high triglycerides: fat at most 25 % whatever else asked for more (pancreatitis risk).
  if (signals.tgVeryHigh && fatShare > NR.tgVeryHighFatMaxShare) {
    fatShare = NR.tgVeryHighFatMaxShare;
    why = `, limited to ${Math.round(NR.tgVeryHighFatMaxShare * 100)} % because triglycerides are ≥ 500 mg/dL`;
  }
  const fatG = Math.round((calories * fatShare) / MACROS.kcalPerGFat);
  const carbsG = Math.round((calories - proteinKcal - fatG * MACROS.kcalPerGFat) / MACROS.kcalPerGCarb);
  rationale.push({
    topic: 'macros',
    text: `Fat ${Math.round(fatShare * 100)} % of energy (${fatG} g)${why}; carbohydrate the remainder, ${carbsG} g (${Math.round(((carbsG * 4) / calories) * 100)} %)`,
    source: signals.tgVeryHigh
      ? SOURCES.esHtg
      : glucoseSteer
        ? `${SOURCES.amdr}; ${SOURCES.adaNutrition}`
        : SOURCES.amdr,
  });
  return { fatG, carbsG };
}

function saturatedFatStep(
  p: ResolvedProfile,
  signals: BiomarkerSignals,
  calories: number,
  rationale: Rationale[],
): number {
  const heart = hasCondition(p, 'heart-disease');
  const strict = signals.ldlStrict || heart;
  const share = strict ? NR.satFatStrictShare : NR.satFatMaxShare;
  const maxG = Math.floor((calories * share) / MACROS.kcalPerGFat);
  const pct = Math.round(share * 100);
  const why =
    signals.ldlStrict && signals.ldlHigh
      ? `${describeReading(signals.ldlHigh)} (≥ ${NR.ldlStrictMgDl})`
      : heart
        ? 'Heart disease listed'
        : signals.ldlHigh
          ? `${describeReading(signals.ldlHigh)}: more soluble fibre (oats, pulses, barley), and`
          : hasCondition(p, 'high-cholesterol')
            ? 'High cholesterol listed: more soluble fibre, and'
            : null;
  rationale.push({
    topic: signals.ldlHigh ? 'biomarkers' : 'macros',
    text: `${why ? `${why} → ` : ''}saturated fat < ${pct} % of energy: at most ${maxG} g every day (a hard limit)`,
    source: strict ? SOURCES.tlc : SOURCES.whoSatFat,
  });
  return maxG;
}

/**
 * Every member's daily sodium ceiling: a clinical limit (kidney disease, high blood pressure, heart disease) where one
 * applies, never looser than the general WHO ceiling of 2,000 mg; otherwise the WHO ceiling, raised for heavy sweat
 * losses (very active, or a runner's weekly distance) with the reason stated. The menu serves salt and condiments
 * within it (seasoning.ts). Heart failure and kidney stones tighten it further in the clinical rules.
 */
function sodiumCeiling(p: ResolvedProfile, kidney: boolean, rationale: Rationale[]): number {
  const clinical = kidney
    ? NR.sodiumCkdMaxMg
    : hasCondition(p, 'hypertension') || hasCondition(p, 'heart-disease')
      ? NR.sodiumMaxMg
      : null;
  const served = 'salt, soy sauce, stock and pickles in the recipes are reduced or left out to keep it';
  if (clinical !== null) {
    const max = Math.min(clinical, NR.sodiumGeneralMaxMg);
    rationale.push({
      topic: 'meals',
      text: `Sodium at most ${max} mg a day (${kidney ? 'kidney disease' : 'high blood pressure or heart disease'}): ${served}`,
      source: kidney ? SOURCES.kdigoBp : `${SOURCES.dga}; ${SOURCES.whoSodium}`,
    });
    return max;
  }
  const runKm = p.trainingBackground?.weeklyRunKm ?? 0;
  const sweat =
    p.activityLevel === 'very_active'
      ? 'very active'
      : runKm >= NR.sweatRunKmPerWeek
        ? `running ${runKm} km a week`
        : null;
  if (sweat === null) {
    rationale.push({
      topic: 'meals',
      text: `Sodium at most ${NR.sodiumGeneralMaxMg} mg a day (about 5 g salt, the WHO limit for adults): ${served}`,
      source: SOURCES.whoSodium,
    });
    return NR.sodiumGeneralMaxMg;
  }
  const max = NR.sodiumGeneralMaxMg + NR.sodiumSweatAllowanceMg;
  rationale.push({
    topic: 'meals',
    text: `Sodium at most ${max} mg a day: the WHO limit of ${NR.sodiumGeneralMaxMg} mg plus ${NR.sodiumSweatAllowanceMg} mg for heavy sweat losses (${sweat}; about a litre of extra sweat a day): ${served}`,
    source: `${SOURCES.whoSodium}; ${SOURCES.sweatSodium}`,
  });
  return max;
}

/** The hard daily nutrient limits (sodium, potassium, vitamin K band, fat share, fibre ceiling). */
export function limitsStep(
  p: ResolvedProfile,
  signals: BiomarkerSignals,
  fiberG: number,
  vka: boolean,
  rationale: Rationale[],
): NutrientLimits {
  const kidney = signals.ckd || hasCondition(p, 'kidney-disease');
  const sodiumMaxMg = sodiumCeiling(p, kidney, rationale);
  const potassiumMaxMg = signals.potassiumHigh
    ? NR.potassiumHighMaxMg
    : signals.egfrBelow45
      ? NR.potassiumCkdMaxMg
      : null;
  if (potassiumMaxMg !== null) {
    rationale.push({
      topic: 'biomarkers',
      text: `${describeReading((signals.potassiumHigh ?? signals.egfr)!)} → potassium at most ${potassiumMaxMg} mg a day and no high-potassium top-up foods (banana, dates, nuts)`,
      source: SOURCES.kdoqiPotassium,
    });
  }
  let vitaminKBandUg: [number, number] | null = null;
  if (vka) {
    const aim = NR.vitaminKAimUg[p.sex] ?? 105;
    vitaminKBandUg = [Math.round(aim * (1 - NR.vitaminKAimPct)), Math.round(aim * (1 + NR.vitaminKAimPct))];
    rationale.push({
      topic: 'meals',
      text: `Vitamin K antagonist: vitamin K held at ${vitaminKBandUg[0]}–${vitaminKBandUg[1]} µg every day, so no day differs from the week's mean by more than ${Math.round(NR.vitaminKBandPct * 100)} %`,
      source: `${SOURCES.vka}; ${SOURCES.vitKAi}`,
    });
  }
  return {
    sodiumMaxMg,
    potassiumMaxMg,
    vitaminKBandUg,
    fatMaxPct: signals.tgVeryHigh ? Math.round(NR.tgVeryHighFatMaxShare * 100) : null,
    fiberMaxG: fibreCeiling(fiberG),
    addedSugarMaxG: signals.tgVeryHigh ? 0 : null,
  };
}

export function computeTargets(
  p: ResolvedProfile,
  signals: BiomarkerSignals,
  diet: DietRules,
  planType: PlanType,
  vka = false,
  /** A weekly check-in's calorie target (checkInStep keeps the floors and the no-deficit rules). */
  checkInKcal?: number,
): TargetsResult {
  const rationale: Rationale[] = [];
  const notes: TargetsResult['notes'] = [];
  const bmiValue = bmiOf(p.weightKg, p.heightCm) ?? 22;
  const e = energyStep(p, bmiValue, planType, rationale, notes, checkInKcal);
  const protein = proteinStep(p, bmiValue, signals, planType, e, rationale);
  const { fatG, carbsG } = fatAndCarbStep(p, signals, diet, e.calories, protein.proteinG, rationale);
  const fiberG = Math.round((MACROS.fiberPer1000Kcal * e.calories) / 1000);
  rationale.push({
    topic: 'macros',
    text: `Fibre ${MACROS.fiberPer1000Kcal} g per 1000 kcal → ${fiberG} g/day (at most ${fibreCeiling(fiberG)} g)`,
    source: SOURCES.fibre,
  });
  const saturatedFatMaxG = saturatedFatStep(p, signals, e.calories, rationale);
  const limits = limitsStep(p, signals, fiberG, vka, rationale);
  const waterMl = round(
    Math.min(MACROS.waterMaxMl, Math.max(MACROS.waterMinMl, MACROS.waterMlPerKg * protein.refWeight)),
    50,
  );
  rationale.push({
    topic: 'hydration',
    text: `Water about ${MACROS.waterMlPerKg} ml/kg → ${waterMl} ml/day (more on training days and in hot weather)`,
    source: SOURCES.water,
  });
  const proteinKcal = protein.proteinG * MACROS.kcalPerGProtein;
  const kcalFromMacros = proteinKcal + carbsG * MACROS.kcalPerGCarb + fatG * MACROS.kcalPerGFat;
  const pct = (k: number): number => Math.round((k / kcalFromMacros) * 100);
  return {
    targets: {
      calories: e.calories,
      proteinG: protein.proteinG,
      carbsG,
      fatG,
      fiberG,
      waterMl,
      saturatedFatMaxG,
      carbsMaxG: diet.carbsMaxG,
      // What the plan serves per kg (of the reference weight), not the rule's starting figure: a target limited to
      // 35 % of energy or raised to the AMDR minimum shows the g/kg the member actually gets.
      proteinGPerKg: Math.round((protein.proteinG / protein.refWeight) * 10) / 10,
      energySplitPct: {
        protein: pct(proteinKcal),
        carbs: pct(carbsG * MACROS.kcalPerGCarb),
        fat: pct(fatG * MACROS.kcalPerGFat),
      },
      energy: {
        bmr: e.bmr,
        activityFactor: e.factor,
        tdee: e.tdee,
        adjustmentKcal: e.goalCalories - e.tdee,
        floorKcal: e.floor,
      },
      limits,
    },
    rationale,
    notes,
    bmi: bmiValue,
    referenceWeightKg: protein.refWeight,
    deficitApplied: e.deficitApplied,
    proteinCapped: protein.capped,
  };
}
