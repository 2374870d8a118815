/**
 * The README's tour, from the demo data (issue 31): `npm run seed:demo` into a fresh data directory, the built app
 * started on it, then the screens a newcomer sees at 390 and 1280 px — the premium member's dashboard, /today, plan
 * and retest report, the free member's /today, the clinician's and the admin's dashboards. Written to docs/tour/
 * with UPDATE_TOUR=1 (`npm run tour`; commit them), else under test-results/tour/ (TOUR=1). Each screen is also checked for sideways scroll.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { startChildServer, type ChildServer } from '../server/test/child-server';
import { expectNoSidewaysScroll } from './support';

const ROOT = path.resolve(import.meta.dirname, '..');
const TOUR = process.env.UPDATE_TOUR
  ? path.join(ROOT, 'docs', 'tour')
  : path.join(ROOT, 'test-results', 'tour');

let server: ChildServer;
let dataDir: string;

// Seeding the demo takes minutes: the tour runs on demand (`npm run tour`), not in every `npm test`. The seed's
// content is tested in server/src/cli/demo-seed.test.ts, the dashboards in the other specs.
test.skip(
  !process.env.UPDATE_TOUR && !process.env.TOUR,
  'the tour runs with `npm run tour` (UPDATE_TOUR=1) or TOUR=1: seeding the demo takes minutes',
);

test.beforeAll(async () => {
  // Seeding reads every report and plays weeks of logs: minutes on a busy machine.
  test.setTimeout(600_000);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalplan-tour-'));
  const env = { ...process.env, DATA_DIR: dataDir, KEYS_DIR: path.join(dataDir, 'keys'), DATABASE_URL: '' };
  execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/cli/seed-demo.ts')], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  });
  server = await startChildServer(
    { DATA_DIR: dataDir, STATIC_DIR: path.join(ROOT, 'dist', 'client'), DATABASE_URL: '' },
    { main: path.join(ROOT, 'dist', 'server', 'main.js') },
  );
});

test.afterAll(async () => {
  await server?.kill('SIGTERM');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function signedIn(browser: Browser, email: string, password: string, width: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width, height: width < 600 ? 844 : 800 },
    reducedMotion: 'reduce',
  });
  const res = await context.request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
  return page;
}

/** Long pages (landing, plan) are shot as the first screen; the others whole. */
const FIRST_SCREEN_ONLY = new Set(['1-landing', '4-plan']);

async function snap(
  page: Page,
  urlPath: string,
  name: string,
  width: number,
  heading?: RegExp | string,
  /** What shows once the screen's data has arrived (network idle can come before a slow read answers). */
  ready?: Locator,
) {
  await page.goto(urlPath);
  await expect(
    page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }).first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  if (ready) await expect(ready).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^(Loading|Looking up|Checking…)/)).toHaveCount(0, { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
  await page.addStyleTag({ content: '[data-sonner-toaster]{display:none!important}' });
  await expectNoSidewaysScroll(page, `${urlPath} at ${width}px`);
  mkdirSync(TOUR, { recursive: true });
  await page.screenshot({
    path: path.join(TOUR, `${name}-${width}.png`),
    fullPage: !FIRST_SCREEN_ONLY.has(name),
  });
}

const MEMBER = 'demo-member-pass';

for (const width of [390, 1280] as const) {
  test(`tour at ${width} px from the demo data`, async ({ browser }) => {
    test.setTimeout(240_000);
    const visitor = await (
      await browser.newContext({
        baseURL: server.url,
        viewport: { width, height: 800 },
        reducedMotion: 'reduce',
      })
    ).newPage();
    await snap(visitor, '/', '1-landing', width);
    const rahul = await signedIn(browser, 'rahul@demo.vitalplan.app', MEMBER, width);
    await snap(rahul, '/profile', '2-profile', width);
    await snap(rahul, '/dashboard', '5-dashboard', width);
    // What now: today's plan, one tap from the dashboard, with the weight trend and what is coming up.
    await expect(rahul.getByRole('heading', { name: 'What now' })).toBeVisible();
    await expect(rahul.getByText('Weight trend')).toBeVisible();
    await expect(rahul.getByText(/Ask your doctor about retesting/)).toBeVisible();
    await snap(rahul, '/today', '6-today', width, 'Today', rahul.getByText(/Week \d+, day \d+ of your plan/));
    const auth = {
      authorization: `Bearer ${await rahul.evaluate(() => localStorage.getItem('auth_token'))}`,
    };
    const plans = await rahul.request.get('/api/plans/active', { headers: auth });
    const { plan } = (await plans.json()) as { plan: { id: string } };
    await snap(rahul, `/plans/${plan.id}`, '4-plan', width);
    const reports = await rahul.request.get('/api/blood-test/reports', { headers: auth });
    const { reports: list } = (await reports.json()) as { reports: { id: string; filename: string }[] };
    const retest = list.find((r) => r.filename.includes('retest'))!;
    await snap(rahul, `/reports/${retest.id}`, '3-report', width);
    await snap(rahul, '/biomarkers', '7-biomarkers', width);

    const asha = await signedIn(browser, 'asha@demo.vitalplan.app', MEMBER, width);
    await snap(asha, '/today', '8-today-free', width, 'Today');
    await expect(asha.getByRole('heading', { name: 'What Free includes' })).toBeVisible();
    // Not a page of disabled inputs: the weight is the one thing Free logs, and it works.
    await expect(asha.locator('input:disabled, button:disabled')).toHaveCount(0);

    const doctor = await signedIn(browser, 'dr.rao@demo.vitalplan.app', 'demo-clinician-pass', width);
    await snap(doctor, '/dashboard', '9-dashboard-clinician', width);
    await expect(doctor.getByRole('heading', { name: /Your review queue/ })).toBeVisible();
    await expect(doctor.getByText(/You have generated/)).toBeHidden();

    const admin = await signedIn(browser, 'admin@demo.vitalplan.app', 'demo-admin-pass', width);
    await snap(admin, '/dashboard', '10-dashboard-admin', width);
    await expect(admin.getByRole('heading', { name: 'Admin console' })).toBeVisible();
    await expect(admin.getByTestId('admin-summary-stats')).toBeVisible();
  });
}
