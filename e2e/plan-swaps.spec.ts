/**
 * Meal swaps as a member uses them (issue 19), on a Premium plan at 390 and 1280 px: open a meal's Swap dialog,
 * choose an alternative (toast; the meal is marked as swapped and the week's grocery list gains the new dish's
 * foods), go back to the original; open an exercise's instructions; export the calendar. No horizontal overflow.
 * Screenshots: test-results/plan-swaps/.
 */
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { PlanDetail } from '@common/plans';
import type { SwapOptionsResponse } from '@common/plan-swaps';
import { axeBuilder, expectNoSidewaysScroll, loginWithToken, premiumMemberWithPlan } from './support';

const SHOTS = path.resolve(import.meta.dirname, '..', 'test-results', 'plan-swaps');

test('swaps a meal (the grocery list follows), opens exercise instructions and exports the calendar at 390 and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const member = await premiumMemberWithPlan(request, {
    age: 34,
    gender: 'female',
    height: 162,
    weight: 64,
    activityLevel: 'moderate',
    fitnessGoals: ['Weight Loss'],
    dietaryRestrictions: ['Vegetarian'],
  });
  const headers = { authorization: `Bearer ${member.token}` };
  const plan = async () =>
    ((await (await request.get(`/api/plans/${member.planId}`, { headers })).json()) as { plan: PlanDetail })
      .plan;

  // Day 1's lunch, or the first meal of day 1 with alternatives: the one the member swaps.
  const first = await plan();
  const day1 = first.content.days[0]!;
  let mealIndex = -1;
  let options: SwapOptionsResponse | null = null;
  const order = [...day1.meals.keys()].sort(
    (a, b) => Number(day1.meals[b]!.slot === 'lunch') - Number(day1.meals[a]!.slot === 'lunch'),
  );
  for (const i of order) {
    if (!day1.meals[i]!.recipeId) continue;
    const res = await request.get(`/api/plans/${member.planId}/swaps/options?day=1&meal=${i}`, { headers });
    expect(res.status()).toBe(200);
    const o = (await res.json()) as SwapOptionsResponse;
    if (o.alternatives.length >= 2) {
      mealIndex = i;
      options = o;
      break;
    }
  }
  expect(options, 'a meal of day 1 with alternatives').not.toBeNull();
  const original = day1.meals[mealIndex]!;

  for (const [round, width] of [390, 1280].entries()) {
    await page.setViewportSize({ width, height: 900 });
    await loginWithToken(page, member.token, `/plans/${member.planId}`);
    await page.getByRole('tab', { name: 'Meals' }).click();
    const swap = page.getByRole('button', { name: `Swap ${original.slot}: ${original.name}` }).first();
    await swap.scrollIntoViewIfNeeded();
    await swap.click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`Swap ${original.slot} on day 1`, 'i') });
    await expect(dialog).toBeVisible();
    const list = dialog.getByRole('list', { name: 'Alternatives' });
    await expect(list.getByRole('heading').first()).toBeVisible();
    // Every alternative shows its energy, protein and a household measure.
    await expect(list.getByText(/\d+ kcal · protein \d+ g/).first()).toBeVisible();
    await expectNoSidewaysScroll(page, `swap dialog at ${width}`);
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await page.screenshot({ path: path.join(SHOTS, `swap-dialog-${width}.png`) });
    // The dialog passes axe (WCAG 2.1 AA): no serious or critical violation.
    const axe = await axeBuilder(page)
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);

    // Choose an alternative (a different one each round).
    const choice = options!.alternatives[round]!;
    await dialog.getByRole('button', { name: `Choose ${choice.name}` }).click();
    await expect(page.getByText(`${choice.name} replaces ${original.name}`)).toBeVisible();
    await expect(dialog).toBeHidden();
    const swapped = page.getByRole('button', { name: `Swap ${original.slot}: ${choice.name}` }).first();
    await expect(swapped).toBeVisible();
    await expect(page.getByText(`Instead of the plan’s ${original.name}.`).first()).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, `meals-swapped-${width}.png`) });

    // The grocery list follows: every food of the chosen dish is on week 1's list, with at least its grams.
    const after = await plan();
    expect(after.content.days[0]!.meals[mealIndex]!.recipeId).toBe(choice.recipeId);
    const week1 = after.content.groceryList[0]!.items;
    await page.getByRole('tab', { name: 'Grocery list' }).click();
    const groceryCard = page.getByRole('tabpanel', { name: 'Grocery list' });
    await expect(groceryCard.getByText('Week 1 shopping')).toBeVisible();
    for (const item of choice.items) {
      const listed = week1.find((g) => g.foodId === item.foodId);
      expect(listed, `${item.name} on the grocery list`).toBeDefined();
      expect(listed!.grams).toBeGreaterThanOrEqual(item.grams);
      await expect(
        groceryCard
          .getByText(new RegExp(`^${listed!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — `))
          .first(),
      ).toBeVisible();
    }
    expect(week1).not.toEqual(first.content.groceryList[0]!.items);
    // The week's estimated cost, small under its title, in the member's currency (issue 30).
    await expect(groceryCard.getByTestId('grocery-cost').first()).toHaveText(/^About \S+\d.* \(estimate\)$/);
    await expectNoSidewaysScroll(page, `grocery list at ${width}`);
    await page.screenshot({ path: path.join(SHOTS, `grocery-${width}.png`) });

    // Back to the original dish.
    await page.getByRole('tab', { name: 'Meals' }).click();
    await swapped.click();
    await expect(dialog.getByText(/You chose/)).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, `swap-dialog-swapped-${width}.png`) });
    await dialog.getByRole('button', { name: /Back to original/ }).click();
    await expect(page.getByText(`Back to ${original.name}.`)).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Swap ${original.slot}: ${original.name}` }).first(),
    ).toBeVisible();
    expect((await plan()).content.groceryList).toEqual(first.content.groceryList);

    // An exercise's instructions.
    await page.getByRole('tab', { name: 'Training' }).click();
    const exercise = page.getByRole('button', { name: /: how to do it$/ }).first();
    const name = (await exercise.getAttribute('aria-label'))!.replace(/: how to do it$/, '');
    await exercise.click();
    const how = page.getByRole('dialog');
    await expect(how.getByRole('heading', { name })).toBeVisible();
    await expect(how.getByRole('heading', { name: 'How to do it' })).toBeVisible();
    await expectNoSidewaysScroll(page, `exercise dialog at ${width}`);
    await page.keyboard.press('Escape');
    await expect(how).toBeHidden();
  }

  // Calendar export: a real .ics file with the week's sessions.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  const ics = await readFile((await (await download).path())!, 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR/);
  expect(ics.split('BEGIN:VEVENT').length - 1).toBeGreaterThan(0);
});

// Issue 31 item 6: members of restrictive diets get alternatives for day 1's meals at 390 px, and a meal without
// one says why in plain words (no engine terms such as "limit", "fiberG" or "LP").
for (const diet of ['Keto', 'Vegan', 'Paleo']) {
  test(`a ${diet} member's day-1 meals offer swaps or say why in plain words, at 390 px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const member = await premiumMemberWithPlan(request, {
      age: 41,
      gender: 'male',
      height: 178,
      weight: 84,
      activityLevel: 'light',
      fitnessGoals: ['Weight Loss'],
      dietaryRestrictions: [diet],
    });
    const headers = { authorization: `Bearer ${member.token}` };
    const { plan } = (await (await request.get(`/api/plans/${member.planId}`, { headers })).json()) as {
      plan: PlanDetail;
    };
    const meals = plan.content.days[0]!.meals;
    let offered = 0;
    for (const i of meals.keys()) {
      const res = await request.get(`/api/plans/${member.planId}/swaps/options?day=1&meal=${i}`, { headers });
      expect(res.status()).toBe(200);
      const o = (await res.json()) as SwapOptionsResponse;
      if (o.alternatives.length > 0) offered++;
      if (o.reason) expect(o.reason).not.toMatch(/\blimit\b|ceiling|fiberG|\bLP\b|kcalTolerance/);
    }
    expect(offered, `${diet}: day-1 meals with at least one alternative`).toBeGreaterThanOrEqual(
      Math.ceil(meals.length / 2),
    );

    await page.setViewportSize({ width: 390, height: 844 });
    await loginWithToken(page, member.token, `/plans/${member.planId}`);
    await page.getByRole('tab', { name: 'Meals' }).click();
    const meal = meals[0]!;
    await page
      .getByRole('button', { name: `Swap ${meal.slot}: ${meal.name}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`Swap ${meal.slot} on day 1`, 'i') });
    await expect(dialog).toBeVisible();
    await expect(
      dialog
        .getByRole('list', { name: 'Alternatives' })
        .or(dialog.getByText(/alternative.* for this meal/))
        .first(),
    ).toBeVisible();
    await expectNoSidewaysScroll(page, `${diet} swap dialog at 390`);
  });
}
