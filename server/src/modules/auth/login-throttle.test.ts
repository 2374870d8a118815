/**
 * Login throttling against the real server (a child process, so requests truly run in parallel): parallel guesses
 * cannot outrun the per-account limit, from one address or many, and other accounts' failures from one address only
 * slow a correct password down, never lock it out; a paused account's owner signs in with the mailed link (real SMTP
 * server), and with the password once the pause is over. With TEST_REDIS_URL the same runs against the Redis store.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../../../test/child-server';
import { createTestApp, registerMember, uniqueIdentity, type TestApp } from '../../../test/helpers';
import { linkIn, startSmtpSink, type ReceivedMail, type SmtpSink } from '../../../test/smtp-sink';
import { LOGIN_LIMITS } from './auth-service';

const randomIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]! % 250).join('.')}`;
const PAUSED_SUBJECT = 'Sign-in to your account is paused';

const stores = [
  { name: 'memory', env: {} as Record<string, string> },
  ...(process.env.TEST_REDIS_URL ? [{ name: 'Redis', env: { REDIS_URL: process.env.TEST_REDIS_URL } }] : []),
];

describe.each(stores)('login throttling ($name store, real server)', ({ env }) => {
  let server: ChildServer;
  let smtp: SmtpSink;
  let dataDir: string;
  // A fresh client address per run (through one trusted proxy hop), so counts in a shared Redis never carry over.
  const clientIp = randomIp();
  const post = (url: string, body: unknown, from = clientIp) =>
    fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify(body),
    });
  /** Waits for the server's job queue to deliver a mail. */
  const mailTo = async (email: string, subject: string): Promise<ReceivedMail> => {
    for (let i = 0; i < 300; i++) {
      const mail = smtp.to(email).find((m) => m.subject.startsWith(subject));
      if (mail) return mail;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no "${subject}" mail to ${email}`);
  };
  const register = async () => {
    const body = { ...uniqueIdentity('throttle'), password: 'the-right-password' };
    const res = await post('/api/auth/register', body);
    expect(res.status).toBe(201);
    return body;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vp-throttle-'));
    smtp = await startSmtpSink();
    server = await startChildServer(
      { ...env, DATA_DIR: dataDir, RATE_LIMITS: 'on', TRUST_PROXY: '1', SMTP_URL: smtp.url },
      { timeoutMs: 240_000 },
    );
  }, 300_000);
  afterAll(async () => {
    await server?.kill('SIGTERM');
    await smtp?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('40 parallel guesses, the right password last: no more than the limit are checked', async () => {
    const member = await register();
    const passwords = [...Array.from({ length: 39 }, (_, i) => `wrong-password-${i}`), member.password];
    const statuses = await Promise.all(
      passwords.map((password) =>
        post('/api/auth/login', { email: member.email, password }).then((r) => r.status),
      ),
    );
    const checked = statuses.filter((s) => s === 401 || s === 200).length;
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.perAccountAndIp);
    expect(statuses.filter((s) => s === 429)).toHaveLength(passwords.length - checked);
  }, 60_000);

  it("other accounts' failures from the same address delay a correct password but never lock it out", async () => {
    const accounts = await Promise.all(Array.from({ length: 8 }, register));
    const member = await register();
    // 8 accounts × the per-account limit = 40 failures from one address, in parallel.
    const failures = await Promise.all(
      accounts.flatMap((a) =>
        Array.from({ length: LOGIN_LIMITS.perAccountAndIp }, (_, i) =>
          post('/api/auth/login', { email: a.email, password: `wrong-${i}` }).then((r) => r.status),
        ),
      ),
    );
    expect(failures.every((s) => s === 401)).toBe(true);
    const started = performance.now();
    const res = await post('/api/auth/login', { email: member.email, password: member.password });
    expect(res.status).toBe(200);
    // Slowed down: this address is far past its free attempts.
    expect(performance.now() - started).toBeGreaterThanOrEqual(LOGIN_LIMITS.ipMaxDelayMs - 50);
  }, 60_000);

  it('guesses from 12 addresses against one account: only the account-wide budget is checked; the owner gets through with the mailed link', async () => {
    const owner = { ...uniqueIdentity('paused'), password: 'the-owners-password' };
    expect((await post('/api/auth/register', owner, randomIp())).status).toBe(201);
    const addresses = Array.from({ length: 12 }, randomIp);
    // Each address stays within its own per-address limit (5), all in parallel: 60 guesses.
    const statuses = await Promise.all(
      addresses.flatMap((ip) =>
        Array.from({ length: LOGIN_LIMITS.perAccountAndIp }, (_, i) =>
          post('/api/auth/login', { email: owner.email, password: `guess-${ip}-${i}` }, ip).then(
            (r) => r.status,
          ),
        ),
      ),
    );
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.perAccount);
    expect(statuses.filter((s) => s === 429)).toHaveLength(statuses.length - checked);

    // The password alone waits out the pause, from any address; the answer points to the mail.
    const paused = await post(
      '/api/auth/login',
      { email: owner.email, password: owner.password },
      randomIp(),
    );
    expect(paused.status).toBe(429);
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await paused.json()) as { message: string }).message).toMatch(/link we have emailed/);

    const mail = await mailTo(owner.email, PAUSED_SUBJECT);
    const { url, token } = linkIn(mail, '/unlock-sign-in');
    expect(url.startsWith(`${server.url}/unlock-sign-in?token=`)).toBe(true);
    const ownerIp = randomIp();
    const unlock = (password: string) => post('/api/auth/unlock-sign-in', { token, password }, ownerIp);
    // The link is no password: a wrong one is refused and the link stays for the owner.
    expect((await unlock('not-the-password')).status).toBe(401);
    const res = await unlock(owner.password);
    expect(res.status).toBe(200);
    const session = ((await res.json()) as { token: string }).token;
    const me = await fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${session}` } });
    expect(me.status).toBe(200);
    expect((await unlock(owner.password)).status).toBe(400); // single use
    // The pause still holds for everyone else, and one mail was sent for it.
    expect(
      (await post('/api/auth/login', { email: owner.email, password: 'one-more' }, randomIp())).status,
    ).toBe(429);
    expect(smtp.to(owner.email).filter((m) => m.subject.startsWith(PAUSED_SUBJECT))).toHaveLength(1);
  }, 120_000);
});

describe('account-wide pause (clock moved on, embedded database)', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let clock = new Date('2026-05-01T09:00:00Z');
  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp('pglite', {
      env: { RATE_LIMITS: 'on', SMTP_URL: smtp.url, PUBLIC_URL: 'https://vitalplan.test' },
      now: () => clock,
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('lets the correct password in again once the pause is over; an unknown address pauses alike and mails nobody', async () => {
    const m = await registerMember(t.app);
    const stranger = uniqueIdentity().email;
    for (const email of [m.user.email, stranger])
      for (let i = 0; i < LOGIN_LIMITS.perAccount; i++)
        expect((await login(email, `wrong-${i}`, `10.9.${i}.1`)).statusCode).toBe(401);
    const owner = await login(m.user.email, m.password, '10.9.200.1');
    const unknown = await login(stranger, m.password, '10.9.200.1');
    expect(owner.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toEqual(owner.json());
    await t.app.ctx.jobs.drain();
    expect(smtp.to(m.user.email).filter((x) => x.subject.startsWith(PAUSED_SUBJECT))).toHaveLength(1);
    expect(smtp.to(stranger)).toHaveLength(0);

    clock = new Date(clock.getTime() + LOGIN_LIMITS.windowMs - 60_000);
    expect((await login(m.user.email, m.password, '10.9.201.1')).statusCode).toBe(429);
    clock = new Date(clock.getTime() + 61_000);
    expect((await login(m.user.email, m.password, '10.9.201.1')).statusCode).toBe(200);
  });
});
