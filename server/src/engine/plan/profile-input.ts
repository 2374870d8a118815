/**
 * Reads the profile tolerantly: fills missing numbers with stated defaults (each becomes an assumption and costs
 * confidence), maps goals, conditions and medications written in free text ("type 2 diabetes", "metformin 500mg",
 * "Warfarin") to known keys, and keeps what it could not recognise so the plan can say so.
 */
import {
  ACTIVITY_LEVEL_INFO,
  ACTIVITY_LEVELS,
  FITNESS_GOALS,
  GENDERS,
  type ActivityLevel,
  type FitnessGoal,
  type Gender,
} from '@common/options';
import type { MealPreferences, TrainingPreferences } from '@common/profile';
import { matchMedication } from '../safety/drug-interactions';

/** The profile fields the engine reads; every field may be missing. */
export interface EngineProfile {
  age?: number | null;
  gender?: Gender | string | null;
  height?: number | null;
  weight?: number | null;
  activityLevel?: ActivityLevel | string | null;
  fitnessGoals?: readonly string[] | null;
  dietaryRestrictions?: readonly string[] | null;
  medicalConditions?: readonly string[] | null;
  medications?: readonly string[] | null;
  pregnancyStatus?: string | null;
  /** Training place, equipment, days and session length (optional). */
  trainingPreferences?: TrainingPreferences | null;
  /** Cuisine, region, meals a day, dislikes, allergies, budget, cooking time (optional). */
  mealPreferences?: MealPreferences | null;
}

/**
 * Allergies and disliked foods become restrictions the diet rules already read ("peanut allergy", "no okra"), so
 * they are matched to foods the same way. The Indian cuisine setting leaves beef and pork out (not defaults there).
 */
function preferenceRestrictions(m: MealPreferences | null | undefined): string[] {
  if (!m) return [];
  return [
    ...m.allergies.map((a) => (/allerg/i.test(a) ? a : `${a} allergy`)),
    ...m.dislikedFoods.map((d) => (/^(no|avoid)\b/i.test(d) ? d : `no ${d}`)),
    ...(m.cuisine === 'indian' ? ['no beef', 'no pork'] : []),
  ];
}

/** Defaults for missing data. Heights: NCD-RisC 2016 global adult means; weight: BMI 22 at that height. */
export const PROFILE_DEFAULTS = {
  age: 30,
  heightCm: { male: 171, female: 159, unknown: 165 },
  referenceBmi: 22,
  activityLevel: 'sedentary' as ActivityLevel,
  goal: 'General Fitness' as FitnessGoal,
} as const;

export type ConditionKey =
  | 'diabetes'
  | 'hypertension'
  | 'heart-disease'
  | 'thyroid'
  | 'arthritis'
  | 'asthma'
  | 'high-cholesterol'
  | 'pcos'
  | 'depression'
  | 'anxiety'
  | 'kidney-disease'
  | 'pregnancy'
  | 'breastfeeding'
  | 'back-pain'
  | 'knee-problem'
  | 'shoulder-problem'
  | 'osteoporosis'
  | 'recent-surgery'
  | 'copd'
  | 'liver-disease'
  | 'eating-disorder'
  | 'gout';

export interface Condition {
  key: ConditionKey;
  /** The person's own words. */
  raw: string;
  /** Extra detail read from the words. */
  type1: boolean;
  uncontrolled: boolean;
}

const CONDITION_PATTERNS: [ConditionKey, RegExp][] = [
  ['pregnancy', /pregnan|expecting|trimester/],
  ['breastfeeding', /breast ?feed|lactat|nursing (a |my )?baby|postpartum/],
  ['eating-disorder', /anorexi|bulimi|eating disorder|binge/],
  ['kidney-disease', /kidney|renal|ckd|nephr|dialysis/],
  ['liver-disease', /liver|hepat|cirrho|fatty liver|nafld|masld/],
  ['diabetes', /diabet|\bt[12]dm?\b|\bdm\b|high (blood )?sugar|prediabet|insulin resist/],
  [
    'heart-disease',
    /heart(?!burn)|cardi|coronary|\bcad\b|angina|myocard|arrhythm|atrial fib|\bafib\b|stent|bypass|\bchf\b/,
  ],
  ['hypertension', /hypertens|high blood pressure|\bhbp\b|\bhtn\b|high bp|\bbp\b/],
  ['high-cholesterol', /cholest|lipid|\bldl\b|triglycer/],
  ['thyroid', /thyro|hashimoto|graves/],
  ['gout', /gout|uric/],
  ['arthritis', /arthrit|\boa\b|\bra\b|rheumat|joint pain/],
  ['copd', /copd|emphysema|bronchit/],
  ['asthma', /asthma|wheez/],
  ['pcos', /pcos|pcod|polycystic/],
  ['depression', /depress/],
  ['anxiety', /anxi|panic/],
  ['osteoporosis', /osteopor|osteopen|bone density/],
  ['back-pain', /back|spine|spinal|disc|sciatica|lumbar/],
  ['knee-problem', /knee|acl|menisc/],
  ['shoulder-problem', /shoulder|rotator/],
  ['recent-surgery', /surgery|operation|fracture|post[- ]?op|bed ?rest/],
];

/** A drug-class key of drug-interactions.ts ("statin", "warfarin", "ace-arb" …). */
export type MedicationKey = string;

export type Sex = 'male' | 'female' | 'unknown';

/** Pregnancy or breastfeeding, from the profile field or the same words in free-text conditions. */
export type LifeStage = 'pregnant_1' | 'pregnant_2' | 'pregnant_3' | 'pregnant' | 'breastfeeding' | null;

export interface ResolvedProfile {
  age: number;
  /** The age as given (also when outside the engine's range), for the adults-only rule; null when missing. */
  statedAge: number | null;
  lifeStage: LifeStage;
  sex: Sex;
  heightCm: number;
  weightKg: number;
  activityLevel: ActivityLevel;
  goals: FitnessGoal[];
  /** The first goal the person listed (drives the training programme). */
  primaryGoal: FitnessGoal;
  /** The goals as written, for the training modalities ("Hiking", "Run a 5k"). */
  goalTexts: string[];
  trainingPreferences: TrainingPreferences | null;
  mealPreferences: MealPreferences | null;
  /** Dietary restrictions plus the meal preferences' allergies and dislikes ("peanut allergy", "no okra"). */
  restrictions: string[];
  conditions: Condition[];
  unrecognisedConditions: string[];
  medications: { key: MedicationKey; raw: string }[];
  unrecognisedMedications: string[];
  /** Which inputs were defaulted. */
  missing: {
    age: boolean;
    sex: boolean;
    height: boolean;
    weight: boolean;
    activityLevel: boolean;
    goals: boolean;
  };
  assumptions: string[];
}

const GOAL_PATTERNS: [FitnessGoal, RegExp][] = [
  ['Weight Loss', /los|loss|lose|fat|slim|lean|cut|reduce|obes|weight ?loss/],
  ['Muscle Gain', /muscle|bulk|gain|mass|hypertroph|bodybuild/],
  ['Strength', /strength|strong|power ?lift/],
  ['Endurance', /endurance|marathon|run|cardio|stamina|cycl|triathlon|swim/],
  ['Flexibility', /flexib|yoga|mobility|stretch|pilates/],
  ['Sports Performance', /sport|athlet|performance|football|cricket|tennis|basketball/],
  ['General Fitness', /fit|health|general|tone|well/],
];

/** True when the profile reader maps this goal text to a preset goal. */
export function matchesPresetGoal(text: string): boolean {
  const t = text.toLowerCase();
  return FITNESS_GOALS.some((f) => f.toLowerCase() === t) || GOAL_PATTERNS.some(([, re]) => re.test(t));
}

function cleanList(list: readonly string[] | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list ?? []) {
    if (typeof raw !== 'string') continue;
    const t = raw.replace(/\s+/g, ' ').trim();
    if (!t || seen.has(t.toLowerCase())) continue;
    seen.add(t.toLowerCase());
    out.push(t);
  }
  return out;
}

const validNumber = (v: unknown, min: number, max: number): number | null =>
  typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max ? v : null;

export function resolveProfile(p: EngineProfile | null): ResolvedProfile {
  const assumptions: string[] = [];
  const age = validNumber(p?.age, 13, 120);
  const gender = GENDERS.includes(p?.gender as Gender) ? (p?.gender as Gender) : null;
  const sex: Sex = gender === 'male' || gender === 'female' ? gender : 'unknown';
  const height = validNumber(p?.height, 100, 250);
  const weight = validNumber(p?.weight, 30, 300);
  const activity = ACTIVITY_LEVELS.includes(p?.activityLevel as ActivityLevel)
    ? (p?.activityLevel as ActivityLevel)
    : null;

  const heightCm = height ?? PROFILE_DEFAULTS.heightCm[sex];
  const weightKg =
    weight ?? Math.round(PROFILE_DEFAULTS.referenceBmi * (heightCm / 100) * (heightCm / 100) * 10) / 10;
  if (age === null) assumptions.push(`Age not given: assumed ${PROFILE_DEFAULTS.age}.`);
  if (sex === 'unknown') {
    assumptions.push(
      gender === 'other'
        ? 'Gender "other": energy uses the midpoint of the male and female Mifflin-St Jeor equations and the higher (1500 kcal) safety floor.'
        : 'Gender not given: energy uses the midpoint of the male and female Mifflin-St Jeor equations and the higher (1500 kcal) safety floor.',
    );
  }
  if (height === null) assumptions.push(`Height not given: assumed ${heightCm} cm (global adult average).`);
  if (weight === null) assumptions.push(`Weight not given: assumed ${weightKg} kg (BMI 22 at your height).`);
  if (activity === null) {
    assumptions.push(
      `Activity level not given: assumed ${ACTIVITY_LEVEL_INFO[PROFILE_DEFAULTS.activityLevel].label.toLowerCase()} (the conservative choice).`,
    );
  }

  const goals: FitnessGoal[] = [];
  for (const g of cleanList(p?.fitnessGoals)) {
    const preset = FITNESS_GOALS.find((f) => f.toLowerCase() === g.toLowerCase());
    const matched = preset
      ? [preset]
      : GOAL_PATTERNS.filter(([, re]) => re.test(g.toLowerCase())).map(([k]) => k);
    for (const m of matched) if (!goals.includes(m)) goals.push(m);
  }
  const goalsMissing = goals.length === 0;
  if (goalsMissing) {
    goals.push(PROFILE_DEFAULTS.goal);
    assumptions.push('No fitness goal given: planned for general fitness.');
  }

  const conditions: Condition[] = [];
  const unrecognisedConditions: string[] = [];
  for (const raw of cleanList(p?.medicalConditions)) {
    const text = raw.toLowerCase();
    if (/^(none|no|nil|n\/a|na|-)$/.test(text)) continue;
    const keys = CONDITION_PATTERNS.filter(([, re]) => re.test(text)).map(([k]) => k);
    if (keys.length === 0) unrecognisedConditions.push(raw);
    for (const key of keys) {
      if (conditions.some((c) => c.key === key && c.raw === raw)) continue;
      conditions.push({
        key,
        raw,
        type1: key === 'diabetes' && /type ?1|\bt1|juvenile|\biddm\b/.test(text),
        uncontrolled: /uncontrolled|poorly controlled|severe|resistant|malignant|unstable/.test(text),
      });
    }
  }

  const medications: { key: MedicationKey; raw: string }[] = [];
  const unrecognisedMedications: string[] = [];
  for (const raw of cleanList(p?.medications)) {
    const text = raw.toLowerCase();
    if (/^(none|no|nil|n\/a|na|-)$/.test(text)) continue;
    const classes = matchMedication(text);
    if (classes.length === 0) unrecognisedMedications.push(raw);
    for (const c of classes) medications.push({ key: c.key, raw });
  }
  const lifeStage = readLifeStage(p?.pregnancyStatus, conditions);

  return {
    age: age ?? PROFILE_DEFAULTS.age,
    statedAge: typeof p?.age === 'number' && Number.isFinite(p.age) ? p.age : null,
    lifeStage,
    sex,
    heightCm,
    weightKg,
    activityLevel: activity ?? PROFILE_DEFAULTS.activityLevel,
    goals,
    primaryGoal: goals[0] ?? PROFILE_DEFAULTS.goal,
    goalTexts: cleanList(p?.fitnessGoals),
    trainingPreferences: p?.trainingPreferences ?? null,
    mealPreferences: p?.mealPreferences ?? null,
    restrictions: [...cleanList(p?.dietaryRestrictions), ...preferenceRestrictions(p?.mealPreferences)],
    conditions,
    unrecognisedConditions,
    medications,
    unrecognisedMedications,
    missing: {
      age: age === null,
      sex: sex === 'unknown',
      height: height === null,
      weight: weight === null,
      activityLevel: activity === null,
      goals: goalsMissing,
    },
    assumptions,
  };
}

function readLifeStage(status: string | null | undefined, conditions: Condition[]): LifeStage {
  if (
    status === 'pregnant_1' ||
    status === 'pregnant_2' ||
    status === 'pregnant_3' ||
    status === 'breastfeeding'
  )
    return status;
  const pregnancy = conditions.find((c) => c.key === 'pregnancy');
  if (pregnancy) {
    const t = pregnancy.raw.toLowerCase();
    if (/(third|3rd|3) ?trimester|trimester ?(3|three)/.test(t)) return 'pregnant_3';
    if (/(second|2nd|2) ?trimester|trimester ?(2|two)/.test(t)) return 'pregnant_2';
    if (/(first|1st|1) ?trimester|trimester ?(1|one)/.test(t)) return 'pregnant_1';
    return 'pregnant';
  }
  return conditions.some((c) => c.key === 'breastfeeding') ? 'breastfeeding' : null;
}

export function isPregnant(p: ResolvedProfile): boolean {
  return p.lifeStage !== null && p.lifeStage !== 'breastfeeding';
}

export function hasCondition(p: ResolvedProfile, key: ConditionKey): boolean {
  return p.conditions.some((c) => c.key === key);
}

export function hasMedication(p: ResolvedProfile, key: MedicationKey): boolean {
  return p.medications.some((m) => m.key === key);
}
