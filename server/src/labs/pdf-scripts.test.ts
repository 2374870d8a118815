import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pdfFromObjects } from '../../test/documents';
import { pdfScriptLocation } from './pdf-scripts';
import { openPdf, PdfRejectedError } from './pdf-text';
import { writeScannedPdf } from '../../test/lab-documents/test-documents';

const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] EXTRA >>';
const onePage = (catalogExtra = '', pageExtra = '', more: string[] = []): Buffer =>
  pdfFromObjects([
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    PAGE.replace('EXTRA', pageExtra),
    ...more,
  ]);
const ALERT = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';

/** A ~1 MB greyscale JPEG scan whose compressed bytes contain "/JS" and "/JavaScript" by chance. */
async function scanWithJsBytes(): Promise<Buffer> {
  const width = 1500;
  const height = 1900;
  const noise = Buffer.alloc(width * height);
  let seed = 7;
  for (let i = 0; i < noise.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    noise[i] = 128 + ((seed >> 16) % 90);
  }
  const photo = await sharp(noise, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
  const pdf = await writeScannedPdf([photo]);
  // Overwrite a few bytes inside the entropy-coded image data, as chance does in ~4 % of real scans.
  const data = pdf.indexOf('stream\n', pdf.indexOf('/DCTDecode')) + 'stream\n'.length;
  pdf.write('/JS /JavaScript', data + 50_000, 'latin1');
  return pdf;
}

describe('PDF JavaScript check by parsing', () => {
  it('accepts a 1 MB scan whose image bytes happen to contain /JS', async () => {
    const pdf = await scanWithJsBytes();
    expect(pdf.length).toBeGreaterThan(900_000);
    expect(pdf.includes('/JS')).toBe(true); // the old raw-byte search refused this file
    expect(await pdfScriptLocation(pdf)).toBeNull();
    const doc = await openPdf(pdf);
    expect(doc.numPages).toBe(1);
    await doc.destroy();
  }, 60_000);

  it.each([
    ['an OpenAction script', onePage(`/OpenAction ${ALERT}`), /OpenAction/],
    [
      'an OpenAction chained through /Next',
      onePage(`/OpenAction << /S /GoTo /D [3 0 R /Fit] /Next ${ALERT} >>`),
      /Next/,
    ],
    ['a catalog additional action', onePage(`/AA << /WC ${ALERT} >>`), /AA/],
    ['a page-open action', onePage('', `/AA << /O ${ALERT} >>`), /Kids\/0\/AA/],
    [
      'a link annotation script',
      onePage('', `/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 50 50] /A ${ALERT} >>]`),
      /Annots\/0\/A/,
    ],
    [
      'a Names tree script',
      onePage('/Names << /JavaScript << /Names [(x) 4 0 R] >> >>', '', [ALERT]),
      /Names\/JavaScript/,
    ],
  ])('finds %s', async (_name, pdf, where) => {
    expect(await pdfScriptLocation(pdf)).toMatch(where);
    await expect(openPdf(pdf)).rejects.toSatisfy(
      (e) => e instanceof PdfRejectedError && e.reason === 'javascript',
    );
  });

  it('finds a script hidden in a compressed object stream, where no byte search sees it', async () => {
    const inner = `5 0 ${ALERT}`;
    const packed = deflateSync(Buffer.from(inner, 'latin1'));
    const objStm = `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n${packed.toString('latin1')}\nendstream`;
    const pdf = onePage('/OpenAction 5 0 R', '', [objStm]);
    expect(pdf.includes('/JS')).toBe(false);
    expect(await pdfScriptLocation(pdf)).toMatch(/OpenAction/);
  });

  it('finds nothing in an ordinary text PDF', async () => {
    expect(
      await pdfScriptLocation(
        onePage(
          '',
          '/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 5 5] /A << /S /URI /URI (https://example.org) >> >>]',
        ),
      ),
    ).toBeNull();
  });
});
