/**
 * The demo seed (issue 31, item 13) against a real PGlite database and the real extractor: every feature the tour
 * shows has data — reports that match their owners and feed their plans, weeks of logs, check-ins that re-planned,
 * a retest whose results trend, an approved Doctor Verified plan and one waiting in the clinician's queue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../modules/auth/auth-service';
import { users } from '../modules/auth/auth-schema';
import { createTestApp, type TestApp } from '../../test/helpers';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { demoClock, seedDemo, type SeedOutcome } from './demo-seed';

const TODAY = new Date('2026-11-27T09:00:00Z');
let t: TestApp;
let outcomes: SeedOutcome[];
const actors = new Map<string, Actor>();

beforeAll(async () => {
  const clock = demoClock(TODAY);
  t = await createTestApp('pglite', { now: clock.now });
  outcomes = await seedDemo(t.app, clock, TODAY);
  for (const user of await t.database.db.select().from(users))
    actors.set(user.email, { user, sessionId: 'test' });
}, 300_000);
afterAll(() => t?.close());

const actor = (name: string): Actor => actors.get(`${name}@demo.vitalplan.app`)!;
const services = () => t.app.ctx.services;

describe('npm run seed:demo', () => {
  it('creates every demo account, including an admin and a clinician', () => {
    expect(outcomes.map((o) => o.email)).toEqual(DEMO_ACCOUNTS.map((d) => d.email));
    expect(outcomes.every((o) => o.created)).toBe(true);
    expect(actor('admin').user.isAdmin).toBe(true);
  });

  it("seeds reports that match their owner's profile and are used by the owner's plan", async () => {
    for (const name of ['asha', 'rahul', 'maria', 'omar']) {
      const reports = await services().reports.list(actor(name).user.id);
      expect(reports.length, name).toBeGreaterThan(0);
      for (const r of reports) {
        expect(r.status, `${name} ${r.filename}`).toBe('processed');
        expect(r.identity.mismatches, `${name} ${r.filename}`).toEqual([]);
        expect(r.identity.included, `${name} ${r.filename}`).toBe(true);
      }
      const plan = await services().plans.active(actor(name).user.id);
      const detail = await services().plans.get(actor(name), plan!.id);
      expect(detail.content.inputs.biomarkersUsed.length, name).toBeGreaterThan(0);
    }
  });

  it('has weeks of weights, meals and sets, and check-ins that made new plan versions', async () => {
    const summary = await services().progress.summary(actor('rahul'));
    expect(summary.weights.length).toBeGreaterThanOrEqual(14);
    expect(summary.weeklyRateKg).toBeLessThan(0);
    expect(summary.adherence.some((w) => w.mealsEaten > 0 && w.sessionsDone > 0)).toBe(true);
    expect(summary.lifts.length).toBeGreaterThan(0);
    expect(summary.latestCheckIn).not.toBeNull();
    const plan = await services().plans.active(actor('rahul').user.id);
    const versions = await services().plans.versions(actor('rahul'), plan!.id);
    expect(versions.length).toBeGreaterThanOrEqual(2);
    expect((await services().progress.summary(actor('maria'))).latestCheckIn).not.toBeNull();
  });

  it('has a retest whose results trend across reports', async () => {
    const series = await services().reports.series(actor('rahul').user.id);
    const ldl = series.find((s) => s.code === 'LDL');
    expect(ldl?.history.length).toBe(2);
    expect(ldl!.latest.value).toBeLessThan(ldl!.history.find((p) => p !== ldl!.latest)?.value ?? 0);
    const hba1c = (await services().reports.series(actor('maria').user.id)).find((s) => s.code === 'HBA1C');
    expect(hba1c?.history.length).toBe(2);
  });

  it('has an approved Doctor Verified plan and one waiting in the clinician queue', async () => {
    const maria = await services().plans.active(actor('maria').user.id);
    expect(maria).toMatchObject({ planType: 'doctor_verified', doctorVerified: true });
    const clinician = actor('dr.rao');
    const approved = await services().clinician.queue(clinician, 'approved');
    expect(approved.map((r) => r.planId)).toContain(maria!.id);
    const pending = await services().clinician.queue(clinician, 'pending');
    const omar = await services().plans.active(actor('omar').user.id);
    expect(pending.map((r) => r.planId)).toContain(omar!.id);
  });

  it('leaves existing accounts alone when run again', async () => {
    const again = await seedDemo(t.app, demoClock(TODAY), TODAY);
    expect(again.every((o) => !o.created)).toBe(true);
  });
});
