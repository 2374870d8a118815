/**
 * The demo's lab reports: plain text PDFs laid out like a typical lab's table (header with the patient's name, age,
 * sex and collection date, then test / result / unit / reference range), made from the rows a demo member's story
 * needs (a raised LDL that falls on the retest). They are read by the app's real extractor like any upload; the
 * printed identity matches the member's profile, so the results join trends and plans.
 */
import { writeTextPdf, type PdfText } from '../../test/lab-documents/test-documents';

export interface DemoLabRow {
  /** As a lab prints it ("LDL Cholesterol"); the extractor maps it to a biomarker code. */
  test: string;
  result: number;
  unit: string;
  range: string;
  /** Printed after the value, as labs mark results outside the range. */
  flag?: 'H' | 'L';
}

export interface DemoLabDocument {
  lab: string;
  patient: { name: string; age: number; sex: 'male' | 'female' };
  /** The sample's collection date (ISO), printed as dd/mm/yyyy. */
  collected: string;
  rows: DemoLabRow[];
}

const COLUMN_X = [40, 250, 320, 410];

function printedDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

export function demoLabPdf(doc: DemoLabDocument): Buffer {
  const header = [
    doc.lab,
    `Patient: ${doc.patient.name}`,
    `Age / Sex : ${doc.patient.age} Y / ${doc.patient.sex === 'male' ? 'Male' : 'Female'}`,
    `Collected : ${printedDate(doc.collected)} 08:30`,
  ];
  const items: PdfText[] = header.map((text, i) => ({
    x: 40,
    y: 50 + i * 14,
    text,
    size: i === 0 ? 14 : 9,
    bold: i === 0,
  }));
  ['Test', 'Result', 'Unit', 'Reference Range'].forEach((text, i) =>
    items.push({ x: COLUMN_X[i]!, y: 130, text, bold: true }),
  );
  doc.rows.forEach((row, r) => {
    const cells = [row.test, `${row.result}${row.flag ? ` ${row.flag}` : ''}`, row.unit, row.range];
    cells.forEach((text, i) => items.push({ x: COLUMN_X[i]!, y: 150 + r * 16, text }));
  });
  return writeTextPdf([items]);
}
