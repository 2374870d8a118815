/**
 * Verification, password reset, ADMIN_EMAILS, change of email and notifications, with the mails received by a
 * real SMTP server on 127.0.0.1 (smtp-server, parsed with mailparser). Jobs run through the queue's drain().
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CHANGE_CANCELED_MESSAGE, FORGOT_PASSWORD_MESSAGE } from '@common/auth';
import { PASSWORD_MESSAGES } from '@common/password-quality';
import { auditEvents, users } from '../../db/schema';
import {
  createTestApp,
  grantEntitlement,
  injectAs,
  registerMember,
  testDatabaseKinds,
  uniqueIdentity,
  type TestApp,
} from '../../../test/helpers';
import { linkIn, startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';

const PUBLIC_URL = 'https://vitalplan.test';
const HOUR = 3600_000;

describe.each(testDatabaseKinds())('account email on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let clock = new Date('2026-05-01T09:00:00Z');
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
  const post = (url: string, payload: object, token: string | null = null) =>
    injectAs(t.app, token, { method: 'POST', url, payload });
  const me = (token: string) => injectAs(t.app, token, { method: 'GET', url: '/api/auth/me' });
  const send = () => t.app.ctx.jobs.drain();
  const login = (email: string, password: string) => post('/api/auth/login', { email, password });

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, {
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'VitalPlan <hello@vitalplan.test>',
        PUBLIC_URL,
        ADMIN_EMAILS: 'boss@example.com',
      },
      now: () => clock,
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function registerAndVerify() {
    const m = await registerMember(t.app);
    await send();
    const { token } = linkIn(smtp.to(m.user.email).at(-1), '/verify-email');
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    return m;
  }

  it('mails a verification link on registration; the link verifies once and only within 48 hours', async () => {
    const m = await registerMember(t.app);
    expect(smtp.to(m.user.email)).toHaveLength(0); // queued, not sent in the request
    await send();
    const [mail] = smtp.to(m.user.email);
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('hello@vitalplan.test');
    expect(mail!.subject).toBe('Confirm your email address – VitalPlan');
    expect(mail!.text).toMatch(/because this address was entered for a VitalPlan account/);
    const { url, token } = linkIn(mail, '/verify-email');
    expect(url.startsWith(`${PUBLIC_URL}/verify-email?token=`)).toBe(true);
    expect(mail!.html).toContain(`${PUBLIC_URL}/verify-email?token=`);
    expect((await me(m.token)).json().user.isVerified).toBe(false);

    const ok = await post('/api/auth/verify-email', { token });
    expect(ok.statusCode).toBe(200);
    expect((await me(m.token)).json().user.isVerified).toBe(true);
    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/not valid or has expired/);

    const late = await registerMember(t.app);
    await send();
    const lateLink = linkIn(smtp.to(late.user.email)[0], '/verify-email');
    advance(48 * HOUR + 1000);
    expect((await post('/api/auth/verify-email', { token: lateLink.token })).statusCode).toBe(400);
    expect((await me(late.token)).json().user.isVerified).toBe(false);
    expect((await post('/api/auth/verify-email', { token: 'x'.repeat(43) })).statusCode).toBe(400);
  });

  it('resends verification to a signed-in member; only the newest link works', async () => {
    const m = await registerMember(t.app);
    await send();
    const first = linkIn(smtp.to(m.user.email)[0], '/verify-email');
    expect((await post('/api/auth/resend-verification', {}, null)).statusCode).toBe(401);
    const res = await post('/api/auth/resend-verification', {}, m.token);
    expect(res.statusCode).toBe(200);
    await send();
    expect(smtp.to(m.user.email)).toHaveLength(2);
    const second = linkIn(smtp.to(m.user.email)[1], '/verify-email');
    expect((await post('/api/auth/verify-email', { token: first.token })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', { token: second.token })).statusCode).toBe(200);
    expect((await post('/api/auth/resend-verification', {}, m.token)).json().message).toMatch(
      /already verified/,
    );
  });

  it('answers forgot-password identically for known and unknown emails; only the account owner gets a mail', async () => {
    const m = await registerMember(t.app);
    const stranger = uniqueIdentity().email;
    const known = await post('/api/auth/forgot-password', { email: m.user.email.toUpperCase() });
    const unknown = await post('/api/auth/forgot-password', { email: stranger });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    await send();
    expect(smtp.to(stranger)).toHaveLength(0);
    const resets = smtp.to(m.user.email).filter((x) => x.subject.startsWith('Reset your password'));
    expect(resets).toHaveLength(1);
    expect(linkIn(resets[0], '/reset-password').url.startsWith(`${PUBLIC_URL}/reset-password?token=`)).toBe(
      true,
    );
  });

  it('resets the password with a single-use link, ending every session', async () => {
    const m = await registerMember(t.app);
    const other = (await login(m.user.email, m.password)).json().token as string;
    await post('/api/auth/forgot-password', { email: m.user.email });
    await send();
    const { token } = linkIn(
      smtp.to(m.user.email).find((x) => x.subject.startsWith('Reset')),
      '/reset-password',
    );

    const common = await post('/api/auth/reset-password', { token, password: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe(PASSWORD_MESSAGES.common);
    const spaces = await post('/api/auth/reset-password', { token, password: ' '.repeat(12) });
    expect(spaces.statusCode).toBe(400);
    expect(spaces.json().message).toBe(PASSWORD_MESSAGES.onlySpaces);

    const res = await post('/api/auth/reset-password', { token, password: 'a-brand-new-secret' });
    expect(res.statusCode).toBe(200);
    expect((await me(m.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(m.user.email, m.password)).statusCode).toBe(401);
    expect((await login(m.user.email, 'a-brand-new-secret')).statusCode).toBe(200);
    const reuse = await post('/api/auth/reset-password', { token, password: 'yet-another-secret' });
    expect(reuse.statusCode).toBe(400);
    expect((await login(m.user.email, 'yet-another-secret')).statusCode).toBe(401);
  });

  it('refuses a reset link after one hour', async () => {
    const m = await registerMember(t.app);
    await post('/api/auth/forgot-password', { email: m.user.email });
    await send();
    const { token } = linkIn(
      smtp.to(m.user.email).find((x) => x.subject.startsWith('Reset')),
      '/reset-password',
    );
    advance(HOUR + 1000);
    const res = await post('/api/auth/reset-password', { token, password: 'a-brand-new-secret' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
    expect((await login(m.user.email, m.password)).statusCode).toBe(200);
  });

  it("ADMIN_EMAILS: a takeover attempt stays a member; only a link opened in the same account's session grants admin; revoke sticks", async () => {
    // The attacker registers the listed address first, and cannot read its mail.
    const attacker = await registerMember(t.app, { email: 'Boss@Example.com' });
    expect(attacker.user.isAdmin).toBe(false);
    const relogin = await login('boss@example.com', attacker.password);
    expect(relogin.json().user.isAdmin).toBe(false);
    const adminProbe = await injectAs(t.app, relogin.json().token, {
      method: 'GET',
      url: '/api/admin/stats',
    });
    expect(adminProbe.statusCode).toBe(403);
    await send();

    // The link opened without the account's session (a mail scanner, or the mailbox's owner clicking a link for an
    // account someone else registered): the address is verified, nobody becomes admin.
    const { token } = linkIn(smtp.to('boss@example.com').at(-1), '/verify-email');
    const scanned = await post('/api/auth/verify-email', { token });
    expect(scanned.statusCode).toBe(200);
    expect(scanned.json().message).toMatch(/sign in, send yourself a new link/);
    expect((await me(attacker.token)).json().user).toMatchObject({ isVerified: true, isAdmin: false });
    const stranger = await registerMember(t.app);
    expect((await post('/api/auth/resend-verification', {}, attacker.token)).statusCode).toBe(200);
    await send();
    const second = linkIn(smtp.to('boss@example.com').at(-1), '/verify-email');
    // Another account's session does not count either.
    expect((await post('/api/auth/verify-email', { token: second.token }, stranger.token)).statusCode).toBe(
      200,
    );
    expect((await me(attacker.token)).json().user.isAdmin).toBe(false);

    // The account's own session opens a new link: now it becomes admin (here: the same account, now proven).
    expect((await post('/api/auth/resend-verification', {}, attacker.token)).statusCode).toBe(200);
    await send();
    const third = linkIn(smtp.to('boss@example.com').at(-1), '/verify-email');
    const owned = await post('/api/auth/verify-email', { token: third.token }, attacker.token);
    expect(owned.json().message).toBe('Your email address is verified. Thank you!');
    expect((await me(attacker.token)).json().user.isAdmin).toBe(true);

    // npm run admin -- revoke (the same update the CLI makes).
    await t.database.db.update(users).set({ isAdmin: false }).where(eq(users.email, 'boss@example.com'));
    const after = await login('boss@example.com', attacker.password);
    expect(after.json().user.isAdmin).toBe(false);
    expect((await post('/api/auth/resend-verification', {}, after.json().token)).statusCode).toBe(200);
    expect((await me(after.json().token)).json().user.isAdmin).toBe(false);
  });

  it('changes the email only when the new address is verified, and tells the old address', async () => {
    const m = await registerAndVerify();
    const newEmail = uniqueIdentity().email;
    const wrong = await post('/api/account/email', { newEmail, password: 'not-my-password' }, m.token);
    expect(wrong.statusCode).toBe(401);
    const taken = await registerMember(t.app);
    expect(
      (await post('/api/account/email', { newEmail: taken.user.email, password: m.password }, m.token))
        .statusCode,
    ).toBe(409);
    const res = await post('/api/account/email', { newEmail, password: m.password }, m.token);
    expect(res.statusCode).toBe(202);
    await send();
    const notice = smtp
      .to(m.user.email)
      .find((x) => x.subject.startsWith('Your email address is being changed'));
    expect(notice?.text).toContain(`${newEmail[0]}***@example.com`);
    expect(notice?.text).not.toContain(newEmail);
    expect((await me(m.token)).json().user.email).toBe(m.user.email);

    const { token } = linkIn(smtp.to(newEmail)[0], '/verify-email');
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    const user = (await me(m.token)).json().user;
    expect(user).toMatchObject({ email: newEmail, isVerified: true });
    expect((await login(newEmail, m.password)).statusCode).toBe(200);
    expect((await login(m.user.email, m.password)).statusCode).toBe(401);
  });

  it('a pending email change dies with a password reset or change (no takeover by the one who started it)', async () => {
    const pendingChangeLink = async (m: { token: string; password: string }) => {
      const attackerEmail = uniqueIdentity().email;
      const res = await post(
        '/api/account/email',
        { newEmail: attackerEmail, password: m.password },
        m.token,
      );
      expect(res.statusCode).toBe(202);
      await send();
      return { attackerEmail, ...linkIn(smtp.to(attackerEmail)[0], '/verify-email') };
    };

    // The owner resets the password from the sign-in page (the link goes to the current address).
    const victim = await registerAndVerify();
    const viaReset = await pendingChangeLink(victim);
    await post('/api/auth/forgot-password', { email: victim.user.email });
    await send();
    const { token: resetToken } = linkIn(
      smtp.to(victim.user.email).find((x) => x.subject.startsWith('Reset your password')),
      '/reset-password',
    );
    expect(
      (await post('/api/auth/reset-password', { token: resetToken, password: 'owner-took-it-back' }))
        .statusCode,
    ).toBe(200);
    const stale = await post('/api/auth/verify-email', { token: viaReset.token });
    expect(stale.statusCode).toBe(400);
    expect((await login(victim.user.email, 'owner-took-it-back')).json().user.email).toBe(victim.user.email);
    expect((await login(viaReset.attackerEmail, 'owner-took-it-back')).statusCode).toBe(401);

    // The owner changes the password while signed in: the change link and the notice's cancel link both die.
    const other = await registerAndVerify();
    const viaChange = await pendingChangeLink(other);
    const { token: noticeCancel } = linkIn(
      smtp.to(other.user.email).find((x) => x.subject.startsWith('Your email address is being changed')),
      '/cancel-email-change',
    );
    const changed = await post(
      '/api/account/password',
      { currentPassword: other.password, newPassword: 'owner-changed-it-now' },
      other.token,
    );
    expect(changed.statusCode).toBe(200);
    expect((await post('/api/auth/verify-email', { token: viaChange.token })).statusCode).toBe(400);
    expect((await post('/api/auth/cancel-email-change', { token: noticeCancel })).statusCode).toBe(400);
    expect((await me(other.token)).json().user.email).toBe(other.user.email);
  });

  /** Asks for a change of address and returns the links mailed to the old and the new address. */
  async function requestChange(m: { token: string; password: string; user: { email: string } }) {
    const newEmail = uniqueIdentity().email;
    const res = await post('/api/account/email', { newEmail, password: m.password }, m.token);
    expect(res.statusCode).toBe(202);
    await send();
    const notice = smtp
      .to(m.user.email)
      .find((x) => x.subject.startsWith('Your email address is being changed'));
    expect(notice?.text).not.toMatch(/reset-password/);
    return {
      newEmail,
      cancel: linkIn(notice, '/cancel-email-change'),
      verify: linkIn(smtp.to(newEmail)[0], '/verify-email'),
    };
  }

  it("whoever keeps the old mailbox cannot take the account once the change is confirmed: its reset link dies, and the notice's cancel link resets nothing", async () => {
    const m = await registerAndVerify();
    // A reset link sits in the old mailbox, besides the notice of the change.
    await post('/api/auth/forgot-password', { email: m.user.email });
    await send();
    const oldReset = linkIn(
      smtp.to(m.user.email).find((x) => x.subject.startsWith('Reset your password')),
      '/reset-password',
    );
    const { newEmail, cancel, verify } = await requestChange(m);
    expect(cancel.url.startsWith(`${PUBLIC_URL}/cancel-email-change?token=`)).toBe(true);
    // The cancel link is no reset link.
    const asReset = await post('/api/auth/reset-password', {
      token: cancel.token,
      password: 'thief-password-1',
    });
    expect(asReset.statusCode).toBe(400);

    expect((await post('/api/auth/verify-email', { token: verify.token })).statusCode).toBe(200);
    expect((await me(m.token)).json().user.email).toBe(newEmail);
    const stolen = await post('/api/auth/reset-password', {
      token: oldReset.token,
      password: 'thief-password-2',
    });
    expect(stolen.statusCode).toBe(400);
    expect((await post('/api/auth/cancel-email-change', { token: cancel.token })).statusCode).toBe(400);
    expect((await me(m.token)).statusCode).toBe(200); // still signed in: nothing was reset
    expect((await me(m.token)).json().user.email).toBe(newEmail);
    expect((await login(newEmail, m.password)).statusCode).toBe(200);
    for (const password of ['thief-password-1', 'thief-password-2'])
      expect((await login(newEmail, password)).statusCode).toBe(401);
  });

  it('"This was not me": the old address cancels a pending change once, and the new address\'s link then fails', async () => {
    const m = await registerAndVerify();
    const { newEmail, cancel, verify } = await requestChange(m);
    const res = await post('/api/auth/cancel-email-change', { token: cancel.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(EMAIL_CHANGE_CANCELED_MESSAGE);
    expect((await post('/api/auth/cancel-email-change', { token: cancel.token })).statusCode).toBe(400);
    const late = await post('/api/auth/verify-email', { token: verify.token });
    expect(late.statusCode).toBe(400);
    expect((await me(m.token)).json().user).toMatchObject({ email: m.user.email, isVerified: true });
    expect((await login(newEmail, m.password)).statusCode).toBe(401);
    // Only the change was undone: the password and the sessions stay.
    expect((await login(m.user.email, m.password)).statusCode).toBe(200);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, m.user.id), eq(auditEvents.action, 'user.email_change_canceled')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(m.user.id);
  });

  it('refuses common and all-space passwords at registration, saying why', async () => {
    const common = await post('/api/auth/register', { ...uniqueIdentity(), password: 'Iloveyou1' });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe(PASSWORD_MESSAGES.common);
    const spaces = await post('/api/auth/register', { ...uniqueIdentity(), password: '          ' });
    expect(spaces.json().message).toBe(PASSWORD_MESSAGES.onlySpaces);
  });

  it('retries a mail the server refused for a while', async () => {
    smtp.refuseNext(2);
    const m = await registerMember(t.app);
    await send();
    expect(smtp.to(m.user.email)).toHaveLength(0);
    advance(1000);
    await send();
    expect(smtp.to(m.user.email)).toHaveLength(0);
    advance(2000);
    await send();
    expect(smtp.to(m.user.email)).toHaveLength(1);
  });

  it('notifies a verified member of a new plan, with an unsubscribe link that works without login', async () => {
    const unverified = await registerMember(t.app);
    await injectAs(t.app, unverified.token, {
      method: 'POST',
      url: '/api/plans/generate',
      payload: { planType: 'free' },
    });
    await send();
    expect(smtp.to(unverified.user.email).some((x) => x.subject.startsWith('Your new plan'))).toBe(false);

    const m = await registerAndVerify();
    const gen = await injectAs(t.app, m.token, {
      method: 'POST',
      url: '/api/plans/generate',
      payload: { planType: 'free' },
    });
    expect(gen.statusCode).toBe(201);
    await send();
    const mail = smtp.to(m.user.email).find((x) => x.subject.startsWith('Your new plan is ready'));
    expect(mail?.text).toMatch(/Your Free plan is ready/);
    expect(mail?.text).toMatch(/"Plans" notifications are on/);
    const { token } = linkIn(mail, '/unsubscribe');
    const bad = await post('/api/notifications/unsubscribe', { token: `${token.slice(0, -2)}xx` });
    expect(bad.statusCode).toBe(400);
    const unsub = await post('/api/notifications/unsubscribe', { token });
    expect(unsub.statusCode).toBe(200);
    expect(unsub.json().category).toBe('plan_ready');
    const prefs = await injectAs(t.app, m.token, { method: 'GET', url: '/api/notifications/preferences' });
    expect(prefs.json()).toEqual({
      report_processed: true,
      plan_ready: false,
      payment_receipt: true,
      subscription_reminder: true,
      check_in_reminder: true,
      retest_reminder: true,
    });
    const before = smtp.to(m.user.email).length;
    await injectAs(t.app, m.token, {
      method: 'POST',
      url: '/api/plans/generate',
      payload: { planType: 'free' },
    });
    await send();
    expect(smtp.to(m.user.email)).toHaveLength(before);

    const put = await injectAs(t.app, m.token, {
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload: { ...prefs.json<object>(), plan_ready: true, payment_receipt: false },
    });
    expect(put.statusCode).toBe(200);
    await injectAs(t.app, m.token, {
      method: 'POST',
      url: '/api/plans/generate',
      payload: { planType: 'free' },
    });
    await send();
    expect(smtp.to(m.user.email)).toHaveLength(before + 1);
    const invalid = await injectAs(t.app, m.token, {
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload: { plan_ready: 'yes' },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('reminds once, three days ahead, that a subscription renews or ends (daily job)', async () => {
    const renewing = await registerAndVerify();
    const ending = await registerAndVerify();
    await grantEntitlement(t.database, renewing.user.id, 'premium', clock);
    await grantEntitlement(t.database, ending.user.id, 'premium', clock);
    await t.database.db
      .update(users)
      .set({ subscriptionStatus: 'canceled' })
      .where(eq(users.id, ending.user.id));
    // Premium lasts 30 days: 27 days on, it ends within the next three days.
    advance(27.5 * 24 * HOUR);
    await send();
    advance(24 * HOUR);
    await send();
    const renewMails = smtp.to(renewing.user.email).filter((x) => x.subject.includes('renews soon'));
    const endMails = smtp.to(ending.user.email).filter((x) => x.subject.includes('ends soon'));
    expect(renewMails).toHaveLength(1);
    expect(endMails).toHaveLength(1);
    expect(endMails[0]!.text).toMatch(/unsubscribe\?token=/);
  });

  it('mails a receipt for a (sandbox) payment', async () => {
    const m = await registerAndVerify();
    const as = (method: 'POST', url: string, payload: object) =>
      injectAs(t.app, m.token, { method, url, payload });
    const order = await as('POST', '/api/razorpay/create-order', { planType: 'premium' });
    expect(order.statusCode).toBe(200);
    const approval = await as('POST', '/api/billing/sandbox/approve', {
      provider: 'razorpay',
      orderId: order.json().orderId,
    });
    const paid = await as('POST', '/api/razorpay/verify-payment', {
      ...approval.json().razorpay,
      planType: 'premium',
    });
    expect(paid.statusCode).toBe(200);
    await send();
    const receipt = smtp.to(m.user.email).filter((x) => x.subject.startsWith('Payment receipt'));
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.text).toMatch(/Plan: Premium/);
    expect(receipt[0]!.text).toMatch(/Amount: ₹/);
    expect(receipt[0]!.text).toContain(order.json().orderId);
  });

  it('keeps health data out of mails', () => {
    // The HTML carries the same words as the text.
    const bodies = smtp.mails.map((x) => `${x.subject}\n${x.text}`).join('\n');
    expect(smtp.mails.length).toBeGreaterThan(10);
    expect(
      bodies.match(/.{0,40}(hypertension|cholesterol|glucose|hba1c|kcal|mg\/dL|\bkg\b|medication|calorie)/gi),
    ).toBeNull();
  });
});

describe('mail without SMTP_URL', () => {
  it('writes each mail to DATA_DIR/outbox as an .eml file with the link', async () => {
    const t = await createTestApp('pglite');
    try {
      const m = await registerMember(t.app);
      await t.app.ctx.jobs.drain();
      const dir = path.join(t.dataDir, 'outbox');
      const files = (await readdir(dir)).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const eml = await simpleParser(await readFile(path.join(dir, files[0]!)));
      expect(eml.to && !Array.isArray(eml.to) ? eml.to.text : '').toBe(m.user.email);
      expect(eml.subject).toBe('Confirm your email address – VitalPlan');
      expect(eml.text).toMatch(/http:\/\/localhost:3000\/verify-email\?token=/);
    } finally {
      await t.close();
    }
  });
});
