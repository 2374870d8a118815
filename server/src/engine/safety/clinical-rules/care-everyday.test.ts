import { describe, expect, it } from 'vitest';
import { generatePlan, type EngineProfile } from '../../plan/generate-plan';
import {
  expectOwnCare,
  tagsUsed,
  warningCodes as codes,
  warningMessage as message,
} from '../../../../test/care-checks';

const NOW = new Date('2026-04-01T12:00:00Z');
// BMI 31 with a weight-loss and a strength goal: a deficit and creatine unless a rule says no.
const plan = (p: Partial<EngineProfile>, seed = 9) =>
  generatePlan({
    profile: {
      age: 38,
      gender: 'female',
      height: 165,
      weight: 84,
      activityLevel: 'moderate',
      fitnessGoals: ['Weight Loss', 'Strength'],
      ...p,
    },
    biomarkers: [],
    planType: 'premium',
    now: NOW,
    seed,
  });
type Plan = ReturnType<typeof plan>;

describe('everyday conditions get their own care, not "no specific rules yet"', () => {
  it.each([
    ['inguinal hernia', 'abdominal-hernia', /breathe out as you lift/],
    ['losing weight without trying', 'underweight', /no calorie deficit, whatever the goal/],
    ['trying to conceive', 'planning-pregnancy', /folic acid 400 µg/],
    ['DVT last year', 'venous-thrombosis', /If you take a blood thinner/],
    ['kidney donor', 'single-kidney', /no creatine/],
    ['microalbuminuria', 'proteinuria', /whether it is kidney disease/],
    ['piles', 'haemorrhoids', /do not strain/],
    ['menorrhagia', 'heavy-periods', /ferritin/],
    ['bipolar disorder', 'bipolar-disorder', /salt and fluid intake steady/],
    ['schizophrenia', 'schizophrenia', /glucose and lipids/],
    ['multiple sclerosis', 'multiple-sclerosis', /train somewhere cool/],
    ['heel pain', 'plantar-fasciitis', /plantar-fascia stretches/],
    ['tennis elbow', 'tendinopathy', /recover with load/],
    ['SLE', 'lupus', /sun protection/],
    ['recurrent UTI', 'urinary-tract-infections', /pale urine/],
    ['BPH', 'enlarged-prostate', /2 hours before bed/],
    ['HIV positive', 'hiv', /with food, others on an empty stomach/],
    ['smoker', 'smoking', /more than doubles/],
    ['insomnia', 'insomnia', /CBT for insomnia/],
    ['thalassemia major', 'thalassaemia', /chelation/],
    ['sarcopenia', 'sarcopenia', /25–30 g at each main meal/],
    ['metabolic syndrome', 'metabolic-syndrome', /5–10 % of body weight/],
    ['food allergy', 'food-allergy', /tell us which food/],
    ['16:8 intermittent fasting', 'intermittent-fasting', /fit the plan’s meals into it/],
    ['navratri fast', 'navratri-fasting', /On fasting days/],
    ['ekadashi', 'religious-fasting', /On fasting days/],
    ['night shift', 'shift-work', /anchored to your waking time/],
    ['gallbladder removed', 'gallbladder-removed', /loose stools/],
    ['endometriosis', 'endometriosis', /no diet has been shown/],
    ['fibroids', 'fibroids', /heavy periods/],
    ['irregular periods', 'irregular-periods', /thin your bones/],
    ['dementia', 'dementia', /carer or family member/],
  ])('"%s"', (typed, id, text) => {
    expectOwnCare(plan({ medicalConditions: [typed] }), id, text);
  });

  it('a hiatus hernia gets the reflux advice, said once beside GERD', () => {
    const p = plan({ medicalConditions: ['hiatus hernia', 'GERD'] });
    const reflux = p.content.warnings.filter((w) => /^Acid reflux or indigestion/.test(w.message));
    expect(reflux).toHaveLength(1);
    expect(codes(p)).not.toContain('condition:not-tailored');
  });
});

describe('the care changes the plan itself', () => {
  it('a hernia leaves out heavy breath-holding lifts', () => {
    expect(tagsUsed(plan({})).has('heavy-valsalva')).toBe(true);
    const p = plan({ medicalConditions: ['umbilical hernia'] });
    expect(tagsUsed(p).has('heavy-valsalva')).toBe(false);
    expect(p.content.training.excludedTags.map((e) => e.tag)).toContain('heavy-valsalva');
  });

  it.each([
    ['unexplained weight loss', /losing weight without trying/],
    ['on ATT for TB', /tuberculosis/],
    ['on chemo', /cancer treatment/],
  ])('"%s": no calorie deficit, and the plan says why', (typed, why) => {
    expect(plan({}).content.targets.energy.adjustmentKcal).toBeLessThan(-100);
    const p = plan({ medicalConditions: [typed] });
    expect(p.content.targets.energy.adjustmentKcal).toBeGreaterThanOrEqual(-5);
    expect(message(p, 'deficit-withheld')).toMatch(why);
  });

  it.each(['h/o TB', 'TB 2015', 'TB treatment completed', 'latent TB', 'chemo completed'])(
    '"%s" (past, latent or finished) does not withhold the deficit',
    (typed) => {
      expect(plan({ medicalConditions: [typed] }).content.targets.energy.adjustmentKcal).toBeLessThan(-100);
    },
  );

  it('protein in the urine or one kidney: protein held at 1.3 g/kg at most, even for muscle gain', () => {
    const gain = { fitnessGoals: ['Muscle Gain'], gender: 'male', height: 178, weight: 80 } as const;
    expect(plan(gain).content.targets.proteinGPerKg).toBeGreaterThan(1.3);
    for (const typed of ['proteinuria', 'single kidney']) {
      const t = plan({ ...gain, medicalConditions: [typed] }).content.targets;
      expect(t.proteinGPerKg, typed).toBeLessThanOrEqual(1.3);
    }
  });

  it('irregular periods at a healthy weight withhold the deficit; with overweight (likely PCOS) it stays', () => {
    const lean = { weight: 55 } as const;
    expect(plan(lean).content.targets.energy.adjustmentKcal).toBeLessThan(-100);
    const p = plan({ ...lean, medicalConditions: ['missed periods'] });
    expect(p.content.targets.energy.adjustmentKcal).toBeGreaterThanOrEqual(-5);
    expect(message(p, 'deficit-withheld')).toMatch(/periods/);
    expect(
      plan({ medicalConditions: ['missed periods'] }).content.targets.energy.adjustmentKcal,
    ).toBeLessThan(-100);
  });

  it('dementia: no calorie deficit', () => {
    expect(
      plan({ medicalConditions: ['dementia'] }).content.targets.energy.adjustmentKcal,
    ).toBeGreaterThanOrEqual(-5);
  });

  it('thalassaemia: no iron supplement and no iron steering, even with a low ferritin', () => {
    const ferritin = [
      {
        code: 'FERRITIN' as const,
        valueCanonical: 8,
        flag: 'low' as const,
        clinicallyImportant: false,
        sampledAt: '2026-03-01',
      },
    ];
    const withResult = (medicalConditions: string[]) =>
      generatePlan({
        profile: {
          age: 30,
          gender: 'female',
          height: 160,
          weight: 55,
          activityLevel: 'moderate',
          medicalConditions,
        },
        biomarkers: ferritin,
        planType: 'premium',
        now: NOW,
        seed: 2,
      });
    const iron = (p: Plan) => p.content.supplements.some((s) => s.name === 'Iron');
    const steered = (p: Plan) => p.content.rationale.some((r) => /iron-rich/i.test(r.text));
    expect(iron(withResult([]))).toBe(true);
    expect(steered(withResult([]))).toBe(true);
    const thal = withResult(['thalassemia major']);
    expect(iron(thal)).toBe(false);
    expect(steered(thal)).toBe(false);
  });

  it('one kidney or protein in the urine: no creatine for a strength goal', () => {
    const creatine = (p: Plan) => p.content.supplements.some((s) => /creatine/i.test(s.name));
    expect(creatine(plan({}))).toBe(true);
    expect(creatine(plan({ medicalConditions: ['single kidney'] }))).toBe(false);
    expect(creatine(plan({ medicalConditions: ['proteinuria'] }))).toBe(false);
  });

  it('heavy periods steer the menu to iron with vitamin C', () => {
    const p = plan({ medicalConditions: ['heavy periods'] });
    expect(p.content.rationale.some((r) => /^Heavy periods listed → iron-rich recipes/.test(r.text))).toBe(
      true,
    );
    expect(plan({}).content.rationale.some((r) => /iron-rich recipes/.test(r.text))).toBe(false);
  });
});
