/**
 * Food search benchmark (issue 35): the real app in its own process (bench/load-server.ts, embedded PGlite) with
 * the full food database loaded, a member with 50 foods of their own, and this process as the HTTP client timing
 * GET /api/foods?q=… over everyday queries (transliterations, plurals, typos, two words), round-robin, next to a
 * baseline measured in the same run: GET /api/auth/me (access hook, one session read, serialisation). Prints the
 * database's size: entries by source, the catalogue as JSON (raw and gzip: what it would take on disk as a data
 * file), the source files it is built from, and the heap it takes in memory.
 *
 *   npm run bench:foods            FOODS_BENCH_N=40 (rounds over the query list)
 *
 * Target: p95 ≤ 50 ms per search request.
 */
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(import.meta.dirname, '..');
const N = Number(process.env.FOODS_BENCH_N ?? 40);
const WARMUP = 3;
const TARGET_P95_MS = 50;
const OWN_FOODS = 50;

// prettier-ignore
const QUERIES = [
  'paneer', 'panir', 'pannner', 'dahi', 'curd', 'chawal', 'rice', 'daal', 'dhal', 'rotis', 'chapati',
  'samosas', 'biriyani', 'idly', 'dosa', 'masala dosa', 'aloo paratha', 'palak panner', 'chiken curry',
  'bananna', 'milk', 'egg', 'anda curry', 'rajma chawal', 'moong dal', 'poha', 'upma', 'ghee', 'atta',
  'my biscuits', 'oats', 'almonds', 'b',
];

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (v: number) => v.toFixed(2).padStart(7);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function startServer(): Promise<{ port: number; token: string; stop: () => void }> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['bench/load-server.ts', 'app', 'pglite'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    const m = /^READY (\d+) (.*)$/.exec(line);
    if (m)
      return {
        port: Number(m[1]),
        token: JSON.parse(m[2]!).token as string,
        stop: () => child.kill('SIGINT'),
      };
  }
  throw new Error('the server exited before it was ready');
}

/** The search alone, in this process (no HTTP, no database): what the index costs per query. */
async function inProcess(): Promise<void> {
  const { CATALOGUE_INDEX } = await import('../server/src/modules/foods/foods-catalogue');
  const times: number[] = [];
  for (let round = 0; round < N + WARMUP; round++) {
    for (const q of QUERIES) {
      const t0 = performance.now();
      CATALOGUE_INDEX.search(q, 20);
      if (round >= WARMUP) times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `  index search in process (${times.length} queries): p50 ${quantile(times, 0.5).toFixed(3)} ms, p95 ${quantile(times, 0.95).toFixed(3)} ms, p99 ${quantile(times, 0.99).toFixed(3)} ms`,
  );
}

async function memoryAndSize(): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage().heapUsed;
  const { CATALOGUE, CATALOGUE_INDEX } = await import('../server/src/modules/foods/foods-catalogue');
  gc?.();
  const after = process.memoryUsage().heapUsed;
  const bySource = new Map<string, number>();
  for (const f of CATALOGUE.values()) bySource.set(f.source, (bySource.get(f.source) ?? 0) + 1);
  const json = Buffer.from(JSON.stringify([...CATALOGUE.values()]));
  const files = [
    'server/src/engine/data/foods/ifct-foods.ts',
    'server/src/engine/data/foods/usda-foods.ts',
    'server/src/engine/data/foods/household-measures.ts',
    'server/src/engine/data/foods/dishes.ts',
    'server/src/modules/foods/food-aliases.ts',
  ];
  const sourceBytes = files.reduce((s, f) => s + statSync(path.join(ROOT, f)).size, 0);
  console.log('Food database');
  console.log(
    `  entries: ${CATALOGUE_INDEX.size} (${[...bySource].map(([s, n]) => `${s} ${n}`).join(', ')}), plus each member's own foods`,
  );
  console.log(
    `  on disk: catalogue as JSON ${kb(json.length)} (gzip ${kb(gzipSync(json).length)}); source data files ${kb(sourceBytes)}`,
  );
  console.log(
    `  in memory: heap +${kb(after - before)} after loading the catalogue, its module graph and search index${gc ? '' : ' (without --expose-gc: approximate)'}`,
  );
}

async function main(): Promise<void> {
  console.log(
    `Load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')} (${os.cpus().length} cores)`,
  );
  await memoryAndSize();
  await inProcess();
  const server = await startServer();
  const base = `http://127.0.0.1:${server.port}`;
  const headers = { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };
  try {
    for (let i = 0; i < OWN_FOODS; i++) {
      const res = await fetch(`${base}/api/foods`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name: `My biscuits ${i}`,
          servingGrams: 25,
          kcal: 110,
          proteinG: 2,
          carbsG: 18,
          fatG: 3,
        }),
      });
      if (res.status !== 201) throw new Error(`own food: ${res.status} ${await res.text()}`);
    }
    const time = async (url: string): Promise<number> => {
      const t0 = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      const t = performance.now() - t0;
      if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
      return t;
    };
    const search: number[] = [];
    const baseline: number[] = [];
    const perQuery = new Map<string, number[]>();
    let hits = 0;
    for (let round = 0; round < N + WARMUP; round++) {
      for (const q of QUERIES) {
        const url = `${base}/api/foods?q=${encodeURIComponent(q)}`;
        const t = await time(url);
        const b = await time(`${base}/api/auth/me`);
        if (round < WARMUP) continue;
        search.push(t);
        baseline.push(b);
        perQuery.set(q, [...(perQuery.get(q) ?? []), t]);
      }
    }
    for (const q of ['paneer', 'pannner', 'samosas']) {
      const res = await fetch(`${base}/api/foods?q=${q}&limit=3`, { headers });
      const names = ((await res.json()) as { foods: { name: string }[] }).foods.map((f) => f.name);
      if (names.length) hits += 1;
      console.log(`  "${q}" → ${names.join(' | ')}`);
    }
    search.sort((a, b) => a - b);
    baseline.sort((a, b) => a - b);
    console.log(
      `\nGET /api/foods?q= over HTTP, ${search.length} requests (${QUERIES.length} queries × ${N} rounds)`,
    );
    console.log(`                         p50     p95     p99     max (ms)`);
    console.log(
      `  search           ${ms(quantile(search, 0.5))} ${ms(quantile(search, 0.95))} ${ms(quantile(search, 0.99))} ${ms(search.at(-1)!)}`,
    );
    console.log(
      `  baseline /me     ${ms(quantile(baseline, 0.5))} ${ms(quantile(baseline, 0.95))} ${ms(quantile(baseline, 0.99))} ${ms(baseline.at(-1)!)}`,
    );
    const slowest = [...perQuery]
      .map(
        ([q, ts]) =>
          [
            q,
            quantile(
              ts.sort((a, b) => a - b),
              0.95,
            ),
          ] as const,
      )
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3);
    console.log(
      `  slowest queries (p95): ${slowest.map(([q, t]) => `"${q}" ${t.toFixed(1)} ms`).join(', ')}`,
    );
    console.log(
      `Load average after: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')}`,
    );
    const p95 = quantile(search, 0.95);
    console.log(
      `\nTarget p95 ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'MISSED'} (${p95.toFixed(1)} ms); sample queries found: ${hits}/3`,
    );
  } finally {
    server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
