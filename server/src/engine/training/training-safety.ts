/**
 * Training safety: contraindication tags each condition removes from the catalogue (with the reason shown in
 * the plan), and guarded lifting for older adults and heart disease (the level is read in training-background.ts).
 */
import type { PlanType } from '@common/options';
import { onTheFloor, type ContraindicationTag, type Exercise } from './exercise-catalogue';
import { TRAINING } from '../guidelines';
import { hasCondition, isPregnant, type ResolvedProfile } from '../plan/profile-input';
import { careTraining } from '../safety/clinical-rules/care-constraints';

export interface Exclusion {
  tag: ContraindicationTag;
  reason: string;
}

export function exclusions(p: ResolvedProfile, planType: PlanType, bmi: number): Exclusion[] {
  const out: Exclusion[] = [];
  const add = (tag: ContraindicationTag, reason: string): void => {
    if (!out.some((e) => e.tag === tag)) out.push({ tag, reason });
  };
  const cond = (k: Parameters<typeof hasCondition>[1]): boolean => hasCondition(p, k);
  if (cond('heart-disease')) {
    add('high-intensity', 'heart disease: no vigorous efforts until your doctor clears you');
    add('heavy-valsalva', 'heart disease: avoid breath-holding heavy lifts');
    add('inversion', 'heart disease');
  }
  if (cond('hypertension')) {
    add('heavy-valsalva', 'high blood pressure: avoid breath-holding heavy lifts');
    if (p.conditions.some((c) => c.key === 'hypertension' && c.uncontrolled)) {
      add('high-intensity', 'uncontrolled blood pressure: no vigorous exercise until cleared');
      add('inversion', 'uncontrolled blood pressure');
    }
  }
  if (cond('arthritis') || cond('gout'))
    add('high-impact', 'arthritis: low-impact exercise protects the joints');
  if (cond('knee-problem')) {
    add('high-impact', 'knee problem');
    add('deep-knee-flexion', 'knee problem: no deep squats or lunges');
  }
  if (cond('back-pain')) {
    add('spinal-loading', 'back problem: no heavy load on the spine');
    add('spinal-flexion', 'back problem: no loaded trunk flexion');
  }
  if (cond('osteoporosis')) {
    add('spinal-flexion', 'osteoporosis: avoid loaded trunk flexion');
    add('high-impact', 'osteoporosis: impact only after assessment');
  }
  if (cond('shoulder-problem')) add('overhead', 'shoulder problem: no loaded overhead work');
  if (isPregnant(p)) {
    add('supine', 'pregnancy: avoid lying on your back after the first trimester');
    add('high-impact', 'pregnancy');
    add('heavy-valsalva', 'pregnancy');
    add('inversion', 'pregnancy');
    add('high-intensity', 'pregnancy: keep to moderate intensity unless your midwife/doctor agrees');
  }
  if (cond('copd')) add('high-intensity', 'COPD: intervals at moderate intensity');
  // Stroke, ME/CFS, cancer treatment, the weeks after birth…: care-entries.ts, each with its guideline.
  for (const e of careTraining(p).exclude) add(e.tag, e.reason);
  if (bmi >= 35) add('high-impact', `BMI ${bmi}: low-impact options spare the joints`);
  // Older adults: aerobic modes that do not impose excessive orthopaedic stress (acsmOlder: Chodzko-Zajko 2009).
  if (p.age >= TRAINING.olderAdultAge) add('high-impact', ageImpactReason(p.age));
  if (planType === 'doctor_verified' && p.conditions.length > 0) {
    add(
      'high-intensity',
      'doctor-verified plan with a medical condition: vigorous work only after the clinician review',
    );
  }
  return out;
}

/** The reason age alone leaves high-impact work out (a habitual runner's own runs are exempt: training-running.ts). */
export const ageImpactReason = (age: number): string => `age ${age}: low-impact options`;

/** Over-65s and heart disease: no set at ≥ 85 % 1RM and none of 5 reps or fewer. acsmOlder; aacvpr */
export function guardedLifting(p: ResolvedProfile): boolean {
  return p.age >= TRAINING.olderAdultAge || hasCondition(p, 'heart-disease');
}

/**
 * Cardio up slopes and stairs (hill walks, hiking, rucking, stair climbing, step aerobics): knee joint load is higher
 * on stairs and slopes than on level ground, so a knee problem or knee osteoarthritis gets flat walking, cycling
 * and pool work instead. kneeLoad (ACR/AF 2019; Kutzner et al. 2010)
 */
const KNEE_LOADING_CARDIO: ReadonlySet<string> = new Set([
  'incline-walk',
  'incline-walk-outdoor',
  'hiking',
  'rucking',
  'stair-climbing',
  'stair-climber',
  'step-aerobics',
]);

/** BMI at or above which exercises on the floor are left out (severe obesity, WHO class III). */
const FLOOR_BMI = 40;

/**
 * Exercises the member's joints or body size make impractical, beyond the contraindication tags: slope and stair
 * cardio with a knee problem (kneeLoad), and at BMI ≥ 40 exercises on the floor (crunches, dead bugs, floor
 * bridges, planks, kneeling work: onTheFloor), since getting down to the floor and up again is hard (the
 * physiotherapist's reading in issue 30; acsmObesity: choose exercises the member can do comfortably). Bench and
 * standing work stay.
 */
export function impractical(p: ResolvedProfile, bmi: number): (e: Exercise) => boolean {
  const knee = hasCondition(p, 'knee-problem');
  const floor = bmi >= FLOOR_BMI;
  return (e) => (knee && KNEE_LOADING_CARDIO.has(e.id)) || (floor && onTheFloor(e));
}
