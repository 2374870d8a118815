/**
 * The crop of a report around the row a value was read from, so the member can check the value against the
 * document itself. Rendered on request from the (decrypted) original and never stored: a text-layer page is
 * rendered with pdf.js, an OCR page is prepared for OCR again (the same deterministic steps as when it was read,
 * so the stored row position points at the same pixels).
 */
import sharp, { type Sharp } from 'sharp';
import type { ValueLocation } from './extract-report';
import { prepareForOcr, type ImageSource } from './image-prep';
import { pageImage, renderPage } from './pdf-images';
import { openPdf } from './pdf-text';
import type { ReportMimeType } from './sniff';

/** Rows above and below the value's row shown in the crop (context: the table's neighbouring lines). */
const ROWS_AROUND = 1.6;
/** Crops wider than this are scaled down (the member's screen, not a print). */
const MAX_CROP_WIDTH = 1400;

/**
 * Pages rendered lately, in memory only (a review shows several values of the same page at once, and preparing a
 * scanned page takes seconds): a few entries, dropped after a short while. Keyed by the caller's document key.
 */
const PAGE_CACHE_SIZE = 6;
const PAGE_CACHE_MS = 120_000;
const pageCache = new Map<string, { page: Promise<{ png: Buffer; scale: number }>; until: number }>();

function cachedPage(
  key: string | undefined,
  render: () => Promise<{ png: Buffer; scale: number }>,
): Promise<{ png: Buffer; scale: number }> {
  if (!key) return render();
  const now = performance.now();
  for (const [k, v] of pageCache) if (v.until < now) pageCache.delete(k);
  const hit = pageCache.get(key);
  if (hit) return hit.page;
  const page = render();
  page.catch(() => pageCache.delete(key));
  pageCache.set(key, { page, until: now + PAGE_CACHE_MS });
  while (pageCache.size > PAGE_CACHE_SIZE) pageCache.delete(pageCache.keys().next().value!);
  return page;
}

/** `documentKey` (e.g. the report id) lets crops of the same page share one rendering for a short while. */
export async function renderValueCrop(
  bytes: Buffer,
  mimeType: ReportMimeType,
  at: ValueLocation,
  documentKey?: string,
): Promise<Buffer> {
  const { png, scale } = await cachedPage(
    documentKey && `${documentKey}:${at.page}:${at.source}`,
    async () => {
      const page = await pageAsImage(bytes, mimeType, at);
      return { png: await page.image.png({ compressionLevel: 1 }).toBuffer(), scale: page.scale };
    },
  );
  const image = sharp(png);
  const meta = await image.clone().metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const half = Math.max(at.height, 4) * (ROWS_AROUND + 0.5) * scale;
  const top = Math.max(0, Math.floor(at.y * scale - half));
  const bottom = Math.min(height, Math.ceil(at.y * scale + half));
  if (width === 0 || bottom <= top) throw new RangeError('the value lies outside its page');
  return image
    .extract({ left: 0, top, width, height: bottom - top })
    .resize({ width: Math.min(width, MAX_CROP_WIDTH), withoutEnlargement: true })
    .png()
    .toBuffer();
}

/** The page as an image, and the factor from the location's coordinates to its pixels. */
async function pageAsImage(
  bytes: Buffer,
  mimeType: ReportMimeType,
  at: ValueLocation,
): Promise<{ image: Sharp; scale: number }> {
  if (mimeType !== 'application/pdf') {
    const prepared = await prepareForOcr({ kind: 'encoded', bytes, frame: at.page - 1 }, at.turn ?? 0);
    return { image: sharp(prepared.png), scale: 1 };
  }
  const doc = await openPdf(bytes);
  try {
    const page = await doc.getPage(at.page);
    try {
      if (at.source === 'ocr') {
        // The same page image the OCR read (the embedded scan, or the rendering), prepared the same way.
        const prepared = await prepareForOcr(await pageImage(doc, page), at.turn ?? 0);
        return { image: sharp(prepared.png), scale: 1 };
      }
      // Text-layer coordinates are PDF points at scale 1: scale them to the rendered page.
      const rendered = await renderPage(doc, page);
      const viewport = page.getViewport({ scale: 1 });
      return { image: toSharp(rendered), scale: sourceWidth(rendered) / viewport.width };
    } finally {
      page.cleanup();
    }
  } finally {
    await doc.destroy();
  }
}

function toSharp(src: ImageSource): Sharp {
  if (src.kind === 'encoded') return sharp(src.bytes, { page: src.frame ?? 0 });
  return sharp(src.data, { raw: { width: src.width, height: src.height, channels: src.channels } });
}

function sourceWidth(src: ImageSource): number {
  if (src.kind === 'raw') return src.width;
  throw new TypeError('a PDF page image is decoded pixels');
}
