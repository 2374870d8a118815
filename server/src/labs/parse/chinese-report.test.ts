import { describe, expect, it } from 'vitest';
import { CHINESE_NAMES } from './chinese-names';
import { matchNameAtStart, words } from './names';
import { parseReport, type ParsedResult, type TextSource } from './parse-report';
import type { PageText } from './types';

/*
 * Chinese and bilingual lab reports (issue 32: reports from China had their numbers read but no analyte name).
 * Layouts typed here after mainland hospital reports: a patient block of 姓名 / 性别 / 年龄 / 样本号 / 条码 /
 * 科室 / 床号 / dates, headings 项目 / 结果 / 单位 / 参考范围 / 提示, flags as arrows or 偏高 / 偏低, ranges as
 * "3.4～20.5" or "0--6.8". Names, ids and numbers are fictional.
 */

function page(columns: number[], rows: (string | string[])[]): PageText {
  const lines = rows.map((row, i) => {
    const cells = (Array.isArray(row) ? row : [row])
      .map((text, k) => ({ text, x0: columns[k]!, x1: columns[k]! + text.length * 6 }))
      .filter((c) => c.text !== '');
    return { page: 1, y: 60 + i * 13, height: 8, cells, text: cells.map((c) => c.text).join('   ') };
  });
  return { page: 1, lines };
}

const COLUMNS = [40, 200, 260, 330, 420];
const read = (rows: (string | string[])[], source: TextSource = 'pdf-text') =>
  parseReport([page(COLUMNS, rows)], { source }).results;
const brief = (r: ParsedResult) =>
  [r.code, r.value, r.unit, r.range?.low ?? null, r.range?.high ?? null] as const;
const codeOf = (name: string) => matchNameAtStart(words(name))?.code ?? null;

const HEADER = [
  '某某市人民医院检验报告单',
  '姓名：张三    性别：男    年龄：45岁    样本号：20240312',
  '条码：1234567890    科室：内科    床号：12',
  '送检日期：2024-03-12    报告日期：2024-03-13',
];

describe('Chinese analyte names', () => {
  it('match simplified and traditional names, with or without 计数, 血清 or an English abbreviation', () => {
    expect(codeOf('血红蛋白')).toBe('HGB');
    expect(codeOf('血紅蛋白')).toBe('HGB');
    expect(codeOf('白细胞计数(WBC)')).toBe('WBC');
    expect(codeOf('紅血球計數')).toBe('RBC');
    expect(codeOf('血清肌酐')).toBe('CREAT');
    expect(codeOf('尿  酸')).toBe('URIC_ACID');
    expect(codeOf('總膽固醇')).toBe('CHOL_TOTAL');
    expect(codeOf('高密度脂蛋白胆固醇')).toBe('HDL');
    expect(codeOf('低密度脂蛋白胆固醇')).toBe('LDL');
    expect(codeOf('天门冬氨酸氨基转移酶')).toBe('AST');
    expect(codeOf('谷丙转氨酶')).toBe('ALT');
    expect(codeOf('促甲状腺激素 TSH')).toBe('TSH');
    expect(codeOf('维生素B12')).toBe('B12');
    expect(codeOf('鉀')).toBe('K');
  });

  it('reads every listed Chinese name as its own analyte', () => {
    for (const [code, names] of Object.entries(CHINESE_NAMES))
      for (const name of names) expect([name, codeOf(name)]).toEqual([name, code]);
  });

  it('match whole names only: no alias inside a longer Chinese name', () => {
    // 胆红素 names neither; 总胆红素 is not inside 直接胆红素; 极低密度 is not one letter from 低密度.
    expect(codeOf('直接胆红素')).toBe('BILI_DIRECT');
    expect(codeOf('总胆红素')).toBe('BILI_TOTAL');
    expect(codeOf('胆红素')).toBeNull();
    expect(codeOf('极低密度脂蛋白胆固醇')).toBe('VLDL');
    expect(codeOf('中低密度脂蛋白胆固醇')).toBeNull();
    expect(codeOf('肌酐清除率')).toBeNull();
    expect(codeOf('尿酸碱度')).toBeNull();
  });

  it('"游离T4" is free T4, as "freies T4" is', () => {
    expect(read([['游离T4', '15.1', 'pmol/L', '12-22']]).map(brief)).toEqual([
      ['FT4', 15.1, 'pmol/L', 12, 22],
    ]);
  });

  it('does not read glucose from "葡萄糖-6-磷酸脱氢酶" (G6PD) nor creatinine from "肌酐 清除率"', () => {
    expect(read([['葡萄糖-6-磷酸脱氢酶', '2.1', 'U/gHb', '1.5-3.6']])).toEqual([]);
    expect(read(['肌酐 清除率   95 ml/min 80-120'])).toEqual([]);
  });
});

describe('a Chinese hospital report', () => {
  for (const source of ['pdf-text', 'ocr'] as const) {
    it(`reads names, flags (arrows, 偏高 / 偏低) and ranges (～, --) and nothing from the header (${source})`, () => {
      const rows = [
        ...HEADER,
        ['项目', '结果', '单位', '参考范围', '提示'],
        ['白细胞计数(WBC)', '6.5', '10^9/L', '3.5-9.5'],
        ['血红蛋白 HGB', '128', 'g/L', '130-175', '↓'],
        ['总胆红素', '15.2', 'μmol/L', '3.4～20.5'],
        ['直接胆红素', '4.1', 'μmol/L', '0--6.8'],
        ['尿  酸', '520', 'μmol/L', '208-428', '偏高'],
        ['钾', '3.2', 'mmol/L', '3.5-5.3', '偏低'],
      ];
      const results = read(rows, source);
      expect(results.map(brief)).toEqual([
        ['WBC', 6.5, '10^9/L', 3.5, 9.5],
        ['HGB', 128, 'g/L', 130, 175],
        ['BILI_TOTAL', 15.2, 'μmol/L', 3.4, 20.5],
        ['BILI_DIRECT', 4.1, 'μmol/L', 0, 6.8],
        ['URIC_ACID', 520, 'μmol/L', 208, 428],
        ['K', 3.2, 'mmol/L', 3.5, 5.3],
      ]);
      expect(results.map((r) => r.printedFlag ?? null)).toEqual([null, 'low', null, null, 'high', 'low']);
    });
  }

  it('reads an abbreviation column beside the name ("FT4", "VB12") as part of the name, not as a value', () => {
    const rows = [
      ['项目', '代号', '结果', '提示', '单位', '参考区间'],
      ['游离T4', 'FT4', '15.1', '', 'pmol/L', '12～22'],
      ['维生素B12', 'VB12', '385', '', 'pmol/L', '133～675'],
    ];
    const cols = [40, 170, 230, 285, 310, 380];
    expect(parseReport([page(cols, rows)], { source: 'pdf-text' }).results.map(brief)).toEqual([
      ['FT4', 15.1, 'pmol/L', 12, 22],
      ['B12', 385, 'pmol/L', 133, 675],
    ]);
  });

  it('reads the range before the result when the Chinese headings say so', () => {
    const rows = [
      ['项目', '参考区间', '结果', '单位'],
      ['白蛋白', '40-55', '42.1', 'g/L'],
      ['钠', '<150', '141', 'mmol/L'],
    ];
    expect(read(rows).map(brief)).toEqual([
      ['ALBUMIN', 42.1, 'g/L', 40, 55],
      ['NA', 141, 'mmol/L', null, 150],
    ]);
  });

  it('never reads a header field as a result, even beside an analyte name', () => {
    const rows = [
      ['样本号 钾', '20240312'],
      ['钾 床号', '12'],
      ['年龄', '45', '岁'],
      ['送检日期', '2024', '03'],
      ['钾', '4.1', 'mmol/L', '3.5-5.3'],
    ];
    expect(read(rows).map(brief)).toEqual([['K', 4.1, 'mmol/L', 3.5, 5.3]]);
  });

  it('reads units whose slash the Chinese OCR model read as 儿 or 人, and only after a unit', () => {
    // Rows as Tesseract's chi_sim read a scanned report: "/L" as 儿, "/" as 人 or 儿.
    const rows = [
      ['钾', '4.12', 'mmol 儿', '3.5~5.3'],
      ['丙氨酸氨基转移酶', '45', 'U 人 L', '9~50'],
      ['总蛋白', '72.5', 'g 儿 L', '65~85'],
      ['总胆红素', '15.2', 'hmol 人 L', '0~21'],
      ['白细胞计数', '6.5', '10^9/ 儿', '3.5--9.5'],
      ['促甲状腺激素', '2.35', 'mlIU 儿', '0.27~4.2'],
    ];
    expect(read(rows, 'ocr').map(brief)).toEqual([
      ['K', 4.12, 'mmol/L', 3.5, 5.3],
      ['ALT', 45, 'U/L', 9, 50],
      ['PROTEIN_TOTAL', 72.5, 'g/L', 65, 85],
      ['BILI_TOTAL', 15.2, 'µmol/L', 0, 21],
      ['WBC', 6.5, '10^9/L', 3.5, 9.5],
      ['TSH', 2.35, 'mIU/L', 0.27, 4.2],
    ]);
    // A text layer is taken as printed, and a 人 that is not after a unit stays a word.
    expect(read([['钾', '4.12', 'mmol 儿', '3.5~5.3']]).map(brief)).toEqual([['K', 4.12, null, 3.5, 5.3]]);
  });
});
