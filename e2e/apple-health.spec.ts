/**
 * Apple Health in (issue 34): a Premium member with a plan imports the Health app's export.zip (made by
 * server/test/apple-health-export.ts: scale, phone, watch, a pounds entry) next to "Import FHIR file" → the button
 * shows the import's progress → the toast counts what was imported → /progress draws the weight chart from it and
 * lists the days' steps.
 */
import { expect, test } from '@playwright/test';
import { appleHealthZip, newExpectation } from '../server/test/apple-health-export';
import { loginWithToken, premiumMemberWithPlan } from './support';

test('import an Apple Health export and see the weight chart fill', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await premiumMemberWithPlan(request, {
    age: 34,
    gender: 'female',
    height: 165,
    weight: 78,
    activityLevel: 'moderate',
    fitnessGoals: ['Weight Loss'],
  });
  // The last 10 days, ending yesterday.
  const start = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
  const expected = newExpectation();
  const zip = appleHealthZip({ start, days: 10 }, expected);

  await loginWithToken(page, member.token, '/profile');
  await page.getByLabel('Choose an Apple Health export.zip').setInputFiles({
    name: 'export.zip',
    mimeType: 'application/zip',
    buffer: zip,
  });
  await expect(page.getByText('Apple Health imported')).toBeVisible({ timeout: 30_000 });

  await page.goto('/progress');
  await expect(page.getByTestId('weight-summary')).toContainText(`${expected.weights.size} weigh-ins`);
  // The steps of each day are the highest-counting source's (the watch), never phone + watch.
  const activity = page.getByRole('table', { name: /^Steps.* and resting heart rate by day$/ });
  const [day, steps] = [...expected.steps].at(-1)!;
  await expect(activity).toContainText(steps.toLocaleString('en-IN'));
  expect(day >= start).toBe(true);
});
