/**
 * Loads an Open Food Facts export into packaged_foods (`npm run foods:import`, cli/foods-import.ts): the CSV export
 * (`en.openfoodfacts.org.products.csv`, tab-separated, header row) or the JSONL dump (`openfoodfacts-products.jsonl`,
 * one product per line), either gzipped or not. The file is streamed line by line (the full dump is tens of GB),
 * each product checked (off-product.ts), bad ones counted by reason, good ones upserted by barcode in batches, so
 * importing the same file again changes nothing but the import date. The repository ships no such data.
 */
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { Executor } from '../../db/client';
import * as repo from './foods-repo';
import {
  checkOffProduct,
  csvHeader,
  fromCsvRow,
  fromJsonLine,
  OPEN_FOOD_FACTS,
  type OffRawProduct,
  type PackagedFoodValues,
  type SkipReason,
} from './off-product';

export type OffFormat = 'csv' | 'jsonl';

export interface OffImportOptions {
  file: string;
  /** Keep only products sold in this country: an Open Food Facts country tag ("en:india"; "india" means the same). */
  country?: string;
  /** Read from the file name when left out (.csv/.tsv → csv, .jsonl/.json → jsonl, either with .gz). */
  format?: OffFormat;
  now?: () => Date;
  batchSize?: number;
}

export interface OffImportSummary {
  format: OffFormat;
  /** Products read (lines after the header, blank lines aside). */
  read: number;
  /** Products stored (inserted or updated). */
  upserted: number;
  /** Products left out by the country filter (not errors). */
  otherCountry: number;
  /** Products left out as implausible or incomplete, by reason. */
  skipped: Partial<Record<SkipReason, number>>;
  /** The first few skipped products (line number, barcode as written, reason), to look up by hand. */
  examples: { line: number; code: string | null; reason: SkipReason }[];
}

const EXAMPLES_MAX = 20;
const BATCH = 500;

export function formatOf(file: string): OffFormat {
  const name = file.toLowerCase().replace(/\.gz$/, '');
  if (/\.(csv|tsv)$/.test(name)) return 'csv';
  if (/\.(jsonl|ndjson|json)$/.test(name)) return 'jsonl';
  throw new Error(
    `Cannot tell the format of ${path.basename(file)}: name it .csv or .jsonl (optionally .gz), or pass --format csv|jsonl.`,
  );
}

/** "india", "en:india" and "EN:India" all mean the tag en:india. */
export function countryTag(country: string): string {
  const t = country.trim().toLowerCase();
  return t.includes(':') ? t : `en:${t.replace(/\s+/g, '-')}`;
}

function lines(file: string): AsyncIterable<string> {
  let stream: Readable = createReadStream(file);
  if (file.toLowerCase().endsWith('.gz')) stream = stream.pipe(createGunzip());
  return createInterface({ input: stream, crlfDelay: Infinity });
}

export async function importOpenFoodFacts(
  db: Executor,
  options: OffImportOptions,
): Promise<OffImportSummary> {
  const format = options.format ?? formatOf(options.file);
  const country = options.country ? countryTag(options.country) : null;
  const importedAt = (options.now ?? (() => new Date()))();
  const batchSize = options.batchSize ?? BATCH;
  const summary: OffImportSummary = {
    format,
    read: 0,
    upserted: 0,
    otherCountry: 0,
    skipped: {},
    examples: [],
  };
  // A batch keyed by barcode: the same product twice in a file keeps its last row (one upsert cannot touch a row twice).
  let batch = new Map<string, PackagedFoodValues>();
  const flush = async () => {
    const rows = [...batch.values()].map((f) => ({
      ...f,
      source: OPEN_FOOD_FACTS.source,
      licence: OPEN_FOOD_FACTS.licence,
      attribution: OPEN_FOOD_FACTS.attribution,
      sourceUrl: OPEN_FOOD_FACTS.productUrl(f.gtin),
      importedAt,
    }));
    batch = new Map();
    await repo.upsertPackagedFoods(db, rows);
    summary.upserted += rows.length;
  };
  const skip = (line: number, code: unknown, reason: SkipReason) => {
    summary.skipped[reason] = (summary.skipped[reason] ?? 0) + 1;
    if (summary.examples.length < EXAMPLES_MAX)
      summary.examples.push({ line, code: typeof code === 'string' ? code : null, reason });
  };

  let header: Map<string, number> | null = null;
  let lineNo = 0;
  for await (const line of lines(options.file)) {
    lineNo += 1;
    if (!line.trim()) continue;
    if (format === 'csv' && header === null) {
      header = csvHeader(line);
      if (!header.has('code'))
        throw new Error(`${options.file}: the first line is not the export's header row.`);
      continue;
    }
    summary.read += 1;
    const raw: OffRawProduct | null = format === 'csv' ? fromCsvRow(header!, line) : fromJsonLine(line);
    if (!raw) {
      skip(lineNo, null, 'unreadable');
      continue;
    }
    if (country && !raw.countries.some((t) => t.toLowerCase() === country)) {
      summary.otherCountry += 1;
      continue;
    }
    const checked = checkOffProduct(raw);
    if (!checked.ok) {
      skip(lineNo, raw.code, checked.reason);
      continue;
    }
    batch.set(checked.food.gtinKey, checked.food);
    if (batch.size >= batchSize) await flush();
  }
  await flush();
  await repo.insertFoodImport(db, {
    source: OPEN_FOOD_FACTS.source,
    file: path.basename(options.file),
    country,
    read: summary.read,
    upserted: summary.upserted,
    otherCountry: summary.otherCountry,
    skipped: summary.skipped,
    finishedAt: importedAt,
  });
  return summary;
}
