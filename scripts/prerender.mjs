// Prerenders the public pages to HTML after `vite build` (issue 21): the same React components, rendered once at
// build time by client/src/prerender-entry.tsx, so these pages paint before any JavaScript has run; the client
// then hydrates them (client/src/main.tsx). The server sends these files for their paths and the not-found page
// for paths no client route matches (server/src/http/prerendered-pages.ts reads the manifest written here).
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLIENT_OUT = path.resolve(process.env.VITALPLAN_DIST ?? path.join(ROOT, 'dist'), 'client');
/** Where the pages go, and the manifest's name (server/src/http/prerendered-pages.ts reads both). */
const PAGES_DIR = 'prerendered';
const MANIFEST = 'pages.json';

/** Public pages: path → file. A visitor's view of each is the same for everyone, so it can be built once. */
const PAGES = {
  '/': 'home.html',
  '/login': 'login.html',
  '/signup': 'signup.html',
  '/register': 'register.html',
  '/terms': 'terms.html',
  '/privacy': 'privacy.html',
  '/medical-disclaimer': 'medical-disclaimer.html',
  '/security': 'security.html',
  '/help': 'help.html',
};
/** Rendered at a path no route matches, so it is the client's own not-found page. */
const NOT_FOUND = { path: '/__prerender-not-found__', file: '404.html' };
/** Preloaded in the landing page's <head>: the hero poster is its largest paint. */
const LANDING_PRELOAD =
  '<link rel="preload" as="image" href="/media/hero-poster.avif" type="image/avif" fetchpriority="high" />';

/**
 * A prerendered page paints from its HTML and CSS alone; the web font only replaces the fallback face
 * (font-display: swap), so it is preloaded at low priority (else the stylesheet would request it at the highest).
 * The scripts keep their default priority: until they have run, the page's buttons do nothing (fetched at low
 * priority, a keyboard user's first Enter on the Help Center's accordion went nowhere on a busy machine).
 */
function lowPriorityFont(page) {
  const font = /url\((\/assets\/inter-latin-wght-normal-[\w-]+\.woff2)\)/.exec(
    readFileSync(cssFile(page), 'utf8'),
  )?.[1];
  if (!font) throw new Error('the stylesheet no longer names the Inter woff2 file');
  return page.replace(
    /<link rel="stylesheet"/,
    () =>
      `<link rel="preload" as="font" type="font/woff2" href="${font}" crossorigin fetchpriority="low" />\n    <link rel="stylesheet"`,
  );
}

/** The entry stylesheet the page links. */
function cssFile(page) {
  const href = /<link rel="stylesheet" crossorigin href="\/(assets\/index-[\w-]+\.css)"/.exec(page)?.[1];
  if (!href) throw new Error('index.html: the entry stylesheet was not found');
  return path.join(CLIENT_OUT, href);
}

/** Every client route's path as a regular expression source (`/plans/:id` → `^/plans/[^/]+$`). */
function clientRoutePatterns() {
  const routes = readFileSync(path.join(ROOT, 'client/src/app/routes.tsx'), 'utf8');
  return [...routes.matchAll(/<Route path="([^"]+)"/g)].map(
    (m) => `^${m[1].replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`,
  );
}

async function buildRenderer() {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'vitalplan-prerender-'));
  await build({
    configFile: path.join(ROOT, 'client/vite.config.ts'),
    logLevel: 'warn',
    // Bundled whole, so the renderer runs from a temporary directory with no node_modules beside it.
    ssr: { noExternal: true },
    build: {
      ssr: path.join(ROOT, 'client/src/prerender-entry.tsx'),
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      rollupOptions: { output: { entryFileNames: 'prerender-entry.mjs' } },
    },
  });
  return { outDir, module: await import(pathToFileURL(path.join(outDir, 'prerender-entry.mjs')).href) };
}

/** The built index.html with the page's markup inside #root, its title, and (on /) the LCP image preload. */
function pageHtml(template, { html, title }, pagePath) {
  // A boundary left pending or in error (`<!--$?-->`, `<!--$!-->`) or an inline script would show a page that is
  // incomplete without JavaScript, or blocked by the Content-Security-Policy.
  if (/<!--\$[?!]-->|<script/.test(html))
    throw new Error(`${pagePath}: the prerendered page is not complete HTML`);
  const root = /<div id="root">[\s\S]*?<\/div>\s*<noscript>[\s\S]*?<\/noscript>/;
  if (!root.test(template)) throw new Error('index.html: #root and <noscript> not found');
  const escapedTitle = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  let page = template
    // A prerendered page reads without JavaScript, so the "needs JavaScript" notice goes.
    .replace(root, () => `<div id="root" data-prerendered>${html}</div>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapedTitle}</title>`);
  if (pagePath === '/') page = page.replace('</title>', () => `</title>\n    ${LANDING_PRELOAD}`);
  return lowPriorityFont(page);
}

function writeCompressed(file, text) {
  const data = Buffer.from(text);
  writeFileSync(file, data);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(data, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
      },
    }),
  );
}

const t0 = Date.now();
const template = readFileSync(path.join(CLIENT_OUT, 'index.html'), 'utf8');
const renderer = await buildRenderer();
try {
  mkdirSync(path.join(CLIENT_OUT, PAGES_DIR), { recursive: true });
  for (const [pagePath, file] of [...Object.entries(PAGES), [NOT_FOUND.path, NOT_FOUND.file]]) {
    const rendered = await renderer.module.render(pagePath);
    writeCompressed(path.join(CLIENT_OUT, PAGES_DIR, file), pageHtml(template, rendered, pagePath));
  }
  const manifest = { pages: PAGES, notFound: NOT_FOUND.file, clientRoutes: clientRoutePatterns() };
  writeFileSync(path.join(CLIENT_OUT, PAGES_DIR, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
} finally {
  rmSync(renderer.outDir, { recursive: true, force: true });
}
console.log(
  `prerendered ${Object.keys(PAGES).length + 1} pages → ${path.join(CLIENT_OUT, PAGES_DIR)} in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
);
