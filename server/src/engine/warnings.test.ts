import { describe, expect, it } from 'vitest';
import type { BiomarkerInput } from '@common/biomarkers';
import { MEDICAL_CONDITIONS, type PlanType } from '@common/options';
import { generatePlan, type EngineProfile } from './generate-plan';

const NOW = new Date('2025-04-01T12:00:00Z');
const plan = (p: Partial<EngineProfile>, biomarkers: BiomarkerInput[] = [], planType: PlanType = 'premium') =>
  generatePlan({
    profile: { age: 50, gender: 'female', height: 160, weight: 70, activityLevel: 'light', ...p },
    biomarkers,
    planType,
    now: NOW,
    seed: 5,
  });

describe('warnings', () => {
  it('warns for every preset medical condition', () => {
    const p = plan({ medicalConditions: [...MEDICAL_CONDITIONS] });
    const codes = p.content.warnings.map((w) => w.code);
    for (const key of [
      'diabetes',
      'hypertension',
      'heart-disease',
      'thyroid',
      'arthritis',
      'asthma',
      'high-cholesterol',
      'pcos',
      'depression',
      'anxiety',
    ]) {
      expect(codes).toContain(`condition:${key}`);
    }
  });

  it('puts the most serious first: heart disease needs clearance before vigorous exercise', () => {
    const p = plan({ medicalConditions: ['Asthma', 'Heart Disease'], medications: ['metformin'] });
    expect(p.content.warnings[0]?.severity).toBe('critical');
    expect(p.warnings[0]).toMatch(/Heart disease: get medical clearance before vigorous exercise/);
    expect(p.warnings[p.warnings.length - 1]).toMatch(/does not replace/);
    expect(plan({ medicalConditions: ['uncontrolled hypertension'] }).warnings[0]).toMatch(
      /medical clearance/,
    );
  });

  it('warns about medications with known interactions', () => {
    const p = plan({
      medications: [
        'Insulin aspart',
        'glimepiride 2mg',
        'Warfarin 5 mg',
        'rosuvastatin',
        'propranolol',
        'phenelzine 15mg',
      ],
    });
    const byCode = new Map(p.content.warnings.map((w) => [w.code, w.message]));
    expect(byCode.get('medication:insulin')).toMatch(/hypoglycaemia/);
    expect(byCode.get('medication:sulfonylurea')).toMatch(/hypoglycaemia/);
    expect(byCode.get('medication:warfarin')).toMatch(/vitamin K/);
    expect(byCode.get('medication:statin')).toMatch(/muscle pain/);
    expect(byCode.get('medication:beta-blocker')).toMatch(/heart-rate targets are unreliable/);
    expect(byCode.get('medication:maoi')).toMatch(/tyramine/);
    // MAOI: tyramine-rich foods left out of the menu.
    const foods = new Set(
      p.content.days.flatMap((d) => d.meals.flatMap((m) => m.items.map((i) => i.foodId))),
    );
    for (const id of ['usda:cheddar', 'usda:parmesan', 'usda:soy-sauce', 'usda:red-wine'])
      expect(foods.has(id)).toBe(false);
  });

  it('warns for every clinically important biomarker (premium), or once for free plans', () => {
    const k: BiomarkerInput = {
      code: 'K',
      valueCanonical: 6.4,
      flag: 'high',
      clinicallyImportant: true,
      sampledAt: '2025-03-20',
    };
    expect(plan({}, [k]).content.warnings[0]).toMatchObject({ severity: 'critical', code: 'biomarker:K' });
    expect(plan({}, [k]).warnings[0]).toMatch(/^Potassium 6.4 mmol\/L \(high\)/);
    const free = plan({}, [k], 'free');
    expect(free.content.warnings[0]?.code).toBe('biomarker:unused');
    expect(free.content.inputs.biomarkersUsed).toEqual([]);
  });

  it('warns about unrecognised conditions and an SGLT2 inhibitor on keto', () => {
    const p = plan({
      medicalConditions: ['Ehlers-Danlos'],
      medications: ['empagliflozin'],
      dietaryRestrictions: ['Keto'],
    });
    expect(p.content.warnings.find((w) => w.code === 'condition:unrecognised')?.message).toMatch(
      /Ehlers-Danlos/,
    );
    expect(p.content.warnings.find((w) => w.code === 'medication:sglt2')?.severity).toBe('high');
  });
});
