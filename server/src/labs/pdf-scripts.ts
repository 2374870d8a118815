/**
 * Does a PDF carry JavaScript? Decided from the parsed object graph, never from raw bytes: the names "/JS" and
 * "/JavaScript" turn up by chance inside compressed image data (about 4 % of 1 MB scans), and a script can hide
 * inside a compressed object stream where no byte search finds it. Everything reachable from the document
 * catalog is walked (OpenAction and additional actions of the catalog, pages, annotations and form fields,
 * the Names tree, action chains through /Next); streams' dictionaries are looked at, their contents never.
 */
import type * as PdfLibModule from '@cantoo/pdf-lib';
import type { PDFObject } from '@cantoo/pdf-lib';

type PdfLib = typeof PdfLibModule;
let pdfLibPromise: Promise<PdfLib> | undefined;
/** pdf-lib is large: loaded on first use, or by warmUpPdf() at server start. */
export const loadPdfLib = (): Promise<PdfLib> => (pdfLibPromise ??= import('@cantoo/pdf-lib'));

/** Objects visited at most: a lab report has a few thousand; a larger graph is walked no further. */
const MAX_OBJECTS = 200_000;

/** Where the first script was found ("OpenAction", "Pages/Kids/0/Annots/2/A", ...), or null when none. */
export async function pdfScriptLocation(bytes: Uint8Array): Promise<string | null> {
  const lib = await loadPdfLib();
  const doc = await lib.PDFDocument.load(bytes, {
    ignoreEncryption: true,
    updateMetadata: false,
    throwOnInvalidObject: false,
  });
  const { PDFArray, PDFDict, PDFName, PDFRef, PDFStream } = lib;
  const context = doc.context;
  const seen = new Set<PDFObject>();
  const stack: { obj: PDFObject | undefined; path: string }[] = [{ obj: doc.catalog, path: '' }];
  while (stack.length > 0 && seen.size < MAX_OBJECTS) {
    const { obj: raw, path } = stack.pop()!;
    const obj = raw instanceof PDFRef ? context.lookup(raw) : raw;
    if (!obj || seen.has(obj)) continue;
    seen.add(obj);
    const dict = obj instanceof PDFStream ? obj.dict : obj instanceof PDFDict ? obj : null;
    if (dict) {
      const type = dict.get(PDFName.of('S'));
      if (type instanceof PDFName && type.decodeText() === 'JavaScript') return path || 'catalog';
      if (dict.has(PDFName.of('JS'))) return `${path}/JS`;
      for (const [key, value] of dict.entries()) {
        const name = key.decodeText();
        // The Names tree's JavaScript entry holds document-level scripts run on open.
        if (name === 'JavaScript' && path.endsWith('Names')) return `${path}/JavaScript`;
        stack.push({ obj: value, path: `${path}/${name}` });
      }
    } else if (obj instanceof PDFArray) {
      obj.asArray().forEach((item, i) => stack.push({ obj: item, path: `${path}/${i}` }));
    }
  }
  return null;
}
