/**
 * What the blood tests mean for the plan: the latest value per biomarker, turned into the handful of signals
 * the targets, meals, supplements and warnings act on. Thresholds live in guidelines.ts; a lab's own flag
 * (high/low) also counts, so a report's reference range is respected. Every plan type reads the safety signals
 * (kidney, potassium, lipids, glucose, liver, haemoglobin); only personalised plans use the rest (iron, B12,
 * vitamin D steering and supplements). Results older than 12 months still count and are marked stale.
 */
import { BIOMARKERS, type BiomarkerCode, type BiomarkerInput } from '@common/biomarkers';
import { BIOMARKER_THRESHOLDS as T, MACROS, NUTRIENT_RULES as NR, STALE_LAB_DAYS } from '../guidelines';
import type { Sex } from '../plan/profile-input';

export interface BiomarkerReading {
  code: BiomarkerCode;
  value: number;
  flag: 'low' | 'normal' | 'high' | null;
  clinicallyImportant: boolean;
  sampledAt: string | null;
  /** Sampled more than 12 months before the plan: still applied for safety, retest advised. */
  stale: boolean;
}

export interface BiomarkerSignals {
  latest: ReadonlyMap<BiomarkerCode, BiomarkerReading>;
  ldlHigh: BiomarkerReading | null;
  tgHigh: BiomarkerReading | null;
  tgVeryHigh: boolean;
  hdlLow: BiomarkerReading | null;
  /** HbA1c / glucose above the prediabetes thresholds: low glycaemic load, carbohydrate spread. */
  glucoseHigh: BiomarkerReading | null;
  glucoseDiabetesRange: boolean;
  /** Ferritin or haemoglobin low: iron-rich foods with vitamin C. */
  ironLow: BiomarkerReading | null;
  /** Ferritin < 15, or < 30 with low haemoglobin: iron supplement (with the doctor). */
  ironDeficient: boolean;
  hbLow: BiomarkerReading | null;
  b12Low: BiomarkerReading | null;
  vitDLow: BiomarkerReading | null;
  vitDSevere: boolean;
  egfr: BiomarkerReading | null;
  /** eGFR < 60. */
  ckd: boolean;
  /** eGFR < 30. */
  ckdSevere: boolean;
  thyroidAbnormal: BiomarkerReading | null;
  /** Potassium ≥ 5.1 mmol/L (and ≥ 6.0, severe). */
  potassiumHigh: BiomarkerReading | null;
  potassiumSevere: boolean;
  /** eGFR < 45: potassium limited even when serum potassium is normal. */
  egfrBelow45: boolean;
  /** LDL ≥ 160 (saturated fat < 7 %) and ≥ 190 (keto is a conflict). */
  ldlStrict: boolean;
  ldlSevere: boolean;
  /** ALT or AST above 3× the upper limit. */
  liverHigh: BiomarkerReading | null;
  /** Haemoglobin < 8 g/dL. */
  hbSevere: boolean;
  /** Readings older than 12 months. */
  stale: BiomarkerReading[];
  /** Most recent sample date among the readings (ISO), or null. */
  newestSampledAt: string | null;
}

const time = (iso: string | null): number => {
  if (!iso) return Number.NEGATIVE_INFINITY;
  const t = Date.parse(iso);
  return Number.isFinite(t) ? t : Number.NEGATIVE_INFINITY;
};

const DAY_MS = 86_400_000;

export function latestReadings(
  biomarkers: readonly BiomarkerInput[],
  now: Date | null = null,
): Map<BiomarkerCode, BiomarkerReading> {
  const staleBefore = now ? now.getTime() - STALE_LAB_DAYS * DAY_MS : Number.NEGATIVE_INFINITY;
  const map = new Map<BiomarkerCode, BiomarkerReading>();
  for (const b of biomarkers) {
    if (!(b.code in BIOMARKERS) || typeof b.valueCanonical !== 'number' || !Number.isFinite(b.valueCanonical))
      continue;
    const prev = map.get(b.code);
    if (prev && time(prev.sampledAt) >= time(b.sampledAt)) continue;
    map.set(b.code, {
      code: b.code,
      value: b.valueCanonical,
      flag: b.flag ?? null,
      clinicallyImportant: b.clinicallyImportant === true,
      sampledAt: b.sampledAt ?? null,
      stale: Number.isFinite(time(b.sampledAt ?? null)) && time(b.sampledAt ?? null) < staleBefore,
    });
  }
  return map;
}

/** "LDL cholesterol 172 mg/dL (high)". */
/**
 * A kidney result with the raised creatinine and urea of the same report beside it: the eGFR is worked out from the
 * creatinine, so both describe one finding (KDIGO 2024), and a reader should not find the creatinine listed again as
 * a result "not used to shape this plan".
 */
export function kidneyFinding(
  main: BiomarkerReading,
  latest: ReadonlyMap<BiomarkerCode, BiomarkerReading>,
): string {
  const companions = (['CREAT', 'UREA', 'BUN'] as const).flatMap((code) => {
    const r = latest.get(code);
    return r && r.flag === 'high' && r.code !== main.code ? [r] : [];
  });
  return [main, ...companions].map(describeReading).join(', ');
}

export function describeReading(r: BiomarkerReading): string {
  const meta = BIOMARKERS[r.code];
  const value = Number.isInteger(r.value) ? String(r.value) : String(Math.round(r.value * 100) / 100);
  return `${meta.name} ${value} ${meta.unit}${r.flag && r.flag !== 'normal' ? ` (${r.flag})` : ''}`;
}

export function deriveSignals(
  biomarkers: readonly BiomarkerInput[],
  sex: Sex,
  now: Date | null = null,
): BiomarkerSignals {
  const latest = latestReadings(biomarkers, now);
  const get = (c: BiomarkerCode): BiomarkerReading | null => latest.get(c) ?? null;
  const high = (c: BiomarkerCode, threshold: number): BiomarkerReading | null => {
    const r = get(c);
    return r && (r.value >= threshold || r.flag === 'high') ? r : null;
  };
  const low = (c: BiomarkerCode, threshold: number): BiomarkerReading | null => {
    const r = get(c);
    return r && (r.value < threshold || r.flag === 'low') ? r : null;
  };

  const hba1c = high('HBA1C', T.hba1cHigh);
  const fpg = high('GLU_FASTING', T.fastingGlucoseHigh);
  const pp = high('GLU_PP', T.ppGlucoseHigh);
  const rnd = high('GLU_RANDOM', T.randomGlucoseHigh);
  const glucoseHigh = hba1c ?? fpg ?? pp ?? rnd;
  const glucoseDiabetesRange =
    (get('HBA1C')?.value ?? 0) >= T.hba1cDiabetes ||
    (get('GLU_FASTING')?.value ?? 0) >= T.fastingGlucoseDiabetes;

  const ferritin = get('FERRITIN');
  const ferritinLow = low('FERRITIN', T.ferritinLow);
  const hbThreshold = sex === 'male' ? T.hbLowMale : T.hbLowFemale;
  const hbLow = low('HGB', hbThreshold);
  // Without an eGFR, a high creatinine stands in as the kidney signal (value shown is the creatinine).
  const creat = high('CREAT', sex === 'male' ? T.creatinineHighMale : T.creatinineHighFemale);
  const egfrReading = get('EGFR');
  const egfr = egfrReading;
  const kidneyLow = egfrReading ? egfrReading.value < MACROS.egfrCkdThreshold : creat !== null;
  const potassium = get('K');
  const ldl = get('LDL');
  const liver = high('ALT', T.liverEnzymeHigh) ?? high('AST', T.liverEnzymeHigh);
  const tg = high('TG', T.tgHigh);
  const vitD = low('VITD_25OH', T.vitDLow);
  const tsh = get('TSH');
  const ft4 = get('FT4');
  const thyroidAbnormal =
    tsh && tsh.flag && tsh.flag !== 'normal' ? tsh : ft4 && ft4.flag && ft4.flag !== 'normal' ? ft4 : null;

  let newest: string | null = null;
  for (const r of latest.values()) if (time(r.sampledAt) > time(newest)) newest = r.sampledAt;

  return {
    latest,
    ldlHigh: high('LDL', T.ldlHigh),
    tgHigh: tg,
    tgVeryHigh: (get('TG')?.value ?? 0) >= T.tgVeryHigh,
    hdlLow: low('HDL', sex === 'female' ? T.hdlLowFemale : T.hdlLowMale),
    glucoseHigh,
    glucoseDiabetesRange,
    ironLow: ferritinLow ?? hbLow,
    ironDeficient:
      (ferritin !== null && ferritin.value < T.ferritinDeficient) || (ferritinLow !== null && hbLow !== null),
    hbLow,
    b12Low: low('B12', T.b12Low),
    vitDLow: vitD,
    vitDSevere: (get('VITD_25OH')?.value ?? Number.POSITIVE_INFINITY) < T.vitDSevere,
    egfr: egfr ?? (kidneyLow ? creat : null),
    ckd: kidneyLow,
    ckdSevere: egfr !== null && egfr.value < MACROS.egfrSevereThreshold,
    thyroidAbnormal,
    potassiumHigh: potassium && potassium.value >= NR.potassiumHighMmol ? potassium : null,
    potassiumSevere: (potassium?.value ?? 0) >= NR.potassiumSevereMmol,
    egfrBelow45: egfr !== null && egfr.value < NR.egfrPotassiumThreshold,
    ldlStrict: (ldl?.value ?? 0) >= NR.ldlStrictMgDl,
    ldlSevere: (ldl?.value ?? 0) >= NR.ldlSevereMgDl,
    liverHigh: liver && liver.value >= T.liverEnzymeHigh ? liver : null,
    hbSevere: (get('HGB')?.value ?? Number.POSITIVE_INFINITY) < T.hbSevere,
    stale: [...latest.values()].filter((r) => r.stale),
    newestSampledAt: newest,
  };
}

/** Signals when no biomarker is on file. */
export function noSignals(): BiomarkerSignals {
  return deriveSignals([], 'unknown');
}

/**
 * The signals a plan without biomarker personalisation acts on (free plans, premium without includeBloodTest):
 * every safety limit and warning stays; iron, B12, vitamin D and HDL steering and supplements go.
 */
export function safetyOnly(s: BiomarkerSignals): BiomarkerSignals {
  return {
    ...s,
    ironLow: null,
    ironDeficient: false,
    b12Low: null,
    vitDLow: null,
    vitDSevere: false,
    hdlLow: null,
  };
}
