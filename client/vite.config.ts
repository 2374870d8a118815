/// <reference types="vite/client" />
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';

const outDir = process.env.VITALPLAN_DIST
  ? `${process.env.VITALPLAN_DIST}/client`
  : fileURLToPath(new URL('../dist/client', import.meta.url));

const SRC = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Each route's lazy page module, read from client/src/app/routes.tsx (`const X = lazy(() => import('…'))` and
 * `<Route path="…">…<X />`), as [pathname pattern, module path without extension].
 */
function routePages(): [RegExp, string][] {
  const src = readFileSync(path.join(SRC, 'app', 'routes.tsx'), 'utf8');
  const lazyModules = new Map(
    [...src.matchAll(/const (\w+) = lazy\(\(\) => import\('([^']+)'\)\)/g)].map((m) => {
      const spec = m[2]!;
      const file = spec.startsWith('@/') ? path.join(SRC, spec.slice(2)) : path.join(SRC, 'app', spec);
      return [m[1]!, file] as const;
    }),
  );
  const pages: [RegExp, string][] = [];
  for (const segment of src.split('<Route ').slice(1)) {
    const route = /^path="([^"]+)"/.exec(segment)?.[1];
    const name = [...segment.matchAll(/(?:component=\{|<)(\w+)/g)]
      .map((m) => m[1]!)
      .find((n) => lazyModules.has(n));
    if (!route || !name) continue;
    const pattern = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
    pages.push([new RegExp(`^${pattern}$`), lazyModules.get(name)!]);
  }
  return pages;
}

/** Route chunks the service worker stores at install, so the landing, auth and static pages open offline. */
const PRECACHED_PAGES = [
  'features/landing/pages/landing-page.tsx',
  'features/static-pages/pages/static-page.tsx',
  'features/auth/pages/login-page.tsx',
  'features/auth/pages/signup-page.tsx',
  'app/not-found-page.tsx',
  // Toasts load after start-up (lib/toast.ts); offline messages need them too.
  'app/toasts.tsx',
];
/** Public files in the app shell (the hero video is left to the network: range requests don't cache well). */
const PRECACHED_PUBLIC = [
  '/index.html',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/media/hero-poster.avif',
  '/media/hero-poster.webp',
];
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;

/** The chunk whose entry module is `module` (a path ending, with or without extension). */
function chunkOf(bundle: Rollup.OutputBundle, module: string): Rollup.OutputChunk | undefined {
  const wanted = module.replace(/\.[jt]sx?$/, '');
  return Object.values(bundle).find(
    (f): f is Rollup.OutputChunk =>
      f.type === 'chunk' && !!f.facadeModuleId?.replace(/\.[jt]sx?$/, '').endsWith(wanted),
  );
}

/** A chunk's file and every file it imports statically (what loading it downloads), with its CSS. */
function closure(
  bundle: Rollup.OutputBundle,
  chunk: Rollup.OutputChunk,
  into = new Set<string>(),
): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
  for (const name of chunk.imports) {
    const dep = bundle[name];
    if (dep?.type === 'chunk') closure(bundle, dep, into);
  }
  return into;
}

/**
 * Production-only build steps:
 * - a tiny async script in <head> starts downloading the current route's page chunk (and on `/` the hero poster)
 *   at once, instead of after the entry chunk has run: one round trip less before the page paints;
 * - the service worker's precache list (public/sw.js holds a placeholder) and build version;
 * - gzip and brotli copies of every text file, served by the server with `preCompressed`.
 */
function productionExtras(): Plugin {
  let precache: string[] = [];
  let routePreload: { name: string; code: string } | undefined;
  return {
    name: 'vitalplan-production-extras',
    // Not for the prerender's server-side build (scripts/prerender.mjs), which has no index.html or service worker.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const entry = Object.values(bundle).find(
          (f): f is Rollup.OutputChunk => f.type === 'chunk' && f.isEntry,
        );
        if (!entry) return html;
        const shell = closure(bundle, entry);
        const font = Object.keys(bundle).find((f) => /inter-latin-wght-normal.*\.woff2$/.test(f));

        const pages = new Set<string>(shell);
        for (const page of PRECACHED_PAGES) {
          const chunk = chunkOf(bundle, page);
          if (chunk) closure(bundle, chunk, pages);
        }
        precache = [...PRECACHED_PUBLIC, ...[...pages, ...(font ? [font] : [])].map((f) => `/${f}`)];

        // Per route: the files its lazy page chunk needs beyond the shell, as indexes into one list.
        const files: string[] = [];
        const routes: [string, number[]][] = [];
        for (const [pattern, page] of routePages()) {
          const chunk = chunkOf(bundle, page);
          if (!chunk) continue;
          const needed = [...closure(bundle, chunk)].filter((f) => !shell.has(f) && f.endsWith('.js'));
          routes.push([
            pattern.source,
            needed.map((f) => (files.includes(f) ? files.indexOf(f) : files.push(f) - 1)),
          ]);
        }
        const script =
          `/* Route preload: fetch the current route's page chunk (and on / the hero poster) at once. */` +
          `(function(){var F=${JSON.stringify(files.map((f) => `/${f}`))},R=${JSON.stringify(routes)},` +
          `p=location.pathname.replace(/\\/+$/,'')||'/',h=document.head,` +
          `m=R.filter(function(r){return new RegExp(r[0]).test(p)})[0];` +
          `function a(r,u,x){var l=document.createElement('link');l.rel=r;l.href=u;` +
          `for(var k in x)l.setAttribute(k,x[k]);h.appendChild(l)}` +
          `(m?m[1]:[]).forEach(function(i){a('modulepreload',F[i],{crossorigin:''})});` +
          `if(p==='/')a('preload','/media/hero-poster.avif',{as:'image',type:'image/avif',fetchpriority:'high'})})()`;
        // An external file, not inline: the Content-Security-Policy allows scripts from 'self' only.
        routePreload = {
          name: `assets/route-preload-${createHash('sha256').update(script).digest('hex').slice(0, 10)}.js`,
          code: script,
        };
        return {
          html,
          tags: [{ tag: 'script', attrs: { async: true, src: `/${routePreload.name}` }, injectTo: 'head' }],
        };
      },
    },
    closeBundle() {
      if (routePreload) writeFileSync(path.join(outDir, routePreload.name), routePreload.code);
      const swPath = path.join(outDir, 'sw.js');
      const version = Date.now().toString(36);
      try {
        const sw = readFileSync(swPath, 'utf8')
          .replace('self.__PRECACHE__ = [];', `self.__PRECACHE__ = ${JSON.stringify(precache)};`)
          .replace("self.__VERSION__ = 'dev';", `self.__VERSION__ = '${version}';`);
        writeFileSync(swPath, sw);
      } catch (err) {
        this.warn(`service worker not written: ${String(err)}`);
      }
      precompress(outDir);
    },
  };
}

/** Writes file.gz and file.br beside every compressible file of 1 KB or more (only when they are smaller). */
function precompress(dir: string): void {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const data = readFileSync(file);
    if (data.length < 1024) continue;
    const gz = gzipSync(data, { level: 9 });
    const br = brotliCompressSync(data, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    if (gz.length < data.length * 0.95) writeFileSync(`${file}.gz`, gz);
    if (br.length < data.length * 0.95) writeFileSync(`${file}.br`, br);
  }
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), productionExtras()],
  resolve: {
    alias: {
      '@common': fileURLToPath(new URL('../common', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  build: {
    // VITALPLAN_DIST lets parallel builds (e.g. several checkouts' CI) write elsewhere.
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
