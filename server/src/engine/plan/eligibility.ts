/**
 * Who may get a self-guided plan at all. Plans are for adults (terms of service); a height/weight pair whose BMI
 * is outside 10–100 is a typo, not a person; and a diet that leaves too few foods to reach the targets gets a
 * refusal instead of a silent plan of a dozen foods. A blood result past an emergency threshold (safety/escalation.ts)
 * refuses the plan until a doctor has seen it. The plan service turns a refusal into a 4xx (422 for a result).
 */
import { FOODS } from '../data/foods/food-table';
import { foodAllowed, type DietRules } from '../nutrition/diet-rules';
import { BIOMARKER_THRESHOLDS, LIFE_STAGE, MACROS, MEAL_PLANNING, NUTRIENT_RULES } from '../guidelines';
import type { ResolvedProfile } from './profile-input';
import type { Finding } from '../safety/escalation';

/** Fewer allowed foods than this cannot make a varied, adequate menu. engine */
const MIN_ALLOWED_FOODS = 40;

export class PlanRefused extends Error {
  constructor(
    message: string,
    readonly field: string,
    /** 'clinical': a result needs a doctor first (422); 'input': the member's input cannot make a plan (400). */
    readonly kind: 'input' | 'clinical' = 'input',
  ) {
    super(message);
    this.name = 'PlanRefused';
  }
}

/**
 * Inherited metabolic disorders whose diet is a prescription: phenylalanine (PKU), leucine and other amino acids
 * (MSUD, organic acidaemias), protein (urea cycle disorders), or fructose, sucrose and sorbitol (hereditary fructose
 * intolerance) are measured out by a metabolic dietitian with special formulas, and an ordinary menu of dal, milk,
 * eggs, meat or fruit can harm. No self-guided plan is safe. Van Wegberg et al., European guidelines on PKU
 * (Orphanet J Rare Dis 2017); Häberle et al., urea cycle disorders guideline (J Inherit Metab Dis 2019); Baker et
 * al., HFI (GeneReviews 2021).
 */
const SPECIALIST_DIETS: Readonly<Record<string, string>> = {
  phenylketonuria: 'Phenylketonuria (PKU) needs a phenylalanine-restricted diet',
  'protein-metabolism-disorder':
    'An inherited disorder of protein metabolism needs a protein or amino-acid diet',
  'hereditary-fructose-intolerance':
    'Hereditary fructose intolerance needs a diet free of fructose, sucrose and sorbitol',
};

/** A carrier has no diet to keep, and a relative's disorder is family history ("PKU carrier", "HFI in my son"). */
const NOT_THE_MEMBER =
  /\b(carrier|carriers|trait|son|daughter|child|children|kid|baby|brother|sister|mother|father|mom|mum|dad|nephew|niece|cousin|family)\b/i;

/**
 * The first listed condition whose diet only a metabolic team can prescribe, or null. These are lifelong, so "h/o
 * PKU" counts too; a carrier or a relative does not.
 */
export function specialistDietNeeded(p: ResolvedProfile): string | null {
  const found = p.clinical.conditions.find(
    (c) => c.entryId in SPECIALIST_DIETS && !NOT_THE_MEMBER.test(c.text),
  );
  return found ? SPECIALIST_DIETS[found.entryId]! : null;
}

/**
 * `tgVeryHigh`: triglycerides ≥ 500 mg/dL need fat ≤ 25 % of energy (pancreatitis risk; esHtg), which a keto or
 * low-carb diet (fat supplies most of the energy) cannot keep — no safe plan exists as asked.
 */
export function checkEligibility(
  p: ResolvedProfile,
  bmi: number,
  diet: DietRules,
  tgVeryHigh: boolean,
  findings: readonly Finding[] = [],
): void {
  // A result past an emergency threshold: no self-guided plan is safe until a doctor has seen it (escalation.ts).
  const refusal = findings.find((f) => f.refuse);
  if (refusal) throw new PlanRefused(refusal.message, 'biomarkers', 'clinical');
  const specialist = specialistDietNeeded(p);
  if (specialist) {
    throw new PlanRefused(
      `${specialist}, planned and measured out by your metabolic (inherited metabolic disease) dietitian with special formulas: an ordinary menu could harm you, so we cannot generate a self-guided plan. Your profile is saved; please ask your metabolic team for your diet and how much exercise suits you.`,
      'medicalConditions',
      'clinical',
    );
  }
  if (p.statedAge !== null && p.statedAge < LIFE_STAGE.minAge) {
    throw new PlanRefused(
      `Plans are for adults aged ${LIFE_STAGE.minAge} and over (see our terms of service). Your profile is saved, but we cannot generate a plan for someone aged ${p.statedAge}; please ask a doctor or registered dietitian for advice suited to your age.`,
      'age',
    );
  }
  const [lo, hi] = LIFE_STAGE.bmiPlausible;
  // Only a stated pair can be implausible; a defaulted height or weight is an assumption, not a typo.
  if (!p.missing.height && !p.missing.weight && (bmi < lo || bmi > hi)) {
    throw new PlanRefused(
      `Your height (${p.heightCm} cm) and weight (${p.weightKg} kg) give a BMI of ${bmi}, outside ${lo}–${hi}: please check both in your profile.`,
      'height',
    );
  }
  if (tgVeryHigh && (diet.keto || diet.lowCarb)) {
    throw new PlanRefused(
      `Your triglycerides are ${BIOMARKER_THRESHOLDS.tgVeryHigh} mg/dL or higher, which needs fat kept to at most ${Math.round(NUTRIENT_RULES.tgVeryHighFatMaxShare * 100)} % of energy to protect the pancreas; a ${diet.keto ? 'keto' : 'low-carb'} diet gets most of its energy from fat, so no safe plan exists with this restriction. Remove it from your dietary restrictions, and please see your doctor about the triglyceride result.`,
      'dietaryRestrictions',
    );
  }
  let allowed = 0;
  for (const f of FOODS.values()) if (foodAllowed(f, diet)) allowed++;
  if (allowed < MIN_ALLOWED_FOODS) {
    throw new PlanRefused(
      `Your dietary restrictions (${diet.recognised.join('; ')}) leave only ${allowed} foods, too few to build a safe plan. Please review them with a dietitian.`,
      'dietaryRestrictions',
    );
  }
}

/** Restrictions that remove the most protein sources with the others, in the order a refusal asks to relax them. */
const RELAX_FIRST = ['paleo', 'keto', 'low-carb', 'vegan', 'jain'];

/**
 * A diet combination whose menu, sized within every limit, serves less protein than the safe floor
 * (MACROS.proteinSafeFloorPerKg; WHO/FAO/UNU 2007) cannot be made safe, and no plan is made (issue 30: a plan never
 * prints one number and serves another). Vegan + paleo + keto with a saturated-fat ceiling served 346–368 kcal and
 * 10–11 g of protein a day against a printed 1,990 kcal and 108 g. The refusal states what the foods serve and which
 * restriction to relax first. One restriction alone always leaves protein foods: only combinations are refused, and a
 * kidney cap under the floor (the clinician's) sets `proteinFloorG` to the cap.
 */
export function checkServedMenu(
  served: { kcal: number; proteinG: number },
  proteinFloorG: number,
  floorKcal: number,
  diet: DietRules,
): void {
  // Jain is one entry with two labels (it implies vegetarian).
  const jain = diet.recognised.some((x) => /^jain\b/i.test(x));
  const entries = diet.recognised.filter((x) => !(jain && /^vegetarian\b/i.test(x)));
  // Only a combination holding a diet chosen by preference that removes protein foods is refused, and only such a
  // diet is suggested to relax: a medical one (gluten-free for coeliac disease, low residue, an allergy) never is.
  // Without one the shortfall is the planner's, stated as a revision instead.
  const relax = RELAX_FIRST.map((r) => entries.find((x) => x.toLowerCase().startsWith(r))).find(Boolean);
  if (entries.length < 2 || !relax) return;
  if (served.proteinG >= proteinFloorG * (1 - MEAL_PLANNING.macroTolerance)) return;
  const kcal = Math.round(served.kcal / 10) * 10;
  const underFloor =
    served.kcal < floorKcal
      ? ` and under the ${floorKcal.toLocaleString('en-US')} kcal a day no plan goes under`
      : '';
  throw new PlanRefused(
    `Your restrictions together (${diet.recognised.join('; ')}) cannot be made safe: within your daily limits their foods serve about ${kcal.toLocaleString('en-US')} kcal and ${Math.round(served.proteinG)} g of protein a day, under the safe minimum of ${proteinFloorG} g of protein (WHO/FAO/UNU 2007: ${MACROS.proteinSafeFloorPerKg} g per kg of body weight, counted at a healthy weight for your height when above it)${underFloor}. No plan is made rather than one that states targets its meals do not serve. Relax one restriction, ${relax} first, or plan with a dietitian.`,
    'dietaryRestrictions',
  );
}
