/**
 * The weekly check-in and retest reminders (issue 18): sent by the daily sweep on the job queue, at most once per
 * period, only while the category is on, received by a real SMTP server on 127.0.0.1. The clock is the app's.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { generatePlan, uploadReport } from '../../../test/factories';
import { textPdf } from '../../../test/documents';
import {
  createTestApp,
  grantEntitlement,
  injectAs,
  registerMember,
  testDatabaseKinds,
  type Member,
  type TestApp,
} from '../../../test/helpers';
import { linkIn, startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { dueRetests, retestDue } from './notifications-service';

const DAY = 86_400_000;

describe('retest due dates', () => {
  it('adds calendar months and picks the newest result per biomarker', () => {
    expect(retestDue('2026-01-31', 3)).toBe('2026-05-01');
    expect(retestDue('2026-02-10', 12)).toBe('2027-02-10');
    const at = new Date('2026-01-01T00:00:00Z');
    const hba1c = (userId: string, sampleDate: string, value: number) => ({
      userId,
      code: 'HBA1C' as const,
      valueCanonical: value,
      comparator: null,
      sampleDate,
      uploadedAt: at,
    });
    // Due 2026-05-10 (3 months after a diabetic-range HbA1c): a reminder on that day and the catch-up days after.
    expect(dueRetests([hba1c('a', '2026-02-10', 7.1)], '2026-05-10')).toEqual([
      { userId: 'a', key: 'retest-reminder:a:2026-02-10' },
    ]);
    expect(dueRetests([hba1c('a', '2026-02-10', 7.1)], '2026-05-09')).toEqual([]);
    expect(dueRetests([hba1c('a', '2026-02-10', 7.1)], '2026-05-20')).toEqual([]);
    // A newer result in range replaces it: nothing is due.
    expect(dueRetests([hba1c('a', '2026-02-10', 7.1), hba1c('a', '2026-04-01', 5.2)], '2026-05-10')).toEqual(
      [],
    );
    // "< 5" is not an exact value: no rule applies.
    expect(dueRetests([{ ...hba1c('a', '2026-02-10', 7.1), comparator: '<' }], '2026-05-10')).toEqual([]);
  });
});

describe.each(testDatabaseKinds())('progress reminders on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let clock = new Date('2026-05-01T09:00:00Z');
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
  const send = () => t.app.ctx.jobs.drain();

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, {
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'VitalPlan <hello@vitalplan.test>',
        PUBLIC_URL: 'https://vp.test',
      },
      now: () => clock,
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function verifiedMember(): Promise<Member> {
    const m = await registerMember(t.app);
    await t.database.db.update(users).set({ isVerified: true }).where(eq(users.id, m.user.id));
    return m;
  }
  async function withPlan(m: Member, planType: 'free' | 'premium') {
    const profile = await injectAs(t.app, m.token, {
      method: 'POST',
      url: '/api/profile',
      payload: {
        age: 35,
        gender: 'female',
        height: 168,
        weight: 80,
        activityLevel: 'moderate',
        fitnessGoals: ['Weight Loss'],
      },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect((await generatePlan(t.app, m.token, { planType })).statusCode).toBe(201);
  }
  const reminders = (m: Member) =>
    smtp.to(m.user.email).filter((x) => x.subject.startsWith('Your weekly check-in is due'));

  it('reminds a Premium member once a plan week to check in, never a free member, and stops when turned off', async () => {
    const premium = await verifiedMember();
    await grantEntitlement(t.database, premium.user.id, 'premium', clock);
    await withPlan(premium, 'premium');
    const free = await verifiedMember();
    await withPlan(free, 'free');
    await send();
    expect(reminders(premium)).toHaveLength(0); // week 1: nothing to check in on yet

    advance(7.5 * DAY); // week 2
    await send();
    advance(1 * DAY); // still week 2: the same period, no second mail
    await send();
    expect(reminders(premium)).toHaveLength(1);
    expect(reminders(premium)[0]!.text).toMatch(/Week 2 of your plan starts now/);
    expect(reminders(premium)[0]!.text).toMatch(/"Weekly check-in reminders" notifications are on/);
    expect(reminders(free)).toHaveLength(0);

    // Checked in: the next week's reminder waits until that check-in is CHECK_IN_REMINDER_AFTER_DAYS old.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: premium.user.email, password: premium.password },
    }); // a week on, the first session has expired
    const token = login.json<{ token: string }>().token;
    expect(
      (await injectAs(t.app, token, { method: 'POST', url: '/api/progress/check-ins' })).statusCode,
    ).toBe(201);
    advance(5 * DAY); // week 3, check-in 5 days old
    await send();
    expect(reminders(premium)).toHaveLength(1);
    advance(1.5 * DAY); // week 3, check-in 6.5 days old
    await send();
    expect(reminders(premium)).toHaveLength(2);
    expect(reminders(premium)[1]!.text).toMatch(/Week 3 of your plan/);

    // The unsubscribe link turns the category off: week 4 brings no mail.
    const link = linkIn(reminders(premium)[1], '/unsubscribe');
    const unsub = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      payload: { token: link.token },
    });
    expect(unsub.json().category).toBe('check_in_reminder');
    advance(7 * DAY);
    await send();
    expect(reminders(premium)).toHaveLength(2);
  });

  it('reminds once when a result outside its range is due to be measured again', async () => {
    const m = await verifiedMember();
    const up = await uploadReport(t.app, m.token, { bytes: textPdf(['HbA1c 7.2 %']) });
    expect(up.statusCode).toBe(201);
    const retests = () =>
      smtp.to(m.user.email).filter((x) => x.subject.startsWith('Time to ask about a retest'));
    advance(60 * DAY);
    await send();
    expect(retests()).toHaveLength(0);
    advance(32 * DAY); // three calendar months have passed
    await send();
    advance(1 * DAY);
    await send();
    expect(retests()).toHaveLength(1);
    // The mail says no more than that a retest is due: no value, no biomarker.
    expect(retests()[0]!.text).not.toMatch(/HbA1c|7\.2/);
    expect(retests()[0]!.text).toMatch(/\/biomarkers/);
    advance(40 * DAY);
    await send();
    expect(retests()).toHaveLength(1);
  });
});
