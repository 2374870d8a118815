/**
 * "Did it work?" (issue 35) at 390 px: a plan made from a report with a high LDL, triglycerides and HbA1c states what
 * it aims to move; a retest report arrives and /progress shows before, after, the change against the test's own
 * variation and how the plan was followed, without sideways scrolling. Screenshot: test-results/outcomes/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { textPdf } from '../server/test/documents';
import {
  apiRegister,
  buyWithSandbox,
  expectNoSidewaysScroll,
  loginWithToken,
  uploadAndWait,
} from './support';

const SHOTS = path.resolve(import.meta.dirname, '..', 'test-results', 'outcomes');
const ME = 'Patient: Test Member    Age/Sex: 45 Y / Male';

/** DD/MM/YYYY, `days` days before today. */
function collected(daysAgo: number): string {
  const d = new Date(Date.now() - daysAgo * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
}

const lipids = (date: string, ldl: string, tg: string, hba1c: string) =>
  textPdf([
    'Sunrise Diagnostics',
    ME,
    `Collected: ${date}`,
    'Test  Result  Unit  Reference Range',
    `HbA1c  ${hba1c}  %  4.0 - 5.6`,
    `Triglycerides  ${tg}  mg/dL  < 150`,
    'HDL Cholesterol  44  mg/dL  > 40',
    `LDL Cholesterol  ${ldl}  mg/dL  < 100`,
  ]);

test.use({ reducedMotion: 'reduce' });

test('a retest report shows the before/after panel on /progress at 390 px', async ({ page, request }) => {
  test.setTimeout(180_000);
  const member = await apiRegister(request);
  await buyWithSandbox(request, member.token, 'premium');
  const headers = { authorization: `Bearer ${member.token}` };
  const profile = {
    age: 45,
    gender: 'male',
    height: 172,
    weight: 82,
    activityLevel: 'light',
    fitnessGoals: ['Weight Loss'],
  };
  expect((await request.post('/api/profile', { headers, data: profile })).status()).toBe(200);
  const before = await uploadAndWait(request, member.token, {
    name: 'september.pdf',
    buffer: lipids(collected(60), '172', '220', '6.1'),
  });
  expect(before.status).toBe('processed');
  const gen = await request.post('/api/plans/generate', {
    headers,
    data: { planType: 'premium', includeBloodTest: true },
  });
  expect(gen.status(), await gen.text()).toBe(201);
  const after = await uploadAndWait(request, member.token, {
    name: 'retest.pdf',
    buffer: lipids(collected(0), '120', '205', '6.0'),
  });
  expect(after.status).toBe('processed');

  await page.setViewportSize({ width: 390, height: 844 });
  await loginWithToken(page, member.token, '/progress');
  const card = page.getByTestId('outcome-LDL');
  await expect(card).toBeVisible();
  await expect(card.getByText('Moved the way the plan aims')).toBeVisible();
  await expect(card.getByTestId('outcome-summary')).toHaveText(
    /LDL.* from 172 mg\/dL to 120 mg\/dL \(-30\.2 %\).*more than the 25\.7 %/,
  );
  await expect(card.getByText(/Source: Westgard QC/)).toBeVisible();
  await expect(card.getByTestId('outcome-adherence')).toContainText('meals eaten');
  // Triglycerides fell by 7 %: well inside what the test varies by itself (RCV 64.8 %).
  await expect(page.getByTestId('outcome-TG').getByText('Within the test’s own variation')).toBeVisible();
  await expect(page.getByText(/change, not cause/)).toBeVisible();
  await expectNoSidewaysScroll(page, '/progress, did it work? (390 px)');

  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'did-it-work-390.png'), fullPage: true });
});
