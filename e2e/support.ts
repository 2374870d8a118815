/** Shared steps for the browser tests. */
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { E2E_ADMIN_EMAIL } from './global-setup';

export const PASSWORD = 'e2e-password-123';

export function newIdentity(prefix = 'e2e') {
  const id = `${prefix}${randomBytes(4).toString('hex')}`;
  return { username: id, email: `${id}@example.com`, password: PASSWORD };
}

/** Registers through the API (fast) and returns the token. */
export async function apiRegister(request: APIRequestContext, identity = newIdentity()) {
  const res = await request.post('/api/auth/register', {
    data: { username: identity.username, email: identity.email, password: identity.password },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { token: string; user: { id: string; username: string } };
  return { ...identity, token: body.token, user: body.user };
}

/**
 * Stores the token where the app looks for it, without opening the app: on /robots.txt (a static file of the app's
 * origin), not on '/', which would boot the whole app once more per test only to be left at once.
 */
export async function setToken(page: Page, token: string) {
  await page.goto('/robots.txt');
  await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
}

/** Opens the app at `path` already logged in with the given token. */
export async function loginWithToken(page: Page, token: string, path = '/dashboard') {
  await setToken(page, token);
  await page.goto(path);
}

/** Fills and sends the sign-up form at `/signup`, or on the page already open when `path` is null. */
export async function signUpThroughForm(
  page: Page,
  identity = newIdentity(),
  path: string | null = '/signup',
) {
  if (path) await page.goto(path);
  await page.getByLabel('Username').fill(identity.username);
  await page.getByLabel('Email Address').fill(identity.email);
  await page.getByLabel('Password', { exact: true }).fill(identity.password);
  await page.getByLabel('Confirm Password').fill(identity.password);
  await page.getByRole('checkbox', { name: /terms of service/i }).check();
  await page.getByRole('checkbox', { name: /medical disclaimer/i }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  return identity;
}

/**
 * A token for the shared e2e admin (an email listed in the app's ADMIN_EMAILS): logs in, or registers it first
 * when no spec has yet. Safe when several workers ask at once.
 */
export async function adminToken(
  request: APIRequestContext,
  email: string = E2E_ADMIN_EMAIL,
): Promise<string> {
  const login = () => request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  let res = await login();
  if (!res.ok()) {
    const reg = await request.post('/api/auth/register', {
      data: { ...newIdentity('admin'), email, password: PASSWORD },
    });
    // ADMIN_EMAILS makes an admin only when the address is verified in the account's own session: open the link
    // from the outbox, signed in.
    if (reg.status() === 201) {
      const session = ((await reg.json()) as { token: string }).token;
      const { token } = await mailLink(email, '/verify-email');
      const verified = await request.post('/api/auth/verify-email', {
        data: { token },
        headers: { authorization: `Bearer ${session}` },
      });
      expect(verified.status()).toBe(200);
    }
    res = reg.status() === 201 ? reg : await login();
  }
  expect(res.ok(), await res.text()).toBe(true);
  const token = ((await res.json()) as { token: string }).token;
  // Another worker may be verifying the address right now.
  await expect
    .poll(
      async () => {
        const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
        return ((await me.json()) as { user: { isAdmin: boolean } }).user.isAdmin;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return token;
}

/**
 * The newest link to `page` (e.g. '/reset-password') in a mail to `email`, read from the e2e app's outbox
 * (DATA_DIR/outbox: the app runs without SMTP_URL). Waits for the job queue to send it.
 */
export async function mailLink(email: string, page: string): Promise<{ url: string; token: string }> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const pattern = new RegExp(`https?://\\S+${page}\\?token=([\\w.-]+)`);
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
    for (const file of files.reverse()) {
      const mail = await simpleParser(await readFile(path.join(dir, file)));
      const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
      const match = pattern.exec(mail.text ?? '');
      if (to === email.toLowerCase() && match) return { url: match[0], token: match[1]! };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail with a ${page} link for ${email} in ${dir}`);
}

/**
 * Resolves once the page has loaded, the browser has run the idle callbacks queued at load (they run first in,
 * first out, so the app's deferred work is done) and React has painted the result: the moment after which
 * something deferred "after first paint" either exists or never will. Replaces fixed sleeps.
 */
export async function idleAfterLoad(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const painted = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        if ('requestIdleCallback' in window) requestIdleCallback(painted, { timeout: 3000 });
        else setTimeout(painted, 1000);
      }),
  );
}

/**
 * Uploads a report through the API and waits until its background reading is done (the upload answers with
 * status "processing"); returns the report as read.
 */
export async function uploadAndWait(
  request: APIRequestContext,
  token: string,
  file: { name: string; mimeType?: string; buffer: Buffer },
): Promise<{ id: string; status: string; sampleDate: string | null; biomarkerCount: number }> {
  const headers = { authorization: `Bearer ${token}` };
  const res = await request.post('/api/blood-test/upload', {
    headers,
    multipart: { file: { mimeType: 'application/pdf', ...file } },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = ((await res.json()) as { report: { id: string } }).report;
  return waitForReport(request, token, id);
}

/** Polls a report until it is no longer processing. */
export async function waitForReport(request: APIRequestContext, token: string, id: string) {
  const headers = { authorization: `Bearer ${token}` };
  let report!: { id: string; status: string; sampleDate: string | null; biomarkerCount: number };
  await expect
    .poll(
      async () => {
        const got = await request.get(`/api/blood-test/reports/${id}`, { headers });
        report = ((await got.json()) as { report: typeof report }).report;
        return report.status;
      },
      { timeout: 60_000, intervals: [100, 250, 500] },
    )
    .not.toBe('processing');
  return report;
}

/** A plan bought through the sandbox Razorpay checkout (TEST MODE): order, approval, verified payment. */
export async function buyWithSandbox(
  request: APIRequestContext,
  token: string,
  planType: 'premium' | 'doctor_verified',
): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const order = await request.post('/api/razorpay/create-order', { headers, data: { planType } });
  expect(order.status(), await order.text()).toBe(200);
  const { orderId } = (await order.json()) as { orderId: string };
  const approval = await request.post('/api/billing/sandbox/approve', {
    headers,
    data: { provider: 'razorpay', orderId },
  });
  expect(approval.status(), await approval.text()).toBe(200);
  const { razorpay } = (await approval.json()) as { razorpay: Record<string, string> };
  const verify = await request.post('/api/razorpay/verify-payment', {
    headers,
    data: { ...razorpay, planType },
  });
  expect(verify.status(), await verify.text()).toBe(200);
}

/**
 * A Premium member (bought through the sandbox) with a profile and a generated premium plan: the start of the
 * progress and offline scenarios. `profile` is the body of POST /api/profile.
 */
export async function premiumMemberWithPlan(request: APIRequestContext, profile: Record<string, unknown>) {
  const member = await apiRegister(request);
  await buyWithSandbox(request, member.token, 'premium');
  const headers = { authorization: `Bearer ${member.token}` };
  const saved = await request.post('/api/profile', { headers, data: profile });
  expect(saved.status(), await saved.text()).toBe(200);
  const gen = await request.post('/api/plans/generate', { headers, data: { planType: 'premium' } });
  expect(gen.status(), await gen.text()).toBe(201);
  const { plan } = (await gen.json()) as { plan: { id: string } };
  return { ...member, planId: plan.id };
}

/**
 * An axe-core scan of the page, run with axe.run() in the page itself (legacy mode). The default splits a scan
 * into runPartial() per frame and finishRun() in a blank page it opens for every scan: a second page and a second
 * copy of axe injected (seconds a scan on a busy machine) only to merge results across frames. The app has no
 * iframes, so the rules, the elements checked and the violations found are the same; same-origin frames would
 * still be scanned, only cross-origin ones would not.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}

/** How far the page reaches past the window's right edge, and the element reaching furthest; null when it fits. */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    const width = window.innerWidth;
    if (scroller.scrollWidth <= width) return null;
    // Elements inside a box that fits and scrolls or clips on its own do not widen the page.
    const clipped = (el: Element): boolean => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible' && a.getBoundingClientRect().right <= width)
          return true;
      }
      return false;
    };
    const offenders = Array.from(document.body.querySelectorAll('*'))
      .map((el) => {
        // scrollWidth also counts text that spills out of a box that itself fits (an unbreakable word).
        const rect = el.getBoundingClientRect();
        const spills = getComputedStyle(el).overflowX === 'visible';
        return { el, right: spills ? Math.max(rect.right, rect.left + el.scrollWidth) : rect.right };
      })
      .filter(({ el, right }) => right > width && !clipped(el));
    const max = Math.max(...offenders.map((o) => o.right));
    // The innermost element reaching the furthest right: the one that pushes the page out.
    const culprit = offenders.filter((o) => o.right === max).at(-1)?.el;
    let widest: { selector: string; right: number } | null = null;
    if (culprit) {
      const cls =
        typeof culprit.className === 'string' ? culprit.className.trim().split(/\s+/).slice(0, 4) : [];
      const text = (culprit.textContent ?? '').trim().slice(0, 60);
      widest = {
        selector: `${culprit.tagName.toLowerCase()}${cls.length ? `.${cls.join('.')}` : ''} "${text}"`,
        right: Math.round(max),
      };
    }
    return { scrollWidth: scroller.scrollWidth, width, widest };
  });
}

/**
 * The one sideways-scroll check of the browser tests (issue 21): fails when the page is wider than the window,
 * naming `where`, both widths and the element that sticks out furthest. `soft` lets a sweep over many screens
 * report every offender at once.
 */
export async function expectNoSidewaysScroll(
  page: Page,
  where: string,
  { soft = false }: { soft?: boolean } = {},
): Promise<void> {
  const result = await sidewaysOverflow(page);
  const message = result
    ? `${where} at ${result.width}px is ${result.scrollWidth}px wide; widest element: ${result.widest?.selector} (right edge ${result.widest?.right}px)`
    : '';
  (soft ? expect.soft : expect)(result, message).toBeNull();
}
