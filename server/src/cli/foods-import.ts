/**
 * npm run foods:import -- FILE [--country en:india] [--format csv|jsonl]
 * Loads packaged foods from an Open Food Facts export (the CSV export or the JSONL dump, gzipped or not) into the
 * database the server uses (`DATA_DIR` or `DATABASE_URL`), keeping only products sold in --country when given.
 * Safe to run again: products are updated by barcode. Prints what was read, stored and skipped (with reasons).
 * With the embedded database (PGlite) run it while the server is stopped; the server's search picks the new
 * products up on its next query. docs/configuration.md#packaged-foods
 */
import { bootstrap } from '../bootstrap';
import { importOpenFoodFacts } from '../modules/foods/off-import';
import { SKIP_REASONS, type SkipReason } from '../modules/foods/off-product';

const USAGE = 'Usage: npm run foods:import -- FILE [--country en:india] [--format csv|jsonl]';

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

async function run(): Promise<number> {
  const args = process.argv.slice(2);
  const file = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  const format = flag(args, 'format');
  if (!file || (format !== undefined && format !== 'csv' && format !== 'jsonl')) {
    console.error(USAGE);
    return 2;
  }
  const { database } = await bootstrap();
  try {
    const started = Date.now();
    const s = await importOpenFoodFacts(database.db, {
      file,
      country: flag(args, 'country'),
      format,
    });
    const skipped = Object.entries(s.skipped) as [SkipReason, number][];
    console.log(
      `Read ${s.read} products (${s.format}) in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
        `${s.upserted} stored, ${s.otherCountry} sold elsewhere, ${skipped.reduce((n, [, c]) => n + c, 0)} skipped.`,
    );
    for (const [reason, n] of skipped) console.log(`  ${String(n).padStart(8)}  ${SKIP_REASONS[reason]}`);
    if (s.examples.length) {
      console.log('First skipped (line, barcode, reason):');
      for (const e of s.examples) console.log(`  ${e.line}  ${e.code ?? '-'}  ${e.reason}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

run()
  .then((code) => process.exit(code))
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
