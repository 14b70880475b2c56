import type { Promotion } from '@tow/contracts/promotion';
import type { Service } from '@tow/contracts/service';

/** The first `limit` items, and how many more there are ("View N more services..."). */
export function firstOf<T>(
  items: readonly T[],
  limit: number,
): { shown: readonly T[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}

export const serviceHref = (service: Pick<Service, 'id'>) => `/services#service-${service.id}`;
export const promotionHref = (promotion: Pick<Promotion, 'id'>) =>
  `/promotions#promotion-${promotion.id}`;

export const NAV_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/reviews', label: 'Reviews' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact' },
] as const;

export const SIGN_IN_HREF = '/admin/login';
