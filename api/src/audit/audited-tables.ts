/** The resources whose changes the audit trail records field by field, by their path under /api. */
export const AUDITED_TABLES = {
  services: 'services',
  promotions: 'promotions',
  reviews: 'reviews',
  'callback-requests': 'callback_requests',
  'seo-settings': 'seo_settings',
  locations: 'locations',
  users: 'users',
  vehicles: 'vehicles',
  media: 'media',
} as const;

export type AuditedResource = keyof typeof AUDITED_TABLES;
export type AuditedTable = (typeof AUDITED_TABLES)[AuditedResource];

export type Row = Record<string, unknown>;
