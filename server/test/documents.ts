/**
 * Test documents made by our own code, so tests do not depend on ../shared: a minimal text PDF, and images in every
 * accepted format.
 */
import sharp from 'sharp';

/** A PDF from hand-written objects (object 1 is the catalog), with a correct xref table. */
export function pdfFromObjects(objects: string[], trailerExtra = ''): Buffer {
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) pdf += `${String(o).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A valid one-page PDF showing the given lines in Helvetica (PDF 1.4). */
export function textPdf(lines: string[]): Buffer {
  const escape = (s: string) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
  const content = [
    'BT',
    '/F1 11 Tf',
    '14 TL',
    '50 780 Td',
    ...lines.map((l) => `(${escape(l)}) '`),
    'ET',
  ].join('\n');
  return pdfFromObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ]);
}

export type ImageFormat = 'png' | 'jpeg' | 'tiff' | 'webp';

/** A small grey image with a dark band, in the given format. */
export async function image(format: ImageFormat, width = 64, height = 48): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height, 230);
  pixels.fill(20, width * Math.floor(height / 2), width * (Math.floor(height / 2) + 4));
  const img = sharp(pixels, { raw: { width, height, channels: 1 } });
  if (format === 'png') return img.png().toBuffer();
  if (format === 'jpeg') return img.jpeg().toBuffer();
  if (format === 'webp') return img.webp().toBuffer();
  return img.tiff().toBuffer();
}

/** A multipart/form-data body with one file part (for app.inject). */
export function multipartFile(
  bytes: Buffer,
  filename: string,
  options: { field?: string; contentType?: string; extraFiles?: number } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----vitalplan${Math.random().toString(16).slice(2)}`;
  const part = (field: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${options.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        'utf8',
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
  const parts = [part(options.field ?? 'file')];
  for (let i = 0; i < (options.extraFiles ?? 0); i++) parts.push(part(`file${i + 2}`));
  const payload = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A multipart/form-data body with text fields and, optionally, one file (for app.inject). */
export function multipartForm(
  fields: Record<string, string>,
  file?: { field: string; bytes: Buffer; filename: string; contentType?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----vitalplan${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      'utf8',
    ),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        'utf8',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  const payload = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * A small lab report whose text layer the extractor reads directly (one result). Use it for uploads that are
 * incidental to a test: a PDF without results makes the extractor fall back to OCR, which is slow.
 */
export function reportPdf(label = 'Test report'): Buffer {
  return textPdf([label, 'Test  Result  Unit  Reference Range', 'Haemoglobin  14.1  g/dL  13.0 - 17.0']);
}
