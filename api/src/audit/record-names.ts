import type { AuditedTable, Row } from './audited-tables.ts';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * What the activity log calls a record, kept in its entry when it is written so that the entry
 * still names a deleted service. Never a person: a callback request goes by its reference, a
 * review by its stars, service and place (the reviewer's name is theirs), and a user account by
 * nothing here (the log shows the account's current name while it exists).
 */
const RECORD_NAMES: Record<AuditedTable, (row: Row) => string | null> = {
  services: (row) => text(row.name),
  locations: (row) => text(row.name),
  promotions: (row) => text(row.title),
  seo_settings: (row) => text(row.page),
  vehicles: (row) => {
    const name = text(row.name);
    const registration = text(row.registration);
    return name && registration ? `${name} (${registration})` : (name ?? registration);
  },
  callback_requests: (row) => text(row.reference),
  reviews: (row) => {
    const parts = [
      typeof row.rating === 'number' ? `${row.rating} star${row.rating === 1 ? '' : 's'}` : null,
      text(row.service_type),
      text(row.customer_location),
    ].filter((part) => part !== null);
    return parts.length > 0 ? parts.join(', ') : null;
  },
  users: () => null,
  // A photo goes by what it shows.
  media: (row) => text(row.alt),
};

export function recordName(table: AuditedTable, row: Row | null): string | null {
  return row ? RECORD_NAMES[table](row) : null;
}
