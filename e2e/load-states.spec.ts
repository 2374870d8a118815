/**
 * Loading, error and empty are three different states (issue 31 item 1): when the plan API fails, a member with a
 * running plan is told so and offered "Try again" — never "no active plan, generate one" — and replacing a running
 * plan asks first and says what is replaced. 390 px.
 */
import path from 'node:path';
import { expect, test, type Route } from '@playwright/test';
import { apiRegister, loginWithToken } from './support';

const SHOTS = path.resolve(import.meta.dirname, '..', 'test-results', 'load-states');

// Requests answered by the service worker would bypass the failures routed below.
test.use({ serviceWorkers: 'block' });

test('a failed plan read is a failure with "Try again", not "no plan"; replacing a running plan asks first', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await apiRegister(request);
  const made = await request.post('/api/plans/generate', {
    headers: { authorization: `Bearer ${member.token}` },
    data: { planType: 'free', includeBloodTest: false },
  });
  expect(made.status(), await made.text()).toBe(201);

  const failing = async (route: Route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service unavailable"}' });
  await page.route('**/api/plans/active', failing);
  await page.route('**/api/plans', failing);
  await loginWithToken(page, member.token, '/dashboard');
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load your current plan' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load your plans' })).toBeVisible();
  await expect(page.getByTestId('plans-generated')).toHaveText('Your plans could not be loaded just now.');
  await expect(page.getByTestId('stat-active-plan')).not.toContainText('None');
  await expect(page.getByText('You have no active plan yet')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generate Plan' })).toBeDisabled();
  await page.screenshot({ path: path.join(SHOTS, 'dashboard-failed-390.png'), fullPage: true });

  await page.goto('/today');
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load your plan' })).toBeVisible();
  await expect(page.getByText('No active plan')).toHaveCount(0);

  // The API is back: "Try again" shows the plan.
  await page.unroute('**/api/plans/active');
  await page.unroute('**/api/plans');
  await page.getByRole('button', { name: 'Try again' }).click();
  // A free member's /today: the day's session and meals to read.
  await expect(page.getByRole('heading', { name: 'Training', level: 2 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Today’s meals' })).toBeVisible();

  // Replacing the running plan asks first; keeping it sends nothing.
  await page.goto('/dashboard');
  await expect(page.getByTestId('stat-active-plan')).toContainText('Free');
  let generated = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/plans/generate')) generated += 1;
  });
  await page.getByRole('radio', { name: /^Free/ }).check();
  await page.getByRole('button', { name: 'Generate Plan' }).click();
  const confirm = page.getByRole('alert').filter({ hasText: 'Replace your current plan?' });
  await expect(confirm).toContainText(/Your Free plan has \d+ days left/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(SHOTS, 'replace-confirm-1280.png'), fullPage: true });
  await confirm.getByRole('button', { name: 'Keep current plan' }).click();
  await expect(confirm).toHaveCount(0);
  expect(generated).toBe(0);
  await page.getByRole('button', { name: 'Generate Plan' }).click();
  await page.getByRole('button', { name: 'Replace plan' }).click();
  await expect(page.getByText('Plan Generated Successfully')).toBeVisible();
  await expect(page.getByTestId('plans-generated')).toHaveText('You have generated 2 plans so far.');
  expect(generated).toBe(1);
});
