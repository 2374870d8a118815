/**
 * Daily targets: energy (Mifflin-St Jeor BMR × activity factor, adjusted for the goal, never below the safety
 * floor), protein by goal (capped for kidney disease), fat and carbohydrate within the AMDR unless keto/low-carb,
 * fibre, water and the saturated-fat ceiling. Each decision leaves a rationale line with its source.
 */
import type { PlanType } from '@common/options';
import type { PlanTargets, Rationale } from '@common/plan';
import { bmi as bmiOf, bmr as mifflinBmr, dailyEnergyNeed } from '@common/health-metrics';
import type { BiomarkerSignals } from './biomarker-signals';
import { describeReading } from './biomarker-signals';
import type { DietRules } from './diet-rules';
import { ENERGY, MACROS, SOURCES } from './guidelines';
import { hasCondition, type ResolvedProfile } from './profile-input';

export interface TargetsResult {
  targets: PlanTargets;
  rationale: Rationale[];
  /** Safety notes that become warnings (e.g. deficit withheld). */
  notes: { severity: 'high' | 'moderate'; code: string; message: string }[];
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

export function computeTargets(
  p: ResolvedProfile,
  signals: BiomarkerSignals,
  diet: DietRules,
  planType: PlanType,
): TargetsResult {
  const rationale: Rationale[] = [];
  const notes: TargetsResult['notes'] = [];
  const bmiValue = bmiOf(p.weightKg, p.heightCm) ?? 22;
  const bmrValue = computeBmr(p);
  const factor = ENERGY.activityFactors[p.activityLevel] ?? 1.2;
  const tdee = dailyEnergyNeed(bmrValue, p.activityLevel) ?? Math.round(bmrValue * factor);
  rationale.push({
    topic: 'energy',
    text: `BMR ${bmrValue} kcal (Mifflin-St Jeor: ${p.weightKg} kg, ${p.heightCm} cm, ${p.age} y, ${p.sex}) × activity factor ${factor} (${p.activityLevel.replace('_', ' ')}) = ${tdee} kcal/day to maintain weight`,
    source: `${SOURCES.mifflin}; ${SOURCES.activity}`,
  });

  const floor =
    p.sex === 'female'
      ? ENERGY.floorFemaleKcal
      : p.sex === 'male'
        ? ENERGY.floorMaleKcal
        : ENERGY.floorUnknownKcal;
  const wantsLoss = p.goals.includes('Weight Loss');
  const wantsGain = p.goals.includes('Muscle Gain');
  const pregnant = hasCondition(p, 'pregnancy');
  const eatingDisorder = hasCondition(p, 'eating-disorder');
  let adjustment = 0;
  let deficitApplied = false;

  if (wantsLoss) {
    const blocker =
      bmiValue < ENERGY.underweightBmi
        ? `your BMI is ${bmiValue} (underweight)`
        : p.age < ENERGY.adultAge
          ? `you are under ${ENERGY.adultAge}`
          : pregnant
            ? 'you are pregnant'
            : eatingDisorder
              ? 'an eating disorder is listed'
              : null;
    if (blocker) {
      notes.push({
        severity: 'high',
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
          : bmiValue >= ENERGY.obeseBmi
            ? ENERGY.deficitObeseKcal
            : ENERGY.deficitStandardKcal;
      adjustment = -deficit;
      deficitApplied = true;
      rationale.push({
        topic: 'energy',
        text: `Weight loss: ${deficit} kcal/day deficit${bmiValue >= ENERGY.obeseBmi ? ` (BMI ${bmiValue} ≥ ${ENERGY.obeseBmi})` : ''}${planType === 'doctor_verified' ? ' (doctor-verified plans use the conservative end)' : ''}, about 0.5 kg a week`,
        source: SOURCES.nhlbiObesity,
      });
    }
  } else if (wantsGain) {
    if (bmiValue >= ENERGY.obeseBmi) {
      rationale.push({
        topic: 'energy',
        text: `Muscle gain with BMI ${bmiValue} ≥ ${ENERGY.obeseBmi}: no surplus; maintenance energy with high protein (body recomposition)`,
        source: SOURCES.surplus,
      });
    } else {
      const pct =
        bmiValue < ENERGY.leanBmi && planType !== 'doctor_verified'
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
    if (wantsLoss && floor >= tdee) {
      notes.push({
        severity: 'moderate',
        code: 'floor-above-needs',
        message: `Your estimated needs (${tdee} kcal) are close to the minimum safe intake (${floor} kcal): weight loss should come from more activity, not eating less.`,
      });
    }
    calories = floor;
  }

  // Protein
  const refWeight =
    bmiValue >= ENERGY.obeseBmi
      ? Math.round(MACROS.proteinReferenceBmi * (p.heightCm / 100) ** 2 * 10) / 10
      : p.weightKg;
  const strengthGoal = p.goals.some((g) => g === 'Muscle Gain' || g === 'Strength');
  let perKg = Math.max(MACROS.proteinDefaultPerKg, ...p.goals.map((g) => MACROS.proteinPerKgByGoal[g] ?? 0));
  let proteinWhy = `${p.goals.join(', ')}`;
  if (deficitApplied) {
    perKg = strengthGoal ? MACROS.proteinDeficitPerKg : MACROS.proteinWeightLossPerKg;
    proteinWhy = strengthGoal
      ? 'energy deficit with a strength/muscle goal'
      : 'energy deficit (preserves lean mass)';
  }
  if (planType === 'doctor_verified') perKg = Math.min(perKg, MACROS.proteinWeightLossPerKg);
  let proteinCapped = false;
  const kidneyCondition = hasCondition(p, 'kidney-disease');
  if (signals.ckd || kidneyCondition) {
    perKg = Math.min(perKg, MACROS.proteinCkdPerKg);
    proteinCapped = true;
    proteinWhy =
      signals.egfr && signals.ckd
        ? `${describeReading(signals.egfr)} < ${MACROS.egfrCkdThreshold}`
        : 'kidney disease listed';
  }
  let proteinG = perKg * refWeight;
  const proteinMax = (calories * MACROS.proteinMaxEnergyShare) / MACROS.kcalPerGProtein;
  const proteinMin = (calories * MACROS.proteinMinEnergyShare) / MACROS.kcalPerGProtein;
  let proteinNote = '';
  if (proteinG > proteinMax) {
    proteinG = proteinMax;
    proteinNote = `, limited to ${Math.round(MACROS.proteinMaxEnergyShare * 100)} % of energy`;
  } else if (proteinG < proteinMin && !proteinCapped) {
    proteinG = proteinMin;
    proteinNote = `, raised to ${Math.round(MACROS.proteinMinEnergyShare * 100)} % of energy (the AMDR minimum)`;
  }
  proteinG = Math.round(proteinG);
  rationale.push({
    topic: 'macros',
    text: `Protein ${perKg} g/kg × ${refWeight} kg${refWeight !== p.weightKg ? ' (weight at BMI 25, because BMI ≥ 30)' : ''} → ${proteinG} g/day (${proteinWhy})${proteinCapped ? ': capped to protect the kidneys' : ''}${proteinNote}`,
    source: proteinCapped
      ? SOURCES.kdigo
      : [
          SOURCES.issnProtein,
          ...(refWeight !== p.weightKg ? [SOURCES.aspen] : []),
          ...(proteinNote ? [SOURCES.amdr] : []),
        ].join('; '),
  });

  // Fat and carbohydrate
  const proteinKcal = proteinG * MACROS.kcalPerGProtein;
  let carbsG: number;
  let fatG: number;
  if (diet.keto || diet.lowCarb) {
    const target = diet.keto ? MACROS.ketoCarbTargetG : MACROS.lowCarbTargetG;
    const room = Math.max(0, (calories - proteinKcal) / MACROS.kcalPerGCarb);
    carbsG = Math.round(Math.min(target, room));
    fatG = Math.round(
      Math.max(0, calories - proteinKcal - carbsG * MACROS.kcalPerGCarb) / MACROS.kcalPerGFat,
    );
    rationale.push({
      topic: 'macros',
      text: `${diet.keto ? 'Keto' : 'Low-carb'}: carbohydrate ${carbsG} g/day (limit ${diet.carbsMaxG} g); fat supplies the rest of the energy (${fatG} g)`,
      source: SOURCES.lowCarb,
    });
  } else {
    const glucoseSteer =
      signals.glucoseHigh !== null || hasCondition(p, 'diabetes') || hasCondition(p, 'pcos');
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
    fatG = Math.round((calories * fatShare) / MACROS.kcalPerGFat);
    carbsG = Math.round((calories - proteinKcal - fatG * MACROS.kcalPerGFat) / MACROS.kcalPerGCarb);
    rationale.push({
      topic: 'macros',
      text: `Fat ${Math.round(fatShare * 100)} % of energy (${fatG} g)${why}; carbohydrate the remainder, ${carbsG} g (${Math.round(((carbsG * 4) / calories) * 100)} %)`,
      source: glucoseSteer ? `${SOURCES.amdr}; ${SOURCES.adaNutrition}` : SOURCES.amdr,
    });
  }

  const fiberG = Math.round((MACROS.fiberPer1000Kcal * calories) / 1000);
  rationale.push({
    topic: 'macros',
    text: `Fibre ${MACROS.fiberPer1000Kcal} g per 1000 kcal → ${fiberG} g/day`,
    source: SOURCES.fibre,
  });

  const cholesterolCondition = hasCondition(p, 'high-cholesterol');
  const ldlSteer = signals.ldlHigh !== null || cholesterolCondition;
  const satShare = ldlSteer ? MACROS.satFatLdlShare : MACROS.satFatMaxShare;
  const saturatedFatMaxG = Math.floor((calories * satShare) / MACROS.kcalPerGFat);
  const satPct = Math.round(satShare * 100);
  rationale.push({
    topic: signals.ldlHigh ? 'biomarkers' : 'macros',
    text: signals.ldlHigh
      ? `${describeReading(signals.ldlHigh)} → saturated fat ≤ ${satPct} % of energy (${saturatedFatMaxG} g) and more soluble fibre (oats, pulses, barley)`
      : cholesterolCondition
        ? `High cholesterol listed → saturated fat ≤ ${satPct} % of energy (${saturatedFatMaxG} g) and more soluble fibre`
        : `Saturated fat < ${satPct} % of energy → at most ${saturatedFatMaxG} g/day`,
    source: ldlSteer ? SOURCES.ahaLdl : SOURCES.whoSatFat,
  });

  const waterMl = round(
    Math.min(MACROS.waterMaxMl, Math.max(MACROS.waterMinMl, MACROS.waterMlPerKg * refWeight)),
    50,
  );
  rationale.push({
    topic: 'hydration',
    text: `Water about ${MACROS.waterMlPerKg} ml/kg → ${waterMl} ml/day (more on training days and in hot weather)`,
    source: SOURCES.water,
  });

  const kcalFromMacros = proteinKcal + carbsG * MACROS.kcalPerGCarb + fatG * MACROS.kcalPerGFat;
  const pct = (k: number): number => Math.round((k / kcalFromMacros) * 100);
  return {
    targets: {
      calories,
      proteinG,
      carbsG,
      fatG,
      fiberG,
      waterMl,
      saturatedFatMaxG,
      carbsMaxG: diet.carbsMaxG,
      proteinGPerKg: perKg,
      energySplitPct: {
        protein: pct(proteinKcal),
        carbs: pct(carbsG * MACROS.kcalPerGCarb),
        fat: pct(fatG * MACROS.kcalPerGFat),
      },
      energy: {
        bmr: bmrValue,
        activityFactor: factor,
        tdee,
        adjustmentKcal: calories - tdee,
        floorKcal: floor,
      },
    },
    rationale,
    notes,
    bmi: bmiValue,
    referenceWeightKg: refWeight,
    deficitApplied,
    proteinCapped,
  };
}
