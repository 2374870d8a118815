/**
 * The food log on /today (issue 35) at 390 px: search "paneer" in the Log food dialog, log a katori of palak
 * paneer to lunch, see it in the day's list with the totals against the plan, remove it. Offline at the table: a
 * recent food and a quick add wait on the device ("2 changes waiting to sync") and reach the server exactly once
 * back online. A member creates a recipe from two ingredients and logs a serving of it.
 * Screenshots: test-results/food-log/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll, loginWithToken, premiumMemberWithPlan } from './support';

const SHOTS = path.resolve(import.meta.dirname, '..', 'test-results', 'food-log');

test('a member searches "paneer" and logs a katori to lunch at 390 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await premiumMemberWithPlan(request, {
    age: 36,
    gender: 'female',
    height: 160,
    weight: 68,
    activityLevel: 'light',
    fitnessGoals: ['Weight Loss'],
  });
  await loginWithToken(page, member.token, '/today');
  await expect(page.getByText('Nothing logged yet today.')).toBeVisible();

  await page.getByRole('button', { name: 'Log food' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log food' });
  await dialog.getByRole('searchbox', { name: 'Food' }).fill('paneer');
  await dialog.getByRole('button', { name: /^Palak paneer/ }).click();
  await expect(dialog.getByLabel('Measure')).toHaveValue('serving');
  await expect(dialog.getByLabel('Measure').locator('option:checked')).toHaveText('katori (150 ml)');
  await dialog.getByLabel('Meal').selectOption('lunch');
  await expect(dialog.getByText(/150 g · \d+ kcal/)).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'log-food-390.png') });
  await dialog.getByRole('button', { name: 'Log it' }).click();

  await expect(dialog).toBeHidden();
  const logged = page.getByRole('list', { name: 'Logged foods' });
  await expect(logged.getByText(/Lunch: Palak paneer · 1 × katori \(150 ml\) · \d+ kcal/)).toBeVisible();
  await expect(page.getByText(/^\d+ \/ \d+ kcal$/)).toBeVisible();
  await expect(page.getByText(/Saturated fat/)).toBeVisible();
  await expectNoSidewaysScroll(page, '/today with the food log');
  await page.screenshot({ path: path.join(SHOTS, 'today-food-log-390.png'), fullPage: true });

  await logged.getByRole('button', { name: 'Remove Palak paneer' }).click();
  await expect(page.getByText('Nothing logged yet today.')).toBeVisible();
});

test('a member creates a recipe from ingredients and logs a serving of it at 390 px', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await premiumMemberWithPlan(request, {
    age: 44,
    gender: 'male',
    height: 170,
    weight: 80,
    activityLevel: 'light',
    fitnessGoals: ['Weight Loss'],
  });
  await loginWithToken(page, member.token, '/today');
  await page.getByRole('button', { name: 'Log food' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log food' });
  await dialog.getByRole('button', { name: 'Create a recipe' }).click();
  await dialog.getByLabel('Recipe name').fill('Paneer dal bowl');
  await dialog.getByLabel('Servings').fill('2');
  const search = dialog.getByRole('searchbox', { name: 'Add an ingredient' });
  const results = dialog.getByRole('list', { name: 'Ingredient results' });
  await search.fill('paneer');
  await results.getByRole('button', { name: 'Paneer', exact: true }).click();
  await dialog.getByLabel('Amount of Paneer').fill('200');
  await search.fill('dal tadka');
  await results
    .getByRole('button', { name: /^Dal tadka/ })
    .first()
    .click();
  await expect(dialog.getByTestId('recipe-ingredient')).toHaveCount(2);
  await expect(dialog.getByTestId('recipe-per-serving')).toContainText(/Per serving: \d+ kcal/);
  await expectNoSidewaysScroll(page, 'the recipe builder');
  await page.screenshot({ path: path.join(SHOTS, 'create-recipe-390.png') });
  await dialog.getByRole('button', { name: 'Save recipe' }).click();

  // Saved, it opens to be logged by the serving like any food.
  await expect(dialog.getByText('Paneer dal bowl', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Measure').locator('option:checked')).toHaveText(
    'serving (1/2 of the recipe)',
  );
  await dialog.getByRole('button', { name: 'Log it' }).click();
  await expect(dialog).toBeHidden();
  const logged = page.getByRole('list', { name: 'Logged foods' });
  await expect(
    logged.getByText(/Paneer dal bowl · 1 × serving \(1\/2 of the recipe\) · \d+ kcal/),
  ).toBeVisible();
});

test('offline, a recent food and a quick add wait on the device and are logged exactly once back online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await premiumMemberWithPlan(request, {
    age: 41,
    gender: 'male',
    height: 172,
    weight: 80,
    activityLevel: 'light',
    fitnessGoals: ['Weight Loss'],
  });
  const foodPosts: number[] = [];
  page.on('response', (res) => {
    if (res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/food-logs')
      foodPosts.push(res.status());
  });
  await loginWithToken(page, member.token, '/today');
  const today = await page.evaluate(() => {
    const now = new Date();
    return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  });

  // Online: a katori of palak paneer, which makes it a recent food the device keeps.
  await page.getByRole('button', { name: 'Log food' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log food' });
  await dialog.getByRole('searchbox', { name: 'Food' }).fill('paneer');
  await dialog.getByRole('button', { name: /^Palak paneer/ }).click();
  await dialog.getByLabel('Meal').selectOption('lunch');
  await dialog.getByRole('button', { name: 'Log it' }).click();
  await expect(dialog).toBeHidden();
  const logged = page.getByRole('list', { name: 'Logged foods' });
  await expect(logged.getByText(/Lunch: Palak paneer/)).toHaveCount(1);
  await expect(page.getByTestId('sync-status')).toContainText('All changes synced');

  // At the table without signal: search says it needs signal; the recent food and a quick add still log.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Log food' }).click();
  await expect(dialog.getByTestId('food-search-offline')).toContainText('searching every food needs signal');
  await dialog.getByRole('button', { name: /^Palak paneer/ }).click();
  await dialog.getByLabel('Meal').selectOption('dinner');
  await dialog.getByRole('button', { name: 'Log it' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Saved on this device', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Log food' }).click();
  await dialog.getByLabel('Calories (kcal)').fill('250');
  await dialog.getByLabel('What (optional)').fill('Samosa');
  await dialog.getByRole('button', { name: 'Quick add calories' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId('sync-status')).toContainText('2 changes waiting to sync');
  await expect(logged.getByText('waiting to sync')).toHaveCount(2);
  await expect(logged.getByText(/Dinner: Palak paneer · 1 × katori \(150 ml\)/)).toBeVisible();
  await expect(logged.getByText(/Samosa · 250 kcal/)).toBeVisible();
  const card = page.getByTestId('food-log-card');
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: path.join(SHOTS, 'food-log-offline-390.png') });
  expect(foodPosts).toEqual([201]);

  // Back online: the queue replays by itself, and the server has each food once.
  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toContainText('All changes synced', { timeout: 15_000 });
  await expect(logged.getByText('waiting to sync')).toHaveCount(0);
  await expect(logged.getByText(/Dinner: Palak paneer/)).toHaveCount(1);
  const res = await request.get(`/api/food-logs?date=${today}`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  const { entries } = (await res.json()) as { entries: { name: string; slot: string }[] };
  expect(entries.map((e) => e.name).sort()).toEqual(['Palak paneer', 'Palak paneer', 'Samosa']);
  expect(
    entries
      .filter((e) => e.name === 'Palak paneer')
      .map((e) => e.slot)
      .sort(),
  ).toEqual(['dinner', 'lunch']);
  expect(foodPosts).toEqual([201, 201, 201]);
});
