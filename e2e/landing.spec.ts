/** The landing page (docs/product.md#screens, #pricing-and-limits): hero, features, pricing with the currency selector, footer; speed and PWA bits. */
import { CURRENCIES, CURRENCY_INFO, formatPrice, PLANS, type Currency } from '@common/pricing';
import { expect, test } from '@playwright/test';
import { idleAfterLoad } from './support';

/** The price table (docs/product.md#pricing-and-limits), written out: the page must show exactly these. */
const SPEC_PRICES: Record<Currency, [string, string, string]> = {
  INR: ['₹0', '₹2,499', '₹8,299'],
  USD: ['$0', '$29', '$99'],
  EUR: ['€0', '€27', '€92'],
  GBP: ['£0', '£23', '£78'],
};

test('hero: headline, calls to action, badges, background video with poster', async ({ page }) => {
  const posters: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/media/hero-poster')) posters.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await expect(page).toHaveTitle(/VitalPlan/);
  const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /Transform Your Health with AI-Powered Fitness/,
  );
  for (const badge of ['Free plan available', 'AI-powered insights', 'Blood test analysis']) {
    await expect(hero.getByText(badge, { exact: true })).toBeVisible();
  }
  const poster = hero.locator('picture img');
  await expect(poster).toBeVisible();
  expect(await poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // The video (a recording of the app) is added after the page has loaded: muted, inline, looping.
  const video = hero.locator('video');
  await expect(video).toHaveCount(1, { timeout: 15_000 });
  expect(
    await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, inline: v.playsInline, loop: v.loop })),
  ).toEqual({ muted: true, inline: true, loop: true });
  await expect(video.locator('source[type="video/webm"]')).toHaveCount(1);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  // Its poster is the image already painted (AVIF in Chromium), not a second download of the JPEG.
  expect(await video.getAttribute('poster')).toMatch(/\/media\/hero-poster\.avif$/);
  expect(posters).not.toContain('/media/hero-poster.jpg');

  // The pause button stops it (WCAG 2.2.2).
  const pause = page.getByRole('button', { name: 'Pause background video' });
  await expect(pause).toHaveAttribute('aria-pressed', 'false');
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

  await page.getByRole('link', { name: 'Start Free Plan' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the video is not loaded or played; the poster shows', async ({ page }) => {
    await page.goto('/');
    await idleAfterLoad(page);
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.locator('section picture img').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pause background video' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

test('Save-Data: the video stays paused and is not downloaded', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  });
  const media: string[] = [];
  page.on('request', (r) => {
    if (/\.(webm|mp4)$/.test(new URL(r.url()).pathname)) media.push(r.url());
  });
  await page.goto('/');
  await idleAfterLoad(page);
  await expect(page.locator('video')).toHaveCount(0);
  expect(media).toEqual([]);
});

test("'Learn More' smooth-scrolls to #features and moves focus there", async ({ page }) => {
  await page.goto('/');
  const features = page.locator('#features');
  await expect(features).toBeAttached();
  await expect(features).not.toBeInViewport();
  const before = await page.evaluate(() => window.scrollY);
  await page.getByRole('link', { name: 'Learn More' }).click();
  await expect(features).toBeInViewport();
  await expect
    .poll(() => features.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBeLessThanOrEqual(80); // just below the sticky 64 px nav bar
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  await expect(features).toBeFocused();
  await expect(page).toHaveURL(/\/#features$/);
  await expect(features.getByRole('heading', { level: 3 })).toHaveText([
    'AI-Powered Analysis',
    'Blood Test Integration',
    'Progress Tracking',
    'Custom Plans',
    'Secure & Private',
    'Mobile Ready',
  ]);
});

test('pricing: INR by default, the currency switch shows the spec prices, Premium is Most Popular', async ({
  page,
}) => {
  await page.goto('/#pricing');
  const pricing = page.locator('#pricing');
  await expect(pricing).toBeInViewport();
  const currency = pricing.getByLabel('Currency');
  await expect(currency).toHaveValue('INR');

  const cards = pricing.getByRole('group');
  await expect(cards).toHaveCount(3);
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['Free', 'Premium', 'Doctor Verified']);
  await expect(cards.nth(1).getByText('Most Popular')).toBeVisible();
  await expect(cards.nth(0).getByText('Most Popular')).toHaveCount(0);

  for (const code of CURRENCIES) {
    await currency.selectOption(code);
    const prices = SPEC_PRICES[code];
    for (const [i, plan] of (['free', 'premium', 'doctor_verified'] as const).entries()) {
      await expect(pricing.getByTestId(`price-${plan}`)).toContainText(prices[i]!);
      // …and the same as the shared table (one source of truth).
      expect(formatPrice(PLANS[plan].prices[code], code)).toBe(prices[i]!);
    }
    await expect(pricing.getByText(`Prices shown in ${CURRENCY_INFO[code].name}`)).toBeAttached();
  }
  await expect(pricing.getByTestId('price-free')).toContainText('forever');
  await expect(pricing.getByTestId('price-premium')).toContainText('/month');
  await expect(pricing.getByTestId('price-doctor_verified')).toContainText('one-time');

  for (const plan of ['free', 'premium', 'doctor_verified'] as const) {
    for (const feature of PLANS[plan].features) {
      await expect(pricing.getByText(feature, { exact: true })).toBeVisible();
    }
  }
  // A visitor goes through sign-up to the checkout, with the plan and the currency shown kept.
  await expect(pricing.getByRole('link', { name: 'Get Doctor Verified' })).toHaveAttribute(
    'href',
    /^\/signup\?next=%2Fsubscribe%3Fplan%3Ddoctor%26currency%3D[A-Z]{3}$/,
  );
});

test('footer: support mailto, static page links, © 2024', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/);
  await expect(footer.getByText('© 2024')).toBeVisible();
  for (const [name, href] of [
    ['Terms of Service', '/terms'],
    ['Privacy Policy', '/privacy'],
    ['Medical Disclaimer', '/medical-disclaimer'],
    ['Security', '/security'],
    ['Help Center', '/help'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
});

test('static pages state what the spec requires', async ({ page }) => {
  const checks: [string, RegExp[]][] = [
    ['/terms', [/not a medical service/i, /18 years or older/i, /never receives or stores your card/i]],
    ['/privacy', [/deletion requests are processed within 30 days/i, /18 and over/i, /hashed/i]],
    ['/medical-disclaimer', [/not a medical service/i, /does not give medical advice/i]],
    ['/security', [/argon2id/i, /token-based authentication/i, /card data is never stored/i, /encrypted/i]],
  ];
  for (const [path, texts] of checks) {
    await page.goto(path);
    for (const text of texts) {
      await expect(page.getByText(text).filter({ visible: true }).first(), `${path}: ${text}`).toBeVisible();
    }
  }
});

test('Help Center: six sections as an accordion; support replies within 24 hours', async ({ page }) => {
  await page.goto('/help');
  const sections = [
    'Getting Started',
    'Subscription & Billing',
    'Blood Test Analysis',
    'Technical Support',
    'Account & Privacy',
    'Contact Support',
  ];
  const triggers = page.getByRole('heading', { level: 2 }).getByRole('button');
  await expect(triggers).toHaveCount(6);
  for (const [i, name] of sections.entries()) await expect(triggers.nth(i)).toContainText(name);
  await expect(page.getByText(/reply within 24 hours/i).first()).toBeVisible();

  const contact = page.getByRole('button', { name: /Contact Support/ });
  await expect(contact).toHaveAttribute('aria-expanded', 'false');
  await contact.focus();
  await page.keyboard.press('Enter');
  await expect(contact).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await contact.getAttribute('aria-controls')}`);
  // Support is a form; the address stays for those who cannot sign in.
  await expect(panel.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/support/new');
  await expect(panel.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
  await page.keyboard.press('Enter');
  await expect(contact).toHaveAttribute('aria-expanded', 'false');

  // A link straight to a topic opens it, from another page or from this one.
  await page.goto('/help#billing');
  await expect(page.getByRole('button', { name: /Subscription & Billing/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.goto('/');
  await page.goto('/help#billing');
  await expect(page.getByRole('button', { name: /Subscription & Billing/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('titles, meta, manifest, robots and service worker', async ({ page, request }) => {
  for (const [path, title] of [
    ['/', /VitalPlan/],
    ['/login', /Login|Sign in|VitalPlan/],
    ['/terms', /Terms of Service · VitalPlan/],
    ['/help', /Help Center · VitalPlan/],
    ['/no-such-page', /Page Not Found/],
  ] as const) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
  await page.goto('/');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /VitalPlan/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /og-image\.png$/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f766e');

  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#0f766e' });
  const purposes = (manifest.icons as { sizes: string; purpose: string; src: string }[]).map(
    (i) => `${i.sizes} ${i.purpose}`,
  );
  expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons as { src: string }[])
    expect((await request.get(icon.src)).ok()).toBe(true);
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /api/');

  // The service worker registers and never answers /api from its caches.
  await expect
    .poll(
      () =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null),
      {
        timeout: 15_000,
      },
    )
    .toBe('activated');
  const sw = await (await request.get('/sw.js')).text();
  expect(sw).toMatch(/startsWith\('\/api\/'\)/);
  expect(sw).not.toContain('self.__PRECACHE__ = [];'); // the build filled in the precache list
  await page.reload();
  await page.evaluate(() => fetch('/api/health'));
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((u) => u.startsWith('/api'))).toEqual([]);
});

test('served compressed, with long cache lifetimes for hashed assets', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The landing page never downloads member, admin, chart or payment code.
  expect(
    scripts.filter((s) => /dashboard|admin|chart|profile|subscribe|stripe|paypal|razorpay/i.test(s)),
  ).toEqual([]);
  const entry = scripts.find((s) => /\/assets\/index-.*\.js$/.test(s))!;
  const res = await request.get(entry, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(res.headers()['content-encoding']).toBe('br');
  expect(res.headers()['cache-control']).toContain('immutable');
  const html = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
  expect(html.headers()['content-encoding']).toBe('gzip');
  expect(html.headers()['cache-control']).toBe('no-cache');
});
