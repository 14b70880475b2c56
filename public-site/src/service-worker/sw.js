// The public site's service worker (served as /sw.js, scope /). It keeps the home and contact
// pages, with the scripts, styles and images they use, so a driver who loses the signal can still
// open the form, read the number and call. API answers and the admin console are never cached:
// their requests are not even looked at.
const CACHE = 'public-pages-v1';
const OFFLINE_PAGES = ['/', '/contact'];
const NEVER = [/^\/api\//, /^\/admin(\/|$)/, /^\/sw\.js$/];
// Built files carry a content hash in their name: one copy is good for ever.
const IMMUTABLE = /^\/assets\//;

/** Same-origin files a page refers to (scripts, styles, module preloads, images). */
function assetsOf(html) {
  const urls = new Set();
  for (const match of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
    const url = new URL(match[1].replaceAll('&amp;', '&'), self.location.origin);
    if (url.origin !== self.location.origin || NEVER.some((re) => re.test(url.pathname))) continue;
    if (/\.(js|css|svg|png|webp|avif|jpg|woff2)$/.test(url.pathname)) urls.add(url.href);
  }
  return [...urls];
}

async function keepPage(cache, path) {
  const response = await fetch(path, { cache: 'no-cache' });
  if (!response.ok) return;
  await cache.put(path, response.clone());
  const files = assetsOf(await response.text());
  await Promise.all(
    files.map((file) =>
      cache.add(file).catch(() => {
        // One missing file must not cost the driver the rest.
      }),
    ),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => Promise.all(OFFLINE_PAGES.map((path) => keepPage(cache, path))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request, keep) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (keep && response.ok && response.type === 'basic')
      await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(request, { ignoreSearch: request.mode === 'navigate' });
    if (kept) return kept;
    if (request.mode === 'navigate') {
      const contact = await cache.match('/contact');
      if (contact) return contact;
    }
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.headers.has('range')) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.some((re) => re.test(url.pathname))) return;
  if (IMMUTABLE.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
    return;
  }
  const offlinePage = request.mode === 'navigate' && OFFLINE_PAGES.includes(url.pathname);
  const sharedFile = url.pathname.startsWith('/shared-ui/');
  if (request.mode === 'navigate' || sharedFile) {
    event.respondWith(networkFirst(request, offlinePage || sharedFile));
  }
});
