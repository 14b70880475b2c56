// The console's service worker (scope /admin/): shows the Web Push notification of a new or
// escalated callback request and, on a click, brings the console forward on that request.
// Plain JavaScript served as is (no build step), so the browser can update it by itself.

const SCOPE = self.registration.scope; // https://host/admin/

/** The push payload: { title, body, url: '/admin/callbacks/{id}', id, kind, urgency, tag }. */
function readPayload(event) {
  try {
    return event.data ? event.data.json() : {};
  } catch {
    return { body: event.data ? event.data.text() : '' };
  }
}

/** Only links into the console are followed; anything else opens the callbacks screen. */
function consoleUrl(url) {
  const target = new URL(url || 'callbacks', SCOPE);
  return target.origin === self.location.origin && target.href.startsWith(SCOPE)
    ? target.href
    : new URL('callbacks', SCOPE).href;
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  const title = payload.title || 'New callback request';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: payload.body || '',
      // A retried delivery replaces its notification rather than adding another.
      tag: payload.tag || undefined,
      // An escalation must sound again even if the first alert is still on screen.
      renotify: payload.kind === 'escalation' && Boolean(payload.tag),
      requireInteraction: payload.urgency === 'emergency',
      icon: new URL('../shared-ui/brand/favicon.svg', SCOPE).href,
      data: { url: consoleUrl(payload.url), id: payload.id },
    }),
  );
});

/**
 * Focuses an open console and tells it which request to open (it navigates without reloading,
 * keeping its live stream), or opens a new window on the request.
 */
async function openRequest(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  // The dashboard's address, /admin, lies just outside the scope /admin/ but is the console too.
  const open = windows.find(
    (client) => client.url.startsWith(SCOPE) || client.url === SCOPE.slice(0, -1),
  );
  if (open) {
    open.postMessage({ type: 'open-url', url });
    try {
      await open.focus();
    } catch {
      // Focus is only allowed from a notification click; the message is delivered anyway.
    }
    return open;
  }
  return self.clients.openWindow(url);
}
self.openRequest = openRequest;

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openRequest(consoleUrl(event.notification.data?.url)));
});
