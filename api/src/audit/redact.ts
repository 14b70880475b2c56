/**
 * Fields that identify a person or open an account. The trail says that they changed, never
 * what they were: it outlives the data it describes (retention, erasure).
 */
const PERSONAL_FIELDS = new Set([
  'name',
  'customer_name',
  'phone',
  'email',
  'message',
  'admin_notes',
  'password',
  'password_hash',
  'totp_secret',
  'token',
  'token_hash',
  'code_hash',
  'latitude',
  'longitude',
  'location_lat',
  'location_lng',
]);

export const REDACTED = '[redacted]';

const IGNORED = new Set(['created_at', 'updated_at', 'last_sign_in_at']);

type Row = Record<string, unknown>;

function shown(field: string, value: unknown): unknown {
  if (value === undefined) return undefined;
  if (PERSONAL_FIELDS.has(field) && value !== null && value !== '') return REDACTED;
  return value instanceof Date ? value.toISOString() : value;
}

function same(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) => JSON.stringify(v instanceof Date ? v.toISOString() : v);
  return norm(a) === norm(b);
}

/**
 * `{ field: { before?, after? } }` for each field that differs between two versions of a row
 * (either may be missing: a create has no before, a delete no after), personal fields redacted.
 */
export function diffRows(before: Row | null, after: Row | null): Record<string, unknown> | null {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, { before?: unknown; after?: unknown }> = {};
  for (const field of fields) {
    if (IGNORED.has(field) || field === 'id') continue;
    const old = before?.[field];
    const now = after?.[field];
    if (before && after && same(old, now)) continue;
    const change: { before?: unknown; after?: unknown } = {};
    if (before) change.before = shown(field, old);
    if (after) change.after = shown(field, now);
    changes[field] = change;
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
