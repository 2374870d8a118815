import type { ActivityLevel, Gender } from '@common/options';
import {
  profileUpdateBody,
  type HomeEquipment,
  type IndianRegion,
  type LiftingExperience,
  type MealCuisine,
  type TrainingPlace,
  type PregnancyStatus,
  type Profile,
  type ProfileUpdateBody,
} from '@common/profile';
import { HEIGHT_CM_RANGE, WEIGHT_KG_RANGE } from '@common/limits';
import {
  cmToFtIn,
  DEFAULT_UNIT_SYSTEM,
  formatHeight,
  formatWeight,
  ftInToCm,
  kgToLb,
  lbToKg,
  type UnitSystem,
} from '@common/units';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { MetricsInputs } from './health-metrics-card';

/**
 * Form state: number inputs are text until submitted; empty means "not set". Heights and weights are in the
 * member's display units (issue 21): `height` in cm (metric) or `heightFt` + `heightIn` (imperial), `weight` in kg
 * or lb; toProfileBody converts them to the API's metric whole numbers.
 */
export interface ProfileFormValues {
  unitSystem: UnitSystem;
  age: string;
  gender: Gender | '';
  /** Name as printed on lab reports; '' clears it. */
  reportName: string;
  height: string;
  heightFt: string;
  heightIn: string;
  weight: string;
  activityLevel: ActivityLevel | '';
  pregnancyStatus: PregnancyStatus | '';
  fitnessGoals: string[];
  dietaryRestrictions: string[];
  medicalConditions: string[];
  medications: string;
  // Training preferences (issue 19): '' place means "not given".
  trainingPlace: TrainingPlace | '';
  homeEquipment: HomeEquipment[];
  pool: boolean;
  trainingDays: string;
  sessionMinutes: string;
  // Training background (issue 30): all empty means "not given".
  runsPerWeek: string;
  weeklyRunKm: string;
  liftingExperience: LiftingExperience | '';
  sports: string;
  // Meal preferences (issue 19): all empty means "not given".
  mealCuisine: MealCuisine | '';
  mealRegion: IndianRegion | '';
  mealsPerDay: string;
  dislikedFoods: string;
  allergies: string;
  foodBudget: 'economical' | 'standard' | '';
  cookingMinutes: string;
  /** 'yes': protein shakes are welcome; '' food first (issue 30). */
  proteinShakes: 'yes' | '';
}

/** "okra, bitter gourd" → ["okra", "bitter gourd"]. */
const listOf = (s: string) =>
  s
    .split(/[,\n]/)
    .map((x) => x.trim())
    .filter(Boolean);

function trainingBackgroundOf(v: ProfileFormValues): ProfileUpdateBody['trainingBackground'] {
  const given = v.runsPerWeek.trim() || v.weeklyRunKm.trim() || v.liftingExperience || v.sports.trim();
  if (!given) return null;
  return {
    runsPerWeek: numberOrNull(v.runsPerWeek),
    weeklyRunKm: numberOrNull(v.weeklyRunKm),
    liftingExperience: v.liftingExperience || null,
    sports: listOf(v.sports),
  };
}

function mealPreferencesOf(v: ProfileFormValues): ProfileUpdateBody['mealPreferences'] {
  const given = [
    v.mealCuisine,
    v.mealRegion,
    v.mealsPerDay,
    v.dislikedFoods,
    v.allergies,
    v.foodBudget,
    v.cookingMinutes,
    v.proteinShakes,
  ];
  if (given.every((x) => x.trim() === '')) return null;
  return {
    cuisine: v.mealCuisine || 'mixed',
    region: v.mealRegion || null,
    mealsPerDay: numberOrNull(v.mealsPerDay),
    dislikedFoods: listOf(v.dislikedFoods),
    allergies: listOf(v.allergies),
    budget: v.foodBudget || 'standard',
    cookingMinutes: numberOrNull(v.cookingMinutes),
    proteinSupplements: v.proteinShakes === 'yes',
  };
}

const numberOrNull = (s: string) => (s.trim() === '' ? null : Number(s));
/** A converted number rounded to the API's whole units; not-a-number stays so, for the schema to refuse. */
const whole = (n: number | null) => (n === null || !Number.isFinite(n) ? n : Math.round(n));

/** Height in cm from the form (either units), or null when empty. */
export function heightCmOf(v: Pick<ProfileFormValues, 'unitSystem' | 'height' | 'heightFt' | 'heightIn'>) {
  if (v.unitSystem === 'metric') return numberOrNull(v.height);
  const ft = numberOrNull(v.heightFt);
  const inches = numberOrNull(v.heightIn);
  if (ft === null && inches === null) return null;
  return whole(ftInToCm(ft ?? 0, inches ?? 0));
}

/** Weight in kg from the form (either units), or null when empty. */
export function weightKgOf(v: Pick<ProfileFormValues, 'unitSystem' | 'weight'>) {
  const n = numberOrNull(v.weight);
  return v.unitSystem === 'metric' || n === null ? n : whole(lbToKg(n));
}

/** The height and weight fields of the form for stored metric values, in the given units. */
export function displayedBody(
  heightCm: number | null,
  weightKg: number | null,
  system: UnitSystem,
): Pick<ProfileFormValues, 'height' | 'heightFt' | 'heightIn' | 'weight'> {
  if (system === 'metric') {
    return {
      height: heightCm?.toString() ?? '',
      heightFt: '',
      heightIn: '',
      weight: weightKg?.toString() ?? '',
    };
  }
  const ftIn = heightCm === null ? null : cmToFtIn(heightCm);
  return {
    height: '',
    heightFt: ftIn ? String(ftIn.ft) : '',
    heightIn: ftIn ? String(ftIn.in) : '',
    weight: weightKg === null ? '' : String(Math.round(kgToLb(weightKg))),
  };
}

/** Height and weight in the API's units. */
export interface BodyValues {
  heightCm: number | null;
  weightKg: number | null;
}

/**
 * The body values to convert when the units are switched. Shown in the other units, a height or weight is rounded
 * (172 cm is 5 ft 8 in, which is 173 cm), so a value the member has not changed since the last switch is taken from
 * `exact` (the stored or last typed value), and switching back and forth never moves it.
 */
export function bodyForSwitch(current: ProfileFormValues, exact: BodyValues): BodyValues {
  const shown = displayedBody(exact.heightCm, exact.weightKg, current.unitSystem);
  const heightKept =
    current.unitSystem === 'metric'
      ? current.height === shown.height
      : current.heightFt === shown.heightFt && current.heightIn === shown.heightIn;
  return {
    heightCm: heightKept ? exact.heightCm : heightCmOf(current),
    weightKg: current.weight === shown.weight ? exact.weightKg : weightKgOf(current),
  };
}

/** Pregnancy and breastfeeding are asked when the gender is female or other (issue 15); otherwise cleared. */
export const asksPregnancy = (gender: Gender | ''): boolean => gender === 'female' || gender === 'other';

export function toProfileBody(v: ProfileFormValues): ProfileUpdateBody {
  return {
    age: numberOrNull(v.age),
    gender: v.gender || null,
    reportName: v.reportName,
    height: heightCmOf(v),
    weight: weightKgOf(v),
    activityLevel: v.activityLevel || null,
    pregnancyStatus: asksPregnancy(v.gender) ? v.pregnancyStatus || null : null,
    fitnessGoals: v.fitnessGoals,
    dietaryRestrictions: v.dietaryRestrictions,
    medicalConditions: v.medicalConditions,
    medications: v.medications,
    trainingPreferences: v.trainingPlace
      ? {
          place: v.trainingPlace,
          homeEquipment: v.trainingPlace === 'home' ? v.homeEquipment : [],
          pool: v.pool,
          daysPerWeek: numberOrNull(v.trainingDays),
          sessionMinutes: numberOrNull(v.sessionMinutes),
        }
      : null,
    trainingBackground: trainingBackgroundOf(v),
    mealPreferences: mealPreferencesOf(v),
    unitSystem: v.unitSystem,
  };
}

export function toFormValues(p: Profile | null): ProfileFormValues {
  const unitSystem = p?.unitSystem ?? DEFAULT_UNIT_SYSTEM;
  return {
    unitSystem,
    age: p?.age?.toString() ?? '',
    gender: p?.gender ?? '',
    reportName: p?.reportName ?? '',
    ...displayedBody(p?.height ?? null, p?.weight ?? null, unitSystem),
    activityLevel: p?.activityLevel ?? '',
    pregnancyStatus: p?.pregnancyStatus ?? '',
    fitnessGoals: p?.fitnessGoals ?? [],
    dietaryRestrictions: p?.dietaryRestrictions ?? [],
    medicalConditions: p?.medicalConditions ?? [],
    medications: p?.medications.join('\n') ?? '',
    trainingPlace: p?.trainingPreferences?.place ?? '',
    homeEquipment: p?.trainingPreferences?.homeEquipment ?? [],
    pool: p?.trainingPreferences?.pool ?? false,
    trainingDays: p?.trainingPreferences?.daysPerWeek?.toString() ?? '',
    sessionMinutes: p?.trainingPreferences?.sessionMinutes?.toString() ?? '',
    runsPerWeek: p?.trainingBackground?.runsPerWeek?.toString() ?? '',
    weeklyRunKm: p?.trainingBackground?.weeklyRunKm?.toString() ?? '',
    liftingExperience: p?.trainingBackground?.liftingExperience ?? '',
    sports: p?.trainingBackground?.sports.join(', ') ?? '',
    mealCuisine: p?.mealPreferences?.cuisine ?? '',
    mealRegion: p?.mealPreferences?.region ?? '',
    mealsPerDay: p?.mealPreferences?.mealsPerDay?.toString() ?? '',
    dislikedFoods: p?.mealPreferences?.dislikedFoods.join(', ') ?? '',
    allergies: p?.mealPreferences?.allergies.join(', ') ?? '',
    foodBudget: p?.mealPreferences?.budget ?? '',
    cookingMinutes: p?.mealPreferences?.cookingMinutes?.toString() ?? '',
    proteinShakes: p?.mealPreferences?.proteinSupplements ? 'yes' : '',
  };
}

/** The form field a nested meal-preference issue belongs to. */
const MEAL_FIELD: Record<string, keyof ProfileFormValues> = {
  cuisine: 'mealCuisine',
  region: 'mealRegion',
  mealsPerDay: 'mealsPerDay',
  dislikedFoods: 'dislikedFoods',
  allergies: 'allergies',
  budget: 'foodBudget',
  cookingMinutes: 'cookingMinutes',
  proteinSupplements: 'proteinShakes',
};

/** The form field a nested training-preference issue belongs to. */
const TRAINING_FIELD: Record<string, keyof ProfileFormValues> = {
  place: 'trainingPlace',
  homeEquipment: 'homeEquipment',
  pool: 'pool',
  daysPerWeek: 'trainingDays',
  sessionMinutes: 'sessionMinutes',
};

/** The form field a nested training-background issue belongs to. */
const BACKGROUND_FIELD: Record<string, keyof ProfileFormValues> = {
  runsPerWeek: 'runsPerWeek',
  weeklyRunKm: 'weeklyRunKm',
  liftingExperience: 'liftingExperience',
  sports: 'sports',
};

/** Validates with the server's own schema (common/profile.ts), mapping its issues to the form's fields. */
export const profileResolver: Resolver<ProfileFormValues> = async (values) => {
  const parsed = profileUpdateBody.safeParse(toProfileBody(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<ProfileFormValues> = {};
  const imperial = values.unitSystem === 'imperial';
  for (const issue of parsed.error.issues) {
    let field =
      issue.path[0] === 'trainingPreferences'
        ? (TRAINING_FIELD[String(issue.path[1])] ?? 'trainingPlace')
        : issue.path[0] === 'mealPreferences'
          ? (MEAL_FIELD[String(issue.path[1])] ?? 'mealCuisine')
          : issue.path[0] === 'trainingBackground'
            ? (BACKGROUND_FIELD[String(issue.path[1])] ?? 'runsPerWeek')
            : (String(issue.path[0]) as keyof ProfileFormValues);
    let message = issue.message;
    // In imperial units the schema's metric range means little: say it in the units the member typed.
    if (imperial && field === 'height') {
      field = 'heightFt';
      message = `Height must be between ${formatHeight(HEIGHT_CM_RANGE.min, 'imperial')} and ${formatHeight(HEIGHT_CM_RANGE.max, 'imperial')}`;
    } else if (imperial && field === 'weight') {
      message = `Weight must be between ${formatWeight(WEIGHT_KG_RANGE.min, 'imperial')} and ${formatWeight(WEIGHT_KG_RANGE.max, 'imperial')}`;
    }
    errors[field] ??= { type: issue.code, message };
  }
  return { values: {}, errors };
};

export function metricsFrom(
  values: Pick<
    ProfileFormValues,
    'unitSystem' | 'age' | 'gender' | 'height' | 'heightFt' | 'heightIn' | 'weight' | 'activityLevel'
  >,
): MetricsInputs {
  const positive = (n: number | null) => (n !== null && Number.isFinite(n) && n > 0 ? n : null);
  return {
    age: positive(numberOrNull(values.age)),
    gender: values.gender || null,
    height: positive(heightCmOf(values)),
    weight: positive(weightKgOf(values)),
    activityLevel: values.activityLevel || null,
  };
}
