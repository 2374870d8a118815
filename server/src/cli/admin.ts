/**
 * npm run admin -- grant EMAIL | revoke EMAIL | list
 * Grants or revokes admin rights of an existing account.
 */
import { eq } from 'drizzle-orm';
import { bootstrap } from '../bootstrap';
import { users } from '../db/schema';
import { recordAudit } from '../modules/audit/audit-repo';

const USAGE = 'Usage: npm run admin -- grant EMAIL | revoke EMAIL | list';

async function run(): Promise<number> {
  const [command, rawEmail] = process.argv.slice(2);
  if (command !== 'grant' && command !== 'revoke' && command !== 'list') {
    console.error(USAGE);
    return 2;
  }
  const { database } = await bootstrap();
  try {
    const { db } = database;
    if (command === 'list') {
      const admins = await db
        .select({ email: users.email, username: users.username })
        .from(users)
        .where(eq(users.isAdmin, true));
      console.log(
        admins.length ? admins.map((a) => `${a.email} (${a.username})`).join('\n') : 'No admins yet.',
      );
      return 0;
    }
    const email = rawEmail?.trim().toLowerCase();
    if (!email) {
      console.error(USAGE);
      return 2;
    }
    const isAdmin = command === 'grant';
    const [row] = await db
      .update(users)
      .set({ isAdmin })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    if (!row) {
      console.error(`No account with the email ${email}. Sign up first, then run this again.`);
      return 1;
    }
    await recordAudit(db, {
      actorId: null,
      action: isAdmin ? 'admin.granted' : 'admin.revoked',
      targetType: 'user',
      targetId: row.id,
    });
    console.log(`${email} is ${isAdmin ? 'now an admin' : 'no longer an admin'}.`);
    return 0;
  } finally {
    await database.close();
  }
}

run().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
