/**
 * Accessibility: an axe-core scan (WCAG 2.0–2.2 A/AA and best practices) of every route — logged out, as a member
 * and as an admin, at phone and laptop widths — must find no serious or critical violation; and a keyboard-only
 * walk from the landing page through signup, with a visible focus indicator at every step.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminToken, apiRegister, axeBuilder, loginWithToken, newIdentity } from './support';

// Independent tests (each its own page; the one member is made per worker): spread over the workers. Run in one
// worker, as a file's tests are by default, its 48 scans took 16.4 min, longer than every other file together.
test.describe.configure({ mode: 'parallel' });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/signup',
  '/register',
  '/terms',
  '/privacy',
  '/medical-disclaimer',
  '/security',
  '/help',
  '/no-such-page',
];
const MEMBER_ROUTES = [
  '/dashboard',
  '/today',
  '/progress',
  '/biomarkers',
  '/profile',
  '/subscribe',
  '/support',
  '/support/new',
];

let member: string | undefined;
/**
 * The token of one new member per worker, registered on first use: the member scans only look at screens (nothing
 * is saved), so every one sees a new member's screens as a member of its own would.
 */
async function memberToken(request: APIRequestContext): Promise<string> {
  member ??= (await apiRegister(request)).token;
  return member;
}

/** Scans the page as it is now; fails on serious/critical violations and lists the rest in the report. */
async function expectAccessible(page: Page, label: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const results = await axeBuilder(page).withTags(TAGS).analyze();
  const describe = (v: (typeof results.violations)[number]) =>
    `${v.impact} ${v.id}: ${v.help} — ${v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(' '))
      .join(' | ')}`;
  const minor = results.violations.filter((v) => v.impact !== 'serious' && v.impact !== 'critical');
  if (minor.length) {
    test
      .info()
      .annotations.push({ type: 'axe (minor)', description: `${label}: ${minor.map(describe).join('; ')}` });
  }
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map(describe), `${label} has serious or critical axe violations`).toEqual([]);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`axe at ${viewport.width}px`, () => {
    test.use({ viewport });

    // One test per route: a scan takes seconds on a busy machine, and a failure names its page.
    for (const path of PUBLIC_ROUTES) {
      test(`public route ${path}, logged out`, async ({ page }) => {
        await page.goto(path);
        if (path === '/') await expect(page.locator('#pricing')).toBeAttached();
        await expectAccessible(page, path);
      });
    }

    test('interactive states: help sections open, mobile menu open', async ({ page }) => {
      await page.goto('/help');
      for (const trigger of await page.getByRole('heading', { level: 2 }).getByRole('button').all()) {
        await trigger.click();
      }
      await expectAccessible(page, '/help (all sections open)');
      if (viewport.width < 768) {
        await page.goto('/');
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expectAccessible(page, '/ (menu open)');
      }
    });

    for (const path of [...MEMBER_ROUTES, '/', '/help', '/no-such-page']) {
      // Public pages look different for members (nav bar): they are scanned signed in too.
      test(`member route ${path}, logged in`, async ({ page, request }) => {
        await loginWithToken(page, await memberToken(request), path);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expectAccessible(page, `${path} (member)`);
      });
    }

    test('admin dashboard, every tab', async ({ page, request }) => {
      // Five axe scans of the largest screen: over 60 s when the CI machine is busy (1.1 min seen).
      test.setTimeout(150_000);
      await loginWithToken(page, await adminToken(request), '/admin');
      await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
      await expectAccessible(page, '/admin');
      for (const tab of ['Blood Test Reports', 'Analytics', 'Support', 'Users Management']) {
        const trigger = page.getByRole('tab', { name: tab });
        if ((await trigger.count()) === 0) continue;
        await trigger.click();
        await expect(trigger).toHaveAttribute('aria-selected', 'true');
        await expectAccessible(page, `/admin (${tab})`);
      }
    });
  });
}

/** Presses Tab until `target` has focus (at most `max` times), checking each stop shows a focus indicator. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const visible = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return true;
      const s = getComputedStyle(el);
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
      const ring = s.boxShadow !== 'none';
      // Radix checkboxes etc. draw the ring on the element itself; a few controls style their wrapper.
      return outline || ring || el.matches(':focus-visible');
    });
    expect(visible, 'every focused element shows a focus indicator').toBe(true);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`could not reach ${target} with Tab`);
}

test('keyboard only: from the landing page through signup to the profile', async ({ page }) => {
  const identity = newIdentity('kbd');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The first Tab stop is the skip link.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

  await tabTo(page, page.getByRole('link', { name: 'Start Free Plan' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/signup$/);

  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type(identity.username);
  await tabTo(page, page.getByLabel('Email Address'));
  await page.keyboard.type(identity.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(identity.password);
  await tabTo(page, page.getByLabel('Confirm Password'));
  await page.keyboard.type(identity.password);

  const terms = page.getByRole('checkbox', { name: /terms of service/i });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  const disclaimer = page.getByRole('checkbox', { name: /medical disclaimer/i });
  await tabTo(page, disclaimer);
  await page.keyboard.press('Space');
  await expect(disclaimer).toBeChecked();

  await tabTo(page, page.getByRole('button', { name: 'Create Account' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(`Welcome, ${identity.username}`).first()).toBeVisible();
});

test('keyboard only: Learn More, the currency selector and the mobile menu', async ({ page }) => {
  await page.goto('/');
  await tabTo(page, page.getByRole('link', { name: 'Learn More' }));
  await page.keyboard.press('Enter');
  await expect(page.locator('#features')).toBeFocused();
  await expect(page.locator('#features')).toBeInViewport();

  const currency = page.getByLabel('Currency');
  await tabTo(page, currency);
  await currency.press('ArrowDown'); // a native select changes value with the arrow keys
  await expect(currency).not.toHaveValue('INR');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await tabTo(page, page.getByRole('button', { name: 'Open menu' }));
  await page.keyboard.press('Enter');
  const login = page
    .getByRole('navigation', { name: 'Main' })
    .locator('..')
    .getByRole('link', { name: 'Login' });
  await tabTo(page, login.last());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
});
