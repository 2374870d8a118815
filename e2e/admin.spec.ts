/** The admin console in the browser, on the shared e2e app with an admin email of its own. */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { reportPdf } from '../server/test/documents';
import { E2E_ADMIN_EMAILS } from './global-setup';
import {
  adminToken as sharedAdminToken,
  apiRegister,
  loginWithToken,
  newIdentity,
  uploadAndWait,
} from './support';

const ADMIN_EMAIL = E2E_ADMIN_EMAILS[1];

const adminToken = (request: APIRequestContext) => sharedAdminToken(request, ADMIN_EMAIL);

async function uploadReport(request: APIRequestContext, token: string, name: string): Promise<string> {
  return (await uploadAndWait(request, token, { name, buffer: reportPdf('Complete Blood Count') })).id;
}

test('an admin searches, filters, opens member details, then views and downloads a report', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const alice = await apiRegister(request, newIdentity('alice'));
  const bob = await apiRegister(request, newIdentity('bob'));
  const filename = `${alice.username}-cbc.pdf`;
  const reportId = await uploadReport(request, alice.token, filename);

  await loginWithToken(page, token, '/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByTestId('admin-total-users')).toHaveText(/^\d[\d,]*$/);
  for (const card of ['Total Users', 'Active Subscriptions', 'Plans Generated', 'Blood Test Reports']) {
    await expect(page.getByRole('term').filter({ hasText: card })).toBeVisible();
  }

  // Search is server-side and case-insensitive.
  const users = page.getByRole('region', { name: 'Users' });
  await page.getByPlaceholder('Search users...').fill(alice.username.toUpperCase());
  await expect(users.getByRole('row')).toHaveCount(2); // header + alice
  await expect(users.getByRole('cell', { name: alice.username, exact: true })).toBeVisible();
  await expect(users.getByText(bob.username)).toHaveCount(0);
  await expect(users.getByRole('row').nth(1).getByText('Free')).toBeVisible();

  // Filter: she is free, so "Active" shows nobody and "Free" shows her again.
  await page.getByRole('combobox', { name: 'Filter by status' }).click();
  await page.getByRole('option', { name: 'Active' }).click();
  await expect(page.getByText('No users match your search.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Filter by status' }).click();
  await page.getByRole('option', { name: 'Free' }).click();
  await expect(users.getByRole('cell', { name: alice.username, exact: true })).toBeVisible();

  // Member details.
  await users.getByRole('button', { name: `View Details for ${alice.username}` }).click();
  const sheet = page.getByRole('dialog', { name: alice.username });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText(alice.email)).toBeVisible();
  await expect(sheet.getByText('No profile yet.')).toBeVisible();
  await expect(sheet.getByText(filename)).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Disable account' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // Reports tab: real status, shortened user id, download and view.
  await page.getByRole('tab', { name: 'Blood Test Reports' }).click();
  const reports = page.getByRole('region', { name: 'Blood test reports' });
  const row = reports.getByRole('row').filter({ hasText: filename });
  await expect(row).toBeVisible();
  await expect(row.getByText(`${alice.user.id.slice(0, 8)}…`)).toBeVisible();
  await expect(row.getByText(/^(Processed|Needs review|Failed|Processing)$/)).toBeVisible();

  const downloadPromise = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download ${filename}` }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(filename);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // Analytics: metrics, charts with text alternatives, health and the audit trail of what we just did.
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByTestId('metric-conversion-rate')).toHaveText(/^\d+%$/);
  await expect(page.getByTestId('metric-plans-per-user')).toHaveText(/^\d+\.\d$/);
  await expect(page.getByRole('heading', { name: 'Sign-ups per day' })).toBeVisible();
  await expect(page.getByRole('table', { name: /Sign-ups per day/ })).toBeAttached();
  const health = page.getByRole('list', { name: 'System checks' });
  // Connected; "Healthy" or, on a machine busy with the rest of the suite, "Connected but slow" (a warning).
  await expect(health.getByRole('listitem').filter({ hasText: 'Database' })).toContainText(/Connected/);
  const activity = page.getByRole('list', { name: 'Recent activity' });
  await expect(activity.getByText('Admin opened a blood test report').first()).toBeVisible();
  await expect(activity.getByText('Admin viewed member details').first()).toBeVisible();

  // View opens the report page (admins may open any member's report).
  await page.getByRole('tab', { name: 'Blood Test Reports' }).click();
  await reports.getByRole('link', { name: `View ${filename}` }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/${reportId}$`));
});

test('an admin disables an account: the member is signed out at once', async ({ page, request }) => {
  const token = await adminToken(request);
  const carol = await apiRegister(request, newIdentity('carol'));
  await loginWithToken(page, token, '/admin');
  await page.getByPlaceholder('Search users...').fill(carol.username);
  await page.getByRole('button', { name: `View Details for ${carol.username}` }).click();
  const sheet = page.getByRole('dialog', { name: carol.username });
  await sheet.getByRole('button', { name: 'Disable account' }).click();
  const confirm = page.getByRole('dialog', { name: `Disable ${carol.username}?` });
  await confirm.getByRole('button', { name: 'Disable account' }).click();
  await expect(page.getByText('Account Disabled')).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Enable account' })).toBeVisible();
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${carol.token}` } });
  expect(me.status()).toBe(401);
});

test('a member visiting /admin is sent to /dashboard, sees no Admin link and is refused by the API', async ({
  page,
  request,
}) => {
  const member = await apiRegister(request, newIdentity('member'));
  await loginWithToken(page, member.token, '/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }),
  ).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  const res = await request.get('/api/admin/users', { headers: { authorization: `Bearer ${member.token}` } });
  expect(res.status()).toBe(403);
});
