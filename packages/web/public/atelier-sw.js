// Decision 142: the service worker of « Atelier », registered with the scope /atelier. It keeps the
// app shell (the page, its built files, the manifest and icons) so that the screen opens and works
// without the network. It never touches /api or /auth: no order, no patient, no token is cached
// here; the steps made offline wait in the page's own queue (features/atelier/offline-queue.ts).

const SHELL = 'conque-atelier-shell-v1';
const PAGE = '/atelier';
const FILES = ['/atelier.webmanifest', '/atelier-icon-192.png', '/atelier-icon-512.png', '/favicon.svg'];

const isBuilt = (url) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');

/** The page and the built files it names (its entry script, styles and preloads). */
const cachePage = async () => {
  const cache = await caches.open(SHELL);
  const response = await fetch(PAGE, { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  const named = [...html.matchAll(/["'](\/assets\/[^"']+)["']/g)].map((match) => match[1]);
  await cache.put(PAGE, response);
  await cache.addAll([...new Set([...FILES, ...named])]);
};

self.addEventListener('install', (event) => {
  event.waitUntil(cachePage().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('conque-atelier') && name !== SHELL)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// The page sends the built files it loaded before this worker controlled it (its lazy chunks).
self.addEventListener('message', (event) => {
  const urls = Array.isArray(event.data?.cache) ? event.data.cache : [];
  const built = urls.filter((url) => isBuilt(new URL(url, self.location.origin)));
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(built)));
});

const fromNetwork = async (request, key) => {
  const response = await fetch(request);
  if (response.ok) await (await caches.open(SHELL)).put(key, response.clone());
  return response;
};

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && url.pathname === PAGE) {
    // The network first (a new build is seen at once), the kept page offline.
    event.respondWith(
      fromNetwork(request, PAGE).catch(async () => (await caches.match(PAGE)) ?? Response.error()),
    );
  } else if (isBuilt(url) || FILES.includes(url.pathname)) {
    // Built files are named after their content: the kept copy is the file.
    event.respondWith(caches.match(request).then((kept) => kept ?? fromNetwork(request, request)));
  }
});
