import type { AuditedTable, Row } from './audited-tables.ts';

/** Fields that reach a person or open an account, whichever table holds them. */
const CONTACT_AND_SECRETS = [
  'phone',
  'phone_normalised',
  'email',
  'message',
  'admin_notes',
  'password',
  'password_hash',
  'totp_secret',
  'token',
  'token_hash',
  'code_hash',
  'status_token',
];

/**
 * The personal fields of each audited table. The trail says that they changed, never what they
 * were: it outlives the data it describes (retention, erasure). A person's name is personal on
 * the tables that hold people; a service's, an area's or a vehicle's name is what the log calls
 * the record by. A new audited table must say which of its fields are personal.
 */
const PERSONAL_FIELDS: Record<AuditedTable, ReadonlySet<string>> = {
  services: new Set(CONTACT_AND_SECRETS),
  promotions: new Set(CONTACT_AND_SECRETS),
  seo_settings: new Set(CONTACT_AND_SECRETS),
  locations: new Set(CONTACT_AND_SECRETS),
  vehicles: new Set(CONTACT_AND_SECRETS),
  // A photo's row holds its alt text and sizes; its copies (no metadata) are in another table.
  media: new Set(CONTACT_AND_SECRETS),
  users: new Set([...CONTACT_AND_SECRETS, 'name']),
  // Where a driver was, and where the crew on the job was: an area's own position (locations)
  // is the company's.
  callback_requests: new Set([
    ...CONTACT_AND_SECRETS,
    'name',
    'latitude',
    'longitude',
    'crew_latitude',
    'crew_longitude',
  ]),
  reviews: new Set([...CONTACT_AND_SECRETS, 'customer_name']),
};

export const REDACTED = '[redacted]';

const IGNORED = new Set(['created_at', 'updated_at', 'last_sign_in_at']);

function shown(personal: ReadonlySet<string>, field: string, value: unknown): unknown {
  if (value === undefined) return undefined;
  if (personal.has(field) && value !== null && value !== '') return REDACTED;
  return value instanceof Date ? value.toISOString() : value;
}

function same(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) => JSON.stringify(v instanceof Date ? v.toISOString() : v);
  return norm(a) === norm(b);
}

/**
 * `{ field: { before?, after? } }` for each field that differs between two versions of a row of
 * `table` (either may be missing: a create has no before, a delete no after), personal fields
 * redacted.
 */
export function diffRows(
  table: AuditedTable,
  before: Row | null,
  after: Row | null,
): Record<string, unknown> | null {
  const personal = PERSONAL_FIELDS[table];
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, { before?: unknown; after?: unknown }> = {};
  for (const field of fields) {
    if (IGNORED.has(field) || field === 'id') continue;
    const old = before?.[field];
    const now = after?.[field];
    if (before && after && same(old, now)) continue;
    const change: { before?: unknown; after?: unknown } = {};
    if (before) change.before = shown(personal, field, old);
    if (after) change.after = shown(personal, field, now);
    changes[field] = change;
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
