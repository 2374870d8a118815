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
  /**
   * Units labs misprint for this analyte, with the unit they mean: read as that unit, with a warning for review.
   */
  misprints?: Partial<Record<UnitId, UnitId>>;
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
const INSULIN_PMOL = 1 / 6; // 1 µIU/mL = 6.00 pmol/L (Vølund, Diabetes Care 1993;16:1183)
const C_PEPTIDE_NMOL = 3.02; // C-peptide 3020 g/mol → 1 nmol/L = 3.02 ng/mL
const UACR_MG_MMOL = 8.84; // creatinine 113.12 g/mol → 1 mg/mmol = 8.84 mg/g (KDIGO 2012: 3 mg/mmol ≈ 30 mg/g)
const ZINC_UMOL = 6.538; // zinc 65.38 g/mol → 1 µmol/L = 6.538 µg/dL
const TESTOSTERONE_NMOL = 28.84; // testosterone 288.4 g/mol → 1 nmol/L = 28.84 ng/dL
const ESTRADIOL_PMOL = 1 / 3.671; // oestradiol 272.4 g/mol → 1 pg/mL = 3.671 pmol/L
const PROGESTERONE_NMOL = 1 / 3.18; // progesterone 314.5 g/mol → 1 ng/mL = 3.18 nmol/L
const PROLACTIN_MIU = 1 / 21.2; // WHO 3rd IS 84/500: 1 ng/mL = 21.2 mIU/L
const CORTISOL_NMOL = 1 / 27.59; // cortisol 362.46 g/mol → 1 µg/dL = 27.59 nmol/L
const DHEAS_UMOL = 36.85; // DHEA sulphate 368.5 g/mol → 1 µmol/L = 36.85 µg/dL
const PTH_PMOL = 9.43; // PTH(1–84) 9425 g/mol → 1 pmol/L = 9.43 pg/mL
const AMH_PMOL = 1 / 7.14; // Elecsys AMH method sheet: 1 ng/mL = 7.14 pmol/L
const CALCITRIOL_PMOL = 1 / 2.4; // 1,25-(OH)2-D3 416.6 g/mol → 1 pg/mL = 2.4 pmol/L

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
const absolute = (names: string[], plausible: [number, number]): BiomarkerDef => ({
  names,
  units: { '10^3/uL': 1, '/uL': 0.001 },
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
      'hemoglobina',
      'emoglobina',
      'hb total',
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
      'hematocrito',
      'ematocrito',
      'hematocriet',
      'hematokryt',
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
      'eritrocitos',
      'globulos rojos',
      'hemacias',
      'globuli rossi',
      'eritrociti',
      'erytrocyten',
      'rode bloedcellen',
      'erytrocyty',
      'krwinki czerwone',
      'numeration globulaire',
      'total r b c count',
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
      'leucocitos',
      'globulos blancos',
      'globuli bianchi',
      'leucociti',
      'leukocyten',
      'witte bloedcellen',
      'leukocyty',
      'krwinki biale',
      'total w b c count',
      'total leucocyte count',
      't l c',
      'w b c',
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
      'plaquetas',
      'piastrine',
      'trombocyten',
      'bloedplaatjes',
      'plytki krwi',
      'trombocyty',
      'platelet count plt',
      'numeration plaquettaire',
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
    names: [
      'vgm',
      'volume globulaire moyen',
      'vcm',
      'volumen corpuscular medio',
      'volume corpuscular medio',
      'volume corpuscolare medio',
      'gemiddeld celvolume',
      'mcv srednia objetosc krwinki',
      'srednia objetosc krwinki',
      'mittleres korpuskulares volumen','mcv', 'mean corpuscular volume', 'mean cell volume', 'mean cell vol'],
    units: { fL: 1 },
    plausible: [40, 160],
  },
  MCH: {
    names: [
      'tcmh',
      'teneur corpusculaire moyenne en hemoglobine',
      'hcm',
      'hemoglobina corpuscular media',
      'contenuto emoglobinico medio',
      'srednia masa hemoglobiny w krwince',
      'mittleres korpuskulares hamoglobin',
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
      'ccmh',
      'concentration corpusculaire moyenne en hemoglobine',
      'chcm',
      'concentracion de hemoglobina corpuscular media',
      'concentrazione emoglobinica corpuscolare media',
      'srednie stezenie hemoglobiny w krwince',
      'mittlere korpuskulare hamoglobinkonzentration',
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
      'idr',
      'indice de distribution des globules rouges',
      'ade',
      'amplitud de distribucion eritrocitaria',
      'rdw cv srednia',
      'rdw cv %',
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
      'polynucleaires neutrophiles',
      'neutrophiles',
      'neutrofilos',
      'neutrofili',
      'neutrofielen',
      'neutrofile',
      'neutrocyty',
      'segmentados',
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
  LYMPH_PCT: differential([
      'linfocitos',
      'linfociti',
      'lymfocyten',
      'limfocyty','lymphocytes', 'lymph', 'lymphozyten', 'lymphs'], [0, 100]),
  MONO_PCT: differential([
      'monocitos',
      'monociti',
      'monocyten',
      'monocyty','monocytes', 'mono', 'monozyten', 'monos'], [0, 60]),
  EOS_PCT: differential([
      'polynucleaires eosinophiles',
      'eosinophiles',
      'eosinofilos',
      'eosinofili',
      'eosinofielen',
      'eozynofile','eosinophils', 'eos', 'eosinophile', 'eosinophile granulozyten', 'eosino'], [0, 60]),
  BASO_PCT: differential([
      'polynucleaires basophiles',
      'basophiles',
      'basofilos',
      'basofili',
      'basofielen',
      'bazofile','basophils', 'baso', 'basophile', 'basophile granulozyten'], [0, 30]),
  ESR: {
    names: [
      'e s r',
      'vitesse de sedimentation',
      'vitesse de sedimentation globulaire',
      'velocidad de sedimentacion',
      'vsg',
      'velocidade de hemossedimentacao',
      'vhs',
      'velocita di eritrosedimentazione',
      'ves',
      'bezinking',
      'bezinkingssnelheid',
      'bse',
      'odczyn biernackiego',
      'ob',
      'westergren esr',
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
      'hemoglobina glicosilada',
      'hemoglobina glicada',
      'emoglobina glicata',
      'geglyceerd hemoglobine',
      'hemoglobina glikowana',
      'glycohemoglobine',
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
      'totaal cholesterol',
      'cholesterol totaal',
      'cholesterol calkowity',
      'cholesterol totale',
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
    names: [
      'trigliceridos',
      'trigliceridi',
      'triglyceriden',
      'triglicerydy',
      'triglycerides serum','triglycerides', 'triglyceride', 'tg', 'trig', 'triglyzeride', 'trigs', 'serum triglycerides'],
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
      'tirotropina',
      'tireotropina',
      'tyreotropina',
      'hormona estimulante de tiroides',
      'ormone tireostimolante',
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
    // A TSH in mIU/mL would be a thousand times any measured TSH: labs mean µIU/mL (≡ mIU/L).
    misprints: { 'mIU/mL': 'mIU/L' },
    plausible: [0.001, 500],
  },
  FT4: {
    names: [
      't4 libre',
      'thyroxine libre',
      'tiroxina libre',
      't4 livre',
      'tiroxina livre',
      'tiroxina libera',
      'vrij t4',
      'vrije t4',
      'wolna tyroksyna',
      'ft4 wolna tyroksyna','free t4', 'ft4', 'free thyroxine', 't4 free', 'freies thyroxin', 'ft4 freies thyroxin'],
    units: { 'ng/dL': 1, 'pmol/L': FT4_PMOL, 'ng/L': 0.1 },
    plausible: [0.05, 10],
  },
  FT3: {
    names: [
      't3 libre',
      'triiodothyronine libre',
      'triyodotironina libre',
      't3 livre',
      'triiodotironina libera',
      'vrij t3',
      'vrije t3',
      'wolna trijodotyronina',
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
      'tgp',
      'transaminase gpt',
      'alanina aminotransferasa',
      'alanina aminotransferase',
      'alanina aminotransferasi',
      'alanine aminotransferase alt',
      'aminotransferaza alaninowa',
      'sgpt alanine transaminase',
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
      'tgo',
      'transaminase got',
      'aspartato aminotransferasa',
      'aspartato aminotransferase',
      'aspartato aminotransferasi',
      'aminotransferaza asparaginianowa',
      'sgot aspartate transaminase',
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
      'alkp',
      'alk phos',
      'alkaline phosphatase alp',
      'fosfatasa alcalina',
      'fosfatase alcalina',
      'fosfatasi alcalina',
      'alkalische fosfatase',
      'fosfataza alkaliczna',
      'pal',
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
      'gamma glutamil transferasa',
      'gama glutamil transferase',
      'gamma glutamiltransferasi',
      'gamma gt ggt',
      'gamma glutamylotranspeptydaza',
      'gamma glutamyltranspeptidase',
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
      'bilirrubina total',
      'bilirubina totale',
      'bilirubine totaal',
      'totaal bilirubine',
      'bilirubina calkowita',
      'bilirubina total',
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
      'bilirrubina directa',
      'bilirrubina direta',
      'bilirubina diretta',
      'bilirubine direct',
      'direct bilirubine',
      'bilirubina bezposrednia',
      'bilirubina directa',
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
      'bilirrubina indirecta',
      'bilirrubina indireta',
      'bilirubina indiretta',
      'bilirubine indirect',
      'bilirubina posrednia',
      'bilirubine libre',
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
      'proteinas totales',
      'proteinas totais',
      'proteine totali',
      'totaal eiwit',
      'bialko calkowite',
      'proteinas',
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
    names: [
      'albumine',
      'albumina',
      'albumin serum','albumin', 'serum albumin', 'alb'],
    units: { 'g/dL': 1, 'g/L': 0.1 },
    plausible: [0.5, 7],
  },
  GLOBULIN: {
    names: [
      'globulines',
      'globulinas',
      'globuline',
      'globuliny','globulin', 'globulins', 'serum globulin', 'total globulin'],
    units: { 'g/dL': 1, 'g/L': 0.1 },
    plausible: [0.5, 10],
  },
  CREAT: {
    names: [
      'creatinina',
      'kreatinine',
      'kreatynina',
      'creatinine serique',
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
      'dfg',
      'debit de filtration glomerulaire',
      'filtrado glomerular',
      'filtrado glomerular estimado',
      'taxa de filtracao glomerular',
      'velocita di filtrazione glomerulare',
      'egfr ckd epi 2021',
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
    names: [
      'ureia',
      'azotemia',
      'ureum',
      'mocznik',
      'blood urea bu','uree', 'uremie', 'urea', 'blood urea', 'serum urea', 'harnstoff', 'urea serum'],
    units: { 'mg/dL': 1, 'mmol/L': UREA_MMOL, 'g/L': 100 },
    plausible: [2, 600],
  },
  BUN: {
    names: ['bun', 'blood urea nitrogen', 'urea nitrogen', 'serum urea nitrogen', 'harnstoff stickstoff'],
    units: { 'mg/dL': 1, 'mmol/L': BUN_MMOL },
    plausible: [1, 300],
  },
  URIC_ACID: {
    names: [
      'acido urico',
      'urinezuur',
      'kwas moczowy','acide urique', 'uricemie', 'uric acid', 'serum uric acid', 'urate', 'harnsaure', 'ua'],
    units: { 'mg/dL': 1, 'umol/L': URATE_UMOL, 'mg/L': 0.1, 'mmol/L': 1000 * URATE_UMOL },
    plausible: [0.3, 25],
  },
  NA: {
    names: [
      'sodio',
      'sod',
      'natremie','sodium', 'na', 'natrium', 'serum sodium', 'na+'],
    units: { 'mmol/L': 1, 'mEq/L': 1 },
    plausible: [90, 200],
  },
  K: {
    names: [
      'potasio',
      'potassio',
      'potas',
      'kaliemie','potassium', 'k', 'kalium', 'serum potassium', 'k+'],
    units: { 'mmol/L': 1, 'mEq/L': 1 },
    plausible: [1, 10],
  },
  CL: {
    names: [
      'cloro',
      'cloruro',
      'cloreto',
      'chlorki',
      'chloremie','chlore', 'chlorures', 'chloride', 'cl', 'chlorid', 'serum chloride', 'cl-'],
    units: { 'mmol/L': 1, 'mEq/L': 1 },
    plausible: [50, 150],
  },
  CO2: {
    names: [
      'bicarbonates',
      'bicarbonato',
      'wodoroweglany',
      'reserve alcaline',
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
    names: [
      'calcio',
      'calcemie',
      'wapn',
      'calcium serique','calcium', 'ca', 'total calcium', 'calcium total', 'serum calcium', 'kalzium', 'calcium gesamt'],
    units: { 'mg/dL': 1, 'mmol/L': CALCIUM_MMOL, 'mEq/L': CALCIUM_MMOL / 2 },
    plausible: [2, 20],
  },
  MG: {
    names: [
      'magnesio',
      'magnez',
      'magnesemie','magnesium', 'mg', 'serum magnesium'],
    units: { 'mg/dL': 1, 'mmol/L': MAGNESIUM_MMOL, 'mEq/L': MAGNESIUM_MMOL / 2 },
    plausible: [0.3, 10],
  },
  PHOS: {
    names: [
      'phosphore',
      'phosphates',
      'fosforo',
      'fosfaat',
      'fosfor',
      'phosphoremie','phosphorus', 'phosphate', 'inorganic phosphorus', 'phos', 'phosphat', 'serum phosphorus', 'po4'],
    units: { 'mg/dL': 1, 'mmol/L': PHOSPHATE_MMOL },
    plausible: [0.3, 20],
  },
  IRON: {
    names: [
      'hierro',
      'ferro',
      'sideremia',
      'ijzer',
      'zelazo','fer serique', 'fer', 'iron', 'serum iron', 'fe', 'eisen', 'iron serum'],
    units: { 'ug/dL': 1, 'umol/L': IRON_UMOL },
    plausible: [5, 1000],
  },
  TIBC: {
    names: [
      'capacite totale de fixation du fer',
      'capacidad total de fijacion de hierro',
      'ctf',
      'ctff',
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
      'coefficient de saturation de la transferrine',
      'saturacion de transferrina',
      'saturazione della transferrina',
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
    names: [
      'ferritine',
      'ferritina',
      'ferrytyna','ferritin', 'serum ferritin'],
    units: { 'ng/mL': 1, 'ug/L': 1 },
    plausible: [1, 100000],
  },
  VITD_25OH: {
    names: [
      'vitamina d',
      'witamina d',
      'vitamina d 25 oh',
      '25 oh vitamina d',
      'witamina d3 metabolit 25 oh',
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
      'vitamina b12',
      'witamina b12',
      'cobalamina',
      'vitamine b 12',
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
      'acido folico',
      'foliumzuur',
      'kwas foliowy',
      'folato',
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
      'proteina c reactiva',
      'pcr',
      'proteina c reativa',
      'proteina c reattiva',
      'c reactief proteine',
      'bialko c reaktywne',
      'crp ultrasensible',
      'cardio crp',
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
  // ---- Analytes beyond the core panels. Plausible bounds: analysers' extended measuring ranges (Roche cobas /
  // Sysmex / Siemens method sheets) widened to the extremes reported in living patients.
  NEUT_ABS: absolute(['absolute neutrophil count', 'anc', 'neutrophils absolute', 'abs neutrophils', 'neutrophils #', 'neut #', 'neut abs', 'neutrophiles absolus', 'neutrofilos absolutos', 'neutrophile absolut'], [0, 300]),
  LYMPH_ABS: absolute(['absolute lymphocyte count', 'lymphocytes absolute', 'abs lymphocytes', 'lymphocytes #', 'lymph #', 'lymph abs', 'lymphocytes absolus', 'linfocitos absolutos', 'lymphozyten absolut'], [0, 500]),
  MONO_ABS: absolute(['absolute monocyte count', 'monocytes absolute', 'abs monocytes', 'monocytes #', 'mono #', 'mono abs', 'monocytes absolus', 'monocitos absolutos', 'monozyten absolut'], [0, 60]),
  EOS_ABS: absolute(['absolute eosinophil count', 'aec', 'eosinophils absolute', 'abs eosinophils', 'eosinophils #', 'eos #', 'eos abs', 'eosinophiles absolus', 'eosinofilos absolutos', 'eosinophile absolut'], [0, 60]),
  BASO_ABS: absolute(['absolute basophil count', 'basophils absolute', 'abs basophils', 'basophils #', 'baso #', 'baso abs', 'basophiles absolus', 'basofilos absolutos', 'basophile absolut'], [0, 10]),
  MPV: {
    names: ['mpv', 'mean platelet volume', 'vpm', 'volume plaquettaire moyen', 'volumen plaquetario medio', 'volume piastrinico medio', 'mittleres thrombozytenvolumen', 'srednia objetosc plytki'],
    units: { fL: 1 },
    plausible: [3, 25],
  },
  // PDW printed in % (a geometric SD on some analysers) is another quantity: only fL is read.
  PDW: { names: ['pdw', 'platelet distribution width', 'indice de distribution des plaquettes'], units: { fL: 1 }, plausible: [4, 40] },
  RDW_SD: { names: ['rdw sd', 'red cell distribution width sd', 'rdw sd fl'], units: { fL: 1 }, plausible: [20, 150] },
  PCT: { names: ['pct', 'plateletcrit', 'thrombocrit', 'thrombokrit', 'plaquettocrite'], units: { '%': 1 }, plausible: [0.01, 3] },
  RETIC: {
    names: ['reticulocytes', 'reticulocyte count', 'retic', 'retic count', 'retikulozyten', 'reticulocitos', 'reticolociti', 'retikulocyty'],
    units: { '%': 1 },
    plausible: [0, 40],
  },
  GLU_OGTT_2H: glucose(['ogtt 2 hr', 'ogtt 2 hour', 'ogtt 2 h', 'ogtt 2 hrs', '2 hr ogtt', 'gtt 2 hr', 'glucose tolerance test 2 hr', '75 g ogtt 2 hr', 'hgpo 2h']),
  INSULIN: {
    names: ['insulin', 'fasting insulin', 'insulin fasting', 'serum insulin', 'insuline', 'insulina', 'insulinemie', 'insulina na czczo', 'nuchtern insulin'],
    units: { 'mIU/L': 1, 'pmol/L': INSULIN_PMOL },
    misprints: { 'mIU/mL': 'mIU/L' }, // as for TSH: insulin is µIU/mL
    plausible: [0.1, 3000],
  },
  C_PEPTIDE: {
    names: ['c peptide', 'peptide c', 'peptido c', 'c peptid', 'peptyd c', 'c peptide fasting'],
    units: { 'ng/mL': 1, 'nmol/L': C_PEPTIDE_NMOL, 'pmol/L': C_PEPTIDE_NMOL / 1000, 'ug/L': 1 },
    plausible: [0.01, 40],
  },
  APOB: {
    names: ['apolipoprotein b', 'apo b', 'apob', 'apolipoproteine b', 'apolipoproteina b', 'apo b100', 'apolipoprotein b100'],
    units: { 'mg/dL': 1, 'g/L': 100, 'mg/L': 0.1 },
    plausible: [10, 500],
  },
  APOA1: {
    names: ['apolipoprotein a1', 'apo a1', 'apoa1', 'apo a i', 'apolipoprotein a i', 'apolipoproteine a1', 'apolipoproteina a1'],
    units: { 'mg/dL': 1, 'g/L': 100, 'mg/L': 0.1 },
    plausible: [20, 500],
  },
  // Lp(a) in nmol/L counts particles and cannot be converted to mass (isoform-dependent; Marcovina, JACC 2017;69:692).
  LPA: {
    names: ['lipoprotein a', 'lp a', 'lpa', 'lipoproteine a', 'lipoproteina a', 'lipoprotein little a'],
    units: { 'mg/dL': 1, 'mg/L': 0.1, 'g/L': 100 },
    plausible: [0, 600],
  },
  LDL_HDL_RATIO: { names: ['ldl hdl ratio', 'ldl hdl', 'ldl c hdl c ratio', 'ldl cholesterol hdl cholesterol ratio', 'rapport ldl hdl', 'ldl hdl quotient'], units: {}, plausible: [0.1, 30], unitless: true },
  ANTI_TPO: {
    names: ['anti tpo', 'tpo antibodies', 'anti thyroid peroxidase', 'anti thyroid peroxidase antibodies', 'thyroid peroxidase antibodies', 'tpo ab', 'anti tpo antibodies', 'atpo', 'anticorps anti tpo', 'anticorps anti thyroperoxydase', 'tpo ak', 'anti tpo ak', 'anticuerpos anti tpo', 'przeciwciala anty tpo', 'anty tpo'],
    units: { 'IU/mL': 1, 'U/L': 0.001 },
    plausible: [0, 100000],
  },
  ANTI_TG: {
    names: ['anti tg', 'anti thyroglobulin', 'anti thyroglobulin antibodies', 'thyroglobulin antibodies', 'tg ab', 'atg', 'anti tg antibodies', 'anticorps anti thyroglobuline', 'anti tg ak', 'anty tg'],
    units: { 'IU/mL': 1 },
    plausible: [0, 100000],
  },
  TRAB: {
    names: ['trab', 'tsh receptor antibodies', 'anti tsh receptor', 'tsh receptor antibody', 'trak', 'anti tsh receptor antibodies', 'anticorps anti recepteurs de la tsh'],
    units: { 'U/L': 1 },
    plausible: [0, 1000],
  },
  THYROGLOBULIN: { names: ['thyroglobulin', 'thyreoglobulin', 'thyroglobuline', 'tiroglobulina', 'tyreoglobulina'], units: { 'ng/mL': 1, 'ug/L': 1 }, plausible: [0, 100000] },
  LDH: enzyme(['ldh', 'lactate dehydrogenase', 'ld', 'lactic dehydrogenase', 'laktatdehydrogenase', 'lactate deshydrogenase', 'lactato deshidrogenasa', 'lattato deidrogenasi', 'dehydrogenaza mleczanowa', 'ldh total'], [20, 50000]),
  AG_RATIO: { names: ['a g ratio', 'albumin globulin ratio', 'alb glob ratio', 'albumin globulin', 'rapport albumine globulines', 'relacion albumina globulina', 'indice albumina globulina'], units: {}, plausible: [0.1, 6], unitless: true },
  AMYLASE: enzyme(['amylase', 'amilasa', 'amilase', 'amilasi', 'amylaza', 'alpha amylase', 'serum amylase', 'amylasemie'], [5, 20000]),
  LIPASE: enzyme(['lipase', 'lipasa', 'lipasi', 'lipaza', 'serum lipase', 'lipasemie'], [1, 50000]),
  CK: enzyme(['ck', 'cpk', 'creatine kinase', 'creatine phosphokinase', 'ck total', 'creatinkinase', 'creatine kinase total', 'creatina quinasa', 'creatina chinasi', 'kinaza kreatynowa', 'creatine phosphokinase cpk'], [5, 500000]),
  CYSTATIN_C: { names: ['cystatin c', 'cystatine c', 'cistatina c', 'cystatyna c', 'serum cystatin c'], units: { 'mg/L': 1 }, plausible: [0.1, 15] },
  UACR: {
    names: ['urine albumin creatinine ratio', 'albumin creatinine ratio', 'acr', 'uacr', 'microalbumin creatinine ratio', 'urine acr', 'urinary albumin creatinine ratio', 'microalbumin creatinine', 'rapport albuminurie creatininurie', 'cociente albumina creatinina', 'albumin kreatinin quotient'],
    units: { 'mg/g': 1, 'mg/mmol': UACR_MG_MMOL },
    plausible: [0, 20000],
  },
  URINE_ALBUMIN: {
    names: ['urine microalbumin', 'microalbumin', 'urine albumin', 'microalbumine', 'microalbuminuria', 'microalbuminurie', 'albuminuria', 'mikroalbumin', 'albumin urine'],
    units: { 'mg/L': 1, 'mg/dL': 10 },
    plausible: [0, 20000],
  },
  BUN_CREAT_RATIO: { names: ['bun creatinine ratio', 'bun creat ratio', 'bun creatinine', 'urea nitrogen creatinine ratio'], units: {}, plausible: [1, 200], unitless: true },
  CA_ION: {
    names: ['ionized calcium', 'ionised calcium', 'calcium ionized', 'calcium ionised', 'ica', 'free calcium', 'calcium ionise', 'calcio ionico', 'calcio ionizado', 'ionisiertes calcium', 'calcium ionisiert', 'wapn zjonizowany'],
    units: { 'mmol/L': 1, 'mg/dL': 1 / CALCIUM_MMOL, 'mEq/L': 0.5 },
    plausible: [0.2, 4],
  },
  ANION_GAP: { names: ['anion gap', 'trou anionique', 'anionenlucke', 'brecha anionica', 'hiato anionico', 'luka anionowa'], units: { 'mmol/L': 1, 'mEq/L': 1 }, plausible: [0, 70] },
  TRANSFERRIN: { names: ['transferrin', 'transferrine', 'transferrina', 'transferyna', 'serum transferrin'], units: { 'mg/dL': 1, 'g/L': 100 }, plausible: [30, 800] },
  UIBC: { names: ['uibc', 'unsaturated iron binding capacity', 'latent iron binding capacity', 'ungesattigte eisenbindungskapazitat'], units: { 'ug/dL': 1, 'umol/L': IRON_UMOL }, plausible: [5, 1000] },
  ZINC: { names: ['zinc', 'zink', 'zinco', 'cinc', 'cynk', 'serum zinc', 'zincemie'], units: { 'ug/dL': 1, 'umol/L': ZINC_UMOL, 'ug/L': 0.1 }, plausible: [10, 800] },
  TESTO_TOTAL: {
    names: ['testosterone', 'testosterone total', 'total testosterone', 'testosteron', 'testosterona', 'testosterona total', 'testosterone totale', 'testosteron gesamt', 'testosteron calkowity'],
    units: { 'ng/dL': 1, 'nmol/L': TESTOSTERONE_NMOL, 'ng/mL': 100 },
    plausible: [1, 5000],
  },
  TESTO_FREE: {
    names: ['free testosterone', 'testosterone free', 'freies testosteron', 'testosterone libre', 'testosterona libre', 'testosterona livre', 'testosterone libero', 'vrij testosteron', 'wolny testosteron'],
    units: { 'pg/mL': 1, 'pmol/L': TESTOSTERONE_NMOL / 100, 'ng/dL': 10, 'ng/L': 1 },
    plausible: [0.05, 2000],
  },
  ESTRADIOL: {
    names: ['estradiol', 'oestradiol', 'e2', 'estradiolo', 'estradiol e2', 'ostradiol', '17 beta estradiol', 'estradiol 17 beta'],
    units: { 'pg/mL': 1, 'pmol/L': ESTRADIOL_PMOL, 'ng/L': 1 },
    plausible: [1, 20000],
  },
  PROGESTERONE: { names: ['progesterone', 'progesteron', 'progesterona', 'progesterone serum'], units: { 'ng/mL': 1, 'nmol/L': PROGESTERONE_NMOL, 'ug/L': 1 }, plausible: [0.02, 1000] },
  LH: { names: ['lh', 'luteinizing hormone', 'luteinising hormone', 'hormone luteinisante', 'lutropin', 'hormona luteinizante', 'ormone luteinizzante', 'luteinisierendes hormon', 'lutropina'], units: { 'mIU/mL': 1, 'U/L': 1 }, plausible: [0.01, 400] },
  FSH: { names: ['fsh', 'follicle stimulating hormone', 'hormone folliculo stimulante', 'hormone folliculostimulante', 'follitropin', 'hormona foliculoestimulante', 'ormone follicolo stimolante', 'follikelstimulierendes hormon', 'folitropina'], units: { 'mIU/mL': 1, 'U/L': 1 }, plausible: [0.01, 400] },
  PROLACTIN: { names: ['prolactin', 'prolactine', 'prolactina', 'prolaktin', 'prolaktyna', 'prl', 'serum prolactin'], units: { 'ng/mL': 1, 'ug/L': 1, 'mIU/L': PROLACTIN_MIU }, plausible: [0.2, 20000] },
  CORTISOL: { names: ['cortisol', 'cortisol am', 'morning cortisol', 'cortisol morning', 'kortisol', 'cortisolo', 'cortisol serum', 'cortisol basal', 'cortisolemie', 'kortyzol'], units: { 'ug/dL': 1, 'nmol/L': CORTISOL_NMOL }, plausible: [0.1, 300] },
  DHEAS: { names: ['dhea s', 'dheas', 'dhea sulfate', 'dhea sulphate', 'dehydroepiandrosterone sulfate', 'dehydroepiandrosterone sulphate', 'dhea so4', 'sdhea', 'sulfate de dhea'], units: { 'ug/dL': 1, 'umol/L': DHEAS_UMOL }, plausible: [1, 3000] },
  SHBG: { names: ['shbg', 'sex hormone binding globulin', 'sexualhormon bindendes globulin', 'globuline liant les hormones sexuelles'], units: { 'nmol/L': 1 }, plausible: [1, 600] },
  PTH: { names: ['pth', 'parathyroid hormone', 'intact pth', 'pth intact', 'parathormone', 'parathormon', 'ipth', 'paratohormona', 'paratormone', 'parathyroid hormone intact'], units: { 'pg/mL': 1, 'ng/L': 1, 'pmol/L': PTH_PMOL }, plausible: [0.5, 10000] },
  AMH: { names: ['amh', 'anti mullerian hormone', 'hormone anti mullerienne', 'hormona antimulleriana', 'ormone antimulleriano', 'anti muller hormon'], units: { 'ng/mL': 1, 'pmol/L': AMH_PMOL, 'ug/L': 1 }, plausible: [0.005, 100] },
  PSA: { names: ['psa', 'psa total', 'total psa', 'prostate specific antigen', 'prostate specific antigen total', 'antigene prostatique specifique', 'antigeno prostatico especifico', 'antigene prostatico specifico', 'tpsa'], units: { 'ng/mL': 1, 'ug/L': 1 }, plausible: [0, 20000] },
  HOMOCYSTEINE: { names: ['homocysteine', 'homocystein', 'homocisteina', 'homocysteina', 'homocysteine total', 'total homocysteine', 'hcy', 'omocisteina'], units: { 'umol/L': 1 }, plausible: [1, 500] },
  FIBRINOGEN: { names: ['fibrinogen', 'fibrinogene', 'fibrinogeno', 'fibrynogen', 'fibrinogeen'], units: { 'mg/dL': 1, 'g/L': 100 }, plausible: [20, 2000] },
  PT: { names: ['prothrombin time', 'pt', 'protime', 'temps de quick', 'tiempo de protrombina', 'tempo di protrombina', 'prothrombinzeit', 'czas protrombinowy'], units: { s: 1 }, plausible: [5, 200] },
  INR: { names: ['inr', 'pt inr', 'international normalized ratio', 'international normalised ratio', 'inr ratio'], units: {}, plausible: [0.5, 20], unitless: true },
  APTT: { names: ['aptt', 'ptt', 'activated partial thromboplastin time', 'a ptt', 'tca', 'temps de cephaline activee', 'ttpa', 'partial thromboplastin time', 'czas kaolinowo kefalinowy'], units: { s: 1 }, plausible: [10, 300] },
  IGE_TOTAL: { names: ['ige', 'total ige', 'ige total', 'immunoglobulin e', 'serum ige', 'immunoglobuline e', 'inmunoglobulina e'], units: { 'IU/mL': 1 }, plausible: [0, 100000] },
  CA_CORRECTED: { names: ['corrected calcium', 'calcium corrected', 'adjusted calcium', 'calcium adjusted', 'calcium albumin corrected', 'calcium corrige', 'calcio corregido', 'korrigiertes calcium'], units: { 'mg/dL': 1, 'mmol/L': CALCIUM_MMOL }, plausible: [2, 20] },
  OSMOLALITY: { names: ['osmolality', 'serum osmolality', 'osmolalite', 'osmolalite plasmatique', 'osmolalidad', 'osmolalitat', 'osmolalnosc'], units: { 'mOsm/kg': 1 }, plausible: [150, 500] },
  FRUCTOSAMINE: { names: ['fructosamine', 'fructosamina', 'fruktosamin', 'fruktozamina'], units: { 'umol/L': 1 }, plausible: [50, 2000] },
  VITD_125: { names: ['1 25 dihydroxy vitamin d', '1 25 dihydroxyvitamin d', '1 25 oh vitamin d', '1 25 oh2 vitamin d', 'calcitriol', '1 25 dihydroxy vitamine d'], units: { 'pg/mL': 1, 'pmol/L': CALCITRIOL_PMOL, 'ng/L': 1 }, plausible: [1, 1000] },
  HOMA_IR: { names: ['homa ir', 'homa index', 'homa', 'homa insulin resistance', 'indice homa'], units: {}, plausible: [0.05, 200], unitless: true },
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
