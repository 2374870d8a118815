/**
 * Checks of the meal-pattern rules from what a plan serves and says (its meals, foods and texts), with the figures
 * written here from the guidelines, not read from the engine: gestational diabetes (ADA SoC 2025 §15; ACOG PB 190;
 * IOM 175 g), Ramadan fasting (IDF-DAR 2021; British Nutrition Foundation), an eating-disorder history (NICE NG69).
 * Used by meal-patterns.test.ts and the engine's property test.
 */
import { expect } from 'vitest';
import type { PlanContent } from '@common/plan';

/** Carbohydrate per meal, g, by the usual GDM practice (independent of guidelines.ts). */
export const GDM_MEAL_CARB_MAX: Record<string, number> = { breakfast: 30, lunch: 45, dinner: 45, snack: 30 };
export const GDM_DAY_CARB_MIN = 175;
const carbsOf = (m: PlanContent['days'][number]['meals'][number]) =>
  m.items.reduce((s, i) => s + i.carbsG, 0);
/** Everything the member reads as text. */
const textsOf = (summary: string, c: PlanContent): string[] => [
  summary,
  ...c.rationale.map((r) => r.text),
  ...c.warnings.map((w) => w.message),
  ...c.assumptions,
];
/** A food energy or weight amount: "1800 kcal", "60 g", "0.5 kg a week". */
export const AMOUNT = /\d\s*kcal\b|\b\d+(?:\.\d+)?\s*(?:g|kg)\b/;

/** Gestational diabetes: the plan serves three meals and three snacks, each meal within its cap, the day ≥ 175 g. */
export function checkGdm(summary: string, c: PlanContent): void {
  for (const d of c.days) {
    // (A protein shake is a drink served beside a meal, not one of the snacks.)
    const slots = d.meals.filter((m) => m.name !== 'Protein shake').map((m) => m.slot);
    expect(slots.filter((s) => s === 'snack').length, `day ${d.day}: ${slots.join(',')}`).toBe(3);
    expect(['breakfast', 'lunch', 'dinner'].every((s) => slots.includes(s as never))).toBe(true);
    expect(slots[slots.length - 1], 'a bedtime snack ends the day').toBe('snack');
    for (const m of d.meals)
      expect(carbsOf(m), `day ${d.day} ${m.slot} ${m.name}`).toBeLessThanOrEqual(
        GDM_MEAL_CARB_MAX[m.slot]! + 0.5,
      );
    // A day under 175 g is never passed off as on target.
    if (d.totals.carbsG < GDM_DAY_CARB_MIN) {
      expect(d.withinTolerance).toBe(false);
      expect(c.warnings.some((w) => /miss/.test(w.message))).toBe(true);
    }
  }
  const text = textsOf(summary, c).join('\n');
  expect(text).toMatch(/breakfast the smallest at 15–30 g/);
  expect(text).toMatch(/lunch 30–45 g, dinner 30–45 g/);
  expect(text).toMatch(/snacks 15–30 g each[^.]*bedtime/);
  expect(text).toMatch(/never below 175 g/);
}

/** Ramadan: suhoor and iftar, nothing at breakfast or lunch, training and water placed around iftar. */
export function checkRamadan(summary: string, c: PlanContent): void {
  for (const d of c.days) {
    const slots = d.meals.map((m) => m.slot);
    expect(slots[0], `day ${d.day}`).toBe('suhoor');
    expect(slots).toContain('iftar');
    expect(slots).not.toContain('breakfast');
    expect(slots).not.toContain('lunch');
    for (const m of d.meals) expect(m.items.length).toBeGreaterThan(0);
  }
  const text = textsOf(summary, c).join('\n');
  expect(text).toMatch(/suhoor before dawn/);
  expect(text).toMatch(/iftar at sunset/);
  expect(text).toMatch(/between iftar and suhoor/);
  expect(c.training.notes.join(' ')).toMatch(/after iftar/);
}

/** Eating-disorder history: no deficit, and no calories or food grams in anything the member reads. */
export function checkNoNumbers(summary: string, c: PlanContent): void {
  expect(c.targets.energy.adjustmentKcal).toBeGreaterThanOrEqual(-5);
  for (const t of textsOf(summary, c)) expect(t, t).not.toMatch(AMOUNT);
  expect(c.rationale.map((r) => r.text).join(' ')).toMatch(/balanced plate/);
  expect(c.rationale.map((r) => r.text).join(' ')).toMatch(/care team/);
  expect(c.numbersHidden).toBe(true);
  // Portions stay servable without grams: every food has a household measure.
  for (const d of c.days) for (const m of d.meals) for (const i of m.items) expect(i.measure).toBeTruthy();
}
