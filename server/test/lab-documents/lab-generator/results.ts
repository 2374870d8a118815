import type { BiomarkerCode } from '@common/biomarkers';
import { ANALYTE_BY_CODE, ANALYTES, unitVariant, type Language, type UnitSystem } from './analytes';
import type { Random } from './random';

/**
 * Random but plausible results: independent analytes drawn in or out of their range, the rest computed from them
 * so that a report is internally consistent (MCHC = Hb/Hct, Friedewald LDL, globulin = protein − albumin …), as a
 * parser checking derived identities expects of a real report.
 */

const PANELS: Record<string, BiomarkerCode[]> = {
  cbc: [
    'HGB',
    'HCT',
    'RBC',
    'MCV',
    'MCH',
    'MCHC',
    'RDW',
    'WBC',
    'NEUT_PCT',
    'LYMPH_PCT',
    'MONO_PCT',
    'EOS_PCT',
    'BASO_PCT',
    'PLT',
    'ESR',
  ],
  diabetes: ['GLU_FASTING', 'GLU_PP', 'GLU_RANDOM', 'HBA1C', 'EAG'],
  lipids: ['CHOL_TOTAL', 'TG', 'HDL', 'LDL', 'VLDL', 'NON_HDL', 'CHOL_HDL_RATIO'],
  liver: [
    'BILI_TOTAL',
    'BILI_DIRECT',
    'BILI_INDIRECT',
    'AST',
    'ALT',
    'ALP',
    'GGT',
    'PROTEIN_TOTAL',
    'ALBUMIN',
    'GLOBULIN',
  ],
  kidney: ['UREA', 'BUN', 'CREAT', 'EGFR', 'URIC_ACID'],
  electrolytes: ['NA', 'K', 'CL', 'CO2', 'CA', 'MG', 'PHOS'],
  thyroid: ['TSH', 'FT4', 'FT3', 'T4_TOTAL', 'T3_TOTAL'],
  iron: ['IRON', 'TIBC', 'TSAT', 'FERRITIN'],
  vitamins: ['VITD_25OH', 'B12', 'FOLATE', 'CRP'],
};

const PANEL_TITLES: Record<Language, Record<string, string>> = {
  en: t(
    'Complete Blood Count|Diabetes|Lipid Profile|Liver Function Test|Kidney Function Test|Electrolytes|Thyroid Profile|Iron Studies|Vitamins and Inflammation',
  ),
  in: t(
    'HAEMOGRAM|DIABETIC PROFILE|LIPID PROFILE|LIVER FUNCTION TEST (LFT)|KIDNEY FUNCTION TEST (KFT)|SERUM ELECTROLYTES|THYROID PROFILE|IRON STUDIES|VITAMINS',
  ),
  fr: t(
    'Hématologie|Diabète|Bilan lipidique|Bilan hépatique|Bilan rénal|Ionogramme|Thyroïde|Bilan martial|Vitamines',
  ),
  de: t('Blutbild|Diabetes|Fettstoffwechsel|Leber|Niere|Elektrolyte|Schilddrüse|Eisenstoffwechsel|Vitamine'),
  es: t(
    'Hemograma|Diabetes|Perfil lipídico|Perfil hepático|Función renal|Electrolitos|Perfil tiroideo|Perfil férrico|Vitaminas',
  ),
  pt: t(
    'Hemograma|Diabetes|Perfil lipídico|Função hepática|Função renal|Eletrólitos|Tiroide|Perfil de ferro|Vitaminas',
  ),
  it: t(
    'Emocromo|Diabete|Profilo lipidico|Funzionalità epatica|Funzionalità renale|Elettroliti|Tiroide|Assetto marziale|Vitamine',
  ),
  nl: t(
    'Bloedbeeld|Diabetes|Lipidenprofiel|Leverfunctie|Nierfunctie|Elektrolyten|Schildklier|IJzerstatus|Vitaminen',
  ),
  pl: t(
    'Morfologia krwi|Cukrzyca|Lipidogram|Próby wątrobowe|Funkcja nerek|Elektrolity|Tarczyca|Gospodarka żelazem|Witaminy',
  ),
};

function t(titles: string): Record<string, string> {
  const names = titles.split('|');
  return Object.fromEntries(Object.keys(PANELS).map((p, i) => [p, names[i]!]));
}

export interface NumberStyle {
  decimal: '.' | ',';
  /** Thousands grouping for values that are printed grouped (cell counts per cumm). */
  grouping: 'western' | 'indian';
}

export interface PrintedResult {
  code: BiomarkerCode;
  label: string;
  unit: string | null;
  decimals: number;
  /** The value as printed, in the printed unit. */
  value: number;
  text: string;
  /** The same value in the canonical unit (common/biomarkers.ts). */
  canonical: number;
  low: number | null;
  high: number | null;
  rangeText: string;
  flag: 'H' | 'L' | null;
  /** Earlier results (cumulative reports), most recent first; one per `history` date of the document. */
  history: { value: number; text: string }[];
}

export interface ResultOptions {
  language: Language;
  units: UnitSystem;
  numbers: NumberStyle;
  /** How many panels to print and how many earlier results to add. */
  panels: number;
  historyColumns: number;
  /** Drop some analytes of each panel, as labs print partial panels. */
  partial: boolean;
}

export interface PanelResults {
  panel: string;
  title: string;
  results: PrintedResult[];
}

export function formatNumber(value: number, decimals: number, style: NumberStyle, grouped = false): string {
  const [int, frac] = Math.abs(value).toFixed(Math.max(0, decimals)).split('.') as [
    string,
    string | undefined,
  ];
  let digits = int;
  if (grouped && int.length > 3) {
    const sep = style.decimal === ',' ? '.' : ',';
    const last3 = int.slice(-3);
    const rest = int.slice(0, -3);
    const head =
      style.grouping === 'indian'
        ? rest.replace(/\B(?=(\d{2})+(?!\d))/g, sep)
        : rest.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
    digits = `${head}${sep}${last3}`;
  }
  return `${value < 0 ? '-' : ''}${digits}${frac ? style.decimal + frac : ''}`;
}

const roundTo = (v: number, decimals: number): number =>
  decimals < 0 ? Math.round(v / 10 ** -decimals) * 10 ** -decimals : Number(v.toFixed(decimals));

/** Canonical values for every analyte, independent ones drawn, dependent ones computed. */
function drawCanonical(rng: Random): Map<BiomarkerCode, number> {
  const v = new Map<BiomarkerCode, number>();
  for (const a of ANALYTES) {
    const [spanLow, spanHigh] = a.span;
    const low = a.range[0] ?? spanLow;
    const high = a.range[1] ?? spanHigh;
    const roll = rng.next();
    // About one result in four out of range, on either side where the range has that side.
    if (roll < 0.12 && a.range[0] !== null && a.range[0] > spanLow) v.set(a.code, rng.between(spanLow, low));
    else if (roll < 0.25 && a.range[1] !== null && a.range[1] < spanHigh)
      v.set(a.code, rng.between(high, spanHigh));
    else v.set(a.code, rng.between(Math.max(low, spanLow), Math.min(high, spanHigh)));
  }
  const get = (c: BiomarkerCode): number => v.get(c)!;
  // Red cells: RBC, MCV and MCHC drawn; the rest follow (Hct = RBC × MCV / 10, Hb = Hct × MCHC / 100).
  v.set('HCT', (get('RBC') * get('MCV')) / 10);
  v.set('HGB', (get('HCT') * get('MCHC')) / 100);
  v.set('MCH', (get('HGB') / get('RBC')) * 10);
  // Differential adds up to 100 %.
  const others = get('LYMPH_PCT') + get('MONO_PCT') + get('EOS_PCT') + get('BASO_PCT');
  v.set('NEUT_PCT', 100 - others);
  // Friedewald LDL (valid with TG < 400 mg/dL, as drawn); keep LDL positive by raising total cholesterol.
  const ldl = get('CHOL_TOTAL') - get('HDL') - get('TG') / 5;
  if (ldl < 40) v.set('CHOL_TOTAL', get('CHOL_TOTAL') + 40 - ldl);
  v.set('LDL', get('CHOL_TOTAL') - get('HDL') - get('TG') / 5);
  v.set('VLDL', get('TG') / 5);
  v.set('NON_HDL', get('CHOL_TOTAL') - get('HDL'));
  v.set('CHOL_HDL_RATIO', get('CHOL_TOTAL') / get('HDL'));
  v.set('EAG', 28.7 * get('HBA1C') - 46.7); // ADAG regression (Nathan et al., Diabetes Care 2008)
  v.set('BILI_TOTAL', get('BILI_DIRECT') + get('BILI_INDIRECT'));
  v.set('PROTEIN_TOTAL', get('ALBUMIN') + get('GLOBULIN'));
  v.set('BUN', get('UREA') / 2.14); // urea mg/dL = BUN mg/dL × 60.06 / 28.01
  v.set('TSAT', (get('IRON') / get('TIBC')) * 100);
  return v;
}

function rangeText(
  low: number | null,
  high: number | null,
  decimals: number,
  style: NumberStyle,
  grouped: boolean | undefined,
  rng: Random,
): string {
  const f = (x: number): string => formatNumber(x, decimals, style, grouped);
  const sp = rng.chance(0.7) ? ' ' : '';
  if (low !== null && high !== null) return `${f(low)}${sp}-${sp}${f(high)}`;
  if (high !== null) return `<${sp}${f(high)}`;
  if (low !== null) return `>${sp}${f(low)}`;
  return '';
}

/** The printed results of one random report, grouped by panel. */
export function drawResults(rng: Random, opts: ResultOptions): PanelResults[] {
  const canonical = drawCanonical(rng);
  const histories = Array.from({ length: opts.historyColumns }, () => drawCanonical(rng));
  const withLabels = Object.keys(PANELS).filter(
    (p) => PANELS[p]!.filter((c) => ANALYTE_BY_CODE.get(c)!.labels[opts.language]).length >= 3,
  );
  const panels = rng.sample(withLabels, Math.min(opts.panels, withLabels.length));
  return panels.map((panel) => {
    let codes = PANELS[panel]!.filter((c) => ANALYTE_BY_CODE.get(c)!.labels[opts.language]);
    if (opts.partial && codes.length > 4) codes = rng.sample(codes, rng.int(4, codes.length));
    const results = codes.map((code): PrintedResult => {
      const spec = ANALYTE_BY_CODE.get(code)!;
      const u = unitVariant(spec, opts.units, rng);
      const print = (c: number): { value: number; text: string } => {
        const value = roundTo(c * u.factor, u.decimals);
        return { value, text: formatNumber(value, u.decimals, opts.numbers, u.grouped) };
      };
      const current = print(canonical.get(code)!);
      // A bound that rounds to nothing in a coarse unit is printed with one more decimal.
      const bound = (b: number | null): [number | null, number] => {
        if (b === null) return [null, u.decimals];
        const d = b > 0 && roundTo(b * u.factor, u.decimals) === 0 ? u.decimals + 1 : u.decimals;
        return [roundTo(b * u.factor, d), d];
      };
      const [low, dLow] = bound(spec.range[0]);
      const [high, dHigh] = bound(spec.range[1]);
      const flag =
        low !== null && current.value < low ? 'L' : high !== null && current.value > high ? 'H' : null;
      return {
        code,
        label: rng.pick(spec.labels[opts.language]!),
        unit: u.unit,
        decimals: u.decimals,
        value: current.value,
        text: current.text,
        canonical: current.value / u.factor,
        low,
        high,
        rangeText: rangeText(low, high, Math.max(dLow, dHigh), opts.numbers, u.grouped, rng),
        flag,
        history: histories.map((h) => print(h.get(code)!)),
      };
    });
    return { panel, title: PANEL_TITLES[opts.language][panel]!, results };
  });
}
