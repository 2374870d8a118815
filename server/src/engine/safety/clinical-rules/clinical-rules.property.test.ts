/**
 * Generated members drawn from the clinical catalogue (conditions, medicines, supplements, in combination, with
 * lab panels) through full plans, each rule checked from what the member reads: dish names, method steps, serving
 * notes and food names, the targets, the supplements and the warnings' words — never from the tags the engine
 * wrote. The word lists here are written independently of engine/safety/clinical-rules/food-words.ts. Every
 * checker is first shown to fail on a plan that breaks its rule.
 * Seeded; CLINICAL_PROPERTY_RUNS (default 16) sets the count: CLINICAL_PROPERTY_RUNS=500 npx vitest run <this file>.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BiomarkerInput } from '@common/biomarkers';
import type { PlanType } from '@common/options';
import type { PlanContent } from '@common/plan';
import { generatePlan, PlanRefused, type EngineProfile } from '../../plan/generate-plan';

const NOW = new Date('2025-06-15T09:30:00Z');
const RUNS = Number(process.env.CLINICAL_PROPERTY_RUNS ?? 16);
const SEED = Number(process.env.CLINICAL_PROPERTY_SEED ?? 2029);

/** A dietitian's lists (Coeliac UK; FSSAI/EU allergen names; phenelzine label), not the engine's. */
const NOT_GF =
  '(?<!(?:gluten-free|jowar|bajra|ragi|rice|makki|corn|millet|buckwheat|quinoa|besan|amaranth) )';
const CHECK_WORDS = {
  gluten: new RegExp(
    `${NOT_GF}\\b(wheat|atta|maida|sooji|suji|rava|semolina|seitan|barley|rye|bulgur|couscous|malt|dalia|naan|pita|spaghetti|pasta|breadcrumbs?)\\b`,
    'i',
  ),
  sesame: /\b(sesame|gingelly|til|tahini)\b/i,
  peanut: /\b(peanuts?|groundnuts?)\b/i,
  dairy:
    /(?<!(?:coconut|almond|soy|oat|rice|cashew|peanut|cocoa|vegan) )\b(ghee|paneer|curd|khoa|khoya|whey|milk|cheese|butter|yogh?urt|cream|lassi|raita)\b/i,
  shellfish: /\b(prawns?|shrimps?|crabs?|lobsters?)\b/i,
  tyramine:
    /\b(fish sauce|soy sauce|miso|gochujang|doenjang|chil+i bean paste|yeast extract|parmesan|cheddar|aged cheese|salami|kimchi|sauerkraut|tempeh|red wine|beer)\b/i,
  lowResidue: /\b(salads?|nuts?|almonds?|walnuts?|cashews?|peanuts?|seeds?|chia|flax|sprouts?|popcorn)\b/i,
  ironOverload: /\b(fortified cereal|bran cereal|liver|mutton|lamb|beef|pork|keema)\b/i,
};
type WordRule = keyof typeof CHECK_WORDS;

/** Everything the member reads about the food of a plan. */
function planTexts(c: PlanContent): string[] {
  return c.days.flatMap((d) =>
    d.meals.flatMap((m) => [
      m.name,
      ...(m.howTo ? [...m.howTo.steps, m.howTo.serving] : []),
      ...m.items.map((i) => i.name),
    ]),
  );
}

function wordViolations(c: PlanContent, rule: WordRule): string[] {
  return planTexts(c).filter((t) => CHECK_WORDS[rule].test(t));
}

interface Member {
  profile: EngineProfile;
  biomarkers: BiomarkerInput[];
  planType: PlanType;
  /** The rules this member's plan must keep. */
  words: WordRule[];
  checks: ((c: PlanContent) => string[])[];
}

const lab = (code: BiomarkerInput['code'], value: number): BiomarkerInput => ({
  code,
  valueCanonical: value,
  flag: null,
  clinicallyImportant: false,
  sampledAt: '2025-05-20',
});

/** Rule-bearing catalogue lines, each with what the plan must then show. */
const CONDITION_LINES: { line: string; words?: WordRule[]; check?: (c: PlanContent) => string[] }[] = [
  { line: 'coeliac disease', words: ['gluten'] },
  { line: 'wheat allergy', words: ['gluten'] },
  { line: 'sesame allergy', words: ['sesame'] },
  { line: 'groundnut allergy', words: ['peanut'] },
  { line: 'milk allergy', words: ['dairy'] },
  { line: 'prawn allergy', words: ['shellfish'] },
  {
    line: "Crohn's disease with stricture",
    words: ['lowResidue'],
    check: (c) => (c.targets.limits && c.targets.limits.fiberMaxG > 15 ? ['fibre ceiling above 15 g'] : []),
  },
  {
    line: 'kidney stones',
    check: (c) => [
      ...(c.targets.waterMl < 2500 && !/heart failure/i.test(JSON.stringify(c.warnings))
        ? [`water ${c.targets.waterMl} ml`]
        : []),
      ...(c.inputs?.conditions.includes('kidney-disease') ? ['stones read as kidney disease'] : []),
    ],
  },
  {
    line: 'haemochromatosis',
    words: ['ironOverload'],
    check: (c) => c.supplements.filter((s) => /iron|vitamin c/i.test(s.name)).map((s) => s.name),
  },
  { line: 'bottle feeding my 3 month old', check: (c) => lactation(c) },
  { line: 'hypertension' },
  { line: 'type 2 diabetes' },
  { line: 'osteoporosis' },
  { line: 'lupus' },
];
const lactation = (c: PlanContent): string[] =>
  c.rationale.filter((r) => /breastfeeding: \+\d+ kcal/i.test(r.text)).map((r) => r.text);

const MEDICINE_LINES: { line: string; words?: WordRule[] }[] = [
  { line: 'phenelzine 15mg', words: ['tyramine'] },
  { line: 'lithium 400mg' },
  { line: 'glimepiride 2mg' },
  { line: 'Telma-H' },
  { line: 'metformin 500 1-0-1' },
  { line: 'vitamin D3 60k weekly' },
];

const memberArb: fc.Arbitrary<Member> = fc
  .record({
    conditions: fc.subarray(CONDITION_LINES, { minLength: 1, maxLength: 3 }),
    medicines: fc.subarray(MEDICINE_LINES, { maxLength: 2 }),
    unknown: fc.boolean(),
    k: fc.constantFrom(null, 3.3, 4.2, 6.2),
    vitD: fc.constantFrom(null, 12),
    sex: fc.constantFrom('female', 'male'),
    goal: fc.constantFrom('Weight Loss', 'General Fitness', 'Muscle Gain'),
    planType: fc.constantFrom<PlanType>('free', 'premium'),
  })
  .map((r) => {
    const conditions = r.conditions.filter((c) => r.sex === 'female' || !/feeding/.test(c.line));
    const biomarkers = [
      ...(r.k === null ? [] : [lab('K', r.k)]),
      ...(r.vitD === null ? [] : [lab('VITD_25OH', r.vitD)]),
    ];
    const words = [...conditions, ...r.medicines].flatMap((x) => x.words ?? []);
    const checks = conditions.flatMap((c) => (c.check ? [c.check] : []));
    const lines = r.medicines.map((m) => m.line);
    if (lines.includes('lithium 400mg') && conditions.some((c) => c.line === 'hypertension'))
      checks.push((c) => c.warnings.filter((w) => /salt under 5 g/i.test(w.message)).map((w) => w.message));
    if (lines.includes('vitamin D3 60k weekly'))
      checks.push((c) => c.supplements.filter((s) => /^vitamin d/i.test(s.name)).map((s) => s.name));
    if (r.unknown)
      checks.push((c) =>
        /zentrovex/.test(c.warnings[0]?.message ?? '') || /zentrovex/.test(c.warnings[1]?.message ?? '')
          ? []
          : ['unknown line not stated first'],
      );
    if (r.k === 6.2)
      checks.push((c) => (c.warnings[0]?.code.startsWith('escalation:') ? [] : ['K 6.2 does not lead']));
    if (lines.includes('glimepiride 2mg'))
      checks.push((c) =>
        c.targets.energy.adjustmentKcal < 0 &&
        !c.warnings.some((w) => /low blood sugar|hypoglycaemia/i.test(w.message))
          ? ['sulfonylurea with a deficit and no hypoglycaemia advice']
          : [],
      );
    return {
      profile: {
        age: 38,
        gender: r.sex,
        height: r.sex === 'female' ? 160 : 172,
        weight: r.sex === 'female' ? 64 : 78,
        activityLevel: 'light',
        fitnessGoals: [r.goal],
        medicalConditions: [...conditions.map((c) => c.line), ...(r.unknown ? ['zentrovex syndrome'] : [])],
        medications: lines,
      },
      biomarkers,
      planType: r.planType,
      words,
      checks,
    };
  });

function violations(m: Member, c: PlanContent): string[] {
  return [
    ...m.words.flatMap((w) => wordViolations(c, w).map((t) => `${w}: ${t}`)),
    ...m.checks.flatMap((f) => f(c)),
  ];
}

describe('clinical rules over generated catalogue members (plan text and foods)', () => {
  it('every checker fails on a plan that breaks its rule', () => {
    const base = generatePlan({
      profile: { age: 40, gender: 'female', medicalConditions: ['hypertension'] },
      biomarkers: [],
      planType: 'premium',
      now: NOW,
      seed: 1,
    }).content;
    const meal = base.days[0]!.meals[0]!;
    const broken = (text: string): PlanContent => ({
      ...base,
      days: [
        {
          ...base.days[0]!,
          meals: [
            {
              ...meal,
              name: 'Steamed rice',
              items: [],
              howTo: { ...meal.howTo!, steps: [text], serving: '' },
            },
          ],
        },
      ],
    });
    const samples: Record<WordRule, string> = {
      gluten: 'Knead the atta into a soft dough.',
      sesame: 'Temper in gingelly oil.',
      peanut: 'Top with roasted groundnuts.',
      dairy: 'Finish with a spoon of ghee.',
      shellfish: 'Add the prawns.',
      tyramine: 'Add a dash of fish sauce.',
      lowResidue: 'Serve with a raw salad.',
      ironOverload: 'Serve with fortified cereal.',
    };
    for (const [rule, text] of Object.entries(samples) as [WordRule, string][]) {
      expect(wordViolations(broken(text), rule), rule).toHaveLength(1);
      expect(wordViolations(broken('Steam the rice.'), rule), rule).toHaveLength(0);
    }
    const fibre = CONDITION_LINES.find((c) => c.line.startsWith('Crohn'))!.check!;
    expect(
      fibre({ ...base, targets: { ...base.targets, limits: { ...base.targets.limits!, fiberMaxG: 40 } } }),
    ).toHaveLength(1);
    const stones = CONDITION_LINES.find((c) => c.line === 'kidney stones')!.check!;
    expect(stones({ ...base, targets: { ...base.targets, waterMl: 2000 } })).toHaveLength(1);
    expect(
      lactation({
        ...base,
        rationale: [{ topic: 'energy', text: 'Breastfeeding: +330 kcal/day, no deficit', source: 'x' }],
      }),
    ).toHaveLength(1);
  });

  it(
    `${RUNS} generated members keep every rule in what they read`,
    () => {
      fc.assert(
        fc.property(memberArb, fc.integer({ min: 1, max: 2 ** 31 - 1 }), (m, seed) => {
          let content: PlanContent;
          try {
            content = generatePlan({ ...m, now: NOW, seed }).content;
          } catch (e) {
            // Only a reasoned refusal is allowed (too few foods, or a result that needs a doctor first).
            if (e instanceof PlanRefused) return;
            throw e;
          }
          expect(violations(m, content)).toEqual([]);
        }),
        { numRuns: RUNS, seed: SEED },
      );
    },
    Math.max(120_000, RUNS * 4_000),
  );
});
