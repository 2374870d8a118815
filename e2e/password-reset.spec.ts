/** Forgot password → the mail in the outbox (DATA_DIR/outbox, no SMTP_URL) → a new password → sign in. */
import { FORGOT_PASSWORD_MESSAGE } from '@common/auth';
import { PASSWORD_MESSAGES } from '@common/password-quality';
import { expect, test } from '@playwright/test';
import { apiRegister, mailLink } from './support';

test('a member who forgot the password resets it from the mailed link and signs in', async ({
  page,
  request,
}) => {
  const member = await apiRegister(request);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(FORGOT_PASSWORD_MESSAGE)).toBeVisible();

  const link = await mailLink(member.email, '/reset-password');
  expect(new URL(link.url).origin).toBe(new URL(page.url()).origin);
  await page.goto(link.url);
  await page.getByLabel('New password', { exact: true }).fill('password123');
  await page.getByLabel('Confirm new password').fill('password123');
  await page.getByRole('button', { name: 'Set new password' }).click();
  // Beside the field, and listed in the form's error summary.
  await expect(page.locator('#reset-password-error')).toHaveText(PASSWORD_MESSAGES.common);
  await expect(page.getByRole('link', { name: `New password: ${PASSWORD_MESSAGES.common}` })).toBeVisible();

  const fresh = 'a-fresh-start-2026';
  await page.getByLabel('New password', { exact: true }).fill(fresh);
  await page.getByLabel('Confirm new password').fill(fresh);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works; the new one does.
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByLabel('Password').fill(fresh);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome back, ${member.username}!` })).toBeVisible();

  // The link was single-use.
  await page.goto(link.url);
  await page.getByLabel('New password', { exact: true }).fill('another-fresh-start');
  await page.getByLabel('Confirm new password').fill('another-fresh-start');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/not valid or has expired/)).toBeVisible();
});

test('an unverified member sees the banner on the dashboard and verifies from the mailed link', async ({
  page,
  request,
}) => {
  const member = await apiRegister(request);
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('auth_token', t), member.token);
  await page.goto('/dashboard');
  await expect(page.getByText('Please verify your email address')).toBeVisible();
  const link = await mailLink(member.email, '/verify-email');
  await page.goto(link.url);
  // Nothing happens until the member confirms: mail scanners open links too.
  await expect(page.getByText('Your email address is verified.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByText('Your email address is verified. Thank you!')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome back, ${member.username}!` })).toBeVisible();
  await expect(page.getByText('Please verify your email address')).toHaveCount(0);
});
