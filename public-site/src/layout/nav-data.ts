import { pageLinks } from '../page-table.ts';

/** How many services and promotions the header's dropdowns and the mobile menu list (spec 9). */
export const HEADER_LIMITS = {
  dropdownServices: 6,
  dropdownPromotions: 3,
  mobileServices: 4,
  mobilePromotions: 3,
} as const;

/** The first `limit` items, and how many more there are ("View N more services..."). */
export function firstOf<T>(
  items: readonly T[],
  limit: number,
): { shown: readonly T[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}

/** The header's and the mobile menu's page links (the dropdowns aside). */
export const NAV_LINKS = pageLinks('menu');

export const SIGN_IN_HREF = '/admin/login';
