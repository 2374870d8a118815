import { describe, expect, it } from 'vitest';
import { generatePlan, type EngineProfile } from '../../plan/generate-plan';
import { expectOwnCare, tagsUsed, warningMessage as message } from '../../../../test/care-checks';
import { STROKE_SODIUM_MAX_MG } from './care-entries';

const NOW = new Date('2026-04-01T12:00:00Z');
const plan = (p: Partial<EngineProfile>, seed = 3) =>
  generatePlan({
    profile: { age: 41, gender: 'female', height: 162, weight: 64, activityLevel: 'moderate', ...p },
    biomarkers: [],
    planType: 'premium',
    now: NOW,
    seed,
  });
type Plan = ReturnType<typeof plan>;
const exercises = (p: Plan) =>
  p.content.training.weeks.flatMap((w) => w.sessions.flatMap((s) => s.exercises));

describe('common conditions typed in everyday words get their own care, not "no specific rules yet"', () => {
  it.each([
    ['mini stroke', 'transient-ischaemic-attack', /Stroke or mini-stroke/],
    ['had a stroke 2 years ago', 'stroke', /preventing another one/],
    ['claudication', 'peripheral-artery-disease', /moderate calf pain within 3–5 minutes/],
    ['fits disorder', 'epilepsy', /Swim only with someone beside you/],
    ['chronic fatigue', 'chronic-fatigue', /no graded exercise/],
    ['sleep apnea, on CPAP', 'sleep-apnoea', /losing it is part of the treatment/],
    ['on chemo', 'cancer-treatment', /neutropenia/],
    ['breast cancer', 'breast-cancer', /whether you are having treatment now/],
    ['completed chemo', 'cancer-survivor', /150–300 minutes/],
    ['had a baby 6 weeks ago', 'postpartum', /pelvic floor exercises/],
    ['migraines', 'migraine', /skipped meals and dehydration/],
    ['perimenopausal', 'menopause', /strength training on 2–3 days/],
    ['post covid fatigue', 'long-covid', /post-exertional symptoms/],
  ])('"%s"', (typed, id, text) => {
    expectOwnCare(plan({ medicalConditions: [typed] }), id, text);
  });

  it.each([
    ['hypothyroid', 'condition:hypothyroidism', /levothyroxine.*4 hours away/],
    ['weak bones', 'condition:osteoporosis-care', /1,000–1,200 mg of calcium.*vitamin D/],
    ['pcod', 'condition:pcos-care', /5–10 %/],
    ['rheumatoid arthritis', 'condition:rheumatoid-arthritis', /in a flare, do less/],
    ['knee oa', 'condition:knee-osteoarthritis', /5–10 % of body weight/],
    ['fatty liver', 'condition:fatty-liver', /7–10 % of body weight/],
  ])('"%s": specific advice beside the general one', (typed, code, text) => {
    expect(message(plan({ medicalConditions: [typed] }), code)).toMatch(text);
  });
});

describe('the care changes the plan itself', () => {
  it('stroke or TIA: sodium ceiling, moderate effort, no breath-holding or vigorous exercise', () => {
    const without = plan({ activityLevel: 'very_active' });
    const p = plan({ activityLevel: 'very_active', medicalConditions: ['TIA last year'] });
    expect(without.content.targets.limits?.sodiumMaxMg).toBeGreaterThan(STROKE_SODIUM_MAX_MG);
    expect(p.content.targets.limits?.sodiumMaxMg).toBe(STROKE_SODIUM_MAX_MG);
    expect(p.content.rationale.some((r) => /^Stroke or TIA: sodium at most 1500 mg/.test(r.text))).toBe(true);
    const tags = tagsUsed(p);
    expect(tags.has('heavy-valsalva')).toBe(false);
    expect(tags.has('high-intensity')).toBe(false);
    expect(Math.max(...exercises(p).map((e) => e.rpe ?? 0))).toBeLessThanOrEqual(6);
    expect(Math.max(...exercises(without).map((e) => e.rpe ?? 0))).toBeGreaterThan(6);
  });

  it('ME/CFS: the training never builds up week on week (NICE NG206: no graded exercise)', () => {
    const dose = (p: Plan) =>
      p.content.training.weeks.map((w) =>
        JSON.stringify(
          w.sessions.map((s) => [
            s.cardioMinutes,
            s.cardio?.intensity,
            s.exercises.map((e) => [e.sets, e.reps, e.rpe]),
          ]),
        ),
      );
    for (const typed of ['chronic fatigue', 'ME/CFS', 'chronic fatigue syndrome']) {
      const p = plan({ medicalConditions: [typed], fitnessGoals: ['Weight Loss'] });
      const weeks = dose(p);
      expect(weeks.length).toBeGreaterThan(3);
      expect(new Set(weeks).size, typed).toBe(1);
      const t = p.content.training;
      expect(t.weeks.every((w) => w.loadChangePct === 0 && !/Progress/.test(w.focus))).toBe(true);
      expect(t.notes.some((n) => /^Progression:/.test(n))).toBe(false);
      expect(t.notes.some((n) => /^ME\/CFS: the sessions stay the same every week/.test(n))).toBe(true);
      expect(t.weeks.every((w) => w.sessions.every((s) => !s.cardio || s.cardio.intensity === 'light'))).toBe(
        true,
      );
      expect(p.content.rationale.some((r) => /^Load \+/.test(r.text))).toBe(false);
    }
    // The same member without it does progress (the test can fail).
    expect(new Set(dose(plan({ fitnessGoals: ['Weight Loss'] }))).size).toBeGreaterThan(1);
  });

  it('six weeks after birth: no running, jumping or heavy breath-holding lifts; eight months after: allowed', () => {
    const early = plan({ medicalConditions: ['had a baby 6 weeks ago'] });
    const excluded = early.content.training.excludedTags.map((e) => e.tag);
    expect(excluded).toEqual(expect.arrayContaining(['high-impact', 'heavy-valsalva']));
    expect(tagsUsed(early).has('high-impact')).toBe(false);
    const later = plan({ medicalConditions: ['had a baby 8 months ago'] });
    expect(later.content.training.excludedTags.some((e) => /giving birth/.test(e.reason))).toBe(false);
  });

  it('after birth with breastfeeding or formula feeding listed: the same return to exercise, feeding said once', () => {
    const breast = plan({ medicalConditions: ['had a baby 6 weeks ago', 'breastfeeding'] });
    expect(message(breast, 'condition:postpartum')).toMatch(/^After giving birth/);
    expect(message(breast, 'condition:postpartum')).not.toMatch(/tell us/);
    const formula = plan({ medicalConditions: ['delivered 2 months ago, formula feeding'] });
    expect(message(formula, 'condition:postpartum-formula-feeding')).toMatch(/pelvic floor/);
    expect(formula.content.training.excludedTags.map((e) => e.tag)).toContain('high-impact');
  });

  it('cancer treatment now: moderate effort, nothing vigorous', () => {
    const p = plan({ medicalConditions: ['on chemo'] });
    expect(tagsUsed(p).has('high-intensity')).toBe(false);
    expect(Math.max(...exercises(p).map((e) => e.rpe ?? 0))).toBeLessThanOrEqual(6);
  });

  it('epilepsy restricts no exercise (ILAE 2016): only water and height safety is said', () => {
    const p = plan({ medicalConditions: ['epilepsy'] });
    expect(p.content.training.excludedTags).toEqual(plan({}).content.training.excludedTags);
  });
});
