/**
 * Medicines a member types by their generic name are read as that medicine (issue 30: "salbutamol", "levodopa" and
 * "theophylline" were not understood, because the catalogue's name holds a bracket), and disulfiram keeps every
 * alcohol-tagged food off the menu.
 */
import { describe, expect, it } from 'vitest';
import { matchMedicines } from '@common/clinical/match';
import { generatePlan } from '../plan/generate-plan';

const NOW = new Date('2026-04-01T12:00:00Z');
const plan = (medications: string[], seed = 8) =>
  generatePlan({
    profile: { age: 45, gender: 'male', height: 172, weight: 80, activityLevel: 'light', medications },
    biomarkers: [],
    planType: 'premium',
    now: NOW,
    seed,
  });

describe('medicines typed by their generic name', () => {
  it.each([
    ['salbutamol', 'salbutamol'],
    ['levodopa', 'levodopa'],
    ['theophylline', 'theophylline'],
    ['enoxaparin', 'enoxaparin'],
    ['methimazole', 'methimazole'],
    ['polyethylene glycol', 'polyethylene-glycol'],
    ['disulfiram 250 mg', 'disulfiram'],
    ['naltrexone', 'naltrexone'],
    ['varenicline', 'varenicline'],
    ['entecavir', 'entecavir'],
    ['erythropoietin', 'epoetin'],
    ['cinacalcet', 'cinacalcet'],
    ['patiromer', 'patiromer'],
  ])('"%s" → %s', (typed, id) => {
    const r = matchMedicines(typed);
    expect(r.matched.map((m) => m.entryId)).toEqual([id]);
    expect(r.unmatched).toEqual([]);
  });
});

describe('disulfiram', () => {
  it('keeps alcohol out of every meal and says why', () => {
    const alcohol = (p: ReturnType<typeof plan>) =>
      p.content.days.some((d) => d.meals.some((m) => m.items.some((i) => i.contains.includes('alcohol'))));
    expect(alcohol(plan([]))).toBe(true);
    const p = plan(['disulfiram']);
    expect(alcohol(p)).toBe(false);
    expect(p.warnings.some((w) => /with disulfiram even a little/.test(w))).toBe(true);
    expect(p.content.warnings.some((w) => w.code === 'profile:not-understood')).toBe(false);
  });
});
