/**
 * Plays the demo accounts' stories (demo-accounts.ts) through the app's own services on a clock that is moved
 * back and forward in time: reports uploaded and read by the real extractor, plans made by the real engine, daily
 * logs validated like the app's, check-ins that re-plan, a clinician's approval. Nothing is written around the
 * services except the account rows themselves (users, profile, clinician role), as `npm run admin` does.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PlanDetail } from '@common/plans';
import { slotIndexes } from '@common/progress';
import type { Actor } from '../modules/auth/auth-service';
import { users } from '../modules/auth/auth-schema';
import { hashPassword } from '../modules/auth/passwords';
import { clinicians } from '../modules/clinician/clinician-schema';
import { upsertProfile } from '../modules/profile/profile-repo';
import { DEMO_ACCOUNTS, type DemoAccount, type DemoEvent } from './demo-accounts';
import { demoLabPdf } from './demo-lab-documents';

const DAY = 24 * 3600_000;

type Services = FastifyInstance['ctx']['services'];

/** The seed's clock: the app built with `now: clock.now` sees the moments the stories happen. */
export interface DemoClock {
  now(): Date;
  set(at: Date): void;
}

export function demoClock(start = new Date()): DemoClock {
  let at = start;
  return { now: () => at, set: (next) => (at = next) };
}

interface SeedContext {
  app: FastifyInstance;
  services: Services;
  clock: DemoClock;
  today: Date;
  /** Accounts by username, for the clinician who approves. */
  actors: Map<string, Actor>;
}

const isoDate = (d: Date): string => d.toISOString().slice(0, 10);
const daysAgo = (ctx: SeedContext, days: number): Date => new Date(ctx.today.getTime() - days * DAY);

async function createAccount(ctx: SeedContext, d: DemoAccount): Promise<Actor> {
  const { db } = ctx.app.ctx.database;
  const at = ctx.clock.now();
  const dv = d.entitlement === 'doctor_verified';
  const [user] = await db
    .insert(users)
    .values({
      username: d.username,
      email: d.email,
      passwordHash: await hashPassword(d.password),
      isAdmin: d.isAdmin,
      isVerified: true,
      subscriptionStatus: d.entitlement === 'premium' ? 'active' : 'none',
      // Running a month past the day of the seed, whenever the story started.
      premiumExpiresAt: d.entitlement === 'premium' ? new Date(ctx.today.getTime() + 30 * DAY) : null,
      doctorVerified: dv,
      doctorVerifiedAt: dv ? at : null,
      createdAt: at,
    })
    .returning();
  await upsertProfile(db, user!.id, d.profile, at);
  if (d.clinician) await db.insert(clinicians).values({ userId: user!.id, ...d.clinician, grantedAt: at });
  return { user: user!, sessionId: 'seed-demo' };
}

/** Uploads the report and has it read by the extraction job. */
async function uploadReport(
  ctx: SeedContext,
  actor: Actor,
  d: DemoAccount,
  e: DemoEvent & { kind: 'report' },
) {
  const bytes = demoLabPdf({
    lab: e.lab,
    patient: {
      name: d.profile.reportName ?? d.username,
      age: d.profile.age ?? 40,
      sex: d.profile.gender === 'male' ? 'male' : 'female',
    },
    collected: isoDate(daysAgo(ctx, e.day + 1)),
    rows: e.rows,
  });
  const { report } = await ctx.services.reports.upload(actor, { filename: e.filename, bytes });
  // Reading is a queued job: run it now, at the story's moment, rather than whenever a poller comes by.
  await ctx.app.ctx.jobs.drain();
  const read = (await ctx.services.reports.get(actor, report.id)).report;
  if (read.status !== 'processed') throw new Error(`${e.filename}: the report ended as ${read.status}`);
}

async function activePlan(ctx: SeedContext, actor: Actor): Promise<PlanDetail> {
  const summary = await ctx.services.plans.active(actor.user.id);
  if (!summary) throw new Error(`${actor.user.email} has no active plan to log against`);
  return ctx.services.plans.get(actor, summary.id);
}

/** A steady trend with day-to-day water swings, as real weigh-ins look (deterministic: the same every seed). */
function weightOn(e: DemoEvent & { kind: 'logs' }, dayIndex: number): number {
  const swing = 0.35 * Math.sin(dayIndex * 2.3) + 0.15 * Math.cos(dayIndex * 5.1);
  return Math.round((e.startKg + (e.kgPerWeek * dayIndex) / 7 + swing) * 10) / 10;
}

/** A first working weight for a loaded lift at the plan's %1RM, growing 2.5 kg a week (rounded to plates). */
function loadFor(pct1rm: number, week: number, sex: string | null | undefined): number {
  const base = sex === 'male' ? 40 : 20;
  return Math.round(((base * pct1rm) / 75 + 2.5 * (week - 1)) / 2.5) * 2.5;
}

/** One day's logs: the weigh-in, and for Premium and Doctor Verified the day's meals and planned session. */
async function logDay(
  ctx: SeedContext,
  actor: Actor,
  d: DemoAccount,
  e: DemoEvent & { kind: 'logs' },
  n: number,
) {
  const date = isoDate(ctx.clock.now());
  await ctx.services.progress.logWeight(actor, { date, weightKg: weightOn(e, n) });
  if (d.entitlement === 'none') return;
  const plan = await activePlan(ctx, actor);
  const index = plan.content.days.findIndex((day) => day.date === date);
  if (index < 0) return;
  const meals = plan.content.days[index]!.meals;
  const indexes = slotIndexes(meals);
  for (const [i, meal] of meals.entries()) {
    // Now and then a snack is skipped, as people do.
    const skipped = i === meals.length - 1 && n % 5 === 4;
    await ctx.services.progress.logMeal(actor, plan.id, {
      date,
      slot: meal.slot,
      slotIndex: indexes[i],
      status: skipped ? 'skipped' : 'eaten',
    });
  }
  const week = Math.floor(index / 7) + 1;
  const day = (index % 7) + 1;
  const session = plan.content.training?.weeks
    .find((w) => w.week === week)
    ?.sessions.find((s) => s.day === day);
  if (!session?.exercises.length) return;
  await ctx.services.progress.logWorkout(actor, {
    planId: plan.id,
    week,
    day,
    date,
    exercises: session.exercises.map((ex) => ({
      exerciseId: ex.exerciseId,
      sets: Array.from({ length: ex.sets }, () => ({
        reps: Number(/\d+/.exec(ex.reps)?.[0] ?? 10),
        // A loaded lift before its first logged set has a load guide but no %1RM yet: about 65 % to start.
        weightKg: ex.pct1rm || ex.loadGuide ? loadFor(ex.pct1rm ?? 65, week, d.profile.gender) : 0,
        rpe: ex.rpe ?? 7,
        done: true,
      })),
    })),
  });
}

/** A member's story as dated steps, oldest first; daily logs run up to yesterday. */
function timeline(
  d: DemoAccount,
): { day: number; run: (ctx: SeedContext, actor: Actor) => Promise<string> }[] {
  const steps: { day: number; run: (ctx: SeedContext, actor: Actor) => Promise<string> }[] = [];
  for (const e of d.story) {
    switch (e.kind) {
      case 'report':
        steps.push({ day: e.day, run: (ctx, a) => uploadReport(ctx, a, d, e).then(() => 'report') });
        break;
      case 'plan':
        steps.push({
          day: e.day,
          run: (ctx, a) => ctx.services.plans.generate(a, e).then(() => `${e.planType} plan`),
        });
        break;
      case 'approve':
        steps.push({
          day: e.day,
          run: async (ctx, a) => {
            const clinician = [...ctx.actors.values()].find((x) => x.user.email.startsWith('dr.'));
            if (!clinician) throw new Error('the demo clinician is missing');
            const plan = await activePlan(ctx, a);
            await ctx.services.clinician.approve(clinician, plan.id, e.note);
            return 'approved by the clinician';
          },
        });
        break;
      case 'logs':
        for (let day = e.day, n = 0; day >= 1; day--, n++) {
          const index = n;
          steps.push({ day, run: (ctx, a) => logDay(ctx, a, d, e, index).then(() => '') });
        }
        break;
      case 'check-in':
        steps.push({ day: e.day, run: (ctx, a) => ctx.services.progress.checkIn(a).then(() => 'check-in') });
        break;
    }
  }
  // Oldest first; on the same day, in the order the story lists them (a check-in after that day's logs).
  return steps
    .map((s, i) => ({ s, i }))
    .sort((a, b) => b.s.day - a.s.day || a.i - b.i)
    .map(({ s }) => s);
}

export interface SeedOutcome {
  email: string;
  created: boolean;
  done: string[];
}

/**
 * Seeds every demo account not there yet (an existing one is left as it is, so running twice is safe). The app must
 * be built with `now: clock.now`; the clock ends on `today`.
 */
export async function seedDemo(
  app: FastifyInstance,
  clock: DemoClock,
  today = new Date(),
): Promise<SeedOutcome[]> {
  const ctx: SeedContext = { app, services: app.ctx.services, clock, today, actors: new Map() };
  const { db } = app.ctx.database;
  const outcomes: SeedOutcome[] = [];
  try {
    for (const d of DEMO_ACCOUNTS) {
      const [existing] = await db.select().from(users).where(eq(users.email, d.email));
      if (existing) {
        ctx.actors.set(d.username, { user: existing, sessionId: 'seed-demo' });
        outcomes.push({ email: d.email, created: false, done: [] });
        continue;
      }
      clock.set(daysAgo(ctx, d.joinedDaysAgo));
      const actor = await createAccount(ctx, d);
      ctx.actors.set(d.username, actor);
      const done: string[] = [];
      let logged = 0;
      for (const step of timeline(d)) {
        clock.set(daysAgo(ctx, step.day));
        const what = await step.run(ctx, actor);
        if (what) done.push(`${what} ${step.day} days ago`);
        else logged++;
      }
      if (logged) done.push(`${logged} days logged`);
      outcomes.push({ email: d.email, created: true, done });
    }
  } finally {
    clock.set(today);
  }
  return outcomes;
}

export function roleOf(email: string): string {
  const d = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!d) return '';
  if (d.isAdmin) return 'admin';
  if (d.clinician) return 'clinician';
  return d.entitlement === 'none' ? 'free member' : d.entitlement.replace('_', ' ');
}
