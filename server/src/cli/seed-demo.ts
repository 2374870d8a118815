/**
 * npm run seed:demo — a demo with content on every screen (issue 21): members with profiles, blood test reports
 * made from generated lab documents and read by the real extractor, plans of every tier made by the real engine,
 * an admin, and a clinician who has the Doctor Verified member's plan waiting for review. Known passwords are
 * printed at the end. Safe to run twice: an existing demo account is left as
 * it is.
 *
 * To extend it (e.g. clinicians or logged progress): add fields to DemoAccount and a step to SEED_STEPS; each step
 * runs once per newly created account, in order, through the app's own services.
 */
import { eq } from 'drizzle-orm';
import type { PlanType } from '@common/options';
import { buildApp } from '../app';
import { bootstrap } from '../bootstrap';
import { users } from '../modules/auth/auth-schema';
import { clinicians } from '../modules/clinician/clinician-schema';
// The generator that makes the labs tests' documents: deterministic, so every demo shows the same reports.
import { generateReport, type LayoutKind } from '../../test/lab-documents/lab-generator/generate';
import type { Actor } from '../modules/auth/auth-service';
import { hashPassword } from '../modules/auth/passwords';
import { upsertProfile, type ProfileColumns } from '../modules/profile/profile-repo';
import type { FastifyInstance } from 'fastify';

const DAY = 24 * 3600_000;
/** How long a report may take to be read when extraction runs in the background. */
const REPORT_WAIT_MS = 60_000;

interface DemoAccount {
  username: string;
  email: string;
  password: string;
  isAdmin: boolean;
  entitlement: 'none' | 'premium' | 'doctor_verified';
  profile: ProfileColumns;
  /** Lab documents to upload, as generator layout kind and seed (the file name is the member's own). */
  reports: { kind: LayoutKind; seed: number; filename: string }[];
  /** Plans to generate, oldest first (the last one is the active plan). */
  plans: { planType: PlanType; includeBloodTest: boolean }[];
  /** Credentials when the account has the clinician role. */
  clinician?: {
    displayName: string;
    registrationNumber: string;
    registrationBody: string;
    specialty: string;
  };
}

const DEMO: DemoAccount[] = [
  {
    username: 'demo_admin',
    email: 'admin@demo.vitalplan.app',
    password: 'demo-admin-pass',
    isAdmin: true,
    entitlement: 'none',
    profile: { age: 41, gender: 'female', heightCm: 168, weightKg: 64, activityLevel: 'moderate' },
    reports: [],
    plans: [],
  },
  // Before the members: a Doctor Verified plan is assigned to a clinician when it is created.
  {
    username: 'dr_rao',
    email: 'dr.rao@demo.vitalplan.app',
    password: 'demo-clinician-pass',
    isAdmin: false,
    entitlement: 'none',
    profile: {},
    reports: [],
    plans: [],
    clinician: {
      displayName: 'Dr Asha Rao (demo)',
      registrationNumber: 'DEMO-NMC-00001',
      registrationBody: 'National Medical Commission (demo credentials)',
      specialty: 'Internal medicine',
    },
  },
  {
    username: 'asha_free',
    email: 'asha@demo.vitalplan.app',
    password: 'demo-member-pass',
    isAdmin: false,
    entitlement: 'none',
    profile: {
      age: 29,
      gender: 'female',
      heightCm: 160,
      weightKg: 62,
      activityLevel: 'light',
      fitnessGoals: ['Weight Loss', 'General Fitness'],
      dietaryRestrictions: ['Vegetarian'],
    },
    reports: [{ kind: 'basic', seed: 11, filename: 'asha-annual-checkup-2026.pdf' }],
    plans: [{ planType: 'free', includeBloodTest: false }],
  },
  {
    username: 'rahul_premium',
    email: 'rahul@demo.vitalplan.app',
    password: 'demo-member-pass',
    isAdmin: false,
    entitlement: 'premium',
    profile: {
      age: 45,
      gender: 'male',
      heightCm: 176,
      weightKg: 86,
      activityLevel: 'sedentary',
      fitnessGoals: ['Weight Loss', 'Strength'],
      medicalConditions: ['High Cholesterol', 'Hypertension'],
      medications: ['Atorvastatin 10 mg'],
      unitSystem: 'imperial',
    },
    reports: [
      { kind: 'cumulative-newest-first', seed: 21, filename: 'lipid-panel-march.pdf' },
      { kind: 'range-first', seed: 22, filename: 'metabolic-panel-june.pdf' },
    ],
    plans: [
      { planType: 'free', includeBloodTest: false },
      { planType: 'premium', includeBloodTest: true },
    ],
  },
  {
    username: 'maria_doctor',
    email: 'maria@demo.vitalplan.app',
    password: 'demo-member-pass',
    isAdmin: false,
    entitlement: 'doctor_verified',
    profile: {
      age: 52,
      gender: 'female',
      heightCm: 165,
      weightKg: 70,
      activityLevel: 'moderate',
      medicalConditions: ['Diabetes'],
      systolicBp: 134,
      diastolicBp: 86,
      treatedForHypertension: false,
      smoker: false,
      waistCm: 92,
      familyHistoryDiabetes: true,
    },
    reports: [
      { kind: 'value-unit-cell', seed: 31, filename: 'hba1c-and-kidney-function.pdf' },
      { kind: 'si-units', seed: 32, filename: 'full-blood-count-si-units.pdf' },
    ],
    plans: [
      { planType: 'premium', includeBloodTest: true },
      { planType: 'doctor_verified', includeBloodTest: true },
    ],
  },
];

type Services = FastifyInstance['ctx']['services'];
type SeedStep = (account: DemoAccount, actor: Actor, services: Services) => Promise<string | null>;

/** Uploads each report and waits until it has been read (extraction may run inline or as a background job). */
const seedReports: SeedStep = async (account, actor, services) => {
  for (const r of account.reports) {
    const doc = await generateReport(r.kind, r.seed);
    const { report } = await services.reports.upload(actor, { filename: r.filename, bytes: doc.bytes });
    const deadline = Date.now() + REPORT_WAIT_MS;
    let status = report.status;
    while (status === 'processing' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      status = (await services.reports.get(actor, report.id)).report.status;
    }
    if (status === 'processing' || status === 'failed') {
      throw new Error(`${r.filename}: the report ended as ${status}`);
    }
  }
  return account.reports.length ? `${account.reports.length} report(s)` : null;
};

const seedPlans: SeedStep = async (account, actor, services) => {
  for (const p of account.plans) await services.plans.generate(actor, p);
  return account.plans.length ? `plans: ${account.plans.map((p) => p.planType).join(', ')}` : null;
};

/** What each new account gets after its user and profile rows, in order. */
const SEED_STEPS: SeedStep[] = [seedReports, seedPlans];

async function createAccount(app: FastifyInstance, d: DemoAccount, now: Date): Promise<Actor> {
  const { db } = app.ctx.database;
  const [user] = await db
    .insert(users)
    .values({
      username: d.username,
      email: d.email,
      passwordHash: await hashPassword(d.password),
      isAdmin: d.isAdmin,
      isVerified: true,
      subscriptionStatus: d.entitlement === 'premium' ? 'active' : 'none',
      premiumExpiresAt: d.entitlement === 'premium' ? new Date(now.getTime() + 30 * DAY) : null,
      doctorVerified: d.entitlement === 'doctor_verified',
      doctorVerifiedAt: d.entitlement === 'doctor_verified' ? now : null,
    })
    .returning();
  await upsertProfile(db, user!.id, d.profile, now);
  if (d.clinician) await db.insert(clinicians).values({ userId: user!.id, ...d.clinician, grantedAt: now });
  return { user: user!, sessionId: 'seed-demo' };
}

async function run(): Promise<void> {
  const { config, secrets, database } = await bootstrap();
  const app = await buildApp(config, { database, secrets, logger: false, staticDir: null });
  const now = new Date();
  try {
    await app.ctx.jobs.start();
    for (const d of DEMO) {
      const [existing] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, d.email));
      if (existing) {
        console.log(`exists   ${d.email}`);
        continue;
      }
      const actor = await createAccount(app, d, now);
      const done: string[] = [];
      for (const step of SEED_STEPS) {
        const summary = await step(d, actor, app.ctx.services);
        if (summary) done.push(summary);
      }
      console.log(`created  ${d.email}${done.length ? ` (${done.join('; ')})` : ''}`);
    }
    console.log('\nDemo accounts (email / password):');
    for (const d of DEMO)
      console.log(
        `  ${d.email.padEnd(28)} ${d.password.padEnd(20)} ${d.isAdmin ? 'admin' : d.clinician ? 'clinician' : d.entitlement === 'none' ? 'free member' : d.entitlement}`,
      );
  } finally {
    await app.close();
    await database.close();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
