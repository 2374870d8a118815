/**
 * Subscriptions in sandbox mode (no provider keys, as `npm start` runs): the TEST MODE checkout stands in for the
 * providers' windows and the server verifies every approval as it would a real one.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiRegister, loginWithToken, signUpThroughForm } from './support';

async function me(request: APIRequestContext, token: string) {
  const res = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (
    (await res.json()) as {
      user: { subscriptionStatus: string; premiumExpiresAt: string | null; doctorVerified: boolean };
    }
  ).user;
}

test('INR Premium through the Razorpay test checkout → dashboard, active, /subscribe closed', async ({
  page,
  request,
}) => {
  const member = await apiRegister(request);
  const generate = () =>
    request.post('/api/plans/generate', {
      headers: { authorization: `Bearer ${member.token}` },
      data: { planType: 'premium', includeBloodTest: false },
    });
  expect((await generate()).status()).toBe(403);
  await loginWithToken(page, member.token, '/subscribe');
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Currency' })).toContainText('INR');
  await expect(page.getByRole('radio', { name: /^Premium/ })).toBeChecked();
  await expect(page.getByText('Most Popular')).toBeVisible();
  await expect(page.getByText('Cancel anytime', { exact: true })).toBeVisible();
  await expect(page.getByText('30-Day Money Back Guarantee')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    '/terms',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy',
  );

  await page.getByRole('button', { name: 'Pay ₹2,499 with Razorpay' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Test mode')).toBeVisible();
  await expect(dialog.getByText('₹2,499')).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve test payment' }).click();

  await expect(page.getByText('Payment Successful!')).toBeVisible();
  await expect(
    page.getByText('Welcome to VitalPlan Premium! Your subscription is now active.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const user = await me(request, member.token);
  expect(user.subscriptionStatus).toBe('active');
  expect(new Date(user.premiumExpiresAt!).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  await expect(page.getByTestId('stat-subscription')).toContainText('Active');
  // The server now lets this member generate a premium plan.
  expect((await generate()).status()).toBe(201);

  await page.goto('/subscribe');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('USD Doctor Verified (?plan=doctor) through the PayPal test checkout → doctor verified', async ({
  page,
  request,
}) => {
  const member = await apiRegister(request);
  await loginWithToken(page, member.token, '/subscribe?plan=doctor');
  await expect(page.getByRole('radio', { name: /^Doctor Verified/ })).toBeChecked();
  await page.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: /USD/ }).click();
  await expect(page.getByText('$99', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Pay $99 with PayPal' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('PayPal test checkout')).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve test payment' }).click();

  await expect(
    page.getByText('Welcome to VitalPlan Doctor Verified! Your subscription is now active.'),
  ).toBeVisible();
  await expect(page.getByText('This was a one-time payment: nothing renews')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const user = await me(request, member.token);
  expect(user.doctorVerified).toBe(true);
  expect(user.subscriptionStatus).toBe('none');
});

test("declining shows 'Payment Failed' and changes nothing; closing just ends the attempt", async ({
  page,
  request,
}) => {
  const member = await apiRegister(request);
  await loginWithToken(page, member.token, '/subscribe');
  const pay = page.getByRole('button', { name: 'Pay ₹2,499 with Razorpay' });

  await pay.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(pay).toBeEnabled();

  await pay.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Decline payment' }).click();
  await expect(page.getByText('Payment Failed')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(pay).toBeEnabled();
  expect(await me(request, member.token)).toMatchObject({
    subscriptionStatus: 'none',
    premiumExpiresAt: null,
    doctorVerified: false,
  });
});

test('selecting a plan and a currency updates the prices from the price table', async ({ page, request }) => {
  const member = await apiRegister(request);
  await loginWithToken(page, member.token, '/subscribe');
  for (const [code, premium, doctor] of [
    ['EUR', '€27', '€92'],
    ['GBP', '£23', '£78'],
    ['INR', '₹2,499', '₹8,299'],
  ] as const) {
    await page.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: new RegExp(code) }).click();
    await expect(page.getByText(premium, { exact: true })).toBeVisible();
    await expect(page.getByText(doctor, { exact: true })).toBeVisible();
  }
  await page.getByText('Choose Doctor Verified').click();
  await expect(page.getByRole('radio', { name: /^Doctor Verified/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Pay ₹8,299 with Razorpay' })).toBeVisible();
});

test('the landing page does not download payment code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((u) => /subscribe-page|paypal|stripe|razorpay/i.test(u))).toEqual([]);
});

test.describe('a visitor from the UK', () => {
  test.use({ locale: 'en-GB' });

  test('sees pounds, and "Get Premium" leads through sign-up to the checkout in pounds', async ({ page }) => {
    await page.goto('/#pricing');
    const pricing = page.locator('#pricing');
    await expect(pricing.getByLabel('Currency')).toHaveValue('GBP');
    await expect(pricing.getByTestId('price-premium')).toContainText('£23');
    await pricing.getByRole('link', { name: 'Get Premium' }).click();
    await expect(page).toHaveURL(/\/signup\?next=/);
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', /next=%2Fsubscribe/);
    await signUpThroughForm(page, undefined, null);
    await expect(page).toHaveURL(/\/subscribe\?currency=GBP$/);
    await expect(page.getByRole('combobox', { name: 'Currency' })).toContainText('GBP');
    await expect(page.getByRole('radio', { name: /^Premium/ })).toBeChecked();
  });

  test('a currency picked before the page has hydrated (a slow phone) is kept, not reset', async ({
    page,
  }) => {
    // Hold the app's scripts: the prerendered page is on screen and its picker works, React is not running yet.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/#pricing', { waitUntil: 'commit' });
    const pricing = page.locator('#pricing');
    await pricing.getByLabel('Currency').selectOption('USD');
    await expect(pricing.getByTestId('price-premium')).toContainText('₹'); // the prerendered prices
    release();
    // Hydrated: the prices follow the early choice (the locale's guess would be GBP).
    await expect(pricing.getByTestId('price-premium')).toContainText('$');
    await expect(pricing.getByLabel('Currency')).toHaveValue('USD');
  });

  test('a chosen currency is kept over the locale, and a signed-out checkout keeps it through login', async ({
    page,
    request,
  }) => {
    const member = await apiRegister(request);
    await page.goto('/#pricing');
    const currency = page.locator('#pricing').getByLabel('Currency');
    // The locale's guess first (a choice made before hydration is kept: the test above).
    await expect(currency).toHaveValue('GBP');
    await currency.selectOption('INR');
    await expect(page.locator('#pricing').getByTestId('price-premium')).toContainText('₹');
    await page.goto('/subscribe?plan=doctor');
    await expect(page).toHaveURL(/\/login\?next=%2Fsubscribe%3Fplan%3Ddoctor$/);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/subscribe\?plan=doctor$/);
    await expect(page.getByRole('radio', { name: /^Doctor Verified/ })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Currency' })).toContainText('INR');
  });
});
