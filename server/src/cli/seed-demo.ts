/**
 * npm run seed:demo — creates a few demo members and one admin with known passwords (printed below), for trying
 * the app out. Safe to run twice: existing demo accounts are left as they are.
 */
import { eq } from 'drizzle-orm';
import { bootstrap } from '../bootstrap';
import { users } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import { upsertProfile, type ProfileColumns } from '../modules/profile/profile-repo';

const DAY = 24 * 3600_000;

interface DemoAccount {
  username: string;
  email: string;
  password: string;
  isAdmin: boolean;
  entitlement: 'none' | 'premium' | 'doctor_verified';
  profile: ProfileColumns;
}

const DEMO: DemoAccount[] = [
  {
    username: 'demo_admin',
    email: 'admin@demo.vitalplan.app',
    password: 'demo-admin-pass',
    isAdmin: true,
    entitlement: 'none',
    profile: { age: 41, gender: 'female', heightCm: 168, weightKg: 64, activityLevel: 'moderate' },
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
    },
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
    },
  },
];

async function run(): Promise<void> {
  const { database } = await bootstrap();
  const { db } = database;
  const now = new Date();
  try {
    for (const d of DEMO) {
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, d.email));
      if (existing) {
        console.log(`exists   ${d.email}`);
        continue;
      }
      const [row] = await db
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
        .returning({ id: users.id });
      await upsertProfile(db, row!.id, d.profile, now);
      console.log(`created  ${d.email}`);
    }
    console.log('\nDemo accounts (email / password):');
    for (const d of DEMO)
      console.log(
        `  ${d.email.padEnd(28)} ${d.password.padEnd(18)} ${d.isAdmin ? 'admin' : d.entitlement === 'none' ? 'free member' : d.entitlement}`,
      );
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
