/**
 * Reading a packet's barcode (issue 35): the browser's BarcodeDetector where it reads retail barcodes, else the
 * ZXing WebAssembly build from npm (barcode-detector → zxing-wasm). The wasm file is bundled by Vite and served by
 * our own server (locateFile below), so nothing is fetched from another origin at scan time (the package's
 * default is a CDN). A photo of the barcode is decoded by ZXing directly (zxing-wasm/reader, the same wasm).
 */
import { gtinCheckDigitOk } from '@common/foods';
import { type ReaderOptions, readBarcodes, setZXingModuleOverrides } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

const locateFile = (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path);
setZXingModuleOverrides({ locateFile });

/**
 * Retail barcodes on packets: EAN-13 (India: 890…), EAN-8, UPC-A. Not UPC-E: its 8 digits carry the check digit of
 * the 12-digit UPC-A it compresses, so read as a GTIN-8 it is refused or looked up under the wrong number.
 */
export const RETAIL_FORMATS = ['ean_13', 'ean_8', 'upc_a'] as const;
const ZXING_OPTIONS: ReaderOptions = { formats: ['EAN-13', 'EAN-8', 'UPC-A'], tryHarder: true };

/** The first value that is a GTIN with a valid check digit (what GET /api/foods/barcode/:gtin takes), else null. */
export function firstGtin(values: readonly string[]): string | null {
  return values.find((v) => /^(\d{8}|\d{12,14})$/.test(v) && gtinCheckDigitOk(v)) ?? null;
}

/** The GTIN in a photo (a File from the camera or the gallery, or a canvas's pixels), or null when none is readable. */
export async function gtinFromImage(image: Blob | ImageData): Promise<string | null> {
  const results = await readBarcodes(image, ZXING_OPTIONS);
  return firstGtin(results.filter((r) => r.isValid).map((r) => r.text));
}

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
declare global {
  var BarcodeDetector:
    { new (o: { formats: string[] }): Detector; getSupportedFormats(): Promise<string[]> } | undefined;
}

/** A detector for the camera's frames: the browser's own when it reads EAN-13, else ZXing's (same interface). */
export async function retailBarcodeDetector(): Promise<Detector> {
  const native = globalThis.BarcodeDetector;
  if (native && (await native.getSupportedFormats().catch((): string[] => [])).includes('ean_13'))
    return new native({ formats: [...RETAIL_FORMATS] });
  // The ponyfill carries its own copy of ZXing's loader: it is pointed at our wasm file too.
  const ponyfill = await import('barcode-detector/ponyfill');
  ponyfill.setZXingModuleOverrides({ locateFile });
  return new ponyfill.BarcodeDetector({ formats: [...RETAIL_FORMATS] });
}
