/**
 * Progress tracking as a Premium member uses it at the gym (issue 18), on a 390 px phone: log the weight, tick
 * today's sets (the rest timer starts) and a meal on /today, then see them on /progress (chart with its text
 * alternative and table view, adherence, the lift) and run a check-in. A free member sees the Premium preview.
 * Screenshots: test-results/progress/.
 */
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  apiRegister,
  axeBuilder,
  expectNoSidewaysScroll,
  loginWithToken,
  premiumMemberWithPlan,
} from './support';

const SHOTS = path.resolve(import.meta.dirname, '..', 'test-results', 'progress');
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** No serious or critical axe violations (WCAG 2.2 AA) in the page as it is now. */
async function noSeriousAxeViolations(page: Page, where: string) {
  const results = await axeBuilder(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // A toast caught mid-fade has half its opacity: its contrast is measured wrongly (at rest it passes).
    .exclude('[data-sonner-toaster]')
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(blocking, where).toEqual([]);
}

test('a Premium member logs weight, today’s sets and a meal at 390 px and sees them on /progress', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await premiumMemberWithPlan(request, {
    age: 34,
    gender: 'male',
    height: 178,
    weight: 84,
    activityLevel: 'moderate',
    fitnessGoals: ['Weight Loss'],
    // Training every day, at a gym: today (day 1 of the plan) has a strength session.
    trainingPreferences: { place: 'gym', homeEquipment: [], pool: false, daysPerWeek: 7 },
  });
  const { planId } = member;
  // Last week's weights, entered afterwards (backdated through the API).
  for (let d = 6; d >= 1; d--) {
    const date = new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
    const res = await request.post('/api/progress/weights', {
      headers: auth(member.token),
      data: { date, weightKg: 84.6 - (6 - d) * 0.1 },
    });
    expect(res.status()).toBe(201);
  }

  await loginWithToken(page, member.token, '/today');
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await expect(page.getByText('Week 1, day 1 of your plan')).toBeVisible();
  // The weight of today.
  await page.getByLabel('Weight (kg)').fill('83.9');
  await page.getByRole('button', { name: 'Log weight' }).click();
  await expect(page.getByText('Weight logged')).toBeVisible();

  // Today's first exercise with a rep range ("3 × 8–10", not "3 × 30 s": the check-in progresses reps and load):
  // tick two sets with their weight; the rest timer starts.
  const exercise = page
    .locator('fieldset[data-testid^="exercise-"]')
    .filter({ hasText: / × \d+–\d+ · / })
    .first();
  const firstSet = exercise.getByRole('button', { name: /set 1 done$/ });
  const exerciseName = (await firstSet.getAttribute('aria-label'))!.replace(/ set 1 done$/, '');
  await page.getByLabel(`${exerciseName} set 1 kg`, { exact: true }).fill('40');
  await page.getByLabel(`${exerciseName} set 1 reps`, { exact: true }).fill('10');
  await firstSet.click();
  await expect(page.getByTestId('rest-timer')).toContainText(/Rest \d:\d\d/);
  await page.getByLabel(`${exerciseName} set 2 kg`, { exact: true }).fill('40');
  await page.getByLabel(`${exerciseName} set 2 reps`, { exact: true }).fill('9');
  await page.getByLabel(`${exerciseName} set 2 RPE (effort 1–10, optional)`, { exact: true }).fill('8.5');
  await page.getByRole('button', { name: `${exerciseName} set 2 done`, exact: true }).click();
  await expectNoSidewaysScroll(page, 'today at 390');
  await page.screenshot({ path: path.join(SHOTS, 'today-390.png'), fullPage: true });
  await noSeriousAxeViolations(page, '/today with sets ticked');
  await page.getByRole('button', { name: 'Save session' }).click();
  await expect(page.getByText('Session saved')).toBeVisible();

  // Columns are labelled and RPE is explained where the sets are typed.
  await expect(exercise.getByText('Reps', { exact: true })).toBeVisible();
  await expect(exercise.getByText('RPE', { exact: true })).toBeVisible();
  await expect(page.getByTestId('rpe-explained')).toContainText('10 = not one more rep');

  // A meal eaten, half of it: the day's energy and protein eaten follow, against the targets.
  await expect(page.getByTestId('eaten-today')).toContainText(
    /^Eaten today: 0 of [\d,]+ kcal · protein 0 of \d+ g$/,
  );
  const meal = page.locator('[data-testid^="meal-"]').first();
  const mealKcal = Number((await meal.getByText(/\d+ kcal$/).textContent())!.replace(/\D/g, ''));
  await meal.getByLabel(/portion eaten/).selectOption({ label: 'Half portion' });
  await meal.getByRole('button', { name: 'Eaten' }).click();
  await expect(meal.getByRole('button', { name: 'Eaten' })).toHaveAttribute('aria-pressed', 'true');
  const eatenKcal = Number(
    /Eaten today: ([\d,]+)/
      .exec((await page.getByTestId('eaten-today').textContent())!)![1]!
      .replace(/,/g, ''),
  );
  expect(Math.abs(eatenKcal - mealKcal / 2)).toBeLessThanOrEqual(1);
  // What the server keeps: the set's effort and the meal's half portion.
  const stored = await (await request.get('/api/workouts/logs', { headers: auth(member.token) })).json();
  const sets = stored.logs[0].exercises.flatMap((e: { sets: { rpe: number | null }[] }) => e.sets);
  expect(sets.map((x: { rpe: number | null }) => x.rpe)).toContain(8.5);
  await expect
    .poll(async () => {
      const res = await request.get(`/api/plans/${planId}/meals`, {
        headers: auth(member.token),
      });
      return (await res.json()).meals.map((m: { portion: number }) => m.portion);
    })
    .toEqual([0.5]);
  // Reloaded, the day keeps what was logged.
  await page.reload();
  await expect(page.getByRole('button', { name: `${exerciseName} set 1 done`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    page.locator('[data-testid^="meal-"]').first().getByRole('button', { name: 'Eaten' }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: /menu/i }).click();
  await page.getByRole('link', { name: 'Progress' }).click();
  await expect(page.getByRole('heading', { name: 'Progress', level: 1 })).toBeVisible();
  await expect(page.getByTestId('weight-summary')).toContainText('7 weigh-ins');
  await expect(page.getByRole('img', { name: /Weight from .* 7 weigh-ins/ })).toBeVisible();
  await expect(page.getByTestId('adherence-week-1')).toContainText('1 of');
  await expect(page.getByTestId('lift-row').first()).toContainText(exerciseName);
  // Epley: 40 kg × (1 + 10/30) = 53.5 kg.
  await expect(page.getByTestId('lift-row').first()).toContainText('53.5 kg');
  await expectNoSidewaysScroll(page, 'progress at 390');
  await page.screenshot({ path: path.join(SHOTS, 'progress-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'Show as table' }).click();
  await expect(page.getByRole('region', { name: 'Weights and trend' }).getByRole('row')).toHaveCount(8);

  // The check-in explains itself (one week of weights is not enough for an expenditure estimate: it says so).
  await page.getByRole('button', { name: 'Run weekly check-in' }).click();
  await expect(page.getByTestId('check-in')).toContainText(exerciseName);
  await expect(page.getByTestId('check-in')).toContainText(/Weigh-ins on at least 8 days across 14 days/);
  await page.screenshot({ path: path.join(SHOTS, 'check-in-390.png'), fullPage: true });
  await noSeriousAxeViolations(page, '/progress after a check-in');

  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSidewaysScroll(page, 'progress at 1280');
  await page.screenshot({ path: path.join(SHOTS, 'progress-1280.png'), fullPage: true });
});

test('a free member logs weight and sees the Premium preview', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await apiRegister(request);
  await loginWithToken(page, member.token, '/progress');
  await page.getByLabel('Weight (kg)').fill('70.2');
  await page.getByRole('button', { name: 'Log weight' }).click();
  await expect(page.getByRole('region', { name: 'Your weights' })).toContainText('70.2');
  await expect(page.getByTestId('premium-preview')).toContainText(
    'Progress tracking and analytics with Premium',
  );
  await expectNoSidewaysScroll(page, 'free progress at 390');
  await page.screenshot({ path: path.join(SHOTS, 'free-progress-390.png'), fullPage: true });
});

test('typed numbers: "71,5" is 71.5 kg, and a jump that fits the other unit asks "did you mean …?" (390 px)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await apiRegister(request);
  await loginWithToken(page, member.token, '/progress');
  const weights = page.getByRole('region', { name: 'Your weights' });
  await page.getByLabel('Weight (kg)').fill('71,5');
  await page.getByRole('button', { name: 'Log weight' }).click();
  await expect(weights).toContainText('71.5');
  await expect(weights).not.toContainText('715');

  // The day before, 158 (pounds, typed in the kg field): asked, not logged; the suggestion logs 158 lb as 71.7 kg.
  const yesterday = await page.evaluate(() => {
    const d = new Date();
    d.setDate(d.getDate() - 1);
    return d.toLocaleDateString('en-CA');
  });
  await page.locator('#weight-date').fill(yesterday);
  await page.getByLabel('Weight (kg)').fill('158');
  await page.getByRole('button', { name: 'Log weight' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Did you mean' })).toContainText(
    'That is 86.5 kg more than your 71.5 kg on',
  );
  await expect(page.getByRole('alert').filter({ hasText: 'Did you mean' })).toContainText(
    'Did you mean 158 lb?',
  );
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, 'weight-question-390.png') });
  const res = await request.get('/api/progress/weights', { headers: auth(member.token) });
  expect(((await res.json()) as { weights: unknown[] }).weights).toHaveLength(1);
  await page.getByRole('button', { name: 'Log 158 lb (71.7 kg)' }).click();
  await expect(weights).toContainText('71.7');
  await expectNoSidewaysScroll(page, 'weight question at 390');
});

// Issue 31 item 5: on day 1 a check-in had raised the target (1,680 → 1,930) from weights alone, counting unlogged days
// at the planned intake, and made plan version 2. The server test (progress.test.ts) logs weeks of meals on a plan
// made weeks ago (its clock wound back) and sees the target move and version 2; a browser run cannot wind the
// server's clock back, so here the member has three weeks of weigh-ins and today's meals, and nothing may change.
test('a day-1 check-in with weights but too few meals logged says what is missing and changes nothing (390 px)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await premiumMemberWithPlan(request, {
    age: 35,
    gender: 'female',
    height: 168,
    weight: 80,
    activityLevel: 'moderate',
    fitnessGoals: ['Weight Loss'],
  });
  const { planId } = member;
  const plan = (await (await request.get(`/api/plans/${planId}`, { headers: auth(member.token) })).json())
    .plan as {
    content: { targets: { calories: number }; days: { date: string; meals: { slot: string }[] }[] };
  };
  const planned = plan.content.targets.calories;
  // Three weeks of weigh-ins losing ~0.5 kg a week (enough weights), and every meal of today eaten.
  for (let d = 21; d >= 0; d--) {
    const date = new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
    const res = await request.post('/api/progress/weights', {
      headers: auth(member.token),
      data: { date, weightKg: Math.round((80 - (21 - d) * 0.07) * 10) / 10 },
    });
    expect(res.status()).toBe(201);
  }
  const today = plan.content.days[0]!;
  for (const meal of today.meals) {
    const res = await request.put(`/api/plans/${planId}/meals`, {
      headers: auth(member.token),
      data: { date: today.date, slot: meal.slot, status: 'eaten' },
    });
    expect(res.status()).toBe(200);
  }

  await loginWithToken(page, member.token, '/progress');
  await page.getByRole('button', { name: 'Run weekly check-in' }).click();
  const checkIn = page.getByTestId('check-in');
  await expect(checkIn).toContainText('What is missing');
  await expect(checkIn).toContainText(
    /every meal of the day logged on at least 13 of 22 days \(you have 1\)/,
  );
  await expect(checkIn).toContainText('Your plan stays as it is');
  await expect(checkIn).not.toContainText('Calorie target:');
  await expect(page.getByRole('link', { name: /See version \d of your plan/ })).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'day-1 check-in at 390');
  await page.screenshot({ path: path.join(SHOTS, 'check-in-day-1-390.png'), fullPage: true });
  await noSeriousAxeViolations(page, '/progress after a day-1 check-in');

  // The plan is as it was: the same target, one version.
  const after = await (await request.get(`/api/plans/${planId}`, { headers: auth(member.token) })).json();
  expect(after.plan.content.targets.calories).toBe(planned);
  const versions = await (
    await request.get(`/api/plans/${planId}/versions`, { headers: auth(member.token) })
  ).json();
  expect(versions.versions).toHaveLength(1);

  // The logs download as CSV.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Weights (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('vitalplan-weights.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.trimEnd().split('\r\n')).toHaveLength(23);
});

test('a member who chose imperial units logs set loads in pounds; the API keeps kilograms (390 px)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await premiumMemberWithPlan(request, {
    age: 35,
    gender: 'male',
    height: 180,
    weight: 82,
    activityLevel: 'moderate',
    unitSystem: 'imperial',
    fitnessGoals: ['Muscle Gain'],
    trainingPreferences: { place: 'gym', homeEquipment: [], pool: false, daysPerWeek: 7 },
  });
  await loginWithToken(page, member.token, '/today');
  await expect(page.getByText('Week 1, day 1 of your plan')).toBeVisible();
  const firstSet = page.getByRole('button', { name: /set 1 done$/ }).first();
  const exercise = (await firstSet.getAttribute('aria-label'))!.replace(/ set 1 done$/, '');
  await expect(page.getByLabel(`${exercise} set 1 kg`, { exact: true })).toHaveCount(0);
  await page.getByLabel(`${exercise} set 1 lb`, { exact: true }).fill('47.5');
  await page.getByLabel(`${exercise} set 1 reps`, { exact: true }).fill('10');
  await firstSet.click();
  await page.getByRole('button', { name: 'Save session' }).click();
  await expect(page.getByText('Session saved')).toBeVisible();

  const { logs } = (await (
    await request.get('/api/workouts/logs', { headers: auth(member.token) })
  ).json()) as { logs: { exercises: { sets: { weightKg: number; done: boolean }[] }[] }[] };
  // 47.5 lb = 21.546 kg, kept to 0.01 kg so it reads back as typed.
  expect(logs[0]!.exercises[0]!.sets.find((s) => s.done)!.weightKg).toBe(21.55);
  await page.reload();
  await expect(page.getByLabel(`${exercise} set 1 lb`, { exact: true })).toHaveValue('47.5');
  await page.goto('/progress');
  await expect(page.getByText(/Training volume \(lb × reps\)/)).toBeVisible();
  await expect(page.getByTestId('lift-row').first()).toContainText('lb');
  // Body measurements in inches too: 32 in is stored as 81.3 cm and shown as 32.
  await page.getByLabel('Waist (in)', { exact: true }).fill('32');
  await page.getByRole('button', { name: 'Save measurements' }).click();
  await expect(page.getByRole('cell', { name: '32', exact: true })).toBeVisible();
  const { measurements } = (await (
    await request.get('/api/progress/measurements', { headers: auth(member.token) })
  ).json()) as { measurements: { waistCm: number }[] };
  expect(measurements[0]!.waistCm).toBe(81.3);
  await expectNoSidewaysScroll(page, '/progress imperial');
});
