/**
 * The training tab as a member uses it (issue 19): a home plan with a band and a hiking goal, at 390 and 1280
 * px: open an exercise's instructions (illustration, steps, cues, mistakes, an easier or harder variation),
 * export the calendar, print to A4; no horizontal overflow anywhere. Screenshots: test-results/plan-training/.
 */
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiRegister, expectNoSidewaysScroll, loginWithToken } from './support';

const SHOTS = path.resolve(import.meta.dirname, '..', 'test-results', 'plan-training');

test('opens exercise instructions, exports the calendar and prints without overflow at 390 and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const member = await apiRegister(request);
  const auth = { authorization: `Bearer ${member.token}` };
  const saved = await request.post('/api/profile', {
    headers: auth,
    data: {
      age: 38,
      gender: 'female',
      height: 164,
      weight: 66,
      activityLevel: 'moderate',
      fitnessGoals: ['Hiking', 'learn to juggle'],
      trainingPreferences: { place: 'home', homeEquipment: ['band'], pool: false, daysPerWeek: 4 },
    },
  });
  expect(saved.status()).toBe(200);
  const generated = await request.post('/api/plans/generate', { headers: auth, data: { planType: 'free' } });
  expect(generated.status(), await generated.text()).toBe(201);
  const planId = ((await generated.json()) as { plan: { id: string } }).plan.id;

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // The profile's training preferences, as saved.
    await loginWithToken(page, member.token, '/profile');
    await expect(page.getByLabel('Where you train')).toHaveValue('home');
    await expect(page.getByRole('checkbox', { name: 'Resistance bands' })).toBeChecked();
    await expect(page.getByLabel('Days a week')).toHaveValue('4');
    await page.getByRole('group', { name: 'Training preferences' }).scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page, `profile at ${width}`);
    await page.screenshot({ path: path.join(SHOTS, `profile-${width}.png`) });
    await page.goto(`/plans/${planId}`);
    await page.getByRole('tab', { name: 'Training' }).click();
    await expect(page.getByText('Planned for home with band.')).toBeVisible();
    await expect(page.getByText(/Your goal “Hiking”: loaded carries, step-ups/)).toBeVisible();
    await expect(page.getByText(/Goals not used in the training plan: learn to juggle/)).toBeVisible();
    // The summary's count is the schedule's.
    const summary = await page
      .getByText(/\d+ workouts?( and \d+ walks?)? a week\./)
      .first()
      .textContent();
    const [, w, k] = /(\d+) workouts?(?: and (\d+) walks?)?/.exec(summary ?? '') ?? [];
    const week1 = page.locator('section[aria-labelledby="week-1"]');
    await expect(week1.getByText(/^Day \d:/)).toHaveCount(Number(w) + Number(k ?? 0));
    await expectNoSidewaysScroll(page, `training tab at ${width}`);
    await page.screenshot({ path: path.join(SHOTS, `training-${width}.png`), fullPage: false });

    // An exercise's instructions.
    const first = page.getByRole('button', { name: /: how to do it$/ }).first();
    const name = (await first.getAttribute('aria-label'))!.replace(/: how to do it$/, '');
    await first.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'How to do it' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Common mistakes' })).toBeVisible();
    const img = dialog.getByRole('img', { name: `Illustration: ${name}` });
    await expect(img).toBeVisible();
    expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expectNoSidewaysScroll(page, `exercise dialog at ${width}`);
    await page.screenshot({ path: path.join(SHOTS, `exercise-${width}.png`) });
    const variation = dialog.getByRole('button').filter({ hasNotText: /close/i }).first();
    if (await variation.isVisible()) {
      const other = (await variation.textContent())!.trim();
      await variation.click();
      await expect(dialog.getByRole('heading', { name: other })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  // Calendar export: a real .ics download with one event per session of the week.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  const file = await (await download).path();
  const ics = await readFile(file!, 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR/);
  const sessions = await page
    .locator('section[aria-labelledby="week-1"]')
    .getByText(/^Day \d:/)
    .count();
  expect(ics.split('BEGIN:VEVENT').length - 1).toBe(sessions);
  expect(ics).toMatch(/DTSTART:\d{8}T070000\r\n/);

  // Print: A4 width (210 mm ≈ 794 CSS px) and a phone, in print media; every tab is printed.
  await page.emulateMedia({ media: 'print' });
  for (const width of [794, 390]) {
    await page.setViewportSize({ width, height: 1123 });
    await expect(page.getByRole('heading', { name: 'Training', exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page, `print at ${width}`);
    await page.screenshot({ path: path.join(SHOTS, `print-${width}.png`) });
  }
  await page.pdf({ path: path.join(SHOTS, 'plan-a4.pdf'), format: 'A4', printBackground: true });
});
