/**
 * Front-end speed and quality benchmark (issues 8 and 21):
 *
 *   npm run bench:web                      build, sizes, Lighthouse on /, /login, /help (three runs each)
 *   npm run bench:web -- --runs 5          Lighthouse five times per page; the median is reported
 *   npm run bench:web -- --no-build        reuse the build in $VITALPLAN_DIST (default: a fresh temp dir)
 *   npm run bench:web -- --strict          exit 1 when a target is missed
 *   npm run bench:web -- --no-lighthouse   sizes and the CPU-time blocking row only (bench/cpu-blocking-time.ts)
 *
 * 1. Builds client and server into a private output directory (VITALPLAN_DIST, or a temp dir).
 * 2. Prints the gzip and brotli size of every JS and CSS chunk, then what the landing page `/` loads: the entry
 *    chunk and its static imports plus the landing route chunk and its imports (target ≤ 120 KB JS gzip), and
 *    checks that none of it is dashboard, admin, chart or payment code.
 * 3. Starts the built app on a free port with a temporary DATA_DIR, checks that it serves brotli, and runs
 *    Lighthouse 12 (mobile preset, simulated throttling) in Debian's Chromium on the public pages /, /login,
 *    /register and /help, printing the four category scores (targets: Performance ≥ 95 on every run,
 *    Accessibility, Best Practices and SEO 100) with LCP, TBT and CLS, and the JavaScript the browser actually
 *    downloaded for each page. Each figure is the median of the runs; every run's performance score is listed
 *    too. The machine's load average is printed before and after: simulated throttling multiplies the local
 *    wall-clock time, so a busy machine depresses performance and TBT.
 * 4. Total blocking time at a 4× CPU slowdown from the main thread's CPU time (bench/cpu-blocking-time.ts;
 *    target ≤ 100 ms, issue 33): the verdict that a busy machine does not change.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startChildServer, type ChildServer } from '../server/test/child-server';
import { CPU_SLOWDOWN, launchChromium, measureCpuBlocking } from './cpu-blocking-time';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = ['/', '/login', '/register', '/help'];
const LANDING_JS_BUDGET_KB = 120;
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
/** Total blocking time at a 4× CPU slowdown, from CPU time (issue 33). */
const TBT_TARGET_MS = 100;
type Category = keyof typeof TARGETS;
/** Chunks the landing page must never download. */
const FORBIDDEN =
  /dashboard|admin|analytics|chart|recharts|profile-screen|subscribe|stripe|paypal|razorpay|payment/i;

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const RUNS = Math.max(1, option('--runs', 3));

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const pad = (s: string | number, n: number) => String(s).padStart(n);

// ---------------------------------------------------------------------------------------------------- build

function build(dist: string): void {
  const env = { ...process.env, VITALPLAN_DIST: dist };
  console.log(`Building into ${dist} …`);
  const t0 = Date.now();
  execFileSync(path.join(BIN, 'vite'), ['build', '--config', 'client/vite.config.ts', '--logLevel', 'warn'], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  });
  execFileSync(process.execPath, ['scripts/prerender.mjs'], { cwd: ROOT, env, stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, env, stdio: 'inherit' });
  console.log(`Built in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
}

/** The server bundle keeps npm packages external: outside the repository it needs a node_modules beside it. */
function linkNodeModules(dist: string): void {
  const link = path.join(dist, 'node_modules');
  if (!existsSync(link) && !path.resolve(dist).startsWith(ROOT + path.sep)) {
    symlinkSync(path.join(ROOT, 'node_modules'), link, 'dir');
  }
}

// ---------------------------------------------------------------------------------------------------- sizes

interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

function sizeOf(clientDir: string, file: string): FileSize {
  const data = readFileSync(path.join(clientDir, file));
  const pre = (ext: string) => {
    const p = path.join(clientDir, file + ext);
    return existsSync(p) ? statSync(p).size : undefined;
  };
  return {
    file,
    raw: data.length,
    gzip: pre('.gz') ?? gzipSync(data, { level: 9 }).length,
    brotli: pre('.br') ?? brotliCompressSync(data).length,
  };
}

/** Files a chunk imports statically (`import … from"./x.js"`, `import"./x.js"`), not `import("./x.js")`. */
function staticImports(clientDir: string, file: string): string[] {
  const code = readFileSync(path.join(clientDir, file), 'utf8');
  const dir = path.posix.dirname(file);
  const found = new Set<string>();
  for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    found.add(path.posix.normalize(path.posix.join(dir, m[1]!)));
  }
  return [...found];
}

function closure(clientDir: string, start: string, into = new Set<string>()): Set<string> {
  if (into.has(start)) return into;
  into.add(start);
  for (const dep of staticImports(clientDir, start)) closure(clientDir, dep, into);
  return into;
}

function reportSizes(clientDir: string): { landingJsGzip: number; forbidden: string[] } {
  const assets = readdirSync(path.join(clientDir, 'assets'))
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => sizeOf(clientDir, `assets/${f}`))
    .sort((a, b) => b.gzip - a.gzip);

  console.log('Every chunk (KB)');
  console.log(`${'file'.padEnd(56)} ${pad('raw', 8)} ${pad('gzip', 8)} ${pad('brotli', 8)}`);
  for (const a of assets) {
    console.log(`${a.file.padEnd(56)} ${pad(kb(a.raw), 8)} ${pad(kb(a.gzip), 8)} ${pad(kb(a.brotli), 8)}`);
  }
  const total = assets.filter((a) => a.file.endsWith('.js')).reduce((s, a) => s + a.gzip, 0);
  console.log(`${'all JavaScript'.padEnd(56)} ${pad('', 8)} ${pad(kb(total), 8)}\n`);

  // What `/` loads: index.html's scripts, module preloads and stylesheets, then the landing route chunk.
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const fromHtml = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const entry = fromHtml.find((f) => /assets\/index-[^/]+\.js$/.test(f));
  const landing = readdirSync(path.join(clientDir, 'assets')).find((f) => /^landing-page-.*\.js$/.test(f));
  const files = new Set<string>(fromHtml);
  if (entry) closure(clientDir, entry, files);
  if (landing) closure(clientDir, `assets/${landing}`, files);

  const loaded = [...files].map((f) => sizeOf(clientDir, f)).sort((a, b) => b.gzip - a.gzip);
  const js = loaded.filter((f) => f.file.endsWith('.js'));
  const css = loaded.filter((f) => f.file.endsWith('.css'));
  const sum = (list: FileSize[], k: 'gzip' | 'brotli' | 'raw') => list.reduce((s, f) => s + f[k], 0);
  const landingJsGzip = sum(js, 'gzip');
  console.log('What the landing page / loads (KB)');
  for (const f of loaded) {
    console.log(`  ${f.file.padEnd(54)} ${pad(kb(f.raw), 8)} ${pad(kb(f.gzip), 8)} ${pad(kb(f.brotli), 8)}`);
  }
  console.log(
    `  JavaScript: ${js.length} files, ${kb(sum(js, 'raw'))} KB raw, ${kb(landingJsGzip)} KB gzip, ` +
      `${kb(sum(js, 'brotli'))} KB brotli (budget ${LANDING_JS_BUDGET_KB} KB gzip: ` +
      `${landingJsGzip / 1024 <= LANDING_JS_BUDGET_KB ? 'OK' : 'OVER'})`,
  );
  console.log(`  CSS: ${kb(sum(css, 'gzip'))} KB gzip`);
  const forbidden = [...files].filter((f) => FORBIDDEN.test(path.basename(f)));
  console.log(
    forbidden.length
      ? `  NOT OK: the landing page loads ${forbidden.join(', ')}`
      : '  No dashboard, admin, chart or payment code.',
  );
  console.log();
  return { landingJsGzip, forbidden };
}

// ---------------------------------------------------------------------------------------------------- server

async function checkCompression(url: string, clientDir: string): Promise<void> {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
  for (const [label, p] of [
    ['index.html', '/'],
    ['entry chunk', entry],
  ] as const) {
    if (!p) continue;
    const res = await fetch(url + p, { headers: { 'accept-encoding': 'br, gzip' } });
    await res.arrayBuffer();
    console.log(
      `  ${label.padEnd(12)} content-encoding: ${res.headers.get('content-encoding') ?? 'none'}, ` +
        `cache-control: ${res.headers.get('cache-control')}`,
    );
  }
  console.log();
}

// ---------------------------------------------------------------------------------------------------- lighthouse

interface LighthouseResult {
  scores: Record<Category, number>;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  jsTransfer: number;
  jsFiles: string[];
  failing: string[];
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: one more try before giving up. */
function runLighthouse(args: string[], options: Parameters<typeof execFileSync>[2]): void {
  try {
    execFileSync(path.join(BIN, 'lighthouse'), args, options);
  } catch {
    console.warn('Lighthouse run failed; trying once more.');
    execFileSync(path.join(BIN, 'lighthouse'), args, options);
  }
}

function lighthouse(url: string, outDir: string, name: string): LighthouseResult {
  const out = path.join(outDir, `${name}.json`);
  runLighthouse(
    [
      url,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
    ],
    {
      env: { ...process.env, CHROME_PATH: CHROME },
      stdio: ['ignore', 'ignore', 'inherit'],
      timeout: 180_000,
    },
  );
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the Lighthouse report is large and untyped here
  const lhr = JSON.parse(readFileSync(out, 'utf8')) as any;
  const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const requests: { url: string; resourceType: string; transferSize: number }[] =
    lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const failing: string[] = [];
  for (const [cat, data] of Object.entries(lhr.categories) as [
    string,
    { auditRefs: { id: string; weight: number }[] },
  ][]) {
    for (const ref of data.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
        failing.push(`${cat}/${ref.id} (${audit.displayValue ?? Math.round(audit.score * 100)})`);
      }
    }
  }
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsTransfer: scripts.reduce((s, r) => s + (r.transferSize ?? 0), 0),
    jsFiles: scripts.map((r) => new URL(r.url).pathname),
    failing,
  };
}

function runLighthousePages(url: string, reportDir: string, misses: string[]): void {
  console.log(
    `Lighthouse ${execFileSync(path.join(BIN, 'lighthouse'), ['--version']).toString().trim()}, mobile preset, ${RUNS} run(s) per page (medians)`,
  );
  console.log(`Load average before: ${loadAverage()} (1, 5, 15 min; ${os.cpus().length} cores)`);
  console.log(
    `${'page'.padEnd(10)} ${pad('perf', 5)} ${pad('a11y', 5)} ${pad('best', 5)} ${pad('seo', 5)}   ` +
      `${pad('FCP', 7)} ${pad('LCP', 7)} ${pad('TBT', 6)} ${pad('CLS', 6)}  JS downloaded`,
  );
  for (const page of PAGES) {
    const runs: LighthouseResult[] = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(lighthouse(url + page, reportDir, `${page.replace(/\W/g, '') || 'home'}-${i + 1}`));
    }
    const s = Object.fromEntries(
      (Object.keys(TARGETS) as Category[]).map((c) => [c, median(runs.map((x) => x.scores[c]))]),
    ) as Record<Category, number>;
    // The run whose performance is the median one lends its downloads and failing audits.
    const r = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[
      Math.floor(runs.length / 2)
    ]!;
    console.log(
      `${page.padEnd(10)} ${pad(s.performance, 5)} ${pad(s.accessibility, 5)} ${pad(s['best-practices'], 5)} ${pad(s.seo, 5)}   ` +
        `${pad(`${Math.round(median(runs.map((x) => x.fcp)))}ms`, 7)} ${pad(`${Math.round(median(runs.map((x) => x.lcp)))}ms`, 7)} ` +
        `${pad(`${Math.round(median(runs.map((x) => x.tbt)))}ms`, 6)} ${pad(median(runs.map((x) => x.cls)).toFixed(3), 6)}  ` +
        `${r.jsFiles.length} files, ${kb(r.jsTransfer)} KB over the wire`,
    );
    console.log(
      `           runs: performance ${runs.map((x) => x.scores.performance).join(' / ')}, ` +
        `TBT ${runs.map((x) => `${Math.round(x.tbt)}ms`).join(' / ')}`,
    );
    for (const f of r.failing) console.log(`           below 90: ${f}`);
    const forbidden = r.jsFiles.filter((f) => FORBIDDEN.test(path.basename(f)));
    if (forbidden.length) console.log(`           NOT OK: downloaded ${forbidden.join(', ')}`);
    // Performance counts on every run (issue 33: "not only the best of three"); the other categories' medians.
    const worstPerformance = Math.min(...runs.map((x) => x.scores.performance));
    if (worstPerformance < TARGETS.performance) {
      misses.push(`${page} performance ${worstPerformance} < ${TARGETS.performance} on a run`);
    }
    for (const cat of ['accessibility', 'best-practices', 'seo'] as const) {
      if (s[cat] < TARGETS[cat]) misses.push(`${page} ${cat} ${s[cat]} < ${TARGETS[cat]}`);
    }
  }
  console.log(
    `Targets: performance ≥ ${TARGETS.performance} on every run, accessibility/best practices/SEO ` +
      `${TARGETS.accessibility} (medians of ${RUNS} runs); landing JS ≤ ${LANDING_JS_BUDGET_KB} KB gzip.\n`,
  );
}

/** The issue's own TBT verdict: main-thread CPU time × 4, independent of the machine's load. */
async function reportCpuBlocking(url: string, misses: string[]): Promise<void> {
  console.log(
    `Total blocking time at ${CPU_SLOWDOWN}× CPU slowdown (main-thread CPU time × ${CPU_SLOWDOWN}, ` +
      `${RUNS} run(s) per page, median; load average ${loadAverage()})`,
  );
  console.log(`${'page'.padEnd(10)} ${pad('TBT', 7)} ${pad('target', 8)} ${pad('longest', 8)}  runs`);
  const browser = await launchChromium(CHROME);
  try {
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measureCpuBlocking(browser, url + page));
      const tbt = median(runs.map((r) => r.tbtMs));
      console.log(
        `${page.padEnd(10)} ${pad(`${Math.round(tbt)}ms`, 7)} ${pad(`≤ ${TBT_TARGET_MS}ms`, 8)} ` +
          `${pad(`${Math.round(median(runs.map((r) => r.longestTaskMs)))}ms`, 8)}  ` +
          `${runs.map((r) => `${Math.round(r.tbtMs)}ms`).join(' / ')}  ${tbt <= TBT_TARGET_MS ? 'OK' : 'OVER'}`,
      );
      if (tbt > TBT_TARGET_MS) {
        misses.push(`${page} TBT at ${CPU_SLOWDOWN}× CPU ${Math.round(tbt)} ms > ${TBT_TARGET_MS} ms`);
      }
    }
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------------- main

async function main(): Promise<number> {
  const reuse = flag('--no-build');
  const dist = reuse
    ? path.resolve(process.env.VITALPLAN_DIST ?? path.join(ROOT, 'dist'))
    : (process.env.VITALPLAN_DIST ?? mkdtempSync(path.join(os.tmpdir(), 'vitalplan-web-bench-')));
  if (!reuse) build(dist);
  linkNodeModules(dist);
  const clientDir = path.join(dist, 'client');

  const sizes = reportSizes(clientDir);
  const misses: string[] = [];
  if (sizes.landingJsGzip / 1024 > LANDING_JS_BUDGET_KB) misses.push('landing JS over budget');
  if (sizes.forbidden.length) misses.push('landing loads member code');

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitalplan-web-bench-data-'));
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'vitalplan-lighthouse-'));
  let server: ChildServer | undefined;
  const onSignal = () => {
    void server?.kill('SIGTERM');
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    server = await startChildServer(
      { DATA_DIR: dataDir, STATIC_DIR: path.join(dist, 'client'), DATABASE_URL: '', NODE_ENV: 'production' },
      { main: path.join(dist, 'server', 'main.js'), timeoutMs: 90_000 },
    );
    console.log(`App at ${server.url}`);
    await checkCompression(server.url, clientDir);

    if (!flag('--no-lighthouse')) runLighthousePages(server.url, reportDir, misses);
    await reportCpuBlocking(server.url, misses);
    console.log(
      `Load average after: ${loadAverage()} (2 cores: above 2 the Lighthouse figures are depressed)`,
    );
    if (!flag('--no-lighthouse')) console.log(`\nLighthouse reports: ${reportDir}`);
  } finally {
    await server?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}-keys`, { recursive: true, force: true });
    if (!reuse && !process.env.VITALPLAN_DIST) rmSync(dist, { recursive: true, force: true });
  }
  console.log(misses.length ? `\nTargets missed: ${misses.join('; ')}` : '\nAll targets met.');
  return misses.length && flag('--strict') ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
