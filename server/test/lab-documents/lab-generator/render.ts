import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { writeTextPdf, type PdfText } from '../test-documents';
import { A4, type PageModel } from './layouts';
import type { Random } from './random';
import { homography } from '../../../src/labs/page-outline';

/** Pixels per PDF point for drawn pages: 2.4 ≈ 173 dpi, a typical office scan or a sharp phone photo. */
const SCALE = 2.4;

/**
 * Characters the standard PDF fonts cannot encode (outside Latin-1) are folded to their base letter, as a lab's
 * PDF printed with a Latin-1 font would show them; images keep every character.
 */
function latin1(text: string): string {
  return [...text]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      if (code < 256) return ch;
      if (ch === 'ł') return 'l';
      if (ch === 'Ł') return 'L';
      return ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    })
    .join('');
}

export function renderTextPdf(pages: PageModel[]): Buffer {
  return writeTextPdf(
    pages.map((p) =>
      p.items.map((i): PdfText => ({ x: i.x, y: i.y, text: latin1(i.text), size: i.size, bold: i.bold })),
    ),
  );
}

export interface DrawOptions {
  font: string;
  /** Crop the page below this many points (a photo of the top of the page). */
  cropBottom?: number;
}

/** Draw a page as a white-paper RGB PNG. */
export async function drawPage(page: PageModel, opts: DrawOptions): Promise<Buffer> {
  const width = Math.round(A4.width * SCALE);
  const height = Math.round(Math.min(A4.height, opts.cropBottom ?? A4.height) * SCALE);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fdfdfb';
  ctx.fillRect(0, 0, width, height);
  for (const b of page.bands) {
    ctx.fillStyle = b.color;
    ctx.fillRect(30 * SCALE, b.y0 * SCALE, (A4.width - 60) * SCALE, (b.y1 - b.y0) * SCALE);
  }
  for (const i of page.items) {
    ctx.fillStyle = i.color ?? '#111';
    ctx.font = `${i.bold ? 'bold ' : ''}${(i.size * SCALE).toFixed(1)}px "${opts.font}"`;
    ctx.fillText(i.text, i.x * SCALE, i.y * SCALE);
  }
  return canvas.encode('png');
}

/** How a drawn page is spoilt: the defects of scanners, fax machines and phone cameras. */
export interface Degradation {
  /** Keystone of a phone held at an angle: the far edge this fraction narrower (0–0.15). */
  perspective?: number;
  /** Degrees; the page turns on a desk-coloured background. */
  rotate?: number;
  /** 0–1: darkness of a shadow falling across the page from one corner. */
  shadow?: number;
  /** Gaussian blur sigma in pixels. */
  blur?: number;
  /** Standard deviation of per-pixel noise, in grey levels. */
  noise?: number;
  jpegQuality?: number;
  greyscale?: boolean;
  /** Colour around a rotated or warped page. */
  background?: string;
  /** Grey paper and faded ink: white becomes `paper`, black becomes `ink` (grey levels), before the shadow. */
  contrast?: { paper: number; ink: number };
  /** The page does not fill the frame: this fraction of desk added on every side (after the warp and turn). */
  frame?: number;
  /** The photo scaled down to this long side, as messaging apps send photos (about 1600 px), before the JPEG. */
  longSide?: number;
  /** The page fed in sideways or upside down (clockwise quarter turns, after everything else). */
  quarterTurn?: 90 | 180 | 270;
}

export async function degrade(png: Buffer, d: Degradation, rng: Random): Promise<Buffer> {
  let img = png;
  const bg = d.background ?? '#fdfdfb';
  if (d.perspective) img = await warpPerspective(img, d.perspective, bg, rng);
  if (d.rotate) img = await sharp(img).rotate(d.rotate, { background: bg }).png().toBuffer();
  if (d.frame) img = await addFrame(img, d.frame, bg);
  if (d.contrast) img = await fadeContrast(img, d.contrast, bg);
  if (d.shadow) img = await castShadow(img, d.shadow, rng);
  if (d.blur) img = await sharp(img).blur(d.blur).png().toBuffer();
  if (d.noise) img = await addNoise(img, d.noise, rng);
  let out = sharp(img);
  if (d.longSide) out = sharp(await out.resize(d.longSide, d.longSide, { fit: 'inside' }).png().toBuffer());
  if (d.quarterTurn) out = sharp(await out.rotate(d.quarterTurn).png().toBuffer());
  if (d.greyscale) out = out.greyscale();
  return d.jpegQuality ? out.jpeg({ quality: d.jpegQuality }).toBuffer() : out.png().toBuffer();
}

async function addFrame(png: Buffer, fraction: number, bg: string): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const side = Math.round(Math.max(width, height) * fraction);
  return sharp(png)
    .extend({ top: side, bottom: side, left: side, right: side, background: bg })
    .png()
    .toBuffer();
}

/** Grey paper and faded ink on the page only: desk pixels (exactly the background colour) are kept. */
async function fadeContrast(png: Buffer, c: { paper: number; ink: number }, bg: string): Promise<Buffer> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const back = bg.match(/[0-9a-f]{2}/gi)!.map((x) => parseInt(x, 16));
  const ch = info.channels;
  for (let p = 0; p < data.length; p += ch) {
    let desk = true;
    for (let k = 0; k < ch; k++) if (Math.abs(data[p + k]! - (back[k] ?? 128)) > 2) desk = false;
    if (desk) continue;
    for (let k = 0; k < ch; k++) data[p + k] = c.ink + ((c.paper - c.ink) * data[p + k]!) / 255;
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: ch } })
    .png()
    .toBuffer();
}

async function addNoise(png: Buffer, sigma: number, rng: Random): Promise<Buffer> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let p = 0; p < data.length; p += info.channels) {
    // Uniform noise with the given standard deviation (√12 σ wide), the same on every channel.
    const n = (rng.next() - 0.5) * 3.464 * sigma;
    for (let c = 0; c < info.channels; c++) data[p + c] = Math.max(0, Math.min(255, data[p + c]! + n));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .png()
    .toBuffer();
}

/** Multiply by a linear gradient: dark in one corner fading to none, like a hand or a phone's shadow. */
async function castShadow(png: Buffer, darkness: number, rng: Random): Promise<Buffer> {
  const { width, height } = await sharp(png).metadata();
  const [x1, y1, x2, y2] = rng.pick([
    [0, 0, 1, 1],
    [1, 0, 0, 1],
    [0, 1, 1, 0],
    [1, 1, 0, 0],
  ]);
  const grey = Math.round(255 * (1 - darkness));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="rgb(${grey},${grey},${grey})"/><stop offset="0.6" stop-color="#fff"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(png)
    .composite([{ input: Buffer.from(svg), blend: 'multiply' }])
    .png()
    .toBuffer();
}

/** A phone photo: the page as a quadrilateral (far edge narrower, corners jittered) on a desk background. */
async function warpPerspective(png: Buffer, amount: number, bg: string, rng: Random): Promise<Buffer> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width: w, height: h, channels: ch } = info;
  const margin = 0.06;
  const W = Math.round(w * (1 + 2 * margin));
  const H = Math.round(h * (1 + 2 * margin));
  const jitter = (): number => rng.between(-0.012, 0.012) * w;
  const inset = (amount * w) / 2;
  const mx = margin * w;
  const my = margin * h;
  // Where the page corners land in the photo (top edge farther from the camera).
  const dst: [number, number][] = [
    [mx + inset + jitter(), my + jitter()],
    [mx + w - inset + jitter(), my + jitter()],
    [mx + w + jitter(), my + h + jitter()],
    [mx + jitter(), my + h + jitter()],
  ];
  const src: [number, number][] = [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ];
  const m = homography(dst, src); // photo pixel → page pixel
  const back = bg.match(/[0-9a-f]{2}/gi)!.map((x) => parseInt(x, 16));
  const out = Buffer.alloc(W * H * ch);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const d = m[6]! * x + m[7]! * y + 1;
      const sx = (m[0]! * x + m[1]! * y + m[2]!) / d;
      const sy = (m[3]! * x + m[4]! * y + m[5]!) / d;
      const o = (y * W + x) * ch;
      if (sx < 0 || sy < 0 || sx >= w - 1 || sy >= h - 1) {
        for (let c = 0; c < ch; c++) out[o + c] = back[c] ?? 128;
        continue;
      }
      // Bilinear sampling keeps strokes smooth, as a camera would.
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      const i00 = (y0 * w + x0) * ch;
      const i10 = i00 + ch;
      const i01 = i00 + w * ch;
      const i11 = i01 + ch;
      for (let c = 0; c < ch; c++) {
        const top = data[i00 + c]! * (1 - fx) + data[i10 + c]! * fx;
        const bottom = data[i01 + c]! * (1 - fx) + data[i11 + c]! * fx;
        out[o + c] = top * (1 - fy) + bottom * fy;
      }
    }
  }
  return sharp(out, { raw: { width: W, height: H, channels: ch } })
    .png()
    .toBuffer();
}

/** Several drawn pages as one multi-page greyscale TIFF (LZW, as fax and scanner software write them). */
export async function multiPageTiff(pngs: Buffer[]): Promise<Buffer> {
  return sharp(pngs, { join: { animated: true } })
    .greyscale()
    .tiff({ compression: 'lzw' })
    .toBuffer();
}
