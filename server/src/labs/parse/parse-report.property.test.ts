import type { BiomarkerCode } from '@common/biomarkers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCanonical, isPlausible, toCanonical } from './biomarker-table';
import { parseReport } from './parse-report';
import type { PageText, TextLine } from './types';
import type { UnitId } from './units';

/**
 * Generated reports: random result tables (analytes, names, units, value precision, decimal separator, range
 * formats, flag styles, column orders, method columns) rendered to text lines together with comment lines full
 * of numbers, then read back. Every row must come back with its value, unit and range; no comment may.
 */
interface Spec {
  code: BiomarkerCode;
  names: string[];
  /** [printed spelling, unit id] */
  units: [string, UnitId][];
  /** Canonical values to draw from. */
  canonical: [number, number];
}

const SPECS: Spec[] = [
  {
    code: 'HGB',
    names: ['Haemoglobin', 'Hemoglobin', 'Hb'],
    units: [
      ['g/dL', 'g/dL'],
      ['g/L', 'g/L'],
    ],
    canonical: [8, 18],
  },
  {
    code: 'WBC',
    names: ['Total Leucocyte Count', 'WBC Count', 'White cell count'],
    units: [
      ['x10^9/L', '10^3/uL'],
      ['x10^3/µL', '10^3/uL'],
      ['cells/cumm', '/uL'],
    ],
    canonical: [2, 20],
  },
  {
    code: 'PLT',
    names: ['Platelet Count', 'Platelets'],
    units: [
      ['x10^9/L', '10^3/uL'],
      ['Lakhs/cumm', '10^5/uL'],
    ],
    canonical: [100, 500],
  },
  { code: 'MCV', names: ['MCV', 'Mean Corpuscular Volume'], units: [['fL', 'fL']], canonical: [70, 110] },
  {
    code: 'HBA1C',
    names: ['HbA1c', 'Glycated Haemoglobin', 'Hemoglobin A1c'],
    units: [
      ['%', '%'],
      ['mmol/mol', 'mmol/mol'],
    ],
    canonical: [4.5, 11],
  },
  {
    code: 'GLU_FASTING',
    names: ['Fasting Blood Sugar', 'Glucose, Fasting', 'FBS'],
    units: [
      ['mg/dL', 'mg/dL'],
      ['mmol/L', 'mmol/L'],
    ],
    canonical: [60, 250],
  },
  {
    code: 'CHOL_TOTAL',
    names: ['Total Cholesterol', 'Cholesterol, Total'],
    units: [
      ['mg/dL', 'mg/dL'],
      ['mmol/L', 'mmol/L'],
    ],
    canonical: [120, 320],
  },
  {
    code: 'TG',
    names: ['Triglycerides', 'Triglyceride'],
    units: [
      ['mg/dL', 'mg/dL'],
      ['mmol/L', 'mmol/L'],
    ],
    canonical: [50, 600],
  },
  {
    code: 'HDL',
    names: ['HDL Cholesterol', 'HDL-C'],
    units: [
      ['mg/dL', 'mg/dL'],
      ['mmol/L', 'mmol/L'],
    ],
    canonical: [25, 90],
  },
  {
    code: 'LDL',
    names: ['LDL Cholesterol', 'LDL Cholesterol (Direct)'],
    units: [
      ['mg/dL', 'mg/dL'],
      ['mmol/L', 'mmol/L'],
    ],
    canonical: [50, 220],
  },
  {
    code: 'TSH',
    names: ['TSH', 'Thyroid Stimulating Hormone'],
    units: [
      ['µIU/mL', 'mIU/L'],
      ['mIU/L', 'mIU/L'],
    ],
    canonical: [0.2, 12],
  },
  {
    code: 'FT4',
    names: ['Free T4', 'FT4'],
    units: [
      ['ng/dL', 'ng/dL'],
      ['pmol/L', 'pmol/L'],
    ],
    canonical: [0.6, 2.4],
  },
  {
    code: 'ALT',
    names: ['ALT (SGPT)', 'SGPT', 'Alanine aminotransferase'],
    units: [
      ['U/L', 'U/L'],
      ['IU/L', 'U/L'],
    ],
    canonical: [8, 200],
  },
  { code: 'AST', names: ['AST (SGOT)', 'SGOT'], units: [['U/L', 'U/L']], canonical: [8, 200] },
  { code: 'ALP', names: ['Alkaline Phosphatase', 'ALP'], units: [['U/L', 'U/L']], canonical: [30, 300] },
  {
    code: 'BILI_TOTAL',
    names: ['Bilirubin, Total', 'Total Bilirubin'],
    units: [
      ['mg/dL', 'mg/dL'],
      ['µmol/L', 'umol/L'],
    ],
    canonical: [0.2, 4],
  },
  {
    code: 'ALBUMIN',
    names: ['Albumin', 'Serum Albumin'],
    units: [
      ['g/dL', 'g/dL'],
      ['g/L', 'g/L'],
    ],
    canonical: [2.5, 5.5],
  },
  {
    code: 'CREAT',
    names: ['Creatinine', 'Serum Creatinine'],
    units: [
      ['mg/dL', 'mg/dL'],
      ['µmol/L', 'umol/L'],
    ],
    canonical: [0.5, 3],
  },
  {
    code: 'EGFR',
    names: ['eGFR', 'eGFR (CKD-EPI 2021)'],
    units: [['mL/min/1.73m²', 'mL/min/1.73m2']],
    canonical: [20, 130],
  },
  {
    code: 'UREA',
    names: ['Urea', 'Serum Urea'],
    units: [
      ['mg/dL', 'mg/dL'],
      ['mmol/L', 'mmol/L'],
    ],
    canonical: [10, 80],
  },
  {
    code: 'URIC_ACID',
    names: ['Uric Acid', 'Serum Uric Acid'],
    units: [
      ['mg/dL', 'mg/dL'],
      ['µmol/L', 'umol/L'],
    ],
    canonical: [2.5, 10],
  },
  {
    code: 'NA',
    names: ['Sodium', 'Serum Sodium'],
    units: [
      ['mmol/L', 'mmol/L'],
      ['mEq/L', 'mEq/L'],
    ],
    canonical: [125, 150],
  },
  {
    code: 'K',
    names: ['Potassium', 'Serum Potassium'],
    units: [
      ['mmol/L', 'mmol/L'],
      ['mEq/L', 'mEq/L'],
    ],
    canonical: [3, 6],
  },
  {
    code: 'CA',
    names: ['Calcium', 'Serum Calcium'],
    units: [
      ['mg/dL', 'mg/dL'],
      ['mmol/L', 'mmol/L'],
    ],
    canonical: [7.5, 11],
  },
  {
    code: 'FERRITIN',
    names: ['Ferritin', 'Serum Ferritin'],
    units: [
      ['ng/mL', 'ng/mL'],
      ['µg/L', 'ug/L'],
    ],
    canonical: [5, 400],
  },
  {
    code: 'VITD_25OH',
    names: ['25-OH Vitamin D', 'Vitamin D (25-OH)', '25-Hydroxy Vitamin D'],
    units: [
      ['ng/mL', 'ng/mL'],
      ['nmol/L', 'nmol/L'],
    ],
    canonical: [5, 90],
  },
  {
    code: 'B12',
    names: ['Vitamin B12', 'Cobalamin'],
    units: [
      ['pg/mL', 'pg/mL'],
      ['pmol/L', 'pmol/L'],
    ],
    canonical: [120, 900],
  },
  {
    code: 'CRP',
    names: ['CRP', 'C-Reactive Protein', 'hs-CRP'],
    units: [['mg/L', 'mg/L']],
    canonical: [0.5, 60],
  },
  {
    code: 'ESR',
    names: ['ESR', 'ESR (Westergren)'],
    units: [
      ['mm/hr', 'mm/hr'],
      ['mm/1st hr', 'mm/hr'],
    ],
    canonical: [2, 60],
  },
];

type RangeStyle = 'dash' | 'lt' | 'le' | 'gt' | 'ge' | 'orEq' | 'desirable' | 'upTo' | 'none';
type Layout = 'plain' | 'flagColumn' | 'method' | 'rangeBeforeUnit' | 'flagWordLast';

interface Row {
  spec: Spec;
  name: string;
  unit: [string, UnitId];
  value: number;
  decimals: number;
  rangeStyle: RangeStyle;
  flag: 'H' | 'L' | null;
  layout: Layout;
}

const fmt = (v: number, decimals: number, sep: '.' | ','): string => {
  const s = v.toFixed(decimals);
  if (sep === ',') return s.replace('.', ',');
  // Thousands separators on large integers, as Indian and US labs print them ("7,850").
  return decimals === 0 && v >= 1000 ? v.toLocaleString('en-US') : s;
};

const rowArb = (spec: Spec): fc.Arbitrary<Row> =>
  fc
    .record({
      spec: fc.constant(spec),
      name: fc.constantFrom(...spec.names),
      unit: fc.constantFrom(...spec.units),
      canonical: fc.double({ min: spec.canonical[0], max: spec.canonical[1], noNaN: true }),
      decimals: fc.integer({ min: 0, max: 2 }),
      rangeStyle: fc.constantFrom<RangeStyle>(
        'dash',
        'dash',
        'lt',
        'le',
        'gt',
        'ge',
        'orEq',
        'desirable',
        'upTo',
        'none',
      ),
      flag: fc.constantFrom<'H' | 'L' | null>('H', 'L', null, null),
      layout: fc.constantFrom<Layout>('plain', 'flagColumn', 'method', 'rangeBeforeUnit', 'flagWordLast'),
    })
    .map(({ canonical, ...r }) => {
      const printed = fromCanonical(spec.code, canonical, r.unit[1])!;
      const value = Number(printed.toFixed(r.decimals));
      return { ...r, value };
    });

const tableArb = fc
  .shuffledSubarray(SPECS, { minLength: 1, maxLength: 12 })
  .chain((specs) =>
    fc.tuple(
      fc.tuple(...specs.map(rowArb)),
      fc.constantFrom<'.' | ','>('.', ','),
      fc.integer({ min: 0, max: 3 }),
    ),
  );

/** The printed range text and the bounds it stands for. */
function rangeFor(row: Row, sep: '.' | ','): { text: string; low: number | null; high: number | null } {
  const span = Math.max(row.value * 0.4, 1);
  const lo = Number(Math.max(0, row.value - span * 0.7).toFixed(row.decimals));
  const hi = Number((row.value + span * 0.6).toFixed(row.decimals));
  const f = (v: number): string => fmt(v, row.decimals, sep);
  switch (row.rangeStyle) {
    case 'dash':
      return { text: `${f(lo)} - ${f(hi)}`, low: lo, high: hi };
    case 'lt':
      return { text: `< ${f(hi)}`, low: null, high: hi };
    case 'le':
      return { text: `<=${f(hi)}`, low: null, high: hi };
    case 'gt':
      return { text: `> ${f(lo)}`, low: lo, high: null };
    case 'ge':
      return { text: `>= ${f(lo)}`, low: lo, high: null };
    case 'orEq':
      return { text: `> OR = ${f(lo)}`, low: lo, high: null };
    case 'desirable':
      return { text: `Desirable: < ${f(hi)}`, low: null, high: hi };
    case 'upTo':
      return { text: `Up to ${f(hi)}`, low: null, high: hi };
    case 'none':
      return { text: '', low: null, high: null };
  }
}

function cellsFor(row: Row, sep: '.' | ','): string[] {
  const value = fmt(row.value, row.decimals, sep);
  const range = rangeFor(row, sep).text;
  const flag = row.flag ?? '';
  const withFlag = row.flag ? `${value} ${row.flag}` : value;
  switch (row.layout) {
    case 'plain':
      return [row.name, withFlag, row.unit[0], range];
    case 'flagColumn':
      return [row.name, value, flag, row.unit[0], range];
    case 'method':
      return [row.name, 'Automated analyser', withFlag, row.unit[0], range];
    case 'rangeBeforeUnit':
      return [row.name, value, flag, range, row.unit[0]];
    case 'flagWordLast':
      return [row.name, value, row.unit[0], range, row.flag === 'H' ? 'High' : row.flag === 'L' ? 'Low' : ''];
  }
}

const COMMENTS = [
  (s: string) =>
    `Note: values between 5${s}7 and 6${s}4 % indicate an increased risk; 6${s}5 % or above on two occasions is diagnostic.`,
  () =>
    'Interpretation: results should be correlated clinically; repeat after 2 - 4 weeks if 3 or more values are abnormal.',
  (s: string) =>
    `Hemoglobin above 17${s}5 g/dL in adults should be repeated after 4 weeks with a morning sample.`,
  () => 'Triglycerides of 150 - 199 mg/dL are borderline high and above 500 mg/dL very high.',
  () => 'Tests 1 to 38 performed at the reference laboratory, Plot 27, Road No. 3, Hyderabad - 500034.',
];

function toLines(cellRows: string[][]): TextLine[] {
  return cellRows.map((cells, i) => {
    const kept = cells
      .map((text, k) => ({ text, x0: k * 110, x1: k * 110 + 90 }))
      .filter((c) => c.text !== '');
    return { page: 1, y: i * 14, height: 9, cells: kept, text: kept.map((c) => c.text).join('   ') };
  });
}

describe('generated result tables read back', () => {
  it('recovers every row and nothing from the comments', () => {
    fc.assert(
      fc.property(tableArb, ([rows, sep, commentCount]) => {
        const usable = rows.filter((r) => {
          const c = toCanonical(r.spec.code, r.value, r.unit[1]);
          return r.value > 0 && c !== null && isPlausible(r.spec.code, c);
        });
        const cellRows: string[][] = [['Test', 'Result', 'Unit', 'Reference Range']];
        usable.forEach((r, i) => {
          cellRows.push(cellsFor(r, sep));
          if (i < commentCount) cellRows.push([COMMENTS[i % COMMENTS.length]!(sep)]);
        });
        const page: PageText = { page: 1, lines: toLines(cellRows) };
        const results = parseReport([page], { source: 'pdf-text' }).results;
        expect(results.map((r) => r.code)).toEqual(usable.map((r) => r.spec.code));
        results.forEach((got, i) => {
          const row = usable[i]!;
          const range = rangeFor(row, sep);
          expect(got.value).toBeCloseTo(row.value, 9);
          expect(got.unit).toBe(row.unit[0]);
          expect(got.unitId).toBe(row.unit[1]);
          expect(got.range?.low ?? null).toBe(range.low);
          expect(got.range?.high ?? null).toBe(range.high);
          expect(got.printedFlag).toBe(row.flag === 'H' ? 'high' : row.flag === 'L' ? 'low' : null);
        });
      }),
      { numRuns: 300 },
    );
  });
});
