/**
 * Screenshots of every screen at 390 px and 1280 px for people to look at (issue 21's screenshot review), against a
 * running server with the demo data (`npm run seed:demo`, then start the server). Not run by the tests.
 *
 *   BASE_URL=http://localhost:3000 OUT=test-results/review npx tsx scripts/screenshots.ts
 *
 * Each file is `<screen>-<width>.png`; the script also prints any screen wider than its viewport.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

const BASE = process.env.BASE_URL ?? 'http://localhost:3000';
const OUT = path.resolve(process.env.OUT ?? 'test-results/review');
const WIDTHS = [390, 1280];
const DEMO = {
  member: { email: 'maria@demo.vitalplan.app', password: 'demo-member-pass' },
  free: { email: 'asha@demo.vitalplan.app', password: 'demo-member-pass' },
  admin: { email: 'admin@demo.vitalplan.app', password: 'demo-admin-pass' },
  clinician: { email: 'dr.rao@demo.vitalplan.app', password: 'demo-clinician-pass' },
};

/** The few browser globals the page scripts below use (this file is type-checked with Node's types only). */
interface BrowserWindow {
  document: { fonts: { ready: Promise<unknown> }; documentElement: { scrollWidth: number } };
  innerWidth: number;
  localStorage: { setItem(key: string, value: string): void; removeItem(key: string): void };
}

async function api<T>(method: string, url: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${BASE}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const login = async (who: keyof typeof DEMO) =>
  (await api<{ token: string }>('POST', '/api/auth/login', undefined, DEMO[who])).token;

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => (globalThis as unknown as BrowserWindow).document.fonts.ready);
  await page.addStyleTag({ content: '[data-sonner-toaster]{display:none!important}' });
}

async function shoot(page: Page, name: string, width: number) {
  await settle(page);
  const overflow = await page.evaluate(() => {
    const w = globalThis as unknown as BrowserWindow;
    return w.document.documentElement.scrollWidth - w.innerWidth;
  });
  if (overflow > 0) console.log(`OVERFLOW ${name} at ${width}px: ${overflow}px`);
  await page.screenshot({ path: path.join(OUT, `${name}-${width}.png`), fullPage: true });
  console.log(`shot ${name}-${width}`);
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const tokens = {
    member: await login('member'),
    free: await login('free'),
    admin: await login('admin'),
    clinician: await login('clinician'),
  };
  const plans = await api<{ plans: { id: string }[] }>('GET', '/api/plans', tokens.member);
  const reports = await api<{ reports: { id: string }[] }>('GET', '/api/blood-test/reports', tokens.member);
  const queue = await api<{ reviews: { planId: string }[] }>(
    'GET',
    '/api/clinician/reviews?status=pending',
    tokens.clinician,
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--disable-dev-shm-usage', '--disable-gpu', '--no-first-run'],
  });
  try {
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 800 },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      const as = async (who: keyof typeof tokens | null) => {
        await page.goto(`${BASE}/`);
        await page.evaluate(
          (t) => {
            const w = globalThis as unknown as BrowserWindow;
            if (t) w.localStorage.setItem('auth_token', t);
            else w.localStorage.removeItem('auth_token');
          },
          who ? tokens[who] : null,
        );
      };
      const visit = async (name: string, url: string) => {
        await page.goto(`${BASE}${url}`);
        await shoot(page, name, width);
      };

      await as(null);
      for (const [name, url] of [
        ['landing', '/'],
        ['login', '/login'],
        ['signup', '/signup'],
        ['forgot-password', '/forgot-password'],
        ['terms', '/terms'],
        ['privacy', '/privacy'],
        ['medical-disclaimer', '/medical-disclaimer'],
        ['security', '/security'],
        ['help', '/help'],
        ['not-found', '/no-such-page'],
      ] as const)
        await visit(name, url);
      // The signup form submitted empty: the error summary.
      await page.goto(`${BASE}/signup`);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await shoot(page, 'signup-errors', width);

      await as('member');
      await visit('dashboard', '/dashboard');
      await visit('profile', '/profile');
      if (plans.plans[0]) await visit('plan', `/plans/${plans.plans[0].id}`);
      if (reports.reports[0]) await visit('report', `/reports/${reports.reports[0].id}`);
      await visit('messages', '/messages');
      await visit('support', '/support');
      await visit('support-new', '/support/new');
      if (width < 768) {
        await page.goto(`${BASE}/dashboard`);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await shoot(page, 'menu-member', width);
      }

      // A free member: the subscribe page (paid members are sent on) and the free dashboard.
      await as('free');
      await visit('dashboard-free', '/dashboard');
      await visit('subscribe', '/subscribe');

      await as('clinician');
      await visit('clinician', '/clinician');
      if (queue.reviews[0]) await visit('clinician-review', `/clinician/reviews/${queue.reviews[0].planId}`);

      await as('admin');
      await page.goto(`${BASE}/admin`);
      for (const tab of ['Users Management', 'Blood Test Reports', 'Analytics', 'Support', 'Reviews']) {
        await page.getByRole('tab', { name: tab }).click();
        // A tab's content may load its own code (the charts) after the page went idle.
        await page.waitForTimeout(1500);
        await shoot(page, `admin-${tab.split(' ')[0]!.toLowerCase()}`, width);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
