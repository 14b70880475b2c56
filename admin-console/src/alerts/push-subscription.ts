import { apiRequest } from '../api/client.ts';
import { CONSOLE_BASE } from '../live/notify.ts';

export const NOTIFICATIONS_BLOCKED =
  'Notifications are blocked for this site. Allow them in the browser’s site settings, then try again.';

/** The person (or the browser's settings) refused notifications: its message says what to do. */
export class NotificationsBlocked extends Error {}

/** Web Push needs a service worker, the Push API and notifications, on a secure origin. */
export function pushSupported(): boolean {
  return (
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * An iPhone or iPad browsing the console in Safari, not opened from the Home Screen: iOS gives Web
 * Push only to a web app added to the Home Screen. iPadOS says it is a Mac, but has a touch screen.
 */
export function pushNeedsHomeScreen(): boolean {
  const ios =
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
  return ios && (navigator as Navigator & { standalone?: boolean }).standalone !== true;
}

/** The VAPID public key (URL-safe base64) → the bytes `pushManager.subscribe` takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration(CONSOLE_BASE);
}

/** This browser's push subscription for the console, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const existing = await registration();
  return (await existing?.pushManager.getSubscription()) ?? null;
}

/**
 * Turns push on for this browser: asks for permission (this runs from the person's click),
 * registers the console's service worker, subscribes with the server's VAPID key and hands the
 * subscription to the API. Throws with a readable message when any step is refused.
 */
export async function subscribeToPush(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new NotificationsBlocked(NOTIFICATIONS_BLOCKED);
  }
  const ready = await activated(
    await navigator.serviceWorker.register(`${CONSOLE_BASE}sw.js`, { scope: CONSOLE_BASE }),
  );
  const { public_key: publicKey } = await apiRequest<{ public_key: string }>(
    'GET',
    '/push/public-key',
  );
  const key = applicationServerKey(publicKey);
  let subscription = await ready.pushManager.getSubscription();
  // A subscription made with another key (the server's keys changed) cannot be used.
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await ready.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await apiRequest('POST', '/push-subscriptions', subscription.toJSON());
}

/**
 * The registration once its worker is active (push needs one). Not `serviceWorker.ready`: the
 * dashboard's address, /admin, lies just outside the scope /admin/, so `ready` would never come.
 */
async function activated(
  registration: ServiceWorkerRegistration,
): Promise<ServiceWorkerRegistration> {
  const worker = registration.installing ?? registration.waiting;
  if (registration.active && !worker) return registration;
  if (!worker) throw new Error('The service worker did not install');
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (worker.state === 'activated') resolve();
      else if (worker.state === 'redundant')
        reject(new Error('The service worker did not install'));
    };
    worker.addEventListener('statechange', check);
    check();
  });
  return registration;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/** Turns push off for this browser: the API forgets the endpoint, the browser unsubscribes. */
export async function unsubscribeFromPush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await apiRequest('DELETE', '/push-subscriptions', { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
