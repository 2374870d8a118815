// @vitest-environment node
/**
 * The photo path of the barcode reader: a generated EAN-13 image's pixels (bars drawn from the GS1 encoding tables) is
 * decoded by the ZXing WebAssembly reader to its GTIN. Node has no `?url` asset server, so the test hands ZXing the
 * wasm bytes from node_modules; the browser gets the same file from our server (barcode-reader.ts).
 * Not tested here: the live camera (getUserMedia + BarcodeDetector) — see the report of issue 35.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setZXingModuleOverrides } from 'zxing-wasm/reader';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { firstGtin, gtinFromImage } from './barcode-reader';

vi.mock('zxing-wasm/reader/zxing_reader.wasm?url', () => ({ default: '/unused.wasm' }));

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

function ean13Modules(gtin: string): string {
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

/** RGBA pixels of the barcode (what a canvas holds): `scale` pixels a module, 60 px tall. */
function ean13Pixels(gtin: string, scale = 3): ImageData {
  const modules = ean13Modules(gtin);
  const width = modules.length * scale;
  const height = 60;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const v = modules[Math.floor(x / scale)] === '1' ? 0 : 255;
      data.set([v, v, v, 255], (y * width + x) * 4);
    }
  return { data, width, height, colorSpace: 'srgb' } as ImageData;
}

describe('reading a barcode from a photo', () => {
  // After barcode-reader.ts set its locateFile: the bytes replace the browser's fetch of the file.
  beforeAll(() => {
    const require = createRequire(import.meta.url);
    const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    setZXingModuleOverrides({
      wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength),
    });
  });

  it('decodes a generated EAN-13 to its GTIN', async () => {
    expect(await gtinFromImage(ean13Pixels('8901063092211'))).toBe('8901063092211');
    expect(await gtinFromImage(ean13Pixels('4006381333931'))).toBe('4006381333931');
  });

  it('answers null for an image without a barcode', async () => {
    const blank = ean13Pixels('8901063092211');
    blank.data.fill(255);
    expect(await gtinFromImage(blank)).toBeNull();
  });

  it('keeps only GTINs with a valid check digit', async () => {
    expect(firstGtin(['hello', '8901063092212', '8901063092211'])).toBe('8901063092211');
    expect(firstGtin(['123'])).toBeNull();
  });
});
