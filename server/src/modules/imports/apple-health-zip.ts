/**
 * The export.zip of Apple's Health app, opened from its file on disk through its central directory (yauzl): only
 * apple_health_export/export.xml is read, streamed and inflated as it is parsed, never held whole. Sizes are judged
 * before anything is inflated (declared sizes and ratio) and again while inflating (yauzl refuses an entry that
 * inflates past its declared size), so a zip bomb is stopped early.
 */
import { APPLE_HEALTH_LIMITS, APPLE_HEALTH_MESSAGES } from '@common/imports';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { BadRequest, PayloadTooLarge } from '../../lib/errors';

/** export.xml, at the top or in the export's folder (apple_health_export/export.xml); not export_cda.xml. */
const EXPORT_XML = /(^|\/)export\.xml$/;

export interface ExportEntry {
  zip: yauzl.ZipFile;
  entry: yauzl.Entry;
}

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, validateEntrySizes: true, autoClose: false }, (err, zip) =>
      err ? reject(new BadRequest(APPLE_HEALTH_MESSAGES.notAZip, 'file')) : resolve(zip),
    ),
  );
}

/** An entry that would inflate beyond what any Health export does. */
export function isBomb(entry: { uncompressedSize: number; compressedSize: number }): boolean {
  const { maxEntryBytes, maxRatio, ratioFloorBytes } = APPLE_HEALTH_LIMITS;
  if (entry.uncompressedSize > maxEntryBytes) return true;
  return (
    entry.uncompressedSize > ratioFloorBytes &&
    entry.uncompressedSize > maxRatio * Math.max(1, entry.compressedSize)
  );
}

/** Finds export.xml, refusing a non-zip, a zip without it and a zip with any bomb-sized entry (4xx). */
export async function openExport(path: string): Promise<ExportEntry> {
  const zip = await openZip(path);
  try {
    const entry = await new Promise<yauzl.Entry | undefined>((resolve, reject) => {
      let found: yauzl.Entry | undefined;
      zip.on('entry', (e: yauzl.Entry) => {
        if (isBomb(e)) return reject(new PayloadTooLarge(APPLE_HEALTH_MESSAGES.bomb));
        if (!found && EXPORT_XML.test(e.fileName)) found = e;
        zip.readEntry();
      });
      zip.on('end', () => resolve(found));
      zip.on('error', () => reject(new BadRequest(APPLE_HEALTH_MESSAGES.notAZip, 'file')));
      zip.readEntry();
    });
    if (!entry) throw new BadRequest(APPLE_HEALTH_MESSAGES.noExportXml, 'file');
    return { zip, entry };
  } catch (err) {
    zip.close();
    throw err;
  }
}

/** The inflating stream of export.xml (errors if it inflates past its declared size: a lying zip bomb). */
export function openXmlStream({ zip, entry }: ExportEntry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) =>
      err
        ? reject(new BadRequest(`The export.zip could not be read: ${err.message}`, 'file'))
        : resolve(stream),
    ),
  );
}
