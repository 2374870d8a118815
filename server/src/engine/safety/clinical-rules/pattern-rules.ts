/**
 * Rules that change how the plan is served rather than what it holds: the meal pattern (gestational diabetes,
 * Ramadan fasting: nutrition/meal-pattern.ts) and, for an eating-disorder history, a plan without numbers. Each
 * rule's source is beside it.
 */
import type { PlanContent, Rationale } from '@common/plan';
import type { MealPattern } from '../../nutrition/meal-pattern';
import { hasCondition, type ResolvedProfile } from '../../plan/profile-input';
import type { ActiveRules } from './index';

/** Gestational diabetes wins over a fast: pregnancy with diabetes is "very high risk" for fasting (IDF-DAR 2021). */
export const mealPatternOf = (rules: ActiveRules): MealPattern =>
  rules.gdm ? 'gdm' : rules.ramadan ? 'ramadan' : 'usual';

/** What the fasting pattern means for meals, training and fluid, as rationale lines. */
export function ramadanRationale(pattern: MealPattern): Rationale[] {
  if (pattern !== 'ramadan') return [];
  const source =
    'IDF-DAR Diabetes and Ramadan Practical Guidelines 2021; British Nutrition Foundation, Healthy eating during Ramadan';
  return [
    {
      topic: 'meals',
      text: 'Ramadan fasting: meals are served as suhoor before dawn (slow-release carbohydrate, protein and fluid to carry the fast), iftar at sunset (break the fast with water and a light start, then the main meal) and an evening snack — no breakfast or lunch during the fast',
      source,
    },
    {
      topic: 'hydration',
      text: "Ramadan fasting: the day's water is drunk between iftar and suhoor, a glass or two at a time, not all at once",
      source,
    },
    {
      topic: 'training',
      text: 'Ramadan fasting: train 1–2 hours after iftar, or lightly in the last hour before it so you can eat and drink straight after; keep sessions moderate while fasting',
      source,
    },
  ];
}

/** Training notes for a fasting plan (placement of sessions and fluids). Same sources as ramadanRationale. */
export const ramadanTrainingNotes = (pattern: MealPattern): string[] =>
  pattern === 'ramadan'
    ? [
        'Ramadan: train 1–2 hours after iftar, or lightly in the last hour before it; drink water between iftar and suhoor, not during the fast.',
      ]
    : [];

/** An eating disorder in the history (current or past) hides every number from the member. NICE NG69 */
export const hidesNumbers = (p: ResolvedProfile): boolean => hasCondition(p, 'eating-disorder');

/** Food energy and weight amounts a member with an eating-disorder history is not shown ("1800 kcal", "60 g"). */
const AMOUNT =
  /(?:\s*\()?(?:about |at most |at least |under |over |up to |≥ |≤ |\+|−)?\d[\d,.]*(?:\s*[–-]\s*\d[\d,.]*)?\s*(?:kcal|g|kg)\b(?:\/day|\/kg| a day| per day| a week)?\)?/g;

/** The text without food energy and gram amounts (supplement doses in mg/µg and fluid in ml stay). */
export const withoutAmounts = (text: string): string =>
  text
    .replace(AMOUNT, ' a set amount')
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,.;:])/g, '$1')
    .trim();

/**
 * A plan for an eating-disorder history: no deficit (targets.ts), and the member sees regular meals with
 * plate-based portions and no calories, grams or macro targets (`numbersHidden`, read by every screen and the
 * PDF through showsNumbers in common/plan.ts); the energy and macro lines become one plate-based line, and every
 * other line loses its food amounts. NICE NG69 Eating disorders (2017, updated 2020) 1.3–1.4: regular meals,
 * no calorie counting, dietary advice within the care team's plan; Academy for Eating Disorders, Medical Care
 * Standards Guide (4th ed., 2021).
 */
export function numberFreePlan(content: PlanContent): PlanContent {
  const plate: Rationale = {
    topic: 'meals',
    text: 'Eating-disorder history: no calorie counting and no weighing. Eat three meals and two to three snacks at regular times, each a balanced plate — about half vegetables or fruit, a quarter protein (dal, eggs, fish, paneer, meat), a quarter grains (rice, roti, millets) and a little fat. Portions are shown in household measures. Please use this plan with your care team.',
    source:
      'NICE NG69 Eating disorders (1.3–1.4); Academy for Eating Disorders Medical Care Standards Guide 2021',
  };
  return {
    ...content,
    numbersHidden: true,
    rationale: [
      plate,
      ...content.rationale
        .filter((r) => r.topic !== 'energy' && r.topic !== 'macros')
        .map((r) => ({ ...r, text: withoutAmounts(r.text) })),
    ],
    warnings: content.warnings.map((w) => ({ ...w, message: withoutAmounts(w.message) })),
    assumptions: content.assumptions
      .filter((a) => !/weight as bought|top-up foods/i.test(a))
      .map(withoutAmounts),
  };
}
