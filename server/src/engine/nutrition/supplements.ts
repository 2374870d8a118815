/**
 * Supplements: only evidence-based ones, and only when a biomarker, a restriction or a goal calls for them.
 * Free plans get none. Each carries a dose, the reason, the biomarker behind it and whether to discuss it with
 * a doctor first (always, in doctor-verified plans).
 */
import type { PlanType } from '@common/options';
import type { Rationale, Supplement } from '@common/plan';
import { describeReading, type BiomarkerSignals } from '../safety/biomarker-signals';
import type { DietRules } from './diet-rules';
import type { InteractionEffect } from '../safety/drug-interactions';
import { ENERGY, SOURCES, SUPPLEMENT_DOSES } from '../guidelines';
import { hasCondition, hasMedication, kidneyAtRisk, type ResolvedProfile } from '../plan/profile-input';
import { ironLoadingListed } from '../safety/clinical-rules/condition-care';

export function recommendSupplements(
  p: ResolvedProfile,
  signals: BiomarkerSignals,
  diet: DietRules,
  planType: PlanType,
  effects: ReadonlySet<InteractionEffect> = new Set(),
): { supplements: Supplement[]; rationale: Rationale[] } {
  if (planType === 'free') return { supplements: [], rationale: [] };
  const supplements = chooseSupplements(p, signals, diet, planType).map((s) => ({
    ...s,
    timing: timingOf(s, effects),
  }));
  const rationale: Rationale[] = supplements.map((s) => ({
    topic: 'supplements' as const,
    text: `${s.biomarker ? `${s.biomarker} → ` : ''}${s.dose}${s.timing ? ` (${s.timing})` : ''}`,
    source: s.source,
  }));
  return { supplements, rationale };
}

/** Iron, calcium and the like bind levothyroxine, bisphosphonates and tetracycline/quinolone antibiotics. */
function timingOf(s: Supplement, effects: ReadonlySet<InteractionEffect>): string | null {
  if (!effects.has('separate-minerals') || !/iron|calcium|magnesium|zinc|multivitamin/i.test(s.name))
    return null;
  return 'Take at least 4 hours apart from levothyroxine, bisphosphonates or tetracycline/quinolone antibiotics';
}

function chooseSupplements(
  p: ResolvedProfile,
  signals: BiomarkerSignals,
  diet: DietRules,
  planType: PlanType,
): Supplement[] {
  const out: Supplement[] = [];
  const kidney = signals.ckd || hasCondition(p, 'kidney-disease');
  // One kidney or protein in the urine: no creatine (it raises creatinine, the marker their kidney checks follow,
  // and lacks safety data with reduced kidney mass). KDIGO 2017 living kidney donor guideline (Lentine et al.)
  const noCreatine = kidney || kidneyAtRisk(p);
  const pregnant = p.lifeStage !== null;
  const clinician = planType === 'doctor_verified';

  if (signals.vitDLow) {
    out.push({
      name: 'Vitamin D3',
      dose: signals.vitDSevere ? SUPPLEMENT_DOSES.vitDSevere : SUPPLEMENT_DOSES.vitD,
      reason: signals.vitDSevere
        ? 'Severe vitamin D deficiency needs a supervised treatment course.'
        : 'Vitamin D below the sufficiency threshold; diet alone rarely corrects it.',
      biomarker: describeReading(signals.vitDLow),
      discussWithDoctor: clinician || signals.vitDSevere || kidney,
      source: SOURCES.vitD,
    });
  }
  if (signals.b12Low) {
    out.push({
      name: 'Vitamin B12',
      dose: SUPPLEMENT_DOSES.b12Low,
      reason: `Low vitamin B12${hasMedication(p, 'metformin') ? ' (metformin lowers absorption)' : ''}${diet.vegan ? ' on a vegan diet' : ''}; the cause should be checked.`,
      biomarker: describeReading(signals.b12Low),
      discussWithDoctor: true,
      source: SOURCES.b12,
    });
  } else if (diet.vegan) {
    out.push({
      name: 'Vitamin B12',
      dose: SUPPLEMENT_DOSES.b12Vegan,
      reason: 'A vegan diet has no reliable natural B12 source; fortified foods or a supplement are needed.',
      biomarker: null,
      discussWithDoctor: clinician,
      source: SOURCES.veganB12,
    });
  }
  // Never beside thalassaemia, sickle cell disease or iron overload listed: their haematologist decides (TIF 2021).
  if (signals.ironDeficient && signals.ironLow && !ironLoadingListed(p)) {
    out.push({
      name: 'Iron',
      dose: SUPPLEMENT_DOSES.iron,
      reason:
        'Iron stores are depleted; the plan adds iron-rich foods with vitamin C, but stores rarely recover on diet alone. The cause of low iron should be investigated.',
      biomarker: describeReading(signals.ironLow),
      discussWithDoctor: true,
      source: SOURCES.bsgIron,
    });
  }
  if (signals.tgHigh) {
    out.push({
      name: diet.vegan || diet.vegetarian ? 'Omega-3 (algae oil)' : 'Omega-3 (fish oil)',
      dose: SUPPLEMENT_DOSES.omega3,
      reason: `High triglycerides; EPA + DHA at 2–4 g/day lowers them by 20–30 %.${hasMedication(p, 'warfarin') ? ' You take warfarin: omega-3 adds to bleeding risk.' : ''}`,
      biomarker: describeReading(signals.tgHigh),
      discussWithDoctor: true,
      source: SOURCES.ahaOmega3,
    });
  }
  const strengthGoal = p.goals.some(
    (g) => g === 'Strength' || g === 'Muscle Gain' || g === 'Sports Performance',
  );
  if (strengthGoal && !noCreatine && !pregnant && p.age >= ENERGY.adultAge) {
    out.push({
      name: 'Creatine monohydrate',
      dose: SUPPLEMENT_DOSES.creatine,
      reason: 'Strength/muscle goal: the best-supported supplement for strength and lean-mass gains.',
      biomarker: null,
      discussWithDoctor: clinician || hasCondition(p, 'diabetes'),
      source: SOURCES.creatine,
    });
  }
  return out;
}
