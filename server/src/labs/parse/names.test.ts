import { BIOMARKER_CODES } from '@common/biomarkers';
import { describe, expect, it } from 'vitest';
import { BIOMARKER_TABLE } from './biomarker-table';
import { parseReport } from './parse-report';
import type { TextLine } from './types';

/** Parse one table row made of cells and return the code it was read as (or null). */
function codeOf(name: string, value = '5.0', unit = '', range = ''): string | null {
  const cells = [name, value, unit, range].filter(Boolean);
  const line: TextLine = {
    page: 1,
    y: 10,
    height: 8,
    cells: cells.map((text, i) => ({ text, x0: i * 150, x1: i * 150 + 100 })),
    text: cells.join('   '),
  };
  return parseReport([{ page: 1, lines: [line] }], { source: 'pdf-text' }).results[0]?.code ?? null;
}

describe('biomarker names', () => {
  it('knows at least 30 analytes, each with several names', () => {
    expect(BIOMARKER_CODES.length).toBeGreaterThanOrEqual(30);
    for (const code of BIOMARKER_CODES)
      expect(BIOMARKER_TABLE[code].names.length, code).toBeGreaterThanOrEqual(1);
  });

  // Synonyms, abbreviations, British/German spellings and qualifiers printed around the name.
  it.each([
    ['Haemoglobin', 'HGB', '13.5', 'g/dL'],
    ['Hemoglobin', 'HGB', '13.5', 'g/dL'],
    ['Hb', 'HGB', '13.5', 'g/dL'],
    ['HGB', 'HGB', '13.5', 'g/dL'],
    ['Hämoglobin', 'HGB', '13,5', 'g/dl'],
    ['Hemoglobin (Hb)', 'HGB', '13.5', 'g/dL'],
    ['Packed Cell Volume (PCV)', 'HCT', '42', '%'],
    ['Haematocrit', 'HCT', '0.42', 'L/L'],
    ['Hämatokrit', 'HCT', '42', '%'],
    ['Total RBC Count', 'RBC', '4.8', 'mill/cumm'],
    ['Erythrozyten', 'RBC', '4,31', '/pl'],
    ['Total Leucocyte Count (TLC)', 'WBC', '7850', 'cells/cumm'],
    ['White cell count', 'WBC', '6.2', 'x10^9/L'],
    ['Leukozyten', 'WBC', '6,8', '/nl'],
    ['Platelet Count', 'PLT', '2.1', 'Lakhs/cumm'],
    ['Thrombozyten', 'PLT', '265', '/nl'],
    ['Mean Corpuscular Hb (MCH)', 'MCH', '29', 'pg'],
    ['Mean Corpuscular Hb Conc. (MCHC)', 'MCHC', '33', 'g/dL'],
    ['MCH (HbE)', 'MCH', '30', 'pg'],
    ['Red Cell Distribution Width (RDW-CV)', 'RDW', '13.6', '%'],
    ['Neutrophils', 'NEUT_PCT', '62', '%'],
    ['Lymphocytes', 'LYMPH_PCT', '29', '%'],
    ['Monocytes', 'MONO_PCT', '4', '%'],
    ['Eosinophils', 'EOS_PCT', '5', '%'],
    ['Basophils', 'BASO_PCT', '0', '%'],
    ['ESR (Westergren)', 'ESR', '18', 'mm/hr'],
    ['Glycated Haemoglobin (HbA1c)', 'HBA1C', '6.1', '%'],
    ['Hemoglobin A1c', 'HBA1C', '5.5', '%'],
    ['HbAlc', 'HBA1C', '5.5', '%'], // OCR: 1 read as l
    ['HbA1c (IFCC)', 'HBA1C', '44', 'mmol/mol'],
    ['Estimated Average Glucose (eAG)', 'EAG', '128', 'mg/dL'],
    ['Fasting Blood Sugar (FBS)', 'GLU_FASTING', '108', 'mg/dL'],
    ['FBS', 'GLU_FASTING', '108', 'mg/dL'],
    ['Fasting Plasma Glucose', 'GLU_FASTING', '108', 'mg/dL'],
    ['Glucose, Fasting', 'GLU_FASTING', '92', 'mg/dL'],
    ['Glucose - Fasting', 'GLU_FASTING', '92', 'mg/dL'],
    ['Glucose nüchtern (Plasma)', 'GLU_FASTING', '97', 'mg/dl'],
    ['Blood Sugar (Fasting)', 'GLU_FASTING', '94', 'mg/dL'],
    ['Blood Sugar (Post Prandial, 2 hrs)', 'GLU_PP', '162', 'mg/dL'],
    ['PPBS', 'GLU_PP', '162', 'mg/dL'],
    ['Random Blood Glucose', 'GLU_RANDOM', '112', 'mg/dL'],
    ['RBS', 'GLU_RANDOM', '112', 'mg/dL'],
    ['Total Cholesterol', 'CHOL_TOTAL', '224', 'mg/dL'],
    ['Cholesterol, Total', 'CHOL_TOTAL', '188', 'mg/dL'],
    ['Cholesterin gesamt', 'CHOL_TOTAL', '241', 'mg/dl'],
    ['Triglycerides', 'TG', '182', 'mg/dL'],
    ['Triglyceride', 'TG', '1.9', 'mmol/L'],
    ['HDL Cholesterol (Direct)', 'HDL', '38', 'mg/dL'],
    ['HDL-Cholesterin', 'HDL', '58', 'mg/dl'],
    ['LDL Cholesterol (Calculated)', 'LDL', '149.6', 'mg/dL'],
    ['LDL Cholesterol - Direct', 'LDL', '112', 'mg/dL'],
    ['VLDL Cholesterol', 'VLDL', '36.4', 'mg/dL'],
    ['Non-HDL Cholesterol', 'NON_HDL', '186', 'mg/dL'],
    ['Non HDL Cholesterol', 'NON_HDL', '135', 'mg/dL'],
    ['Total Cholesterol / HDL Ratio', 'CHOL_HDL_RATIO', '5.9', ''],
    ['Chol/HDLC Ratio', 'CHOL_HDL_RATIO', '4.6', ''],
    ['Thyroid Stimulating Hormone (TSH)', 'TSH', '6.82', 'µIU/mL'],
    ['TSH basal', 'TSH', '2,84', 'mU/l'],
    ['TSH (Ultrasensitive)', 'TSH', '3.12', 'µIU/mL'],
    ['Free T4 (FT4)', 'FT4', '1.08', 'ng/dL'],
    ['fT4 (freies Thyroxin)', 'FT4', '1,21', 'ng/dl'],
    ['Free T3', 'FT3', '3.1', 'pg/mL'],
    ['Thyroxine (T4)', 'T4_TOTAL', '7.9', 'µg/dL'],
    ['Triiodothyronine (T3)', 'T3_TOTAL', '1.12', 'ng/mL'],
    ['SGPT (ALT)', 'ALT', '56', 'U/L'],
    ['ALT (SGPT)', 'ALT', '17', 'U/L'],
    ['GPT (ALT)', 'ALT', '19', 'U/l'],
    ['Alanine aminotransferase', 'ALT', '24', 'U/L'],
    ['SGOT (AST)', 'AST', '28', 'U/L'],
    ['GOT (AST)', 'AST', '22', 'U/l'],
    ['Alkaline Phosphatase (ALP)', 'ALP', '74', 'U/L'],
    ['Alkalische Phosphatase', 'ALP', '68', 'U/l'],
    ['Gamma GT', 'GGT', '24', 'U/L'],
    ['Gamma-GT', 'GGT', '31', 'U/l'],
    ['S. Bilirubin (Total)', 'BILI_TOTAL', '0.8', 'mg/dL'],
    ['S. Bilirubin (Direct)', 'BILI_DIRECT', '0.2', 'mg/dL'],
    ['S. Bilirubin (Indirect)', 'BILI_INDIRECT', '0.6', 'mg/dL'],
    ['Bilirubin, Total', 'BILI_TOTAL', '1.4', 'mg/dL'],
    ['Bilirubin - Total', 'BILI_TOTAL', '0.5', 'mg/dL'],
    ['Bilirubin gesamt', 'BILI_TOTAL', '0,6', 'mg/dl'],
    ['Bilirubin', 'BILI_TOTAL', '9', 'umol/L'],
    ['Total Proteins', 'PROTEIN_TOTAL', '7.3', 'g/dL'],
    ['Protein, Total', 'PROTEIN_TOTAL', '7.1', 'g/dL'],
    ['Albumin', 'ALBUMIN', '4.5', 'g/dL'],
    ['Globulin', 'GLOBULIN', '2.8', 'g/dL'],
    ['Serum Creatinine', 'CREAT', '0.91', 'mg/dL'],
    ['Kreatinin', 'CREAT', '0,82', 'mg/dl'],
    ['eGFR (CKD-EPI 2021)', 'EGFR', '86', 'mL/min/1.73m²'],
    ['Serum Urea', 'UREA', '32', 'mg/dL'],
    ['Urea Nitrogen (BUN)', 'BUN', '22', 'mg/dL'],
    ['Blood Urea Nitrogen (BUN)', 'BUN', '14.9', 'mg/dL'],
    ['Serum Uric Acid', 'URIC_ACID', '7.9', 'mg/dL'],
    ['Harnsäure', 'URIC_ACID', '4,9', 'mg/dl'],
    ['Serum Sodium', 'NA', '137', 'mEq/L'],
    ['Natrium', 'NA', '141', 'mmol/l'],
    ['Kalium', 'K', '4,2', 'mmol/l'],
    ['Potassium', 'K', '4.2', 'mmol/L'],
    ['Chloride', 'CL', '103', 'mmol/L'],
    ['Carbon Dioxide', 'CO2', '26', 'mmol/L'],
    ['Bicarbonate', 'CO2', '26', 'mmol/L'],
    ['Calcium', 'CA', '9.6', 'mg/dL'],
    ['Magnesium', 'MG', '2.1', 'mg/dL'],
    ['Serum Phosphorus', 'PHOS', '3.4', 'mg/dL'],
    ['Serum Iron', 'IRON', '48', 'µg/dL'],
    ['Total Iron Binding Capacity (TIBC)', 'TIBC', '412', 'µg/dL'],
    ['Transferrin Saturation', 'TSAT', '11.7', '%'],
    ['Serum Ferritin', 'FERRITIN', '9.8', 'ng/mL'],
    ['25-Hydroxy Vitamin D (Total)', 'VITD_25OH', '17.3', 'ng/mL'],
    ['25-OH Vitamin D', 'VITD_25OH', '38', 'nmol/L'],
    ['25-OH-Vitamin D', 'VITD_25OH', '14,2', 'ng/ml'],
    ['Vitamin D - 25 Hydroxy', 'VITD_25OH', '31.8', 'ng/mL'],
    ['Vitamin D (25-OH)', 'VITD_25OH', '24.6', 'ng/mL'],
    ['Vitamin B12', 'B12', '298', 'pg/mL'],
    ['Vitamin Bl2', 'B12', '298', 'pg/mL'], // OCR
    ['Folic Acid', 'FOLATE', '8.9', 'ng/mL'],
    ['Serum folate', 'FOLATE', '5.9', 'ug/L'],
    ['C-Reactive Protein (CRP), Quantitative', 'CRP', '12.6', 'mg/L'],
    ['hs-CRP', 'CRP', '3.8', 'mg/L'],
    ['CRP (C-Reactive Protein)', 'CRP', '0.5', 'mg/L'],
    ['Hernoglobin', 'HGB', '13.5', 'g/dL'], // OCR: m read as rn
    ['Hemoglobn', 'HGB', '13.5', 'g/dL'], // one letter lost
  ])('"%s" is %s', (name, code, value, unit) => {
    expect(codeOf(name, value, unit)).toBe(code);
  });

  it('reads short abbreviations only when printed as abbreviations', () => {
    expect(codeOf('VES', '37', 'mm/h')).toBe('ESR');
    expect(codeOf('P.C.V.', '44.1', '%')).toBe('HCT');
    expect(codeOf('ves', '37', '')).toBeNull(); // a word fragment or OCR noise
  });

  it('reads every listed alias as its own analyte', () => {
    const ambiguous = new Set(['chol', 'tc', 'hbe', 'gfr', 'saturation', 'total count']);
    for (const code of BIOMARKER_CODES) {
      const def = BIOMARKER_TABLE[code];
      for (const name of def.names) {
        if (ambiguous.has(name)) continue;
        const unit = Object.keys(def.units)[0] ?? '';
        const printed =
          unit === '10^3/uL'
            ? 'x10^3/µL'
            : unit === '10^6/uL'
              ? 'x10^6/µL'
              : unit === '10^5/uL'
                ? 'lakhs/cumm'
                : unit === '/uL'
                  ? 'cells/cumm'
                  : unit === 'mL/min/1.73m2'
                    ? 'mL/min/1.73m2'
                    : unit;
        const canonicalMid = (def.plausible[0] + def.plausible[1]) / 4 || 1;
        // Short abbreviations are printed in capitals ("ESR"); in lower case they are not read as names.
        const label = /^[\p{L}\p{N}]{1,3}[^\p{L}\p{N}]*$/u.test(name) ? name.toUpperCase() : name;
        expect(
          codeOf(
            label,
            String(Math.max(def.plausible[0], Math.min(canonicalMid, def.plausible[1]))),
            printed,
          ),
          `${code}: "${name}"`,
        ).toBe(code);
      }
    }
  });

  it('does not take words that merely start like an analyte', () => {
    expect(codeOf('Hemoglobinopathy screen', '1', '')).toBeNull();
    expect(codeOf('Patient ID', '12345', '')).toBeNull();
  });
});

/** [label as printed, code, value, unit]: the same core panel in each language a report may come in. */
const LABELS_BY_LANGUAGE: Record<string, [string, string, string, string][]> = {
  English: [
    ['Haemoglobin', 'HGB', '13.5', 'g/dL'],
    ['Absolute Neutrophil Count', 'NEUT_ABS', '4.1', 'x10^3/µL'],
    ['Mean Platelet Volume', 'MPV', '9.8', 'fL'],
    ['Apolipoprotein B', 'APOB', '92', 'mg/dL'],
    ['Lipoprotein (a)', 'LPA', '24', 'mg/dL'],
    ['Anti-TPO Antibodies', 'ANTI_TPO', '12', 'IU/mL'],
    ['Cystatin C', 'CYSTATIN_C', '0.9', 'mg/L'],
    ['Urine Albumin/Creatinine Ratio', 'UACR', '12', 'mg/g'],
    ['Homocysteine', 'HOMOCYSTEINE', '11', 'µmol/L'],
    ['Fasting Insulin', 'INSULIN', '8.2', 'µIU/mL'],
    ['HOMA-IR', 'HOMA_IR', '1.9', ''],
  ],
  'Indian spellings': [
    ['ALKP', 'ALP', '96', 'U/L'],
    ['E.S.R.', 'ESR', '12', 'mm/1st hr'],
    ['Total W.B.C. Count', 'WBC', '7800', '/cumm'],
    ['Platelet Count', 'PLT', '2.4', 'lakhs/cumm'],
    ['S.G.P.T.', 'ALT', '32', 'U/L'],
    ['RDW-SD', 'RDW_SD', '42.1', 'fL'],
  ],
  French: [
    ['Hémoglobine', 'HGB', '13,5', 'g/dL'],
    ['Hématies', 'RBC', '4,5', 'T/L'],
    ['Leucocytes', 'WBC', '7,2', 'G/L'],
    ['Plaquettes', 'PLT', '250', 'G/L'],
    ['Glycémie à jeun', 'GLU_FASTING', '0,95', 'g/L'],
    ['Créatinine', 'CREAT', '9,5', 'mg/L'],
    ['Urée', 'UREA', '5,1', 'mmol/L'],
    ['Cholestérol total', 'CHOL_TOTAL', '1,90', 'g/L'],
    ['Phosphatases alcalines', 'ALP', '70', 'UI/L'],
    ['Vitesse de sédimentation', 'ESR', '10', 'mm/h'],
  ],
  German: [
    ['Hämoglobin', 'HGB', '13,5', 'g/dl'],
    ['Leukozyten', 'WBC', '7,2', '/nl'],
    ['Thrombozyten', 'PLT', '250', '/nl'],
    ['Kreatinin', 'CREAT', '0,9', 'mg/dl'],
    ['Harnstoff', 'UREA', '30', 'mg/dl'],
    ['Gesamtcholesterin', 'CHOL_TOTAL', '190', 'mg/dl'],
    ['Blutsenkung', 'ESR', '8', 'mm/h'],
    ['Freies Thyroxin', 'FT4', '1,2', 'ng/dl'],
  ],
  Spanish: [
    ['Hemoglobina', 'HGB', '13,5', 'g/dL'],
    ['Leucocitos', 'WBC', '7,2', 'x10^3/µL'],
    ['Plaquetas', 'PLT', '250', 'x10^3/µL'],
    ['Glucosa en ayunas', 'GLU_FASTING', '92', 'mg/dL'],
    ['Colesterol total', 'CHOL_TOTAL', '190', 'mg/dL'],
    ['Triglicéridos', 'TG', '120', 'mg/dL'],
    ['Creatinina', 'CREAT', '0,9', 'mg/dL'],
    ['Fosfatasa alcalina', 'ALP', '80', 'U/L'],
    ['Velocidad de sedimentación', 'ESR', '10', 'mm/h'],
  ],
  Portuguese: [
    ['Hemoglobina', 'HGB', '13,5', 'g/dL'],
    ['Hemácias', 'RBC', '4,5', 'milhões/mm3'],
    ['Glicose em jejum', 'GLU_FASTING', '92', 'mg/dL'],
    ['Colesterol total', 'CHOL_TOTAL', '190', 'mg/dL'],
    ['Ureia', 'UREA', '30', 'mg/dL'],
    ['Fosfatase alcalina', 'ALP', '80', 'U/L'],
    ['Ferritina', 'FERRITIN', '80', 'ng/mL'],
  ],
  Italian: [
    ['Emoglobina', 'HGB', '13,5', 'g/dL'],
    ['Globuli bianchi', 'WBC', '7,2', 'x10^3/µL'],
    ['Piastrine', 'PLT', '250', 'x10^3/µL'],
    ['Glucosio', 'GLU_RANDOM', '92', 'mg/dL'],
    ['Colesterolo totale', 'CHOL_TOTAL', '190', 'mg/dL'],
    ['Trigliceridi', 'TG', '120', 'mg/dL'],
    ['Azotemia', 'UREA', '30', 'mg/dL'],
    ['Sideremia', 'IRON', '90', 'µg/dL'],
  ],
  Dutch: [
    ['Hemoglobine', 'HGB', '8,4', 'mmol/L'],
    ['Leukocyten', 'WBC', '7,2', 'x10^9/L'],
    ['Trombocyten', 'PLT', '250', 'x10^9/L'],
    ['Kreatinine', 'CREAT', '80', 'µmol/L'],
    ['Ureum', 'UREA', '5,1', 'mmol/L'],
    ['Totaal cholesterol', 'CHOL_TOTAL', '5,0', 'mmol/L'],
    ['Bezinking', 'ESR', '10', 'mm/h'],
    ['IJzer', 'IRON', '18', 'µmol/L'],
  ],
  Polish: [
    ['Hemoglobina', 'HGB', '13,5', 'g/dl'],
    ['Leukocyty', 'WBC', '7,2', 'tys/µl'],
    ['Płytki krwi', 'PLT', '250', 'tys/µl'],
    ['Erytrocyty', 'RBC', '4,5', 'mln/µl'],
    ['Glukoza na czczo', 'GLU_FASTING', '92', 'mg/dl'],
    ['Cholesterol całkowity', 'CHOL_TOTAL', '190', 'mg/dl'],
    ['Kreatynina', 'CREAT', '0,9', 'mg/dl'],
    ['Żelazo', 'IRON', '90', 'µg/dl'],
    ['Mocznik', 'UREA', '30', 'mg/dl'],
    ['Fosfataza alkaliczna', 'ALP', '80', 'U/l'],
    ['OB', 'ESR', '10', 'mm/h'],
  ],
};

describe('labels in every supported language', () => {
  for (const [language, rows] of Object.entries(LABELS_BY_LANGUAGE)) {
    it.each(rows)(`${language}: "%s" is %s`, (label, code, value, unit) => {
      expect(codeOf(label, value, unit)).toBe(code);
    });
  }

  it('matches labels whatever their diacritics', () => {
    expect(codeOf('Hematies', '4,5', 'T/L')).toBe('RBC');
    expect(codeOf('Plytki krwi', '250', 'tys/µl')).toBe('PLT');
    expect(codeOf('Zelazo', '90', 'µg/dl')).toBe('IRON');
    expect(codeOf('Creatinine', '9,5', 'mg/L')).toBe('CREAT');
  });
});
