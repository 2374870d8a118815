/** Accounts made admin by the old ADMIN_EMAILS rule (before the address was proven) lose admin at start-up. */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema';
import { createTestApp, registerMember, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { demoteSquattedAdmins } from './listed-admins';

describe.each(testDatabaseKinds())('squatted ADMIN_EMAILS admins on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('demotes listed, unverified admins never granted at verification, audited; keeps every other admin', async () => {
    const set = async (id: string, values: Partial<typeof users.$inferInsert>) =>
      t.database.db.update(users).set(values).where(eq(users.id, id));
    const squatter = await registerMember(t.app, { email: 'owner@listed.test' });
    const proven = await registerMember(t.app, { email: 'proven@listed.test' });
    const granted = await registerMember(t.app, { email: 'cli@listed.test' });
    const unlisted = await registerMember(t.app);
    await set(squatter.user.id, { isAdmin: true });
    await set(proven.user.id, { isAdmin: true, isVerified: true, listedAdminGrantedAt: new Date() });
    await set(granted.user.id, { isAdmin: true, isVerified: true });
    await set(unlisted.user.id, { isAdmin: true });
    const listed = ['owner@listed.test', 'proven@listed.test', 'cli@listed.test'];

    expect(await demoteSquattedAdmins(t.database.db, listed)).toBe(1);
    const ids = [squatter, proven, granted, unlisted].map((m) => m.user.id);
    const rows = await t.database.db
      .select({ id: users.id, isAdmin: users.isAdmin })
      .from(users)
      .where(inArray(users.id, ids));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.isAdmin]))).toEqual({
      [squatter.user.id]: false,
      [proven.user.id]: true,
      [granted.user.id]: true,
      [unlisted.user.id]: true,
    });
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'admin.revoked'), eq(auditEvents.targetId, squatter.user.id)));
    expect(audit).toHaveLength(1);
    expect(await demoteSquattedAdmins(t.database.db, listed)).toBe(0);
  });
});
