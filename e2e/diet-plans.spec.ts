import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { PlanContent } from '../common/plan';
import { formatPrice } from '../common/pricing';
import { expectNoSidewaysScroll, loginWithToken, premiumMemberWithPlan } from './support';

/*
 * Issue 30, "show it": a keto, a Jain and an economical member's plans as the member sees them, at a phone's and a
 * laptop's width. Screenshots go to test-results/diet-plans for a person to look at; the test checks what can be
 * checked without eyes: the day's meals are on screen, nothing scrolls sideways, and the economical plan's
 * grocery list shows its estimated cost, lower than the same member's plan on a standard budget.
 */
const SHOTS = path.resolve(import.meta.dirname, '..', 'test-results', 'diet-plans');
test.describe.configure({ mode: 'parallel' });
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const base = {
  age: 36,
  gender: 'female',
  height: 162,
  weight: 68,
  activityLevel: 'light',
  fitnessGoals: ['Weight Loss'],
};
const preferences = {
  region: null,
  mealsPerDay: null,
  dislikedFoods: [],
  allergies: [],
  cookingMinutes: null,
  proteinSupplements: false,
};
const MEMBERS = {
  keto: { ...base, dietaryRestrictions: ['Keto'] },
  jain: {
    ...base,
    dietaryRestrictions: ['Jain'],
    mealPreferences: { ...preferences, cuisine: 'indian', budget: 'standard' },
  },
  economical: {
    ...base,
    dietaryRestrictions: ['Vegetarian'],
    mealPreferences: { ...preferences, cuisine: 'indian', budget: 'economical' },
  },
} as const;

async function planContent(request: APIRequestContext, token: string, planId: string) {
  const res = await request.get(`/api/plans/${planId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { plan: { content: PlanContent } }).plan.content;
}

for (const [kind, profile] of Object.entries(MEMBERS)) {
  test(`the ${kind} plan's meals and grocery list at 390 and 1280 px`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const member = await premiumMemberWithPlan(request, profile);
    const content = await planContent(request, member.token, member.planId);
    const day1 = content.days[0]!;

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await loginWithToken(page, member.token, `/plans/${member.planId}`);
      await page.getByRole('tab', { name: 'Meals' }).click();
      for (const meal of day1.meals)
        await expect(
          page.getByRole('button', { name: `Swap ${meal.slot}: ${meal.name}` }).first(),
        ).toBeVisible();
      await expectNoSidewaysScroll(page, `${kind} meals at ${width}`);
      await page.screenshot({ path: path.join(SHOTS, `${kind}-meals-${width}.png`), fullPage: true });

      await page.getByRole('tab', { name: 'Grocery list' }).click();
      await expect(page.getByText('Week 1 shopping')).toBeVisible();
      await expectNoSidewaysScroll(page, `${kind} grocery list at ${width}`);
      await page.screenshot({ path: path.join(SHOTS, `${kind}-grocery-${width}.png`) });
    }

    if (kind === 'economical') {
      // The same member on a standard budget: the economical week is estimated cheaper, and the screen says so.
      const standard = await premiumMemberWithPlan(request, {
        ...MEMBERS.economical,
        mealPreferences: { ...MEMBERS.economical.mealPreferences, budget: 'standard' },
      });
      const dearer = await planContent(request, standard.token, standard.planId);
      const cheap = content.groceryList[0]!.estimatedCost?.INR;
      const usual = dearer.groceryList[0]!.estimatedCost?.INR;
      expect(cheap, 'economical week 1 estimate (INR)').toBeGreaterThan(0);
      expect(cheap!).toBeLessThan(usual!);
      await expect(page.getByTestId('grocery-cost').first()).toContainText(formatPrice(cheap!, 'INR'));
    }
  });
}
