import { execFileSync } from 'node:child_process';
import sharp from 'sharp';

/**
 * Test documents made from scratch, so the labs tests do not depend on the shared fixtures: a minimal PDF
 * writer (standard Helvetica, positioned text, optional image pages) and SVG text rendered to images.
 * Test-only code; nothing in production imports it.
 */

export interface PdfText {
  /** Left edge and baseline, in points from the top-left corner of an A4 page. */
  x: number;
  y: number;
  text: string;
  size?: number;
  bold?: boolean;
}

export interface PdfOptions {
  /** Write the text of each page column by column (as some report generators do) instead of row by row. */
  columnOrder?: boolean;
  /** Raw dictionary entries added to the catalog (e.g. an /OpenAction with JavaScript). */
  catalogExtra?: string;
  /** Add a standard-security /Encrypt dictionary whose empty user password does not open the file. */
  encrypted?: boolean;
}

const A4 = { width: 595.28, height: 841.89 };

/** WinAnsi bytes for the PDF standard fonts; characters outside it become "?". */
function winAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code >= 32 && code < 127) out += ch;
    else if (code >= 160 && code <= 255) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += '?';
  }
  return out;
}

function assemble(objects: string[], trailerExtra = ''): Buffer {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const chunk = Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    chunks.push(chunk);
    offset += chunk.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n`,
    '0000000000 65535 f \n',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('');
  chunks.push(
    Buffer.from(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${offset}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(chunks);
}

function stream(content: string | Buffer, dict = ''): string {
  const data = typeof content === 'string' ? content : content.toString('latin1');
  return `<< ${dict} /Length ${Buffer.byteLength(data, 'latin1')} >>\nstream\n${data}\nendstream`;
}

/** Text outside WinAnsi (Chinese): written with the Type0 font below. */
const needsUnicodeFont = (text: string): boolean => [...text].some((ch) => ch.codePointAt(0)! > 0xff);

/** A string of the Type0 font: two-byte codes (Identity-H), each the character's own code point (BMP only). */
function identityHex(text: string): string {
  return [...text].map((ch) => Math.min(ch.codePointAt(0)!, 0xffff).toString(16).padStart(4, '0')).join('');
}

/**
 * A Type0 (CID) font with Identity-H encoding and a ToUnicode map, as Chinese report generators write their
 * text layer; the font program is not embedded (only the text layer is read). CID = Unicode code point, so the
 * ToUnicode map is the identity over the BMP; ASCII half-width, the rest full-width.
 */
function unicodeFontObjects(first: number): string[] {
  const ranges: string[] = [];
  for (let hi = 0; hi < 256; hi++) {
    const h = hi.toString(16).padStart(2, '0');
    ranges.push(`<${h}00> <${h}ff> <${h}00>`);
  }
  const blocks: string[] = [];
  for (let i = 0; i < ranges.length; i += 100) {
    const part = ranges.slice(i, i + 100);
    blocks.push(`${part.length} beginbfrange\n${part.join('\n')}\nendbfrange`);
  }
  const cmap = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <0000> <ffff> endcodespacerange',
    ...blocks,
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
  return [
    `<< /Type /Font /Subtype /Type0 /BaseFont /SimSun /Encoding /Identity-H /DescendantFonts [${first + 1} 0 R] /ToUnicode ${first + 2} 0 R >>`,
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /SimSun /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${first + 3} 0 R /DW 1000 /W [32 126 500] /CIDToGIDMap /Identity >>`,
    stream(cmap),
    '<< /Type /FontDescriptor /FontName /SimSun /Flags 6 /FontBBox [0 -141 1000 859] /ItalicAngle 0 /Ascent 859 /Descent -141 /CapHeight 700 /StemV 80 >>',
  ];
}

/** A text PDF: one array of positioned strings per page (Chinese text in a Type0 font, see unicodeFontObjects). */
export function writeTextPdf(pages: PdfText[][], opts: PdfOptions = {}): Buffer {
  // 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, 5–8 the Type0 font, then page + content per page,
  // then /Encrypt.
  const objects: string[] = ['', '', '', '', ...unicodeFontObjects(5)];
  const kids: string[] = [];
  for (const items of pages) {
    const ordered = [...items];
    if (opts.columnOrder) ordered.sort((a, b) => a.x - b.x || a.y - b.y);
    const ops = ordered
      .map((t) => {
        const at = `1 0 0 1 ${t.x.toFixed(2)} ${(A4.height - t.y).toFixed(2)} Tm`;
        return needsUnicodeFont(t.text)
          ? `BT /F3 ${t.size ?? 9} Tf ${at} <${identityHex(t.text)}> Tj ET`
          : `BT /${t.bold ? 'F2' : 'F1'} ${t.size ?? 9} Tf ${at} (${winAnsi(t.text)}) Tj ET`;
      })
      .join('\n');
    const contentId = objects.length + 2;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 5 0 R >> >> /Contents ${contentId} 0 R >>`,
    );
    kids.push(`${objects.length} 0 R`);
    objects.push(stream(ops));
  }
  let trailerExtra = '';
  if (opts.encrypted) {
    objects.push(`<< /Filter /Standard /V 1 /R 2 /O <${'11'.repeat(32)}> /U <${'22'.repeat(32)}> /P -4 >>`);
    trailerExtra = `/Encrypt ${objects.length} 0 R /ID [<${'33'.repeat(16)}> <${'33'.repeat(16)}>] `;
  }
  objects[0] = `<< /Type /Catalog /Pages 2 0 R ${opts.catalogExtra ?? ''}>>`;
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${kids.length} >>`;
  objects[2] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  return assemble(objects, trailerExtra);
}

export interface ScanOptions {
  /** Draw the image over the top half of an A4 page only (not a full-page scan: the page must be rendered). */
  halfPage?: boolean;
  /** An invisible text layer (rendering mode 3), like a scanner's OCR layer; garbage here tests the fallback. */
  hiddenText?: string;
}

/** A "scanned" PDF: each page is one greyscale JPEG (full page unless `halfPage`), optionally with hidden text. */
export async function writeScannedPdf(pageImages: Buffer[], opts: ScanOptions = {}): Promise<Buffer> {
  const objects: string[] = ['', ''];
  const kids: string[] = [];
  for (const img of pageImages) {
    const { data, info } = await sharp(img)
      .greyscale()
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    const imageId = objects.length + 1;
    objects.push(
      stream(
        data,
        `/Type /XObject /Subtype /Image /Width ${info.width} /Height ${info.height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode`,
      ),
    );
    // Fit the image to the page width, keeping its aspect ratio.
    const h = (A4.width * info.height) / info.width;
    const pageH = opts.halfPage ? A4.height : h;
    const contentId = objects.length + 2;
    const fontId = objects.length + 3;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${pageH.toFixed(2)}] /Resources << /XObject << /Im1 ${imageId} 0 R >> /Font << /F1 ${fontId} 0 R >> >> /Contents ${contentId} 0 R >>`,
    );
    kids.push(`${objects.length} 0 R`);
    const hidden = opts.hiddenText
      ? ` BT 3 Tr /F1 9 Tf 1 0 0 1 20 20 Tm (${winAnsi(opts.hiddenText)}) Tj ET`
      : '';
    objects.push(
      stream(`q ${A4.width} 0 0 ${h.toFixed(2)} 0 ${(pageH - h).toFixed(2)} cm /Im1 Do Q${hidden}`),
    );
    objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  }
  objects[0] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${kids.length} >>`;
  return assemble(objects);
}

export interface ImageText {
  x: number;
  y: number;
  text: string;
  size?: number;
  bold?: boolean;
}

/**
 * The first installed font with Han (Chinese) glyphs, from fontconfig, or null: librsvg falls back to it for the
 * characters DejaVu Sans lacks. Debian: fonts-wqy-zenhei or fonts-noto-cjk.
 */
export function cjkFont(): string | null {
  try {
    const out = execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8', timeout: 5000 });
    return (
      out
        .split('\n')
        .find((l) => l.trim())
        ?.split(',')[0]
        ?.trim() ?? null
    );
  } catch {
    return null;
  }
}

const escapeXml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Render lines of text to an image (DejaVu Sans via librsvg), optionally rotated like a hand-held photo. */
export async function renderTextImage(
  items: ImageText[],
  opts: { width: number; height: number; rotate?: number; format?: 'png' | 'jpeg' | 'tiff' },
): Promise<Buffer> {
  const texts = items
    .map(
      (t) =>
        `<text x="${t.x}" y="${t.y}" font-family="DejaVu Sans" font-size="${t.size ?? 24}"${t.bold ? ' font-weight="bold"' : ''}>${escapeXml(t.text)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${opts.width}" height="${opts.height}"><rect width="100%" height="100%" fill="#fafaf7"/>${texts}</svg>`;
  let img = sharp(Buffer.from(svg));
  if (opts.rotate) img = sharp(await img.png().toBuffer()).rotate(opts.rotate, { background: '#fafaf7' });
  const format = opts.format ?? 'png';
  if (format === 'jpeg') return img.jpeg({ quality: 88 }).toBuffer();
  if (format === 'tiff') return img.greyscale().tiff({ compression: 'lzw' }).toBuffer();
  return img.png().toBuffer();
}

/** A table-style lab report laid out in columns: the same rows serve the PDF and the image tests. */
export const SAMPLE_REPORT = {
  header: [
    'City Lab Diagnostics',
    'Patient: Mr. Test Person',
    'Age / Sex : 45 Y / Male',
    'Collected : 12/03/2024 08:15',
  ],
  columns: ['Test', 'Result', 'Unit', 'Reference Range'],
  rows: [
    ['Haemoglobin', '13.5', 'g/dL', '13.0 - 17.0'],
    ['Total Leucocyte Count', '7,850', 'cells/cumm', '4000 - 10000'],
    ['Fasting Blood Sugar', '108 H', 'mg/dL', '70 - 100'],
    ['SGPT (ALT)', '56 H', 'U/L', '< 40'],
    ['Vitamin D (25-OH)', '24.6 L', 'ng/mL', '30 - 100'],
    ['TSH', '2.84', 'µIU/mL', '0.27 - 4.20'],
    ['HDL Cholesterol', '38 L', 'mg/dL', '> 40'],
  ],
  comment: 'Note: HbA1c of 6.5 % or above on two occasions is diagnostic; 5.7 - 6.4 % indicates prediabetes.',
  expected: [
    { code: 'HGB', value: 13.5, unit: 'g/dL', refLow: 13, refHigh: 17, flag: 'normal' },
    { code: 'WBC', value: 7850, unit: 'cells/cumm', refLow: 4000, refHigh: 10000, flag: 'normal' },
    { code: 'GLU_FASTING', value: 108, unit: 'mg/dL', refLow: 70, refHigh: 100, flag: 'high' },
    { code: 'ALT', value: 56, unit: 'U/L', refLow: null, refHigh: 40, flag: 'high' },
    { code: 'VITD_25OH', value: 24.6, unit: 'ng/mL', refLow: 30, refHigh: 100, flag: 'low' },
    { code: 'TSH', value: 2.84, unit: 'µIU/mL', refLow: 0.27, refHigh: 4.2, flag: 'normal' },
    { code: 'HDL', value: 38, unit: 'mg/dL', refLow: 40, refHigh: null, flag: 'low' },
  ],
} as const;

const COLUMN_X = [40, 230, 300, 390];

/** SAMPLE_REPORT as positioned PDF text (points). */
export function sampleReportPdfItems(): PdfText[] {
  const items: PdfText[] = SAMPLE_REPORT.header.map((text, i) => ({
    x: 40,
    y: 50 + i * 14,
    text,
    size: i === 0 ? 14 : 9,
    bold: i === 0,
  }));
  SAMPLE_REPORT.columns.forEach((text, i) => items.push({ x: COLUMN_X[i]!, y: 130, text, bold: true }));
  SAMPLE_REPORT.rows.forEach((row, r) =>
    row.forEach((text, i) => items.push({ x: COLUMN_X[i]!, y: 150 + r * 16, text })),
  );
  items.push({ x: 40, y: 150 + SAMPLE_REPORT.rows.length * 16 + 20, text: SAMPLE_REPORT.comment, size: 8 });
  return items;
}

/** SAMPLE_REPORT as image text (pixels, ~200 dpi). */
export function sampleReportImageItems(): ImageText[] {
  const s = 2.8;
  return sampleReportPdfItems().map((t) => ({
    x: Math.round(t.x * s),
    y: Math.round(t.y * s),
    text: t.text,
    size: Math.round((t.size ?? 9) * s),
    bold: t.bold,
  }));
}
