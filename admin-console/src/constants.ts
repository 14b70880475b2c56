import type { DISCOUNT_TYPES, URGENCIES } from '@tow/contracts/constants';

/**
 * The console's own business constants (spec section 9 and the admin part of sections 2 and 4).
 * Only the console uses them, so they live here rather than in @tow/contracts.
 */

export const DASHBOARD_RECENT_CALLBACKS = 5;
export const BANNER_TIMEOUT_MS = 5_000;
export const CALLBACKS_REFRESH_MS = 30_000;

export const SEO_TITLE_RECOMMENDED = { min: 50, max: 60 } as const;
export const SEO_DESCRIPTION_RECOMMENDED = { min: 150, max: 160 } as const;

export const DISCOUNT_TYPE_LABELS: Record<(typeof DISCOUNT_TYPES)[number], string> = {
  percentage: 'Percentage (%)',
  fixed: 'Fixed Amount (£)',
  free: 'Free Service',
};

/** The callbacks list's order: most urgent first. */
export const URGENCY_WEIGHTS: Record<(typeof URGENCIES)[number], number> = {
  emergency: 4,
  high: 3,
  medium: 2,
  low: 1,
};

export const AUTH_STORAGE_KEYS = { token: 'admin_token', user: 'admin_user' } as const;
export const API_BASE = '/api';
export const LOGIN_PATH = '/admin/login';

/** Where the callbacks screen remembers, per browser, whether it shows the list or the board. */
export const CALLBACKS_VIEW_STORAGE_KEY = 'admin_callbacks_view';
