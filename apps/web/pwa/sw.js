/*
 * pxv's service worker (built by vite.config.ts, which fills in the build id and the two file lists).
 * - install: precaches the app shell (index.html, the entry's scripts and styles) and every screen's
 *   chunk, so every screen opens offline after one visit; the new version then waits until the page
 *   asks it to take over (a new version is announced, not forced)
 * - the heavy optional chunks and files (PDF/DOCX/EPUB export and the CJK font, HLS video, ugoira
 *   export encoders, bulk download) are not precached: fetched on first use, then kept in a cache of
 *   their own that outlives a deploy — an unchanged file keeps its hashed name — and is pruned of
 *   the files the current build no longer has
 * - navigations: network first, the cached shell when offline
 * - /assets/* (hashed, immutable): cache first
 * - everything else (API, images) is left to the network and the app's own caches
 */
/* global self, caches */
const BUILD = "__PXV_BUILD__";
const PRECACHE = JSON.parse("__PXV_PRECACHE_JSON__");
const OPTIONAL = new Set(JSON.parse("__PXV_OPTIONAL_JSON__"));
const CACHE = `pxv-shell-${BUILD}`;
const OPTIONAL_CACHE = "pxv-optional";

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

/** Drops the optional files this build no longer has. */
async function pruneOptional() {
  const cache = await caches.open(OPTIONAL_CACHE);
  const requests = await cache.keys();
  await Promise.all(
    requests
      .filter((request) => !OPTIONAL.has(new URL(request.url).pathname))
      .map((request) => cache.delete(request)),
  );
}

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
      .then(pruneOptional)
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
    const name = OPTIONAL.has(url.pathname) ? OPTIONAL_CACHE : CACHE;
    event.respondWith(
      caches.open(name).then((cache) =>
        cache.match(request).then(
          (cached) =>
            cached ||
            fetch(request).then((response) => {
              if (response.status === 200) void cache.put(request, response.clone());
              return response;
            }),
        ),
      ),
    );
  }
});
