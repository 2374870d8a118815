import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { ImageSource } from './image-prep';
import { PDF_IMAGE_LIMITS } from './limits';
import { loadPdfJs } from './pdf-text';

interface PdfImage {
  width: number;
  height: number;
  kind?: number;
  data?: Uint8Array | Uint8ClampedArray;
}

/**
 * The page as an image for OCR. A scanned page is usually one full-page image: take its decoded pixels as they
 * are (faster than rendering and no resampling). Anything else (rotated pages, several images, vector text
 * without a text layer) is rendered at 300 dpi with pdf.js, which needs its optional canvas package.
 */
export async function pageImage(doc: PDFDocumentProxy, page: PDFPageProxy): Promise<ImageSource> {
  const embedded = await soleEmbeddedImage(page);
  if (embedded) return embedded;
  return renderPage(doc, page);
}

async function soleEmbeddedImage(page: PDFPageProxy): Promise<ImageSource | null> {
  const { OPS } = await loadPdfJs();
  if (page.rotate % 360 !== 0) return null;
  const ops = await page.getOperatorList();
  const ids: string[] = [];
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i];
    if (fn === OPS.paintImageXObject || fn === OPS.paintImageXObjectRepeat)
      ids.push(String(ops.argsArray[i]?.[0]));
    else if (fn === OPS.paintInlineImageXObject || fn === OPS.paintImageMaskXObject) return null;
  }
  if (ids.length !== 1) return null;
  const img = await new Promise<PdfImage | null>((resolve) => {
    try {
      page.objs.get(ids[0]!, (data: unknown) => resolve((data as PdfImage) ?? null));
    } catch {
      resolve(null);
    }
  });
  if (!img?.data || !img.width || !img.height) return null;
  const [x0 = 0, y0 = 0, x1 = 1, y1 = 1] = page.view;
  const pageAspect = Math.abs(x1 - x0) / Math.max(1e-6, Math.abs(y1 - y0));
  if (Math.abs(img.width / img.height - pageAspect) > PDF_IMAGE_LIMITS.aspectTolerance * pageAspect)
    return null;
  return toRaw(img);
}

/** pdf.js image kinds: 1 = 1 bit per pixel (set bit = white), 2 = RGB, 3 = RGBA. */
function toRaw(img: PdfImage): ImageSource | null {
  const { width, height } = img;
  const data = img.data!;
  if (img.kind === 1) {
    const rowBytes = Math.ceil(width / 8);
    const out = Buffer.alloc(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const byte = data[y * rowBytes + (x >> 3)] ?? 0;
        out[y * width + x] = byte & (0x80 >> (x & 7)) ? 255 : 0;
      }
    }
    return { kind: 'raw', data: out, width, height, channels: 1 };
  }
  const channels = data.length / (width * height);
  if (channels !== 3 && channels !== 4 && channels !== 1) return null;
  return {
    kind: 'raw',
    data: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
    width,
    height,
    channels: channels,
  };
}

/** The page rendered by pdf.js (text, vector and images together; the crop of a text-layer page uses it). */
export async function renderPage(doc: PDFDocumentProxy, page: PDFPageProxy): Promise<ImageSource> {
  // 300 dpi, but never a canvas larger than PDF_IMAGE_LIMITS.maxRenderPixels (a page can declare any size).
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
  const area = Math.max(1, Math.abs((x1 - x0) * (y1 - y0)));
  const scale = Math.min(PDF_IMAGE_LIMITS.renderDpi / 72, Math.sqrt(PDF_IMAGE_LIMITS.maxRenderPixels / area));
  const viewport = page.getViewport({ scale });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  // canvasFactory is pdf.js's Node canvas (@napi-rs/canvas, an optional dependency of pdfjs-dist).
  const factory = (doc as unknown as { canvasFactory: CanvasFactory }).canvasFactory;
  const { canvas, context } = factory.create(width, height);
  try {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    await page.render({ canvasContext: context as never, canvas: canvas as never, viewport }).promise;
    const rgba = context.getImageData(0, 0, width, height).data;
    return {
      kind: 'raw',
      data: Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength),
      width,
      height,
      channels: 4,
    };
  } finally {
    factory.destroy({ canvas, context });
  }
}

interface CanvasFactory {
  create(width: number, height: number): { canvas: unknown; context: Canvas2D };
  destroy(pair: { canvas: unknown; context: unknown }): void;
}
interface Canvas2D {
  fillStyle: string;
  fillRect(x: number, y: number, w: number, h: number): void;
  getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
}
