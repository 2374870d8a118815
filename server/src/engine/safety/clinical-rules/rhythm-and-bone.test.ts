/**
 * Issue 30 (the dietitian-physician's reading): atrial fibrillation is a rhythm disorder, not coronary heart
 * disease, so it gets its own care rather than the coronary rules (7 % saturated fat, cardiac rehabilitation);
 * and with osteoporosis the menu's calcium is held against the member's full requirement, the gap food leaves
 * named as a supplement to discuss.
 */
import { describe, expect, it } from 'vitest';
import { NUTRIENT_RULES } from '../../guidelines';
import { generatePlan, type EngineProfile } from '../../plan/generate-plan';

const NOW = new Date('2025-06-15T09:30:00Z');
/** The reviewed member: 82, atrial fibrillation, osteoporosis and falls, on warfarin. */
const AF_MEMBER: EngineProfile = {
  age: 82,
  gender: 'female',
  height: 152,
  weight: 55,
  activityLevel: 'sedentary',
  fitnessGoals: ['General Fitness'],
  medicalConditions: ['atrial fibrillation', 'osteoporosis', 'falls'],
  medications: ['warfarin 3 mg'],
};
const plan = (profile: EngineProfile) =>
  generatePlan({ profile, biomarkers: [], planType: 'premium', now: NOW, seed: 7 });
const satFatShare = (t: { saturatedFatMaxG: number; calories: number }) =>
  (t.saturatedFatMaxG * 9) / t.calories;

describe('atrial fibrillation is not coronary heart disease', () => {
  const af = plan(AF_MEMBER);
  const c = af.content;

  it('no coronary rules: saturated fat at the WHO 10 %, no heart-disease warning, no cardiac-rehab referral', () => {
    expect(satFatShare(c.targets)).toBeGreaterThan(NUTRIENT_RULES.satFatStrictShare + 0.01);
    expect(c.rationale.some((r) => /Heart disease listed/.test(r.text))).toBe(false);
    expect(c.warnings.some((w) => w.code === 'condition:heart-disease')).toBe(false);
    const text = [...c.training.notes, ...c.rationale.map((r) => r.text)].join(' ');
    expect(text).not.toMatch(/cardiac rehabilitation/i);
    expect(c.inputs.conditions).not.toContain('heart-disease');
  });

  it('its own care: moderate effort by feel (heart rate unreliable), alcohol, anticoagulant, warfarin vitamin K band', () => {
    const w = c.warnings.find((x) => x.code === 'condition:atrial-fibrillation');
    expect(w?.message).toMatch(/alcohol/i);
    expect(w?.message).toMatch(/blood thinner/i);
    expect(c.training.heartRate?.reliable).toBe(false);
    expect(c.training.excludedTags.some((e) => e.tag === 'high-intensity')).toBe(true);
    const rpes = c.training.weeks.flatMap((wk) =>
      wk.sessions.flatMap((s) => s.exercises.map((e) => e.rpe ?? 0)),
    );
    expect(Math.max(...rpes)).toBeLessThanOrEqual(6);
    expect(c.targets.limits?.vitaminKBandUg).toBeTruthy();
    expect(c.warnings.some((x) => x.code === 'medication:warfarin')).toBe(true);
  });

  it('AF beside coronary disease keeps the coronary rules', () => {
    const both = plan({
      ...AF_MEMBER,
      medicalConditions: ['atrial fibrillation', 'coronary artery disease'],
    });
    expect(satFatShare(both.content.targets)).toBeLessThanOrEqual(NUTRIENT_RULES.satFatStrictShare);
    expect(both.content.training.notes.join(' ')).toMatch(/cardiac rehabilitation/i);
  });
});

describe('osteoporosis: calcium met by food or the gap named with its supplement', () => {
  const c = plan(AF_MEMBER).content;
  const need = NUTRIENT_RULES.calciumRdaOlderMg; // over 70 (IOM 2011)
  const servedAvg = c.days.reduce((s, d) => s + (d.totals.calciumMg ?? 0), 0) / c.days.length;

  it('food and the named supplement together reach the requirement without overshooting it', () => {
    const ca = c.supplements.find((s) => s.name === 'Calcium');
    const gap = need - servedAvg;
    if (gap < NUTRIENT_RULES.calciumSupplementMinGapMg) {
      expect(ca).toBeUndefined();
      return;
    }
    expect(ca).toBeDefined();
    expect(ca!.discussWithDoctor).toBe(true);
    const mg = Number(/Calcium ([\d,]+) mg/.exec(ca!.dose)![1]!.replace(',', ''));
    expect(servedAvg + mg).toBeGreaterThanOrEqual(need - NUTRIENT_RULES.calciumSupplementMinGapMg);
    expect(servedAvg + mg).toBeLessThanOrEqual(need + NUTRIENT_RULES.calciumDoseMaxMg / 2);
    const w = c.warnings.find((x) => x.code === 'calcium-low');
    expect(w?.message).toContain('1,200 mg');
    expect(w?.message).toMatch(/calcium supplement in your list/);
  });

  it('vitamin D 800 IU is in the list over 50', () => {
    expect(c.supplements.some((s) => /800 IU/.test(s.dose))).toBe(true);
  });

  it('no calcium supplement without bone loss', () => {
    const other = plan({ ...AF_MEMBER, medicalConditions: ['atrial fibrillation'] }).content;
    expect(other.supplements.some((s) => s.name === 'Calcium')).toBe(false);
  });
});
