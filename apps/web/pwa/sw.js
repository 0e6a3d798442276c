/*
 * pxv's service worker (built by vite.config.ts, which fills in the build id and the asset list).
 * - install: caches the app shell (index.html and every script and style of this build); the new
 *   version then waits until the page asks it to take over (a new version is announced, not forced)
 * - navigations: network first, the cached shell when offline
 * - /assets/* (hashed, immutable): cache first, cached as they are fetched
 * - everything else (API, images) is left to the network and the app's own caches
 */
/* global self, caches */
const BUILD = "__PXV_BUILD__";
const PRECACHE = JSON.parse("__PXV_PRECACHE_JSON__");
const CACHE = `pxv-shell-${BUILD}`;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith("pxv-shell-") && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "SKIP_WAITING") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === "navigate") {
    event.respondWith(
      fetch(request).catch(() =>
        caches.match("/index.html", { cacheName: CACHE }).then((cached) => cached || Response.error()),
      ),
    );
    return;
  }

  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(
      caches.open(CACHE).then((cache) =>
        cache.match(request).then(
          (cached) =>
            cached ||
            fetch(request).then((response) => {
              if (response.ok) void cache.put(request, response.clone());
              return response;
            }),
        ),
      ),
    );
  }
});
