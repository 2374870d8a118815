import { describe, expect, it } from 'vitest';
import { FOODS } from '../../data/foods/food-table';
import { foodAllowed } from '../../nutrition/diet-rules';
import { PlanRefused } from '../../plan/eligibility';
import { generatePlan, menuRules, type EngineProfile } from '../../plan/generate-plan';
import { EXERCISE_BY_ID } from '../../training/exercise-catalogue';
import { SEATED_EXERCISES } from '../../training/training-seated';
import { expectOwnCare, tagsUsed, warningCodes as codes } from '../../../../test/care-checks';

const NOW = new Date('2026-04-01T12:00:00Z');
const member = (p: Partial<EngineProfile>): EngineProfile => ({
  age: 44,
  gender: 'male',
  height: 175,
  weight: 78,
  activityLevel: 'very_active',
  ...p,
});
const plan = (p: Partial<EngineProfile>, seed = 5) =>
  generatePlan({ profile: member(p), biomarkers: [], planType: 'premium', now: NOW, seed });
type Plan = ReturnType<typeof plan>;

describe('conditions that were "known, but no specific rules yet" get their own care', () => {
  it.each([
    ['diabetic retinopathy', 'retinopathy', /detached retina/],
    ['peripheral neuropathy', 'neuropathy', /check both feet every day/],
    ['diabetic foot ulcer', 'diabetic-foot-ulcer', /keep weight off the foot/],
    ['ITP', 'low-platelets', /platelet count allows/],
    ['haemophilia A', 'bleeding-disorder', /joint or muscle bleed/],
    ['sickle cell anaemia', 'sickle-cell-disease', /bring on a crisis/],
    ['hip replacement 6 weeks ago', 'hip-replacement', /first 3 months/],
    ['stress incontinence', 'pelvic-floor-weakness', /pelvic floor exercises work/],
    ['ileostomy', 'ileostomy', /do not limit salt/],
    ['BPPV', 'vertigo', /head manoeuvre/],
    ['POTS', 'pots', /lying or seated/],
    ['glaucoma', 'glaucoma', /pressure in the eye/],
    ['below knee amputation', 'limb-amputation', /residual limb/],
    ['partially sighted', 'sight-loss', /guide or tandem partner/],
    ['G6PD deficiency', 'g6pd-deficiency', /broad \(fava\) beans/],
    ["Parkinson's", 'parkinsons-disease', /levodopa 30–60 minutes before meals/],
    ["Addison's disease", 'addisons-disease', /do not cut down on salt/],
    ['on ATT for TB', 'tuberculosis', /do not aim to lose weight/],
    ['gastroparesis', 'gastroparesis', /stay upright for 2 hours/],
    ['chronic pancreatitis', 'chronic-pancreatitis', /enzyme capsules/],
    ['SIBO', 'sibo', /breath test/],
    ['histamine intolerance', 'histamine-intolerance', /re-introduction/],
    ['fructose intolerance', 'fructose-malabsorption', /hereditary fructose intolerance/],
  ])('"%s"', (typed, id, text) => {
    expectOwnCare(plan({ medicalConditions: [typed] }), id, text);
  });

  it('"diabetic foot ulcer" is a foot wound and diabetes, never a stomach ulcer', () => {
    const p = plan({ medicalConditions: ['diabetic foot ulcer'] });
    expect(codes(p)).toContain('condition:diabetic-foot-ulcer');
    expect(codes(p)).not.toContain('condition:peptic-ulcer');
    expect(p.warnings.some((w) => /^Diabetes:/.test(w))).toBe(true);
  });
});

describe('the care changes the plan itself', () => {
  it.each([
    ['proliferative retinopathy', ['heavy-valsalva', 'high-intensity', 'inversion']],
    ['glaucoma', ['inversion', 'heavy-valsalva']],
    ['low platelets', ['high-impact', 'heavy-valsalva']],
    ['neuropathy', ['high-impact']],
    ['diastasis recti', ['spinal-flexion', 'heavy-valsalva']],
    ['hip replacement 2 months ago', ['deep-knee-flexion', 'high-impact']],
  ])('"%s" leaves out %j', (typed, tags) => {
    // A very active member training for sport gets running, jumping and hard efforts unless a rule says no.
    const without = plan({ fitnessGoals: ['Sports Performance'] });
    const p = plan({ fitnessGoals: ['Sports Performance'], medicalConditions: [typed] });
    const excluded = p.content.training.excludedTags.map((e) => e.tag);
    expect(excluded).toEqual(expect.arrayContaining(tags));
    for (const tag of tags) expect(tagsUsed(p).has(tag as never), `${typed}: ${tag}`).toBe(false);
    // The same very active member without it does get such exercise (the test can fail).
    expect(tags.some((tag) => tagsUsed(without).has(tag as never))).toBe(true);
  });

  it('retinopathy, sickle cell disease and POTS keep effort moderate', () => {
    const rpe = (p: Plan) =>
      Math.max(
        ...p.content.training.weeks.flatMap((w) =>
          w.sessions.flatMap((s) => s.exercises.map((e) => e.rpe ?? 0)),
        ),
      );
    expect(rpe(plan({}))).toBeGreaterThan(6);
    for (const typed of ['retinopathy', 'sickle cell disease', 'POTS'])
      expect(rpe(plan({ medicalConditions: [typed] })), typed).toBeLessThanOrEqual(6);
  });

  it('a hip replaced two years ago no longer limits the exercises', () => {
    const p = plan({ medicalConditions: ['hip replacement 2 years ago'] });
    expect(p.content.training.excludedTags.some((e) => /hip replacement/.test(e.reason))).toBe(false);
  });

  it('an open foot ulcer: every exercise and cardio is done seated, no walks or runs (weight off the foot)', () => {
    // Exercises by id; a session's cardio by its activity's name.
    const seatedNames = new Set([...SEATED_EXERCISES].map((id) => EXERCISE_BY_ID.get(id)?.name));
    const ids = (p: Plan) =>
      p.content.training.weeks.flatMap((w) =>
        w.sessions.flatMap((s) => [
          ...s.exercises.map((e) => e.exerciseId),
          ...(s.cardio ? [seatedNames.has(s.cardio.activity) ? 'seated-cardio' : s.cardio.activity] : []),
        ]),
      );
    const runner = { trainingBackground: { runsPerWeek: 3, weeklyRunKm: 25 } } as Partial<EngineProfile>;
    const without = plan(runner);
    expect(ids(without).some((id) => id !== 'seated-cardio' && !SEATED_EXERCISES.has(id))).toBe(true);
    for (const typed of ['diabetic foot ulcer', 'foot wound']) {
      const p = plan({ ...runner, medicalConditions: [typed] });
      expect(ids(p).length, typed).toBeGreaterThan(0);
      expect(
        ids(p).filter((id) => id !== 'seated-cardio' && !SEATED_EXERCISES.has(id)),
        typed,
      ).toEqual([]);
      expect(
        ids(p).some((id) => /wheelchair/.test(id)),
        typed,
      ).toBe(false);
    }
    // Healed: back on their feet.
    expect(
      ids(plan({ ...runner, medicalConditions: ['foot ulcer healed'] })).some(
        (id) => id !== 'seated-cardio' && !SEATED_EXERCISES.has(id),
      ),
    ).toBe(true);
  });

  it('pancreatitis, alcohol dependence, TB and a stomach ulcer keep cooking alcohol off the menu too', () => {
    const alcohol = (p: Plan) =>
      p.content.days.some((d) => d.meals.some((m) => m.items.some((i) => i.contains.includes('alcohol'))));
    expect(alcohol(plan({}, 1))).toBe(true);
    for (const typed of ['chronic pancreatitis', 'alcoholic', 'on ATT for TB', 'peptic ulcer'])
      expect(alcohol(plan({ medicalConditions: [typed] }, 1)), typed).toBe(false);
  });

  it('high PTH beside kidney disease defers to the kidney team instead of "drink plenty, 1,000 mg calcium"', () => {
    const p = plan({ medicalConditions: ['high pth', 'ckd stage 5 on dialysis'] });
    const m = p.content.warnings.find((w) => w.code === 'condition:hyperparathyroidism')?.message ?? '';
    expect(m).toMatch(/kidney team/);
    expect(m).not.toMatch(/drink plenty/);
  });

  it('G6PD deficiency: broad (fava) beans are never on the menu', () => {
    const beans = [...FOODS.values()].filter((f) => /broad bean|fava/i.test(f.name));
    expect(beans.length).toBeGreaterThan(0);
    const rules = (conditions: string[]) =>
      menuRules({
        profile: member({ medicalConditions: conditions }),
        biomarkers: [],
        planType: 'premium',
        now: NOW,
        seed: 1,
      });
    for (const f of beans) {
      expect(foodAllowed(f, rules([]).diet), f.name).toBe(true);
      expect(foodAllowed(f, rules(['G6PD deficiency']).diet), f.name).toBe(false);
    }
  });

  it('gastroparesis: a low-fibre menu without nuts or seeds, said as gastroparesis (not a stricture)', () => {
    const p = plan({ medicalConditions: ['gastroparesis'] });
    expect(p.content.targets.limits?.fiberMaxG).toBeLessThanOrEqual(15);
    expect(plan({}).content.targets.limits?.fiberMaxG).toBeGreaterThan(15);
    expect(p.content.rationale.some((r) => /^Low-residue diet \(gastroparesis\)/.test(r.text))).toBe(true);
    expect(codes(p)).not.toContain('condition:low-residue');
    const items = p.content.days.flatMap((d) => d.meals.flatMap((m) => m.items));
    expect(items.some((i) => i.contains.includes('nuts') || i.contains.includes('sesame'))).toBe(false);
  });
});

describe('diets only a metabolic team can prescribe: no self-guided plan', () => {
  it.each([
    'PKU',
    'phenylketonuria',
    'maple syrup urine disease',
    'urea cycle disorder',
    'hereditary fructose intolerance',
  ])('"%s" is refused as clinical, saying who plans the diet', (typed) => {
    let error: unknown;
    try {
      plan({ medicalConditions: [typed] });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PlanRefused);
    expect((error as PlanRefused).kind).toBe('clinical');
    expect((error as PlanRefused).message).toMatch(/metabolic/);
  });

  it('lifelong, so past-history wording is refused too', () => {
    expect(() => plan({ medicalConditions: ['h/o PKU'] })).toThrow(PlanRefused);
  });

  it('fructose malabsorption (not the hereditary disease), carriers and relatives still get a plan', () => {
    for (const typed of ['fructose malabsorption', 'PKU carrier', 'phenylketonuria in my son'])
      expect(() => plan({ medicalConditions: [typed] }), typed).not.toThrow();
  });
});
