import type { CallbackRequest } from '@tow/contracts/callback-request';

/** The console's base path (`/admin/`): the service worker's scope and the start of every link. */
export const CONSOLE_BASE = import.meta.env.BASE_URL;

/** The tag the API gives the push of a new request: the page's notification and the push one replace each other. */
export function notificationTag(id: number): string {
  return `callback-request-${id}-new`;
}

/** "New emergency request: Jane Smith" and "07700 900123 · M6 J10 · Battery Jump Start". */
export function requestNotificationText(request: CallbackRequest): { title: string; body: string } {
  return {
    title: `New ${request.urgency} request: ${request.name}`,
    body: [request.phone, request.location, request.service_type].join(' · '),
  };
}

export function notificationsAllowed(): boolean {
  return 'Notification' in window && Notification.permission === 'granted';
}

/**
 * Shows a system notification for a new request when the person allowed it. Through the service
 * worker when one is registered (it handles the click, and Android Chrome allows no other kind);
 * otherwise a page notification whose click brings this tab forward on the request.
 */
export async function notifyNewRequest(
  request: CallbackRequest,
  open: (id: number) => void,
): Promise<void> {
  if (!notificationsAllowed()) return;
  const { title, body } = requestNotificationText(request);
  const tag = notificationTag(request.id);
  const url = `${CONSOLE_BASE}callbacks/${request.id}`;
  const registration = await navigator.serviceWorker?.getRegistration(CONSOLE_BASE);
  if (registration?.active) {
    await registration.showNotification(title, { body, tag, data: { url, id: request.id } });
    return;
  }
  const notification = new Notification(title, { body, tag });
  notification.onclick = () => {
    window.focus();
    open(request.id);
    notification.close();
  };
}
