import { expect, test } from '@playwright/test';
import { apiRegister, loginWithToken } from './support';

test('generate a free plan from the dashboard, then open it and see meals and training', async ({
  page,
  request,
}) => {
  const member = await apiRegister(request);
  await request.post('/api/profile', {
    headers: { authorization: `Bearer ${member.token}` },
    data: {
      age: 34,
      gender: 'female',
      height: 162,
      weight: 70,
      activityLevel: 'light',
      fitnessGoals: ['Weight Loss'],
      dietaryRestrictions: ['Vegetarian'],
    },
  });
  await loginWithToken(page, member.token, '/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome back, ${member.username}!` })).toBeVisible();
  await expect(page.getByTestId('plans-generated')).toHaveText('You have generated 0 plans so far.');
  await expect(page.getByTestId('stat-active-plan')).toHaveText('None');
  await expect(page.getByTestId('stat-confidence')).toHaveText('--');

  await page.getByRole('radio', { name: /^Free/ }).check();
  await page.getByRole('button', { name: 'Generate Plan' }).click();
  await expect(page.getByText('Plan Generated Successfully')).toBeVisible();
  await expect(page.getByTestId('plans-generated')).toHaveText('You have generated 1 plan so far.');
  await expect(page.getByTestId('stat-active-plan')).toHaveText('Free');
  await expect(page.getByTestId('plan-days-left')).toHaveText('7 days left');
  // docs/product.md#states-and-rules: progress = 100 − days left × 14 for a free plan.
  await expect(page.getByTestId('plan-progress')).toHaveText('2% complete');
  await expect(page.getByTestId('stat-confidence')).toHaveText(/^\d{1,3}%$/);
  await expect(page.getByRole('list', { name: 'Recent plans' }).getByRole('listitem')).toHaveCount(1);

  await page.getByRole('link', { name: 'View full plan' }).click();
  await expect(page.getByRole('heading', { name: 'Free plan' })).toBeVisible();
  // Headings, not text: a swap note may say "your daily targets" (getByText matches substrings).
  await expect(page.getByRole('heading', { name: 'Daily targets' })).toBeVisible();
  await page.getByRole('tab', { name: 'Meals' }).click();
  await expect(page.getByText(/^Day 1 ·/)).toBeVisible();
  await expect(page.getByText(/^Day 7 ·/)).toBeVisible();
  await page.getByRole('tab', { name: 'Training' }).click();
  await expect(page.getByRole('heading', { name: 'Training programme' })).toBeVisible();
  await expect(page.getByRole('list', { name: /Exercises for day/ }).first()).toBeVisible();
});

test('choosing premium without a subscription goes to /subscribe and sends no request', async ({
  page,
  request,
}) => {
  const member = await apiRegister(request);
  await loginWithToken(page, member.token, '/dashboard');
  const generateCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/plans/generate')) generateCalls.push(r.method());
  });
  // The options are cards (labels around visually hidden radios): click the card as a person would.
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: /^Premium/ }) })
    .click();
  await expect(page.getByRole('radio', { name: /^Premium/ })).toBeChecked();
  await page.getByRole('button', { name: 'Subscribe to unlock' }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await page.goto('/dashboard');
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: /^Doctor Verified/ }) })
    .click();
  await page.getByRole('button', { name: 'Subscribe to unlock' }).click();
  await expect(page).toHaveURL(/\/subscribe\?plan=doctor$/);
  expect(generateCalls).toEqual([]);
});
