import type { StaffUser, User, UserRole } from '@tow/contracts';
import { sql } from 'kysely';
import type { DB } from '../database.ts';
import { countRows } from './shared.ts';

export interface UserWithHash extends User {
  password_hash: string;
  role: UserRole;
  active: boolean;
  totp_secret: string | null;
  totp_enabled_at: Date | null;
}

const WITH_HASH = [
  'id',
  'name',
  'email',
  'password_hash',
  'role',
  'active',
  'totp_secret',
  'totp_enabled_at',
] as const;

export async function findUserByEmail(db: DB, email: string): Promise<UserWithHash | null> {
  const row = await db
    .selectFrom('users')
    .select(WITH_HASH)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row ?? null;
}

export async function findUserById(db: DB, id: number): Promise<UserWithHash | null> {
  const row = await db
    .selectFrom('users')
    .select(WITH_HASH)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

export function countUsers(db: DB): Promise<number> {
  return countRows(db, 'users');
}

/**
 * Creates the user, or resets the name and password of the one with that email. The first user
 * of an empty database is an owner: someone has to be able to manage the others.
 */
export async function upsertUser(
  db: DB,
  user: { name: string; email: string; passwordHash: string },
): Promise<User> {
  const existing = await findUserByEmail(db, user.email);
  if (existing) {
    return db
      .updateTable('users')
      .set({ name: user.name, password_hash: user.passwordHash, updated_at: new Date() })
      .where('id', '=', existing.id)
      .returning(['id', 'name', 'email'])
      .executeTakeFirstOrThrow();
  }
  const role = (await countUsers(db)) === 0 ? 'owner' : 'staff';
  return db
    .insertInto('users')
    .values({ name: user.name, email: user.email, password_hash: user.passwordHash, role })
    .returning(['id', 'name', 'email'])
    .executeTakeFirstOrThrow();
}

function toStaffUser(row: {
  id: number;
  name: string;
  email: string;
  role: UserRole;
  active: boolean;
  totp_enabled_at: Date | null;
  last_sign_in_at: Date | null;
  phone: string | null;
  sms_alerts: boolean;
}): StaffUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    active: row.active,
    two_factor: row.totp_enabled_at !== null,
    last_sign_in_at: row.last_sign_in_at ? new Date(row.last_sign_in_at).toISOString() : null,
    phone: row.phone,
    sms_alerts: row.sms_alerts,
  };
}

const STAFF_COLUMNS = [
  'id',
  'name',
  'email',
  'role',
  'active',
  'totp_enabled_at',
  'last_sign_in_at',
  'phone',
  'sms_alerts',
] as const;

/** The users as the console shows them, for the reads below to narrow. */
function selectStaffUsers(db: DB) {
  return db.selectFrom('users').select(STAFF_COLUMNS);
}

export async function listStaffUsers(db: DB): Promise<StaffUser[]> {
  const rows = await selectStaffUsers(db).orderBy('id').execute();
  return rows.map(toStaffUser);
}

export async function findStaffUser(db: DB, id: number): Promise<StaffUser | null> {
  const row = await selectStaffUsers(db).where('id', '=', id).executeTakeFirst();
  return row ? toStaffUser(row) : null;
}

/** A user who cannot sign in until they accept their invitation (no password yet). */
export async function insertInvitedUser(
  db: DB,
  user: { name: string; email: string; role: UserRole },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ ...user, password_hash: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUserFields(
  db: DB,
  id: number,
  values: {
    name?: string;
    role?: UserRole;
    active?: boolean;
    password_hash?: string;
    totp_secret?: string | null;
    totp_enabled_at?: Date | null;
    last_sign_in_at?: Date;
    phone?: string | null;
    sms_alerts?: boolean;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteUser(db: DB, id: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Active owners other than `exceptId`: the last one may not be demoted, deactivated or removed. */
export async function countOtherActiveOwners(db: DB, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'owner')
    .where('active', '=', true)
    .where('id', '!=', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Whether a change leaves no active owner. Call it in the change's transaction: it locks the
 * owners' rows, so two owners demoting each other at once cannot both succeed.
 */
export async function wouldRemoveLastOwner(
  trx: DB,
  id: number,
  change: { role?: string; active?: boolean } | 'delete',
): Promise<boolean> {
  const target = await trx
    .selectFrom('users')
    .select(['role', 'active'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (target?.role !== 'owner' || !target.active) return false;
  const leaves =
    change === 'delete' ||
    (change.role !== undefined && change.role !== 'owner') ||
    change.active === false;
  if (!leaves) return false;
  await trx.selectFrom('users').select('id').where('role', '=', 'owner').forUpdate().execute();
  return (await countOtherActiveOwners(trx, id)) === 0;
}

/**
 * Whether a change of mobile number or alerts by text would leave alerts on with no number.
 * Answers null for a user that does not exist (the update then answers 404).
 */
export async function wouldTextNobody(
  db: DB,
  id: number,
  change: { phone?: string | null; sms_alerts?: boolean },
): Promise<boolean | null> {
  const row = await db
    .selectFrom('users')
    .select(['phone', 'sms_alerts'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const phone = change.phone === undefined ? row.phone : change.phone;
  const smsAlerts = change.sms_alerts ?? row.sms_alerts;
  return smsAlerts && phone === null;
}

/** Every user's id, name and state, by name: who the on-call rota can name (no emails). */
export function listPeople(
  db: DB,
): Promise<{ id: number; name: string; active: boolean; role: UserRole }[]> {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'active', 'role'])
    .orderBy('name')
    .orderBy('id')
    .execute();
}
