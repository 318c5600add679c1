/* global VERSION, PRECACHE, APP_PREFIXES_OUTSIDE */
// Khel's service worker (docs/architecture.md §7). The build (pwa/plugin.ts) writes VERSION,
// PRECACHE and APP_PREFIXES_OUTSIDE above this text. What it does:
//  - install: stores this version's precache (the offline screen, the first screen's hashed
//    JS/CSS) in its own cache, and takes over at once (skipWaiting);
//  - activate: deletes every other version's cache;
//  - navigations of the player app: always the network (index.html is revalidated, a new deploy
//    reaches the player at once); with no network, the offline screen;
//  - /assets/* (hashed, so never stale) and the precache: the cache first, else the network
//    (and kept);
//  - anything else, /api/* above all (balances, sessions, money): not touched, the network only.
const CACHE = `khel-${VERSION}`;
const OFFLINE_PAGE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('khel-') && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

const isAppPage = (pathname) =>
  !APP_PREFIXES_OUTSIDE.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

// No navigation preload: for the navigations left to the browser (game pages in their frame,
// /admin) it would fetch every page twice.
async function navigate(event) {
  try {
    return await fetch(event.request);
  } catch {
    const offline = await caches.match(OFFLINE_PAGE, { cacheName: CACHE });
    return offline ?? Response.error();
  }
}

// Hashed files never change, and the precache's other files (the offline screen's) are this
// version's own: the cache first.
async function fromCache(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (isAppPage(url.pathname)) event.respondWith(navigate(event));
  } else if (url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname)) {
    event.respondWith(fromCache(request));
  }
});
