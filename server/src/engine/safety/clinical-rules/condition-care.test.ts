import { describe, expect, it } from 'vitest';
import type { BiomarkerInput } from '@common/biomarkers';
import { conditionById } from '@common/clinical/conditions';
import { matchConditions } from '@common/clinical/match';
import type { PlanType } from '@common/options';
import { generatePlan, type EngineProfile } from '../../plan/generate-plan';
import { VIT_C_SIDES } from '../../nutrition/meal-components';
import { CONDITION_CARE } from './condition-care';

const NOW = new Date('2026-04-01T12:00:00Z');
const plan = (p: Partial<EngineProfile>) =>
  generatePlan({
    profile: { age: 34, gender: 'female', height: 158, weight: 56, activityLevel: 'light', ...p },
    biomarkers: [],
    planType: 'premium',
    now: NOW,
    seed: 3,
  });
const codes = (p: ReturnType<typeof plan>) => p.content.warnings.map((w) => w.code);
const vitC = (id: string) => VIT_C_SIDES.some((v) => id.endsWith(`:${v}`));

describe('conditions typed without a result are answered, not "no specific rules yet"', () => {
  it.each([
    ['anaemia', 'anaemia'],
    ['khoon ki kami', 'anaemia'],
    ['iron deficiency', 'iron-deficiency-anaemia'],
    ['B12 deficiency', 'b12-deficiency'],
    ['folate deficiency', 'folate-deficiency'],
    ['vitamin D deficiency', 'vitamin-d-deficiency'],
    ['low sugar episodes', 'hypoglycaemia'],
    ['acidity', 'dyspepsia'],
    ['GERD', 'gerd'],
    ['constipation', 'constipation'],
    ['IBS', 'irritable-bowel-syndrome'],
    ['gallstones', 'gallstones'],
    ['thalassemia minor', 'thalassaemia-trait'],
  ])('"%s" gets its own advice', (typed, id) => {
    const p = plan({ medicalConditions: [typed] });
    expect(codes(p)).toContain(`condition:${id}`);
    expect(codes(p)).not.toContain('condition:not-tailored');
    expect(codes(p)).not.toContain('profile:not-understood');
  });

  it('every care entry (this file, care-entries, care-movement, care-digestion-metabolism, care-everyday) is a catalogue condition and names its dated guideline', () => {
    for (const [id, care] of Object.entries(CONDITION_CARE)) {
      expect(conditionById(id), id).toBeDefined();
      expect(care.source.length, id).toBeGreaterThan(20);
      expect(care.source, id).toMatch(/\d{4}/);
    }
  });

  it('reflux and indigestion listed together are said once', () => {
    const p = plan({ medicalConditions: ['acid reflux', 'indigestion', 'gastritis'] });
    expect(p.content.warnings.filter((w) => /^Acid reflux or indigestion/.test(w.message))).toHaveLength(1);
  });

  it('"episodes" and "attacks" qualify a condition and are not left over as unknown words', () => {
    expect(matchConditions('frequent low sugar episodes').unmatched).toEqual([]);
    expect(matchConditions('hypo attacks').unmatched).toEqual([]);
  });
});

describe('anaemia steers the menu to iron with vitamin C, never with iron loading', () => {
  const ironPer1000 = (p: ReturnType<typeof plan>) => {
    let iron = 0;
    let kcal = 0;
    for (const d of p.content.days) for (const m of d.meals) for (const i of m.items) kcal += i.kcal;
    for (const d of p.content.days) iron += d.totals.ironMg ?? 0;
    return (iron / kcal) * 1000;
  };
  const vitCAtMains = (p: ReturnType<typeof plan>) =>
    p.content.days.every((d) =>
      d.meals
        .filter((m) => m.slot === 'lunch' || m.slot === 'dinner')
        .every((m) => m.items.some((i) => vitC(i.foodId))),
    );

  it('typed anaemia: a vitamin C food at every lunch and dinner and more iron per 1000 kcal', () => {
    const without = plan({});
    const anaemic = plan({ medicalConditions: ['anaemia'] });
    expect(vitCAtMains(anaemic)).toBe(true);
    expect(vitCAtMains(without)).toBe(false);
    expect(ironPer1000(anaemic)).toBeGreaterThan(ironPer1000(without));
    expect(anaemic.content.rationale.some((r) => /^Anaemia listed → iron-rich/.test(r.text))).toBe(true);
    // Food only: no iron supplement without a ferritin result.
    expect(anaemic.content.supplements.some((s) => /iron/i.test(s.name))).toBe(false);
  });

  it.each([['thalassaemia'], ['sickle cell disease'], ['haemochromatosis']])(
    'anaemia beside %s: no iron steering, and the warning says why',
    (other) => {
      const p = plan({ medicalConditions: ['anaemia', other] });
      expect(vitCAtMains(p)).toBe(false);
      const w = p.content.warnings.find((x) => x.code === 'condition:anaemia');
      expect(w?.message).toMatch(/does not favour iron-rich foods/);
      expect(p.content.rationale.some((r) => /iron-rich/.test(r.text) && /Anaemia listed/.test(r.text))).toBe(
        false,
      );
    },
  );
});

describe('a low haemoglobin result short of severe is said, with what to do', () => {
  // The lab's own flag counts outside pregnancy (its range); in pregnancy the pregnancy thresholds decide.
  const hb = (value: number): BiomarkerInput => ({
    code: 'HGB',
    valueCanonical: value,
    flag: value < 12 ? 'low' : null,
    clinicallyImportant: false,
    sampledAt: '2026-03-20',
  });
  const withHb = (p: Partial<EngineProfile>, value: number, planType: PlanType = 'premium') =>
    generatePlan({
      profile: { age: 34, gender: 'female', height: 158, weight: 56, activityLevel: 'light', ...p },
      biomarkers: [hb(value)],
      planType,
      now: NOW,
      seed: 3,
    });
  const hbWarning = (p: ReturnType<typeof plan>) =>
    p.content.warnings.find((w) => w.code === 'biomarker:HGB');

  it('Hb 9.6 in a woman: a caution naming the reading and the tests, on free plans too', () => {
    for (const type of ['free', 'premium'] as const) {
      const w = hbWarning(withHb({}, 9.6, type));
      expect(w?.severity, type).toBe('caution');
      expect(w?.message).toMatch(/9\.6 g\/dL.*below the normal range \(anaemia\)/);
      expect(w?.message).toMatch(/ferritin, B12 and folate tests/);
    }
    expect(hbWarning(withHb({}, 12.5))).toBeUndefined();
    // Severe has its own critical warning; not both.
    const severe = withHb({}, 7.2);
    expect(hbWarning(severe)).toBeUndefined();
    expect(severe.content.warnings.some((w) => w.code === 'biomarker:HGB-severe')).toBe(true);
  });

  it('typed "anaemia" beside the result is said once', () => {
    const p = withHb({ medicalConditions: ['anaemia'] }, 9.6);
    expect(hbWarning(p)).toBeDefined();
    expect(p.content.warnings.some((w) => w.code === 'condition:anaemia')).toBe(false);
  });

  it('pregnancy: its own thresholds (10.5 g/dL after the first trimester) and iron started at once', () => {
    const second = { pregnancyStatus: 'pregnant_2' };
    expect(hbWarning(withHb(second, 10.8))).toBeUndefined();
    const w = hbWarning(withHb(second, 9.8));
    expect(w?.message).toMatch(/Anaemia in pregnancy: tell your midwife/);
    expect(w?.message).not.toMatch(/before taking iron/);
    expect(hbWarning(withHb({ pregnancyStatus: 'pregnant_1' }, 10.8))?.message).toMatch(/midwife/);
    const typed = plan({ pregnancyStatus: 'pregnant_2', medicalConditions: ['anaemia'] });
    expect(typed.content.warnings.find((x) => x.code === 'condition:anaemia')?.message).toMatch(
      /^Anaemia in pregnancy/,
    );
  });
});

describe('condition advice agrees with the supplements the plan suggests', () => {
  const withResults = (conditions: string[], biomarkers: BiomarkerInput[], planType: PlanType = 'premium') =>
    generatePlan({
      profile: {
        age: 24,
        gender: 'female',
        height: 160,
        weight: 66,
        activityLevel: 'light',
        dietaryRestrictions: ['Vegan'],
        medicalConditions: conditions,
      },
      biomarkers,
      planType,
      now: NOW,
      seed: 3,
    }).content;
  const results: BiomarkerInput[] = [
    { code: 'FERRITIN', valueCanonical: 10, flag: 'low', clinicallyImportant: false, sampledAt: null },
    { code: 'HGB', valueCanonical: 11.2, flag: 'low', clinicallyImportant: false, sampledAt: null },
    { code: 'B12', valueCanonical: 150, flag: 'low', clinicallyImportant: false, sampledAt: null },
    { code: 'VITD_25OH', valueCanonical: 12, flag: 'low', clinicallyImportant: false, sampledAt: null },
  ];

  // A vegan member with ferritin 10 was told "this plan adds none without a ferritin result" beside an iron tablet
  // in her supplements, and "take the B12 your doctor prescribed" beside 1,000 µg of B12: two doses, or none.
  it('points to the suggested iron, B12 and vitamin D, and says not to take both', () => {
    const c = withResults(['iron deficiency', 'B12 deficiency', 'vitamin D deficiency'], results);
    const names = c.supplements.map((s) => s.name);
    const said = (id: string) => c.warnings.find((w) => w.code === `condition:${id}`)?.message ?? '';
    for (const [id, supplement] of [
      ['iron-deficiency-anaemia', 'Iron'],
      ['b12-deficiency', 'Vitamin B12'],
      ['vitamin-d-deficiency', 'Vitamin D3'],
    ] as const) {
      if (!names.includes(supplement)) continue;
      expect(said(id), id).toMatch(/your supplements suggest .*take theirs instead, not both/i);
      expect(said(id), id).not.toMatch(/without a (ferritin|25-OH vitamin D) result/);
    }
    expect(names).toEqual(expect.arrayContaining(['Iron', 'Vitamin B12']));
    // The low-haemoglobin warning gives the training advice; the iron deficiency line does not repeat it.
    const training = c.warnings.filter((w) => /Build training up gently/.test(w.message));
    expect(training).toHaveLength(1);
  });

  it('a free plan, which suggests no supplements, keeps "take what your doctor prescribed"', () => {
    const c = withResults(['iron deficiency', 'B12 deficiency'], results, 'free');
    expect(c.supplements.map((s) => s.name)).not.toContain('Iron');
    const iron = c.warnings.find((w) => w.code === 'condition:iron-deficiency-anaemia')?.message ?? '';
    expect(iron).toMatch(/Take the iron your doctor prescribed/);
    expect(iron).not.toMatch(/your supplements suggest/);
  });
});
