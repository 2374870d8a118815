import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { IMAGE_LIMITS } from './limits';
import { findPageOutline, rectifyPage, type Quad } from './page-outline';

/** An image to prepare: encoded bytes (JPEG/PNG/TIFF/...) or decoded pixels (e.g. a PDF page image). */
export type ImageSource =
  | { kind: 'encoded'; bytes: Buffer; frame?: number }
  | { kind: 'raw'; data: Buffer; width: number; height: number; channels: 1 | 2 | 3 | 4 };

export interface PreparedImage {
  /** Greyscale PNG ready for OCR. */
  png: Buffer;
  /** The same image as raw 8-bit grey pixels (row-major). */
  pixels: Buffer;
  width: number;
  height: number;
  /** Resize factor applied to the source. */
  scale: number;
  /** Rotation that was undone, in degrees (positive = the source was turned clockwise). */
  skewDegrees: number;
  /** Clockwise quarter turn applied to put the page upright (0 when it was read as it lies). */
  quarterTurn: 0 | 90 | 180 | 270;
  /** The photographed page's corners (in the upright, resized photo) when it was cut out of its desk. */
  pageOutline: Quad | null;
  ms: number;
}

/** Thrown when an image cannot be decoded or breaks the size limits; the message is safe to show. */
export class ImageRejectedError extends Error {
  override name = 'ImageRejectedError';
}

function open(src: ImageSource): Sharp {
  const options: SharpOptions = {
    // A decompression bomb declares huge dimensions in a tiny file: refuse before decoding.
    limitInputPixels: IMAGE_LIMITS.maxInputPixels,
    // Phone photos are often slightly truncated or carry odd metadata; decode what is there.
    failOn: 'error',
  };
  if (src.kind === 'raw') {
    return sharp(src.data, {
      ...options,
      raw: { width: src.width, height: src.height, channels: src.channels },
    });
  }
  return sharp(src.bytes, { ...options, page: src.frame ?? 0 });
}

/** Number of frames (TIFF pages, ...) in an encoded image; throws ImageRejectedError if unreadable. */
export async function countFrames(bytes: Buffer): Promise<number> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: IMAGE_LIMITS.maxInputPixels }).metadata();
    const { width = 0, height = 0 } = meta;
    if (width * height > IMAGE_LIMITS.maxInputPixels) throw new ImageRejectedError('image too large');
    return Math.max(1, meta.pages ?? 1);
  } catch (err) {
    if (err instanceof ImageRejectedError) throw err;
    throw new ImageRejectedError(describeSharpError(err));
  }
}

function describeSharpError(err: unknown): string {
  const msg = err instanceof Error ? err.message : String(err);
  if (/pixel limit/i.test(msg)) return 'image too large';
  return 'image could not be decoded';
}

/**
 * Greyscale, upscale small images to roughly 300 dpi page size, flatten uneven lighting, stretch contrast and
 * undo small rotations: tesseract binarises globally (Otsu), so shadows and tilted rows are what hurt it most.
 */
export async function prepareForOcr(
  src: ImageSource,
  quarterTurn: 0 | 90 | 180 | 270 = 0,
): Promise<PreparedImage> {
  const t0 = performance.now();
  try {
    const meta = await open(src).metadata();
    const upright = meta.autoOrient ?? meta;
    // A sideways page (see OcrPool.orientation) swaps its sides once turned.
    const [srcW, srcH] =
      quarterTurn % 180 === 0
        ? [upright.width ?? 0, upright.height ?? 0]
        : [upright.height ?? 0, upright.width ?? 0];
    if (!srcW || !srcH) throw new ImageRejectedError('image could not be decoded');
    const longSide = Math.max(srcW, srcH);
    // Small photos are upscaled to ~300 dpi page size; very large ones (12 MP phone photos, 600 dpi scans)
    // are brought down to a size that still has ~300 dpi text but OCRs in a fraction of the time.
    const scale =
      longSide > IMAGE_LIMITS.maxLongSide
        ? IMAGE_LIMITS.maxLongSide / longSide
        : clamp(IMAGE_LIMITS.targetLongSide / longSide, 1, IMAGE_LIMITS.maxUpscale);
    const width = Math.round(srcW * scale);

    // EXIF orientation of phone photos first, then the quarter turn that puts the page upright.
    const oriented = quarterTurn
      ? sharp(await open(src).rotate().png().toBuffer()).rotate(quarterTurn)
      : open(src).rotate();
    const { data, info } = await oriented
      .flatten({ background: '#ffffff' }) // transparent areas are paper, not ink
      .greyscale()
      .resize({ width, kernel: scale > 1 ? 'cubic' : 'lanczos3' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    let page = { pixels: info.channels === 1 ? data : firstChannel(data, info.channels), ...info };
    // A phone photo of a page on a desk: cut the page out and undo the keystone before anything else.
    const pageOutline = findPageOutline(page.pixels, page.width, page.height);
    // The page keeps the resolution it has in the photo: enlarging it further cost OCR time and read no better
    // (independent set's hard photos, generated phone photos).
    if (pageOutline) page = { ...page, ...rectifyPage(page.pixels, page.width, page.height, pageOutline) };
    const grey = page.pixels;
    // A page cut out of its photo has no desk left: a deep shadow reaching its edge is paper, not desk.
    flattenLighting(grey, page.width, page.height, !pageOutline);
    darkenFadedInk(grey);
    const skew = estimateSkew(grey, page.width, page.height);

    let pipeline = sharp(grey, { raw: { width: page.width, height: page.height, channels: 1 } });
    if (Math.abs(skew) >= IMAGE_LIMITS.minDeskewDegrees) {
      pipeline = pipeline.rotate(-skew, { background: { r: 255, g: 255, b: 255 } });
    }
    const out = await pipeline.raw().toBuffer({ resolveWithObject: true });
    const pixels = out.info.channels === 1 ? out.data : firstChannel(out.data, out.info.channels);
    removeRules(pixels, out.info.width, out.info.height);
    const png = await encodePng(pixels, out.info.width, out.info.height);
    return {
      png,
      pixels,
      width: out.info.width,
      height: out.info.height,
      scale,
      skewDegrees: skew,
      quarterTurn,
      pageOutline,
      ms: performance.now() - t0,
    };
  } catch (err) {
    if (err instanceof ImageRejectedError) throw err;
    throw new ImageRejectedError(describeSharpError(err));
  }
}

function encodePng(pixels: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(pixels, { raw: { width, height, channels: 1 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/**
 * A second rendering of a prepared page for a second OCR opinion: a hard contrast curve that turns paper
 * grain white and faint ink black. Tesseract makes different mistakes on the two renderings (narrow digits
 * such as "111", digits touching rules), so reading both and keeping the better-supported value per row
 * recovers many single-pass errors.
 */
export async function highContrastVariant(img: PreparedImage): Promise<PreparedImage> {
  const t0 = performance.now();
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) {
    // Undo the ink gamma to get back the paper-relative brightness, then stretch [lo, hi] to [0, 255].
    const n = Math.pow(v / 255, 1 / IMAGE_LIMITS.inkGamma);
    const { contrastLow: lo, contrastHigh: hi } = IMAGE_LIMITS;
    lut[v] = Math.round(255 * clamp((n - lo) / (hi - lo), 0, 1));
  }
  const pixels = Buffer.alloc(img.pixels.length);
  for (let i = 0; i < pixels.length; i++) pixels[i] = lut[img.pixels[i]!]!;
  const png = await encodePng(pixels, img.width, img.height);
  return { ...img, png, pixels, ms: performance.now() - t0 };
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}

function firstChannel(data: Buffer, channels: number): Buffer {
  const out = Buffer.alloc(data.length / channels);
  for (let i = 0, j = 0; j < out.length; i += channels, j++) out[j] = data[i] ?? 255;
  return out;
}

/**
 * Divide each pixel by a local estimate of the paper brightness (the brightest pixels of coarse tiles,
 * smoothed), then stretch: shadows, vignetting and yellowed paper become white while ink stays dark.
 * With `maskDesk`, dark areas reached from the image border (the desk around a photographed page) become white.
 */
export function flattenLighting(px: Buffer, width: number, height: number, maskDesk = true): void {
  const tile = IMAGE_LIMITS.backgroundTile;
  const tw = Math.ceil(width / tile);
  const th = Math.ceil(height / tile);
  const tiles = new Float32Array(tw * th);
  const hist = new Uint32Array(256);
  for (let ty = 0; ty < th; ty++) {
    for (let tx = 0; tx < tw; tx++) {
      hist.fill(0);
      let n = 0;
      const y1 = Math.min(height, (ty + 1) * tile);
      const x1 = Math.min(width, (tx + 1) * tile);
      for (let y = ty * tile; y < y1; y += 2) {
        const row = y * width;
        for (let x = tx * tile; x < x1; x += 2) {
          hist[px[row + x] ?? 255]!++;
          n++;
        }
      }
      // A high percentile rather than the maximum: robust to specks of glare.
      let acc = 0;
      let v = 255;
      const target = n * IMAGE_LIMITS.backgroundPercentile;
      for (; v > 0; v--) {
        acc += hist[v]!;
        if (acc >= target) break;
      }
      tiles[ty * tw + tx] = Math.max(v, 1);
    }
  }
  const outside = maskDesk ? backgroundTiles(tiles, tw, th) : new Uint8Array(tiles.length);
  const smooth = smoothTiles(tiles, tw, th);
  // An exponent above 1 on the normalised value darkens faint strokes, so thin decimal points survive
  // binarisation; precomputed for the 256 possible levels.
  const ink = new Uint8Array(256);
  for (let v = 0; v < 256; v++) ink[v] = Math.round(255 * Math.pow(v / 255, IMAGE_LIMITS.inkGamma));
  // Bilinear interpolation of the tile grid back to full size, then divide.
  for (let y = 0; y < height; y++) {
    const fy = clamp((y + 0.5) / tile - 0.5, 0, th - 1);
    const y0 = Math.floor(fy);
    const y1 = Math.min(th - 1, y0 + 1);
    const wy = fy - y0;
    const row = y * width;
    const tileRow = Math.min(th - 1, Math.floor(y / tile)) * tw;
    for (let x = 0; x < width; x++) {
      if (outside[tileRow + Math.min(tw - 1, Math.floor(x / tile))]) {
        px[row + x] = 255;
        continue;
      }
      const fx = clamp((x + 0.5) / tile - 0.5, 0, tw - 1);
      const x0 = Math.floor(fx);
      const x1 = Math.min(tw - 1, x0 + 1);
      const wx = fx - x0;
      const bg =
        (smooth[y0 * tw + x0]! * (1 - wx) + smooth[y0 * tw + x1]! * wx) * (1 - wy) +
        (smooth[y1 * tw + x0]! * (1 - wx) + smooth[y1 * tw + x1]! * wx) * wy;
      px[row + x] = ink[Math.min(255, Math.round((px[row + x]! / bg) * 255))]!;
    }
  }
}

/**
 * Faded print on grey paper (a tired scanner, a toner-starved printer): after flattening, even its darkest
 * strokes are mid-grey, and blurred digits then fall apart when tesseract binarises. When the darkest ink of
 * the page is that light, stretch the grey levels so it becomes black again, the paper staying white.
 * Pages with black ink are left as they are.
 */
export function darkenFadedInk(px: Buffer): void {
  const hist = new Uint32Array(256);
  for (let i = 0; i < px.length; i += 4) hist[px[i]!]!++;
  const target = (px.length / 4) * IMAGE_LIMITS.darkestInkShare;
  let acc = 0;
  let darkest = 0;
  for (; darkest < 255; darkest++) {
    acc += hist[darkest]!;
    if (acc >= target) break;
  }
  // Black ink needs nothing; a page whose darkest pixels are nearly paper has no ink to darken (stretching it
  // would turn paper grain and JPEG noise into strokes).
  if (darkest <= IMAGE_LIMITS.fadedInkLevel || darkest > IMAGE_LIMITS.fadedInkMax) return;
  const { inkLevel } = IMAGE_LIMITS;
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) {
    lut[v] = Math.round(clamp(255 - ((255 - v) * (255 - inkLevel)) / (255 - darkest), 0, 255));
  }
  for (let i = 0; i < px.length; i++) px[i] = lut[px[i]!]!;
}

/**
 * Tiles of the desk or table around a photographed page: dark tiles reachable from the image border without
 * a jump in brightness. The page edge is such a jump, so a shadow on the page (dark, but reached from the desk
 * only across the edge) is kept. Flattening would otherwise turn the desk's texture into OCR noise.
 */
function backgroundTiles(tiles: Float32Array, tw: number, th: number): Uint8Array {
  const sorted = Array.from(tiles).sort((a, b) => a - b);
  const paper = sorted[Math.floor(sorted.length * 0.9)] ?? 255;
  const dark = (i: number): boolean => tiles[i]! < IMAGE_LIMITS.deskBrightness * paper;
  const outside = new Uint8Array(tiles.length);
  const queue: number[] = [];
  const push = (i: number): void => {
    if (!outside[i] && dark(i)) {
      outside[i] = 1;
      queue.push(i);
    }
  };
  for (let x = 0; x < tw; x++) {
    push(x);
    push((th - 1) * tw + x);
  }
  for (let y = 0; y < th; y++) {
    push(y * tw);
    push(y * tw + tw - 1);
  }
  while (queue.length) {
    const i = queue.pop()!;
    const x = i % tw;
    const y = (i - x) / tw;
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= tw || ny >= th) continue;
      const n = ny * tw + nx;
      if (tiles[n]! <= tiles[i]! * IMAGE_LIMITS.deskStep) push(n);
    }
  }
  // Keep one tile of margin: a tile straddling the page edge may hold the last row of text.
  const eroded = new Uint8Array(outside);
  for (let y = 0; y < th; y++) {
    for (let x = 0; x < tw; x++) {
      const i = y * tw + x;
      if (!outside[i]) continue;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < tw && ny < th && !outside[ny * tw + nx]) eroded[i] = 0;
        }
      }
    }
  }
  return eroded;
}

/** 3×3 maximum then mean over the tile grid: tiles covered by a large dark area borrow their neighbours' paper. */
function smoothTiles(tiles: Float32Array, tw: number, th: number): Float32Array {
  const max = new Float32Array(tiles.length);
  for (let y = 0; y < th; y++) {
    for (let x = 0; x < tw; x++) {
      let m = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          if (yy >= 0 && yy < th && xx >= 0 && xx < tw) m = Math.max(m, tiles[yy * tw + xx]!);
        }
      }
      max[y * tw + x] = m;
    }
  }
  const out = new Float32Array(tiles.length);
  for (let y = 0; y < th; y++) {
    for (let x = 0; x < tw; x++) {
      let s = 0;
      let n = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          if (yy >= 0 && yy < th && xx >= 0 && xx < tw) {
            s += max[yy * tw + xx]!;
            n++;
          }
        }
      }
      out[y * tw + x] = s / n;
    }
  }
  return out;
}

/**
 * Skew angle in degrees (positive = text lines fall to the right) by the projection-profile method: the angle
 * at which the histogram of ink rows is most peaked. Searches ±maxDeskewDegrees; 0 when there is too little ink.
 */
export function estimateSkew(px: Buffer, width: number, height: number): number {
  const step = Math.max(1, Math.round(Math.max(width, height) / IMAGE_LIMITS.skewSampleSide));
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y += step) {
    const row = y * width;
    for (let x = 0; x < width; x += step) {
      if (px[row + x]! < IMAGE_LIMITS.inkThreshold) {
        xs.push(x / step);
        ys.push(y / step);
      }
    }
  }
  if (xs.length < 200) return 0;
  const rows = Math.ceil(height / step) + Math.ceil(width / step) + 2;
  const bins = new Float64Array(rows * 2);
  const score = (deg: number): number => {
    const t = Math.tan((deg * Math.PI) / 180);
    bins.fill(0);
    const offset = rows;
    for (let i = 0; i < xs.length; i++) {
      const b = Math.round(ys[i]! - xs[i]! * t) + offset;
      bins[b]!++;
    }
    let s = 0;
    for (let i = 0; i < bins.length; i++) s += bins[i]! * bins[i]!;
    return s;
  };
  const max = IMAGE_LIMITS.maxDeskewDegrees;
  let best = 0;
  let bestScore = score(0);
  for (let d = -max; d <= max; d += 0.5) {
    const s = score(d);
    if (s > bestScore) [best, bestScore] = [d, s];
  }
  const coarse = best;
  for (let d = coarse - 0.5; d <= coarse + 0.5; d += 0.1) {
    const s = score(d);
    if (s > bestScore) [best, bestScore] = [d, s];
  }
  return Math.round(best * 10) / 10;
}

/**
 * Erase table rules: horizontal and vertical runs of ink far longer than any character stroke. Grid lines
 * touching the digits of a cell are the main reason tesseract misreads boxed tables ("11.7" → "T | m7").
 * A horizontal run is a rule only where it is thin: the blur of a phone photo joins the letters of a bold word
 * into one long run at mid-height, and erasing that run wiped the word out.
 */
export function removeRules(px: Buffer, width: number, height: number): void {
  // Rules are often grey and anti-aliased: detect them with a lenient threshold, then erase a band around
  // the run so no faint double line is left behind.
  const ink = IMAGE_LIMITS.ruleThreshold;
  const band = IMAGE_LIMITS.ruleBand;
  const minH = Math.max(IMAGE_LIMITS.minRulePx, Math.round(width * IMAGE_LIMITS.ruleFraction));
  const minV = Math.max(IMAGE_LIMITS.minRulePx, Math.round(height * IMAGE_LIMITS.ruleFraction));
  const maxThickness = Math.max(
    IMAGE_LIMITS.minRuleThicknessPx,
    Math.round(Math.max(width, height) * IMAGE_LIMITS.ruleMaxThickness),
  );
  /** How many rows of ink the column `x` has around row `y`, counting no further than just past a rule's. */
  const inkHeight = (x: number, y: number): number => {
    let top = y;
    let bottom = y;
    while (top > 0 && y - top <= maxThickness && px[(top - 1) * width + x]! < ink) top--;
    while (bottom < height - 1 && bottom - y <= maxThickness && px[(bottom + 1) * width + x]! < ink) bottom++;
    return bottom - top + 1;
  };
  const isThin = (y: number, from: number, to: number): boolean => {
    const need = (to - from) * IMAGE_LIMITS.ruleThinShare;
    let thin = 0;
    for (let x = from; x < to; x++) {
      if (inkHeight(x, y) <= maxThickness) thin++;
      // Decided either way (a dark desk beside a photographed page is one long run on every row): stop counting.
      if (thin >= need) return true;
      if (thin + (to - x - 1) < need) return false;
    }
    return false;
  };
  const erase = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let start = -1;
    for (let x = 0; x <= width; x++) {
      const dark = x < width && px[row + x]! < ink;
      if (dark && start < 0) start = x;
      else if (!dark && start >= 0) {
        if (x - start >= minH && isThin(y, start, x)) {
          for (let yy = Math.max(0, y - band); yy <= Math.min(height - 1, y + band); yy++) {
            erase.fill(1, yy * width + start, yy * width + x);
          }
        }
        start = -1;
      }
    }
  }
  for (let x = 0; x < width; x++) {
    let start = -1;
    for (let y = 0; y <= height; y++) {
      const dark = y < height && px[y * width + x]! < ink;
      if (dark && start < 0) start = y;
      else if (!dark && start >= 0) {
        if (y - start >= minV) {
          for (let k = start; k < y; k++) {
            for (let xx = Math.max(0, x - band); xx <= Math.min(width - 1, x + band); xx++)
              erase[k * width + xx] = 1;
          }
        }
        start = -1;
      }
    }
  }
  for (let i = 0; i < erase.length; i++) if (erase[i]) px[i] = 255;
}
