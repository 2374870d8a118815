/**
 * The biomarker dashboard across reports: two reports uploaded (the server's own extractor reads them) → the
 * dashboard links to /biomarkers → each biomarker by panel with its latest value, range, status and a trend chart
 * with the reference band, its values as a table; at 1280 and 390 px without sideways scrolling. A third report
 * printed for someone else (another sex and age) stays out of the trends until the member answers.
 * Screenshots go to test-results/biomarkers/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { textPdf } from '../server/test/documents';
import { apiRegister, axeBuilder, expectNoSidewaysScroll, loginWithToken, uploadAndWait } from './support';

const SHOTS = path.resolve(import.meta.dirname, '..', 'test-results', 'biomarkers');

function labReport(header: string, collected: string, hb: string, ldl: string, tsh: string): Buffer {
  return textPdf([
    'Sunrise Diagnostics',
    header,
    `Collected: ${collected}`,
    'Test  Result  Unit  Reference Range',
    `Haemoglobin  ${hb}  g/dL  13.0 - 17.0`,
    'Platelet Count  245  10^3/uL  150 - 410',
    `LDL Cholesterol  ${ldl}  mg/dL  < 100`,
    'HDL Cholesterol  48  mg/dL  > 40',
    `TSH  ${tsh}  uIU/mL  0.4 - 4.5`,
  ]);
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function expectAccessible(page: Page) {
  const { violations } = await axeBuilder(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.use({ reducedMotion: 'reduce' });

test('two reports make trends on the biomarker dashboard, at 1280 and 390 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await apiRegister(request);
  const headers = { authorization: `Bearer ${member.token}` };
  expect((await request.post('/api/profile', { headers, data: { gender: 'male', age: 34 } })).status()).toBe(
    200,
  );
  const me = 'Patient: Test Member    Age/Sex: 34 Y / Male';
  const march = await uploadAndWait(request, member.token, {
    name: 'march.pdf',
    buffer: labReport(me, '12/03/2024', '11.2', '172', '2.1'),
  });
  const june = await uploadAndWait(request, member.token, {
    name: 'june.pdf',
    buffer: labReport(me, '05/06/2024', '13.9', '128', '2.4'),
  });
  expect([march.status, june.status]).toEqual(['processed', 'processed']);

  await page.setViewportSize({ width: 1280, height: 900 });
  await loginWithToken(page, member.token, '/dashboard');
  await page.getByRole('link', { name: 'Your biomarkers' }).click();
  await expect(page).toHaveURL(/\/biomarkers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your biomarkers' })).toBeVisible();
  for (const panel of ['Complete blood count', 'Lipids', 'Thyroid']) {
    await expect(page.getByRole('heading', { level: 2, name: panel })).toBeVisible();
  }
  await expect(page.getByTestId('biomarkers-overview')).toContainText('from 2 reports');

  const hgb = page.getByTestId('biomarker-HGB');
  await expect(hgb.getByTestId('latest-value')).toHaveText('13.9 g/dL');
  await expect(hgb.getByText('13 – 17 g/dL', { exact: true })).toBeVisible();
  await expect(hgb.getByText('Normal', { exact: true })).toBeVisible();
  const chart = hgb.getByTestId('trend-chart-HGB');
  await expect(chart.getByRole('img', { name: 'Hemoglobin over time' })).toBeVisible();
  await expect(chart.locator('circle')).toHaveCount(2);
  await expect(chart.getByTestId('reference-band')).toHaveCount(1);
  await expect(chart.locator('figcaption')).toHaveText(
    '2 results from Mar 12, 2024 to Jun 5, 2024. Latest 13.9 g/dL, within the range (13 – 17 g/dL); up from 11.2 g/dL at first.',
  );
  const ldl = page.getByTestId('biomarker-LDL');
  await expect(ldl.getByTestId('latest-value')).toHaveText('128 mg/dL');
  await expect(ldl.getByText('High', { exact: true })).toBeVisible();

  await hgb.getByRole('button', { name: 'Show all 2 values' }).click();
  const table = hgb.getByRole('table', { name: /Hemoglobin: every result by date/ });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toContainText('Jun 5, 2024');
  await expect(table.getByRole('row').nth(2)).toContainText('11.2 g/dL');
  await expectNoSidewaysScroll(page, 'biomarker dashboard at 1280');
  await shoot(page, 'dashboard-1280');
  await expectAccessible(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(chart).toBeVisible();
  const box = await chart.locator('svg').boundingBox();
  expect(box!.width).toBeGreaterThan(250);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expectNoSidewaysScroll(page, 'biomarker dashboard at 390');
  await shoot(page, 'dashboard-390');
  await expectAccessible(page);

  // From a report page to the dashboard.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/reports/${june.id}`);
  await expect(page.getByTestId('in-range-results')).toBeVisible();
  await expect(page.getByTestId('medical-disclaimer')).toHaveCount(1);
  await shoot(page, 'report-1280');
  await page.getByRole('link', { name: 'All your biomarkers' }).click();
  await expect(page).toHaveURL(/\/biomarkers$/);
});

test('a report printed for someone else stays out of the trends until the member says it is theirs', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await apiRegister(request);
  const headers = { authorization: `Bearer ${member.token}` };
  await request.post('/api/profile', { headers, data: { gender: 'male', age: 34 } });
  await uploadAndWait(request, member.token, {
    name: 'mine.pdf',
    buffer: labReport('Age/Sex: 34 Y / Male', '12/03/2024', '14.2', '90', '2.1'),
  });
  const other = await uploadAndWait(request, member.token, {
    name: 'mums-report.pdf',
    buffer: labReport('Sex/Age: F/67 Y', '05/06/2024', '10.1', '150', '6.2'),
  });

  await loginWithToken(page, member.token, '/profile');
  await expect(
    page.getByRole('list', { name: 'Blood test reports' }).getByTestId('identity-badge'),
  ).toHaveText('Is this yours?');
  await page.goto('/biomarkers');
  await expect(page.getByTestId('identity-waiting')).toContainText('One report may not be yours');
  await expect(page.getByTestId('biomarker-HGB').getByTestId('latest-value')).toHaveText('14.2 g/dL');
  await expect(page.getByTestId('trend-chart-HGB').locator('circle')).toHaveCount(1);

  await page.getByTestId('identity-waiting').getByRole('link', { name: 'mums-report.pdf' }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/${other.id}$`));
  const check = page.getByTestId('identity-check');
  await expect(check).toContainText('the report says female, your profile says male');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, 'identity question at 390');
  await shoot(page, 'identity-question-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await check.getByRole('button', { name: 'Not mine' }).click();
  await expect(check).toContainText('You said this report is not yours');

  await page.goto('/biomarkers');
  await expect(page.getByTestId('biomarker-HGB').getByTestId('latest-value')).toHaveText('14.2 g/dL');
  await expect(page.getByTestId('identity-waiting')).toHaveCount(0);
});
