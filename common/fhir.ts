import { z } from 'zod';
import { BIOMARKERS, BIOMARKER_CODES, type BiomarkerCode } from './biomarkers';
import { notUnderstoodSchema, reportSchema } from './reports';

/**
 * HL7 FHIR R4 (hl7.org/fhir/R4) in and out: the code systems, the LOINC codes of the catalogue's analytes (each
 * analyte's main code is in biomarkers.ts; here the other LOINC codes labs send for the same analyte), the UCUM
 * spelling of the catalogue's units, and the vital signs the progress logs export.
 */
export const FHIR_SYSTEMS = {
  loinc: 'http://loinc.org',
  ucum: 'http://unitsofmeasure.org',
  observationCategory: 'http://terminology.hl7.org/CodeSystem/observation-category',
  diagnosticServiceSection: 'http://terminology.hl7.org/CodeSystem/v2-0074',
  interpretation: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation',
} as const;

/** The media type of FHIR JSON (hl7.org/fhir/R4/http.html#mime-type); the stored file of an imported report. */
export const FHIR_JSON_MIME = 'application/fhir+json';

/**
 * Other LOINC codes of catalogue analytes (loinc.org, each checked against its LOINC long name): the molar or
 * SI-unit variants and method variants that lab portals send for the same analyte. The unit of the result says
 * which scale it is on, so a moles/volume code still becomes the analyte (converted through its units).
 */
const LOINC_ALIASES: Readonly<Record<string, BiomarkerCode>> = {
  '26453-1': 'RBC', // Erythrocytes [#/volume] in Blood
  '26464-8': 'WBC', // Leukocytes [#/volume] in Blood
  '26515-7': 'PLT', // Platelets [#/volume] in Blood
  '20570-8': 'HCT', // Hematocrit [Volume Fraction] of Blood
  '17856-6': 'HBA1C', // Hemoglobin A1c/Hemoglobin.total in Blood by HPLC
  '59261-8': 'HBA1C', // Hemoglobin A1c/Hemoglobin.total in Blood by IFCC protocol (mmol/mol)
  '14771-0': 'GLU_FASTING', // Fasting glucose [Moles/volume] in Serum or Plasma
  '14749-6': 'GLU_RANDOM', // Glucose [Moles/volume] in Serum or Plasma
  '14647-2': 'CHOL_TOTAL', // Cholesterol [Moles/volume] in Serum or Plasma
  '14927-8': 'TG', // Triglyceride [Moles/volume] in Serum or Plasma
  '14646-4': 'HDL', // Cholesterol in HDL [Moles/volume] in Serum or Plasma
  '2089-1': 'LDL', // Cholesterol in LDL [Mass/volume] in Serum or Plasma
  '18262-6': 'LDL', // Cholesterol in LDL [Mass/volume] in Serum or Plasma by Direct assay
  '22748-8': 'LDL', // Cholesterol in LDL [Moles/volume] in Serum or Plasma
  '11580-8': 'TSH', // Thyrotropin [Units/volume] in Serum or Plasma by Detection limit <= 0.005 mIU/L
  '14920-3': 'FT4', // Thyroxine (T4) free [Moles/volume] in Serum or Plasma
  '1743-4': 'ALT', // Alanine aminotransferase [Enzymatic activity/volume] in Serum or Plasma by With P-5'-P
  '1744-2': 'ALT', // Alanine aminotransferase [Enzymatic activity/volume] in Serum or Plasma by No addition of P-5'-P
  '30239-8': 'AST', // Aspartate aminotransferase [Enzymatic activity/volume] in Serum or Plasma by With P-5'-P
  '14682-9': 'CREAT', // Creatinine [Moles/volume] in Serum or Plasma
  '62238-1': 'EGFR', // GFR/1.73 sq M.predicted [Volume Rate/Area] in Serum, Plasma or Blood by Creatinine-based formula (CKD-EPI)
  '6299-2': 'BUN', // Urea nitrogen [Mass/volume] in Blood
  '14933-6': 'URIC_ACID', // Urate [Moles/volume] in Serum or Plasma
  '2947-0': 'NA', // Sodium [Moles/volume] in Blood
  '6298-4': 'K', // Potassium [Moles/volume] in Blood
  '2000-8': 'CA', // Calcium [Moles/volume] in Serum or Plasma
  '14798-3': 'IRON', // Iron [Moles/volume] in Serum or Plasma
  '14685-2': 'B12', // Cobalamin (Vitamin B12) [Moles/volume] in Serum or Plasma
  '30522-7': 'CRP', // C reactive protein [Mass/volume] in Serum or Plasma by High sensitivity method (biomarkers.ts: one series)
};

const LOINC_TO_CODE: ReadonlyMap<string, BiomarkerCode> = new Map([
  ...BIOMARKER_CODES.flatMap((c): [string, BiomarkerCode][] => {
    const loinc = BIOMARKERS[c].loinc;
    return loinc ? [[loinc, c]] : [];
  }),
  ...Object.entries(LOINC_ALIASES),
]);

/** The catalogue analyte a LOINC code stands for (undefined: not one we know). */
export const analyteOfLoinc = (loinc: string): BiomarkerCode | undefined => LOINC_TO_CODE.get(loinc);

/**
 * The catalogue's unit spellings as UCUM codes (unitsofmeasure.org): µ is `u`, powers of ten are `10*n`, arbitrary
 * units are in `[ ]`, annotations in `{ }`.
 */
const UCUM_OF_UNIT: Readonly<Record<string, string>> = {
  '10^3/µL': '10*3/uL',
  '10^6/µL': '10*6/uL',
  'µIU/mL': 'u[IU]/mL',
  'mIU/mL': 'm[IU]/mL',
  'IU/mL': '[IU]/mL',
  'IU/L': '[IU]/L',
  'µg/dL': 'ug/dL',
  'µmol/L': 'umol/L',
  'mm/hr': 'mm/h',
  'mL/min/1.73m²': 'mL/min/{1.73_m2}',
  'mOsm/kg': 'mosm/kg',
  ratio: '{ratio}',
};

/** A unit as the catalogue and reports spell it, in UCUM. */
export const ucumOf = (unit: string): string => UCUM_OF_UNIT[unit] ?? unit.replace(/µ/g, 'u');

/**
 * Vital signs exported from the progress logs (LOINC, with the UCUM unit the FHIR vital-signs profile asks for):
 * hl7.org/fhir/R4/observation-vitalsigns.html; circumferences at loinc.org. Chest, arm and thigh have no LOINC code
 * we could confirm: they go out with their text only.
 */
export const VITAL_SIGNS = {
  weightKg: { loinc: '29463-7', display: 'Body weight', unit: 'kg' },
  waistCm: { loinc: '8280-0', display: 'Waist Circumference at umbilicus by Tape measure', unit: 'cm' },
  hipCm: { loinc: '62409-8', display: 'Hip Circumference by Tape measure', unit: 'cm' },
  bodyFatPct: { loinc: '41982-0', display: 'Percentage of body fat Measured', unit: '%' },
  chestCm: { loinc: null, display: 'Chest circumference', unit: 'cm' },
  armCm: { loinc: null, display: 'Upper arm circumference', unit: 'cm' },
  thighCm: { loinc: null, display: 'Thigh circumference', unit: 'cm' },
} as const;

/** POST /api/imports/fhir: the reports made from the file, each with what it could not use. */
export const fhirImportResponse = z.object({
  message: z.string(),
  reports: z.array(reportSchema),
  /** Observations of the file that are not lab results (vital signs …): not imported here, listed so none is lost. */
  notImported: z.array(notUnderstoodSchema),
});
export type FhirImportResponse = z.infer<typeof fhirImportResponse>;

/** GET /api/account/export/fhir: a clinician names the member in their care; a member reads their own. */
export const fhirExportQuery = z.strictObject({
  memberId: z.string().max(100).optional(),
});
