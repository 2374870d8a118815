/**
 * What the member's condition care changes in the plan itself, merged over their conditions: exercises left out,
 * an effort ceiling, pacing without progression (training-safety.ts, training-context.ts read it) and a sodium
 * ceiling (adjustTargets). The entries and their sources are in care-entries.ts.
 */
import { monthsSince, type ResolvedProfile } from '../../plan/profile-input';
import type { ContraindicationTag } from '../../data/exercises/types';
import { CONDITION_CARE } from './condition-care';
import type { CareEntryBase } from './care-entries';

export interface CareTrainingRules {
  exclude: { tag: ContraindicationTag; reason: string }[];
  /** The lowest effort ceiling of the member's conditions, or null. */
  rpeMax: number | null;
  /** Energy management (ME/CFS): same dose every week, gentle sessions. */
  pacing: boolean;
}

/** The member's care entries in force: current ones (or past where the entry says so), each once. */
function entriesInForce(p: ResolvedProfile): { care: CareEntryBase; months: number | null }[] {
  const out: { care: CareEntryBase; months: number | null }[] = [];
  for (const c of p.clinical.conditions) {
    const care = CONDITION_CARE[c.entryId];
    if (!care || (c.history && !care.evenIfPast)) continue;
    out.push({ care, months: monthsSince(c.qualifiers, p.now) });
  }
  return out;
}

export function careTraining(p: ResolvedProfile): CareTrainingRules {
  const rules: CareTrainingRules = { exclude: [], rpeMax: null, pacing: false };
  for (const { care, months } of entriesInForce(p)) {
    const t = care.training;
    if (!t) continue;
    // "Had a baby 8 months ago": the early-weeks limits have passed. ACOG CO 804; Goom et al. 2019
    if (t.withinMonths !== undefined && months !== null && months > t.withinMonths) continue;
    for (const [tag, reason] of t.exclude ?? [])
      if (!rules.exclude.some((e) => e.tag === tag)) rules.exclude.push({ tag, reason });
    if (t.rpeMax !== undefined) rules.rpeMax = Math.min(rules.rpeMax ?? 10, t.rpeMax);
    if (t.pacing) rules.pacing = true;
  }
  return rules;
}

/** The tightest sodium ceiling the member's conditions set (mg a day), or null. */
export function careSodiumMaxMg(p: ResolvedProfile): number | null {
  let max: number | null = null;
  for (const { care } of entriesInForce(p))
    if (care.sodiumMaxMg !== undefined) max = Math.min(max ?? Infinity, care.sodiumMaxMg);
  return max;
}
