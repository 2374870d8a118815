import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  darkenFadedInk,
  estimateSkew,
  flattenLighting,
  ImageRejectedError,
  prepareForOcr,
  removeRules,
} from './image-prep';
import { renderTextImage } from '../../test/lab-documents/test-documents';
import { degrade } from '../../test/lab-documents/lab-generator/render';
import { Random } from '../../test/lab-documents/lab-generator/random';

async function grey(png: Buffer): Promise<{ px: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { px: data, width: info.width, height: info.height };
}

const lines = Array.from({ length: 12 }, (_, i) => ({
  x: 60,
  y: 80 + i * 60,
  text: `Result line ${i + 1}   12.5 mg/dL   10 - 20`,
  size: 32,
}));

describe('image preparation', () => {
  it('measures the tilt of text lines', async () => {
    for (const angle of [-3, 2]) {
      const png = await renderTextImage(lines, { width: 1400, height: 900, rotate: angle });
      const { px, width, height } = await grey(png);
      // Lines turned clockwise fall to the right: positive skew.
      expect(estimateSkew(px, width, height)).toBeCloseTo(angle, 0);
    }
  });

  it('flattens a shadow across the page', () => {
    const width = 400;
    const height = 200;
    const px = Buffer.alloc(width * height);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) px[y * width + x] = 240 - Math.round((x / width) * 120);
    flattenLighting(px, width, height);
    expect(Math.min(...px)).toBeGreaterThan(200);
  });

  it('erases table rules but keeps characters', () => {
    const width = 300;
    const height = 200;
    const px = Buffer.alloc(width * height, 255);
    for (let x = 0; x < width; x++) px[100 * width + x] = 0; // a rule
    for (let y = 20; y < 50; y++) px[y * width + 150] = 0; // a character stroke
    removeRules(px, width, height);
    expect(px[100 * width + 10]).toBe(255);
    expect(px[30 * width + 150]).toBe(0);
  });

  it('keeps a blurred bold word whose letters run together at mid-height', () => {
    // Issue 32: on a faded, blurred phone photo "Haemoglobin" was one 120 px run of ink at mid-height and was
    // erased as a rule, so the result was never read.
    const width = 600;
    const height = 200;
    const px = Buffer.alloc(width * height, 255);
    for (let x = 100; x < 240; x++) {
      px[80 * width + x] = 150; // the blur that joins the letters across their 2 px gaps
      if (x % 7 < 5) for (let y = 68; y < 92; y++) px[y * width + x] = 40; // blurred bold letters, 5 px wide
    }
    for (let x = 50; x < 550; x++) for (let y = 150; y < 153; y++) px[y * width + x] = 90; // a rule
    for (let y = 138; y < 153; y++) px[y * width + 300] = 0; // a digit touching it
    removeRules(px, width, height);
    expect(px[80 * width + 154]).toBe(40);
    expect(px[80 * width + 153]).toBe(150);
    expect(px[151 * width + 60]).toBe(255);
    expect(px[151 * width + 500]).toBe(255);
  });

  it('straightens and upscales a small photo', async () => {
    const png = await renderTextImage(lines, { width: 1400, height: 900, rotate: 2 });
    const out = await prepareForOcr({ kind: 'encoded', bytes: png });
    expect(out.scale).toBeGreaterThan(1.5);
    expect(Math.abs(out.skewDegrees - 2)).toBeLessThan(0.6);
    expect(out.pixels.length).toBe(out.width * out.height);
  });

  it('cuts a page photographed at an angle out of the desk around it and makes it rectangular', async () => {
    // Issue 32: phone photos (keystone, turned 4°, the page not filling the frame) were read with the desk.
    const page = await renderTextImage(lines, { width: 1400, height: 1000 });
    const photo = await degrade(
      page,
      { perspective: 0.12, rotate: 4, frame: 0.1, background: '#6e5f50', shadow: 0.4, jpegQuality: 60 },
      new Random(7),
    );
    const out = await prepareForOcr({ kind: 'encoded', bytes: photo });
    expect(out.pageOutline).not.toBeNull();
    // The page's own proportions (1.4), not the photo's (desk included).
    expect(out.width / out.height).toBeGreaterThan(1.33);
    expect(out.width / out.height).toBeLessThan(1.47);
    expect(Math.abs(out.skewDegrees)).toBeLessThan(0.6);
  });

  it('leaves a scan without a desk as it is', async () => {
    const png = await renderTextImage(lines, { width: 1400, height: 900, rotate: 2 });
    expect((await prepareForOcr({ kind: 'encoded', bytes: png })).pageOutline).toBeNull();
  });

  it('darkens faded print on grey paper but leaves black ink alone', () => {
    const faded = Buffer.alloc(10_000, 255);
    faded.fill(140, 0, 300); // 3 % faded ink
    darkenFadedInk(faded);
    expect(faded[0]).toBeLessThanOrEqual(40);
    expect(faded[5000]).toBe(255);
    const black = Buffer.alloc(10_000, 255);
    black.fill(20, 0, 300);
    black.fill(140, 300, 600);
    darkenFadedInk(black);
    expect(black[0]).toBe(20);
    expect(black[400]).toBe(140);
    // A blank page's grain is not ink.
    const blank = Buffer.alloc(10_000, 255);
    blank.fill(235, 0, 300);
    darkenFadedInk(blank);
    expect(blank[0]).toBe(235);
  });

  it('refuses undecodable images', async () => {
    await expect(
      prepareForOcr({ kind: 'encoded', bytes: Buffer.from('not an image') }),
    ).rejects.toBeInstanceOf(ImageRejectedError);
  });
});
