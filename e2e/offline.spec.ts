/**
 * Offline at the gym (issue 18) on a 390 px phone: sets and meals logged on /today while offline wait on the
 * device ("2 changes waiting to sync"), show at once, and reach the server exactly once when the phone is back
 * online. A change the server refuses on replay is shown to the member. Screenshots: test-results/offline/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginWithToken, premiumMemberWithPlan } from './support';

const SHOTS = path.resolve(import.meta.dirname, '..', 'test-results', 'offline');
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A Premium member with a gym plan whose first day (today) has a strength session. */
const memberWithPlan = (request: APIRequestContext) =>
  premiumMemberWithPlan(request, {
    age: 30,
    gender: 'female',
    height: 168,
    weight: 68,
    activityLevel: 'moderate',
    fitnessGoals: ['Muscle Gain'],
    trainingPreferences: { place: 'gym', homeEquipment: [], pool: false, daysPerWeek: 7 },
  });

test('sets and meals logged offline wait on the device and sync exactly once when back online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await memberWithPlan(request);
  const workoutPosts: number[] = [];
  page.on('response', (res) => {
    if (res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/workouts/logs')
      workoutPosts.push(res.status());
  });

  await loginWithToken(page, member.token, '/today');
  await expect(page.getByText('Week 1, day 1 of your plan')).toBeVisible();
  const firstSet = page.getByRole('button', { name: /set 1 done$/ }).first();
  const exercise = (await firstSet.getAttribute('aria-label'))!.replace(/ set 1 done$/, '');

  // Online: the first set and the first meal reach the server at once.
  await page.getByLabel(`${exercise} set 1 kg`, { exact: true }).fill('30');
  await page.getByLabel(`${exercise} set 1 reps`, { exact: true }).fill('10');
  await firstSet.click();
  await page.getByRole('button', { name: 'Save session' }).click();
  await expect(page.getByText('Session saved')).toBeVisible();
  const meals = page.locator('[data-testid^="meal-"]');
  await meals.nth(0).getByRole('button', { name: 'Eaten' }).click();
  await expect(page.getByTestId('sync-status')).toContainText('All changes synced');

  // At the gym without signal: a second set and a skipped meal wait on the device and show at once.
  await context.setOffline(true);
  await page.getByLabel(`${exercise} set 2 kg`, { exact: true }).fill('30');
  await page.getByLabel(`${exercise} set 2 reps`, { exact: true }).fill('8');
  await page.getByRole('button', { name: `${exercise} set 2 done`, exact: true }).click();
  await page.getByRole('button', { name: 'Save session' }).click();
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  await expect(page.getByTestId('sync-status')).toContainText('1 change waiting to sync');
  await expect(page.getByTestId('session-waiting')).toBeVisible();
  await meals.nth(1).getByRole('button', { name: 'Skipped' }).click();
  await expect(meals.nth(1).getByRole('button', { name: 'Skipped' })).toHaveAttribute('aria-pressed', 'true');
  await expect(meals.nth(1)).toContainText('waiting to sync');
  await expect(page.getByTestId('sync-status')).toContainText('2 changes waiting to sync');
  await expect(page.getByTestId('sync-status')).toContainText('You are offline');
  await page.screenshot({ path: path.join(SHOTS, 'today-offline-390.png'), fullPage: true });

  // Back online: the queue replays by itself, oldest first.
  const postsBeforeReplay = workoutPosts.length;
  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toContainText('All changes synced', { timeout: 15_000 });
  await expect(page.getByTestId('session-waiting')).toHaveCount(0);
  await page.screenshot({ path: path.join(SHOTS, 'today-synced-390.png'), fullPage: true });

  // Stored once: one session with both sets done; the offline tick and save left one change, replayed once.
  const logs = await request.get('/api/workouts/logs', { headers: auth(member.token) });
  const { logs: stored } = (await logs.json()) as {
    logs: { exercises: { exerciseId: string; sets: { reps: number; done: boolean }[] }[] }[];
  };
  expect(stored).toHaveLength(1);
  const doneSets = stored[0]!.exercises.flatMap((e) => e.sets.filter((s) => s.done).map((s) => s.reps));
  expect(doneSets).toEqual([10, 8]);
  expect(workoutPosts.slice(postsBeforeReplay)).toEqual([201]);
  expect(workoutPosts.every((status) => status === 201)).toBe(true);
  const mealRes = await request.get(`/api/plans/${member.planId}/meals`, { headers: auth(member.token) });
  const { meals: mealLogs } = (await mealRes.json()) as { meals: { status: string }[] };
  expect(mealLogs.map((m) => m.status).sort()).toEqual(['eaten', 'skipped']);

  // After a reload the day shows what the server has.
  await page.reload();
  await expect(page.getByRole('button', { name: `${exercise} set 2 done`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(meals.nth(1).getByRole('button', { name: 'Skipped' })).toHaveAttribute('aria-pressed', 'true');
});

test('two snacks of a day ticked offline are two logs: the second never replaces the first', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // Gestational diabetes: three meals and three snacks a day (server/src/engine/nutrition/meal-pattern.ts).
  const member = await premiumMemberWithPlan(request, {
    age: 31,
    gender: 'female',
    height: 165,
    weight: 70,
    activityLevel: 'light',
    fitnessGoals: ['General Fitness'],
    pregnancyStatus: 'pregnant_2',
    medicalConditions: ['gestational diabetes'],
  });
  await loginWithToken(page, member.token, '/today');
  const snack1 = page.getByTestId('meal-snack');
  const snack2 = page.getByTestId('meal-snack:1');
  await expect(snack2).toBeVisible();
  await context.setOffline(true);
  await snack1.getByRole('button', { name: 'Eaten' }).click();
  await snack2.getByRole('button', { name: 'Skipped' }).click();
  await expect(page.getByTestId('sync-status')).toContainText('2 changes waiting to sync');
  // Each snack shows its own waiting tick.
  await expect(snack1.getByRole('button', { name: 'Eaten' })).toHaveAttribute('aria-pressed', 'true');
  await expect(snack2.getByRole('button', { name: 'Skipped' })).toHaveAttribute('aria-pressed', 'true');
  await expect(snack2.getByRole('group', { name: 'snack 2: what happened' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toContainText('All changes synced', { timeout: 15_000 });
  const mealRes = await request.get(`/api/plans/${member.planId}/meals`, { headers: auth(member.token) });
  const { meals } = (await mealRes.json()) as {
    meals: { slot: string; slotIndex: number; status: string }[];
  };
  expect(meals.map((m) => [m.slot, m.slotIndex, m.status])).toEqual([
    ['snack', 0, 'eaten'],
    ['snack', 1, 'skipped'],
  ]);
  await page.reload();
  await expect(snack1.getByRole('button', { name: 'Eaten' })).toHaveAttribute('aria-pressed', 'true');
  await expect(snack2.getByRole('button', { name: 'Skipped' })).toHaveAttribute('aria-pressed', 'true');
  await expect(snack2.getByRole('button', { name: 'Eaten' })).toHaveAttribute('aria-pressed', 'false');
});

test('every tick is kept the moment it is made: a reload without Save loses nothing, offline it waits', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await memberWithPlan(request);
  await loginWithToken(page, member.token, '/today');
  await expect(page.getByText('Week 1, day 1 of your plan')).toBeVisible();
  const firstSet = page.getByRole('button', { name: /set 1 done$/ }).first();
  const exercise = (await firstSet.getAttribute('aria-label'))!.replace(/ set 1 done$/, '');

  await page.getByLabel(`${exercise} set 1 kg`, { exact: true }).fill('32,5');
  await page.getByLabel(`${exercise} set 1 reps`, { exact: true }).fill('10');
  await firstSet.click();
  await expect(page.getByTestId('sync-status')).toContainText('All changes synced');
  await page.reload();
  await expect(page.getByRole('button', { name: `${exercise} set 1 done`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel(`${exercise} set 1 kg`, { exact: true })).toHaveValue('32.5');

  // No signal: the next tick waits on the device without pressing Save.
  await context.setOffline(true);
  await page.getByRole('button', { name: `${exercise} set 2 done`, exact: true }).click();
  await expect(page.getByTestId('sync-status')).toContainText('1 change waiting to sync');
  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toContainText('All changes synced', { timeout: 15_000 });
  const logs = await request.get('/api/workouts/logs', { headers: auth(member.token) });
  const { logs: stored } = (await logs.json()) as {
    logs: { exercises: { sets: { weightKg: number; done: boolean }[] }[] }[];
  };
  expect(stored).toHaveLength(1);
  expect(stored[0]!.exercises[0]!.sets.filter((s) => s.done)).toHaveLength(2);
  expect(stored[0]!.exercises[0]!.sets[0]!.weightKg).toBe(32.5);
});

test('a change the server refuses on replay is shown to the member, not dropped', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await memberWithPlan(request);
  await loginWithToken(page, member.token, '/today');
  await expect(page.getByText('Week 1, day 1 of your plan')).toBeVisible();
  // A change queued on the device earlier, for a day the plan has no meals (a year before it): the server refuses it.
  await page.evaluate(
    ({ key, planId }) =>
      localStorage.setItem(
        key,
        JSON.stringify({
          lastSyncedAt: null,
          changes: [
            {
              id: 'e2e-rejected-0001',
              method: 'PUT',
              url: `/api/plans/${planId}/meals`,
              body: { date: '2020-01-01', slot: 'breakfast', status: 'eaten' },
              label: 'Breakfast (2020-01-01): eaten',
              meta: { kind: 'meal', planId, date: '2020-01-01', slot: 'breakfast', status: 'eaten' },
              queuedAt: Date.now(),
              attempts: 0,
            },
          ],
        }),
      ),
    { key: `vitalplan.sync-queue.${member.user.id}`, planId: member.planId },
  );
  await page.reload();
  const rejected = page.getByTestId('sync-rejected');
  await expect(rejected).toContainText('1 change was not saved');
  await expect(rejected).toContainText('Breakfast (2020-01-01): eaten');
  await page.screenshot({ path: path.join(SHOTS, 'today-rejected-390.png'), fullPage: true });
  await rejected.getByRole('button', { name: 'Dismiss' }).click();
  await expect(rejected).toHaveCount(0);
  const stored = await page.evaluate(
    (key) => localStorage.getItem(key),
    `vitalplan.sync-queue.${member.user.id}`,
  );
  expect(JSON.parse(stored!)).toMatchObject({ changes: [] });
});

test('the installed app opens /today without signal and logs a set that syncs once back online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await memberWithPlan(request);
  // An earlier visit with signal: the service worker takes control and the screen's code and data reach the device.
  await loginWithToken(page, member.token, '/today');
  await expect(page.getByText('Week 1, day 1 of your plan')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);
  await page.reload();
  await expect(page.getByText('Week 1, day 1 of your plan')).toBeVisible();
  const firstSet = page.getByRole('button', { name: /set 1 done$/ }).first();
  const exercise = (await firstSet.getAttribute('aria-label'))!.replace(/ set 1 done$/, '');

  // Later, at the gym without signal: the app is opened from scratch.
  await context.setOffline(true);
  await page.goto('about:blank');
  await page.goto('/today');
  await expect(page.getByText('Week 1, day 1 of your plan')).toBeVisible();
  await expect(page.getByTestId('sync-status')).toContainText('You are offline');
  await page.getByLabel(`${exercise} set 1 kg`, { exact: true }).fill('25');
  await page.getByLabel(`${exercise} set 1 reps`, { exact: true }).fill('12');
  await page.getByRole('button', { name: `${exercise} set 1 done`, exact: true }).click();
  await page.getByRole('button', { name: 'Save session' }).click();
  await expect(page.getByTestId('sync-status')).toContainText('1 change waiting to sync');
  await page.screenshot({ path: path.join(SHOTS, 'today-opened-offline-390.png'), fullPage: true });

  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toContainText('All changes synced', { timeout: 15_000 });
  const logs = await request.get('/api/workouts/logs', { headers: auth(member.token) });
  const { logs: stored } = (await logs.json()) as {
    logs: { exercises: { sets: { reps: number; weightKg: number | null; done: boolean }[] }[] }[];
  };
  expect(stored).toHaveLength(1);
  expect(stored[0]!.exercises.flatMap((e) => e.sets.filter((s) => s.done))).toEqual([
    expect.objectContaining({ reps: 12, weightKg: 25 }),
  ]);

  // Logging out erases what the device kept for offline use.
  const kept = () => page.evaluate(() => localStorage.getItem('vitalplan.offline-snapshot'));
  expect(await kept()).not.toBeNull();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(kept).toBeNull();
});

test('logging out offline erases the waiting changes and the kept answers, and names what was not sent', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await memberWithPlan(request);
  await loginWithToken(page, member.token, '/today');
  await expect(page.getByText('Week 1, day 1 of your plan')).toBeVisible();
  // The installed app: its service worker keeps the code of the screens seen, the landing page's (shown after
  // logout) included.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/today');
  await expect(page.getByText('Week 1, day 1 of your plan')).toBeVisible();
  const firstSet = page.getByRole('button', { name: /set 1 done$/ }).first();
  const exercise = (await firstSet.getAttribute('aria-label'))!.replace(/ set 1 done$/, '');
  const queueKey = `vitalplan.sync-queue.${member.user.id}`;
  const kept = () =>
    page.evaluate(
      (keys) => keys.filter((k) => localStorage.getItem(k) !== null),
      [queueKey, 'vitalplan.offline-snapshot'],
    );

  // No signal: a set is logged and waits on the device.
  await context.setOffline(true);
  await page.getByLabel(`${exercise} set 1 kg`, { exact: true }).fill('20');
  await page.getByLabel(`${exercise} set 1 reps`, { exact: true }).fill('9');
  await firstSet.click();
  await page.getByRole('button', { name: 'Save session' }).click();
  await expect(page.getByTestId('sync-status')).toContainText('1 change waiting to sync');
  await expect.poll(kept).toEqual([queueKey, 'vitalplan.offline-snapshot']);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The "Saved on this device" toast of the offline save may still be showing: find this one by its title.
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: '1 change could not be sent' });
  await expect(toast.locator('[data-title]')).toHaveText('1 change could not be sent');
  await expect(toast.locator('[data-description]')).toHaveText(
    /^It was removed from this device: .+ \(\d{4}-\d{2}-\d{2}\): 1 set done\.$/,
  );
  expect(await kept()).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, 'logout-offline-390.png'), fullPage: true });

  // Back online nothing is replayed: the change is gone, and the server never had it.
  await context.setOffline(false);
  await page.reload();
  expect(await kept()).toEqual([]);
  const logs = await request.get('/api/workouts/logs', { headers: auth(member.token) });
  expect(((await logs.json()) as { logs: unknown[] }).logs).toEqual([]);
});
