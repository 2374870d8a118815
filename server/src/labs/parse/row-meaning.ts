import type { BiomarkerCode } from '@common/biomarkers';
import { BIOMARKER_TABLE } from './biomarker-table';
import { toSimplified } from './chinese-names';
import { matchNameAtStart, words, type NameCode } from './names';
import { CELL_MARK } from './row-lexer';

/*
 * What a row's label means as a whole, beyond the alias found at its start (issue 32): a ratio of two analytes is
 * its own analyte and never a value of either part ("AST:ALT Ratio 1.45" is not AST); a header field (patient id,
 * barcode, sample number, phone, age, dates) is never a result, whatever alias a fragment of it resembles.
 */

/** Ratios of the catalogue by their two parts (numerator first); a ratio not listed is not read. */
const RATIOS: [NameCode, NameCode, BiomarkerCode][] = [
  ['AST', 'ALT', 'AST_ALT_RATIO'],
  ['ALBUMIN', 'GLOBULIN', 'AG_RATIO'],
  ['BUN', 'CREAT', 'BUN_CREAT_RATIO'],
  ['LDL', 'HDL', 'LDL_HDL_RATIO'],
  ['CHOL_TOTAL', 'HDL', 'CHOL_HDL_RATIO'],
  ['APOB', 'APOA1', 'APOB_APOA1_RATIO'],
];

/** "ratio" in the languages the names are read in. */
const RATIO_WORDS =
  /\b(?:ratio|rapport|relacion|relación|razao|razão|rapporto|quotient|verhaltnis|verhältnis|stosunek|iloraz)\b/giu;

/** The label: the first cell, up to a number standing on its own ("AST:ALT Ratio 1.45" when name and value share a cell). */
function labelOf(text: string): string {
  const cell = text.split(CELL_MARK)[0] ?? '';
  const value = /(?:^|\s)[<>]?\d+(?:[.,]\d+)?(?=\s|$)/.exec(cell);
  return value ? cell.slice(0, value.index) : cell;
}

const codeOf = (part: string): NameCode | null => matchNameAtStart(words(part.trim()))?.code ?? null;

/**
 * A label naming two analytes ("AST:ALT Ratio", "Apo B / Apo A1 ratio", "TC/HDL"): the ratio's code and where its
 * label ends; 'refused' for a ratio the catalogue does not hold ("Na/K ratio") or a ratio word after a single
 * analyte's name ("Urea Ratio"); null when the label is one analyte ("SGPT / ALT" names ALT twice).
 */
export function ratioOfLabel(
  text: string,
  code: NameCode,
  aliasEnd: number,
): { code: BiomarkerCode; labelEnd: number } | 'refused' | null {
  if (code !== 'GLU' && BIOMARKER_TABLE[code].unitless) return null;
  // The rest of the label, after the alias: an alias naming the whole ratio ("Urine Albumin/Creatinine Ratio"
  // is UACR) leaves neither a ratio word nor a second part.
  const label = labelOf(text);
  const rest = label.slice(aliasEnd);
  const hasRatioWord = RATIO_WORDS.test(rest);
  RATIO_WORDS.lastIndex = 0;
  if (!/[/:]/.test(rest)) return hasRatioWord ? 'refused' : null;
  const parts = label.replace(RATIO_WORDS, ' ').split(/[/:]/);
  if (parts.length === 2) {
    const [a, b] = parts.map(codeOf);
    if (a && b && a !== b) {
      const ratio = RATIOS.find(([x, y]) => x === a && y === b);
      return ratio ? { code: ratio[2], labelEnd: label.trimEnd().length } : 'refused';
    }
  }
  return hasRatioWord ? 'refused' : null;
}

/** Words of header and demographic fields: a label holding one of them is not a result row. */
const HEADER_WORDS = new Set(
  (
    'id uhid mrn crn barcode accession reg regn registration phone mobile mob tel telephone contact fax ' +
    'age dob birth date patient sample specimen lab bill invoice order requisition visit ipd opd ' +
    'no nr ref referred referring consultant doctor dr collected received reported printed page'
  ).split(' '),
);

/**
 * Chinese header words (name, sex, age, sample / specimen no., barcode, department, bed no., dates, record and
 * admission numbers, phone, doctor): found inside a run of Han characters, which has no spaces between words.
 */
const CHINESE_HEADER_WORDS =
  /姓名|性别|年龄|样本|标本号|条码|科室|床号|日期|病历|住院号|门诊号|就诊号|电话|医生|医师|编号|送检|申请|报告/u;

/** A label (outside its alias) holding a header word: "P.ID No.", "Lab No.", "Patient ID", "Ref. By", "样本号". */
export function isHeaderField(text: string, aliasStart: number, aliasEnd: number): boolean {
  const label = labelOf(text);
  const outside = label.slice(0, aliasStart) + ' ' + label.slice(aliasEnd);
  if (CHINESE_HEADER_WORDS.test(toSimplified(outside))) return true;
  return outside
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .some((w) => HEADER_WORDS.has(w));
}

/**
 * A Chinese name goes on after the alias: "葡萄糖-6-磷酸脱氢酶" (G6PD) is not glucose, "肌酐 清除率" is not
 * creatinine. Chinese names have no spaces, so the alias must be the whole run of Han characters of the label
 * (a number or hyphen inside it does not end the name).
 */
export function continuesChineseName(text: string, aliasEnd: number): boolean {
  if (!/\p{sc=Han}/u.test(text[aliasEnd - 1] ?? '')) return false;
  const rest = labelOf(text).slice(aliasEnd);
  return /^[\s\-–·.]*(?:\d+[\s\-–·.]*)?\p{sc=Han}/u.test(rest);
}
