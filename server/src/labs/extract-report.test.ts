import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractReport, MESSAGES, type ExtractionOutcome } from './extract-report';
import { OcrPool } from './ocr-pool';
import { normaliseUnitText } from './parse/units';
import {
  renderTextImage,
  SAMPLE_REPORT,
  sampleReportImageItems,
  sampleReportPdfItems,
  writeScannedPdf,
  writeTextPdf,
} from '../../test/lab-documents/test-documents';

/**
 * End-to-end extraction on documents generated here (no shared fixtures needed): a text PDF drawn column by
 * column, a photo-like PNG, a scanned PDF and a TIFF through OCR, and every kind of file that must be refused.
 */
let pool: OcrPool;
beforeAll(() => {
  pool = new OcrPool({ size: 2 });
});
afterAll(async () => {
  await pool.close();
});

const deps = () => ({ ocr: pool, pageWorkLimitMs: 60_000 });

function expectSampleResults(out: ExtractionOutcome): void {
  expect(out.status).toBe('processed');
  const got = out.results.map((r) => ({
    code: r.code,
    value: r.value,
    refLow: r.refLow,
    refHigh: r.refHigh,
    flag: r.flag,
  }));
  expect(got).toEqual(
    SAMPLE_REPORT.expected.map(({ code, value, refLow, refHigh, flag }) => ({
      code,
      value,
      refLow,
      refHigh,
      flag,
    })),
  );
  expect(out.sampleDate).toBe('2024-03-12');
  expect(out.patient).toEqual({ sex: 'male', age: 45 });
}

describe('text PDFs', () => {
  it('reads a table drawn column by column', async () => {
    const pdf = writeTextPdf([sampleReportPdfItems()], { columnOrder: true });
    const out = await extractReport(pdf, 'application/pdf', deps());
    expect(out.method).toBe('pdf-text');
    expect(out.pages).toBe(1);
    expectSampleResults(out);
    // pdf.js maps the WinAnsi micro sign to the Greek letter mu: compare units the README way.
    expect(out.results.map((r) => normaliseUnitText(r.unit))).toEqual(
      SAMPLE_REPORT.expected.map((e) => normaliseUnitText(e.unit)),
    );
    expect(out.results.find((r) => r.code === 'WBC')).toMatchObject({
      valueCanonical: 7.85,
      unitCanonical: '10^3/µL',
    });
  });

  it('reads multi-page reports with repeated headers once per result', async () => {
    const items = sampleReportPdfItems();
    const pdf = writeTextPdf([items, items.filter((i) => i.y < 140)]);
    const out = await extractReport(pdf, 'application/pdf', deps());
    expect(out.pages).toBe(2);
    expect(out.results).toHaveLength(SAMPLE_REPORT.expected.length);
  });

  it('asks for review when a PDF holds no results', async () => {
    const pdf = writeTextPdf([
      [
        {
          x: 40,
          y: 60,
          text: 'Invoice 2024-0042: consultation fee 500.00, paid in full. Thank you for your visit.',
        },
      ],
    ]);
    const out = await extractReport(pdf, 'application/pdf', deps());
    expect(out).toMatchObject({ status: 'needs_review', message: MESSAGES.noResultsText, results: [] });
  });
});

describe('OCR', () => {
  it('reads a slightly rotated PNG photo of a report', async () => {
    const png = await renderTextImage(sampleReportImageItems(), { width: 1700, height: 900, rotate: 1.5 });
    const out = await extractReport(png, 'image/png', deps());
    expect(out.method).toBe('ocr');
    expectSampleResults(out);
    expect(out.ocrConfidence).toBeGreaterThan(60);
  });

  it('reads an upright page as it lies when orientation detection wrongly turns it upside down', async () => {
    const png = await renderTextImage(sampleReportImageItems(), { width: 1700, height: 900 });
    // Tesseract's orientation check mistaking a photo for one taken upside down.
    const wrongWayRound = Object.create(pool) as OcrPool;
    wrongWayRound.orientation = async () => 180;
    const out = await extractReport(png, 'image/png', { ocr: wrongWayRound, pageWorkLimitMs: 60_000 });
    expectSampleResults(out);
    expect(out.ocrConfidence).toBeGreaterThan(60);
    // The value crops are cut from the page the way it was read.
    expect(out.results.every((r) => r.at.turn === undefined)).toBe(true);
  });

  it('reads a scanned (image-only) PDF and a TIFF', async () => {
    const page = await renderTextImage(sampleReportImageItems(), { width: 1700, height: 900 });
    const [pdf, tiff] = await Promise.all([
      writeScannedPdf([page]).then((b) => extractReport(b, 'application/pdf', deps())),
      renderTextImage(sampleReportImageItems(), { width: 1700, height: 900, format: 'tiff' }).then((b) =>
        extractReport(b, 'image/tiff', deps()),
      ),
    ]);
    expect(pdf.method).toBe('ocr');
    expectSampleResults(pdf);
    expectSampleResults(tiff);
  });

  it('renders pages that are not a single full-page scan, and OCRs a PDF whose text layer is garbage', async () => {
    const page = await renderTextImage(sampleReportImageItems(), { width: 1700, height: 900 });
    const garbage = 'Xq3 zzkr 9 wq pl0 0x7f grr mmv ktz 4 qqq blx vrr 77 zz9 qp3 ttk '.repeat(3);
    const [rendered, layered] = await Promise.all([
      writeScannedPdf([page], { halfPage: true }).then((b) => extractReport(b, 'application/pdf', deps())),
      writeScannedPdf([page], { hiddenText: garbage }).then((b) =>
        extractReport(b, 'application/pdf', deps()),
      ),
    ]);
    expectSampleResults(rendered);
    expect(layered.method).toBe('ocr');
    expectSampleResults(layered);
  });

  it('fails cleanly when the time limit is reached, and the pool keeps working', async () => {
    const png = await renderTextImage(sampleReportImageItems(), { width: 1700, height: 900 });
    const slow = await extractReport(png, 'image/png', { ocr: pool, pageWorkLimitMs: 1 });
    expect(slow).toMatchObject({ status: 'failed', message: MESSAGES.timeout, results: [] });
    const again = await extractReport(png, 'image/png', deps());
    expect(again.status).toBe('processed');
  });
});

/** A PNG whose header declares width × height but carries almost no data (a decompression bomb's shape). */
function pngDeclaring(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer): number => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer): Buffer => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('refused documents', () => {
  const items = sampleReportPdfItems();
  it.each([
    ['an empty file', Buffer.alloc(0), 'application/pdf', MESSAGES.empty],
    [
      'a Windows executable named .pdf',
      Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(4092)]),
      'application/pdf',
      MESSAGES.wrongType,
    ],
    ['plain text named .png', Buffer.from('Hemoglobin 13.5 g/dL\n'), 'image/png', MESSAGES.wrongType],
    [
      'a corrupt PDF',
      Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >> endobj\n%%EOF'),
      'application/pdf',
      MESSAGES.unreadablePdf,
    ],
    [
      'a password-protected PDF',
      writeTextPdf([items], { encrypted: true }),
      'application/pdf',
      MESSAGES.encrypted,
    ],
    [
      'a PDF with JavaScript',
      writeTextPdf([items], { catalogExtra: '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>' }),
      'application/pdf',
      MESSAGES.javascript,
    ],
    [
      'a PDF with too many pages',
      writeTextPdf(Array.from({ length: 41 }, () => items)),
      'application/pdf',
      MESSAGES.tooManyPages(41),
    ],
    [
      'an image declaring 60000 × 60000 pixels',
      pngDeclaring(60_000, 60_000),
      'image/png',
      MESSAGES.imageTooLarge,
    ],
    ['a truncated PNG', pngDeclaring(800, 600).subarray(0, 40), 'image/png', MESSAGES.unreadableImage],
  ] as const)('refuses %s', async (_name, bytes, mime, message) => {
    const out = await extractReport(bytes, mime, deps());
    // Refused documents are not kept by the upload (reports-service answers 422 and deletes them).
    expect(out).toMatchObject({ status: 'failed', message, results: [], refused: true });
  });

  it('throws only for programmer errors', async () => {
    await expect(
      extractReport(Buffer.from('x'), 'image/png', { ocr: pool, pageWorkLimitMs: 0 }),
    ).rejects.toThrow(TypeError);
  });
});

describe('single-test reports', () => {
  it('is processed when its only result row was read', async () => {
    const pdf = writeTextPdf([
      [
        { x: 40, y: 60, text: 'Collected: 05/02/2024' },
        { x: 40, y: 100, text: 'HbA1c' },
        { x: 200, y: 100, text: '5.4' },
        { x: 260, y: 100, text: '%' },
        { x: 320, y: 100, text: '4.0 - 5.6' },
      ],
    ]);
    const out = await extractReport(pdf, 'application/pdf', deps());
    expect(out).toMatchObject({ status: 'processed', message: 'We found 1 result in your report.' });
  });
});
