/**
 * Support in the browser: a member contacts support from the Help Center (with a screenshot), an admin answers in
 * the console's Support tab, and the member reads the answer in My requests; on a 390 px phone nothing overflows.
 */
import { mkdirSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { image } from '../server/test/documents';
import { E2E_ADMIN_EMAILS } from './global-setup';
import { adminToken, apiRegister, expectNoSidewaysScroll, loginWithToken, newIdentity } from './support';

const ADMIN_EMAIL = E2E_ADMIN_EMAILS[3];
const SHOTS = path.resolve(import.meta.dirname, '..', 'test-results', 'support');
const PHONE = { width: 390, height: 844 };

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The .eml files the app wrote for this address (the outbox stands in for mail delivery). */
/** The support mails sent to an address (the account's own mails, such as verification, are left out). */
async function mailsTo(email: string): Promise<string[]> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const names = (await readdir(outbox).catch(() => [])).filter((n) => n.endsWith('.eml'));
  const mails = await Promise.all(names.map((n) => readFile(path.join(outbox, n), 'utf8')));
  return mails.filter((m) => m.includes(`To: ${email}\r\n`) && m.includes('Subject: VitalPlan support'));
}

test('a member contacts support, an admin answers in the Support tab, the member reads the answer', async ({
  browser,
  request,
}) => {
  // Two browser sessions and mail round trips: about 50 s on a quiet machine, more beside the other specs.
  test.setTimeout(120_000);
  const member = await apiRegister(request, newIdentity('helpme'));
  const subject = `Cannot see my plan ${member.username}`;
  const message = 'After logging in, the dashboard shows an empty plan card. I tried reloading twice.';

  // The member, on a phone: Help Center → Contact Support → form with a screenshot.
  const phone = await browser.newPage({ viewport: PHONE });
  await loginWithToken(phone, member.token, '/help');
  await expect(phone.getByRole('heading', { name: 'Still need help?' })).toBeVisible();
  await expectNoSidewaysScroll(phone, 'help center');
  await shot(phone, 'help-center-390');
  await phone.getByRole('link', { name: 'Contact Support' }).last().click();
  await expect(phone).toHaveURL(/\/support\/new$/);
  await expect(phone.getByRole('heading', { name: 'Contact Support', level: 1 })).toBeVisible();

  // Client-side checks name the field before anything is sent.
  await phone.getByRole('button', { name: 'Send request' }).click();
  await expect(phone.getByText('Subject must be at least 3 characters', { exact: true })).toBeVisible();
  await expect(
    phone.getByRole('link', { name: 'Subject: Subject must be at least 3 characters' }),
  ).toBeVisible();
  await phone.getByLabel('Screenshot (optional)').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(
    phone.getByText('Attach a screenshot as a PNG, JPEG or WebP image.', { exact: true }),
  ).toBeVisible();

  await phone.getByLabel('Subject').fill(subject);
  await phone.getByLabel('Message').fill(message);
  await phone.getByLabel('Screenshot (optional)').setInputFiles({
    name: 'blank-plan.png',
    mimeType: 'image/png',
    buffer: await image('png', 360, 640),
  });
  await expect(phone.getByText('blank-plan.png')).toBeVisible();
  await expectNoSidewaysScroll(phone, 'contact form');
  await shot(phone, 'member-contact-form-390');
  await phone.getByRole('button', { name: 'Send request' }).click();

  await expect(phone).toHaveURL(/\/support\/[0-9a-f-]{36}$/);
  await expect(phone.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(phone.getByText('Waiting for our reply (within 24 hours).')).toBeVisible();
  await expect(phone.getByText(message)).toBeVisible();
  const ownShot = phone.getByRole('img', { name: 'Screenshot: blank-plan.png' });
  await expect(ownShot).toBeVisible();
  expect(await ownShot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(360);
  const reference = (await phone.getByText(/^#[0-9A-F]{8} · sent/).textContent())!.slice(0, 9);
  await expectNoSidewaysScroll(phone, 'request page');
  await shot(phone, 'member-request-open-390');

  // The member's copy arrived, and says nothing of what was written.
  await expect.poll(async () => (await mailsTo(member.email)).length).toBe(1);
  const [copy] = await mailsTo(member.email);
  expect(copy).toContain(`Subject: VitalPlan support: we received your request ${reference}`);
  expect(copy).not.toContain(Buffer.from(message).toString('base64').slice(0, 40));

  // The admin: Support tab, the request first among non-priority ones, opened, answered.
  const token = await adminToken(request, ADMIN_EMAIL);
  const desk = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await loginWithToken(desk, token, '/admin');
  await desk.getByRole('tab', { name: 'Support' }).click();
  const queue = desk.getByRole('list', { name: 'Support requests' });
  const row = queue.getByRole('listitem').filter({ hasText: subject });
  await expect(row).toBeVisible();
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
  await expect(row.getByText(/^23 h 5\d min left$/)).toBeVisible();
  await shot(desk, 'admin-support-tab');
  await row.getByRole('button', { name: `Open request ${reference}` }).click();

  const sheet = desk.getByRole('dialog', { name: subject });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText(member.email)).toBeVisible();
  await expect(sheet.getByText(message)).toBeVisible();
  const adminShot = sheet.getByRole('img', { name: 'Screenshot: blank-plan.png' });
  await expect(adminShot).toBeVisible();
  expect(await adminShot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(360);
  const answer = 'Thanks for the screenshot. We regenerated your plan; it shows now.';
  await sheet.getByLabel('Reply to the member').fill(answer);
  await sheet.getByRole('button', { name: 'Send reply' }).click();
  await expect(desk.getByText('Reply sent: the member was emailed.')).toBeVisible();
  await expect(sheet.getByText(answer)).toBeVisible();
  await expect(sheet.getByText('Answered', { exact: true })).toBeVisible();
  await shot(desk, 'admin-ticket-answered');

  // The admin console on a phone: the queue and the open request fit.
  await desk.setViewportSize(PHONE);
  await expectNoSidewaysScroll(desk, 'admin ticket sheet');
  await shot(desk, 'admin-ticket-sheet-390');
  await desk.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(row.getByText('Answered', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(desk, 'admin support tab');
  await shot(desk, 'admin-support-tab-390');

  // The reply is mailed, and the member sees it in My requests.
  await expect.poll(async () => (await mailsTo(member.email)).length).toBe(2);
  expect((await mailsTo(member.email)).some((m) => m.includes(`replied to your request ${reference}`))).toBe(
    true,
  );
  await phone.goto('/profile');
  await phone.getByRole('link', { name: 'My requests' }).click();
  await expect(phone.getByRole('heading', { name: 'My requests', level: 1 })).toBeVisible();
  const mine = phone
    .getByRole('list', { name: 'Support requests' })
    .getByRole('link', { name: new RegExp(subject) });
  await expect(mine.getByText('Answered')).toBeVisible();
  await expectNoSidewaysScroll(phone, 'my requests');
  await shot(phone, 'member-my-requests-390');
  await mine.click();
  await expect(phone.getByText(answer)).toBeVisible();
  await expect(phone.getByText('VitalPlan Support')).toBeVisible();
  await expectNoSidewaysScroll(phone, 'answered request');
  await shot(phone, 'member-request-answered-390');

  // Another member cannot open it.
  const stranger = await apiRegister(request, newIdentity('stranger'));
  const strangerPage = await browser.newPage({ viewport: PHONE });
  await loginWithToken(strangerPage, stranger.token, new URL(phone.url()).pathname);
  await expect(strangerPage.getByText('Request not found')).toBeVisible();

  await Promise.all([phone.close(), desk.close(), strangerPage.close()]);
});
