/**
 * Food search in process with a packaged-food import's worth of entries (issue 35): the catalogue's index plus an
 * index of N synthetic packaged foods (seeded brand + product words, two names each like an imported product: its
 * name and brand + name), timed over everyday queries. No Open Food Facts data ships, so the products are made up;
 * what it measures is the index's cost at that size. Over HTTP: npm run bench:foods.
 *
 *   npx tsx bench/foods-index-bench.ts            FOODS_INDEX_N=30000 (products), FOODS_INDEX_ROUNDS=20
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { CATALOGUE_INDEX } from '../server/src/modules/foods/foods-catalogue';
import { createFoodIndex } from '../server/src/modules/foods/foods-search';

const N = Number(process.env.FOODS_INDEX_N ?? 30_000);
const ROUNDS = Number(process.env.FOODS_INDEX_ROUNDS ?? 20);
// prettier-ignore
const WORDS = ['glucose', 'biscuits', 'cream', 'masala', 'instant', 'noodles', 'butter', 'milk', 'toned', 'namkeen',
  'bhujia', 'chips', 'salted', 'cookies', 'atta', 'rusk', 'chocolate', 'wafer', 'juice', 'mango', 'soya', 'chunks',
  'paneer', 'ghee', 'oats', 'cornflakes', 'peanut', 'sev', 'mixture', 'dal', 'tea', 'coffee', 'ketchup', 'pickle',
  'papad', 'bread', 'cake', 'lassi', 'curd', 'icecream'];
// prettier-ignore
const QUERIES = ['paneer', 'panir', 'pannner', 'dahi', 'chawal', 'rotis', 'samosas', 'biriyani', 'masala dosa',
  'bananna', 'milk', 'parle', 'glucose biscuits', 'maggi noodles', 'amul butter', 'namkeen', 'b', 'chips'];

let seed = 35;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(a: readonly T[]) => a[Math.floor(rnd() * a.length)]!;
const brands = Array.from({ length: 800 }, (_, i) => `brand${i.toString(36)}co`);

const entries = Array.from({ length: N }, (_, i) => {
  const name = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => pick(WORDS)).join(' ');
  return { id: `off:${i}`, names: [name, `${pick(brands)} ${name}`] };
});
const heap0 = process.memoryUsage().heapUsed;
let t = performance.now();
const packaged = createFoodIndex(entries);
console.log(`index of ${N} packaged foods built in ${(performance.now() - t).toFixed(0)} ms`);
console.log(`heap +${((process.memoryUsage().heapUsed - heap0) / 1e6).toFixed(1)} MB (entries and index)`);

const times: number[] = [];
for (let r = 0; r < ROUNDS; r++)
  for (const q of QUERIES) {
    t = performance.now();
    CATALOGUE_INDEX.search(q, 20);
    packaged.search(q, 20);
    times.push(performance.now() - t);
  }
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
console.log(
  `search (catalogue + packaged) p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms over ${times.length} ` +
    `queries; load average ${os.loadavg()[0]!.toFixed(1)}`,
);
