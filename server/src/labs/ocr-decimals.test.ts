import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { REVIEW_LIMITS } from './limits';
import { recoverDecimalPoints } from './ocr-decimals';
import { renderTextImage } from '../../test/lab-documents/test-documents';

/** Render one number and give its pixels plus a word box around it, as tesseract would report it. */
async function word(
  printed: string,
  ocrText: string,
  opts: { bold?: boolean; size?: number; speck?: boolean; blur?: number } = {},
): Promise<{ text: string; confidence: number }> {
  const size = opts.size ?? 36;
  const png = await renderTextImage([{ x: 20, y: 60, text: printed, size, bold: opts.bold }], {
    width: 300,
    height: 90,
  });
  // A blurred photo of faded ink on grey paper: the point's few pixels blur out lighter than the digits' strokes.
  const image = opts.blur ? sharp(png).blur(opts.blur).linear(0.85, 20) : sharp(png);
  const { data, info } = await image.greyscale().raw().toBuffer({ resolveWithObject: true });
  // Tight box around the ink, like tesseract's word box.
  let x0 = info.width,
    x1 = 0,
    y0 = info.height,
    y1 = 0;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[y * info.width + x]! < 128) {
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
        y0 = Math.min(y0, y);
        y1 = Math.max(y1, y);
      }
    }
  }
  if (opts.speck) data[(y1 - 2) * info.width + Math.round((x0 + x1) / 2)] = 0; // one-pixel noise
  return recoverDecimalPoints([{ text: ocrText, confidence: 90, x0, y0, x1, y1 }], {
    pixels: data,
    width: info.width,
    height: info.height,
  })[0]!;
}

const text = async (...args: Parameters<typeof word>): Promise<string> => (await word(...args)).text;

describe('recoverDecimalPoints', () => {
  it('puts back a decimal point tesseract dropped', async () => {
    expect(await text('17.3', '173')).toBe('17.3');
    expect(await text('10.4', '104', { bold: true })).toBe('10.4');
    expect(await text('4.5', '45', { size: 30 })).toBe('4.5');
    expect(await text('0.82', '082')).toBe('0.82');
  });

  it('keeps a flag after the number and reads a decimal comma as a comma', async () => {
    expect(await text('24.6 L', '246L')).toBe('24.6L');
    expect(await text('13,1', '131')).toBe('13,1');
    // A percent sign read into the same word as the number.
    expect(await text('2.8%', '28%')).toBe('2.8%');
    expect(await text('1,3%', '13%')).toBe('1,3%');
    expect(await text('12%', '12%')).toBe('12%');
    expect(await text('84.9H%', '849H%')).toBe('84.9H%');
  });

  it('leaves real integers and noise alone', async () => {
    expect(await text('173', '173')).toBe('173');
    expect(await text('128', '128', { speck: true })).toBe('128');
    expect(await text('4.5', '4.5')).toBe('4.5');
  });

  it('finds a point that blur and faded ink left lighter than the digits, and has the value checked', async () => {
    // Issue 32: a steep, faded phone photo of an SI report read 7.4 mmol/L as 74 and 1.3 as 13.
    const cases: [printed: string, read: string][] = [
      ['7.4', '74'],
      ['1.3', '13'],
      ['5.6', '56'],
    ];
    for (const [printed, read] of cases) {
      const out = await word(printed, read, { size: 22, blur: 1.6 });
      expect(out.text).toBe(printed);
      expect(out.confidence).toBeLessThan(REVIEW_LIMITS.minWordConfidence);
    }
    // Blurred integers stay integers.
    expect(await text('74', '74', { size: 22, blur: 1.6 })).toBe('74');
    expect(await text('11', '11', { size: 22, blur: 1.6 })).toBe('11');
    // A point found at the usual threshold keeps the word's confidence.
    expect((await word('17.3', '173')).confidence).toBe(90);
  });
});
