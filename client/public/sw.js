/* VitalPlan service worker (hand-written; registered in production builds only).
 *
 * - Precaches the app shell (index.html, the entry chunk and its imports, the stylesheet, the font) and the
 *   landing, login, signup and static pages, so the app opens and those pages work offline.
 * - Hashed files under /assets/ are immutable: cache first, fetched and kept on first use.
 * - Page navigations: network first (always the newest release), the cached shell when offline.
 * - NEVER touches /api/*: API responses (health data, tokens) go straight to the network and are never stored.
 *
 * The build (client/vite.config.ts) replaces the two placeholders below with the real list and version.
 */
self.__PRECACHE__ = [];
self.__VERSION__ = 'dev';

const SHELL_CACHE = `vitalplan-shell-${self.__VERSION__}`;
const ASSET_CACHE = 'vitalplan-assets';
const STATIC_CACHE = 'vitalplan-static';
const MAX_ASSET_ENTRIES = 120;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(self.__PRECACHE__))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((n) => n.startsWith('vitalplan-shell-') && n !== SHELL_CACHE)
          .map((n) => caches.delete(n)),
      );
      await trim(ASSET_CACHE, MAX_ASSET_ENTRIES);
      await self.clients.claim();
    })(),
  );
});

async function trim(name, max) {
  const cache = await caches.open(name);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((k) => cache.delete(k)));
}

/** Only complete, successful, same-origin answers are stored. */
function storable(response) {
  return response && response.status === 200 && response.type === 'basic';
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (storable(response)) {
    const copy = response.clone();
    caches.open(ASSET_CACHE).then((c) => c.put(request, copy));
  }
  return response;
}

async function staleWhileRevalidate(request) {
  const cached = await caches.match(request);
  const network = fetch(request)
    .then((response) => {
      if (storable(response)) {
        const copy = response.clone();
        caches.open(STATIC_CACHE).then((c) => c.put(request, copy));
      }
      return response;
    })
    .catch(() => cached);
  return cached || network;
}

async function navigation(request) {
  try {
    const response = await fetch(request);
    // Every page is the same index.html: keep the newest one as the offline shell.
    if (storable(response) && (response.headers.get('content-type') || '').includes('text/html')) {
      const copy = response.clone();
      caches.open(SHELL_CACHE).then((c) => c.put('/index.html', copy));
    }
    return response;
  } catch (err) {
    const shell = await caches.match('/index.html');
    if (shell) return shell;
    throw err;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Health data and credentials: network only, never cached.
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  if (request.headers.has('authorization') || request.headers.has('range')) return;

  if (request.mode === 'navigate') {
    event.respondWith(navigation(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (/\.(?:png|svg|avif|webp|jpg|webmanifest|ico)$/.test(url.pathname)) {
    event.respondWith(staleWhileRevalidate(request));
  }
});
