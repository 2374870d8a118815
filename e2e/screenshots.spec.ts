/**
 * Screenshots of every main route at 390 px (phone) and 1280 px (laptop), saved under test-results/screenshots/
 * for people to look at, plus a check that no route scrolls sideways anywhere from 360 to 1440 px.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { adminToken, apiRegister, expectNoSidewaysScroll, loginWithToken, setToken } from './support';

// Independent tests (each its own page and member): spread over the workers instead of one after another in one.
test.describe.configure({ mode: 'parallel' });

const OUT = path.resolve(import.meta.dirname, '..', 'test-results', 'screenshots');

const PUBLIC_ROUTES = [
  { name: 'landing', path: '/', heading: /Transform Your Health/ },
  { name: 'login', path: '/login', heading: 'Welcome Back' },
  { name: 'signup', path: '/signup', heading: 'Create Your Account' },
  { name: 'terms', path: '/terms', heading: 'Terms of Service' },
  { name: 'privacy', path: '/privacy', heading: 'Privacy Policy' },
  { name: 'medical-disclaimer', path: '/medical-disclaimer', heading: 'Medical Disclaimer' },
  { name: 'security', path: '/security', heading: 'Security' },
  { name: 'help', path: '/help', heading: 'Help Center' },
  { name: 'not-found', path: '/no-such-page', heading: 'Page Not Found' },
] as const;

const MEMBER_ROUTES = [
  { name: 'dashboard', path: '/dashboard' },
  { name: 'profile', path: '/profile' },
  { name: 'subscribe', path: '/subscribe' },
] as const;

const WIDTHS = [390, 1280] as const;

test.use({ reducedMotion: 'reduce' });

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  // Toasts come and go; they are not part of the screen.
  await page.addStyleTag({ content: '[data-sonner-toaster]{display:none!important}' });
}

async function shoot(page: Page, name: string, width: number): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  await page.screenshot({ path: path.join(OUT, `${name}-${width}.png`), fullPage: true });
}

for (const width of WIDTHS) {
  test.describe(`${width}px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    test('public routes', async ({ page }) => {
      for (const route of PUBLIC_ROUTES) {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
        await settle(page);
        await expectNoSidewaysScroll(page, `${route.path} at ${width}px`);
        await shoot(page, route.name, width);
      }
    });

    test('member routes', async ({ page, request }) => {
      const member = await apiRegister(request);
      await setToken(page, member.token);
      for (const route of MEMBER_ROUTES) {
        await page.goto(route.path);
        await expect(page).toHaveURL(new RegExp(`${route.path}$`));
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await settle(page);
        await expectNoSidewaysScroll(page, `${route.path} at ${width}px`);
        await shoot(page, route.name, width);
      }
      // The open mobile menu (phones only).
      if (width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await shoot(page, 'menu-member', width);
      }
    });

    test('admin', async ({ page, request }) => {
      const admin = await adminToken(request);
      await loginWithToken(page, admin, '/admin');
      await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
      await settle(page);
      await expectNoSidewaysScroll(page, `/admin at ${width}px`);
      await shoot(page, 'admin', width);
    });
  });
}

test('no route scrolls sideways from 360 to 1440 px', async ({ page, request }) => {
  // Every member route at four widths, each waiting for the network to settle: minutes on a busy machine.
  test.setTimeout(240_000);
  const member = await apiRegister(request);
  // The public routes at 360, 768 and 1024 px are overflow.spec.ts's (the same check at 360–1280 px, logged out);
  // only 1440 px is left to this sweep.
  await page.setViewportSize({ width: 1440, height: 800 });
  for (const route of PUBLIC_ROUTES) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await expectNoSidewaysScroll(page, `${route.path} at 1440px`);
  }
  await setToken(page, member.token);
  for (const width of [360, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    for (const route of MEMBER_ROUTES) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page, `${route.path} at ${width}px`);
    }
  }
});
