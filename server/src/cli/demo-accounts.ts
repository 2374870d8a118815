/**
 * Who the demo seeds (issue 31): each member's profile, the lab reports they uploaded (printed with their own name,
 * age and sex, so the app's identity check accepts them), the plans they made and how many days they have logged,
 * placed in time relative to the day the seed runs. demo-seed.ts plays these stories through the app's services.
 */
import type { PlanType } from '@common/options';
import type { ProfileColumns } from '../modules/profile/profile-repo';
import type { DemoLabRow } from './demo-lab-documents';

/** One event of a member's story, `day` days before the seed runs (0 = today). */
export type DemoEvent =
  | { day: number; kind: 'report'; filename: string; lab: string; rows: DemoLabRow[] }
  | { day: number; kind: 'plan'; planType: PlanType; includeBloodTest: boolean }
  /** The clinician approves the member's pending Doctor Verified plan. */
  | { day: number; kind: 'approve'; note: string }
  /** Daily logs (weight; meals and sets for Premium and Doctor Verified) from `day` up to yesterday. */
  | { day: number; kind: 'logs'; startKg: number; kgPerWeek: number }
  | { day: number; kind: 'check-in' };

export interface DemoAccount {
  username: string;
  email: string;
  password: string;
  isAdmin: boolean;
  entitlement: 'none' | 'premium' | 'doctor_verified';
  /** When the account was made, days before the seed runs. */
  joinedDaysAgo: number;
  profile: ProfileColumns;
  story: DemoEvent[];
  /** Credentials when the account has the clinician role. */
  clinician?: {
    displayName: string;
    registrationNumber: string;
    registrationBody: string;
    specialty: string;
  };
}

const MEMBER_PASSWORD = 'demo-member-pass';

const lipids = (chol: number, tg: number, hdl: number, ldl: number, hdlLow: number): DemoLabRow[] => [
  {
    test: 'Total Cholesterol',
    result: chol,
    unit: 'mg/dL',
    range: '< 200',
    flag: chol >= 200 ? 'H' : undefined,
  },
  { test: 'Triglycerides', result: tg, unit: 'mg/dL', range: '< 150', flag: tg >= 150 ? 'H' : undefined },
  {
    test: 'HDL Cholesterol',
    result: hdl,
    unit: 'mg/dL',
    range: `> ${hdlLow}`,
    flag: hdl < hdlLow ? 'L' : undefined,
  },
  { test: 'LDL Cholesterol', result: ldl, unit: 'mg/dL', range: '< 100', flag: ldl >= 100 ? 'H' : undefined },
];
const glycaemia = (fasting: number, hba1c: number): DemoLabRow[] => [
  {
    test: 'Fasting Blood Sugar',
    result: fasting,
    unit: 'mg/dL',
    range: '70 - 100',
    flag: fasting > 100 ? 'H' : undefined,
  },
  { test: 'HbA1c', result: hba1c, unit: '%', range: '4.0 - 5.6', flag: hba1c > 5.6 ? 'H' : undefined },
];

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'demo_admin',
    email: 'admin@demo.vitalplan.app',
    password: 'demo-admin-pass',
    isAdmin: true,
    entitlement: 'none',
    joinedDaysAgo: 120,
    profile: { age: 41, gender: 'female', heightCm: 168, weightKg: 64, activityLevel: 'moderate' },
    story: [],
  },
  // Before the members: a Doctor Verified plan is assigned to a clinician when it is created.
  {
    username: 'dr_rao',
    email: 'dr.rao@demo.vitalplan.app',
    password: 'demo-clinician-pass',
    isAdmin: false,
    entitlement: 'none',
    joinedDaysAgo: 120,
    profile: {},
    story: [],
    clinician: {
      displayName: 'Dr Asha Rao (demo)',
      registrationNumber: 'DEMO-NMC-00001',
      registrationBody: 'National Medical Commission (demo credentials)',
      specialty: 'Internal medicine',
    },
  },
  // Free: a first report with low iron and vitamin D, and a one-week plan that respects it.
  {
    username: 'asha_free',
    email: 'asha@demo.vitalplan.app',
    password: MEMBER_PASSWORD,
    isAdmin: false,
    entitlement: 'none',
    joinedDaysAgo: 10,
    profile: {
      age: 29,
      gender: 'female',
      reportName: 'Asha Verma',
      heightCm: 160,
      weightKg: 62,
      activityLevel: 'light',
      fitnessGoals: ['Weight Loss', 'General Fitness'],
      dietaryRestrictions: ['Vegetarian'],
    },
    story: [
      {
        day: 9,
        kind: 'report',
        filename: 'asha-annual-checkup.pdf',
        lab: 'City Lab Diagnostics',
        rows: [
          { test: 'Haemoglobin', result: 11.4, unit: 'g/dL', range: '12.0 - 15.0', flag: 'L' },
          { test: 'Ferritin', result: 11, unit: 'ng/mL', range: '15 - 150', flag: 'L' },
          { test: 'Vitamin D (25-OH)', result: 17.5, unit: 'ng/mL', range: '30 - 100', flag: 'L' },
          { test: 'Vitamin B12', result: 265, unit: 'pg/mL', range: '200 - 900' },
          { test: 'TSH', result: 2.4, unit: 'µIU/mL', range: '0.27 - 4.20' },
          ...glycaemia(88, 5.2),
        ],
      },
      { day: 2, kind: 'plan', planType: 'free', includeBloodTest: false },
      { day: 9, kind: 'logs', startKg: 62, kgPerWeek: -0.3 },
    ],
  },
  // Premium: raised LDL and prediabetes, a 28-day plan made from the retest, three weeks logged and two check-ins.
  {
    username: 'rahul_premium',
    email: 'rahul@demo.vitalplan.app',
    password: MEMBER_PASSWORD,
    isAdmin: false,
    entitlement: 'premium',
    joinedDaysAgo: 112,
    profile: {
      age: 45,
      gender: 'male',
      reportName: 'Rahul Mehta',
      heightCm: 176,
      weightKg: 86,
      activityLevel: 'sedentary',
      fitnessGoals: ['Weight Loss', 'Strength'],
      medicalConditions: ['High Cholesterol'],
      medications: ['Atorvastatin 10 mg'],
      unitSystem: 'imperial',
      // A gym member who has lifted for a few months: his plan has loaded lifts from week 1, so the tour's /today
      // and progress show loads (a sedentary non-lifter starts on the deconditioned programme instead).
      trainingPreferences: {
        place: 'gym',
        homeEquipment: [],
        pool: false,
        daysPerWeek: 3,
        sessionMinutes: 60,
      },
      trainingBackground: { runsPerWeek: null, weeklyRunKm: null, liftingExperience: 'under_1y', sports: [] },
    },
    story: [
      {
        day: 110,
        kind: 'report',
        filename: 'lipid-and-sugar-panel.pdf',
        lab: 'Northgate Pathology',
        rows: [
          ...lipids(238, 214, 37, 158, 40),
          ...glycaemia(109, 5.9),
          { test: 'SGPT (ALT)', result: 36, unit: 'U/L', range: '< 40' },
          { test: 'Serum Creatinine', result: 1.0, unit: 'mg/dL', range: '0.7 - 1.3' },
          { test: 'Vitamin D (25-OH)', result: 21, unit: 'ng/mL', range: '30 - 100', flag: 'L' },
        ],
      },
      { day: 110, kind: 'plan', planType: 'free', includeBloodTest: false },
      {
        day: 19,
        kind: 'report',
        filename: 'lipid-and-sugar-retest.pdf',
        lab: 'Northgate Pathology',
        rows: [
          ...lipids(204, 166, 41, 130, 40),
          ...glycaemia(102, 5.7),
          { test: 'SGPT (ALT)', result: 31, unit: 'U/L', range: '< 40' },
          { test: 'Vitamin D (25-OH)', result: 29, unit: 'ng/mL', range: '30 - 100', flag: 'L' },
        ],
      },
      // 18 days ago: today is a training day (the plan's sessions fall on days 1, 3 and 5 of each week).
      { day: 18, kind: 'plan', planType: 'premium', includeBloodTest: true },
      { day: 18, kind: 'logs', startKg: 86, kgPerWeek: -0.5 },
      { day: 11, kind: 'check-in' },
      { day: 4, kind: 'check-in' },
    ],
  },
  // Doctor Verified: type 2 diabetes, HbA1c falling on the retest, a plan approved by the clinician, logs and a check-in.
  {
    username: 'maria_doctor',
    email: 'maria@demo.vitalplan.app',
    password: MEMBER_PASSWORD,
    isAdmin: false,
    entitlement: 'doctor_verified',
    joinedDaysAgo: 100,
    profile: {
      age: 52,
      gender: 'female',
      reportName: 'Maria Fernandes',
      heightCm: 165,
      weightKg: 74,
      activityLevel: 'moderate',
      fitnessGoals: ['Weight Loss'],
      medicalConditions: ['Diabetes'],
      medications: ['Metformin 500 mg'],
      systolicBp: 134,
      diastolicBp: 86,
      treatedForHypertension: false,
      smoker: false,
      waistCm: 92,
      familyHistoryDiabetes: true,
    },
    story: [
      {
        day: 98,
        kind: 'report',
        filename: 'diabetes-review.pdf',
        lab: 'Medilab Centrum',
        rows: [
          ...glycaemia(148, 7.6),
          ...lipids(212, 172, 47, 131, 50),
          { test: 'Serum Creatinine', result: 0.9, unit: 'mg/dL', range: '0.6 - 1.1' },
          { test: 'eGFR', result: 76, unit: 'mL/min/1.73m2', range: '> 90', flag: 'L' },
          { test: 'Haemoglobin', result: 12.6, unit: 'g/dL', range: '12.0 - 15.0' },
          { test: 'Vitamin B12', result: 240, unit: 'pg/mL', range: '200 - 900' },
        ],
      },
      {
        day: 15,
        kind: 'report',
        filename: 'hba1c-retest.pdf',
        lab: 'Medilab Centrum',
        rows: [
          ...glycaemia(131, 7.1),
          ...lipids(196, 150, 49, 117, 50),
          { test: 'Serum Creatinine', result: 0.9, unit: 'mg/dL', range: '0.6 - 1.1' },
          { test: 'eGFR', result: 78, unit: 'mL/min/1.73m2', range: '> 90', flag: 'L' },
        ],
      },
      { day: 14, kind: 'plan', planType: 'doctor_verified', includeBloodTest: true },
      {
        day: 13,
        kind: 'approve',
        note: 'Approved. Keep carbohydrates spread over the day as planned; retest HbA1c in three months.',
      },
      { day: 13, kind: 'logs', startKg: 74, kgPerWeek: -0.4 },
      { day: 6, kind: 'check-in' },
    ],
  },
  // Doctor Verified, just started: a plan waiting in the clinician's queue.
  {
    username: 'omar_doctor',
    email: 'omar@demo.vitalplan.app',
    password: MEMBER_PASSWORD,
    isAdmin: false,
    entitlement: 'doctor_verified',
    joinedDaysAgo: 4,
    profile: {
      age: 58,
      gender: 'male',
      reportName: 'Omar Haddad',
      heightCm: 172,
      weightKg: 88,
      activityLevel: 'light',
      fitnessGoals: ['General Fitness'],
      medicalConditions: ['Hypertension'],
      medications: ['Amlodipine 5 mg'],
    },
    story: [
      {
        day: 2,
        kind: 'report',
        filename: 'health-check-omar.pdf',
        lab: 'City Lab Diagnostics',
        rows: [
          ...lipids(221, 190, 39, 144, 40),
          ...glycaemia(104, 5.8),
          { test: 'Serum Creatinine', result: 1.1, unit: 'mg/dL', range: '0.7 - 1.3' },
          { test: 'SGPT (ALT)', result: 28, unit: 'U/L', range: '< 40' },
        ],
      },
      { day: 1, kind: 'plan', planType: 'doctor_verified', includeBloodTest: true },
    ],
  },
];
