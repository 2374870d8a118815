/**
 * Scanning a barcode with the camera (issue 35) in Chromium at 390 px: Chromium's fake camera plays a Y4M video of
 * an EAN-13 drawn from the GS1 tables (e2e/ean13.ts); the scanner reads it from the live video (Chromium on Linux has
 * no BarcodeDetector, so this is the ZXing WebAssembly ponyfill we serve) and looks the code up.
 * - A food the member created with that barcode is found, and logged into the second snack the dialog was opened
 *   from (slotIndex 1 on the server).
 * - An unknown code says so in plain words and offers "Create this food" with the barcode; the food created is then
 *   logged.
 * Each camera file needs its own browser (the flag is read at launch): each test launches one with the config's
 * launch options plus the fake camera's. The codes are in GS1's restricted-circulation range (prefix 200–299, in-store use only), so they
 * name no real product. Screenshots: test-results/barcode-camera/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserType, type Page } from '@playwright/test';
import config from '../playwright.config';
import { ean13Y4m } from './ean13';
import { apiRegister, expectNoSidewaysScroll, loginWithToken, premiumMemberWithPlan } from './support';

const KNOWN = '2000003500017';
const UNKNOWN = '2000003500024';
const DIR = path.resolve(import.meta.dirname, '..', 'test-results', 'barcode-camera');

/**
 * A 390 px page of a browser whose camera shows the barcode `gtin` (a Y4M video written here), with the config's
 * launch options; closed after the test.
 */
async function pageWithCamera(browserType: BrowserType, gtin: string): Promise<Page> {
  mkdirSync(DIR, { recursive: true });
  const file = path.join(DIR, `camera-${gtin}.y4m`);
  writeFileSync(file, ean13Y4m(gtin));
  const base = config.use?.launchOptions ?? {};
  const browser = await browserType.launch({
    ...base,
    args: [
      ...(base.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${file}`,
    ],
  });
  opened.push(browser);
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-IN',
    viewport: { width: 390, height: 844 },
  });
  return context.newPage();
}
const opened: { close: () => Promise<void> }[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((b) => b.close()));
});

async function openScanner(page: Page, opener: string | RegExp) {
  await page.getByRole('button', { name: opener }).click();
  const dialog = page.getByRole('dialog', { name: 'Log food' });
  await dialog.getByRole('button', { name: 'Scan a barcode' }).click();
  return dialog;
}

test.describe('a barcode the member has added', () => {
  test('is read from the camera, found, and logged into snack 2 at 390 px', async ({
    playwright,
    request,
  }) => {
    test.setTimeout(120_000);
    const page = await pageWithCamera(playwright.chromium, KNOWN);
    // Gestational diabetes: three meals and three snacks a day (meal-pattern.ts).
    const member = await premiumMemberWithPlan(request, {
      age: 30,
      gender: 'female',
      height: 160,
      weight: 70,
      activityLevel: 'light',
      fitnessGoals: ['General Fitness'],
      pregnancyStatus: 'pregnant_2',
      medicalConditions: ['gestational diabetes'],
    });
    const headers = { authorization: `Bearer ${member.token}` };
    const created = await request.post('/api/foods', {
      headers,
      data: {
        name: 'Test crackers',
        gtin: KNOWN,
        servingLabel: '4 crackers',
        servingGrams: 20,
        kcal: 90,
        proteinG: 2,
        carbsG: 14,
        fatG: 3,
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    const wasm: string[] = [];
    page.on('request', (r) => void (r.url().endsWith('.wasm') && wasm.push(r.url())));
    await loginWithToken(page, member.token, '/today');
    const dialog = await openScanner(page, 'Snack 2: log what you ate');
    await expect(dialog.getByText('For snack 2:', { exact: false })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Log it' })).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByText('Test crackers')).toBeVisible();
    // Which reader read the video: Chromium's own BarcodeDetector where it has one for EAN-13, else our ZXing wasm.
    const native = await page.evaluate(async () => {
      const detector = (globalThis as { BarcodeDetector?: { getSupportedFormats(): Promise<string[]> } })
        .BarcodeDetector;
      return detector ? (await detector.getSupportedFormats()).includes('ean_13') : false;
    });
    if (!native) expect(wasm.some((u) => u.includes('zxing_reader'))).toBe(true);
    test
      .info()
      .annotations.push({ type: 'reader', description: native ? 'BarcodeDetector' : `ZXing wasm ${wasm}` });
    await expect(dialog.getByLabel('Meal').locator('option:checked')).toHaveText('Snack 2');
    await page.screenshot({ path: path.join(DIR, 'scanned-known-390.png') });
    await dialog.getByRole('button', { name: 'Log it' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('list', { name: 'Logged foods' }).getByText(/^Snack 2: Test crackers · 1 × 4 crackers/),
    ).toBeVisible();
    await expectNoSidewaysScroll(page, '/today after a scan');

    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    const day = (await (await request.get(`/api/food-logs?date=${today}`, { headers })).json()) as {
      entries: { name: string; slot: string; slotIndex: number }[];
    };
    expect(day.entries.map((e) => [e.name, e.slot, e.slotIndex])).toEqual([['Test crackers', 'snack', 1]]);
  });
});

test.describe('a barcode nobody has added', () => {
  test('is read from the camera and offers "Create this food" at 390 px', async ({ playwright, request }) => {
    test.setTimeout(120_000);
    const page = await pageWithCamera(playwright.chromium, UNKNOWN);
    const member = await apiRegister(request);
    await loginWithToken(page, member.token, '/today');
    const dialog = await openScanner(page, 'Log food');
    await expect(dialog.getByRole('status')).toHaveText(
      new RegExp(`We don't know the food with barcode ${UNKNOWN} yet`),
      { timeout: 30_000 },
    );
    const form = dialog.getByRole('form', { name: 'Create this food' });
    await expect(form).toBeVisible();
    await page.screenshot({ path: path.join(DIR, 'scanned-unknown-390.png') });
    for (const [label, value] of [
      ['Name on the packet', 'Test namkeen'],
      ['Serving weight (g)', '30'],
      ['Energy (kcal)', '160'],
      ['Protein (g)', '4'],
      ['Carbohydrate (g)', '15'],
      ['Fat (g)', '9'],
    ] as const)
      await form.getByLabel(label).fill(value);
    await form.getByRole('button', { name: 'Create this food' }).click();
    await expect(dialog.getByRole('button', { name: 'Log it' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Log it' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('list', { name: 'Logged foods' }).getByText(/Test namkeen/)).toBeVisible();
    // The barcode now finds the member's food.
    const found = await request.get(`/api/foods/barcode/${UNKNOWN}`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(found.status()).toBe(200);
  });
});
