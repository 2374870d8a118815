import { expect, test } from '@playwright/test';
import { adminToken, apiRegister, loginWithToken, newIdentity, signUpThroughForm } from './support';

test('sign up → profile, log out, log in → dashboard with a toast', async ({ page }) => {
  const identity = await signUpThroughForm(page);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Account created successfully')).toBeVisible();
  await expect(page.getByText(`Welcome, ${identity.username}`)).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByText('Sign in to your account')).toBeVisible();
  await page.getByLabel('Email').fill(identity.email);
  await page.getByLabel('Password').fill(identity.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page.getByText(`Welcome back, ${identity.username}!`).first()).toBeVisible();
});

test('a member with a running plan logs in to /dashboard, one tap from /today', async ({ page, request }) => {
  const member = await apiRegister(request);
  const gen = await request.post('/api/plans/generate', {
    headers: { authorization: `Bearer ${member.token}` },
    data: { planType: 'free' },
  });
  expect(gen.status(), await gen.text()).toBe(201);
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Open Today' }).click();
  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  // Logged in, the login page sends them to the dashboard too.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('before the page hydrates, the sign-in form cannot send the password anywhere', async ({ page }) => {
  // The prerendered HTML with no script run is the page a fast click meets before hydration.
  await page.route(/\.js($|\?)/, (route) => route.abort());
  await page.goto('/login?next=%2Fdashboard');
  const signIn = page.getByRole('button', { name: 'Sign In' });
  await expect(signIn).toBeDisabled();
  await page.getByLabel('Email').fill('early@example.com');
  await page.getByLabel('Password').fill('early-click-secret');
  await page.getByLabel('Password').press('Enter');
  await signIn.click({ force: true });
  await page.waitForLoadState('load');
  expect(page.url()).not.toContain('early-click-secret');
  await expect(page.locator('form')).toHaveAttribute('method', 'post');
  // A native POST, had one gone out, is answered with the page again, without the fields.
  const posted = await page.request.post('/login?next=%2Fdashboard', {
    form: { email: 'early@example.com', password: 'early-click-secret' },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(303);
  expect(posted.headers()['location']).toBe('/login?next=%2Fdashboard');

  // Once the scripts run, the same page signs in as usual.
  await page.unroute(/\.js($|\?)/);
  await page.goto('/login');
  await expect(signIn).toBeEnabled();
});

test('a wrong password shows a destructive alert and stays on login', async ({ page, request }) => {
  const member = await apiRegister(request);
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});

test('signup validation: mismatched passwords and unticked boxes', async ({ page }) => {
  const identity = newIdentity();
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await page.getByLabel('Username').fill(identity.username);
  await page.getByLabel('Email Address').fill(identity.email);
  await page.getByLabel('Password', { exact: true }).fill(identity.password);
  await page.getByLabel('Confirm Password').fill(`${identity.password}x`);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByLabel('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');

  await page.getByLabel('Confirm Password').fill(identity.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Both unticked boxes are reported at once, beside each box and in the summary above the form.
  const summary = page.getByRole('alert').filter({ hasText: 'Please fix these 2 problems' });
  await expect(summary.getByRole('listitem')).toHaveText([
    'Terms of Service: Please accept the terms and medical disclaimer: tick the Terms of Service and Privacy Policy box.',
    'Medical Disclaimer: Please accept the terms and medical disclaimer: tick the Medical Disclaimer box.',
  ]);
  await expect(page.getByRole('checkbox', { name: /I agree to the Terms/ })).toHaveAccessibleDescription(
    'Please accept the terms and medical disclaimer: tick the Terms of Service and Privacy Policy box.',
  );
  await expect(page).toHaveURL(/\/register$/);
});

test('signup validation: every problem is listed at once, each beside its field', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Email Address').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password').fill('different');
  await page.getByRole('button', { name: 'Create Account' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please fix these 6 problems' });
  await expect(summary.getByRole('listitem')).toHaveCount(6);
  await expect(summary).toContainText('Passwords do not match');
  await expect(page.getByLabel('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');
  // A summary entry takes the visitor to its field.
  await summary.getByRole('link', { name: /^Email Address:/ }).click();
  await expect(page.getByLabel('Email Address')).toBeFocused();
});

test('visitors are sent to /login from every member screen', async ({ page }) => {
  for (const path of ['/dashboard', '/profile', '/admin']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login$/);
  }
  // The checkout keeps where the visitor was going, to continue there after login.
  await page.goto('/subscribe?plan=doctor');
  await expect(page).toHaveURL(/\/login\?next=%2Fsubscribe%3Fplan%3Ddoctor$/);
});

test('members: /admin → /dashboard, no Admin link; /login and /signup → /dashboard', async ({
  page,
  request,
}) => {
  const member = await apiRegister(request);
  await loginWithToken(page, member.token, '/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }),
  ).toHaveCount(0);
  for (const path of ['/login', '/signup', '/register']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/dashboard$/);
  }
  // The current route is highlighted.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('admins see the Admin link and reach /admin', async ({ page, request }) => {
  await loginWithToken(page, await adminToken(request), '/admin');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }),
  ).toBeVisible();
});

test('an unknown path shows Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens, offers the links, and closes on selection', async ({ page, request }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page
      .locator('#' + (await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls')))
      .getByRole('link', { name: 'Login' })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    const member = await apiRegister(request);
    await loginWithToken(page, member.token, '/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator(
      '#' + (await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls')),
    );
    await expect(menu.getByText(`Welcome, ${member.username}`)).toBeVisible();
    await menu.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(menu).toBeHidden();
  });
});
