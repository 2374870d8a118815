import { BIOMARKERS, type BiomarkerCode } from '@common/biomarkers';
import type { UnitId } from './units';

/**
 * Conversion from a printed unit to the analyte's canonical unit (common/biomarkers.ts): a factor, or a named
 * non-linear conversion.
 */
export type Conversion = number | 'ifcc-to-ngsp';

export interface BiomarkerDef {
  /**
   * Names as labs print them (English, German, abbreviations, common misspellings). Matched word by word
   * after folding (case, accents, OCR look-alikes, plurals), so "S. Bilirubin (Direct)" finds "bilirubin direct".
   */
  names: string[];
  /** Printed units this analyte is reported in, with the factor to its canonical unit. */
  units: Partial<Record<UnitId, Conversion>>;
  /** Values outside [min, max] (canonical unit) are not believable results: OCR garbage or a misread row. */
  plausible: [number, number];
  /** The analyte has no unit (ratios). */
  unitless?: true;
}

// Molar-mass based factors: mg/dL = mmol/L × (g/mol ÷ 10). Sources: molar masses from PubChem; the clinical
// factors below match the SI conversion table of the AMA Manual of Style (11th ed., "Units of measure").
const GLUCOSE_MMOL = 18.016; // glucose 180.16 g/mol (issue brief: ×18.02)
const CHOLESTEROL_MMOL = 38.67; // cholesterol 386.65 g/mol
const TRIGLYCERIDE_MMOL = 88.57; // as triolein 885.7 g/mol
const CREATININE_UMOL = 1 / 88.4; // creatinine 113.12 g/mol → 1 mg/dL = 88.4 µmol/L (×0.0113)
const UREA_MMOL = 6.006; // urea 60.06 g/mol
const BUN_MMOL = 2.801; // urea nitrogen: 2 N = 28.01 g/mol
const URATE_UMOL = 1 / 59.48; // uric acid 168.11 g/mol → 1 mg/dL = 59.48 µmol/L
const BILIRUBIN_UMOL = 1 / 17.1; // bilirubin 584.66 g/mol → 1 mg/dL = 17.1 µmol/L
const CALCIUM_MMOL = 4.008; // calcium 40.08 g/mol
const MAGNESIUM_MMOL = 2.431; // magnesium 24.31 g/mol
const PHOSPHATE_MMOL = 3.097; // phosphorus 30.97 g/mol
const IRON_UMOL = 5.585; // iron 55.85 g/mol → 1 µmol/L = 5.585 µg/dL
const VITD_NMOL = 1 / 2.496; // 25-OH vitamin D3 400.6 g/mol → 1 ng/mL = 2.496 nmol/L (issue brief: ÷2.5)
const B12_PMOL = 1 / 0.738; // cobalamin 1355 g/mol → 1 pmol/L = 1.355 pg/mL (issue brief: ÷0.738)
const FOLATE_NMOL = 1 / 2.266; // folic acid 441.4 g/mol → 1 ng/mL = 2.266 nmol/L
const FT4_PMOL = 1 / 12.87; // thyroxine 776.87 g/mol → 1 ng/dL = 12.87 pmol/L
const T4_NMOL = 1 / 12.87; // 1 µg/dL = 12.87 nmol/L
const FT3_PMOL = 1 / 1.536; // triiodothyronine 650.98 g/mol → 1 pg/mL = 1.536 pmol/L
const T3_NMOL = 65.1; // 1 nmol/L = 65.1 ng/dL
const HB_MMOL = 1.611; // haemoglobin monomer 16 114 g/mol (Dutch/Scandinavian mmol/L reporting)
const UKAT = 60; // 1 µkat/L = 60 U/L (IFCC: 1 U = 1 µmol/min = 16.67 nkat)

const lipid = (names: string[], plausible: [number, number]): BiomarkerDef => ({
  names,
  units: { 'mg/dL': 1, 'mmol/L': CHOLESTEROL_MMOL, 'g/L': 100 },
  plausible,
});
const enzyme = (names: string[], plausible: [number, number]): BiomarkerDef => ({
  names,
  units: { 'U/L': 1, 'ukat/L': UKAT },
  plausible,
});
const differential = (names: string[], plausible: [number, number]): BiomarkerDef => ({
  names,
  units: { '%': 1 },
  plausible,
});
const glucose = (names: string[]): BiomarkerDef => ({
  names,
  units: { 'mg/dL': 1, 'mmol/L': GLUCOSE_MMOL, 'g/L': 100 },
  plausible: [10, 1500], // 10–1500 mg/dL: below is analytically impossible in a living patient, above exceeds HHS extremes
});

/**
 * The biomarker table: every analyte the extractor knows. Plausibility bounds are deliberately wide (about the
 * analysers' extended measuring ranges, e.g. Roche cobas method sheets); they only reject values no living
 * patient has, which is what a misread digit or decimal point produces.
 */
export const BIOMARKER_TABLE: Record<BiomarkerCode, BiomarkerDef> = {
  HGB: {
    names: [
      'hemoglobine',
      'hemoglobin',
      'hb',
      'hgb',
      'hb conc',
      'blood hemoglobin',
      'hamoglobin',
      'haemoglobin estimation',
    ],
    units: { 'g/dL': 1, 'g/L': 0.1, 'mmol/L': HB_MMOL },
    plausible: [2, 25],
  },
  HCT: {
    names: [
      'hematocrite',
      'hematocrit',
      'hct',
      'packed cell volume',
      'pcv',
      'hamatokrit',
      'hkt',
      'erythrocyte volume fraction',
    ],
    units: { '%': 1, 'L/L': 100 },
    plausible: [8, 75],
  },
  RBC: {
    names: [
      'globules rouges',
      'hematies',
      'rbc',
      'rbc count',
      'total rbc count',
      'red blood cell count',
      'red blood cells',
      'red cell count',
      'red blood cell',
      'erythrocyte count',
      'erythrocytes',
      'erythrozyten',
      'erys',
    ],
    units: { '10^6/uL': 1, '/uL': 1e-6 },
    plausible: [1, 9],
  },
  WBC: {
    names: [
      'globules blancs',
      'leucocytes',
      'wbc',
      'wbc count',
      'total wbc count',
      'white blood cell count',
      'white blood cells',
      'white cell count',
      'total leukocyte count',
      'tlc',
      'total count',
      'leukocyte count',
      'leukocytes',
      'leukozyten',
      'total white cell count',
    ],
    units: { '10^3/uL': 1, '/uL': 0.001, '10^5/uL': 100 },
    plausible: [0.1, 500],
  },
  PLT: {
    names: [
      'plaquettes',
      'platelet count',
      'platelets',
      'plt',
      'thrombocytes',
      'thrombozyten',
      'thrombocyte count',
      'platelet',
    ],
    units: { '10^3/uL': 1, '10^5/uL': 100, '/uL': 0.001 },
    plausible: [1, 3000],
  },
  MCV: {
    names: ['mcv', 'mean corpuscular volume', 'mean cell volume', 'mean cell vol'],
    units: { fL: 1 },
    plausible: [40, 160],
  },
  MCH: {
    names: [
      'mch',
      'mean corpuscular hemoglobin',
      'mean corpuscular hb',
      'mean cell hemoglobin',
      'mean cell hb',
      'hbe',
    ],
    units: { pg: 1 },
    plausible: [10, 60],
  },
  MCHC: {
    names: [
      'mchc',
      'mean corpuscular hemoglobin concentration',
      'mean corpuscular hb conc',
      'mean corpuscular hb concentration',
      'mean cell hemoglobin concentration',
      'mean cell hb conc',
    ],
    units: { 'g/dL': 1, 'g/L': 0.1, '%': 1 },
    plausible: [20, 45],
  },
  RDW: {
    names: [
      'rdw',
      'rdw cv',
      'red cell distribution width',
      'red cell distribution width cv',
      'rdw-cv',
      'ery verteilungsbreite',
    ],
    units: { '%': 1 },
    plausible: [8, 40],
  },
  NEUT_PCT: differential(
    [
      'neutrophils',
      'neutrophil',
      'neut',
      'polymorphs',
      'segmented neutrophils',
      'neutrophile',
      'pmn',
      'neutrophile granulozyten',
    ],
    [0, 100],
  ),
  LYMPH_PCT: differential(['lymphocytes', 'lymph', 'lymphozyten', 'lymphs'], [0, 100]),
  MONO_PCT: differential(['monocytes', 'mono', 'monozyten', 'monos'], [0, 60]),
  EOS_PCT: differential(['eosinophils', 'eos', 'eosinophile', 'eosinophile granulozyten', 'eosino'], [0, 60]),
  BASO_PCT: differential(['basophils', 'baso', 'basophile', 'basophile granulozyten'], [0, 30]),
  ESR: {
    names: [
      'esr',
      'erythrocyte sedimentation rate',
      'sed rate',
      'sedimentation rate',
      'bsg',
      'blutsenkung',
      'blutsenkungsgeschwindigkeit',
    ],
    units: { 'mm/hr': 1 },
    plausible: [0, 160],
  },
  HBA1C: {
    names: [
      'hemoglobine glyquee',
      'hemoglobine glycosylee',
      'hba1c',
      'hb a1c',
      'hemoglobin a1c',
      'glycated hemoglobin',
      'glycosylated hemoglobin',
      'glycated hb',
      'glyco hemoglobin',
      'a1c',
      'glykohamoglobin',
      'glykiertes hamoglobin',
      'hba1c ifcc',
      'hba1c ngsp',
    ],
    units: { '%': 1, 'mmol/mol': 'ifcc-to-ngsp' },
    plausible: [3, 20],
  },
  EAG: {
    names: [
      'estimated average glucose',
      'eag',
      'mean plasma glucose',
      'average blood glucose',
      'estimated mean glucose',
    ],
    units: { 'mg/dL': 1, 'mmol/L': GLUCOSE_MMOL },
    plausible: [50, 500],
  },
  GLU_FASTING: glucose([
    'glycemie a jeun',
    'fasting blood sugar',
    'fbs',
    'fasting plasma glucose',
    'fpg',
    'glucose fasting',
    'fasting glucose',
    'blood sugar fasting',
    'plasma glucose fasting',
    'fasting blood glucose',
    'glucose f',
    'glucose nuchtern',
    'nuchternglucose',
    'blutzucker nuchtern',
    'glucose fasting plasma',
    'sugar fasting',
    'fbg',
  ]),
  GLU_PP: glucose([
    'post prandial blood sugar',
    'postprandial blood sugar',
    'ppbs',
    'blood sugar post prandial',
    'blood sugar pp',
    'glucose post prandial',
    'glucose pp',
    'post prandial glucose',
    'postprandial glucose',
    'plasma glucose pp',
    'plasma glucose post prandial',
    '2 hour glucose',
    'glucose 2 hr',
    'ppg',
    'sugar pp',
    'blood glucose pp',
  ]),
  GLU_RANDOM: glucose([
    'random blood sugar',
    'rbs',
    'random blood glucose',
    'random glucose',
    'glucose random',
    'blood sugar random',
    'random plasma glucose',
    'rpg',
    'non fasting glucose',
    'glucose non fasting',
    'casual glucose',
  ]),
  CHOL_TOTAL: lipid(
    [
      'cholesterol total',
      'total cholesterol',
      'cholesterol total',
      'cholesterol',
      'serum cholesterol',
      'cholesterin gesamt',
      'gesamtcholesterin',
      'cholesterin',
      'tc',
      'chol',
    ],
    [40, 1000],
  ),
  TG: {
    names: ['triglycerides', 'triglyceride', 'tg', 'trig', 'triglyzeride', 'trigs', 'serum triglycerides'],
    units: { 'mg/dL': 1, 'mmol/L': TRIGLYCERIDE_MMOL, 'g/L': 100 },
    plausible: [10, 10000],
  },
  HDL: lipid(
    [
      'cholesterol hdl',
      'hdl cholesterol',
      'hdl',
      'hdl c',
      'hdl cholesterol direct',
      'high density lipoprotein',
      'high density lipoprotein cholesterol',
    ],
    [5, 200],
  ),
  LDL: lipid(
    [
      'cholesterol ldl',
      'ldl cholesterol',
      'ldl',
      'ldl c',
      'low density lipoprotein',
      'low density lipoprotein cholesterol',
      'ldl direct',
      'direct ldl',
    ],
    [5, 800],
  ),
  VLDL: lipid(['vldl cholesterol', 'vldl', 'vldl c', 'very low density lipoprotein'], [1, 500]),
  NON_HDL: lipid(
    ['non hdl cholesterol', 'non hdl', 'non hdl c', 'non-hdl cholesterol', 'nicht hdl cholesterin'],
    [20, 900],
  ),
  CHOL_HDL_RATIO: {
    names: [
      'total cholesterol hdl ratio',
      'cholesterol hdl ratio',
      'chol hdl ratio',
      'tc hdl ratio',
      'total cholesterol hdl cholesterol ratio',
      'cholesterol hdl cholesterol ratio',
      'chol hdl',
      'tc hdl',
      'risk ratio',
      'cholesterin hdl quotient',
      'ratio total cholesterol hdl',
    ],
    units: {},
    plausible: [1, 30],
    unitless: true,
  },
  TSH: {
    names: [
      'tsh',
      'thyroid stimulating hormone',
      'thyrotropin',
      'tsh ultrasensitive',
      'us tsh',
      'tsh basal',
      'thyreotropin',
      'tsh 3rd generation',
    ],
    units: { 'mIU/L': 1 },
    plausible: [0.001, 500],
  },
  FT4: {
    names: ['free t4', 'ft4', 'free thyroxine', 't4 free', 'freies thyroxin', 'ft4 freies thyroxin'],
    units: { 'ng/dL': 1, 'pmol/L': FT4_PMOL, 'ng/L': 0.1 },
    plausible: [0.05, 10],
  },
  FT3: {
    names: [
      'free t3',
      'ft3',
      'free triiodothyronine',
      't3 free',
      'freies trijodthyronin',
      'freies triiodthyronin',
    ],
    units: { 'pg/mL': 1, 'pmol/L': FT3_PMOL, 'ng/L': 1 },
    plausible: [0.5, 30],
  },
  T4_TOTAL: {
    names: ['t4', 'total t4', 't4 total', 'thyroxine', 'total thyroxine', 'thyroxine t4', 'thyroxin'],
    units: { 'ug/dL': 1, 'nmol/L': T4_NMOL },
    plausible: [0.5, 30],
  },
  T3_TOTAL: {
    names: ['t3', 'total t3', 't3 total', 'triiodothyronine', 'total triiodothyronine', 'trijodthyronin'],
    units: { 'ng/dL': 1, 'ng/mL': 100, 'nmol/L': T3_NMOL },
    plausible: [20, 1000],
  },
  ALT: enzyme(
    [
      'alt',
      'sgpt',
      'alanine aminotransferase',
      'alanine transaminase',
      'gpt',
      'alat',
      'alt sgpt',
      'sgpt alt',
    ],
    [1, 10000],
  ),
  AST: enzyme(
    [
      'ast',
      'sgot',
      'aspartate aminotransferase',
      'aspartate transaminase',
      'got',
      'asat',
      'ast sgot',
      'sgot ast',
    ],
    [1, 10000],
  ),
  ALP: enzyme(
    [
      'phosphatases alcalines',
      'phosphatase alcaline',
      'alkaline phosphatase',
      'alp',
      'alk phos',
      'alkalische phosphatase',
      'ap',
      'alk phosphatase',
    ],
    [5, 5000],
  ),
  GGT: enzyme(
    [
      'ggt',
      'gamma gt',
      'gamma glutamyl transferase',
      'gamma glutamyltransferase',
      'ggtp',
      'gamma glutamyl transpeptidase',
      'y gt',
      'γ gt',
    ],
    [1, 5000],
  ),
  BILI_TOTAL: {
    names: [
      'bilirubine totale',
      'bilirubin total',
      'total bilirubin',
      'bilirubin',
      'bilirubin gesamt',
      'gesamtbilirubin',
      't bil',
      'tbil',
    ],
    units: { 'mg/dL': 1, 'umol/L': BILIRUBIN_UMOL },
    plausible: [0.05, 50],
  },
  BILI_DIRECT: {
    names: [
      'bilirubine conjuguee',
      'bilirubine directe',
      'bilirubin direct',
      'direct bilirubin',
      'conjugated bilirubin',
      'bilirubin conjugated',
      'bilirubin direkt',
      'direktes bilirubin',
      'd bil',
      'dbil',
    ],
    units: { 'mg/dL': 1, 'umol/L': BILIRUBIN_UMOL },
    plausible: [0, 30],
  },
  BILI_INDIRECT: {
    names: [
      'bilirubin indirect',
      'indirect bilirubin',
      'unconjugated bilirubin',
      'bilirubin unconjugated',
      'bilirubin indirekt',
      'indirektes bilirubin',
    ],
    units: { 'mg/dL': 1, 'umol/L': BILIRUBIN_UMOL },
    plausible: [0, 40],
  },
  PROTEIN_TOTAL: {
    names: [
      'proteines totales',
      'protides totaux',
      'total protein',
      'protein total',
      'total proteins',
      'gesamteiweiss',
      'gesamtprotein',
      'eiweiss gesamt',
      'serum protein',
    ],
    units: { 'g/dL': 1, 'g/L': 0.1 },
    plausible: [2, 15],
  },
  ALBUMIN: {
    names: ['albumin', 'serum albumin', 'alb'],
    units: { 'g/dL': 1, 'g/L': 0.1 },
    plausible: [0.5, 7],
  },
  GLOBULIN: {
    names: ['globulin', 'globulins', 'serum globulin', 'total globulin'],
    units: { 'g/dL': 1, 'g/L': 0.1 },
    plausible: [0.5, 10],
  },
  CREAT: {
    names: [
      'creatininemie',
      'creatinine',
      'creat',
      'kreatinin',
      'crea',
      'serum creatinine',
      'creatinine enzymatic',
      'creatinine jaffe',
    ],
    units: { 'mg/dL': 1, 'umol/L': CREATININE_UMOL, 'mg/L': 0.1 },
    plausible: [0.1, 30],
  },
  EGFR: {
    names: [
      'egfr',
      'estimated gfr',
      'estimated glomerular filtration rate',
      'gfr estimated',
      'egfr ckd epi',
      'gfr',
      'egfr mdrd',
      'gfr ckd epi',
    ],
    units: { 'mL/min/1.73m2': 1 },
    plausible: [1, 200],
  },
  UREA: {
    names: ['uree', 'uremie', 'urea', 'blood urea', 'serum urea', 'harnstoff', 'urea serum'],
    units: { 'mg/dL': 1, 'mmol/L': UREA_MMOL, 'g/L': 100 },
    plausible: [2, 600],
  },
  BUN: {
    names: ['bun', 'blood urea nitrogen', 'urea nitrogen', 'serum urea nitrogen', 'harnstoff stickstoff'],
    units: { 'mg/dL': 1, 'mmol/L': BUN_MMOL },
    plausible: [1, 300],
  },
  URIC_ACID: {
    names: ['acide urique', 'uricemie', 'uric acid', 'serum uric acid', 'urate', 'harnsaure', 'ua'],
    units: { 'mg/dL': 1, 'umol/L': URATE_UMOL, 'mg/L': 0.1, 'mmol/L': 1000 * URATE_UMOL },
    plausible: [0.3, 25],
  },
  NA: {
    names: ['sodium', 'na', 'natrium', 'serum sodium', 'na+'],
    units: { 'mmol/L': 1, 'mEq/L': 1 },
    plausible: [90, 200],
  },
  K: {
    names: ['potassium', 'k', 'kalium', 'serum potassium', 'k+'],
    units: { 'mmol/L': 1, 'mEq/L': 1 },
    plausible: [1, 10],
  },
  CL: {
    names: ['chlore', 'chlorures', 'chloride', 'cl', 'chlorid', 'serum chloride', 'cl-'],
    units: { 'mmol/L': 1, 'mEq/L': 1 },
    plausible: [50, 150],
  },
  CO2: {
    names: [
      'bicarbonate',
      'carbon dioxide',
      'co2',
      'total co2',
      'hco3',
      'tco2',
      'bicarbonat',
      'co2 total',
      'carbon dioxide total',
    ],
    units: { 'mmol/L': 1, 'mEq/L': 1 },
    plausible: [3, 60],
  },
  CA: {
    names: ['calcium', 'ca', 'total calcium', 'calcium total', 'serum calcium', 'kalzium', 'calcium gesamt'],
    units: { 'mg/dL': 1, 'mmol/L': CALCIUM_MMOL, 'mEq/L': CALCIUM_MMOL / 2 },
    plausible: [2, 20],
  },
  MG: {
    names: ['magnesium', 'mg', 'serum magnesium'],
    units: { 'mg/dL': 1, 'mmol/L': MAGNESIUM_MMOL, 'mEq/L': MAGNESIUM_MMOL / 2 },
    plausible: [0.3, 10],
  },
  PHOS: {
    names: ['phosphorus', 'phosphate', 'inorganic phosphorus', 'phos', 'phosphat', 'serum phosphorus', 'po4'],
    units: { 'mg/dL': 1, 'mmol/L': PHOSPHATE_MMOL },
    plausible: [0.3, 20],
  },
  IRON: {
    names: ['fer serique', 'fer', 'iron', 'serum iron', 'fe', 'eisen', 'iron serum'],
    units: { 'ug/dL': 1, 'umol/L': IRON_UMOL },
    plausible: [5, 1000],
  },
  TIBC: {
    names: [
      'tibc',
      'total iron binding capacity',
      'iron binding capacity total',
      'iron binding capacity',
      'totale eisenbindungskapazitat',
    ],
    units: { 'ug/dL': 1, 'umol/L': IRON_UMOL },
    plausible: [50, 1000],
  },
  TSAT: {
    names: [
      'transferrin saturation',
      'tsat',
      'iron saturation',
      'transferrinsattigung',
      '% saturation',
      'saturation',
    ],
    units: { '%': 1 },
    plausible: [1, 100],
  },
  FERRITIN: {
    names: ['ferritin', 'serum ferritin'],
    units: { 'ng/mL': 1, 'ug/L': 1 },
    plausible: [1, 100000],
  },
  VITD_25OH: {
    names: [
      'vitamine d',
      '25 oh vitamine d',
      'vitamine d 25 oh',
      '25 hydroxy vitamin d',
      '25 oh vitamin d',
      'vitamin d 25 oh',
      'vitamin d 25 hydroxy',
      'vitamin d',
      'vitamin d total',
      '25 hydroxyvitamin d',
      '25 oh d',
      'vit d',
      'vitamin d3',
      '25 oh vitamin d3',
      '25 hydroxycholecalciferol',
      'calcidiol',
      '25 oh vit d',
      'vitamin d 25 hydroxy total',
    ],
    units: { 'ng/mL': 1, 'nmol/L': VITD_NMOL, 'ug/L': 1 },
    plausible: [2, 250],
  },
  B12: {
    names: [
      'vitamine b12',
      'vitamin b12',
      'b12',
      'vit b12',
      'cobalamin',
      'cyanocobalamin',
      'vitamin b 12',
      'holotranscobalamin',
    ],
    units: { 'pg/mL': 1, 'pmol/L': B12_PMOL, 'ng/L': 1 },
    plausible: [30, 10000],
  },
  FOLATE: {
    names: [
      'folates',
      'acide folique',
      'folate',
      'folic acid',
      'serum folate',
      'folsaure',
      'vitamin b9',
      'folat',
    ],
    units: { 'ng/mL': 1, 'nmol/L': FOLATE_NMOL, 'ug/L': 1 },
    plausible: [0.3, 100],
  },
  CRP: {
    names: [
      'proteine c reactive',
      'crp',
      'c reactive protein',
      'hs crp',
      'hscrp',
      'high sensitivity crp',
      'c reaktives protein',
      'crp quantitative',
      'crp hs',
      'hs c reactive protein',
    ],
    units: { 'mg/L': 1, 'mg/dL': 10 },
    plausible: [0.01, 1000],
  },
};

/** Canonical unit of a code (from common/biomarkers.ts). */
export const canonicalUnit = (code: BiomarkerCode): string => BIOMARKERS[code].unit;

/**
 * Convert a printed value to the canonical unit. null when the unit is not one this analyte is reported in
 * (e.g. a misread unit). Unitless analytes convert 1:1 when no unit is printed.
 */
export function toCanonical(code: BiomarkerCode, value: number, unit: UnitId | null): number | null {
  const def = BIOMARKER_TABLE[code];
  if (unit === null) return def.unitless ? value : null;
  const conv = def.units[unit];
  if (conv === undefined) return null;
  if (conv === 'ifcc-to-ngsp') return IFCC_NGSP.slope * value + IFCC_NGSP.intercept;
  return value * conv;
}

/** Inverse of toCanonical: a canonical value expressed in the printed unit (for standard ranges). */
export function fromCanonical(code: BiomarkerCode, value: number, unit: UnitId | null): number | null {
  const def = BIOMARKER_TABLE[code];
  if (unit === null) return def.unitless ? value : null;
  const conv = def.units[unit];
  if (conv === undefined) return null;
  if (conv === 'ifcc-to-ngsp') return (value - IFCC_NGSP.intercept) / IFCC_NGSP.slope;
  return value / conv;
}

/** IFCC–NGSP master equation: NGSP (%) = 0.09148 × IFCC (mmol/mol) + 2.152 (Hoelzel et al., Clin Chem 2004;50:166). */
export const IFCC_NGSP = { slope: 0.09148, intercept: 2.152 } as const;

/** Does a canonical value fall inside the analyte's plausible bounds? */
export function isPlausible(code: BiomarkerCode, canonical: number): boolean {
  const [min, max] = BIOMARKER_TABLE[code].plausible;
  return canonical >= min && canonical <= max;
}

/** The unit an analyte is reported in when a report prints none: its canonical unit's id, if it has one. */
export function canonicalUnitId(code: BiomarkerCode): UnitId | null {
  const def = BIOMARKER_TABLE[code];
  for (const [id, conv] of Object.entries(def.units)) if (conv === 1) return id as UnitId;
  return null;
}
