// @vitest-environment node
/**
 * The photo path of the barcode reader: a generated EAN-13 image's pixels (bars drawn from the GS1 encoding tables) is
 * decoded by the ZXing WebAssembly reader to its GTIN. Node has no `?url` asset server, so the test hands ZXing the
 * wasm bytes from node_modules; the browser gets the same file from our server (barcode-reader.ts).
 * The live camera (getUserMedia, the BarcodeDetector ponyfill) is tested in Chromium: e2e/barcode-camera.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setZXingModuleOverrides } from 'zxing-wasm/reader';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ean13Rgba } from '../../../../../e2e/ean13';
import { firstGtin, gtinFromImage } from './barcode-reader';

vi.mock('zxing-wasm/reader/zxing_reader.wasm?url', () => ({ default: '/unused.wasm' }));

/** RGBA pixels of the barcode (what a canvas holds), drawn from the GS1 tables (e2e/ean13.ts, also the fake camera's). */
const ean13Pixels = (gtin: string) => ean13Rgba(gtin) as ImageData;

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
