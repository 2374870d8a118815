/**
 * A report read in the background, then reviewed: upload a scanned report on the profile page → the toast says it
 * was received and is being read → the list shows the page being read → it is done → the report page lists the
 * value that failed a check first, with the crop of the document where it was read → the member confirms it.
 * Screenshots at 390 and 1280 px go to test-results/report-review/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { apiRegister, expectNoSidewaysScroll, loginWithToken } from './support';

const SHOTS = path.resolve(import.meta.dirname, '..', 'test-results', 'report-review');

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A page-sized scan of a blood count whose MCHC (41.0) disagrees with Hb / Hct (14.0 / 42.0 → 33.3): the
 * identity check marks it for review. OCR takes a few seconds, so the processing state is visible.
 */
async function scannedCbc(): Promise<Buffer> {
  const rows = [
    ['Haemoglobin', '14.0', 'g/dL', '13.0 - 17.0'],
    ['Haematocrit (PCV)', '42.0', '%', '40.0 - 50.0'],
    ['RBC Count', '4.80', 'mill/uL', '4.50 - 5.50'],
    ['MCV', '87.5', 'fL', '83.0 - 101.0'],
    ['MCH', '29.2', 'pg', '27.0 - 32.0'],
    ['MCHC', '41.0', 'g/dL', '31.5 - 34.5'],
    ['Platelet Count', '245', '10^3/uL', '150 - 410'],
  ];
  const text = rows
    .map(
      (r, i) =>
        `<text y="${520 + i * 90}" font-family="DejaVu Sans, sans-serif" font-size="44">` +
        `<tspan x="120">${xml(r[0]!)}</tspan><tspan x="1100">${r[1]}</tspan><tspan x="1450">${xml(r[2]!)}</tspan>` +
        `<tspan x="1800">${xml(r[3]!)}</tspan></text>`,
    )
    .join('');
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="2480" height="3508"><rect width="100%" height="100%" fill="white"/>' +
    '<text x="120" y="250" font-family="DejaVu Sans, sans-serif" font-size="60">City Lab - Complete Blood Count</text>' +
    '<text x="120" y="420" font-family="DejaVu Sans, sans-serif" font-size="44">' +
    '<tspan x="120">Test</tspan><tspan x="1100">Result</tspan><tspan x="1450">Unit</tspan>' +
    `<tspan x="1800">Reference Range</tspan></text>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

test('upload → processing → done → review a flagged value with its crop → confirm', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await apiRegister(request);
  await loginWithToken(page, member.token, '/profile');

  await page.getByLabel('Choose a blood test report').setInputFiles({
    name: 'cbc-scan.png',
    mimeType: 'image/png',
    buffer: await scannedCbc(),
  });
  await page.getByRole('button', { name: 'Upload Report' }).click();
  await expect(page.getByText('Upload Successful')).toBeVisible();
  await expect(page.getByText(/received and is being read/)).toBeVisible();

  // The list shows the report being read, then its result, without a reload.
  const list = page.getByRole('list', { name: 'Blood test reports' });
  await expect(list.getByText('cbc-scan.png')).toBeVisible();
  await expect(list.getByTestId('report-progress')).toHaveText(/Reading (your report|page 1 of 1)…/);
  await shoot(page, 'processing-1280');
  await expect(list.getByTestId('report-progress')).toHaveCount(0, { timeout: 90_000 });
  await expect(list.getByText(/^(Processed|Needs review)$/)).toBeVisible();

  await list.getByRole('link', { name: 'View cbc-scan.png' }).click();
  const review = page.getByTestId('review-values');
  await expect(review).toBeVisible();
  const mchc = review.getByTestId('review-MCHC');
  await expect(mchc.getByTestId('review-value')).toHaveText('41 g/dL');
  await expect(mchc.getByText(/does not agree with/)).toBeVisible();
  // The crop of the document where the value was read, decrypted and rendered by the server for its owner.
  const crop = mchc.getByRole('img', { name: /where .* was read/i });
  await expect(crop).toBeVisible({ timeout: 60_000 });
  expect(await crop.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await expectNoSidewaysScroll(page, 'report review at 1280');
  await shoot(page, 'review-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(mchc).toBeVisible();
  await expectNoSidewaysScroll(page, 'report review at 390');
  await shoot(page, 'review-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  await mchc.getByRole('button', { name: /is right as read$/ }).click();
  await expect(page.getByText('Value Confirmed')).toBeVisible();
  await expect(review.getByTestId('review-MCHC')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'cbc-scan.png' })).toBeVisible();
  await expect(page.getByTestId('review-MCHC')).toHaveCount(0);
});
