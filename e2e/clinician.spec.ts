/**
 * Doctor Verified in the browser: a clinician reviews and approves a plan from the queue; the member sees the
 * reviewer and credentials on the plan, downloads the health report and the certificate, and exchanges messages.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { textPdf } from '../server/test/documents';
import {
  adminToken,
  apiRegister,
  buyWithSandbox,
  expectNoSidewaysScroll,
  loginWithToken,
  newIdentity,
} from './support';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

test('a clinician approves; the member sees the reviewer, downloads both PDFs and exchanges messages', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminToken(request);
  const doctor = await apiRegister(request, newIdentity('doc'));
  const grant = await request.post('/api/admin/clinicians', {
    headers: auth(admin),
    data: {
      userId: doctor.user.id,
      displayName: 'Dr E2E Mehta',
      registrationNumber: 'NMC-E2E-42',
      registrationBody: 'National Medical Commission',
      specialty: 'Internal medicine',
    },
  });
  expect(grant.status(), await grant.text()).toBe(201);

  const member = await apiRegister(request, newIdentity('dvm'));
  await buyWithSandbox(request, member.token, 'doctor_verified');
  await request.post('/api/profile', {
    headers: auth(member.token),
    data: {
      age: 52,
      gender: 'female',
      height: 165,
      weight: 70,
      activityLevel: 'moderate',
      systolicBp: 128,
      diastolicBp: 82,
      smoker: false,
      treatedForHypertension: false,
    },
  });
  const upload = await request.post('/api/blood-test/upload', {
    headers: auth(member.token),
    multipart: {
      file: {
        name: 'lipids.pdf',
        mimeType: 'application/pdf',
        buffer: textPdf([
          'Test  Result  Unit  Reference Range',
          'Total Cholesterol  214  mg/dL  < 200',
          'HDL Cholesterol  48  mg/dL  > 50',
        ]),
      },
    },
  });
  expect(upload.status()).toBe(201);
  // Let the report be read before the plan is made (the plan's review then lists the results).
  await expect
    .poll(
      async () =>
        (
          (await (await request.get('/api/blood-test/reports', { headers: auth(member.token) })).json()) as {
            reports: { status: string }[];
          }
        ).reports[0]?.status,
      { timeout: 30_000 },
    )
    .not.toBe('processing');
  const gen = await request.post('/api/plans/generate', {
    headers: auth(member.token),
    data: { planType: 'doctor_verified', includeBloodTest: true },
  });
  expect(gen.status(), await gen.text()).toBe(201);
  const planId = ((await gen.json()) as { plan: { id: string } }).plan.id;

  // The clinician's queue and review, at phone and desktop widths.
  await page.setViewportSize({ width: 390, height: 844 });
  await loginWithToken(page, doctor.token, '/dashboard');
  // The clinician reaches the queue from the mobile menu (and, below, from the desktop bar).
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/\/clinician$/);
  const item = page.getByRole('link', { name: new RegExp(member.username) });
  await expect(item).toBeVisible();
  await expect(item).toContainText('of 48 h');
  await expectNoSidewaysScroll(page, 'review queue at 390');
  await page.screenshot({ path: 'test-results/e2e/clinician-queue-390.png', fullPage: true });
  await item.click();
  await expect(page.getByRole('heading', { name: `Review: ${member.username}` })).toBeVisible();
  await expect(page.getByText(/10-year risk of heart attack or stroke/)).toBeVisible();
  await expectNoSidewaysScroll(page, 'review at 390');
  await page.screenshot({ path: 'test-results/e2e/clinician-review-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSidewaysScroll(page, 'review at 1280');
  await page.screenshot({ path: 'test-results/e2e/clinician-review-1280.png', fullPage: true });
  await page
    .getByLabel('Note to the member (shown on their plan)')
    .fill('Reviewed with your lipids: safe to start.');
  await page.getByRole('button', { name: 'Approve plan' }).click();
  await expect(page).toHaveURL(/\/clinician$/);
  await expect(page.getByText('No plans are waiting for you.')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reviews' }),
  ).toHaveAttribute('aria-current', 'page');

  // The member sees the reviewer and credentials, and downloads both PDFs.
  await loginWithToken(page, member.token, `/plans/${planId}`);
  const review = page.getByTestId('plan-review');
  await expect(review.getByTestId('reviewer')).toContainText('Dr E2E Mehta');
  await expect(review.getByTestId('reviewer')).toContainText('NMC-E2E-42');
  await expect(review).toContainText('safe to start');
  for (const name of ['Health report (PDF)', 'Clearance certificate (PDF)']) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      review.getByRole('button', { name }).click(),
    ]);
    const file = await download.path();
    expect((await readFile(file!)).subarray(0, 5).toString()).toBe('%PDF-');
  }
  const code = (await review.textContent())!.match(/Certificate code ([A-Z0-9]{12})/)![1];
  const verified = (await (await request.get(`/api/certificates/${code}`)).json()) as {
    valid: boolean;
    clinicianName: string;
  };
  expect(verified).toMatchObject({ valid: true, clinicianName: 'Dr E2E Mehta' });

  // Messages: the member writes, the clinician answers, the member sees the answer and the read receipt.
  await review.getByRole('link', { name: 'Message your clinician' }).click();
  await expect(page.getByText(/not for emergencies/i)).toBeVisible();
  await expect(page.getByTestId('reply-target')).toContainText('answered within 24 hours');
  await page.getByLabel('Your message').fill('Can I swap the evening walk for cycling?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Can I swap the evening walk for cycling?')).toBeVisible();
  const thread = await request.get(`/api/consultations/messages?memberId=${member.user.id}`, {
    headers: auth(doctor.token),
  });
  expect(thread.status()).toBe(200);
  const reply = await request.post('/api/consultations/messages', {
    headers: auth(doctor.token),
    data: { memberId: member.user.id, body: 'Yes, at the same easy pace.' },
  });
  expect(reply.status()).toBe(201);
  await page.reload();
  await expect(page.getByText('Yes, at the same easy pace.')).toBeVisible();
  await expect(page.getByText(/Read /).first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, 'member messages at 390');
  await page.screenshot({ path: 'test-results/e2e/member-messages-390.png', fullPage: true });
});
