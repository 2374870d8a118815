/**
 * Every kind of mail links to one origin: PUBLIC_URL when set, else the one address the server is reached at, on a
 * server really listening (HOST=localhost, PORT=0: a session lives in one origin, so a link to 127.0.0.1 or to port
 * 0 opens signed out or nowhere). Mails are received by a real SMTP server.
 */
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { multipartForm } from '../../test/documents';
import { generatePlan } from '../../test/factories';
import {
  createTestApp,
  grantEntitlement,
  injectAs,
  registerMember,
  uniqueIdentity,
  type Member,
  type TestApp,
} from '../../test/helpers';
import { linkIn, startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { LOGIN_LIMITS } from '../modules/auth/auth-service';
import { publicOrigin } from './public-origin';

describe.each<{ name: string; env: Record<string, string> }>([
  { name: 'PUBLIC_URL unset', env: {} },
  { name: 'PUBLIC_URL set', env: { PUBLIC_URL: 'https://app.vitalplan.test/' } },
])('links in every mail ($name)', ({ env }) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let origin: string;
  const send = () => t.app.ctx.jobs.drain();
  const as = (m: Member | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    injectAs(t.app, m?.token ?? null, { method, url, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp('pglite', {
      env: { ...env, HOST: 'localhost', PORT: '0', SMTP_URL: smtp.url, RATE_LIMITS: 'on' },
    });
    await t.app.listen({ host: 'localhost', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    origin = env.PUBLIC_URL ? 'https://app.vitalplan.test' : `http://localhost:${port}`;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function verifiedMember(): Promise<Member> {
    const m = await registerMember(t.app);
    await send();
    const { token } = linkIn(smtp.to(m.user.email).at(-1), '/verify-email');
    expect((await as(m, 'POST', '/api/auth/verify-email', { token })).statusCode).toBe(200);
    return m;
  }

  it('auth, notification, billing, support and care mails all start with the one origin', async () => {
    // Auth: verification (above), reset, change of email (cancel + verify), sign-in paused (unlock).
    const m = await verifiedMember();
    await as(null, 'POST', '/api/auth/forgot-password', { email: m.user.email });
    const change = await as(m, 'POST', '/api/account/email', {
      newEmail: uniqueIdentity().email,
      password: m.password,
    });
    expect(change.statusCode).toBe(202);
    const paused = await verifiedMember();
    for (let i = 0; i <= LOGIN_LIMITS.perAccount; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: paused.user.email, password: `wrong-${i}` },
        remoteAddress: `10.7.${i}.1`,
      });
    // Notifications (plan ready, with unsubscribe) and billing (receipt of a sandbox payment).
    expect((await generatePlan(t.app, m.token)).statusCode).toBe(201);
    const order = await as(m, 'POST', '/api/razorpay/create-order', { planType: 'premium' });
    const approval = await as(m, 'POST', '/api/billing/sandbox/approve', {
      provider: 'razorpay',
      orderId: order.json().orderId,
    });
    const paid = await as(m, 'POST', '/api/razorpay/verify-payment', {
      ...approval.json().razorpay,
      planType: 'premium',
    });
    expect(paid.statusCode).toBe(200);
    // Support: received, and staff's reply.
    const staff = await verifiedMember();
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, staff.user.id));
    const ticket = await injectAs(t.app, m.token, {
      method: 'POST',
      url: '/api/support/tickets',
      ...multipartForm({ subject: 'Links', message: 'Where do the links go?' }),
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    const reply = await as(staff, 'POST', `/api/admin/support/tickets/${ticket.json().ticket.id}/replies`, {
      message: 'Here is where they go.',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    // Care: a consultation message to the member's clinician and back.
    const doctor = await verifiedMember();
    expect(
      (
        await as(staff, 'POST', '/api/admin/clinicians', {
          userId: doctor.user.id,
          displayName: 'Dr Link Test',
          registrationNumber: 'NMC-000001',
          registrationBody: 'National Medical Commission',
          specialty: 'Internal medicine',
        })
      ).statusCode,
    ).toBe(201);
    await grantEntitlement(t.database, m.user.id, 'doctor_verified');
    expect((await generatePlan(t.app, m.token, { planType: 'doctor_verified' })).statusCode).toBe(201);
    expect((await as(m, 'POST', '/api/consultations/messages', { body: 'Hello doctor' })).statusCode).toBe(
      201,
    );
    expect(
      (await as(doctor, 'POST', '/api/consultations/messages', { body: 'Hello', memberId: m.user.id }))
        .statusCode,
    ).toBe(201);
    await send();

    const kinds = new Set(smtp.mails.map((x) => String(x.headers.get('x-vitalplan-category'))));
    expect([...kinds].sort()).toEqual(
      [
        'account.verify_email',
        'account.reset_password',
        'account.email_change',
        'account.sign_in_paused',
        'notification.plan_ready',
        'notification.payment_receipt',
        'support.received',
        'support.replied',
        'care.message_to_clinician',
        'care.message_to_member',
      ].sort(),
    );
    for (const mail of smtp.mails) {
      const links = `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>)]+/g) ?? [];
      expect(links.length, mail.subject).toBeGreaterThan(0);
      for (const link of links)
        expect(link, mail.subject).toMatch(new RegExp(`^${origin.replace(/\./g, '\\.')}/`));
    }
  }, 120_000);

  it('is the origin the start-up banner shows', () => {
    expect(t.app.ctx.publicUrl()).toBe(origin);
  });
});

describe('publicOrigin', () => {
  const config = { PUBLIC_URL: undefined, HOST: 'localhost', PORT: 3000 };
  it('names a wildcard host localhost, keeps a host as written, and takes the port listened on', () => {
    expect(publicOrigin(config)).toBe('http://localhost:3000');
    expect(publicOrigin({ ...config, HOST: '0.0.0.0' })).toBe('http://localhost:3000');
    expect(publicOrigin({ ...config, HOST: '::' })).toBe('http://localhost:3000');
    expect(publicOrigin({ ...config, HOST: '::1' })).toBe('http://[::1]:3000');
    expect(
      publicOrigin(
        { ...config, HOST: '127.0.0.1', PORT: 0 },
        { address: '127.0.0.1', family: 'IPv4', port: 4321 },
      ),
    ).toBe('http://127.0.0.1:4321');
    expect(publicOrigin({ ...config, PUBLIC_URL: 'https://x.example' })).toBe('https://x.example');
  });
});
