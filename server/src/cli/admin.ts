/**
 * npm run admin -- grant EMAIL | revoke EMAIL | list
 * Grants or revokes admin rights of an existing account.
 * npm run admin -- grant-clinician EMAIL --name "Dr A. Rao" --registration MCI-12345 --body "National Medical
 *   Commission" --specialty "Internal medicine": grants the clinician role (separate from admin), audited.
 */
import { SnapshotCache } from '../lib/snapshot-cache';
import { eq } from 'drizzle-orm';
import { bootstrap } from '../bootstrap';
import { users } from '../modules/auth/auth-schema';
import { recordAudit } from '../modules/audit/audit-repo';
import { grantClinicianBody } from '@common/clinician';
import { createClinicianService } from '../modules/clinician';

const USAGE =
  'Usage: npm run admin -- grant EMAIL | revoke EMAIL | list\n' +
  '       npm run admin -- grant-clinician EMAIL --name NAME --registration NUMBER --body REGISTRATION_BODY --specialty SPECIALTY';

/** The value after `--flag` in the arguments, or undefined. */
function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

async function grantClinician(args: string[]): Promise<number> {
  const email = args[0]?.trim().toLowerCase();
  const parsed = grantClinicianBody.omit({ userId: true }).safeParse({
    displayName: flag(args, 'name'),
    registrationNumber: flag(args, 'registration'),
    registrationBody: flag(args, 'body'),
    specialty: flag(args, 'specialty'),
  });
  if (!email || !parsed.success) {
    console.error(
      parsed.success
        ? USAGE
        : `${parsed.error.issues.map((i) => `--${String(i.path[0])}: ${i.message}`).join('\n')}\n${USAGE}`,
    );
    return 2;
  }
  const { database } = await bootstrap();
  try {
    const service = createClinicianService({
      db: database.db,
      now: () => new Date(),
      // Granting sends no mail and regenerates no plan.
      mail: { enqueue: async () => {} },
      publicUrl: () => '',
      snapshots: new SnapshotCache(0),
      plans: () => {
        throw new Error('not available from the command line');
      },
      renderCrop: () => Promise.reject(new Error('not available from the command line')),
    });
    const c = await service.grantByEmail(email, parsed.data);
    console.log(
      `${email} is now a clinician: ${c.displayName}, ${c.registrationNumber} (${c.registrationBody}).`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

async function run(): Promise<number> {
  const [command, rawEmail] = process.argv.slice(2);
  if (command === 'grant-clinician') return grantClinician(process.argv.slice(3));
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
