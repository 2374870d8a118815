/**
 * The member's calcium: what they need (IOM 2011 RDA), the level a served day is raised towards (calcium-swap.ts)
 * and, with osteoporosis or osteopenia, the supplement that makes up what the menu leaves short.
 *
 * With bone loss calcium is part of the treatment, so the menu aims at the member's full requirement (1,200 mg
 * for women over 50 and everyone over 70) rather than the EAR, and the gap food cannot close is named as a
 * supplement to discuss, only the gap (NOGG 2022; BHOF 2022 clinician's guide: supplements only to make up the
 * diet's shortfall, since more adds kidney-stone risk without benefit; IOM 2011: absorbed best ≤ 500 mg a dose).
 */
import type { Supplement } from '@common/plan';
import { NUTRIENT_RULES as NR } from '../guidelines';
import { hasCondition, type ResolvedProfile } from '../plan/profile-input';

/** The RDA for the member's age and sex. IOM 2011 Dietary Reference Intakes for calcium and vitamin D */
export function calciumRequirementMg(p: ResolvedProfile): number {
  const older = p.age > 70 || (p.age > 50 && p.sex === 'female');
  return older ? NR.calciumRdaOlderMg : NR.calciumRdaMg;
}

/** Osteoporosis or osteopenia listed (the catalogue's bone entries share the engine key). */
export const boneLoss = (p: ResolvedProfile): boolean => hasCondition(p, 'osteoporosis');

/** The calcium a served day is raised towards and the menu is warned under: the RDA with bone loss, else the EAR. */
export function calciumFloorMg(p: ResolvedProfile): number {
  return boneLoss(p) ? calciumRequirementMg(p) : NR.calciumEarMg;
}

/**
 * Bone loss with a menu averaging at least `calciumSupplementMinGapMg` under the requirement: calcium tablets for the
 * gap (500 mg, or two 500 mg doses at different meals when the gap is larger), to discuss with the doctor. Never with
 * kidney disease: calcium there is decided with phosphate and PTH (KDIGO 2017 CKD-MBD 4.1.6).
 */
export function calciumGapSupplement(
  p: ResolvedProfile,
  menuCalciumMg: number | null,
  kidney: boolean,
): Omit<Supplement, 'biomarker' | 'discussWithDoctor'> | null {
  if (menuCalciumMg === null || kidney || !boneLoss(p)) return null;
  const need = calciumRequirementMg(p);
  const gap = need - menuCalciumMg;
  if (gap < NR.calciumSupplementMinGapMg) return null;
  const doses = gap > NR.calciumDoseMaxMg * 1.4 ? 2 : 1;
  const mg = doses * NR.calciumDoseMaxMg;
  const served = Math.round(menuCalciumMg / 10) * 10;
  return {
    name: 'Calcium',
    dose: `Calcium ${mg.toLocaleString('en-US')} mg a day (${doses === 1 ? 'one 500 mg dose' : 'two 500 mg doses at different meals'}, with food)`,
    reason: `Bone loss: the menu serves about ${served.toLocaleString('en-US')} mg of calcium a day, ${Math.round(gap / 10) * 10} mg short of the ${need.toLocaleString('en-US')} mg you need; the supplement covers that gap in the fewest usual 500 mg doses (more adds kidney-stone risk without benefit).`,
    source:
      'IOM 2011 Dietary Reference Intakes for calcium and vitamin D (RDA; absorption best at ≤ 500 mg a dose); NOGG 2022 UK clinical guideline for osteoporosis; BHOF 2022 clinician’s guide to prevention and treatment of osteoporosis',
  };
}
