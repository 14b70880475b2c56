import type { AuditEvent } from '@tow/contracts';

/** The console screen of each kind of record the log names, and the link's words. */
const SCREENS: Record<string, { to: (id: string) => string; label: string }> = {
  services: { to: () => '/services', label: 'Open Services' },
  promotions: { to: () => '/promotions', label: 'Open Promotions' },
  reviews: { to: () => '/reviews', label: 'Open Reviews' },
  callback_requests: { to: (id) => `/callbacks/${id}`, label: 'Open the request' },
  seo_settings: { to: () => '/seo', label: 'Open SEO Settings' },
  locations: { to: () => '/locations', label: 'Open Locations' },
  vehicles: { to: () => '/vehicles', label: 'Open Vehicles' },
  users: { to: () => '/users', label: 'Open Users' },
};

/**
 * Where an entry's record is seen in the console: none once it was deleted, nor for what people
 * do to their own account (signing in, a new password).
 */
export function recordLink(event: AuditEvent): { to: string; label: string } | null {
  const screen = SCREENS[event.entity];
  if (!screen || !event.entity_id || event.action === 'delete') return null;
  if (event.entity === 'users' && String(event.actor?.id) === event.entity_id) return null;
  return { to: screen.to(event.entity_id), label: screen.label };
}
