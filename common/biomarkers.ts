import { z } from 'zod';

/**
 * Canonical biomarker codes (as in the lab-report fixtures README), their display names, the canonical
 * (conventional US/Indian) unit every value is converted to, and the LOINC code of the usual serum/plasma
 * test (loinc.org; null only where LOINC has none: HOMA-IR is a calculated index without its own code).
 * Synonyms, unit conversions and plausibility bounds live with the extractor in server/src/labs/.
 */
export const BIOMARKERS = {
  HGB: { name: 'Hemoglobin', unit: 'g/dL', group: 'Complete blood count', loinc: '718-7' },
  HCT: { name: 'Hematocrit', unit: '%', group: 'Complete blood count', loinc: '4544-3' },
  RBC: { name: 'Red blood cell count', unit: '10^6/µL', group: 'Complete blood count', loinc: '789-8' },
  WBC: { name: 'White blood cell count', unit: '10^3/µL', group: 'Complete blood count', loinc: '6690-2' },
  PLT: { name: 'Platelet count', unit: '10^3/µL', group: 'Complete blood count', loinc: '777-3' },
  MCV: { name: 'Mean corpuscular volume', unit: 'fL', group: 'Complete blood count', loinc: '787-2' },
  MCH: { name: 'Mean corpuscular hemoglobin', unit: 'pg', group: 'Complete blood count', loinc: '785-6' },
  MCHC: {
    name: 'Mean corpuscular hemoglobin concentration',
    unit: 'g/dL',
    group: 'Complete blood count',
    loinc: '786-4',
  },
  RDW: { name: 'Red cell distribution width', unit: '%', group: 'Complete blood count', loinc: '788-0' },
  NEUT_PCT: { name: 'Neutrophils', unit: '%', group: 'Complete blood count', loinc: '770-8' },
  LYMPH_PCT: { name: 'Lymphocytes', unit: '%', group: 'Complete blood count', loinc: '736-9' },
  MONO_PCT: { name: 'Monocytes', unit: '%', group: 'Complete blood count', loinc: '5905-5' },
  EOS_PCT: { name: 'Eosinophils', unit: '%', group: 'Complete blood count', loinc: '713-8' },
  BASO_PCT: { name: 'Basophils', unit: '%', group: 'Complete blood count', loinc: '706-2' },
  ESR: {
    name: 'Erythrocyte sedimentation rate',
    unit: 'mm/hr',
    group: 'Complete blood count',
    loinc: '30341-2',
  },
  HBA1C: { name: 'HbA1c (glycated hemoglobin)', unit: '%', group: 'Diabetes', loinc: '4548-4' },
  EAG: { name: 'Estimated average glucose', unit: 'mg/dL', group: 'Diabetes', loinc: '27353-2' },
  GLU_FASTING: { name: 'Fasting glucose', unit: 'mg/dL', group: 'Diabetes', loinc: '1558-6' },
  GLU_PP: { name: 'Post-prandial glucose', unit: 'mg/dL', group: 'Diabetes', loinc: '1521-4' },
  GLU_RANDOM: { name: 'Random glucose', unit: 'mg/dL', group: 'Diabetes', loinc: '2345-7' },
  CHOL_TOTAL: { name: 'Total cholesterol', unit: 'mg/dL', group: 'Lipids', loinc: '2093-3' },
  TG: { name: 'Triglycerides', unit: 'mg/dL', group: 'Lipids', loinc: '2571-8' },
  HDL: { name: 'HDL cholesterol', unit: 'mg/dL', group: 'Lipids', loinc: '2085-9' },
  LDL: { name: 'LDL cholesterol', unit: 'mg/dL', group: 'Lipids', loinc: '13457-7' },
  VLDL: { name: 'VLDL cholesterol', unit: 'mg/dL', group: 'Lipids', loinc: '13458-5' },
  NON_HDL: { name: 'Non-HDL cholesterol', unit: 'mg/dL', group: 'Lipids', loinc: '43396-1' },
  CHOL_HDL_RATIO: { name: 'Total cholesterol / HDL ratio', unit: 'ratio', group: 'Lipids', loinc: '9830-1' },
  TSH: { name: 'TSH', unit: 'µIU/mL', group: 'Thyroid', loinc: '3016-3' },
  FT4: { name: 'Free T4', unit: 'ng/dL', group: 'Thyroid', loinc: '3024-7' },
  FT3: { name: 'Free T3', unit: 'pg/mL', group: 'Thyroid', loinc: '3051-0' },
  T4_TOTAL: { name: 'Total T4', unit: 'µg/dL', group: 'Thyroid', loinc: '3026-2' },
  T3_TOTAL: { name: 'Total T3', unit: 'ng/dL', group: 'Thyroid', loinc: '3053-6' },
  ALT: { name: 'ALT (SGPT)', unit: 'U/L', group: 'Liver', loinc: '1742-6' },
  AST: { name: 'AST (SGOT)', unit: 'U/L', group: 'Liver', loinc: '1920-8' },
  ALP: { name: 'Alkaline phosphatase', unit: 'U/L', group: 'Liver', loinc: '6768-6' },
  GGT: { name: 'Gamma-glutamyl transferase', unit: 'U/L', group: 'Liver', loinc: '2324-2' },
  BILI_TOTAL: { name: 'Total bilirubin', unit: 'mg/dL', group: 'Liver', loinc: '1975-2' },
  BILI_DIRECT: { name: 'Direct bilirubin', unit: 'mg/dL', group: 'Liver', loinc: '1968-7' },
  BILI_INDIRECT: { name: 'Indirect bilirubin', unit: 'mg/dL', group: 'Liver', loinc: '1971-1' },
  PROTEIN_TOTAL: { name: 'Total protein', unit: 'g/dL', group: 'Liver', loinc: '2885-2' },
  ALBUMIN: { name: 'Albumin', unit: 'g/dL', group: 'Liver', loinc: '1751-7' },
  GLOBULIN: { name: 'Globulin', unit: 'g/dL', group: 'Liver', loinc: '10834-0' },
  CREAT: { name: 'Creatinine', unit: 'mg/dL', group: 'Kidney', loinc: '2160-0' },
  EGFR: { name: 'eGFR', unit: 'mL/min/1.73m²', group: 'Kidney', loinc: '98979-8' },
  UREA: { name: 'Urea', unit: 'mg/dL', group: 'Kidney', loinc: '3091-6' },
  BUN: { name: 'Blood urea nitrogen', unit: 'mg/dL', group: 'Kidney', loinc: '3094-0' },
  URIC_ACID: { name: 'Uric acid', unit: 'mg/dL', group: 'Kidney', loinc: '3084-1' },
  NA: { name: 'Sodium', unit: 'mmol/L', group: 'Electrolytes', loinc: '2951-2' },
  K: { name: 'Potassium', unit: 'mmol/L', group: 'Electrolytes', loinc: '2823-3' },
  CL: { name: 'Chloride', unit: 'mmol/L', group: 'Electrolytes', loinc: '2075-0' },
  CO2: { name: 'Bicarbonate', unit: 'mmol/L', group: 'Electrolytes', loinc: '1963-8' },
  CA: { name: 'Calcium', unit: 'mg/dL', group: 'Electrolytes', loinc: '17861-6' },
  MG: { name: 'Magnesium', unit: 'mg/dL', group: 'Electrolytes', loinc: '19123-9' },
  PHOS: { name: 'Phosphorus', unit: 'mg/dL', group: 'Electrolytes', loinc: '2777-1' },
  IRON: { name: 'Serum iron', unit: 'µg/dL', group: 'Iron studies', loinc: '2498-4' },
  TIBC: { name: 'Total iron binding capacity', unit: 'µg/dL', group: 'Iron studies', loinc: '2500-7' },
  TSAT: { name: 'Transferrin saturation', unit: '%', group: 'Iron studies', loinc: '2502-3' },
  FERRITIN: { name: 'Ferritin', unit: 'ng/mL', group: 'Iron studies', loinc: '2276-4' },
  VITD_25OH: { name: 'Vitamin D (25-OH)', unit: 'ng/mL', group: 'Vitamins', loinc: '62292-8' },
  B12: { name: 'Vitamin B12', unit: 'pg/mL', group: 'Vitamins', loinc: '2132-9' },
  FOLATE: { name: 'Folate', unit: 'ng/mL', group: 'Vitamins', loinc: '2284-8' },
  // hs-CRP is the same analyte on a more sensitive assay (LOINC 30522-7): one series, so trends stay whole.
  CRP: { name: 'C-reactive protein', unit: 'mg/L', group: 'Inflammation', loinc: '1988-5' },
  NEUT_ABS: {
    name: 'Neutrophils (absolute)',
    unit: '10^3/µL',
    group: 'Complete blood count',
    loinc: '751-8',
  },
  LYMPH_ABS: {
    name: 'Lymphocytes (absolute)',
    unit: '10^3/µL',
    group: 'Complete blood count',
    loinc: '731-0',
  },
  MONO_ABS: { name: 'Monocytes (absolute)', unit: '10^3/µL', group: 'Complete blood count', loinc: '742-7' },
  EOS_ABS: { name: 'Eosinophils (absolute)', unit: '10^3/µL', group: 'Complete blood count', loinc: '711-2' },
  BASO_ABS: { name: 'Basophils (absolute)', unit: '10^3/µL', group: 'Complete blood count', loinc: '704-7' },
  MPV: { name: 'Mean platelet volume', unit: 'fL', group: 'Complete blood count', loinc: '32623-1' },
  PDW: { name: 'Platelet distribution width', unit: 'fL', group: 'Complete blood count', loinc: '32207-3' },
  RDW_SD: { name: 'RDW-SD', unit: 'fL', group: 'Complete blood count', loinc: '21000-5' },
  PCT: { name: 'Plateletcrit', unit: '%', group: 'Complete blood count', loinc: '51637-7' },
  RETIC: { name: 'Reticulocytes', unit: '%', group: 'Complete blood count', loinc: '4679-7' },
  GLU_OGTT_2H: {
    name: 'Glucose 2 h after glucose load (OGTT)',
    unit: 'mg/dL',
    group: 'Diabetes',
    loinc: '20436-2',
  },
  INSULIN: { name: 'Insulin', unit: 'µIU/mL', group: 'Diabetes', loinc: '20448-7' },
  C_PEPTIDE: { name: 'C-peptide', unit: 'ng/mL', group: 'Diabetes', loinc: '1986-9' },
  APOB: { name: 'Apolipoprotein B', unit: 'mg/dL', group: 'Lipids', loinc: '1884-6' },
  APOA1: { name: 'Apolipoprotein A1', unit: 'mg/dL', group: 'Lipids', loinc: '1869-7' },
  LPA: { name: 'Lipoprotein(a)', unit: 'mg/dL', group: 'Lipids', loinc: '10835-7' },
  LDL_HDL_RATIO: { name: 'LDL / HDL ratio', unit: 'ratio', group: 'Lipids', loinc: '11054-4' },
  ANTI_TPO: { name: 'Anti-TPO antibodies', unit: 'IU/mL', group: 'Thyroid', loinc: '8099-4' },
  ANTI_TG: { name: 'Anti-thyroglobulin antibodies', unit: 'IU/mL', group: 'Thyroid', loinc: '8098-6' },
  THYROGLOBULIN: { name: 'Thyroglobulin', unit: 'ng/mL', group: 'Thyroid', loinc: '3013-0' },
  LDH: { name: 'Lactate dehydrogenase', unit: 'U/L', group: 'Liver', loinc: '2532-0' },
  AG_RATIO: { name: 'Albumin / globulin ratio', unit: 'ratio', group: 'Liver', loinc: '1759-0' },
  AMYLASE: { name: 'Amylase', unit: 'U/L', group: 'Pancreas', loinc: '1798-8' },
  LIPASE: { name: 'Lipase', unit: 'U/L', group: 'Pancreas', loinc: '3040-3' },
  CK: { name: 'Creatine kinase', unit: 'U/L', group: 'Muscle', loinc: '2157-6' },
  CYSTATIN_C: { name: 'Cystatin C', unit: 'mg/L', group: 'Kidney', loinc: '33863-2' },
  UACR: { name: 'Urine albumin / creatinine ratio', unit: 'mg/g', group: 'Kidney', loinc: '9318-7' },
  URINE_ALBUMIN: { name: 'Urine albumin (microalbumin)', unit: 'mg/L', group: 'Kidney', loinc: '14957-5' },
  BUN_CREAT_RATIO: { name: 'BUN / creatinine ratio', unit: 'ratio', group: 'Kidney', loinc: '3097-3' },
  AST_ALT_RATIO: { name: 'AST / ALT ratio', unit: 'ratio', group: 'Liver', loinc: '1916-6' },
  APOB_APOA1_RATIO: { name: 'Apo B / Apo A1 ratio', unit: 'ratio', group: 'Lipids', loinc: '1874-7' },
  CA_ION: { name: 'Ionised calcium', unit: 'mmol/L', group: 'Electrolytes', loinc: '1994-3' },
  ANION_GAP: { name: 'Anion gap', unit: 'mmol/L', group: 'Electrolytes', loinc: '33037-3' },
  TRANSFERRIN: { name: 'Transferrin', unit: 'mg/dL', group: 'Iron studies', loinc: '3034-6' },
  UIBC: { name: 'Unsaturated iron binding capacity', unit: 'µg/dL', group: 'Iron studies', loinc: '2501-5' },
  ZINC: { name: 'Zinc', unit: 'µg/dL', group: 'Vitamins', loinc: '5763-8' },
  TESTO_TOTAL: { name: 'Testosterone (total)', unit: 'ng/dL', group: 'Hormones', loinc: '2986-8' },
  TESTO_FREE: { name: 'Testosterone (free)', unit: 'pg/mL', group: 'Hormones', loinc: '2991-8' },
  ESTRADIOL: { name: 'Oestradiol', unit: 'pg/mL', group: 'Hormones', loinc: '2243-4' },
  PROGESTERONE: { name: 'Progesterone', unit: 'ng/mL', group: 'Hormones', loinc: '2839-9' },
  LH: { name: 'LH', unit: 'mIU/mL', group: 'Hormones', loinc: '10501-5' },
  FSH: { name: 'FSH', unit: 'mIU/mL', group: 'Hormones', loinc: '15067-2' },
  PROLACTIN: { name: 'Prolactin', unit: 'ng/mL', group: 'Hormones', loinc: '2842-3' },
  CORTISOL: { name: 'Cortisol', unit: 'µg/dL', group: 'Hormones', loinc: '2143-6' },
  DHEAS: { name: 'DHEA sulphate', unit: 'µg/dL', group: 'Hormones', loinc: '2191-5' },
  SHBG: { name: 'Sex hormone binding globulin', unit: 'nmol/L', group: 'Hormones', loinc: '13967-5' },
  PTH: { name: 'Parathyroid hormone', unit: 'pg/mL', group: 'Hormones', loinc: '2731-8' },
  AMH: { name: 'Anti-Müllerian hormone', unit: 'ng/mL', group: 'Hormones', loinc: '38476-3' },
  PSA: { name: 'PSA (total)', unit: 'ng/mL', group: 'Hormones', loinc: '2857-1' },
  TRAB: { name: 'TSH receptor antibodies', unit: 'IU/L', group: 'Thyroid', loinc: '5385-0' },
  HOMOCYSTEINE: { name: 'Homocysteine', unit: 'µmol/L', group: 'Inflammation', loinc: '13965-9' },
  FIBRINOGEN: { name: 'Fibrinogen', unit: 'mg/dL', group: 'Inflammation', loinc: '3255-7' },
  PT: { name: 'Prothrombin time', unit: 's', group: 'Coagulation', loinc: '5902-2' },
  INR: { name: 'INR', unit: 'ratio', group: 'Coagulation', loinc: '6301-6' },
  APTT: { name: 'APTT', unit: 's', group: 'Coagulation', loinc: '3173-2' },
  IGE_TOTAL: { name: 'Total IgE', unit: 'IU/mL', group: 'Immunology', loinc: '19113-0' },
  CA_CORRECTED: {
    name: 'Calcium (albumin-corrected)',
    unit: 'mg/dL',
    group: 'Electrolytes',
    loinc: '29265-6',
  },
  OSMOLALITY: { name: 'Serum osmolality', unit: 'mOsm/kg', group: 'Electrolytes', loinc: '2692-2' },
  FRUCTOSAMINE: { name: 'Fructosamine', unit: 'µmol/L', group: 'Diabetes', loinc: '15069-8' },
  VITD_125: { name: 'Vitamin D (1,25-dihydroxy)', unit: 'pg/mL', group: 'Vitamins', loinc: '1649-3' },
  HOMA_IR: { name: 'HOMA-IR', unit: 'ratio', group: 'Diabetes', loinc: null },
} as const satisfies Record<string, { name: string; unit: string; group: string; loinc: string | null }>;

export type BiomarkerCode = keyof typeof BIOMARKERS;
export const BIOMARKER_CODES = Object.keys(BIOMARKERS) as BiomarkerCode[];
export const biomarkerCodeSchema = z.enum(BIOMARKER_CODES as [BiomarkerCode, ...BiomarkerCode[]]);

export const BIOMARKER_FLAGS = ['low', 'normal', 'high'] as const;
export type BiomarkerFlag = (typeof BIOMARKER_FLAGS)[number];

/** One biomarker result as the API returns it (GET /api/blood-test/reports/:id). */
export const biomarkerResultSchema = z.object({
  id: z.string(),
  code: biomarkerCodeSchema,
  name: z.string(),
  value: z.number(),
  comparator: z.enum(['<', '>', '<=', '>=']).nullable(),
  unit: z.string().nullable(),
  valueCanonical: z.number().nullable(),
  unitCanonical: z.string(),
  refLow: z.number().nullable(),
  refHigh: z.number().nullable(),
  refSource: z.enum(['report', 'standard']).nullable(),
  flag: z.enum(BIOMARKER_FLAGS).nullable(),
  clinicallyImportant: z.boolean(),
  note: z.string().nullable(),
  edited: z.boolean(),
  /** The member added this result (the reading missed it); `edited` alone: they corrected a value read. */
  addedByMember: z.boolean(),
  /** How far the extracted value can be trusted (0–1); null when a member entered or corrected it. */
  confidence: z.number().min(0).max(1).nullable(),
  /** The value failed a consistency check and should be confirmed against the document before it is used. */
  needsReview: z.boolean(),
  reviewReason: z.string().nullable(),
  /** The member checked it against the document (confirmed or corrected). */
  confirmed: z.boolean(),
  /** GET …/biomarkers/:id/crop shows where on the document it was read. */
  hasCrop: z.boolean(),
});
export type BiomarkerResult = z.infer<typeof biomarkerResultSchema>;
/** One result after a correction or confirmation. */
export const biomarkerResultResponse = z.object({ biomarker: biomarkerResultSchema });

/**
 * What the plan engine needs of a biomarker: the latest canonical value, its flag, whether it is past a clinical
 * decision threshold, and when the sample was taken (for the confidence score).
 */
export interface BiomarkerInput {
  code: BiomarkerCode;
  valueCanonical: number;
  flag: BiomarkerFlag | null;
  clinicallyImportant: boolean;
  sampledAt: string | null;
}

const resultValue = z
  .number({ error: 'Value must be a number' })
  .refine(Number.isFinite, 'Value must be a number')
  .min(0, 'Value cannot be negative')
  .max(1_000_000, 'Value is too large');
const comparatorField = z.enum(['<', '>', '<=', '>='], { error: 'Comparator must be <, >, <= or >=' });
/** A unit as printed ("mmol/L"); the server checks it is one the analyte is reported in. */
const unitField = z
  .string({ error: 'Unit must be text, e.g. mg/dL' })
  .trim()
  .min(1, 'Unit cannot be empty: leave it out to keep the unit')
  .max(30, 'Unit is too long (at most 30 characters)');
const rangeEnd = (which: 'low' | 'high') =>
  z
    .number({ error: `The range's ${which} end must be a number` })
    .refine(Number.isFinite, `The range's ${which} end must be a number`)
    .min(0, `The range's ${which} end cannot be negative`)
    .max(1_000_000, `The range's ${which} end is too large`);
const rangeInOrder = (b: { refLow?: number | null; refHigh?: number | null }) =>
  b.refLow === undefined || b.refLow === null || b.refHigh === undefined || b.refHigh === null
    ? true
    : b.refLow <= b.refHigh;
const RANGE_ORDER: { message: string; path: string[] } = {
  message: "The range's low end must not be above its high end",
  path: ['refLow'],
};

/**
 * A member's correction of a result as read (kept with an "edited" mark): its value, comparator, unit (converted and
 * checked against the analyte's units on the server), and the reference range as printed (null ends: none printed;
 * both null: no printed range, the standard one applies). Omitted fields keep what was read.
 */
export const biomarkerCorrectionBody = z
  .strictObject({
    value: resultValue.optional(),
    comparator: comparatorField.nullable().optional(),
    unit: unitField.nullable().optional(),
    refLow: rangeEnd('low').nullable().optional(),
    refHigh: rangeEnd('high').nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Nothing to correct: give a value, unit or reference range',
    path: ['value'],
  })
  .refine(rangeInOrder, RANGE_ORDER);
export type BiomarkerCorrection = z.input<typeof biomarkerCorrectionBody>;

/** A result the reading missed, added by the member: an analyte of the catalogue, its value and unit, optional range. */
export const biomarkerAddBody = z
  .strictObject({
    code: z.enum(BIOMARKER_CODES as [BiomarkerCode, ...BiomarkerCode[]], {
      error: 'Test must be one from the list',
    }),
    value: resultValue,
    comparator: comparatorField.nullable().optional(),
    /** Null only for an analyte without a unit (ratios). */
    unit: unitField.nullable(),
    refLow: rangeEnd('low').nullable().optional(),
    refHigh: rangeEnd('high').nullable().optional(),
  })
  .refine(rangeInOrder, RANGE_ORDER);
export type BiomarkerAdd = z.input<typeof biomarkerAddBody>;

/**
 * Below this extraction confidence (0–1) a value the member has not checked is shown as "low confidence" on the
 * biomarker dashboard: the extractor's own review threshold for OCR words, 75/100 (REVIEW_LIMITS.minWordConfidence
 * in server/src/labs/limits.ts).
 */
export const LOW_CONFIDENCE = 0.75;

/** One point of a biomarker's history, in canonical units so reports in different units compare. */
export const biomarkerPointSchema = z.object({
  reportId: z.string(),
  biomarkerId: z.string(),
  sampledAt: z.string(),
  value: z.number(),
  unit: z.string().nullable(),
  valueCanonical: z.number().nullable(),
  flag: z.enum(BIOMARKER_FLAGS).nullable(),
  clinicallyImportant: z.boolean(),
  edited: z.boolean(),
  comparator: z.enum(['<', '>', '<=', '>=']).nullable(),
  /** The reference range as printed (the value's own unit) and in the canonical unit (null when unknown). */
  refLow: z.number().nullable(),
  refHigh: z.number().nullable(),
  refLowCanonical: z.number().nullable(),
  refHighCanonical: z.number().nullable(),
  refSource: z.enum(['report', 'standard']).nullable(),
  /** Failed a check and the member has not confirmed or corrected it yet. */
  awaitingReview: z.boolean(),
  /** Read with low confidence (below LOW_CONFIDENCE) and not checked by the member. */
  lowConfidence: z.boolean(),
  /** The member checked it against the document (confirmed, or corrected: then `edited`). */
  confirmed: z.boolean(),
});
export type BiomarkerPoint = z.infer<typeof biomarkerPointSchema>;

/** GET /api/biomarkers: per biomarker, the latest result and the history across reports (oldest first). */
export const biomarkerSeriesSchema = z.object({
  code: biomarkerCodeSchema,
  name: z.string(),
  unitCanonical: z.string(),
  latest: biomarkerPointSchema,
  history: z.array(biomarkerPointSchema),
});
export type BiomarkerSeries = z.infer<typeof biomarkerSeriesSchema>;
export const biomarkerSeriesResponse = z.object({ biomarkers: z.array(biomarkerSeriesSchema) });
