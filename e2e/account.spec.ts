import { expect, test } from '@playwright/test';
import { apiRegister, loginWithToken } from './support';

test('from the profile: change the password, download my data, delete the account', async ({
  page,
  request,
}) => {
  const member = await apiRegister(request);
  await loginWithToken(page, member.token, '/profile');

  await page.getByLabel('Current password').fill(member.password);
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
  await page.getByLabel('Confirm new password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password Changed')).toBeVisible();
  expect(
    (
      await request.post('/api/auth/login', {
        data: { email: member.email, password: 'a-brand-new-password' },
      })
    ).status(),
  ).toBe(200);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  expect((await download).suggestedFilename()).toMatch(/^vitalplan-export-\d{4}-\d{2}-\d{2}\.zip$/);

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Delete everything' }).click();
  await expect(dialog.getByRole('alert')).toContainText('password is not correct');
  await dialog.getByLabel('Your password').fill('a-brand-new-password');
  await dialog.getByRole('button', { name: 'Delete everything' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Account Deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(
    (
      await request.post('/api/auth/login', {
        data: { email: member.email, password: 'a-brand-new-password' },
      })
    ).status(),
  ).toBe(401);
});
