/** Enumerations and preset option lists of docs/product.md#data. The single source for client and server. */

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const GENDER_LABELS: Record<Gender, string> = { male: 'Male', female: 'Female', other: 'Other' };

export const ACTIVITY_LEVELS = ['sedentary', 'light', 'moderate', 'active', 'very_active'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

/** Labels as docs/product.md#data prints them; factors are the standard Harris-Benedict/Mifflin activity multipliers. */
export const ACTIVITY_LEVEL_INFO: Record<
  ActivityLevel,
  { label: string; description: string; factor: number }
> = {
  sedentary: { label: 'Sedentary', description: 'little to no exercise', factor: 1.2 },
  light: { label: 'Light', description: '1-3 days/week', factor: 1.375 },
  moderate: { label: 'Moderate', description: '3-5 days/week', factor: 1.55 },
  active: { label: 'Active', description: 'hard exercise 6-7 days/week', factor: 1.725 },
  very_active: { label: 'Very Active', description: 'very hard exercise, physical job', factor: 1.9 },
};

export const FITNESS_GOALS = [
  'Weight Loss',
  'Muscle Gain',
  'Endurance',
  'Strength',
  'General Fitness',
  'Flexibility',
  'Sports Performance',
] as const;

export const DIETARY_RESTRICTIONS = [
  'Vegetarian',
  'Vegan',
  'Gluten-Free',
  'Dairy-Free',
  'Keto',
  'Paleo',
  'Low-Carb',
  'Halal',
  'Kosher',
] as const;

export const MEDICAL_CONDITIONS = [
  'Diabetes',
  'Hypertension',
  'Heart Disease',
  'Thyroid Disorder',
  'Arthritis',
  'Asthma',
  'High Cholesterol',
  'PCOS',
  'Depression',
  'Anxiety',
] as const;

export type FitnessGoal = (typeof FITNESS_GOALS)[number];

export const PLAN_TYPES = ['free', 'premium', 'doctor_verified'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const PLAN_TYPE_LABELS: Record<PlanType, string> = {
  free: 'Free',
  premium: 'Premium',
  doctor_verified: 'Doctor Verified',
};

/** Stored subscription states (docs/product.md#data). Anything else, including 'none', displays as Free. */
export const SUBSCRIPTION_STATUSES = ['active', 'canceled', 'past_due', 'none'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const REPORT_STATUSES = ['processing', 'processed', 'needs_review', 'failed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  processing: 'Processing',
  processed: 'Processed',
  needs_review: 'Needs review',
  failed: 'Failed',
};
