/**
 * No screen scrolls sideways (issue 21): every screen, filled with the content that stretches layouts (long
 * filenames, a 30-character username, a long email, a 28-day premium plan, a report with many results), at 360,
 * 390, 768, 1024 and 1280 px. A failure names the screen, the width and the widest element that sticks out.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { textPdf } from '../server/test/documents';
import {
  adminToken,
  apiRegister,
  expectNoSidewaysScroll,
  setToken,
  PASSWORD,
  uploadAndWait,
} from './support';

// Independent tests (one width each; every worker seeds its own member): spread over the workers instead of five
// long sweeps one after another in one worker (8.6 min).
test.describe.configure({ mode: 'parallel' });

const WIDTHS = [360, 390, 768, 1024, 1280] as const;
/** Widths whose screens are saved for people to look at (test-results/overflow/). */
const SHOT_WIDTHS: readonly number[] = [390, 1280];
const SHOTS = path.resolve(import.meta.dirname, '..', 'test-results', 'overflow');

const PUBLIC_PAGES = [
  '/',
  '/login',
  '/signup',
  '/terms',
  '/privacy',
  '/medical-disclaimer',
  '/security',
  '/help',
  '/no-such-page',
];

/** Lines the server's extractor reads as results: enough to fill a long table. */
const RESULT_LINES = [
  'Haemoglobin  11.2  g/dL  13.0 - 17.0',
  'Hematocrit  39  %  40 - 50',
  'RBC Count  4.6  10^6/uL  4.5 - 5.5',
  'WBC Count  7.2  10^3/uL  4.0 - 11.0',
  'Platelet Count  250  10^3/uL  150 - 410',
  'MCV  88  fL  83 - 101',
  'MCH  29  pg  27 - 32',
  'MCHC  33  g/dL  31.5 - 34.5',
  'RDW  13.1  %  11.6 - 14.0',
  'Neutrophils  60  %  40 - 80',
  'Lymphocytes  30  %  20 - 40',
  'Monocytes  6  %  2 - 10',
  'Eosinophils  3  %  1 - 6',
  'Basophils  1  %  0 - 2',
  'ESR  12  mm/hr  0 - 15',
  'HbA1c  6.1  %  4.0 - 5.6',
  'Fasting Blood Sugar  5.2  mmol/L  3.9 - 5.5',
  'Total Cholesterol  230  mg/dL  < 200',
  'Triglycerides  180  mg/dL  < 150',
  'HDL Cholesterol  38  mg/dL  > 40',
  'LDL Cholesterol  172  mg/dL  < 100',
  'VLDL Cholesterol  36  mg/dL  < 30',
  'TSH  2.1  uIU/mL  0.4 - 4.0',
  'Free T4  1.2  ng/dL  0.8 - 1.8',
  'SGPT (ALT)  42  U/L  < 41',
  'SGOT (AST)  30  U/L  < 40',
  'Alkaline Phosphatase  90  U/L  40 - 129',
  'Total Bilirubin  0.8  mg/dL  0.3 - 1.2',
  'Albumin  4.4  g/dL  3.5 - 5.2',
  'Creatinine  1.0  mg/dL  0.7 - 1.3',
  'Urea  28  mg/dL  17 - 43',
  'Uric Acid  6.8  mg/dL  3.5 - 7.2',
  'Sodium  140  mmol/L  136 - 145',
  'Potassium  4.3  mmol/L  3.5 - 5.1',
  'Calcium  9.4  mg/dL  8.6 - 10.2',
  'Serum Iron  60  ug/dL  65 - 175',
  'Ferritin  25  ng/mL  30 - 400',
  'Vitamin D (25-OH)  14  ng/mL  30 - 100',
  'Vitamin B12  180  pg/mL  211 - 911',
];

/** A filename as long as browsers and phones produce, with no spaces to break at. */
const LONG_FILENAME = `${'Sunrise_Diagnostics_Complete_Health_Checkup_Report_Patient_'.repeat(2)}2024-03-12_final_v2.pdf`;

interface Seeded {
  member: { token: string; username: string };
  planId: string;
  reportId: string;
  adminToken: string;
}

function auth(token: string) {
  return { authorization: `Bearer ${token}` };
}

async function seed(request: APIRequestContext): Promise<Seeded> {
  const suffix = Date.now().toString(36).slice(-6);
  const username = `a_very_long_username_${suffix}`.padEnd(30, 'x').slice(0, 30);
  const member = await apiRegister(request, {
    username,
    email: `${username}.with.a.long.address@really-long-domain-name.example.com`,
    password: PASSWORD,
  });
  const h = auth(member.token);
  const saveProfile = async () => {
    const res = await request.post('/api/profile', {
      headers: h,
      data: {
        age: 34,
        gender: 'male',
        height: 178,
        weight: 82,
        activityLevel: 'moderate',
        fitnessGoals: ['Weight Loss', 'Muscle Gain', 'Better Sleep'],
        dietaryRestrictions: ['Vegetarian'],
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
  };

  // Read in the background: wait until done, as a member would.
  const upload = (name: string, lines: string[]) =>
    uploadAndWait(request, member.token, { name, buffer: textPdf(lines) });
  const header = ['Sunrise Diagnostics', 'Collected: 12/03/2024', 'Test  Result  Unit  Reference Range'];

  // Premium through the sandbox checkout (the server verifies it as it would a real payment).
  const buyPremium = async () => {
    const order = await request.post('/api/razorpay/create-order', {
      headers: h,
      data: { planType: 'premium' },
    });
    expect(order.status(), await order.text()).toBe(200);
    const { orderId } = (await order.json()) as { orderId: string };
    const approve = await request.post('/api/billing/sandbox/approve', {
      headers: h,
      data: { provider: 'razorpay', orderId },
    });
    expect(approve.status(), await approve.text()).toBe(200);
    const verify = (await approve.json()) as { razorpay?: Record<string, string> };
    if (verify.razorpay) {
      const res = await request.post('/api/razorpay/verify-payment', { headers: h, data: verify.razorpay });
      expect(res.status(), await res.text()).toBe(200);
    }
  };

  // The profile first (reports are read against it); then the purchase and the admin while the reports, one after
  // the other as before, are read in the background. The plan below needs them all.
  await saveProfile();
  const uploads = async () => {
    const first = await upload(LONG_FILENAME, [...header, ...RESULT_LINES]);
    expect(first.biomarkerCount).toBeGreaterThanOrEqual(30);
    await upload(`second_${LONG_FILENAME}`, [...header, ...RESULT_LINES.slice(0, 4)]);
    return first;
  };
  const [report, , admin] = await Promise.all([uploads(), buyPremium(), adminToken(request)]);

  const plan = await request.post('/api/plans/generate', {
    headers: h,
    data: { planType: 'premium', includeBloodTest: true },
  });
  expect(plan.status(), await plan.text()).toBe(201);
  const planId = ((await plan.json()) as { plan: { id: string } }).plan.id;
  const detail = await request.get(`/api/plans/${planId}`, { headers: h });
  const content = ((await detail.json()) as { plan: { content: { days: unknown[] } } }).plan.content;
  expect(content.days.length).toBeGreaterThanOrEqual(28);

  return {
    member: { token: member.token, username },
    planId,
    reportId: report.id,
    adminToken: admin,
  };
}

/** Saves the screen at the widths people look at, then checks it (softly: every screen is checked). */
async function expectNoOverflow(page: Page, screen: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const width = page.viewportSize()?.width ?? 0;
  if (SHOT_WIDTHS.includes(width)) {
    mkdirSync(SHOTS, { recursive: true });
    const name = screen.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'landing';
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await expectNoSidewaysScroll(page, screen, { soft: true });
}

async function visitTabs(page: Page, screen: string, tabs: string[]): Promise<void> {
  for (const tab of tabs) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expectNoOverflow(page, `${screen} (${tab} tab)`);
  }
}

test.use({ reducedMotion: 'reduce' });

let seeded: Seeded;
test.beforeAll(async ({ request }) => {
  seeded = await seed(request);
});

for (const width of WIDTHS) {
  test(`no screen scrolls sideways at ${width}px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 800 });
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoOverflow(page, path);
    }

    await setToken(page, seeded.member.token);
    for (const path of ['/dashboard', '/biomarkers', '/profile', '/subscribe']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoOverflow(page, path);
    }
    await page.goto(`/plans/${seeded.planId}`);
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
    await visitTabs(page, 'plan page', ['Overview', 'Meals', 'Training', 'Supplements', 'Grocery list']);
    await page.goto(`/reports/${seeded.reportId}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoOverflow(page, 'report page');

    await page.evaluate((t) => localStorage.setItem('auth_token', t), seeded.adminToken);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await visitTabs(page, 'admin', ['Users Management', 'Blood Test Reports', 'Analytics']);
    await page.goto(`/reports/${seeded.reportId}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoOverflow(page, 'report page (admin)');
  });
}
