import { z } from 'zod';

/**
 * Canonical biomarker codes (as in the lab-report fixtures README), their display names and the canonical
 * (conventional US/Indian) unit every value is converted to. Synonyms, unit conversions and plausibility
 * bounds live with the extractor in server/src/labs/.
 */
export const BIOMARKERS = {
  HGB: { name: 'Hemoglobin', unit: 'g/dL', group: 'Complete blood count' },
  HCT: { name: 'Hematocrit', unit: '%', group: 'Complete blood count' },
  RBC: { name: 'Red blood cell count', unit: '10^6/µL', group: 'Complete blood count' },
  WBC: { name: 'White blood cell count', unit: '10^3/µL', group: 'Complete blood count' },
  PLT: { name: 'Platelet count', unit: '10^3/µL', group: 'Complete blood count' },
  MCV: { name: 'Mean corpuscular volume', unit: 'fL', group: 'Complete blood count' },
  MCH: { name: 'Mean corpuscular hemoglobin', unit: 'pg', group: 'Complete blood count' },
  MCHC: { name: 'Mean corpuscular hemoglobin concentration', unit: 'g/dL', group: 'Complete blood count' },
  RDW: { name: 'Red cell distribution width', unit: '%', group: 'Complete blood count' },
  NEUT_PCT: { name: 'Neutrophils', unit: '%', group: 'Complete blood count' },
  LYMPH_PCT: { name: 'Lymphocytes', unit: '%', group: 'Complete blood count' },
  MONO_PCT: { name: 'Monocytes', unit: '%', group: 'Complete blood count' },
  EOS_PCT: { name: 'Eosinophils', unit: '%', group: 'Complete blood count' },
  BASO_PCT: { name: 'Basophils', unit: '%', group: 'Complete blood count' },
  ESR: { name: 'Erythrocyte sedimentation rate', unit: 'mm/hr', group: 'Complete blood count' },
  HBA1C: { name: 'HbA1c (glycated hemoglobin)', unit: '%', group: 'Diabetes' },
  EAG: { name: 'Estimated average glucose', unit: 'mg/dL', group: 'Diabetes' },
  GLU_FASTING: { name: 'Fasting glucose', unit: 'mg/dL', group: 'Diabetes' },
  GLU_PP: { name: 'Post-prandial glucose', unit: 'mg/dL', group: 'Diabetes' },
  GLU_RANDOM: { name: 'Random glucose', unit: 'mg/dL', group: 'Diabetes' },
  CHOL_TOTAL: { name: 'Total cholesterol', unit: 'mg/dL', group: 'Lipids' },
  TG: { name: 'Triglycerides', unit: 'mg/dL', group: 'Lipids' },
  HDL: { name: 'HDL cholesterol', unit: 'mg/dL', group: 'Lipids' },
  LDL: { name: 'LDL cholesterol', unit: 'mg/dL', group: 'Lipids' },
  VLDL: { name: 'VLDL cholesterol', unit: 'mg/dL', group: 'Lipids' },
  NON_HDL: { name: 'Non-HDL cholesterol', unit: 'mg/dL', group: 'Lipids' },
  CHOL_HDL_RATIO: { name: 'Total cholesterol / HDL ratio', unit: 'ratio', group: 'Lipids' },
  TSH: { name: 'TSH', unit: 'µIU/mL', group: 'Thyroid' },
  FT4: { name: 'Free T4', unit: 'ng/dL', group: 'Thyroid' },
  FT3: { name: 'Free T3', unit: 'pg/mL', group: 'Thyroid' },
  T4_TOTAL: { name: 'Total T4', unit: 'µg/dL', group: 'Thyroid' },
  T3_TOTAL: { name: 'Total T3', unit: 'ng/dL', group: 'Thyroid' },
  ALT: { name: 'ALT (SGPT)', unit: 'U/L', group: 'Liver' },
  AST: { name: 'AST (SGOT)', unit: 'U/L', group: 'Liver' },
  ALP: { name: 'Alkaline phosphatase', unit: 'U/L', group: 'Liver' },
  GGT: { name: 'Gamma-glutamyl transferase', unit: 'U/L', group: 'Liver' },
  BILI_TOTAL: { name: 'Total bilirubin', unit: 'mg/dL', group: 'Liver' },
  BILI_DIRECT: { name: 'Direct bilirubin', unit: 'mg/dL', group: 'Liver' },
  BILI_INDIRECT: { name: 'Indirect bilirubin', unit: 'mg/dL', group: 'Liver' },
  PROTEIN_TOTAL: { name: 'Total protein', unit: 'g/dL', group: 'Liver' },
  ALBUMIN: { name: 'Albumin', unit: 'g/dL', group: 'Liver' },
  GLOBULIN: { name: 'Globulin', unit: 'g/dL', group: 'Liver' },
  CREAT: { name: 'Creatinine', unit: 'mg/dL', group: 'Kidney' },
  EGFR: { name: 'eGFR', unit: 'mL/min/1.73m²', group: 'Kidney' },
  UREA: { name: 'Urea', unit: 'mg/dL', group: 'Kidney' },
  BUN: { name: 'Blood urea nitrogen', unit: 'mg/dL', group: 'Kidney' },
  URIC_ACID: { name: 'Uric acid', unit: 'mg/dL', group: 'Kidney' },
  NA: { name: 'Sodium', unit: 'mmol/L', group: 'Electrolytes' },
  K: { name: 'Potassium', unit: 'mmol/L', group: 'Electrolytes' },
  CL: { name: 'Chloride', unit: 'mmol/L', group: 'Electrolytes' },
  CO2: { name: 'Bicarbonate', unit: 'mmol/L', group: 'Electrolytes' },
  CA: { name: 'Calcium', unit: 'mg/dL', group: 'Electrolytes' },
  MG: { name: 'Magnesium', unit: 'mg/dL', group: 'Electrolytes' },
  PHOS: { name: 'Phosphorus', unit: 'mg/dL', group: 'Electrolytes' },
  IRON: { name: 'Serum iron', unit: 'µg/dL', group: 'Iron studies' },
  TIBC: { name: 'Total iron binding capacity', unit: 'µg/dL', group: 'Iron studies' },
  TSAT: { name: 'Transferrin saturation', unit: '%', group: 'Iron studies' },
  FERRITIN: { name: 'Ferritin', unit: 'ng/mL', group: 'Iron studies' },
  VITD_25OH: { name: 'Vitamin D (25-OH)', unit: 'ng/mL', group: 'Vitamins' },
  B12: { name: 'Vitamin B12', unit: 'pg/mL', group: 'Vitamins' },
  FOLATE: { name: 'Folate', unit: 'ng/mL', group: 'Vitamins' },
  CRP: { name: 'C-reactive protein', unit: 'mg/L', group: 'Inflammation' },
} as const satisfies Record<string, { name: string; unit: string; group: string }>;

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
});
export type BiomarkerResult = z.infer<typeof biomarkerResultSchema>;

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

/** A member's correction of a misread value (kept with an "edited" mark). */
export const biomarkerCorrectionBody = z.strictObject({
  value: z
    .number({ error: 'Value must be a number' })
    .refine(Number.isFinite, 'Value must be a number')
    .min(0, 'Value cannot be negative')
    .max(1_000_000, 'Value is too large'),
  comparator: z.enum(['<', '>', '<=', '>=']).nullable().optional(),
});
export type BiomarkerCorrection = z.input<typeof biomarkerCorrectionBody>;

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
