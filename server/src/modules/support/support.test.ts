/**
 * Support requests through the API: the contact form (with and without a screenshot), bad screenshots, object-level
 * access, the admin queue's order and transitions, mails, and the audit trail of staff access.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUPPORT_ATTACHMENT_MAX_BYTES, type AdminTicketsResponse, type Ticket } from '@common/support';
import { hasActiveSubscription } from '@common/subscription';
import { auditEvents, supportMessages, supportTickets, users } from '../../db/schema';
import { listQueue, queueQuery } from './support-repo';
import { localPathOf } from '../../storage/local-file-store';
import { image, multipartForm, reportPdf } from '../../../test/documents';
import {
  capturedMail,
  createTestApp,
  grantEntitlement,
  injectAs,
  registerMember,
  testDatabaseKinds,
  type Member,
  type TestApp,
} from '../../../test/helpers';

const HOUR = 3_600_000;
const FORM = { subject: 'Plan does not load', message: 'The plan page stays blank after I log in.' };

describe.each(testDatabaseKinds())('support requests on %s', (kind) => {
  let t: TestApp;
  let admin: Member;
  const mail = capturedMail();
  let clock = new Date('2026-03-02T09:00:00Z');

  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => clock, mail: mail.queue });
    admin = await registerMember(t.app);
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
  });
  afterAll(() => t.close());
  beforeEach(() => {
    mail.sent.length = 0;
  });

  const as = (m: Member | null, options: Parameters<typeof injectAs>[2]) =>
    injectAs(t.app, m ? m.token : null, options);

  async function createTicket(
    m: Member,
    fields: Record<string, string> = FORM,
    file?: Parameters<typeof multipartForm>[1],
  ) {
    return as(m, { method: 'POST', url: '/api/support/tickets', ...multipartForm(fields, file) });
  }

  async function newTicket(m: Member, subject = FORM.subject): Promise<Ticket> {
    const res = await createTicket(m, { ...FORM, subject });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ ticket: Ticket }>().ticket;
  }

  async function storedFiles(): Promise<string[]> {
    const entries = await readdir(path.join(t.dataDir, 'uploads'), { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => e.name)
      .sort();
  }

  async function queue(query = ''): Promise<AdminTicketsResponse> {
    const res = await as(admin, { method: 'GET', url: `/api/admin/support/tickets${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminTicketsResponse>();
  }

  it('creates a ticket without a screenshot, mails the member a copy without the message, and lists it', async () => {
    const member = await registerMember(t.app);
    const res = await createTicket(member);
    expect(res.statusCode, res.body).toBe(201);
    const { ticket, message } = res.json<{ ticket: Ticket; message: string }>();
    expect(message).toContain(ticket.reference);
    expect(ticket).toMatchObject({ subject: FORM.subject, status: 'open', messageCount: 1 });
    expect(ticket.messages).toEqual([
      expect.objectContaining({ fromSupport: false, body: FORM.message, attachment: null }),
    ]);
    expect(new Date(ticket.replyDueAt!).getTime() - clock.getTime()).toBe(24 * HOUR);

    expect(mail.sent).toHaveLength(1);
    const [copy] = mail.sent;
    expect(copy).toMatchObject({ to: member.user.email, category: 'support.received' });
    expect(copy!.subject).toContain(ticket.reference);
    expect(copy!.text).toContain(`/support/${ticket.id}`);
    expect(copy!.html).toContain(`/support/${ticket.id}`);
    // What the member wrote (it may describe their health) stays out of the mail.
    for (const part of [copy!.subject, copy!.text, copy!.html]) {
      expect(part).not.toContain(FORM.message);
      expect(part).not.toContain(FORM.subject);
    }

    const list = await as(member, { method: 'GET', url: '/api/support/tickets' });
    expect(list.json().tickets).toEqual([expect.objectContaining({ id: ticket.id, messageCount: 1 })]);
  });

  it.each(['png', 'jpeg', 'webp'] as const)(
    'stores a %s screenshot encrypted and serves it back to its owner',
    async (format) => {
      const member = await registerMember(t.app);
      const bytes = await image(format, 120, 80);
      const res = await createTicket(member, FORM, {
        field: 'attachment',
        bytes,
        filename: `screen.${format}`,
        contentType: 'application/octet-stream',
      });
      expect(res.statusCode, res.body).toBe(201);
      const { ticket } = res.json<{ ticket: Ticket }>();
      const attachment = ticket.messages[0]!.attachment!;
      const mime = `image/${format}`;
      expect(attachment.mimeType).toBe(mime);

      // At rest: encrypted, so the image's signature is nowhere in the stored file.
      const [row] = await t.database.db
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.id, ticket.messages[0]!.id));
      const stored = await readFile(localPathOf(path.join(t.dataDir, 'uploads'), row!.attachmentKey!));
      expect(stored.subarray(0, 4).toString()).toBe('VPE1');
      expect(stored.includes(bytes.subarray(0, 8))).toBe(false);

      const file = await as(member, {
        method: 'GET',
        url: `/api/support/tickets/${ticket.id}/messages/${ticket.messages[0]!.id}/attachment`,
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(mime);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.length).toBe(attachment.size);
    },
  );

  it('refuses bad screenshots with 400 naming the field, and stores nothing', async () => {
    const member = await registerMember(t.app);
    const storedBefore = await storedFiles();
    const cases = [
      { bytes: reportPdf('not an image'), filename: 'shot.png' },
      { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), filename: 'shot.svg' },
      { bytes: await image('tiff'), filename: 'shot.tiff' },
      { bytes: Buffer.from('MZ\x90\x00 this is an executable'), filename: 'shot.png' },
      { bytes: Buffer.alloc(0), filename: 'shot.png' },
      // A real PNG signature followed by garbage: the magic bytes pass, decoding does not.
      {
        bytes: Buffer.concat([(await image('png')).subarray(0, 40), Buffer.alloc(200, 1)]),
        filename: 'x.png',
      },
    ];
    for (const c of cases) {
      const res = await createTicket(member, FORM, { field: 'attachment', ...c, contentType: 'image/png' });
      expect(res.statusCode, `${c.filename}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({
        field: 'attachment',
        message: expect.stringMatching(/screenshot/i),
      });
    }
    const tooBig = await createTicket(member, FORM, {
      field: 'attachment',
      bytes: Buffer.concat([await image('png'), Buffer.alloc(SUPPORT_ATTACHMENT_MAX_BYTES)]),
      filename: 'big.png',
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toMatch(/smaller than 5 MB/);

    const list = await as(member, { method: 'GET', url: '/api/support/tickets' });
    expect(list.json().tickets).toEqual([]);
    expect(await storedFiles()).toEqual(storedBefore);
  });

  it('validates subject and message, naming the field', async () => {
    const member = await registerMember(t.app);
    const cases: [Record<string, string>, string][] = [
      [{ message: FORM.message }, 'subject'],
      [{ subject: 'ok', message: FORM.message }, 'subject'],
      [{ subject: FORM.subject, message: 'short' }, 'message'],
      [{ subject: FORM.subject, message: 'x'.repeat(5001) }, 'message'],
      [{ subject: FORM.subject }, 'message'],
    ];
    for (const [fields, field] of cases) {
      const res = await createTicket(member, fields);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().field).toBe(field);
    }
    const json = await as(member, { method: 'POST', url: '/api/support/tickets', payload: FORM });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/multipart\/form-data/);
  });

  it('hides another member’s ticket (404), and keeps the queue for admins', async () => {
    const owner = await registerMember(t.app);
    const other = await registerMember(t.app);
    const res = await createTicket(owner, FORM, {
      field: 'attachment',
      bytes: await image('png'),
      filename: 'a.png',
    });
    const ticket = res.json<{ ticket: Ticket }>().ticket;
    const messageId = ticket.messages[0]!.id;
    const probes = [
      { method: 'GET' as const, url: `/api/support/tickets/${ticket.id}` },
      { method: 'GET' as const, url: `/api/support/tickets/${ticket.id}/messages/${messageId}/attachment` },
      {
        method: 'POST' as const,
        url: `/api/support/tickets/${ticket.id}/messages`,
        payload: { message: 'I am not the owner of this.' },
      },
    ];
    for (const probe of probes) expect((await as(other, probe)).statusCode, probe.url).toBe(404);
    // Even an admin reads members' tickets only through the audited admin routes.
    expect((await as(admin, probes[0]!)).statusCode).toBe(404);
    expect((await as(other, { method: 'GET', url: '/api/support/tickets' })).json().tickets).toEqual([]);
    expect((await as(other, { method: 'GET', url: '/api/admin/support/tickets' })).statusCode).toBe(403);
    expect((await as(null, { method: 'GET', url: '/api/support/tickets' })).statusCode).toBe(401);
    expect((await as(owner, probes[0]!)).statusCode).toBe(200);
  });

  it('pages the open queue in rank order, looking each requester up per ticket (no hash of every member)', async () => {
    const members = await Promise.all([0, 1, 2, 3, 4].map(() => registerMember(t.app)));
    await grantEntitlement(t.database, members[1]!.user.id, 'premium', clock);
    await grantEntitlement(t.database, members[2]!.user.id, 'doctor_verified', clock);
    await grantEntitlement(
      t.database,
      members[3]!.user.id,
      'premium',
      new Date(clock.getTime() - 31 * 24 * HOUR),
    );
    for (const [i, m] of members.entries()) {
      clock = new Date(clock.getTime() + HOUR);
      await newTicket(m, `ranked ${i}`);
      await newTicket(m, `ranked ${i} again`);
    }
    const db = t.database.db;
    // The order the queue promises, computed here from every open ticket and its member.
    const open = await db
      .select({ ticket: supportTickets, user: users })
      .from(supportTickets)
      .innerJoin(users, eq(users.id, supportTickets.userId))
      .where(eq(supportTickets.status, 'open'));
    const key = (r: (typeof open)[number]) => [
      hasActiveSubscription(r.user, clock) ? 0 : 1,
      (r.ticket.awaitingSince ?? r.ticket.createdAt).getTime(),
    ];
    const expected = open
      .sort((a, b) => {
        const [ka, kb] = [key(a), key(b)];
        return ka[0]! - kb[0]! || ka[1]! - kb[1]! || (a.ticket.id < b.ticket.id ? -1 : 1);
      })
      .map((r) => [r.ticket.id, hasActiveSubscription(r.user, clock)]);
    expect(expected.length).toBeGreaterThanOrEqual(10);
    const paged: unknown[] = [];
    for (let offset = 0; offset < expected.length + 3; offset += 3) {
      const { rows } = await listQueue(db, { status: 'open', now: clock, limit: 3, offset });
      paged.push(...rows.map((r) => [r.ticket.id, r.requester.priority]));
    }
    expect(paged).toEqual(expected);

    // Even where the planner would rather hash (as it did over 50,000 members), the requester stays a per-ticket
    // lookup: no Hash or Merge Join of the users table.
    const q = queueQuery(db, { status: 'open', now: clock, limit: 50, offset: 0 }).toSQL();
    const parts = q.sql.split(/\$\d+/);
    const query = sql.join(
      parts.flatMap((p, i) => (i < q.params.length ? [sql.raw(p), sql`${q.params[i]}`] : [sql.raw(p)])),
    );
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_nestloop = off`);
      await tx.execute(sql`set local enable_mergejoin = off`);
      const result = await tx.execute(sql`explain ${query}`);
      return (result as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('Nested Loop');
    expect(plan).not.toMatch(/Hash Join|Merge Join/);
  });

  it('puts premium and doctor-verified members first, then the longest-waiting, open before answered and closed', async () => {
    // A fresh app and database: the queue is global.
    const own = await createTestApp(kind, { now: () => clock, mail: capturedMail().queue });
    try {
      const ownAdmin = await registerMember(own.app);
      await own.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, ownAdmin.user.id));
      const post = async (m: Member, subject: string) => {
        const res = await injectAs(own.app, m.token, {
          method: 'POST',
          url: '/api/support/tickets',
          ...multipartForm({ ...FORM, subject }),
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json<{ ticket: Ticket }>().ticket;
      };
      const free1 = await registerMember(own.app);
      const free2 = await registerMember(own.app);
      const premium = await registerMember(own.app);
      const doctor = await registerMember(own.app);
      const lapsed = await registerMember(own.app);
      await grantEntitlement(own.database, premium.user.id, 'premium', clock);
      await grantEntitlement(own.database, doctor.user.id, 'doctor_verified', clock);
      // Premium that ran out yesterday is no longer priority.
      await grantEntitlement(
        own.database,
        lapsed.user.id,
        'premium',
        new Date(clock.getTime() - 31 * 24 * HOUR),
      );

      const start = clock;
      const at = (h: number) => (clock = new Date(start.getTime() + h * HOUR));
      at(0);
      const oldestFree = await post(free1, 'free oldest');
      at(1);
      const answered = await post(free2, 'free answered');
      at(2);
      await post(lapsed, 'lapsed premium');
      at(3);
      await post(doctor, 'doctor');
      at(4);
      await post(premium, 'premium');
      at(5);
      await post(free2, 'free newest');
      at(6);
      expect(
        (
          await injectAs(own.app, ownAdmin.token, {
            method: 'POST',
            url: `/api/admin/support/tickets/${answered.id}/replies`,
            payload: { message: 'Here is how to fix it.' },
          })
        ).statusCode,
      ).toBe(200);
      await injectAs(own.app, ownAdmin.token, {
        method: 'POST',
        url: `/api/admin/support/tickets/${oldestFree.id}/close`,
      });
      at(27.5); // tickets from hours 2 and 3 are now past the 24-hour promise.

      const res = await injectAs(own.app, ownAdmin.token, {
        method: 'GET',
        url: '/api/admin/support/tickets',
      });
      const body = res.json<AdminTicketsResponse>();
      expect(body.tickets.map((x) => x.subject)).toEqual([
        'doctor',
        'premium',
        'lapsed premium',
        'free newest',
        'free answered',
        'free oldest',
      ]);
      expect(body.tickets.map((x) => x.requester.priority)).toEqual([true, true, false, false, false, false]);
      expect(body.tickets.map((x) => x.status)).toEqual([
        'open',
        'open',
        'open',
        'open',
        'answered',
        'closed',
      ]);
      expect(body.overdue).toBe(2);
      expect(body.tickets[0]!.replyDueAt).toBe(new Date(start.getTime() + 27 * HOUR).toISOString());
      expect(body.tickets[4]!.replyDueAt).toBeNull();

      const openOnly = await injectAs(own.app, ownAdmin.token, {
        method: 'GET',
        url: '/api/admin/support/tickets?status=open',
      });
      expect(openOnly.json().total).toBe(4);
      const bad = await injectAs(own.app, ownAdmin.token, {
        method: 'GET',
        url: '/api/admin/support/tickets?status=pending',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/Status must be one of open, answered, closed/);
    } finally {
      await own.close();
      clock = new Date('2026-03-02T09:00:00Z');
    }
  });

  it('an admin reply is mailed to the member and shows in their list; close, reopen and follow-up move the status', async () => {
    const member = await registerMember(t.app);
    const ticket = await newTicket(member, 'Cannot change email');
    mail.sent.length = 0;

    const reply = await as(admin, {
      method: 'POST',
      url: `/api/admin/support/tickets/${ticket.id}/replies`,
      payload: { message: 'We changed it for you. Please log in again.' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().ticket).toMatchObject({ status: 'answered', replyDueAt: null, messageCount: 2 });
    expect(mail.sent).toEqual([
      expect.objectContaining({ to: member.user.email, category: 'support.replied' }),
    ]);
    expect(mail.sent[0]!.text).not.toContain('We changed it for you');
    expect(mail.sent[0]!.text).toContain(`/support/${ticket.id}`);

    const seen = (await as(member, { method: 'GET', url: `/api/support/tickets/${ticket.id}` })).json()
      .ticket as Ticket;
    expect(seen.status).toBe('answered');
    expect(seen.messages.map((m) => [m.fromSupport, m.body])).toEqual([
      [false, FORM.message],
      [true, 'We changed it for you. Please log in again.'],
    ]);
    // Nothing in the member's view says which staff member answered.
    expect(JSON.stringify(seen)).not.toContain(admin.user.id);

    // The member answers back: open again, and the reply promise starts from their message.
    clock = new Date(clock.getTime() + 2 * HOUR);
    const follow = await as(member, {
      method: 'POST',
      url: `/api/support/tickets/${ticket.id}/messages`,
      payload: { message: 'Thanks, it works now!' },
    });
    expect(follow.json().ticket).toMatchObject({
      status: 'open',
      replyDueAt: new Date(clock.getTime() + 24 * HOUR).toISOString(),
    });

    const close = await as(admin, { method: 'POST', url: `/api/admin/support/tickets/${ticket.id}/close` });
    expect(close.json().ticket.status).toBe('closed');
    const closeAgain = await as(admin, {
      method: 'POST',
      url: `/api/admin/support/tickets/${ticket.id}/close`,
    });
    expect(closeAgain.statusCode).toBe(409);
    const replyClosed = await as(admin, {
      method: 'POST',
      url: `/api/admin/support/tickets/${ticket.id}/replies`,
      payload: { message: 'One more thing about this.' },
    });
    expect(replyClosed.statusCode).toBe(409);
    expect(replyClosed.json().message).toMatch(/Reopen/);

    const reopen = await as(admin, { method: 'POST', url: `/api/admin/support/tickets/${ticket.id}/reopen` });
    expect(reopen.json().ticket).toMatchObject({ status: 'open' });
    expect(
      (await as(admin, { method: 'POST', url: `/api/admin/support/tickets/${ticket.id}/reopen` })).statusCode,
    ).toBe(409);
    const missing = await as(admin, {
      method: 'POST',
      url: '/api/admin/support/tickets/00000000-0000-4000-8000-000000000000/close',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('audits staff access: opening a ticket, its screenshot, replying, closing and reopening', async () => {
    const member = await registerMember(t.app);
    const created = await createTicket(member, FORM, {
      field: 'attachment',
      bytes: await image('jpeg'),
      filename: 'photo.jpg',
    });
    const ticket = created.json<{ ticket: Ticket }>().ticket;
    const base = `/api/admin/support/tickets/${ticket.id}`;
    const opened = await as(admin, { method: 'GET', url: base });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().ticket.requester).toMatchObject({ id: member.user.id, email: member.user.email });
    const shot = await as(admin, {
      method: 'GET',
      url: `${base}/messages/${ticket.messages[0]!.id}/attachment`,
    });
    expect(shot.statusCode).toBe(200);
    expect(shot.headers['content-type']).toBe('image/jpeg');
    await as(admin, { method: 'POST', url: `${base}/replies`, payload: { message: 'Looking into it now.' } });
    await as(admin, { method: 'POST', url: `${base}/close` });
    await as(admin, { method: 'POST', url: `${base}/reopen` });
    // Listing the queue is not an opening of a ticket.
    await queue();

    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, ticket.id)));
    expect(events.map((e) => [e.action, e.actorId])).toEqual([
      ['support.ticket.created', member.user.id],
      ['admin.support_ticket.viewed', admin.user.id],
      ['admin.support_attachment.viewed', admin.user.id],
      ['support.ticket.replied', admin.user.id],
      ['support.ticket.closed', admin.user.id],
      ['support.ticket.reopened', admin.user.id],
    ]);
    // Each staff event names whose request it was.
    for (const e of events.filter((x) => x.actorId === admin.user.id))
      expect(e.detail).toMatchObject({ ownerId: member.user.id });
  });

  it('deleting the account removes the tickets and their stored screenshots', async () => {
    const member = await registerMember(t.app);
    const res = await createTicket(member, FORM, {
      field: 'attachment',
      bytes: await image('png'),
      filename: 'a.png',
    });
    const ticket = res.json<{ ticket: Ticket }>().ticket;
    const [row] = await t.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.id, ticket.messages[0]!.id));
    const stored = localPathOf(path.join(t.dataDir, 'uploads'), row!.attachmentKey!);
    expect((await readFile(stored)).length).toBeGreaterThan(0); // there before the deletion
    const del = await as(member, {
      method: 'DELETE',
      url: '/api/account',
      payload: { password: member.password },
    });
    expect(del.statusCode, del.body).toBe(200);
    await expect(readFile(stored)).rejects.toThrow(/ENOENT/);
    expect(
      (await as(admin, { method: 'GET', url: `/api/admin/support/tickets/${ticket.id}` })).statusCode,
    ).toBe(404);
  });

  it('the orphan sweep keeps screenshots that belong to a ticket', async () => {
    const member = await registerMember(t.app);
    const res = await createTicket(member, FORM, {
      field: 'attachment',
      bytes: await image('webp'),
      filename: 'a.webp',
    });
    const ticket = res.json<{ ticket: Ticket }>().ticket;
    // The sweep removes files without a row once they are older than the grace period: make this one old enough.
    const saved = clock;
    clock = new Date(Date.now() + HOUR);
    try {
      await t.app.ctx.services.storedFiles.sweepOrphans(0);
    } finally {
      clock = saved;
    }
    const file = await as(member, {
      method: 'GET',
      url: `/api/support/tickets/${ticket.id}/messages/${ticket.messages[0]!.id}/attachment`,
    });
    expect(file.statusCode).toBe(200);
  });
});

describe('support mail without a mail queue of its own', () => {
  it('is written as an .eml file to DATA_DIR/outbox', async () => {
    const t = await createTestApp('pglite');
    try {
      const member = await registerMember(t.app);
      const res = await injectAs(t.app, member.token, {
        method: 'POST',
        url: '/api/support/tickets',
        ...multipartForm(FORM),
      });
      expect(res.statusCode, res.body).toBe(201);
      // Mail goes out through the job queue; registration's verification mail is there too.
      await t.app.ctx.jobs.drain();
      const outbox = path.join(t.dataDir, 'outbox');
      const mails = await Promise.all(
        (await readdir(outbox)).map((f) => readFile(path.join(outbox, f), 'utf8')),
      );
      const supportMails = mails.filter((m) => m.includes('we received your request'));
      expect(supportMails).toHaveLength(1);
      const eml = supportMails[0]!;
      expect(eml).toContain(`To: ${member.user.email}`);
      expect(eml).toMatch(/^Subject: VitalPlan support: we received your request #[0-9A-F]{8}\r$/m);
      expect(eml).toContain('Content-Type: multipart/alternative');

      // The routes' zod schemas make it into the OpenAPI document.
      const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(docs.statusCode).toBe(200);
      const paths = Object.keys(docs.json().paths as object);
      expect(paths).toEqual(
        expect.arrayContaining(['/api/support/tickets/{id}', '/api/admin/support/tickets/{id}/replies']),
      );
    } finally {
      await t.close();
    }
  });
});
