/**
 * Consultation messages under misuse (security issue #27), through the real server with a real SMTP server: a
 * burst is refused with 429 past the per-member and per-clinician limits, and a run of messages mails the
 * recipient once until they open the thread; a message after that mails again.
 */
import { CONSULTATION_MESSAGE_LIMITS } from '@common/limits';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicianAssignments, clinicians, users } from '../../db/schema';
import {
  createTestApp,
  grantEntitlement,
  injectAs,
  registerMember,
  type Member,
  type TestApp,
} from '../../../test/helpers';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';

const TO_CLINICIAN = 'New consultation message';
const TO_MEMBER = 'New message from your clinician';

describe('consultation messages: burst limits and one mail per unread run', () => {
  let t: TestApp;
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp('pglite', {
      env: { SMTP_URL: smtp.url, RATE_LIMITS: 'on', SESSION_CACHE_MS: '0' },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** A Doctor Verified member with an assigned clinician, both with verified addresses (so mails go out). */
  async function careTeam(): Promise<{ member: Member; doctor: Member }> {
    const [member, doctor] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const db = t.database.db;
    await db
      .update(users)
      .set({ isVerified: true })
      .where(inArray(users.id, [member.user.id, doctor.user.id]));
    await grantEntitlement(t.database, member.user.id, 'doctor_verified');
    await db.insert(clinicians).values({
      userId: doctor.user.id,
      displayName: 'Dr Test',
      registrationNumber: 'NMC-1',
      registrationBody: 'National Medical Commission',
      specialty: 'Internal medicine',
    });
    await db
      .insert(clinicianAssignments)
      .values({ memberId: member.user.id, clinicianId: doctor.user.id, assignedBy: 'admin' });
    return { member, doctor };
  }

  const post = (m: Member, body: string, memberId?: string) =>
    injectAs(t.app, m.token, {
      method: 'POST',
      url: '/api/consultations/messages',
      payload: { body, ...(memberId ? { memberId } : {}) },
    });
  const open = (m: Member, memberId?: string) =>
    injectAs(t.app, m.token, {
      method: 'GET',
      url: `/api/consultations/messages${memberId ? `?memberId=${memberId}` : ''}`,
    });
  const mailsTo = async (m: Member, subject: string) => {
    await t.app.ctx.jobs.drain();
    return smtp.to(m.user.email).filter((x) => x.subject === subject).length;
  };

  it('refuses a member’s burst past the limit with a readable 429; the thread keeps only what was accepted', async () => {
    const { member, doctor } = await careTeam();
    const statuses: number[] = [];
    let refusal = '';
    for (let i = 0; i < 60; i++) {
      const res = await post(member, `burst ${i}`);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) refusal = res.json().message;
    }
    expect(statuses.filter((s) => s === 201).length).toBe(CONSULTATION_MESSAGE_LIMITS.member);
    expect(statuses.slice(CONSULTATION_MESSAGE_LIMITS.member).every((s) => s === 429)).toBe(true);
    expect(refusal).toMatch(/too many requests\. please wait \d+ minute\(s\) and try again/i);
    const thread = (await open(doctor, member.user.id)).json();
    expect(thread.messages).toHaveLength(CONSULTATION_MESSAGE_LIMITS.member);
    // The burst mailed the clinician once.
    expect(await mailsTo(doctor, TO_CLINICIAN)).toBe(1);
  });

  it('limits a clinician’s burst too, with a larger allowance (they write to many members)', async () => {
    const { member, doctor } = await careTeam();
    let accepted = 0;
    let refused: { statusCode: number; message: string } | undefined;
    for (let i = 0; i < CONSULTATION_MESSAGE_LIMITS.clinician + 5 && !refused; i++) {
      const res = await post(doctor, `reply ${i}`, member.user.id);
      if (res.statusCode === 201) accepted++;
      else refused = { statusCode: res.statusCode, message: res.json().message };
    }
    expect(accepted).toBe(CONSULTATION_MESSAGE_LIMITS.clinician);
    expect(refused).toMatchObject({ statusCode: 429, message: expect.stringMatching(/try again/) });
    // The member's own allowance is separate from the clinician's.
    expect((await post(member, 'thank you')).statusCode).toBe(201);
    expect(await mailsTo(member, TO_MEMBER)).toBe(1);
  }, 120_000);

  it('mails once per run of unread messages: reading the thread lets the next message mail again', async () => {
    const { member, doctor } = await careTeam();
    for (let i = 0; i < 5; i++) expect((await post(member, `question ${i}`)).statusCode).toBe(201);
    expect(await mailsTo(doctor, TO_CLINICIAN)).toBe(1);
    // The clinician opens the thread: the member's messages are read.
    expect((await open(doctor, member.user.id)).statusCode).toBe(200);
    expect((await post(member, 'one more question')).statusCode).toBe(201);
    expect(await mailsTo(doctor, TO_CLINICIAN)).toBe(2);
    expect((await post(member, 'and another')).statusCode).toBe(201);
    expect(await mailsTo(doctor, TO_CLINICIAN)).toBe(2);
    // The other direction is counted on its own: the member has read nothing from the clinician yet.
    for (let i = 0; i < 3; i++) await post(doctor, `answer ${i}`, member.user.id);
    expect(await mailsTo(member, TO_MEMBER)).toBe(1);
    await open(member);
    await post(doctor, 'follow-up', member.user.id);
    expect(await mailsTo(member, TO_MEMBER)).toBe(2);
  });
});
