/**
 * Test images of barcodes, drawn from the GS1 encoding tables (no barcode library): the EAN-13 bar pattern, its
 * pixels, and a Y4M video of it for Chromium's fake camera (`--use-file-for-fake-video-capture`). Used by the
 * photo test of the reader (client barcode-reader.test.ts) and the camera test (e2e/barcode-camera.spec.ts).
 * Pure: no I/O.
 */

// GS1 General Specifications §5.2.1.2: EAN-13 symbol character sets A (L), B (G), C (R) and the first digit's
// choice of A/B for the left half.
const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const G = [
  '0100111',
  '0110011',
  '0011011',
  '0100001',
  '0011101',
  '0111001',
  '0000101',
  '0010001',
  '0001001',
  '0010111',
];
const R = L.map((c) => [...c].map((b) => (b === '1' ? '0' : '1')).join(''));
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

/** The EAN-13 symbol as modules ('1' = bar) with 11 modules of quiet zone each side: 117 modules. */
export function ean13Modules(gtin: string): string {
  if (!/^\d{13}$/.test(gtin)) throw new Error(`not a GTIN-13: ${gtin}`);
  const d = [...gtin].map(Number);
  const left = d
    .slice(1, 7)
    .map((v, i) => (PARITY[d[0]!]![i] === 'L' ? L : G)[v])
    .join('');
  const right = d
    .slice(7)
    .map((v) => R[v])
    .join('');
  return `${'0'.repeat(11)}101${left}01010${right}101${'0'.repeat(11)}`;
}

/** RGBA pixels of the barcode (what a canvas holds): `scale` pixels a module, `height` px tall. */
export function ean13Rgba(gtin: string, scale = 3, height = 60) {
  const modules = ean13Modules(gtin);
  const width = modules.length * scale;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const v = modules[Math.floor(x / scale)] === '1' ? 0 : 255;
      data.set([v, v, v, 255], (y * width + x) * 4);
    }
  return { data, width, height, colorSpace: 'srgb' as const };
}

/**
 * A Y4M video (YUV4MPEG2: a text header, then per frame "FRAME\n" and raw I420 planes Y, U, V) of the barcode
 * centred on a white `width`×`height` picture, `frames` identical frames at `fps`. Chromium loops the file as its
 * fake camera. Grey only: U and V are 128. `width` and `height` must be even (4:2:0 halves both).
 */
export function ean13Y4m(
  gtin: string,
  { width = 640, height = 480, scale = 4, barHeight = 280, frames = 10, fps = 10 } = {},
): Uint8Array {
  if (width % 2 || height % 2) throw new Error('width and height must be even');
  const modules = ean13Modules(gtin);
  const barWidth = modules.length * scale;
  if (barWidth > width || barHeight > height) throw new Error('the barcode does not fit the picture');
  const left = Math.floor((width - barWidth) / 2);
  const top = Math.floor((height - barHeight) / 2);
  const luma = new Uint8Array(width * height).fill(235); // white in studio-range Y (BT.601: 16 black … 235 white)
  for (let y = top; y < top + barHeight; y++)
    for (let x = 0; x < barWidth; x++)
      if (modules[Math.floor(x / scale)] === '1') luma[y * width + left + x] = 16;
  const chroma = new Uint8Array((width / 2) * (height / 2) * 2).fill(128);
  const header = new TextEncoder().encode(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`);
  const frameTag = new TextEncoder().encode('FRAME\n');
  const frameSize = frameTag.length + luma.length + chroma.length;
  const out = new Uint8Array(header.length + frames * frameSize);
  out.set(header, 0);
  for (let f = 0; f < frames; f++) {
    const at = header.length + f * frameSize;
    out.set(frameTag, at);
    out.set(luma, at + frameTag.length);
    out.set(chroma, at + frameTag.length + luma.length);
  }
  return out;
}
