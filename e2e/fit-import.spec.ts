/**
 * Watch activities in (issue 34 item 4): at 390 px a member chooses two FIT files at once (a run and a ride written
 * by Garmin's encoder, server/test/fit-files.ts) with the button beside the Apple Health one → the toast counts two
 * workouts → the progress read lists them with their heart rates; the page never scrolls sideways.
 */
import { expect, test } from '@playwright/test';
import { fitActivity, RIDE, RUN } from '../server/test/fit-files';
import { apiRegister, expectNoSidewaysScroll, loginWithToken } from './support';

test.use({ viewport: { width: 390, height: 844 } });

test('import two FIT files at once and see them among the workouts', async ({ page, request }) => {
  test.setTimeout(90_000);
  const member = await apiRegister(request);
  await loginWithToken(page, member.token, '/profile');
  await page.getByLabel('Choose .fit activity files').setInputFiles([
    { name: 'Morning_Run.fit', mimeType: 'application/octet-stream', buffer: fitActivity(RUN) },
    { name: 'Evening_Ride.fit', mimeType: 'application/octet-stream', buffer: fitActivity(RIDE) },
  ]);
  await expect(page.getByText('Activities imported')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('2 workouts imported; 0 already imported, 0 not imported.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import watch activities (.fit)' })).toBeEnabled();
  await expectNoSidewaysScroll(page, '/profile after a FIT import');

  const res = await request.get('/api/progress/activity?from=2026-06-01&to=2026-06-30', {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(res.status()).toBe(200);
  const { workouts } = (await res.json()) as { workouts: { type: string; avgHeartRate: number }[] };
  expect(workouts.map((w) => [w.type, w.avgHeartRate])).toEqual([
    ['running', RUN.avgHr],
    ['cycling/road', RIDE.avgHr],
  ]);
});
