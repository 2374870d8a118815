/**
 * Condition and medicine rules read from the clinical catalogue's entries and qualifiers (common/clinical): diet
 * exclusions by tag and by every name a food goes by (dish names, methods, food names), target changes (fluid,
 * fibre, sodium, carbohydrate), supplements by life stage without duplicating the member's own, and warnings. The
 * planner is reached only through small calls: `clinicalDiet`, `adjustTargets`, `adjustSupplements`,
 * `ruleWarnings`. Each rule cites its source beside it; the figures live in guidelines.ts (CLINICAL_RULES).
 */
import type { PlanType } from '@common/options';
import { conditionById } from '@common/clinical/conditions';
import {
  CONTAINS_TAGS,
  type ContainsTag,
  type Rationale,
  type Supplement,
  type WarningSeverity,
} from '@common/plan';
import { FOODS, TAG_BIT } from '../../data/foods/food-table';
import type { DietRules } from '../../nutrition/diet-rules';
import type { TargetsResult } from '../../nutrition/targets';
import { CLINICAL_RULES as R, CRITICAL_RESULTS as C, MEAL_PLANNING, SOURCES } from '../../guidelines';
import { describeReading, type BiomarkerSignals } from '../biomarker-signals';
import { hasCondition, isPregnant, type ResolvedProfile } from '../../plan/profile-input';
import { forbiddenWordsFor, IRON_OVERLOAD_WORDS, LOW_RESIDUE_WORDS, TYRAMINE_WORDS } from './food-words';
import { CONDITION_CARE, ironLoadingListed } from './condition-care';
import { careSodiumMaxMg } from './care-constraints';

export {
  anaemiaResultWarning,
  careSteering,
  conditionCare,
  ironLoadingListed,
  lowHaemoglobin,
} from './condition-care';
export { careTraining, type CareTrainingRules } from './care-constraints';

const IBD = ['crohns-disease', 'ulcerative-colitis', 'inflammatory-bowel-disease'];
const HEART_FAILURE = ['heart-failure', 'cardiomyopathy'];
/** Catalogue entries these rules tailor for (besides the engine keys and diet restrictions). */
const RULE_ENTRIES = new Set([
  ...IBD,
  ...HEART_FAILURE,
  'kidney-stones',
  'gestational-diabetes',
  'postpartum-formula-feeding',
  'iron-overload',
  'hypertriglyceridaemia',
  'bariatric-surgery',
  'ramadan-fasting',
  'low-potassium',
  'low-sodium',
  'family-history',
]);

const entry = (p: ResolvedProfile, ...ids: string[]) =>
  p.clinical.conditions.find((m) => ids.includes(m.entryId));
const takes = (p: ResolvedProfile, ...keys: string[]): boolean =>
  p.medications.some((m) => keys.includes(m.key));

/** The gestational-diabetes meal pattern in words (the plan serves exactly this: meal-pattern.ts). */
export function gdmMealText(): string {
  const [b, l, d, s] = (['breakfast', 'lunch', 'dinner', 'snack'] as const).map((k) =>
    R.gdmMealCarbG[k].join('–'),
  );
  return `served as three meals and three snacks with the carbohydrate of each meal capped: breakfast the smallest at ${b} g (glucose rises most in the morning), lunch ${l} g, dinner ${d} g, and snacks ${s} g each — mid-morning, afternoon and at bedtime`;
}

/** Which rules apply: one place, read by every step below. */
export function activeRules(p: ResolvedProfile, signals: BiomarkerSignals) {
  const ibd = entry(p, ...IBD);
  const lowResidueText = [...p.restrictions, ...p.unrecognisedConditions].some((t) =>
    /low[- ]?residue|low[- ]?fib(re|er)/i.test(t),
  );
  const na = signals.latest.get('NA');
  const k = signals.latest.get('K');
  const hf = entry(p, ...HEART_FAILURE);
  const ferritin = signals.latest.get('FERRITIN');
  const tsat = signals.latest.get('TSAT');
  const gastroparesis = entry(p, 'gastroparesis');
  const strictureDiet = (ibd !== undefined && ibd.qualifiers.stricture === true) || lowResidueText;
  return {
    // Stricturing Crohn's or a low-residue diet: ESPEN 2023 IBD guideline (Bischoff et al., Clin Nutr 2023).
    // Gastroparesis: low-fibre, small-particle food empties more easily (ACG 2022, Camilleri et al.).
    lowResidue: strictureDiet || (gastroparesis !== undefined && !gastroparesis.history),
    /** Why the menu is low-residue: its care message says it for gastroparesis alone (care-digestion-metabolism.ts). */
    lowResidueFor: strictureDiet ? ('stricture' as const) : ('gastroparesis' as const),
    heartFailure: hf !== undefined,
    // Fluid restriction with a loop diuretic, hyponatraemia (< 135) or NYHA III–IV: ESC 2021 HF guideline
    fluidRestrict:
      hf !== undefined &&
      (takes(p, 'loop-diuretic') ||
        (na !== undefined && na.value < 135) ||
        (hf.qualifiers.nyhaClass ?? 0) >= 3),
    kidneyStones: entry(p, 'kidney-stones') !== undefined,
    gdm: entry(p, 'gestational-diabetes') !== undefined && isPregnant(p),
    formulaFeeding: entry(p, 'postpartum-formula-feeding') !== undefined,
    // EASL 2022 haemochromatosis guideline: ferritin > 1,000 µg/L with TSAT > 45 %
    ironOverload:
      entry(p, 'iron-overload') !== undefined ||
      (ferritin !== undefined &&
        tsat !== undefined &&
        ferritin.value > C.ferritinOverload &&
        tsat.value > C.tsatOverload),
    maoi: takes(p, 'maoi', 'linezolid'),
    lithium: takes(p, 'lithium'),
    hypoRisk: takes(p, 'sulfonylurea', 'insulin'),
    // Hypokalaemia on a thiazide or loop diuretic: Society for Endocrinology 2016; BNF thiazides
    diureticLowK: takes(p, 'diuretic', 'loop-diuretic') && k !== undefined && k.value < C.potassiumLowFlag,
    coeliac: entry(p, 'coeliac-disease') !== undefined,
    bariatric: entry(p, 'bariatric-surgery'),
    ramadan: entry(p, 'ramadan-fasting') !== undefined,
    htgListed: entry(p, 'hypertriglyceridaemia') !== undefined,
  };
}
export type ActiveRules = ReturnType<typeof activeRules>;

const tagsOf = (mask: number): ContainsTag[] => CONTAINS_TAGS.filter((t) => (mask & TAG_BIT[t]) !== 0);

/**
 * The diet with the rules' exclusions: tags, foods by name, and the words no dish name, method or food name may
 * hold (every name of every forbidden tag, tyramine condiments with an MAOI, low-residue foods, iron overload).
 */
export function clinicalDiet(diet: DietRules, rules: ActiveRules): DietRules {
  const tags: ContainsTag[] = [];
  const extra: RegExp[] = [];
  if (rules.maoi) extra.push(TYRAMINE_WORDS); // phenelzine FDA label; BNF
  if (rules.lowResidue) {
    tags.push('nuts', 'peanut', 'sesame'); // ESPEN 2023 IBD: no nuts or seeds with strictures
    extra.push(LOW_RESIDUE_WORDS);
  }
  if (rules.ironOverload) {
    tags.push('meat', 'beef', 'pork'); // EASL 2022: limit red meat; no iron-fortified foods
    extra.push(IRON_OVERLOAD_WORDS);
  }
  const forbidMask = diet.forbidMask | tags.reduce((m, t) => m | TAG_BIT[t], 0);
  if (diet.forbiddenText) extra.push(diet.forbiddenText); // the diet's own words (Jain) hold as well
  const forbiddenText = forbiddenWordsFor(tagsOf(forbidMask), extra);
  if (!forbiddenText) return diet;
  const excluded = new Set(diet.excludedFoodIds);
  for (const f of FOODS.values()) if (forbiddenText.test(f.name)) excluded.add(f.id);
  return { ...diet, forbidMask, excludedFoodIds: excluded, forbiddenText };
}

/** Fluid, fibre, sodium and carbohydrate as the rules require; each change leaves a rationale line. */
export function adjustTargets(
  result: TargetsResult,
  p: ResolvedProfile,
  rules: ActiveRules,
  kidney: boolean,
): TargetsResult {
  const t = { ...result.targets, limits: { ...result.targets.limits } };
  const rationale: Rationale[] = [];
  if (rules.fluidRestrict) {
    t.waterMl = R.heartFailureFluidMl;
    rationale.push({
      topic: 'hydration',
      text: `Heart failure${takes(p, 'loop-diuretic') ? ' on a loop diuretic' : ''}: fluid about ${R.heartFailureFluidMl} ml a day in all drinks, soups and dal (not the usual ml/kg estimate); your heart team may set another amount`,
      source: 'ESC 2021 heart failure guideline (fluid 1.5–2 L/day in severe HF or hyponatraemia)',
    });
  } else if (rules.heartFailure) {
    t.waterMl = Math.min(t.waterMl, 2000);
    rationale.push({
      topic: 'hydration',
      text: 'Heart failure: fluid kept to about 2 litres a day unless your heart team advises otherwise',
      source: 'ESC 2021 heart failure guideline',
    });
  }
  if (rules.heartFailure) {
    t.limits.sodiumMaxMg = Math.min(t.limits.sodiumMaxMg ?? Infinity, R.heartFailureSodiumMaxMg);
    rationale.push({
      topic: 'safety',
      text: `Heart failure: sodium at most ${R.heartFailureSodiumMaxMg} mg a day (about 5 g salt)`,
      source: 'ESC 2021 heart failure guideline; AHA/ACC/HFSA 2022 heart failure guideline',
    });
  }
  if (rules.kidneyStones && !rules.fluidRestrict) {
    t.waterMl = Math.max(t.waterMl, R.stonesFluidMinMl);
    t.limits.sodiumMaxMg = Math.min(t.limits.sodiumMaxMg ?? Infinity, R.stonesSodiumMaxMg);
    rationale.push({
      topic: 'hydration',
      text: `Kidney stones: at least ${R.stonesFluidMinMl} ml of fluid a day (enough for 2.5 L of urine), sodium at most ${R.stonesSodiumMaxMg} mg; calcium from food is kept normal${kidney ? '' : ' and protein is not capped (kidney function is not reduced)'}`,
      source: 'EAU 2024 urolithiasis guideline; AUA 2014 medical management of kidney stones',
    });
  }
  if (rules.lowResidue) {
    t.fiberG = Math.min(t.fiberG, R.lowResidueFibreG);
    t.limits.fiberMaxG = Math.min(t.limits.fiberMaxG, R.lowResidueFibreMaxG);
    rationale.push({
      topic: 'meals',
      text: `Low-residue diet (${rules.lowResidueFor}): fibre at most ${R.lowResidueFibreMaxG} g a day; no nuts, seeds, raw salads, sprouts, corn, dried fruit or whole pulses`,
      source:
        rules.lowResidueFor === 'stricture'
          ? 'ESPEN 2023 guideline on clinical nutrition in inflammatory bowel disease'
          : 'ACG clinical guideline: gastroparesis (Camilleri et al., Am J Gastroenterol 2022)',
    });
  }
  if (rules.gdm && t.limits.fatMaxPct === null) {
    // ≥ 175 g (IOM 2005 DRI) and no more than the per-meal caps carry (ADA SoC 2025 §15; ACOG PB 190). The
    // target sits high enough that a day within the ±10 % macro tolerance is never under 175 g (195 g).
    const lowest = Math.ceil(R.gdmCarbMinG / (1 - MEAL_PLANNING.macroTolerance));
    const carbs = Math.min(R.gdmCarbMaxG, Math.max(lowest, Math.round((R.gdmCarbShare * t.calories) / 4)));
    if (carbs !== t.carbsG) {
      t.fatG = Math.round(t.fatG + ((t.carbsG - carbs) * 4) / 9);
      t.carbsG = carbs;
      t.energySplitPct = {
        ...t.energySplitPct,
        carbs: Math.round((carbs * 400) / t.calories),
        fat: Math.round((t.fatG * 900) / t.calories),
      };
    }
    rationale.push({
      topic: 'macros',
      text: `Gestational diabetes: carbohydrate ${t.carbsG} g a day (never below ${R.gdmCarbMinG} g, for the baby), ${gdmMealText()}`,
      source:
        'ADA Standards of Care 2025 §15 (Management of Diabetes in Pregnancy); ACOG Practice Bulletin 190 (gestational diabetes mellitus, 2018); IOM 2005 DRI',
    });
  }
  // Stroke or TIA (the only care entry with a sodium ceiling today): AHA/ASA 2021 secondary prevention (cut sodium
  // by ≥ 1 g a day, Mediterranean-type diet); ACC/AHA 2017 high blood pressure guideline (optimal < 1,500 mg).
  const careNa = careSodiumMaxMg(p);
  if (careNa !== null && careNa < (t.limits.sodiumMaxMg ?? Infinity)) {
    t.limits.sodiumMaxMg = careNa;
    rationale.push({
      topic: 'safety',
      text: `Stroke or TIA: sodium at most ${careNa} mg a day (under 4 g of salt) to lower blood pressure and the risk of another stroke; salt, stock and pickles in the recipes are cut to keep it`,
      source:
        'AHA/ASA 2021 guideline for the prevention of stroke in patients with stroke and TIA; ACC/AHA 2017 high blood pressure guideline',
    });
  }
  if (rules.lithium && !kidney && !rules.heartFailure && t.limits.sodiumMaxMg !== null) {
    // A salt cut raises lithium levels: steady salt wins over a new ceiling. BNF lithium; NICE CG185
    t.limits.sodiumMaxMg = null;
    rationale.push({
      topic: 'safety',
      text: 'Lithium: no new salt limit is set, because cutting salt raises lithium levels; keep salt steady and agree any change with your prescriber',
      source: 'BNF lithium monograph; NICE CG185 bipolar disorder',
    });
  }
  if (rules.formulaFeeding) {
    rationale.push({
      topic: 'energy',
      text: 'Formula feeding: no breastfeeding energy is added (lactation needs about +330 kcal only while breastfeeding)',
      source: 'IOM 2005 Dietary Reference Intakes (estimated energy requirement in lactation)',
    });
  }
  if (rationale.length === 0) return result;
  // A fluid or fibre rule replaces the general estimate: its line would print a second, contrary figure (2,700 ml
  // beside a heart-failure limit of 1,500 ml; "24 g/day (at most 50 g)" beside a low-residue ceiling of 15 g).
  const water = t.waterMl !== result.targets.waterMl;
  const fibre = t.fiberG !== result.targets.fiberG || t.limits.fiberMaxG !== result.targets.limits.fiberMaxG;
  const kept = result.rationale.filter(
    (r) => !(water && r.topic === 'hydration') && !(fibre && r.source === SOURCES.fibre),
  );
  return { ...result, targets: t, rationale: [...kept, ...rationale] };
}

/** The member's own supplement of the same substance ("Vitamin D3" taken → not prescribed again). */
function alreadyTaken(s: Supplement, own: ReadonlySet<string>): string | null {
  const base = s.name.split(' (')[0]!.toLowerCase();
  for (const o of own) {
    const ol = o.toLowerCase();
    if (ol.startsWith(base) || base.startsWith(ol.split(' (')[0]!)) return o;
  }
  return null;
}

/**
 * Supplements by life stage (pregnancy, breastfeeding, vegan), none for iron overload, and never one the member
 * already takes (the catalogue's supplement entries). Free plans get none, as before.
 */
export function adjustSupplements(
  list: readonly Supplement[],
  p: ResolvedProfile,
  diet: DietRules,
  planType: PlanType,
  rules: ActiveRules,
  /** Bone loss with a menu short of calcium: the gap as a supplement (nutrition/calcium-need.ts). */
  calciumGap: Omit<Supplement, 'biomarker' | 'discussWithDoctor'> | null = null,
): { supplements: Supplement[]; rationale: Rationale[] } {
  if (planType === 'free') return { supplements: [...list], rationale: [] };
  const clinician = planType === 'doctor_verified';
  const out = [...list];
  const add = (s: Omit<Supplement, 'biomarker' | 'discussWithDoctor'> & { discuss?: boolean }) => {
    const base = s.name.split(' (')[0]!.toLowerCase();
    if (!out.some((o) => o.name.toLowerCase().startsWith(base)))
      out.push({ ...s, biomarker: null, discussWithDoctor: clinician || s.discuss === true });
  };
  const pregnant = isPregnant(p);
  const lactating = p.lifeStage === 'breastfeeding';
  if (pregnant) {
    add({
      name: 'Folic acid',
      dose: 'Folic acid 400 µg daily (to 12 weeks, or throughout as your midwife advises)',
      reason: 'Pregnancy: folic acid lowers the risk of neural tube defects.',
      source: 'NICE PH11 maternal and child nutrition; WHO 2016 antenatal care recommendations',
    });
    // WHO recommends daily iron for every pregnancy, India's programme gives it from the second trimester; NICE
    // does not make it routine: offered to discuss, and never beside a condition that loads the body with iron.
    if (!ironLoadingListed(p))
      add({
        name: 'Iron',
        dose: 'Iron 30–60 mg elemental daily (often in one tablet with the folic acid), away from tea, coffee, milk and calcium tablets',
        reason:
          'Pregnancy: iron needs rise for the baby and the placenta, and a daily iron tablet lowers the risk of anaemia and low birth weight; ask your midwife or doctor, who may check your ferritin first.',
        source:
          'WHO 2016 antenatal care recommendations (daily oral iron 30–60 mg and folic acid 400 µg); MoHFW India Anemia Mukt Bharat 2018 (iron–folic acid from the second trimester); NICE NG201 antenatal care (not routine in the UK)',
        discuss: true,
      });
  }
  if (pregnant || lactating) {
    add({
      name: 'Vitamin D',
      dose: 'Vitamin D 10 µg (400 IU) daily',
      reason: `${pregnant ? 'Pregnancy' : 'Breastfeeding'}: vitamin D for you and the baby's bones.`,
      source: 'NICE PH56 vitamin D; SACN 2016',
    });
    add({
      name: 'Iodine',
      dose: 'Iodine 150 µg daily (as potassium iodide, or in a pregnancy multivitamin), with iodised salt',
      reason: `${pregnant ? 'Pregnancy' : 'Breastfeeding'}: iodine needs rise for the baby's brain development.`,
      source: 'American Thyroid Association 2017 pregnancy guideline; WHO/UNICEF 2007 iodine',
      discuss: hasCondition(p, 'thyroid'),
    });
    if (diet.vegan || diet.vegetarian) {
      add({
        name: 'DHA (algae oil)',
        dose: 'DHA 200 mg daily from algae oil',
        reason: `${diet.vegan ? 'Vegan' : 'Vegetarian'} ${pregnant ? 'pregnancy' : 'breastfeeding'}: no oily fish, and DHA supports the baby's brain and eyes.`,
        source:
          'EFSA 2010 DHA in pregnancy and lactation; Koletzko et al. 2008 perinatal lipid recommendations',
      });
    }
    if (diet.vegan) {
      add({
        name: 'Calcium',
        dose: 'Calcium 500 mg daily unless fortified foods give 1,000 mg',
        reason: 'Vegan diet with no dairy: calcium needs are hard to meet from food alone.',
        source: 'IOM 2011 calcium and vitamin D DRI; British Dietetic Association vegan diets',
      });
    }
  }
  if (hasCondition(p, 'osteoporosis') && p.age >= 50) {
    add({
      name: 'Vitamin D',
      dose: 'Vitamin D3 20 µg (800 IU) daily',
      reason:
        'Osteoporosis or osteopenia over 50: vitamin D with enough calcium is part of the treatment, and older skin makes little from sun.',
      source:
        'NOGG 2022 UK clinical guideline for osteoporosis (800 IU a day); BHOF 2022 clinician’s guide (800–1,000 IU a day from age 50)',
    });
  }
  if (calciumGap) add({ ...calciumGap, discuss: true });
  const rationale: Rationale[] = [];
  const kept = out.filter((s) => {
    // Iron overload: no iron and no vitamin C (raises iron absorption). EASL 2022 haemochromatosis guideline
    if (rules.ironOverload && /iron|vitamin c/i.test(s.name)) {
      rationale.push({
        topic: 'supplements',
        text: `${s.name} left out: iron overload`,
        source: 'EASL 2022 haemochromatosis guideline',
      });
      return false;
    }
    const own = alreadyTaken(s, p.clinical.ownSupplements);
    if (own) {
      rationale.push({
        topic: 'supplements',
        text: `${s.name} not added: you already take ${own} (keep to the dose on your pack or your doctor's)`,
        source: 'engine (no duplicate supplements)',
      });
      return false;
    }
    return true;
  });
  return { supplements: kept, rationale };
}

type RuleWarning = { severity: WarningSeverity; code: string; message: string };

/** What each active rule means for the member, with what to do. */
export function ruleWarnings(
  p: ResolvedProfile,
  signals: BiomarkerSignals,
  diet: DietRules,
  deficitApplied: boolean,
): RuleWarning[] {
  const rules = activeRules(p, signals);
  const out: RuleWarning[] = [];
  const push = (severity: WarningSeverity, code: string, message: string) =>
    out.push({ severity, code: `rule:${code}`, message });
  if (rules.coeliac) {
    const ferritin = signals.latest.get('FERRITIN');
    const folate = signals.latest.get('FOLATE');
    const low = [
      ferritin && ferritin.value < 30 ? describeReading(ferritin) : null, // WHO 2020 ferritin guideline
      folate && folate.value < 4 ? describeReading(folate) : null, // WHO 2015 folate thresholds (< 4 ng/mL)
    ].filter(Boolean);
    // BSG 2014 coeliac guideline (Ludvigsson et al., Gut 2014): strict lifelong GFD, check iron/folate/B12
    push(
      low.length > 0 ? 'critical' : 'caution',
      'coeliac',
      `Coeliac disease: the plan is strictly gluten-free — no wheat (atta, maida, sooji/rava, semolina, dalia), barley, rye, malt, couscous, seitan, ordinary oats or compounded hing, in foods, dish names or methods. Check labels for hidden gluten.${low.length > 0 ? ` ${low.join(' and ')}: low from malabsorption; see your doctor about treatment and retest after 3–6 months gluten-free.` : ''}`,
    );
  }
  if (rules.lowResidue && rules.lowResidueFor === 'stricture') {
    // ESPEN 2023 IBD guideline: low-residue diet with strictures
    push(
      'caution',
      'low-residue',
      `Stricture or low-residue diet: fibre is kept under 15 g a day with no nuts, seeds, raw salads, sprouts, corn, dried fruit or whole pulses; cook vegetables well and peel them. Seek urgent care for cramping pain with vomiting or a swollen belly (possible blockage).`,
    );
  }
  if (rules.heartFailure) {
    // ESC 2021 HF guideline: fluid 1.5–2 L, salt ≤ 5 g, daily weights
    push(
      rules.fluidRestrict ? 'critical' : 'caution',
      'heart-failure',
      `Heart failure: ${rules.fluidRestrict ? `drink about ${R.heartFailureFluidMl / 1000} litres a day in total (all drinks, tea, soups and dal count)` : 'keep fluid to about 2 litres a day unless your team says otherwise'} and keep salt under 5 g. Weigh yourself every morning: a gain of more than 2 kg in 3 days, more breathlessness or swollen ankles → call your heart team.`,
    );
  }
  if (rules.kidneyStones) {
    // EAU 2024 urolithiasis; AUA 2014: fluid, normal calcium, sodium, no vitamin C
    push(
      'caution',
      'kidney-stones',
      `Kidney stones: drink at least ${R.stonesFluidMinMl / 1000} litres a day, spread out, so your urine stays pale; keep calcium from food normal (cutting it raises oxalate stones), salt under 6 g, and take no vitamin C supplements.`,
    );
  }
  if (rules.gdm) {
    // ADA SoC 2024 §15: ≥ 175 g carbohydrate, spread over meals
    push(
      'caution',
      'gestational-diabetes',
      `Gestational diabetes: carbohydrate is never below ${R.gdmCarbMinG} g a day, ${gdmMealText()}. Check your glucose as your team advises.`,
    );
  }
  if (rules.ironOverload) {
    // EASL 2022 haemochromatosis guideline
    push(
      'caution',
      'iron-overload',
      'Iron overload: no iron-fortified foods, red meat or organ meats, no iron or vitamin C supplements, no alcohol and no raw shellfish; tea with meals lowers iron absorption.',
    );
  }
  if (rules.htgListed && (diet.keto || diet.lowCarb) && !signals.tgVeryHigh) {
    // Endocrine Society 2012 HTG guideline: TG ≥ 500 needs fat ≤ 25 %
    push(
      'critical',
      'htg-keto',
      'High triglycerides listed with a keto or low-carb diet: with triglycerides of 500 mg/dL or more a high-fat diet is unsafe (pancreatitis). Get a lipid test before starting this diet.',
    );
  }
  if (rules.hypoRisk && deficitApplied) {
    // ADA SoC 2024 §6: hypoglycaemia risk with sulfonylureas/insulin, dose review
    push(
      'critical',
      'hypoglycaemia',
      `You take ${takes(p, 'insulin') ? 'insulin' : 'a sulfonylurea'} and this plan has a calorie deficit and exercise: risk of low blood sugar. Ask your doctor to review the dose before you start, check glucose before and after exercise, and carry 15 g of fast sugar (glucose tablets, juice).`,
    );
  }
  if (rules.diureticLowK) {
    const k = signals.latest.get('K')!;
    // Society for Endocrinology 2016; BNF thiazides: hypokalaemia on diuretics
    push(
      'caution',
      'diuretic-low-potassium',
      `${describeReading(k)} on a ${takes(p, 'loop-diuretic') ? 'loop' : 'thiazide'} diuretic, which lowers potassium: potassium-rich foods (dal, leafy greens, banana, coconut water) are welcome. See your doctor about the result and your medicines.`,
    );
  }
  if (rules.bariatric) {
    const b = rules.bariatric;
    // ASMBS 2019 nutritional guidelines after bariatric surgery
    push(
      'caution',
      'bariatric',
      `Bariatric surgery${b.qualifiers.ago ? ` (${b.qualifiers.ago.amount} ${b.qualifiers.ago.unit}s ago)` : b.qualifiers.date ? ` (${b.qualifiers.date})` : ''}: at least 60 g of protein a day, small meals eaten slowly with protein first, drinks 30 minutes apart from meals, and the lifelong supplements your team prescribes (multivitamin, B12, calcium citrate, vitamin D, iron).`,
    );
  }
  if (rules.ramadan) {
    // IDF-DAR 2021 diabetes and Ramadan practical guidelines (pregnancy with diabetes: very high risk, not to fast)
    push(
      rules.gdm ? 'critical' : 'caution',
      'ramadan',
      rules.gdm
        ? 'Ramadan fasting with gestational diabetes: fasting in pregnancy with diabetes is very high risk, so this plan keeps regular daytime meals and snacks. Please talk to your diabetes team before any fast.'
        : "Ramadan fasting: the plan's meals are suhoor before dawn and iftar at sunset, with an evening snack — nothing to eat or drink in daylight. Drink water little and often between iftar and suhoor. Train after iftar or in the last hour before it. With diabetes medicine, ask your doctor about doses before the fast.",
    );
  }
  return out;
}

/** Catalogue entries the plan has no rule for, as [name, the member's words]: stated, never silent. */
export function untailoredConditions(
  p: ResolvedProfile,
  tailoredElsewhere: ReadonlySet<string> = new Set(),
): [string, string][] {
  const out: [string, string][] = [];
  for (const m of p.clinical.conditions) {
    const e = conditionById(m.entryId);
    if (
      !e ||
      e.engineKeys.length > 0 ||
      (e.engineRestrictions?.length ?? 0) > 0 ||
      RULE_ENTRIES.has(e.id) ||
      e.id in CONDITION_CARE ||
      tailoredElsewhere.has(e.id)
    )
      continue;
    out.push([e.name, m.text]);
  }
  return out;
}
