/**
 * npm run seed:demo — a demo with content on every screen (issues 21, 31): members whose lab reports match their
 * profiles, plans of every tier, weeks of logged weights, meals and sets, check-ins that re-planned, a retest
 * whose results trend, a Doctor Verified plan approved by the clinician and one waiting in their queue, and an
 * admin. The stories are in demo-accounts.ts and are played through the app's services (demo-seed.ts). Known
 * passwords are printed at the end. Safe to run twice: an existing demo account is left as it is.
 */
import { buildApp } from '../app';
import { bootstrap } from '../bootstrap';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { demoClock, roleOf, seedDemo } from './demo-seed';

async function run(): Promise<void> {
  const { config, secrets, database } = await bootstrap();
  const clock = demoClock();
  const app = await buildApp(config, { database, secrets, logger: false, staticDir: null, now: clock.now });
  try {
    for (const o of await seedDemo(app, clock)) {
      console.log(
        o.created
          ? `created  ${o.email}${o.done.length ? ` (${o.done.join('; ')})` : ''}`
          : `exists   ${o.email}`,
      );
    }
    console.log('\nDemo accounts (email / password):');
    for (const d of DEMO_ACCOUNTS)
      console.log(`  ${d.email.padEnd(28)} ${d.password.padEnd(20)} ${roleOf(d.email)}`);
  } finally {
    await app.close();
    await database.close();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
