import type { BiomarkerCode } from '@common/biomarkers';

/**
 * Clinical numbers, all in the canonical unit of common/biomarkers.ts, each with its source:
 * - `standard`: an adult reference interval used only when the report prints none (refSource 'standard');
 * - `critical`: decision thresholds past which a value is "clinically important" (act on it soon);
 * - `note`: what a low/high value usually means, in plain words for members (never a diagnosis).
 *
 * Main sources: Dacie & Lewis Practical Haematology 12th ed. table 1.1 (DL); ABIM Laboratory Test Reference
 * Ranges, Jan 2024 (ABIM); ADA Standards of Care in Diabetes 2024 (ADA); NCEP ATP III 2002 (ATP III);
 * 2018 AHA/ACC cholesterol guideline (ACC/AHA); KDIGO 2012 CKD guideline (KDIGO); Endocrine Society 2011
 * vitamin D guideline (ES); Institute of Medicine 2011 DRI report (IOM); WHO 2020 ferritin guideline (WHO);
 * Mayo Clinic Laboratories test catalogue (Mayo); critical-value lists after Kost, JAMA 1990;264:704 (Kost).
 */
export interface ClinicalRef {
  standard?: {
    low: number | null;
    high: number | null;
    /** The upper limit itself is abnormal ("< 200 desirable"). */
    highExclusive?: true;
    male?: [number | null, number | null];
    female?: [number | null, number | null];
  };
  critical?: {
    below?: number;
    /** "at or above" (HbA1c ≥ 6.5 %, glucose ≥ 126, LDL ≥ 190, TG ≥ 500). */
    atOrAbove?: number;
    /** Times the upper reference limit (liver enzymes). */
    timesUln?: number;
    /** Absolute fallback when no upper limit is known. */
    aboveIfNoUln?: number;
  };
  note?: { low?: string; high?: string };
  /** Why there is no `standard` interval: only the lab's printed range flags the value. */
  noStandard?: string;
}

const NO_STANDARD = {
  hormone: 'the interval depends on sex, age and cycle phase',
  assay: 'the interval depends on the assay; labs print their own',
  derived: 'a calculated ratio, judged through its parts',
  treatment: 'the target depends on treatment (INR on anticoagulants)',
} as const;

export const CLINICAL_REFERENCE: Record<BiomarkerCode, ClinicalRef> = {
  HGB: {
    standard: { low: 12, high: 17, male: [13, 17], female: [12, 15] }, // DL: men 130–170 g/L, women 120–150 g/L
    critical: { below: 8, atOrAbove: 20 }, // WHO 2011 severe anaemia < 8 g/dL; Kost: Hb > 20 g/dL critical
    note: {
      low: 'Low haemoglobin (anaemia) can cause tiredness and breathlessness; iron, B12 or folate are common causes.',
      high: 'High haemoglobin can come from dehydration, smoking or living at altitude.',
    },
  },
  HCT: {
    standard: { low: 36, high: 50, male: [40, 50], female: [36, 46] }, // DL: PCV men 0.40–0.50, women 0.36–0.46 L/L
    note: {
      low: 'A low haematocrit usually goes with low haemoglobin (anaemia).',
      high: 'A high haematocrit often reflects dehydration.',
    },
  },
  RBC: {
    standard: { low: 3.8, high: 5.5, male: [4.5, 5.5], female: [3.8, 4.8] }, // DL: men 4.5–5.5, women 3.8–4.8 ×10¹²/L
    note: {
      low: 'Fewer red cells than usual, often seen with anaemia.',
      high: 'More red cells than usual; thalassaemia trait and dehydration are common reasons.',
    },
  },
  WBC: {
    standard: { low: 4, high: 10 }, // DL: 4.0–10.0 ×10⁹/L
    critical: { below: 2, atOrAbove: 30 }, // Kost: WBC < 2 or > 30 ×10⁹/L
    note: {
      low: 'A low white cell count can follow viral infections or some medicines.',
      high: 'A raised white cell count is most often a sign of infection or inflammation.',
    },
  },
  PLT: {
    standard: { low: 150, high: 410 }, // DL: 150–410 ×10⁹/L
    critical: { below: 50, atOrAbove: 1000 }, // Kost: platelets < 50 or > 1000 ×10⁹/L
    note: {
      low: 'Low platelets can make bruising and bleeding easier.',
      high: 'High platelets are often a reaction to inflammation or iron deficiency.',
    },
  },
  MCV: {
    standard: { low: 83, high: 101 }, // DL: 83–101 fL
    note: {
      low: 'Small red cells, typical of iron deficiency or thalassaemia trait.',
      high: 'Large red cells, seen with low B12/folate, alcohol or thyroid problems.',
    },
  },
  MCH: {
    standard: { low: 27, high: 32 }, // DL: 27–32 pg
    note: {
      low: 'Less haemoglobin per red cell, typical of iron deficiency.',
      high: 'More haemoglobin per red cell, often alongside large red cells.',
    },
  },
  MCHC: {
    standard: { low: 31.5, high: 34.5 }, // DL: 315–345 g/L
    note: {
      low: 'Paler red cells, typical of iron deficiency.',
      high: 'Usually a measurement effect; occasionally seen with spherocytosis.',
    },
  },
  RDW: {
    standard: { low: 11.6, high: 14 }, // DL: RDW-CV 11.6–14.0 %
    note: { high: 'Red cells vary more in size than usual, common in early iron or vitamin deficiency.' },
  },
  NEUT_PCT: { standard: { low: 40, high: 80 } }, // DL: neutrophils 40–80 %
  LYMPH_PCT: { standard: { low: 20, high: 40 } }, // DL: lymphocytes 20–40 %
  MONO_PCT: { standard: { low: 2, high: 10 } }, // DL: monocytes 2–10 %
  EOS_PCT: {
    standard: { low: 1, high: 6 }, // DL: eosinophils 1–6 %
    note: { high: 'Raised eosinophils are often linked to allergies or parasites.' },
  },
  BASO_PCT: { standard: { low: 0, high: 2 } }, // DL: basophils < 1–2 %
  ESR: {
    standard: { low: 0, high: 20, male: [0, 15], female: [0, 20] }, // ICSH 2011 (Westergren): men ≤ 15, women ≤ 20 mm/h under 50 y
    note: { high: 'A raised ESR is a general sign of inflammation; it is not specific to any one cause.' },
  },
  HBA1C: {
    standard: { low: 4, high: 5.7, highExclusive: true }, // ADA 2024: < 5.7 % normal; 4.0 lower limit of the NGSP reference population
    critical: { atOrAbove: 6.5 }, // ADA 2024: HbA1c ≥ 6.5 % is diagnostic of diabetes
    note: {
      high: 'HbA1c reflects average blood sugar over about three months; above 5.7 % means raised diabetes risk.',
    },
  },
  EAG: {}, // derived from HbA1c (ADAG formula); no reference interval of its own
  GLU_FASTING: {
    standard: { low: 70, high: 100, highExclusive: true }, // ADA 2024: fasting plasma glucose < 100 mg/dL normal; 70 = ADA hypoglycaemia alert level
    critical: { below: 54, atOrAbove: 126 }, // ADA 2024: ≥ 126 mg/dL diagnostic of diabetes; < 54 level-2 hypoglycaemia
    note: {
      low: 'Low blood sugar; if you had symptoms (shaking, sweating) mention it to your doctor.',
      high: 'Fasting blood sugar above 100 mg/dL suggests the body is handling sugar less well than normal.',
    },
  },
  GLU_PP: {
    standard: { low: 70, high: 140, highExclusive: true }, // ADA 2024: 2-h plasma glucose < 140 mg/dL normal
    critical: { below: 54, atOrAbove: 200 }, // ADA 2024: 2-h glucose ≥ 200 mg/dL diagnostic of diabetes
    note: { high: 'Blood sugar after a meal was higher than usual, a sign of reduced glucose tolerance.' },
  },
  GLU_RANDOM: {
    standard: { low: 70, high: 140, highExclusive: true }, // ADA 2024: random glucose; < 140 mg/dL taken as non-diabetic (WHO 2-h cut-off)
    critical: { below: 54, atOrAbove: 200 }, // ADA 2024: random glucose ≥ 200 mg/dL with symptoms diagnostic
    note: { high: 'A random blood sugar above 140 mg/dL is worth rechecking fasting.' },
  },
  CHOL_TOTAL: {
    standard: { low: null, high: 200, highExclusive: true }, // ATP III: < 200 mg/dL desirable
    note: {
      high: 'Total cholesterol is above the desirable level; diet, activity and your overall heart risk matter.',
    },
  },
  TG: {
    standard: { low: null, high: 150, highExclusive: true }, // ATP III: < 150 mg/dL normal
    critical: { atOrAbove: 500 }, // ACC/AHA 2018: TG ≥ 500 mg/dL severe, pancreatitis risk
    note: { high: 'Triglycerides are raised; sugar, refined carbohydrates and alcohol raise them most.' },
  },
  HDL: {
    standard: { low: 40, high: null, male: [40, null], female: [50, null] }, // ATP III metabolic-syndrome criteria: < 40 men, < 50 women
    note: { low: 'HDL ("good") cholesterol is low; regular exercise helps raise it.' },
  },
  LDL: {
    standard: { low: null, high: 100, highExclusive: true }, // ATP III: < 100 mg/dL optimal
    critical: { atOrAbove: 190 }, // ACC/AHA 2018: LDL ≥ 190 mg/dL severe primary hypercholesterolaemia
    note: { high: 'LDL ("bad") cholesterol is above the optimal level.' },
  },
  VLDL: {
    standard: { low: null, high: 30 }, // = TG/5 (Friedewald) at the ATP III TG limit of 150 mg/dL
    note: { high: 'VLDL is calculated from triglycerides and rises with them.' },
  },
  NON_HDL: {
    standard: { low: null, high: 130, highExclusive: true }, // ATP III: non-HDL goal = LDL goal + 30 mg/dL (< 130)
    note: { high: 'Non-HDL cholesterol (all the "bad" cholesterol together) is above target.' },
  },
  CHOL_HDL_RATIO: {
    standard: { low: null, high: 5 }, // Castelli risk index: ratio ≤ 5 desirable (Framingham)
    note: { high: 'A higher cholesterol/HDL ratio means a less favourable cholesterol balance.' },
  },
  TSH: {
    standard: { low: 0.45, high: 4.12 }, // NHANES III reference population (Hollowell, JCEM 2002): 0.45–4.12 mIU/L
    critical: { below: 0.1, atOrAbove: 10 }, // ATA 2014 hypothyroidism / 2016 hyperthyroidism guidelines: TSH ≥ 10 treat, < 0.1 overt suppression
    note: {
      low: 'Low TSH can mean an overactive thyroid (or too high a thyroid-hormone dose).',
      high: 'High TSH can mean an underactive thyroid.',
    },
  },
  FT4: {
    standard: { low: 0.8, high: 1.8 }, // ABIM: free T4 0.8–1.8 ng/dL
    note: {
      low: 'Low free T4 fits an underactive thyroid.',
      high: 'High free T4 fits an overactive thyroid.',
    },
  },
  FT3: {
    standard: { low: 2.3, high: 4.2 }, // ABIM: free T3 2.3–4.2 pg/mL
  },
  T4_TOTAL: {
    standard: { low: 5, high: 12 }, // ABIM: total T4 5–12 µg/dL
  },
  T3_TOTAL: {
    standard: { low: 80, high: 180 }, // ABIM: total T3 80–180 ng/dL
  },
  ALT: {
    standard: { low: 0, high: 40 }, // ABIM: ALT 10–40 U/L
    critical: { timesUln: 3, aboveIfNoUln: 120 }, // ACG 2017 liver-chemistry guideline: > 3× ULN warrants prompt work-up
    note: {
      high: 'ALT is a liver enzyme; raised levels are often due to fatty liver, alcohol, medicines or viral hepatitis.',
    },
  },
  AST: {
    standard: { low: 0, high: 40 }, // ABIM: AST 10–40 U/L
    critical: { timesUln: 3, aboveIfNoUln: 120 }, // ACG 2017: > 3× ULN
    note: { high: 'AST comes from the liver and muscles; heavy exercise can raise it too.' },
  },
  ALP: {
    standard: { low: 30, high: 120 }, // ABIM: ALP 30–120 U/L
    note: { high: 'Alkaline phosphatase comes from liver and bone; a raised level points to one of them.' },
  },
  GGT: {
    standard: { low: 0, high: 60 }, // Mayo: GGT men 8–61, women 5–36 U/L (upper limit rounded to the male value)
    note: { high: 'GGT is a liver enzyme that alcohol and some medicines raise.' },
  },
  BILI_TOTAL: {
    standard: { low: 0.3, high: 1.2 }, // ABIM: 0.3–1.2 mg/dL
    note: {
      high: 'Bilirubin is a breakdown product of red cells; mildly raised levels are often harmless (Gilbert syndrome).',
    },
  },
  BILI_DIRECT: { standard: { low: 0, high: 0.3 } }, // ABIM: direct bilirubin 0–0.3 mg/dL
  BILI_INDIRECT: { standard: { low: 0.2, high: 0.9 } }, // total − direct, from the ABIM limits
  PROTEIN_TOTAL: { standard: { low: 6, high: 8.3 } }, // Mayo: total protein 6.3–7.9 g/dL; ABIM 6.0–8.3 g/dL
  ALBUMIN: {
    standard: { low: 3.5, high: 5.5 }, // ABIM: albumin 3.5–5.5 g/dL
    note: { low: 'Low albumin can reflect poor nutrition, inflammation, or liver or kidney problems.' },
  },
  GLOBULIN: { standard: { low: 2, high: 3.5 } }, // total protein − albumin (ABIM limits)
  CREAT: {
    standard: { low: 0.6, high: 1.3, male: [0.7, 1.3], female: [0.6, 1.1] }, // ABIM: men 0.7–1.3, women 0.6–1.1 mg/dL
    note: {
      high: 'Creatinine rises when the kidneys filter less well; muscle mass and dehydration also raise it.',
    },
  },
  EGFR: {
    standard: { low: 60, high: null }, // KDIGO 2012: GFR < 60 mL/min/1.73 m² for > 3 months defines CKD
    critical: { below: 60 }, // KDIGO 2012: eGFR < 60 (G3a or worse)
    note: {
      low: 'eGFR estimates kidney filtering; below 60 for three months or more is chronic kidney disease.',
    },
  },
  UREA: {
    standard: { low: 17, high: 43 }, // = BUN 8–20 mg/dL × 2.14 (ABIM)
    note: { high: 'Urea rises with dehydration, a high-protein diet or reduced kidney function.' },
  },
  BUN: {
    standard: { low: 8, high: 20 }, // ABIM: BUN 8–20 mg/dL
    note: {
      high: 'Blood urea nitrogen rises with dehydration, a high-protein diet or reduced kidney function.',
    },
  },
  URIC_ACID: {
    standard: { low: 2.6, high: 7.2, male: [3.5, 7.2], female: [2.6, 6] }, // Tietz Clinical Guide to Laboratory Tests: men 3.5–7.2, women 2.6–6.0 mg/dL
    note: { high: 'High uric acid can lead to gout; alcohol, sugary drinks and red meat raise it.' },
  },
  NA: {
    standard: { low: 136, high: 145 }, // ABIM: 136–145 mmol/L
    critical: { below: 125, atOrAbove: 155 }, // Kost: Na < 125 or > 155 mmol/L
    note: {
      low: 'Low sodium is often related to medicines (e.g. diuretics) or drinking a lot of water.',
      high: 'High sodium usually means dehydration.',
    },
  },
  K: {
    standard: { low: 3.5, high: 5 }, // ABIM: 3.5–5.0 mmol/L
    critical: { below: 3, atOrAbove: 6 }, // Kost: K < 3.0 or > 6.0 mmol/L (heart-rhythm risk)
    note: {
      low: 'Low potassium can cause cramps and weakness; some diuretics lower it.',
      high: 'High potassium can affect the heart rhythm; a delayed sample can also raise it falsely.',
    },
  },
  CL: { standard: { low: 98, high: 106 } }, // ABIM: chloride 98–106 mmol/L
  CO2: { standard: { low: 23, high: 28 } }, // ABIM: bicarbonate 23–28 mmol/L
  CA: {
    standard: { low: 8.6, high: 10.2 }, // ABIM: calcium 8.6–10.2 mg/dL
    critical: { below: 7, atOrAbove: 12 }, // Kost: Ca < 7 or > 12 mg/dL
    note: {
      low: 'Low calcium is often linked to low vitamin D or low albumin.',
      high: 'High calcium has several causes (e.g. parathyroid glands) and is worth discussing.',
    },
  },
  MG: {
    standard: { low: 1.6, high: 2.6 }, // ABIM: magnesium 1.6–2.6 mg/dL
    critical: { below: 1 }, // Kost: Mg < 1.0 mg/dL
  },
  PHOS: { standard: { low: 3, high: 4.5 } }, // ABIM: phosphorus 3.0–4.5 mg/dL
  IRON: {
    standard: { low: 60, high: 150 }, // ABIM: iron 60–150 µg/dL
    note: { low: 'Low serum iron; together with ferritin it shows how much iron you have.' },
  },
  TIBC: {
    standard: { low: 250, high: 310 }, // ABIM: TIBC 250–310 µg/dL
    note: { high: 'A high iron-binding capacity is typical of iron deficiency.' },
  },
  TSAT: {
    standard: { low: 20, high: 50 }, // ABIM: transferrin saturation 20–50 %
    note: {
      low: 'Low transferrin saturation is typical of iron deficiency.',
      high: 'High saturation can mean iron overload.',
    },
  },
  FERRITIN: {
    standard: { low: 11, high: 336, male: [24, 336], female: [11, 307] }, // Mayo: men 24–336, women 11–307 µg/L
    critical: { below: 15 }, // WHO 2020: ferritin < 15 µg/L indicates iron deficiency in adults
    note: {
      low: 'Ferritin shows your iron stores; low ferritin means iron deficiency.',
      high: 'Ferritin also rises with inflammation and liver conditions, not only iron.',
    },
  },
  VITD_25OH: {
    standard: { low: 30, high: 100 }, // ES 2011: 30–100 ng/mL sufficient
    critical: { below: 12 }, // IOM 2011: < 12 ng/mL (30 nmol/L) risk of deficiency
    note: {
      low: 'Vitamin D is low; sunlight and supplements are the usual fixes.',
      high: 'Vitamin D is very high, usually from high-dose supplements.',
    },
  },
  B12: {
    standard: { low: 200, high: 900 }, // ABIM: B12 200–800 pg/mL; BSH 2014: < 200 ng/L deficiency likely
    critical: { below: 200 }, // BSH 2014 cobalamin guideline: < 200 ng/L (148 pmol/L) deficiency likely
    note: {
      low: 'Vitamin B12 is low; it matters for nerves and red cells. Vegetarian diets and metformin are common reasons.',
    },
  },
  FOLATE: {
    standard: { low: 4, high: null }, // WHO 2015 serum folate: < 4 ng/mL (10 nmol/L) deficiency
    note: { low: 'Folate is low; leafy greens and pulses are good sources.' },
  },
  CRP: {
    standard: { low: null, high: 10, highExclusive: true }, // CDC/AHA 2003 statement: CRP ≥ 10 mg/L suggests acute inflammation
    critical: { atOrAbove: 100 }, // > 100 mg/L commonly indicates serious (often bacterial) infection (Vanderschueren, Crit Care Med 2006)
    note: { high: 'CRP is a marker of inflammation or infection in the body.' },
  },
  // ---- Analytes beyond the core panels: reference intervals only where one adult interval is widely used;
  // hormones depend on sex, age and cycle phase, so only the lab's printed range flags them.
  NEUT_ABS: { standard: { low: 2, high: 7 } }, // DL: neutrophils 2.0–7.0 ×10⁹/L
  LYMPH_ABS: { standard: { low: 1, high: 3 } }, // DL: lymphocytes 1.0–3.0 ×10⁹/L
  MONO_ABS: { standard: { low: 0.2, high: 1 } }, // DL: monocytes 0.2–1.0 ×10⁹/L
  EOS_ABS: { standard: { low: 0.02, high: 0.5 } }, // DL: eosinophils 0.02–0.5 ×10⁹/L
  BASO_ABS: { standard: { low: 0.02, high: 0.1 } }, // DL: basophils 0.02–0.1 ×10⁹/L
  MPV: { noStandard: NO_STANDARD.assay },
  PDW: { noStandard: NO_STANDARD.assay },
  RDW_SD: { noStandard: NO_STANDARD.assay },
  PCT: { noStandard: NO_STANDARD.assay },
  RETIC: { standard: { low: 0.5, high: 2.5 } }, // DL: reticulocytes 0.5–2.5 %
  GLU_OGTT_2H: {
    standard: { low: null, high: 140, highExclusive: true }, // ADA 2024: 2-h OGTT < 140 mg/dL normal
    critical: { atOrAbove: 200 }, // ADA 2024: 2-h OGTT ≥ 200 mg/dL diagnoses diabetes
  },
  INSULIN: { noStandard: NO_STANDARD.assay },
  C_PEPTIDE: { noStandard: NO_STANDARD.assay },
  APOB: { standard: { low: null, high: 130, highExclusive: true } }, // ACC/AHA 2018: ApoB ≥ 130 mg/dL risk-enhancing
  APOA1: { noStandard: NO_STANDARD.assay },
  LPA: { standard: { low: null, high: 50, highExclusive: true } }, // ACC/AHA 2018: Lp(a) ≥ 50 mg/dL risk-enhancing
  LDL_HDL_RATIO: { noStandard: NO_STANDARD.derived },
  ANTI_TPO: { noStandard: NO_STANDARD.assay },
  ANTI_TG: { noStandard: NO_STANDARD.assay },
  TRAB: { noStandard: NO_STANDARD.assay },
  THYROGLOBULIN: { noStandard: NO_STANDARD.assay },
  LDH: { standard: { low: 100, high: 250 } }, // ABIM: LDH 80–225 U/L, Mayo 122–222 U/L; union widened to method spread
  AG_RATIO: { noStandard: NO_STANDARD.derived },
  AMYLASE: { noStandard: NO_STANDARD.assay },
  LIPASE: { noStandard: NO_STANDARD.assay },
  CK: { noStandard: NO_STANDARD.assay },
  CYSTATIN_C: { noStandard: NO_STANDARD.assay },
  UACR: {
    standard: { low: null, high: 30, highExclusive: true }, // KDIGO 2012: ACR < 30 mg/g normal to mildly increased (A1)
    critical: { atOrAbove: 300 }, // KDIGO 2012: ≥ 300 mg/g severely increased (A3)
  },
  URINE_ALBUMIN: { noStandard: NO_STANDARD.assay },
  BUN_CREAT_RATIO: { noStandard: NO_STANDARD.derived },
  AST_ALT_RATIO: { noStandard: NO_STANDARD.derived },
  APOB_APOA1_RATIO: { noStandard: NO_STANDARD.derived },
  CA_ION: { standard: { low: 1.12, high: 1.32 } }, // ABIM: ionised calcium 4.5–5.3 mg/dL (1.12–1.32 mmol/L)
  ANION_GAP: { noStandard: NO_STANDARD.assay },
  TRANSFERRIN: { noStandard: NO_STANDARD.assay },
  UIBC: { noStandard: NO_STANDARD.assay },
  ZINC: { noStandard: NO_STANDARD.assay },
  TESTO_TOTAL: { noStandard: NO_STANDARD.hormone },
  TESTO_FREE: { noStandard: NO_STANDARD.hormone },
  ESTRADIOL: { noStandard: NO_STANDARD.hormone },
  PROGESTERONE: { noStandard: NO_STANDARD.hormone },
  LH: { noStandard: NO_STANDARD.hormone },
  FSH: { noStandard: NO_STANDARD.hormone },
  PROLACTIN: { noStandard: NO_STANDARD.hormone },
  CORTISOL: { noStandard: NO_STANDARD.hormone },
  DHEAS: { noStandard: NO_STANDARD.hormone },
  SHBG: { noStandard: NO_STANDARD.hormone },
  PTH: { noStandard: NO_STANDARD.assay },
  AMH: { noStandard: NO_STANDARD.hormone },
  PSA: { noStandard: NO_STANDARD.hormone },
  HOMOCYSTEINE: { standard: { low: null, high: 15 } }, // AHA 1999 science advisory: fasting homocysteine 5–15 µmol/L
  FIBRINOGEN: { noStandard: NO_STANDARD.assay },
  PT: { noStandard: NO_STANDARD.assay },
  INR: { noStandard: NO_STANDARD.treatment },
  APTT: { noStandard: NO_STANDARD.assay },
  IGE_TOTAL: { noStandard: NO_STANDARD.assay },
  CA_CORRECTED: { standard: { low: 8.6, high: 10.2 } }, // ABIM: calcium 8.6–10.2 mg/dL (corrected calcium uses the same interval)
  OSMOLALITY: { standard: { low: 275, high: 295 } }, // ABIM: serum osmolality 275–295 mOsm/kg H2O
  FRUCTOSAMINE: { noStandard: NO_STANDARD.assay },
  VITD_125: { noStandard: NO_STANDARD.assay },
  HOMA_IR: { noStandard: NO_STANDARD.derived },
};
