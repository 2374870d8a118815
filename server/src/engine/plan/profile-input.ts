/**
 * Reads the profile tolerantly: fills missing numbers with stated defaults (each becomes an assumption and costs
 * confidence), maps goals to presets, reads conditions and medications written in free text ("type 2 diabetes",
 * "metformin 500mg", "Telma-H") through the clinical catalogue (common/clinical/match.ts) to engine keys,
 * restrictions and qualifiers, and keeps what it could not understand, as typed, so the plan says so first.
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
import type { MealPreferences, TrainingBackground, TrainingPreferences } from '@common/profile';
import { conditionById, type EngineConditionKey } from '@common/clinical/conditions';
import { CKD_PROTEIN_TEXT, DIALYSIS_PROTEIN_TEXT } from '../guidelines';
import {
  matchConditions,
  matchMedicines,
  type ConditionMatch,
  type MedicineMatch,
} from '@common/clinical/match';
import { engineKeysOf, medicineById } from '@common/clinical/medicines';
import type { Qualifiers } from '@common/clinical/qualifiers';

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
  /** Current running, lifting experience and sports (optional): the training level starts from them. */
  trainingBackground?: TrainingBackground | null;
  /** Cuisine, region, meals a day, dislikes, allergies, budget, cooking time (optional). */
  mealPreferences?: MealPreferences | null;
  /** Resolves dated entries ("bariatric surgery 14 months ago"); the engine passes the plan's `now`. */
  now?: Date | null;
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

/** The engine's condition keys: one list, in the catalogue (common/clinical/conditions.ts). */
export type ConditionKey = EngineConditionKey;

export interface Condition {
  key: ConditionKey;
  /** The person's own words. */
  raw: string;
  /** The catalogue entry it was read as (common/clinical/conditions.ts). */
  entryId: string;
  /** Extra detail read from the words. */
  type1: boolean;
  uncontrolled: boolean;
  /** "h/o", "ex-", "recovered": a past condition, kept where the past still matters (eating disorder, stones). */
  history: boolean;
}

/** Recovery windows after which a dated operation, fracture or bed rest is no longer "recent". engine (BOA/ASMBS) */
const RECENT_EVENT_MONTHS = 12;
/** Keys that only hold while the state lasts: a past pregnancy or a past operation is not one now. */
const CURRENT_ONLY_KEYS = new Set<ConditionKey>(['pregnancy', 'breastfeeding', 'recent-surgery']);

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
  trainingBackground: TrainingBackground | null;
  mealPreferences: MealPreferences | null;
  /** Dietary restrictions plus the meal preferences' allergies and dislikes ("peanut allergy", "no okra"). */
  restrictions: string[];
  conditions: Condition[];
  /** Lines (or words beside a match) the catalogue did not understand, as typed: stated first in the plan. */
  unrecognisedConditions: string[];
  medications: { key: MedicationKey; raw: string }[];
  /** Medicine or supplement lines the catalogue did not understand, as typed: stated first in the plan. */
  unrecognisedMedications: string[];
  /** What the catalogue read (common/clinical/match.ts): entries with qualifiers, for the clinical rules. */
  clinical: {
    conditions: ConditionMatch[];
    /** Medicines and supplements taken now ("stopped" ones are left out). */
    medicines: MedicineMatch[];
    /** Drug and supplement class ids taken now ("thiazide", "maoi", "supplement-vitamin"). */
    classIds: ReadonlySet<string>;
    /** The engine's own supplement names the member already takes ("Vitamin D3"): never prescribed again. */
    ownSupplements: ReadonlySet<string>;
  };
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
  /** The plan's date (dated entries are read against it), when given. */
  now?: Date;
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

  const clinical = readClinical(p, assumptions);
  const { conditions, medications } = clinical;
  const lifeStage = readLifeStage(p?.pregnancyStatus, conditions, clinical.matches.matched);

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
    trainingBackground: p?.trainingBackground ?? null,
    mealPreferences: p?.mealPreferences ?? null,
    restrictions: cleanList([
      ...cleanList(p?.dietaryRestrictions),
      ...preferenceRestrictions(p?.mealPreferences),
      ...clinical.restrictions,
    ]),
    conditions,
    unrecognisedConditions: clinical.matches.unmatched,
    medications,
    unrecognisedMedications: clinical.medicines.unmatched,
    clinical: {
      conditions: clinical.matches.matched,
      medicines: clinical.medicines.matched.filter((m) => !m.history),
      classIds: clinical.classIds,
      ownSupplements: clinical.ownSupplements,
    },
    missing: {
      age: age === null,
      sex: sex === 'unknown',
      height: height === null,
      weight: weight === null,
      activityLevel: activity === null,
      goals: goalsMissing,
    },
    assumptions,
    ...(p?.now ? { now: p.now } : {}),
  };
}

function readLifeStage(
  status: string | null | undefined,
  conditions: Condition[],
  matched: readonly ConditionMatch[],
): LifeStage {
  if (
    status === 'pregnant_1' ||
    status === 'pregnant_2' ||
    status === 'pregnant_3' ||
    status === 'breastfeeding'
  )
    return status;
  if (conditions.some((c) => c.key === 'pregnancy')) {
    const trimester = matched.find((m) => m.qualifiers.trimester)?.qualifiers.trimester;
    return trimester ? `pregnant_${trimester}` : 'pregnant';
  }
  // Formula feeding is not lactation: no +330 kcal (the catalogue reads "bottle feeding" as its own entry).
  return conditions.some((c) => c.key === 'breastfeeding') ? 'breastfeeding' : null;
}

const NONE = /^(none|no|nil|n\/a|na|-)$/i;

/** Months between a dated entry ("2024-03", "14 months ago") and now, or null without a date. */
export function monthsSince(q: Qualifiers, now: Date | undefined): number | null {
  if (q.ago) return q.ago.amount * { day: 1 / 30, week: 7 / 30, month: 1, year: 12 }[q.ago.unit];
  if (!q.date || !now) return null;
  const [y, m] = q.date.split('-').map(Number);
  return (now.getUTCFullYear() - y!) * 12 + (now.getUTCMonth() + 1 - (m ?? 1));
}

/**
 * Conditions and medicines through the catalogue (common/clinical): each matched entry gives its engine keys,
 * diet restrictions and qualifiers; what is not understood is kept word for word, never dropped.
 */
function readClinical(p: EngineProfile | null, assumptions: string[]) {
  const now = p?.now ?? undefined;
  const matches = matchConditions(
    cleanList(p?.medicalConditions).filter((l) => !NONE.test(l)),
    { now },
  );
  const conditions: Condition[] = [];
  const restrictions: string[] = [];
  for (const m of matches.matched) {
    const entry = conditionById(m.entryId);
    if (!entry) continue;
    restrictions.push(...(entry.engineRestrictions ?? []));
    const months = monthsSince(m.qualifiers, now);
    for (const key of entry.engineKeys) {
      if (m.history && CURRENT_ONLY_KEYS.has(key)) continue;
      if (key === 'recent-surgery' && months !== null && months > RECENT_EVENT_MONTHS) continue;
      if (key === 'breastfeeding' && m.qualifiers.feedingMode === 'formula') continue;
      conditions.push({
        key,
        raw: m.text,
        entryId: m.entryId,
        type1: m.entryId === 'type-1-diabetes',
        uncontrolled: m.qualifiers.controlled === false || m.qualifiers.severity === 'severe',
        history: m.history === true,
      });
    }
  }
  for (const m of matches.matched) {
    if (m.uncertain)
      assumptions.push(
        `"${m.text}" is read as ${conditionById(m.entryId)?.name ?? m.entryId} (stated as not confirmed; planned for as if it were).`,
      );
  }
  const medicines = matchMedicines(cleanList(p?.medications).filter((l) => !NONE.test(l)));
  const medications: { key: MedicationKey; raw: string }[] = [];
  const classIds = new Set<string>();
  const ownSupplements = new Set<string>();
  for (const m of medicines.matched) {
    if (m.history) continue;
    for (const c of m.classIds) classIds.add(c);
    const entry = medicineById(m.entryId);
    if (entry?.planSupplement) ownSupplements.add(entry.planSupplement);
    for (const key of engineKeysOf(m.entryId)) medications.push({ key, raw: m.text });
  }
  return { matches, medicines, conditions, medications, restrictions, classIds, ownSupplements };
}

export function isPregnant(p: ResolvedProfile): boolean {
  return p.lifeStage !== null && p.lifeStage !== 'breastfeeding';
}

export function hasCondition(p: ResolvedProfile, key: ConditionKey): boolean {
  return p.conditions.some((c) => c.key === key);
}

/**
 * Every condition key the member's listed conditions (not past ones) sit under in the catalogue as it reads now:
 * each entry's id and engine keys, and those of every broader entry above it (atrial fibrillation → arrhythmia →
 * heart disease). A key a stored plan was made with that is still among them was re-read by a later catalogue (AF no
 * longer carries the heart-disease rules), not dropped from the profile.
 */
export function conditionsUnder(p: ResolvedProfile): string[] {
  const out = new Set<string>();
  for (const c of p.clinical.conditions) {
    if (c.history) continue;
    for (
      let e = conditionById(c.entryId);
      e && !out.has(e.id);
      e = e.broader ? conditionById(e.broader) : undefined
    ) {
      out.add(e.id);
      for (const k of e.engineKeys) out.add(k);
    }
  }
  return [...out];
}

/** On haemodialysis or peritoneal dialysis now (the catalogue's 'dialysis' entry, not a past one): its own protein range. */
export function onDialysis(p: ResolvedProfile): boolean {
  return p.clinical.conditions.some((c) => c.entryId === 'dialysis' && !c.history);
}

/** Catalogue entries that put the kidneys at risk without a kidney-disease key: protein held, no creatine. */
const KIDNEY_AT_RISK = new Set(['single-kidney', 'proteinuria']);

/** One kidney or protein in the urine listed (MACROS.proteinKidneyAtRiskMaxPerKg; supplements: no creatine). */
export function kidneyAtRisk(p: ResolvedProfile): boolean {
  return p.clinical.conditions.some((c) => !c.history && KIDNEY_AT_RISK.has(c.entryId));
}

/** What the plan says about kidney protein: the CKD cap, or the dialysis range. */
export function kidneyProteinText(p: ResolvedProfile): string {
  return onDialysis(p) ? DIALYSIS_PROTEIN_TEXT : CKD_PROTEIN_TEXT;
}

export function hasMedication(p: ResolvedProfile, key: MedicationKey): boolean {
  return p.medications.some((m) => m.key === key);
}
