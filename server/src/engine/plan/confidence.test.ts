import { describe, expect, it } from 'vitest';
import type { BiomarkerInput } from '@common/biomarkers';
import { generatePlan, type EngineProfile } from './generate-plan';

const NOW = new Date('2025-04-01T12:00:00Z');
const full: EngineProfile = {
  age: 45,
  gender: 'male',
  height: 175,
  weight: 78,
  activityLevel: 'moderate',
  fitnessGoals: ['General Fitness'],
};
const panel = (daysOld: number): BiomarkerInput[] =>
  (['LDL', 'HBA1C', 'HGB', 'EGFR', 'VITD_25OH'] as const).map((code) => ({
    code,
    valueCanonical:
      code === 'EGFR' ? 95 : code === 'VITD_25OH' ? 32 : code === 'HGB' ? 14.5 : code === 'HBA1C' ? 5.2 : 100,
    flag: 'normal',
    clinicallyImportant: false,
    sampledAt: new Date(NOW.getTime() - daysOld * 86_400_000).toISOString(),
  }));
const score = (
  profile: EngineProfile | null,
  biomarkers: BiomarkerInput[],
  planType: 'free' | 'premium' | 'doctor_verified',
) => generatePlan({ profile, biomarkers, planType, now: NOW, seed: 1 }).content.confidence;

describe('confidence score', () => {
  it('follows the documented formula: profile 50 + blood tests 35 + plan type 15', () => {
    expect(score(full, panel(30), 'doctor_verified').score).toBe(100);
    expect(score(full, panel(30), 'premium').score).toBe(97);
    expect(score(full, [], 'premium').score).toBe(62);
    expect(score(full, panel(30), 'free').score).toBe(55); // results set safety limits only: no personalisation points
  });

  it('drops with older blood tests and missing profile data, with reasons', () => {
    expect(score(full, panel(150), 'premium').score).toBe(92);
    expect(score(full, panel(300), 'premium').score).toBe(85);
    // Older than 12 months: still applied for safety, but stale — retest, and confidence capped at 70 (issue 15).
    const stale = score(full, panel(800), 'premium');
    expect(stale.score).toBe(70);
    expect(stale.reasons.map((r) => r.text).join(' ')).toMatch(/older than 12 months: retest/);
    expect(stale.reasons.map((r) => r.text).join(' ')).toMatch(/Capped at 70/);
    const noWeight = score({ ...full, weight: null }, [], 'premium');
    expect(noWeight.score).toBe(50);
    expect(noWeight.reasons[0]?.text).toMatch(/weight missing/);
    // Nothing but the plan-type points (less any day the default menu misses, which it states).
    const empty = score(null, [], 'free');
    const missed = empty.reasons
      .filter((r) => /^Targets missed/.test(r.text))
      .reduce((a, r) => a + r.points, 0);
    expect(missed).toBeGreaterThanOrEqual(-1);
    expect(empty.score).toBe(5 + missed);
  });
});
