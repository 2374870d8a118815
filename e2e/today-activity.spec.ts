/**
 * Imported activity on /today at phone width (issue 34 item 5): a Premium member imports an Apple Health export that
 * ends today (made by server/test/apple-health-export.ts) and /today shows today's steps from the watch, with no
 * horizontal scrolling at 390 px.
 */
import { expect, test } from '@playwright/test';
import { appleHealthZip, newExpectation } from '../server/test/apple-health-export';
import { loginWithToken, premiumMemberWithPlan } from './support';

test.use({ viewport: { width: 390, height: 844 } });

test('today’s imported steps appear on /today at 390 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await premiumMemberWithPlan(request, {
    age: 34,
    gender: 'female',
    height: 165,
    weight: 78,
    activityLevel: 'moderate',
    fitnessGoals: ['Weight Loss'],
  });
  const today = new Date().toISOString().slice(0, 10);
  const start = new Date(Date.now() - 4 * 86_400_000).toISOString().slice(0, 10);
  const expected = newExpectation();
  // Today's steps from local midnight: samples later than now are not imported (at 00:45 UTC, 06:15 in the export's
  // +05:30, none of a day starting at 07:00 had happened and the test failed).
  const zip = appleHealthZip({ start, days: 5, firstStepMinute: 0 }, expected);

  await loginWithToken(page, member.token, '/profile');
  await page.getByLabel('Choose an Apple Health export.zip').setInputFiles({
    name: 'export.zip',
    mimeType: 'application/zip',
    buffer: zip,
  });
  await expect(page.getByText('Apple Health imported')).toBeVisible({ timeout: 30_000 });

  await page.goto('/today');
  const card = page.getByTestId('today-activity');
  expect(expected.steps.has(today), 'the export has steps for today').toBe(true);
  // Samples timed later today than now are not imported (the future), so today's count is what the server holds.
  const held = await request.get(`/api/progress/activity?from=${today}&to=${today}`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  const steps = (await held.json()).days[0].steps as number;
  expect(steps).toBeGreaterThan(0);
  await expect(card).toContainText(`${steps.toLocaleString('en-IN')} steps`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
