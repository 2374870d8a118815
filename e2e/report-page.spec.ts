/**
 * The blood-test report page: results read from a real upload (the server's own extractor), flags in words and
 * colour, ranges, notes, a member's correction, the trend across two reports, the guidance for a document without
 * results, and the admin's read-only view. Screenshots at 390 and 1280 px go to test-results/report-page/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { textPdf } from '../server/test/documents';
import {
  adminToken,
  apiRegister,
  axeBuilder,
  expectNoSidewaysScroll,
  loginWithToken,
  uploadAndWait,
} from './support';

const SHOTS = path.resolve(import.meta.dirname, '..', 'test-results', 'report-page');

const HEADER = 'Test  Result  Unit  Reference Range';

function labReport(collected: string, haemoglobin: string): Buffer {
  return textPdf([
    'Sunrise Diagnostics',
    'Patient: Test Member    Age/Sex: 34 Y / Male',
    `Collected: ${collected}`,
    HEADER,
    `Haemoglobin  ${haemoglobin}  g/dL  13.0 - 17.0`,
    'LDL Cholesterol  172  mg/dL  < 100',
    'Vitamin D (25-OH)  14  ng/mL  30 - 100',
    'Fasting Blood Sugar  5.2  mmol/L  3.9 - 5.5',
  ]);
}

/** Uploads, then waits for the background reading to finish (the upload answers "processing"). */
function upload(request: APIRequestContext, token: string, name: string, buffer: Buffer) {
  return uploadAndWait(request, token, { name, buffer });
}

/** The visible presentation of one result: the table row on wide screens, the card on phones. */
function resultOf(page: Page, code: string): Locator {
  return page.locator(`[data-testid="result-${code}"]:visible, [data-testid="result-card-${code}"]:visible`);
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** No WCAG 2.1 A/AA violations that axe can find (contrast, names, roles, table headers, …). */
async function expectAccessible(page: Page) {
  const { violations } = await axeBuilder(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.use({ reducedMotion: 'reduce' });

test('a report opened from the profile shows flags, ranges and notes; a correction is kept as edited; a second report shows the trend', async ({
  page,
  request,
}) => {
  // Two uploads, a correction, axe and screenshots at two widths: 22 s on a quiet machine, over 60 s in a full CI
  // run at load 9–10 (it timed out at its last click), so it gets the budget the other multi-step specs have.
  test.setTimeout(120_000);
  const member = await apiRegister(request);
  const first = await upload(request, member.token, 'march-bloods.pdf', labReport('12/03/2024', '11.2'));
  expect(first).toMatchObject({ status: 'processed', sampleDate: '2024-03-12' });

  await loginWithToken(page, member.token, '/profile');
  await page
    .getByRole('list', { name: 'Blood test reports' })
    .getByRole('link', { name: 'View march-bloods.pdf' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/reports/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'march-bloods.pdf' })).toBeVisible();
  await expect(page.getByText('Sample taken Mar 12, 2024')).toBeVisible();
  await expect(page.getByText('Processed', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      /^Check each value against your report; correct anything we misread \(value, unit or range\)/,
    ),
  ).toBeVisible();

  const hgb = resultOf(page, 'HGB');
  await expect(hgb.getByTestId('result-value')).toHaveText('11.2 g/dL');
  await expect(hgb.getByText('13 – 17 g/dL')).toBeVisible();
  await expect(hgb.getByText('Low', { exact: true })).toBeVisible();
  await expect(hgb.getByText(/haemoglobin/i).first()).toBeVisible();

  const ldl = resultOf(page, 'LDL');
  await expect(ldl.getByTestId('result-value')).toHaveText('172 mg/dL');
  await expect(ldl.getByText('< 100 mg/dL')).toBeVisible();
  await expect(ldl.getByText('High', { exact: true })).toBeVisible();

  const vitd = resultOf(page, 'VITD_25OH');
  await expect(vitd.getByText('30 – 100 ng/mL')).toBeVisible();
  await expect(vitd.getByText('Low', { exact: true })).toBeVisible();

  // Results within range are collapsed after what needs attention; printed in mmol/L, the canonical mg/dL value
  // is shown too.
  await expect(resultOf(page, 'GLU_FASTING')).toHaveCount(0);
  await page.getByRole('button', { name: /^1 result in range/ }).click();
  const glucose = resultOf(page, 'GLU_FASTING');
  await expect(glucose.getByTestId('result-value')).toHaveText('5.2 mmol/L');
  await expect(glucose.getByText(/= 9\d(\.\d+)? mg\/dL/)).toBeVisible();
  await expect(glucose.getByText('Normal', { exact: true })).toBeVisible();

  for (const panel of ['Complete blood count', 'Diabetes', 'Lipids', 'Vitamins']) {
    await expect(page.getByRole('columnheader', { name: new RegExp(`^${panel}`) })).toBeVisible();
  }
  await shoot(page, 'report-1280');

  // Correct the misread haemoglobin.
  await hgb.getByRole('button', { name: 'Correct the value of Hemoglobin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Correct Hemoglobin' });
  await expect(dialog.getByLabel('Value (g/dL)')).toHaveValue('11.2');
  await dialog.getByLabel('Value (g/dL)').fill('14.1');
  await dialog.getByRole('button', { name: 'Save correction' }).click();
  await expect(page.getByText('Result Updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(hgb.getByTestId('result-value')).toHaveText('14.1 g/dL');
  await expect(hgb.getByText('Normal', { exact: true })).toBeVisible();
  await expect(hgb.getByText('Corrected by you')).toBeVisible();
  await page.reload();
  // Within range now: it is among the collapsed in-range results.
  await page.getByRole('button', { name: /^2 results in range/ }).click();
  await expect(resultOf(page, 'HGB').getByText('Corrected by you')).toBeVisible();
  await expect(resultOf(page, 'HGB').getByTestId('result-value')).toHaveText('14.1 g/dL');

  // A later report: its page compares with the corrected earlier value.
  const second = await upload(request, member.token, 'june-bloods.pdf', labReport('05/06/2024', '12.6'));
  expect(second).toMatchObject({ status: 'processed', sampleDate: '2024-06-05' });
  await page.goto('/profile');
  await page.getByRole('link', { name: 'View june-bloods.pdf' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'june-bloods.pdf' })).toBeVisible();
  await expect(resultOf(page, 'HGB').getByTestId('trend')).toHaveText(
    'Previous: 14.1 g/dL on Mar 12, 2024 → now 12.6 g/dL',
  );
  await expect(resultOf(page, 'LDL').getByTestId('trend')).toHaveText(
    'Previous: 172 mg/dL on Mar 12, 2024 → now 172 mg/dL',
  );
  await shoot(page, 'report-trend-1280');
  await expectAccessible(page);

  // The earlier report names itself against the latest.
  await page.goto(`/reports/${first.id}`);
  await page.getByRole('button', { name: /^2 results in range/ }).click();
  await expect(resultOf(page, 'HGB').getByTestId('trend')).toHaveText(
    'First result: 14.1 g/dL; latest: 12.6 g/dL on Jun 5, 2024',
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/reports/${second.id}`);
  const card = resultOf(page, 'HGB');
  await expect(card).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Complete blood count' })).toBeVisible();
  await expect(card.getByText('Low', { exact: true })).toBeVisible();
  await expect(card.getByTestId('trend')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Correct the value of Hemoglobin' })).toBeVisible();
  // Nothing scrolls sideways on a phone.
  await expectNoSidewaysScroll(page, 'report at 390');
  await shoot(page, 'report-390');
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Correct the value of Hemoglobin' }).click();
  await expect(page.getByRole('dialog', { name: 'Correct Hemoglobin' })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'correct-dialog-390.png') });
});

test('a document without results shows what to do; another account cannot open the report', async ({
  page,
  request,
}) => {
  const member = await apiRegister(request);
  const invoice = await upload(request, member.token, 'invoice.pdf', textPdf(['Invoice 12345']));
  expect(invoice.status).toBe('needs_review');

  await loginWithToken(page, member.token, `/reports/${invoice.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'invoice.pdf' })).toBeVisible();
  await expect(page.getByText('Needs review', { exact: true })).toBeVisible();
  const guidance = page.getByTestId('status-message');
  // The server's plain-language reason (its wording depends on whether OCR was tried) and what to do next.
  await expect(guidance).toContainText(/(found no|could not find) blood test results/);
  await expect(guidance).toContainText(/upload|PDF from your lab/i);
  await expect(page.getByRole('heading', { name: 'No results found in this report' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upload a report' })).toHaveAttribute('href', '/profile');
  await shoot(page, 'needs-review-1280');
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'needs-review-390');

  const stranger = await apiRegister(request);
  await loginWithToken(page, stranger.token, `/reports/${invoice.id}`);
  await expect(page.getByRole('heading', { name: 'Report not found' })).toBeVisible();
  await expect(page.getByText('Report not found.', { exact: false })).toBeVisible();
  await shoot(page, 'not-found-390');
});

test("an admin views a member's report read-only", async ({ page, request }) => {
  const member = await apiRegister(request);
  const report = await upload(request, member.token, 'member-bloods.pdf', labReport('12/03/2024', '11.2'));
  const token = await adminToken(request);

  await loginWithToken(page, token, `/reports/${report.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'member-bloods.pdf' })).toBeVisible();
  await expect(page.getByText('Read-only view')).toBeVisible();
  await expect(resultOf(page, 'HGB').getByText('Low', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Correct/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to admin' })).toBeVisible();
  await shoot(page, 'admin-1280');
});
